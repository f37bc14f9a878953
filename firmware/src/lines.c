#include "lines.h"

#include <string.h>

#include "crc8.h"
#include "serial.h"

/* "A line is at most 100 bytes before its LF" (docs/tactile-protocol.md, "Link"). */
#define MAX_LINE 100

static uint8_t board_seq;      /* the board's own count, "00" first after power-up */
static char in_line[MAX_LINE]; /* the host line being received, without its LF */
static uint8_t in_length;
static uint8_t in_overlong; /* past 100 bytes: everything up to the next LF is dropped */

static const char hex_digits[] = "0123456789ABCDEF";

void lines_reset(void) {
  board_seq = 0;
  in_length = 0;
  in_overlong = 0;
}

/* Sends a byte and folds it into the line's checksum, which covers everything before '*'. */
static uint8_t put_counted(uint8_t crc, char c) {
  serial_put((uint8_t)c);
  return crc8_update(crc, (uint8_t)c);
}

uint8_t line_send(const char* body) {
  uint8_t crc = 0;
  crc = put_counted(crc, hex_digits[board_seq >> 4]);
  crc = put_counted(crc, hex_digits[board_seq & 15]);
  crc = put_counted(crc, ' ');
  while (*body) crc = put_counted(crc, *body++);
  serial_put('*');
  serial_put((uint8_t)hex_digits[crc >> 4]);
  serial_put((uint8_t)hex_digits[crc & 15]);
  serial_put('\n');
  return board_seq++; /* after FF comes 00: the byte wraps by itself */
}

/* An uppercase hexadecimal digit's value, or -1 (the protocol writes them uppercase). */
static int8_t hex_value(char c) {
  if (c >= '0' && c <= '9') return (int8_t)(c - '0');
  if (c >= 'A' && c <= 'F') return (int8_t)(c - 'A' + 10);
  return -1;
}

/* A duration of 0 to 10000 ms written in decimal digits only, or -1. */
static int16_t duration(const char* text, uint8_t length) {
  if (length == 0 || length > 5) return -1;
  uint16_t v = 0;
  for (uint8_t i = 0; i < length; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    v = (uint16_t)(v * 10 + (uint16_t)(text[i] - '0'));
  }
  return v <= 10000 ? (int16_t)v : -1;
}

/* Checks the frame and the checksum of the line in in_line, then reads its message. */
static enum host_request parse_line(uint16_t* value) {
  uint8_t n = in_length;
  if (n > 0 && in_line[n - 1] == '\r') n--; /* "a carriage return before it is allowed" */
  if (n < 7 || in_line[2] != ' ' || in_line[n - 3] != '*') return REQUEST_NONE;
  if (hex_value(in_line[0]) < 0 || hex_value(in_line[1]) < 0) return REQUEST_NONE;
  const int8_t high = hex_value(in_line[n - 2]), low = hex_value(in_line[n - 1]);
  if (high < 0 || low < 0) return REQUEST_NONE;
  uint8_t crc = 0;
  for (uint8_t i = 0; i < n - 3; ++i) crc = crc8_update(crc, (uint8_t)in_line[i]);
  if (crc != (uint8_t)((high << 4) | low)) return REQUEST_NONE;
  /* The host's sequence number is not checked: the board answers every good line, and a
   * lost request is the host's to repeat ("the host asks again when it needs to"). */
  const char* body = in_line + 3;
  const uint8_t length = (uint8_t)(n - 6);
  if (length == 5 && memcmp(body, "SNAP?", 5) == 0) return REQUEST_SNAPSHOT;
  if (length == 3 && memcmp(body, "ID?", 3) == 0) return REQUEST_IDENTITY;
  if (length > 5 && (memcmp(body, "BUZZ ", 5) == 0 || memcmp(body, "VIBE ", 5) == 0)) {
    const int16_t v = duration(body + 5, (uint8_t)(length - 5));
    if (v < 0) return REQUEST_NONE;
    *value = (uint16_t)v;
    return body[0] == 'B' ? REQUEST_BUZZ : REQUEST_VIBE;
  }
  /* "ACK SS": the host has the board's snapshot SS (protocol version 2). */
  if (length == 6 && memcmp(body, "ACK ", 4) == 0) {
    const int8_t seq_high = hex_value(body[4]), seq_low = hex_value(body[5]);
    if (seq_high < 0 || seq_low < 0) return REQUEST_NONE;
    *value = (uint16_t)((seq_high << 4) | seq_low);
    return REQUEST_ACK;
  }
  return REQUEST_NONE; /* "A board ignores lines it does not understand" */
}

enum host_request line_receive(uint8_t byte, uint16_t* value) {
  if (byte == '\n') {
    enum host_request r = in_overlong ? REQUEST_NONE : parse_line(value);
    in_length = 0;
    in_overlong = 0;
    return r;
  }
  if (in_overlong) return REQUEST_NONE;
  if (in_length == MAX_LINE) { /* "Longer lines are damaged lines" */
    in_overlong = 1;
    return REQUEST_NONE;
  }
  in_line[in_length++] = (char)byte;
  return REQUEST_NONE;
}
