#!/bin/sh
# Benchmarks for contract-watch's measured paths. Prints a table of wall time (median of
# RUNS runs, each a whole process started cold: no engine cache exists) and peak memory.
#
# usage: sh bench/run.sh [RUNS]    (from the repository root)
set -eu
RUNS=${1:-10}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${BENCH_OUT:-$ROOT/bench/out}
mkdir -p "$OUT"
cargo build --release --quiet --manifest-path "$ROOT/Cargo.toml"
BIN=$ROOT/target/release/contract-watch
export CONTRACT_WATCH_ENGINE=builtin NO_COLOR=1

for n in 1000 10000; do
  [ -d "$OUT/synth-$n/.git" ] || python3 "$ROOT/bench/gen_synth.py" "$n" "$OUT/synth-$n" >/dev/null
done

# median wall-clock milliseconds of RUNS runs of "$@" in directory $DIR
median_ms() {
  dir=$1; shift
  i=0; : > "$OUT/times"
  while [ $i -lt "$RUNS" ]; do
    s=$(date +%s%N); (cd "$dir" && "$@" >/dev/null 2>&1) || true; e=$(date +%s%N)
    echo $(( (e - s) / 1000 )) >> "$OUT/times"
    i=$((i + 1))
  done
  sort -n "$OUT/times" | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.1f", m/1000}'
}

# peak resident memory (MiB) of one run of "$@" in $DIR
peak_mib() {
  dir=$1; shift
  (cd "$dir" && /usr/bin/time -f "%M" "$@" >/dev/null 2>"$OUT/mem") || true
  tail -n 1 "$OUT/mem" | awk '{printf "%.1f", $1/1024}'
}

row() {
  label=$1; dir=$2; shift 2
  printf '| %s | %s ms | %s MiB |\n' "$label" "$(median_ms "$dir" "$@")" "$(peak_mib "$dir" "$@")"
}

echo "machine: $(nproc) cores, $(awk '/model name/ {sub(/.*: /, ""); print; exit}' /proc/cpuinfo)"
echo
echo "| path | wall (median of $RUNS) | peak memory |"
echo "|---|---|---|"
row "measure --engine builtin, 1k-file repo" "$OUT/synth-1000" "$BIN" measure src/billing/total.ts:computeTotal --engine builtin
row "measure --engine builtin, 10k-file repo" "$OUT/synth-10000" "$BIN" measure src/billing/total.ts:computeTotal --engine builtin
row "measure --engine builtin, this repository" "$ROOT" "$BIN" measure src/engine/builtin.rs:measure --engine builtin
if [ -f "$ROOT/bench/hooks.sh" ]; then
  . "$ROOT/bench/hooks.sh"
fi
