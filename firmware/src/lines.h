/* The protocol's lines, `SS BODY*CC` + LF (docs/tactile-protocol.md, "Line format"). */
#ifndef PEG_LINES_H
#define PEG_LINES_H
#include <stdint.h>

/* What a host line asked for (docs/tactile-protocol.md, "Host to board"). */
enum host_request { REQUEST_NONE, REQUEST_SNAPSHOT, REQUEST_IDENTITY, REQUEST_BUZZ, REQUEST_VIBE, REQUEST_ACK };

/* Starts counting the board's lines at 00 again, as after power-up. */
void lines_reset(void);
/* Sends one line with the next sequence number and its checksum; `body` is the message.
 * Returns the line's sequence number. */
uint8_t line_send(const char* body);
/* Takes one byte from the host. At the end of a well-formed line with a good checksum
 * and a message the board knows, returns the request (and its number in *value: the
 * milliseconds of BUZZ and VIBE, the sequence number ACK acknowledges); otherwise
 * REQUEST_NONE: a bad line is ignored, as the protocol asks. */
enum host_request line_receive(uint8_t byte, uint16_t* value);

#endif
