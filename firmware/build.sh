#!/bin/sh
# Builds the peg board's firmware with avr-gcc and avr-libc (Debian: gcc-avr avr-libc
# binutils-avr): peg_board.elf (for simavr) and peg_board.hex (for avrdude) in OUT.
# Usage: sh firmware/build.sh [OUT]   (OUT defaults to build/firmware, beside the other builds)
# BOARD_SERIAL=0042 sh firmware/build.sh gives the board serial number 0042 in its ID line.
set -eu
src="$(cd "$(dirname "$0")/src" && pwd)"
out="${1:-$(dirname "$0")/../build/firmware}"
mkdir -p "$out"
serial="${BOARD_SERIAL:-0001}"
# The serial is one word of the ID line (docs/tactile-protocol.md): a serial the host could
# not read back is refused here, not found at the table (issue 51, item 6).
case "$serial" in
  "" | *[!A-Za-z0-9._-]*)
    echo "build.sh: BOARD_SERIAL '$serial': letters, digits, '.', '_' and '-' only, 1 to 16 of them" >&2
    exit 2 ;;
esac
if [ "${#serial}" -gt 16 ]; then
  echo "build.sh: BOARD_SERIAL '$serial': letters, digits, '.', '_' and '-' only, 1 to 16 of them" >&2
  exit 2
fi
avr-gcc -mmcu=atmega2560 -DF_CPU=16000000UL -DBOARD_SERIAL="\"$serial\"" -std=gnu11 -Os -g \
  -Wall -Wextra -Werror -ffunction-sections -fdata-sections -Wl,--gc-sections \
  -o "$out/peg_board.elf" "$src"/main.c "$src"/serial.c "$src"/lines.c "$src"/crc8.c "$src"/contacts.c "$src"/lifts.c
avr-objcopy -O ihex -R .eeprom "$out/peg_board.elf" "$out/peg_board.hex"
avr-size "$out/peg_board.elf"
