/* The 64 hole contacts and the buttons, scanned every millisecond and debounced. */
#ifndef PEG_CONTACTS_H
#define PEG_CONTACTS_H
#include <stdint.h>

/* Square numbers 0-63: a1 = 0, b1 = 1, ..., h8 = 63 (rank * 8 + file). */
typedef void (*contact_change)(uint8_t square, uint8_t closed);
typedef void (*button_press)(uint8_t button);

/* Sets the pins and takes the contacts as they are now as the settled state: pegs standing
 * at power-up are the board's first snapshot, not a burst of DN lines. */
void contacts_init(void);
/* One scan of the matrix and the buttons; reports each settled change, in square order. */
void contacts_scan(contact_change changed, button_press pressed);
/* The settled state as a SNAP body's board: "r8/r7/.../r1", 71 characters and a NUL. */
void contacts_snapshot(char out[72]);

#endif
