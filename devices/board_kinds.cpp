#include "devices/board_kinds.h"

#include "devices/dgt_emulator.h"
#include "devices/dgt_protocol.h"
#include "devices/tactile_emulator.h"
#include "devices/tactile_protocol.h"

namespace twinboard::devices {

std::unique_ptr<BoardProtocol> make_protocol(BoardProtocolId protocol) {
  switch (protocol) {
    case BoardProtocolId::Tactile: return std::make_unique<TactileProtocol>();
    case BoardProtocolId::Dgt: return std::make_unique<DgtProtocol>();
    case BoardProtocolId::Manual: return nullptr;
  }
  return nullptr;
}

std::unique_ptr<BoardEmulator> make_emulator(BoardProtocolId protocol, const std::string& link_path,
                                             const std::array<Piece, 64>& start) {
  Bitboard occupied = 0;
  for (int s = 0; s < 64; ++s)
    if (is_piece(start[s])) occupied |= Bitboard{1} << s;
  switch (protocol) {
    case BoardProtocolId::Tactile: return std::make_unique<TactileEmulator>(link_path, occupied);
    case BoardProtocolId::Dgt: return std::make_unique<DgtEmulator>(link_path, start);
    case BoardProtocolId::Manual: return nullptr;
  }
  return nullptr;
}

}  // namespace twinboard::devices
