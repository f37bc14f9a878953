// The Certabo line reader, its frame parser, the calibration file's reader and the driver on
// arbitrary bytes: no crash; a frame accepted writes back to a line that reads to the same
// chips; no picture is given before a calibration was learned from the bytes.
#include <cstdint>
#include <cstdlib>
#include <span>
#include <sstream>

#include "devices/certabo_calibration.h"
#include "devices/certabo_codec.h"
#include "devices/certabo_protocol.h"

using namespace twinboard::devices;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  certabo::LineReader reader;
  reader.feed(bytes);
  while (auto frame = reader.next()) {
    if (const auto* rfid = std::get_if<certabo::RfidFrame>(&*frame)) {
      const auto again = certabo::parse_line(certabo::encode_frame(rfid->chips));
      const auto* same = std::get_if<certabo::RfidFrame>(&again);
      if (!same || same->chips != rfid->chips) std::abort();
    }
    if (const auto* occupancy = std::get_if<certabo::OccupancyFrame>(&*frame)) {
      const auto again = certabo::parse_line(certabo::encode_occupancy(occupancy->ranks));
      const auto* same = std::get_if<certabo::OccupancyFrame>(&again);
      if (!same || same->ranks != occupancy->ranks) std::abort();
    }
  }
  std::istringstream file(std::string(reinterpret_cast<const char*>(data), size));
  CertaboCalibration calibration;
  calibration.read(file);
  // The driver with no calibration file: whatever the bytes, a picture holds only pieces
  // whose chips it learned from a calibration position among them.
  CertaboProtocol protocol(true, "");
  const BoardProtocol::Send ignore = [](std::span<const uint8_t>) {};
  protocol.start(ignore, 0);
  protocol.received(bytes, 1, ignore, [&](const BoardEvent& e) {
    (void)event_json(e);
    if (const auto* snapshot = e.as<sensed::Snapshot>(); snapshot && protocol.calibration().empty()) std::abort();
  });
  protocol.tick(2, ignore);
  return 0;
}
