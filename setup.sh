#!/usr/bin/env bash
# Installs the Debian packages twinboard needs. Idempotent: run it as often as you like.
# Works as root or through sudo.
#   bash setup.sh            everything: build, test, benchmark, package (what CI runs)
#   bash setup.sh --program  only what the `twinboard` program needs to build and the demo to
#                            run (README's first command: a first run in minutes, issue 50)
#   bash setup.sh PKG...     those packages instead (packaging/arm64-check.sh)
# It says one line per step; apt's and npm's own output goes to build/setup.log.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"

# What the program needs: the compiler and build tools, its libraries, the voices' data,
# the window's font, braille tables. GoogleTest too, small, since configuring always
# describes the tests (building them is the second command's job).
program=(
  build-essential cmake ninja-build pkg-config
  libcli11-dev libfmt-dev nlohmann-json3-dev libtomlplusplus-dev libsqlite3-dev
  libutf8proc-dev libxxhash-dev libspdlog-dev libgtest-dev libgmock-dev
  # speech and sound (eSpeak NG as a library, PortAudio over ALSA)
  libespeak-ng-dev espeak-ng-data portaudio19-dev libasound2-dev
  # serial devices, the typed lines' editing (GNU readline), window, braille
  libserialport-dev libreadline-dev libsdl2-dev libsdl2-ttf-dev libfribidi-dev fonts-dejavu-core
  libbrlapi-dev liblouis-dev liblouis-data
  # the phrases' catalogs (po/*.po), read at build time by tools/catalogs.py (issue 52)
  python3 python3-polib
  # the hall (issue 21): the MQTT client library, its web server, OpenSSL for the actions' seals
  libmosquitto-dev libcpp-httplib-dev libssl-dev
)
# What the tests, benchmarks and packaging need besides.
rest=(
  clang libclang-rt-14-dev clang-format libbenchmark-dev espeak-ng brltty
  # the broker the hall's tests start (with mosquitto_passwd), mosquitto_sub for a
  # technician to check an account, Chromium for the arbiters' page's browser test
  mosquitto mosquitto-clients openssl chromium chromium-driver
  # the open-hardware peg board (issue 38): its firmware's compiler and C library, and
  # simavr, which runs the firmware for the tests
  gcc-avr avr-libc binutils-avr simavr libsimavr-dev
  # test helpers (WAV inspection); msgmerge and msgfmt for the catalogs' check (issue 52)
  sox gettext
  # reference tools the benchmarks compare against
  stockfish pgn-extract bc
  # the Debian package and its checks (packaging/deb-check.sh): man pages from --help,
  # shlibdeps, lintian, the service's unit, the manual reader
  help2man dpkg-dev lintian file systemd man-db
)

everything=true
packages=("${program[@]}" "${rest[@]}")
if [ "${1:-}" = "--program" ]; then
  everything=false
  packages=("${program[@]}")
elif [ "$#" -gt 0 ]; then
  everything=false
  packages=("$@")
fi

mkdir -p "$here/build"
log="$here/build/setup.log"
echo "setup.sh $* ($(date -u '+%F %T UTC'))" >> "$log"

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# Runs a step with its output in the log: one line on the terminal, and the log's last
# lines if it fails.
step() {
  local what="$1"
  shift
  local start=$SECONDS
  printf 'setup: %s ...' "$what"
  echo "== $what: $*" >> "$log"
  if "$@" >> "$log" 2>&1; then
    echo " done ($((SECONDS - start)) s)"
  else
    local status=$?
    echo " failed (exit $status); the end of $log:"
    tail -n 20 "$log" | sed 's/^/  /'
    exit "$status"
  fi
}

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: ${#missing[@]} of ${#packages[@]} packages to install; apt's output goes to $log"
  step "reading the package lists (apt-get update)" sudo_if_needed apt-get update -q
  step "installing ${#missing[@]} package$([ "${#missing[@]}" -gt 1 ] && echo s)" sudo_if_needed env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: all ${#packages[@]} packages are installed"
fi

# The arbiters' page's browser test (tests/e2e): playwright-core drives Debian's Chromium,
# axe-core checks the page; both from npm, at the versions package-lock.json names.
if $everything; then
  if ! command -v npm > /dev/null; then
    step "installing npm" sudo_if_needed env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends nodejs npm
  fi
  e2e="$here/tests/e2e"
  if [ ! -d "$e2e/node_modules/playwright-core" ] || [ ! -d "$e2e/node_modules/axe-core" ]; then
    step "the browser test's npm packages (npm ci)" \
      bash -c 'cd "$1" && npm ci --no-audit --no-fund --loglevel=error' npm-ci "$e2e"
  fi
fi
