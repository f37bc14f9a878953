#!/usr/bin/env bash
# Issue 22: the Debian package as a table computer gets it. Makes the .deb from a release
# build, checks it with lintian, installs it on this machine with apt (its dependencies
# too), and from /usr/bin runs `twinboard --version` and a headless demo, renders `man
# twinboard-table`, verifies the table service's unit and lints the udev rules; then
# removes the package again, whatever happened.
# Usage: bash packaging/deb-check.sh [BUILD_DIR]   (as root, or with sudo; after a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

(cd "$build" && cpack -G DEB > /dev/null)
deb=$(ls -t "$build"/twinboard_*.deb | head -1)
echo "package: $deb ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb" | grep -E "Depends|Recommends|Version|Architecture"

# lintian: errors and warnings fail the check; a tag that had to stay would be listed, with
# the reason, in packaging/lintian-explained (it is empty: lintian finds nothing).
lintian --fail-on error,warning --suppress-tags-from-file packaging/lintian-explained "$deb"

work=$(mktemp -d)
trap 'sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq twinboard > /dev/null || true; rm -rf "$work"' EXIT
sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$(realpath "$deb")" > /dev/null
test "$(command -v twinboard)" = /usr/bin/twinboard
/usr/bin/twinboard --version | grep -qx "twinboard $(dpkg-deb -f "$deb" Version)"
echo "ok: /usr/bin/twinboard --version"

# The demo from /usr/bin in an empty folder: a whole game, speech into a WAV file.
(cd "$work" && timeout 300 /usr/bin/twinboard demo --headless --speed 100 --wav demo.wav > demo.log 2>&1) ||
  { tail -20 "$work/demo.log"; exit 1; }
grep -q "1-0" "$work/demo.log" && test -s "$work/demo.wav"
echo "ok: twinboard demo --headless (a whole game, $(du -h "$work/demo.wav" | cut -f1) of speech)"

# The manual pages render, one per subcommand.
MANWIDTH=80 man twinboard-table 2> "$work/man.err" | grep -q -- "--check"
test ! -s "$work/man.err" || { cat "$work/man.err"; exit 1; }
test "$(ls /usr/share/man/man1/twinboard*.1* | wc -l)" -ge 17
echo "ok: man twinboard-table (and $(ls /usr/share/man/man1/twinboard*.1* | wc -l) pages)"

# The service's unit and the udev rules.
systemd-analyze verify /lib/systemd/system/twinboard-table@.service 2>&1 | tee "$work/verify" >&2
test ! -s "$work/verify" || exit 1
echo "ok: systemd-analyze verify twinboard-table@.service"
if udevadm verify --help > /dev/null 2>&1; then
  udevadm verify /lib/udev/rules.d/70-twinboard.rules
  echo "ok: udevadm verify 70-twinboard.rules"
fi
# The prebuilt peg board firmware, for avrdude (issue 51, item 6).
grep -q '^:00000001FF' /usr/share/twinboard/firmware/peg_board.hex
echo "ok: /usr/share/twinboard/firmware/peg_board.hex"
getent passwd twinboard > /dev/null && echo "ok: the twinboard user exists" || echo "(no systemd-sysusers here: no user made)"
echo "deb-check: all passed"
