#!/usr/bin/env bash
# Start-up time and peak memory of `twinboard table` with speech and two boards (emulated
# on pseudo-terminals): from the start of the process until the log says both boards are
# connected, and the maximum resident set size of a run that is then closed (SIGTERM). The reference in
# the same run: `espeak-ng` speaking one short sentence to a WAV (the speech engine alone).
# Usage: bench/table_startup.sh [RUNS]   (from the repository, after a release build)
set -euo pipefail
runs=${1:-5}
exe=build/release/twinboard
tmp=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$tmp"' EXIT
export ALSA_CONFIG_PATH=$PWD/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=$tmp/capture.wav

# Two boards that stay up for the whole bench.
mkfifo "$tmp/dgt_in" "$tmp/tactile_in"
$exe emulate dgt < "$tmp/dgt_in" > "$tmp/dgt_path" & exec 3> "$tmp/dgt_in"
$exe emulate tactile < "$tmp/tactile_in" > "$tmp/tactile_path" & exec 4> "$tmp/tactile_in"
sleep 1
dgt=$(head -1 "$tmp/dgt_path"); tactile=$(head -1 "$tmp/tactile_path")

ms() { echo $(( $(date +%s%N) / 1000000 )); }
startup=() memory=() reference=()
for i in $(seq "$runs"); do
  rm -f "$tmp/j.sqlite"*
  start=$(ms)
  # Quit once both boards are connected; the log tells when.
  ( while ! grep -q "sighted board is connected" "$tmp/log" 2>/dev/null || ! grep -q "tactile board is connected" "$tmp/log" 2>/dev/null; do sleep 0.005; done
    echo "ready $(ms)" > "$tmp/ready"; pkill -TERM -f "journal $tmp/j.sqlite" ) |
    /usr/bin/time -f "%M" -o "$tmp/rss" $exe table --tactile "$tactile" --sighted "$dgt" --journal "$tmp/j.sqlite" --headless --verbose 2> "$tmp/log" > /dev/null
  ready=$(awk '{ print $2 }' "$tmp/ready")
  startup+=($((ready - start)))
  memory+=($(tail -1 "$tmp/rss"))
  rm -f "$tmp/ready" "$tmp/log"
  start=$(ms); espeak-ng -v de -w "$tmp/ref.wav" "Springer Felix drei"; reference+=($(( $(ms) - start )))
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "twinboard table start-up to both boards connected: median $(median "${startup[@]}") ms (runs: ${startup[*]})"
echo "twinboard table peak resident memory: median $(median "${memory[@]}") KiB (runs: ${memory[*]})"
echo "reference, espeak-ng speaking one move to a WAV: median $(median "${reference[@]}") ms (runs: ${reference[*]})"
