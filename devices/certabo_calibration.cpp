#include "devices/certabo_calibration.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/position.h"
#include "devices/whole_board.h"

namespace twinboard::devices {
namespace {

std::string chip_text(certabo::ChipId chip) {
  std::string text;
  for (int b = 4; b >= 0; --b) text += (text.empty() ? "" : " ") + std::to_string((chip >> (8 * b)) & 0xff);
  return text;
}

}  // namespace

CertaboCalibration::CertaboCalibration(std::string file) : file_(std::move(file)) {
  if (file_.empty()) return;
  std::ifstream in(file_);
  read(in);
}

void CertaboCalibration::read(std::istream& in) {
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string letter;
    words >> letter;
    certabo::ChipId chip = 0;
    int count = 0;
    for (int value; count < 5 && words >> value && value >= 0 && value <= 255; ++count)
      chip = chip << 8 | unsigned(value);
    const auto piece = letter.size() == 1 ? piece_from_fen_letter(letter[0]) : std::nullopt;
    if (piece && count == 5 && chip != certabo::kNoChip) pieces_[chip] = *piece;
  }
}

std::string CertaboCalibration::default_file() {
  const char* state = std::getenv("XDG_STATE_HOME");
  const char* home = std::getenv("HOME");
  if (state && *state) return std::string(state) + "/twinboard/certabo-chips";
  if (home && *home) return std::string(home) + "/.local/state/twinboard/certabo-chips";
  return "";
}

bool CertaboCalibration::learn(const std::array<certabo::ChipId, 64>& chips, bool anew) {
  const std::array<Piece, 64> start = Position::start().board();
  const Square white_spare = make_square(3, 2), black_spare = make_square(3, 5);  // d3, d6
  std::map<certabo::ChipId, Piece> standing;
  for (int i = 0; i < 64; ++i) {
    const Square s = square_of_reading_index(i);
    const certabo::ChipId chip = chips[size_t(i)];
    const bool spare = s == white_spare || s == black_spare;
    Piece piece = start[size_t(index(s))];
    if (spare && chip != certabo::kNoChip)
      piece = make_piece(s == white_spare ? Color::White : Color::Black, PieceType::Queen);
    if (is_piece(piece) != (chip != certabo::kNoChip)) return false;  // not a calibration position
    if (chip == certabo::kNoChip) continue;
    if (!standing.emplace(chip, piece).second) return false;  // two squares with one chip: noise
  }
  if (anew)
    for (const auto& [chip, piece] : standing) pieces_.erase(chip);
  std::size_t known = 0;
  for (const auto& [chip, piece] : standing) {
    const auto it = pieces_.find(chip);
    if (it == pieces_.end()) continue;
    if (it->second != piece) return false;  // a known chip out of its place: set up wrongly
    ++known;
  }
  // A known set teaches only its spare queens: any other new chip among known ones is a piece
  // put where it does not belong (a spare queen on a8 is no rook).
  bool news = false;
  for (const auto& [chip, piece] : standing) {
    if (pieces_.contains(chip)) continue;
    const bool spare_queen =
        type_of(piece) == PieceType::Queen && standing.size() > 32 &&
        (chips[size_t(reading_index_of(white_spare))] == chip || chips[size_t(reading_index_of(black_spare))] == chip);
    if (known > 0 && !spare_queen) return false;
    news = true;
  }
  if (!news) return false;
  for (const auto& [chip, piece] : standing) pieces_.emplace(chip, piece);
  save();
  return true;
}

Piece CertaboCalibration::piece_of(certabo::ChipId chip) const {
  const auto it = pieces_.find(chip);
  return it == pieces_.end() ? Piece::None : it->second;
}

void CertaboCalibration::save() {
  not_kept_.clear();
  if (file_.empty()) return;
  std::error_code error;
  std::filesystem::create_directories(std::filesystem::path(file_).parent_path(), error);
  const std::string part = file_ + ".part";
  {
    std::ofstream out(part, std::ios::trunc);
    for (const auto& [chip, piece] : pieces_) out << fen_letter(piece) << ' ' << chip_text(chip) << '\n';
    if (!out.flush()) {  // kept in memory; the next calibration tries again
      not_kept_ = "cannot write " + part;
      return;
    }
  }
  std::filesystem::rename(part, file_, error);
  if (error) not_kept_ = "cannot write " + file_ + ": " + error.message();
}

}  // namespace twinboard::devices
