#include "devices/certabo_protocol.h"

namespace twinboard::devices {
namespace {
// What an occupancy-only board's filled square is called inside the driver: a piece is
// there, which one the table knows from the game.
constexpr Piece kFilled = make_piece(Color::White, PieceType::Pawn);
}  // namespace

CertaboProtocol::CertaboProtocol(bool identifies_pieces, std::string calibration_file, bool calibrate_anew)
    : identifies_pieces_(identifies_pieces),
      calibration_(std::move(calibration_file)),
      calibrate_anew_(calibrate_anew),
      reader_(identifies_pieces) {}

void CertaboProtocol::start(const Send& send, int64_t) {
  lines_ = {};
  answered_ = false;
  reader_.picture_due();
  frames_ = 0;
  recent_ = {};  // a new connection's frames vote among themselves
  voted_ = {};
  // All lights off: the board may still show what it showed before the cable came out.
  send(certabo::leds({}));
  lights_.send_again();
}

void CertaboProtocol::received(std::span<const uint8_t> bytes, int64_t now, const Send&, const EventSink& emit) {
  lines_.feed(bytes);
  while (auto frame = lines_.next()) {
    if (const auto* rfid = std::get_if<certabo::RfidFrame>(&*frame)) {
      take(rfid->chips, true, now, emit);
    } else if (const auto* occupancy = std::get_if<certabo::OccupancyFrame>(&*frame)) {
      std::array<certabo::ChipId, 64> filled{};
      for (int i = 0; i < 64; ++i) filled[size_t(i)] = (occupancy->ranks[size_t(i / 8)] >> (i % 8)) & 1;
      take(filled, false, now, emit);
    }
  }
}

void CertaboProtocol::tick(int64_t, const Send& send) {
  if (!lights_.unsent || !answered_) return;
  lights_.unsent = false;
  std::vector<Square> on;
  for (Square s : {lights_.from, lights_.to})
    if (s != kNoSquare) on.push_back(reader_.on_board(s));
  send(certabo::leds(on));
}

void CertaboProtocol::turn_round() {
  reader_.turn_round();
  lights_.send_again();
}

void CertaboProtocol::light(Square from, Square to) { lights_.set(from, to); }

std::array<Piece, 64> CertaboProtocol::pieces_of_chips(const std::array<certabo::ChipId, 64>& chips, bool rfid) const {
  std::array<Piece, 64> read{};
  for (std::size_t i = 0; i < 64; ++i) {
    if (chips[i] == certabo::kNoChip) continue;
    read[i] = identifies_pieces_ && rfid ? calibration_.piece_of(chips[i]) : kFilled;
  }
  return read;
}

void CertaboProtocol::take(const std::array<certabo::ChipId, 64>& chips, bool rfid, int64_t now,
                           const EventSink& emit) {
  auto event = [&](BoardEventBody body) { return BoardEvent{now, std::move(body)}; };
  if (!answered_) {
    // Connected at the first frame; its picture follows once it can be read. What stands in
    // the way is said in the identity, which the log and `twinboard watch` show.
    answered_ = true;
    std::string identity = "Certabo board (" +
                           std::string(!rfid                ? "without piece recognition"
                                       : identifies_pieces_ ? "RFID"
                                                            : "RFID, filled squares only") +
                           ")";
    if (identifies_pieces_ && !rfid) identity += ": it cannot tell pieces apart, set its protocol to certabo-occupancy";
    else if (identifies_pieces_ && calibration_.empty()) identity += ": set up the start position to calibrate the set";
    emit(event(sensed::Connected{identity}));
  }
  if (identifies_pieces_ && !rfid) return;  // no picture can be made of it
  // The vote: a square's chip is the one at least two of its last three frames agree on. A
  // filled-or-empty reading (a board without piece recognition) has no id to agree on: a
  // misread bit matches another by chance, so there all three frames must agree.
  const int slot = frames_ % 3;
  ++frames_;
  constexpr int needed = 3;  // a vote of three frames, before the first picture too
  for (std::size_t i = 0; i < 64; ++i) {
    recent_[i][size_t(slot)] = chips[i];
    const auto& r = recent_[i];
    if (frames_ < needed) continue;
    certabo::ChipId candidate = voted_[i];
    if (r[0] == r[1] || r[0] == r[2]) candidate = r[0];
    else if (r[1] == r[2]) candidate = r[1];  // no two agree: the square keeps its last vote
    // A piece is taken away only when three frames in a row see none: a chip that fails to
    // read now and then ("low gain") would otherwise be lifted and put back, and a lift by
    // the side to move is a touch at the table. Filled-or-empty readings have no id to agree
    // on (a misread bit matches another by chance): there every change needs all three.
    const bool all_three = r[0] == r[1] && r[1] == r[2];
    if ((!rfid || (candidate == certabo::kNoChip && voted_[i] != certabo::kNoChip)) && !all_three) continue;
    voted_[i] = candidate;
  }
  if (frames_ < needed) return;
  // The set learned (or learned again) from a calibration position.
  if (identifies_pieces_ && calibration_.learn(voted_, calibrate_anew_)) {
    reader_.face(Facing::AsDocumented);  // calibrated as its maker documents it
    calibrate_anew_ = false;
    learned_ = true;
  }
  if (identifies_pieces_ && calibration_.empty()) return;                              // no piece known yet: no picture
  if (reader_.report(pieces_of_chips(voted_, rfid), now, emit)) lights_.send_again();  // turned round: its lights too
}

}  // namespace twinboard::devices
