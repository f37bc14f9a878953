/* CRC-8/SMBUS, the checksum of every line (docs/tactile-protocol.md, "Line format"). */
#ifndef PEG_CRC8_H
#define PEG_CRC8_H
#include <stdint.h>

/* Folds one byte into a running CRC (start with 0). */
uint8_t crc8_update(uint8_t crc, uint8_t byte);

#endif
