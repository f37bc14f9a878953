#!/usr/bin/env bash
# `twinboard pgn check` against `pgn-extract -r` (parse and replay every game, report errors)
# on the shared PGN corpus, in the same run. Prints games per second and the ratio, for
# twinboard's default (files side by side, one per processor) and for --jobs 1; then each
# tool's start-up (the same command on an empty file) and the ratio with it taken off, as
# bench/perft_vs_stockfish.sh compares.
# Usage: bench/pgn_vs_pgn_extract.sh [path/to/twinboard] [runs]
set -euo pipefail
twinboard=${1:-build/release/twinboard}
runs=${2:-5}
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
shared=$(dirname "$0")/../../shared/corpora/pgn
files=("$shared"/*.pgn "$shared"/python-chess/*.pgn)

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
empty=$(mktemp --suffix=.pgn)
tb=(); t1=(); pe=(); tb0=(); pe0=()
for _ in $(seq "$runs"); do
  start=$(now); "$twinboard" pgn check "$empty" > /dev/null || true; end=$(now)
  tb0+=("$(echo "$end - $start" | bc -l)")
  start=$(now); "$pgn_extract" -r "$empty" > /dev/null 2>&1 || true; end=$(now)
  pe0+=("$(echo "$end - $start" | bc -l)")
  start=$(now); "$twinboard" pgn check "${files[@]}" > /tmp/tb_pgn.$$ || true; end=$(now)
  tb+=("$(echo "$end - $start" | bc -l)")
  start=$(now); "$twinboard" pgn check --jobs 1 "${files[@]}" > /dev/null || true; end=$(now)
  t1+=("$(echo "$end - $start" | bc -l)")
  start=$(now); "$pgn_extract" -r "${files[@]}" > /dev/null 2>&1 || true; end=$(now)
  pe+=("$(echo "$end - $start" | bc -l)")
done
games=$(tail -1 /tmp/tb_pgn.$$ | sed -E 's/games ([0-9]+),.*/\1/')
tb_s=$(printf '%s\n' "${tb[@]}" | median); t1_s=$(printf '%s\n' "${t1[@]}" | median); pe_s=$(printf '%s\n' "${pe[@]}" | median)
echo "corpus: ${#files[@]} files, $games games; twinboard says: $(tail -1 /tmp/tb_pgn.$$)"
printf 'twinboard pgn check (%s processors) %.3f s (%.0f games/s)  --jobs 1 %.3f s (%.0f games/s)\n' \
  "$(nproc)" "$tb_s" "$(echo "$games / $tb_s" | bc -l)" "$t1_s" "$(echo "$games / $t1_s" | bc -l)"
printf 'pgn-extract -r %.3f s (%.0f games/s)  ratio %.2f (--jobs 1: %.2f)\n' \
  "$pe_s" "$(echo "$games / $pe_s" | bc -l)" "$(echo "$pe_s / $tb_s" | bc -l)" "$(echo "$pe_s / $t1_s" | bc -l)"
tb0_s=$(printf '%s\n' "${tb0[@]}" | median); pe0_s=$(printf '%s\n' "${pe0[@]}" | median)
printf 'start-up (an empty file): twinboard %.4f s, pgn-extract %.4f s; without it: ratio %.2f (--jobs 1: %.2f)\n' \
  "$tb0_s" "$pe0_s" "$(echo "($pe_s - $pe0_s) / ($tb_s - $tb0_s)" | bc -l)" "$(echo "($pe_s - $pe0_s) / ($t1_s - $tb0_s)" | bc -l)"
rm -f /tmp/tb_pgn.$$ "$empty"
