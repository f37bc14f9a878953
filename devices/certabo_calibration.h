#pragma once
// Which piece each RFID chip of a Certabo set is. The board knows chips, not pieces: the
// host learns them from the start position (and a spare queen of each colour on d3 and d6,
// for promotions), the way Certabo's own software calibrates. What was learned is kept in a
// file, so a table restarted in the middle of a game (or the next round with the same set)
// still knows its pieces; chips of several sets live side by side, each chip being unique.
#include <array>
#include <istream>
#include <map>
#include <optional>
#include <string>

#include "core/types.h"
#include "devices/certabo_codec.h"

namespace twinboard::devices {

class CertaboCalibration {
 public:
  // `file`: where the chips are kept ("" keeps them in memory only). A missing file is an
  // empty calibration; a line that does not read is skipped.
  explicit CertaboCalibration(std::string file = "");
  // $XDG_STATE_HOME/twinboard/certabo-chips, else ~/.local/state/twinboard/certabo-chips.
  static std::string default_file();
  // Reads the chips from a calibration file's text, one a line: the piece's FEN letter and
  // the chip's five numbers. A line that does not read is skipped.
  void read(std::istream& in);

  // Learns the chips when `chips` (in the board's reading order) stand as a calibration
  // position: the start position's 32 squares each with its own chip, nothing elsewhere but
  // perhaps a queen on d3 (white) or d6 (black). A new set (no chip known) is learned whole;
  // of a known set, only spare queens new on d3 and d6, and only when every other chip stands
  // where its piece belongs: a known set set up wrongly, or a spare put on a start square,
  // teaches nothing. `anew`: the chips standing there are forgotten first (`twinboard
  // calibrate`: a set learned wrongly is learned again). Returns whether it learned any.
  bool learn(const std::array<certabo::ChipId, 64>& chips, bool anew = false);
  // Why the last calibration could not be kept in the file ("" when it was).
  const std::string& not_kept() const { return not_kept_; }
  // The piece a chip is; None for no chip or one never learned.
  Piece piece_of(certabo::ChipId chip) const;
  bool empty() const { return pieces_.empty(); }
  const std::string& file() const { return file_; }

 private:
  void save();

  std::string file_;
  std::string not_kept_;
  std::map<certabo::ChipId, Piece> pieces_;
};

}  // namespace twinboard::devices
