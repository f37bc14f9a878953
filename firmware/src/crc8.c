#include "crc8.h"

/* Polynomial 0x07, initial value 0, no reflection, no final XOR: bit by bit, because a
 * 256-byte table would cost flash for a link that carries about 100 bytes a second. */
uint8_t crc8_update(uint8_t crc, uint8_t byte) {
  crc ^= byte;
  for (uint8_t i = 0; i < 8; ++i) crc = (crc & 0x80) ? (uint8_t)((crc << 1) ^ 0x07) : (uint8_t)(crc << 1);
  return crc;
}
