#!/usr/bin/env bash
# Issue 22: twinboard on arm64, proven on this x86-64 machine. Cross-builds the pure suites
# (the rules core and perft, notation, vocabularies, the table and its clause tests, the
# clock, reconciliation, phrasebooks, braille notation and the braille desk) with Debian's
# aarch64 cross compiler and runs every one of them under qemu-user.
#
# Left out, because they need the program or a device library built for arm64 (eSpeak NG,
# PortAudio, libserialport, SDL2, BrlAPI, liblouis, SQLite ...) and a sound card, pseudo-
# terminals or a BRLTTY beside them: audio, devices, clock_cli, demo, table_journal,
# table_cli, window, braille_display, braille_table, arbiter_station, round, table_runtime,
# table_check, cli. Those run natively in CI; on a Raspberry Pi, `cmake --workflow --preset
# test` runs them all.
#
# Usage: bash packaging/arm64-check.sh   (installs what it needs; about 10 minutes on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! dpkg --print-foreign-architectures | grep -qx arm64; then
  sudo_if_needed dpkg --add-architecture arm64
  sudo_if_needed apt-get update -qq
fi
bash setup.sh g++-aarch64-linux-gnu qemu-user-static libstdc++6:arm64 libgtest-dev:arm64 libgmock-dev:arm64 \
  libutf8proc-dev:arm64

cmake -S . -B build/arm64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=packaging/aarch64-toolchain.cmake \
  -DCMAKE_BUILD_TYPE=Release -DTWINBOARD_CORE_ONLY=ON -DTWINBOARD_WERROR=ON
cmake --build build/arm64 -j2
file build/arm64/tests/test_perft | grep -q "ARM aarch64" || { echo "not an arm64 build"; exit 1; }
ctest --test-dir build/arm64 -j2 --output-on-failure
