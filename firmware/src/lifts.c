#include "lifts.h"

static uint8_t kept_seq[LIFTS_KEPT], kept_square[LIFTS_KEPT];
static uint8_t count;
static uint8_t host_acknowledges; /* a host has acknowledged a snapshot since power-up */

void lifts_reset(void) {
  count = 0;
  host_acknowledges = 0;
}

static void drop_oldest(void) {
  for (uint8_t i = 1; i < count; ++i) {
    kept_seq[i - 1] = kept_seq[i];
    kept_square[i - 1] = kept_square[i];
  }
  count--;
}

void lifts_sent(uint8_t seq, uint8_t square) {
  if (count == LIFTS_KEPT) drop_oldest();
  kept_seq[count] = seq;
  kept_square[count] = square;
  count++;
}

void lifts_acknowledged(uint8_t seq) {
  host_acknowledges = 1;
  /* A lift was sent before the acknowledged snapshot when the snapshot's number is 1 to 127
   * past its own (sequence numbers wrap after FF; the board sends far fewer than 128 lines
   * between two heartbeats). An old acknowledgement removes only lifts older than it. */
  while (count > 0) {
    const uint8_t ahead = (uint8_t)(seq - kept_seq[0]);
    if (ahead == 0 || ahead >= 128) break;
    drop_oldest();
  }
}

static const char hex_digits[] = "0123456789ABCDEF";

void lifts_text(char* out) {
  if (host_acknowledges) {
    for (uint8_t i = 0; i < count; ++i) {
      *out++ = ' ';
      *out++ = hex_digits[kept_seq[i] >> 4];
      *out++ = hex_digits[kept_seq[i] & 15];
      *out++ = (char)('a' + (kept_square[i] & 7));
      *out++ = (char)('1' + (kept_square[i] >> 3));
    }
  }
  *out = '\0';
}
