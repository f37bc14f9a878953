#include "devices/board_kinds.h"

#include "core/board_view.h"
#include "devices/certabo_emulator.h"
#include "devices/certabo_protocol.h"
#include "devices/chesslink_emulator.h"
#include "devices/chesslink_protocol.h"
#include "devices/dgt_emulator.h"
#include "devices/dgt_protocol.h"
#include "devices/tactile_emulator.h"
#include "devices/tactile_protocol.h"

namespace twinboard::devices {

std::unique_ptr<BoardProtocol> make_protocol(BoardProtocolId protocol) {
  switch (protocol) {
    case BoardProtocolId::Tactile: return std::make_unique<TactileProtocol>();
    case BoardProtocolId::Dgt: return std::make_unique<DgtProtocol>();
    case BoardProtocolId::ChessLink: return std::make_unique<ChessLinkProtocol>();
    case BoardProtocolId::Certabo: return std::make_unique<CertaboProtocol>(true, CertaboCalibration::default_file());
    case BoardProtocolId::CertaboOccupancy: return std::make_unique<CertaboProtocol>(false, "");
    case BoardProtocolId::Manual: return nullptr;
  }
  return nullptr;
}

std::unique_ptr<BoardEmulator> make_emulator(BoardProtocolId protocol, const std::string& link_path,
                                             const std::array<Piece, 64>& start) {
  switch (protocol) {
    case BoardProtocolId::Tactile: return std::make_unique<TactileEmulator>(link_path, occupancy_of(start));
    case BoardProtocolId::Dgt: return std::make_unique<DgtEmulator>(link_path, start);
    case BoardProtocolId::ChessLink: return std::make_unique<ChessLinkEmulator>(link_path, start);
    case BoardProtocolId::Certabo: return std::make_unique<CertaboEmulator>(link_path, start);
    case BoardProtocolId::CertaboOccupancy: return std::make_unique<CertaboEmulator>(link_path, start, true);
    case BoardProtocolId::Manual: return nullptr;
  }
  return nullptr;
}

}  // namespace twinboard::devices
