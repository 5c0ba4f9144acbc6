#!/bin/bash
# scripts/instructions.sh FORMAT FILE CLI_A [CLI_B]: how many instructions (billions) the CLI runs per 2 MB of FILE,
# counted by valgrind, for comparing two builds on a shared, noisy machine (where paired timings of one change spread
# by 30% and more). Each CLI reads the first 2 MB and the first 4 MB of FILE (NDJSON to /dev/null, no code cache,
# V8 made deterministic: --predictable, fixed seeds, no address randomisation); the difference of the two counts is
# the cost of 2 MB with start-up and warm-up taken out. Two runs of one build agree within about 0.3%.
#
# Needs valgrind and setarch (util-linux). A run takes 20 to 60 s; B runs beside A (two cores). Instructions are not
# time (cache misses, the collector's threads), so a change is still timed with `npm run bench` or paired runs.
#
#   bash scripts/instructions.sh vmstat /tmp/in/vmstat.txt /tmp/old/cli.js dist/cli.js
set -uo pipefail
format=$1 file=$2 a=$3 b=${4:-}
for tool in valgrind setarch node; do
  command -v "$tool" > /dev/null || { echo "instructions.sh: needs $tool" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
head -c 2000000 "$file" > "$tmp/2"
head -c 4000000 "$file" > "$tmp/4"
count() { # CLI SLICE -> instructions, billions
  BENCHPARSE_CODE_CACHE=off setarch -R valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file \
    --cachegrind-out-file=/dev/null node --predictable --hash-seed=1 --random-seed=1 "$1" --format "$format" --ndjson -q \
    < "$2" 2>&1 >/dev/null | awk '/I +refs/ { gsub(",", "", $4); printf "%.4f\n", $4 / 1e9 }'
}
per2() { # CLI -> instructions of 2 MB
  local four two
  four=$(count "$1" "$tmp/4")
  two=$(count "$1" "$tmp/2")
  awk -v f="$four" -v t="$two" 'BEGIN { printf "%.3f\n", f - t }'
}
if [ -z "$b" ]; then
  echo "$format: $(per2 "$a") G per 2 MB"
  exit 0
fi
per2 "$a" > "$tmp/a" &
pb=$(per2 "$b")
wait
pa=$(cat "$tmp/a")
awk -v a="$pa" -v b="$pb" -v f="$format" 'BEGIN { printf "%s: A %.3f G, B %.3f G per 2 MB; B/A %.3f\n", f, a, b, b / a }'
