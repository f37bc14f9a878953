/* The open-hardware peg board's firmware: an ATmega2560 (Arduino Mega 2560) reads a contact
 * under each of the 64 holes and three buttons, and speaks twinboard's tactile protocol
 * (docs/tactile-protocol.md) on USART0, which the Mega's USB chip turns into a serial port.
 * The builder's guide is docs/hardware/builders-guide.md. */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>

#include "config.h"
#include "contacts.h"
#include "lifts.h"
#include "lines.h"
#include "serial.h"

static volatile uint8_t ticks_pending; /* milliseconds the timer counted, not yet scanned */

/* Timer 0 in CTC mode: 16 MHz / 64 / 250 = one interrupt per millisecond. */
static void timer_init(void) {
  TCCR0A = _BV(WGM01);
  TCCR0B = _BV(CS01) | _BV(CS00);
  OCR0A = 249;
  TIMSK0 = _BV(OCIE0A);
}

ISR(TIMER0_COMPA_vect) {
  if (ticks_pending < 255) ticks_pending++;
}

/* Milliseconds left of the buzzer and the vibration (0: off). */
static uint16_t buzz_left, vibe_left;

static void outputs_init(void) {
  OUT_DDR |= _BV(BUZZER_BIT) | _BV(VIBE_BIT);
  OUT_PORT &= (uint8_t) ~(_BV(BUZZER_BIT) | _BV(VIBE_BIT));
}

static void outputs_tick(void) {
  if (buzz_left && --buzz_left == 0) OUT_PORT &= (uint8_t)~_BV(BUZZER_BIT);
  if (vibe_left && --vibe_left == 0) OUT_PORT &= (uint8_t)~_BV(VIBE_BIT);
}

static void start_output(uint8_t bit, uint16_t* left, uint16_t ms) {
  *left = ms;
  if (ms) OUT_PORT |= _BV(bit);
  else OUT_PORT &= (uint8_t)~_BV(bit); /* BUZZ 0 stops a buzz under way */
}

static void send_identity(void) { line_send("ID " BOARD_MAKER " " BOARD_MODEL " " BOARD_SERIAL " " PROTOCOL_VERSION); }

/* The whole board, and (once the host acknowledges snapshots) the lifts it has not yet
 * acknowledged: a body of at most 5 + 71 + 16 * 5 = 156 bytes, a line of 162 (version 2). */
static void send_snapshot(void) {
  char body[5 + 71 + LIFTS_KEPT * 5 + 1] = "SNAP ";
  contacts_snapshot(body + 5);
  lifts_text(body + 5 + 71);
  line_send(body);
}

static const char square_names[] = "abcdefgh";

/* UP and DN go out in the scan that settled them: "at once" (docs/tactile-protocol.md). */
static void contact_changed(uint8_t square, uint8_t closed) {
  char body[6] = {closed ? 'D' : 'U',       closed ? 'N' : 'P',          ' ',
                  square_names[square & 7], (char)('1' + (square >> 3)), 0};
  const uint8_t seq = line_send(body);
  if (!closed) lifts_sent(seq, square); /* a lift is a touch: kept until the host has it */
}

static const char* const button_names[BUTTON_COUNT] = {"BTN clock", "BTN time", "BTN repeat"};

static void button_pressed(uint8_t button) { line_send(button_names[button]); }

static void answer(enum host_request request, uint16_t value) {
  switch (request) {
    case REQUEST_SNAPSHOT: send_snapshot(); break;
    case REQUEST_IDENTITY: send_identity(); break;
    case REQUEST_BUZZ: start_output(BUZZER_BIT, &buzz_left, value); break;
    case REQUEST_VIBE: start_output(VIBE_BIT, &vibe_left, value); break;
    case REQUEST_ACK: lifts_acknowledged((uint8_t)value); break;
    case REQUEST_NONE: break;
  }
}

int main(void) {
  outputs_init();
  lines_reset();
  lifts_reset();
  serial_init();
  contacts_init();
  timer_init();
  sei();
  /* "After power-up the board sends ID first, then its heartbeat." The first heartbeat
   * comes at once, so that a host that missed the ID learns the board at once. */
  send_identity();
  send_snapshot();
  uint16_t since_heartbeat = 0;
  set_sleep_mode(SLEEP_MODE_IDLE); /* idle keeps the timer and the USART running */
  for (;;) {
    int16_t byte;
    while ((byte = serial_get()) >= 0) {
      uint16_t value = 0;
      const enum host_request request = line_receive((uint8_t)byte, &value);
      answer(request, value); /* two statements: value is set by line_receive */
    }
    cli();
    uint8_t ticks = ticks_pending;
    ticks_pending = 0;
    sei();
    /* One scan however many milliseconds passed: a backlog (the loop held up writing a
     * burst of lines) scanned back to back would count five scans microseconds apart as
     * five milliseconds of a contact at rest, and report one still bouncing. The timers
     * still count every millisecond. */
    if (ticks > 0) contacts_scan(contact_changed, button_pressed);
    while (ticks--) {
      outputs_tick();
      if (++since_heartbeat >= HEARTBEAT_MS) {
        since_heartbeat = 0;
        send_snapshot();
      }
    }
    /* Sleep until the next interrupt, unless one came since the checks above: interrupts
     * are off from the check to the sleep, and `sei` takes effect after the next
     * instruction, so a wake-up cannot slip in between. */
    cli();
    if (!ticks_pending && !serial_has_input()) {
      sleep_enable();
      sei();
      sleep_cpu();
      sleep_disable();
    }
    sei();
  }
}
