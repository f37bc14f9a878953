#!/usr/bin/env bash
# Installs every Debian package twinboard needs to build, test, benchmark and run.
# Idempotent: run it as often as you like. Works as root or through sudo.
# With package names as arguments it installs those instead (packaging/arm64-check.sh).
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev clang-format
  # libraries
  libcli11-dev libfmt-dev nlohmann-json3-dev libtomlplusplus-dev libsqlite3-dev
  libgtest-dev libgmock-dev libbenchmark-dev libutf8proc-dev libxxhash-dev libspdlog-dev
  # speech and sound (eSpeak NG as a library, PortAudio over ALSA)
  libespeak-ng-dev espeak-ng-data espeak-ng portaudio19-dev libasound2-dev
  # serial devices, the typed lines' editing (GNU readline), window, braille
  libserialport-dev libreadline-dev libsdl2-dev libsdl2-ttf-dev libfribidi-dev fonts-dejavu-core
  libbrlapi-dev brltty liblouis-dev liblouis-data
  # the hall (issue 21): the MQTT client library, the broker its tests start (with
  # mosquitto_passwd), mosquitto_sub for a technician to check an account, OpenSSL for
  # the actions' seals, Chromium for the arbiters' page's browser test
  libmosquitto-dev mosquitto mosquitto-clients libcpp-httplib-dev libssl-dev openssl chromium chromium-driver
  # the open-hardware peg board (issue 38): its firmware's compiler and C library, and
  # simavr, which runs the firmware for the tests
  gcc-avr avr-libc binutils-avr simavr libsimavr-dev
  # test helpers (WAV inspection)
  sox
  # reference tools the benchmarks compare against
  stockfish pgn-extract bc
  # the Debian package and its checks (packaging/deb-check.sh): man pages from --help,
  # shlibdeps, lintian, the service's unit, the manual reader
  help2man dpkg-dev lintian file systemd man-db
)

if [ "$#" -gt 0 ]; then packages=("$@"); fi

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  sudo_if_needed apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The arbiters' page's browser test (tests/e2e): playwright-core drives Debian's Chromium,
# axe-core checks the page; both from npm, at the versions package-lock.json names.
if [ "$#" -eq 0 ]; then
  if ! command -v npm > /dev/null; then
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm
  fi
  e2e="$(cd "$(dirname "$0")" && pwd)/tests/e2e"
  if [ ! -d "$e2e/node_modules/playwright-core" ] || [ ! -d "$e2e/node_modules/axe-core" ]; then
    (cd "$e2e" && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
