/* USART0 at 115200 8N1 (docs/tactile-protocol.md, "Link"), buffered both ways by
 * interrupts so that a scan is never held up by the wire. */
#ifndef PEG_SERIAL_H
#define PEG_SERIAL_H
#include <stdint.h>

void serial_init(void);
/* Queues a byte for sending; waits while the queue is full (only the main loop sends). */
void serial_put(uint8_t byte);
/* The next byte from the host, or -1 if none has come. */
int16_t serial_get(void);
/* Whether a received byte is waiting (read with interrupts off before sleeping). */
uint8_t serial_has_input(void);

#endif
