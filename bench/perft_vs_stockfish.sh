#!/usr/bin/env bash
# Perft speed of twinboard against Stockfish 15.1 (`go perft`, one thread), in the same run.
# Each tool's start-up is measured (perft 1) and taken off, so both are compared on
# counting alone. Prints nodes, seconds and Mnps per tool, and the ratio twinboard/Stockfish.
# Usage: bench/perft_vs_stockfish.sh [path/to/twinboard] [runs]
set -euo pipefail
twinboard=${1:-build/release/twinboard}
runs=${2:-5}
stockfish=$(command -v stockfish || echo /usr/games/stockfish)

now() { date +%s.%N; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

time_twinboard() {  # fen depth -> seconds (and checks the count)
  local start end
  start=$(now); "$twinboard" perft "$2" --fen "$1" 2>/dev/null | tail -1 > /tmp/tb_nodes.$$; end=$(now)
  echo "$end - $start" | bc -l
}
time_stockfish() {
  local start end
  start=$(now)
  printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish" \
    | awk '/Nodes searched/ {print $3}' > /tmp/sf_nodes.$$
  end=$(now)
  echo "$end - $start" | bc -l
}

bench() {  # name fen depth
  local name=$1 fen=$2 depth=$3 tb=() sf=() tb0=() sf0=()
  for _ in $(seq "$runs"); do
    tb0+=("$(time_twinboard "$fen" 1)"); sf0+=("$(time_stockfish "$fen" 1)")
    tb+=("$(time_twinboard "$fen" "$depth")"); sf+=("$(time_stockfish "$fen" "$depth")")
  done
  local tb_nodes sf_nodes
  tb_nodes=$(cat /tmp/tb_nodes.$$); sf_nodes=$(cat /tmp/sf_nodes.$$)
  if [ "$tb_nodes" != "$sf_nodes" ]; then echo "$name: counts differ: twinboard $tb_nodes, stockfish $sf_nodes"; exit 1; fi
  local tb_s sf_s
  tb_s=$(echo "$(printf '%s\n' "${tb[@]}" | median) - $(printf '%s\n' "${tb0[@]}" | median)" | bc -l)
  sf_s=$(echo "$(printf '%s\n' "${sf[@]}" | median) - $(printf '%s\n' "${sf0[@]}" | median)" | bc -l)
  printf '%-10s depth %d  nodes %d  twinboard %.3f s (%.0f Mnps)  stockfish %.3f s (%.0f Mnps)  ratio %.2f\n' \
    "$name" "$depth" "$tb_nodes" "$tb_s" "$(echo "$tb_nodes / $tb_s / 1000000" | bc -l)" \
    "$sf_s" "$(echo "$sf_nodes / $sf_s / 1000000" | bc -l)" "$(echo "$sf_s / $tb_s" | bc -l)"
}

echo "runs: $runs (medians); $("$stockfish" <<< quit | head -1)"
bench startpos "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 6
bench kiwipete "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5
rm -f /tmp/tb_nodes.$$ /tmp/sf_nodes.$$
