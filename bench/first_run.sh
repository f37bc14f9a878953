#!/usr/bin/env bash
# A first run on a fresh Debian 12 machine (issue 50, item 6): README's first command, taken
# from README.md's first sh block as it is written, run as root in a chroot of a freshly
# debootstrapped Debian 12 (bookworm), apt included, timed from the command's start until the
# demo's first move is heard.
#
# What "heard" means here: a chroot has no sound card, so the demo writes its speech to
# twinboard-demo.wav (README says so). The WAV sink writes only speech, as fast as it is made,
# and nothing is said before the first move, so the first non-zero sample in that file is the
# first move's announcement, at the moment a sound card would have begun to play it. A
# watcher outside the chroot polls the file every 50 ms for it. The log line of the first
# announcement ("say to white: ...") is timed as well, from the terminal's own recording.
#
# What a fresh machine is here: debootstrap's default variant (Priority required and
# important: what the Debian installer lays down before any task is chosen, not minbase,
# which is a container's base), with the installer's apt sources (bookworm, bookworm-updates,
# bookworm-security) and empty package lists; resolv.conf is the host's (debootstrap copies
# it; a chroot has no resolver of its own). The repository is a clean `git clone` of this
# one's HEAD (what is committed, nothing else), with ../shared beside it, both in /root.
#
# Not run by CI: it downloads a whole system and every package the program needs, needs root
# for chroot and mounts, and takes about ten minutes. Run it by hand, as root:
#   bash bench/first_run.sh
# TWINBOARD_FIRST_RUN_DIR (default /tmp/twinboard-first-run) keeps the pristine system between
# runs; each measured run copies it afresh. DEBIAN_MIRROR overrides deb.debian.org.
# TWINBOARD_FIRST_RUN_VARIANT=minbase checks the smaller base (a container's) instead.
# TWINBOARD_FIRST_RUN_KBPS=1250 has apt download at most that many kB/s (apt's own
# Acquire::http::Dl-Limit, here 10 Mbit/s): the mirror here is far faster than a home line.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
work="${TWINBOARD_FIRST_RUN_DIR:-/tmp/twinboard-first-run}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
variant="${TWINBOARD_FIRST_RUN_VARIANT:-default}"
kbps="${TWINBOARD_FIRST_RUN_KBPS:-}"
lock=/tmp/twinboard-build.lock

# The measured part, run by this same script under the build lock (below): $2 is the
# chroot, $3 the results' folder. Kept in one file so the bench is one command.
if [ "${1:-}" = "--measure" ]; then
  root="$2" out="$3"
  wav="$root/root/twinboard/twinboard-demo.wav"
  # The watcher: the first time the WAV holds a non-zero byte past its 44-byte header.
  (
    while [ ! -e "$out/stop-watching" ]; do
      if [ -s "$wav" ] && [ "$(tail -c +45 "$wav" | tr -d '\0' | head -c 1 | wc -c)" -gt 0 ]; then
        date +%s.%N > "$out/heard-at"
        break
      fi
      sleep 0.05
    done
  ) &
  watcher=$!
  # A terminal as a person would have: `script` gives the command a pseudo-terminal (so
  # setup.sh, cmake and ninja print as they would to a person) and records what it shows
  # with the time of each piece (its timing file). env -i: root's login shell on a fresh
  # machine, nothing of this session's environment.
  # The machine's busy time (/proc/stat) before and after, and the command's own CPU time
  # (`times`: the reaped children's), tell how much of the 2 cores others used meanwhile:
  # the lock keeps builds away, not others' tests.
  head -1 /proc/stat > "$out/stat-start"
  date +%s.%N > "$out/started-at"
  set +e
  timeout 1800 script -q -e -t"$out/timing" -c "chroot '$root' /usr/bin/env -i HOME=/root TERM=xterm-256color \
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin /bin/bash -l /root/first-command.sh" \
    "$out/typescript" < /dev/null > /dev/null
  echo $? > "$out/exit-status"
  set -e
  date +%s.%N > "$out/ended-at"
  head -1 /proc/stat > "$out/stat-end"
  times > "$out/times"  # not in a pipe: a subshell's `times` has no children
  touch "$out/stop-watching"
  wait "$watcher" || true
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "first_run.sh: run it as root (it debootstraps a system and chroots into it)" >&2
  exit 2
fi
for tool in debootstrap script git flock; do
  command -v "$tool" > /dev/null || {
    echo "first_run.sh: $tool is missing (apt-get install debootstrap util-linux git)" >&2
    exit 2
  }
done
mkdir -p "$work"

# The pristine system, made once and kept: debootstrap is not what a newcomer waits for.
pristine="$work/bookworm"
[ "$variant" = default ] || pristine="$work/bookworm-$variant"
if [ ! -e "$pristine/.twinboard-pristine" ]; then
  rm -rf --one-file-system "$pristine.partial"
  echo "first_run: debootstrapping Debian 12 ($variant) into $pristine (once; log in $pristine.log)"
  variant_option=()
  [ "$variant" = default ] || variant_option=(--variant="$variant")
  debootstrap --arch=amd64 "${variant_option[@]}" bookworm "$pristine.partial" "$mirror" > "$pristine.log" 2>&1
  # The installer's sources, so apt-get update reads what a fresh machine's does.
  cat > "$pristine.partial/etc/apt/sources.list" << EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
  # debootstrap leaves the base system's .debs in apt's cache; an installed machine has none.
  chroot "$pristine.partial" apt-get clean
  touch "$pristine.partial/.twinboard-pristine"
  mv "$pristine.partial" "$pristine"
fi

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
root="$work/run"
out="$work/results-$stamp"
mkdir -p "$out"

# Everything mounted under the run's root, innermost first, for the unmounting.
mounted() { awk -v r="$root/" 'index($2, r) == 1 { print $2 }' /proc/mounts | sort -r; }
cleanup() {
  touch "$out/stop-watching" 2> /dev/null || true
  # A process left in the chroot (one this run started) would keep its mounts busy.
  for p in /proc/[0-9]*; do
    if [ "$(readlink "$p/root" 2> /dev/null)" = "$root" ]; then kill "${p#/proc/}" 2> /dev/null || true; fi
  done
  for m in $(mounted); do umount "$m" 2> /dev/null || umount -l "$m" || true; done
}
trap cleanup EXIT

# A fresh copy of the pristine system for this run. Never delete a tree with /dev bound in it.
if [ -n "$(mounted)" ]; then
  echo "first_run.sh: something is still mounted under $root: $(mounted | tr "\n" " ")" >&2
  exit 2
fi
rm -rf --one-file-system "$root"
cp -a "$pristine" "$root"
rm -f "$root/.twinboard-pristine"
if [ -n "$kbps" ]; then
  echo "Acquire::http::Dl-Limit \"$kbps\";" > "$root/etc/apt/apt.conf.d/99first-run-limit"
fi
git clone --quiet --no-hardlinks "$here" "$root/root/twinboard"
if [ -d "$here/../shared" ]; then cp -a "$here/../shared" "$root/root/shared"; fi

# README's first command, word for word: the body of its first sh block.
command="$(awk '/^```sh$/ { inside = 1; next } inside && /^```/ { exit } inside' "$root/root/twinboard/README.md")"
if [ -z "$command" ]; then
  echo "first_run.sh: README.md has no sh block" >&2
  exit 2
fi
printf 'cd /root/twinboard\n%s\n' "$command" > "$root/root/first-command.sh"
echo "first_run: the command: $command"

# What a chroot needs of the kernel: processes, devices (a pseudo-terminal for the boards'
# emulators and for the terminal), sysfs.
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"

echo "first_run: waiting for the build lock, then timing it (results in $out)"
flock -o "$lock" bash "$0" --measure "$root" "$out"
cp "$root/root/twinboard/build/setup.log" "$out/setup.log" 2> /dev/null || true

# When each thing first showed on the terminal: the timing file gives each piece of output's
# delay and length, so a byte offset in the recording is a moment. The recording's first line
# is script's own header, not output.
tail -n +2 "$out/typescript" > "$out/terminal.raw"
first_offset() {
  local args=()
  for pattern in "$@"; do args+=(-e "$pattern"); done
  grep -abo -m 1 "${args[@]}" "$out/terminal.raw" | head -1 | cut -d: -f1 || true
}
moment() {
  [ -n "$1" ] || { echo "-"; return; }
  awk -v at="$1" '{ t += $1; bytes += $2; if (bytes > at) { printf "%.1f", t; exit } }' "$out/timing"
}
since_start() { awk -v a="$(cat "$out/started-at")" -v b="$(cat "$1")" 'BEGIN { printf "%.1f", b - a }'; }

setup_at=$(moment "$(first_offset 'setup: ')")
configure_at=$(moment "$(first_offset 'Executing workflow step 1 of')")
build_at=$(moment "$(first_offset 'Executing workflow step 2 of')")
# The demo's first line: the missing sound card, or else its log's first line.
demo_at=$(moment "$(first_offset 'twinboard demo: ' '0:00:00.0 ')")
said_at=$(moment "$(first_offset 'say to ')")
heard_at="-"
[ -e "$out/heard-at" ] && heard_at=$(since_start "$out/heard-at")
total=$(since_start "$out/ended-at")

# What the terminal showed, as a person saw it: each line as its last carriage return left it.
sed 's/\r$//; s/.*\r//; s/\x1b\[[0-9;]*[A-Za-z]//g' "$out/terminal.raw" > "$out/terminal.txt"
{
  echo "README's first command on a fresh Debian 12 ($variant variant), $(nproc) cores, $stamp"
  echo "command: $command"
  echo "commit: $(git -C "$root/root/twinboard" log -1 --format='%h %s' | cut -c 1-72)"
  echo "exit status: $(cat "$out/exit-status")${kbps:+; apt limited to $kbps kB/s}"
  # Busy = all but idle and iowait, in clock ticks; `times` prints e.g. 5m21.370s 0m40.120s.
  busy() { awk '{ print $2 + $3 + $4 + $7 + $8 + $9 }' "$1"; }
  machine=$(awk -v a="$(busy "$out/stat-start")" -v b="$(busy "$out/stat-end")" -v hz="$(getconf CLK_TCK)" \
    'BEGIN { printf "%.0f", (b - a) / hz }')
  own=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } } END { printf "%.0f", t }' "$out/times")
  echo "CPU: the command used ${own} s; the whole machine was busy ${machine} s of $(awk -v t="$total" -v n="$(nproc)" 'BEGIN { printf "%.0f", t * n }') (others: $((machine - own)) s)"
  echo "from the command's start, seconds:"
  echo "  setup.sh's first line   $setup_at"
  echo "  configure starts        $configure_at"
  echo "  build starts            $build_at"
  echo "  the demo starts         $demo_at"
  echo "  first move in the log   $said_at"
  echo "  first move heard (WAV)  $heard_at"
  echo "  the command ends        $total"
  echo "steps, seconds:"
  grep -ao 'setup: .*done ([0-9]* s)' "$out/terminal.txt" | sed 's/^setup: /  /' || true
  gap() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || b == "-") print "-"; else printf "%.1f", b - a }'; }
  echo "  configure               $(gap "$configure_at" "$build_at")"
  echo "  build                   $(gap "$build_at" "$demo_at")"
  echo "  the demo's start to the first move heard  $(gap "$demo_at" "$heard_at")"
  grep -a 'Need to get\|^Fetched' "$out/setup.log" | sed 's/^/  apt: /' || true
  echo "terminal lines before the demo's log: $(awk '/twinboard demo: |^0:00:00\.0 /{ exit } { n++ } END { print n + 0 }' "$out/terminal.txt")"
} | tee "$out/summary.txt"
echo "first_run: the terminal as shown: $out/terminal.txt; apt's log: $out/setup.log"
