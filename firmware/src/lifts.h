/* The lifts the host has not yet acknowledged (docs/tactile-protocol.md, "No lift is lost"):
 * each UP line's sequence number and square, kept until the host acknowledges a snapshot sent
 * after it, and listed in every snapshot meanwhile, so that a host that lost the UP line
 * learns of the touch from the next snapshot (issue 51, item 2). */
#ifndef PEG_LIFTS_H
#define PEG_LIFTS_H
#include <stdint.h>

/* Forgets every lift and the host's acknowledgements, as after power-up: until a host
 * acknowledges a snapshot, snapshots are sent in protocol version 1's form, with no lifts,
 * which a host of version 1 reads. */
void lifts_reset(void);
/* An UP line for `square` (0-63) went out with sequence number `seq`. */
void lifts_sent(uint8_t seq, uint8_t square);
/* The host acknowledged the snapshot it received with sequence number `seq`: the lifts sent
 * before it are known to the host. */
void lifts_acknowledged(uint8_t seq);
/* Appends " SSsq" for each lift not yet acknowledged, oldest first (nothing while no host
 * has acknowledged anything); `out` has room for LIFTS_KEPT * 5 characters and a NUL. */
void lifts_text(char* out);

/* At most this many lifts wait for an acknowledgement; a newer one pushes out the oldest
 * (a host that acknowledges every heartbeat never lets so many gather). */
#define LIFTS_KEPT 16

#endif
