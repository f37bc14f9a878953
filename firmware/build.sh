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
avr-gcc -mmcu=atmega2560 -DF_CPU=16000000UL -DBOARD_SERIAL="\"$serial\"" -std=gnu11 -Os -g \
  -Wall -Wextra -Werror -ffunction-sections -fdata-sections -Wl,--gc-sections \
  -o "$out/peg_board.elf" "$src"/main.c "$src"/serial.c "$src"/lines.c "$src"/crc8.c "$src"/contacts.c "$src"/lifts.c
avr-objcopy -O ihex -R .eeprom "$out/peg_board.elf" "$out/peg_board.hex"
avr-size "$out/peg_board.elf"
