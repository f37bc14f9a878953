#include "serial.h"

#include <avr/interrupt.h>
#include <avr/io.h>

#include "config.h"

/* 256 bytes out: three lines of the longest kind (a SNAP is 83 bytes with its frame). The
 * indices are bytes so that they wrap by themselves. */
static volatile uint8_t tx_buffer[256];
static volatile uint8_t tx_head, tx_tail;
/* 128 bytes in: the host sends a few short lines at a time. */
static volatile uint8_t rx_buffer[128];
static volatile uint8_t rx_head, rx_tail;

void serial_init(void) {
  UCSR0A = _BV(U2X0); /* double speed first: UBRR is read against it */
  UBRR0H = 0;
  UBRR0L = UBRR_VALUE;
  UCSR0C = _BV(UCSZ01) | _BV(UCSZ00); /* 8 data bits, no parity, 1 stop bit */
  UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);
}

void serial_put(uint8_t byte) {
  const uint8_t next = (uint8_t)(tx_head + 1);
  while (next == tx_tail) {
    /* Full: the interrupt drains it. Lines are never dropped here, so the sequence numbers
     * the host sees stay whole unless the wire itself loses bytes. */
  }
  tx_buffer[tx_head] = byte;
  tx_head = next;
  UCSR0B |= _BV(UDRIE0);
}

ISR(USART0_UDRE_vect) {
  if (tx_tail == tx_head) {
    UCSR0B &= (uint8_t)~_BV(UDRIE0);
    return;
  }
  UDR0 = tx_buffer[tx_tail];
  tx_tail = (uint8_t)(tx_tail + 1);
}

ISR(USART0_RX_vect) {
  const uint8_t status = UCSR0A; /* before UDR0: reading UDR0 clears the error flags */
  uint8_t byte = UDR0;
  /* A framing error or an overrun damages the line the byte belongs to: pass a NUL, which no
   * line may hold, so that the line fails its check and is ignored as the protocol asks. */
  if (status & (_BV(FE0) | _BV(DOR0))) byte = 0;
  const uint8_t next = (uint8_t)((rx_head + 1) & 127);
  if (next == rx_tail) {
    /* No room (the main loop is far behind): damage the newest byte kept, for the same
     * reason, rather than splice two lines together. */
    rx_buffer[(uint8_t)((rx_head - 1) & 127)] = 0;
    return;
  }
  rx_buffer[rx_head] = byte;
  rx_head = next;
}

int16_t serial_get(void) {
  if (rx_tail == rx_head) return -1;
  const uint8_t byte = rx_buffer[rx_tail];
  rx_tail = (uint8_t)((rx_tail + 1) & 127);
  return byte;
}

uint8_t serial_has_input(void) { return rx_tail != rx_head; }
