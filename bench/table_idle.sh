#!/usr/bin/env bash
# CPU time of an idle `twinboard table` (issue 24: an idle table stays idle): two emulated
# boards on pseudo-terminals, speech into ALSA's capture plugin, a journal; once both boards
# are connected, the table's user and system time over SECONDS is read from /proc, as a
# percentage of one core. The emulators' own time is printed beside it for comparison.
# Usage: [TWINBOARD_EXE=path] bench/table_idle.sh [SECONDS]   (from the repository, after a release build)
set -euo pipefail
seconds=${1:-30}
exe=${TWINBOARD_EXE:-build/release/twinboard}
tmp=$(mktemp -d)
table_pid=""
trap 'kill $table_pid $(jobs -p) 2>/dev/null || true; rm -rf "$tmp"' EXIT
export ALSA_CONFIG_PATH=$PWD/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=$tmp/capture.wav

mkfifo "$tmp/dgt_in" "$tmp/tactile_in"
$exe emulate dgt < "$tmp/dgt_in" > "$tmp/dgt_path" & dgt_pid=$!; exec 3> "$tmp/dgt_in"
$exe emulate tactile < "$tmp/tactile_in" > "$tmp/tactile_path" & tactile_pid=$!; exec 4> "$tmp/tactile_in"
sleep 1
dgt=$(head -1 "$tmp/dgt_path"); tactile=$(head -1 "$tmp/tactile_path")

sleep 1000 | $exe table --tactile "$tactile" --sighted "$dgt" --journal "$tmp/j.sqlite" --headless --verbose \
  2> "$tmp/log" > /dev/null &
sleep 0.2
table_pid=$(pgrep -f "journal $tmp/j.sqlite" | head -1)
until grep -q "sighted board is connected" "$tmp/log" && grep -q "tactile board is connected" "$tmp/log"; do sleep 0.05; done
sleep 2  # the round waits for the arbiter: nothing happens but heartbeats

ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
t0=$(ticks "$table_pid"); d0=$(ticks "$dgt_pid"); p0=$(ticks "$tactile_pid")
sleep "$seconds"
t1=$(ticks "$table_pid"); d1=$(ticks "$dgt_pid"); p1=$(ticks "$tactile_pid")
pct() { echo "scale=2; 100 * ($2 - $1) / $hz / $seconds" | bc; }
echo "idle twinboard table over ${seconds} s: $(pct "$t0" "$t1") % of one core"
echo "the emulators beside it: DGT $(pct "$d0" "$d1") %, tactile $(pct "$p0" "$p1") %"
