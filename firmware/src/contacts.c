#include "contacts.h"

#include <avr/io.h>
#include <util/delay.h>

#include "config.h"

static uint8_t settled[8];      /* per rank, bit f set: the hole on file f is closed */
static uint8_t counts[64];      /* scans in a row that read other than `settled` */
static uint8_t buttons_settled; /* bit b set: button b is held down */
static uint8_t button_counts[BUTTON_COUNT];

/* Reads one rank of the matrix: its row driven low, the others high. Through each closed
 * contact and its diode the row pulls its column low; the diodes keep the other closed
 * contacts from pulling a column through a neighbouring row (no ghost pegs when three
 * corners of a rectangle are closed). Returns bit f set where file f's contact is closed. */
static uint8_t read_rank(uint8_t rank) {
  ROW_PORT = (uint8_t) ~(1u << rank);
  _delay_us(5); /* the column lines' capacitance charges through the ~35k pull-ups */
  const uint8_t closed = (uint8_t)~COL_PIN;
  return closed;
}

static void read_matrix(uint8_t raw[8]) {
  for (uint8_t rank = 0; rank < 8; ++rank) raw[rank] = read_rank(rank);
  ROW_PORT = 0xFF; /* no row selected between scans */
}

static uint8_t read_buttons(void) { return (uint8_t)(~BUTTON_PIN & ((1u << BUTTON_COUNT) - 1)); }

void contacts_init(void) {
  ROW_DDR = 0xFF;
  ROW_PORT = 0xFF;
  COL_DDR = 0x00;
  COL_PORT = 0xFF; /* pull-ups: written once, so a column only reads what the wiring says */
  BUTTON_DDR &= (uint8_t) ~((1u << BUTTON_COUNT) - 1);
  BUTTON_PORT |= (uint8_t)((1u << BUTTON_COUNT) - 1);
  _delay_ms(2); /* let the pull-ups raise the lines before the first reading */
  read_matrix(settled);
  buttons_settled = read_buttons();
  for (uint8_t i = 0; i < 64; ++i) counts[i] = 0;
  for (uint8_t b = 0; b < BUTTON_COUNT; ++b) button_counts[b] = 0;
}

void contacts_scan(contact_change changed, button_press pressed) {
  uint8_t raw[8];
  read_matrix(raw);
  for (uint8_t rank = 0; rank < 8; ++rank) {
    for (uint8_t file = 0; file < 8; ++file) {
      const uint8_t square = (uint8_t)(rank * 8 + file), mask = (uint8_t)(1u << file);
      /* A change counts once the contact has read the new way CONTACT_SETTLE_MS scans in a
       * row: a bounce reads back the old way and starts the count again. */
      if ((raw[rank] ^ settled[rank]) & mask) {
        if (++counts[square] >= CONTACT_SETTLE_MS) {
          counts[square] = 0;
          settled[rank] ^= mask;
          changed(square, (settled[rank] & mask) != 0);
        }
      } else {
        counts[square] = 0;
      }
    }
  }
  const uint8_t now = read_buttons();
  for (uint8_t b = 0; b < BUTTON_COUNT; ++b) {
    const uint8_t mask = (uint8_t)(1u << b);
    if ((now ^ buttons_settled) & mask) {
      if (++button_counts[b] >= BUTTON_SETTLE_MS) {
        button_counts[b] = 0;
        buttons_settled ^= mask;
        if (buttons_settled & mask) pressed(b); /* the press is the message, not the release */
      }
    } else {
      button_counts[b] = 0;
    }
  }
}

void contacts_snapshot(char out[72]) {
  uint8_t at = 0;
  for (int8_t rank = 7; rank >= 0; --rank) { /* "rank 8 first, files a to h within a rank" */
    if (rank < 7) out[at++] = '/';
    for (uint8_t file = 0; file < 8; ++file) out[at++] = (settled[rank] >> file) & 1 ? '1' : '0';
  }
  out[at] = '\0';
}
