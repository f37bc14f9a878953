/* The peg board's wiring and timing, in one place, so that a builder who wires it
 * differently changes only this file (docs/hardware/builders-guide.md, "Wiring"). */
#ifndef PEG_CONFIG_H
#define PEG_CONFIG_H

#ifndef F_CPU
#define F_CPU 16000000UL /* the Arduino Mega 2560's crystal */
#endif

/* Who the board says it is in its ID line (docs/tactile-protocol.md, "Board to host":
 * `ID maker model serial version`). Each is one word; build.sh can set BOARD_SERIAL so that
 * a club's boards can be told apart. */
#define BOARD_MAKER "twinboard"
#define BOARD_MODEL "peg-mega2560"
#ifndef BOARD_SERIAL
#define BOARD_SERIAL "0001"
#endif
#define PROTOCOL_VERSION "2" /* 2: snapshots carry the lifts not yet acknowledged */

/* The 8x8 contact matrix (docs/hardware/builders-guide.md, "Why a matrix with diodes"). Row r is rank r+1,
 * driven low one at a time on PORTA (Mega pins 22-29); column c is file a+c, read on PORTC
 * (Mega pins 37-30) with the internal pull-ups, low when the hole's contact is closed. */
#define ROW_PORT PORTA
#define ROW_DDR DDRA
#define COL_PIN PINC
#define COL_PORT PORTC
#define COL_DDR DDRC

/* The three buttons, to ground, on PF0-PF2 (the Mega's A0-A2) with the internal pull-ups. */
#define BUTTON_PIN PINF
#define BUTTON_PORT PORTF
#define BUTTON_DDR DDRF
#define BUTTON_COUNT 3

/* A buzzer on PB4 (pin 10) and a vibration motor's transistor on PB5 (pin 11), high = on. */
#define OUT_PORT PORTB
#define OUT_DDR DDRB
#define BUZZER_BIT 4
#define VIBE_BIT 5

/* A contact counts as changed once it has read the same for this many 1 ms scans: a reed
 * switch settles within about 1 ms, a microswitch within 5 (the protocol asks for no more
 * debouncing than the contact needs, "Timing and liveness"). */
#define CONTACT_SETTLE_MS 5
#define BUTTON_SETTLE_MS 10

/* The heartbeat (docs/tactile-protocol.md: a SNAP "every 1 second"). */
#define HEARTBEAT_MS 1000

/* The serial link: 115200 8N1. At 16 MHz the USART's double speed gives 117647 baud with
 * UBRR 16 (2.1% off, within what a receiver accepts; it is what Arduino's own core uses). */
#define UBRR_VALUE 16

#endif
