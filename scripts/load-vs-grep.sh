#!/usr/bin/env bash
# Times loading a generated corpus with `imr stats` against `grep -rl Overturned` on the same folder,
# in the same run, and prints both with their ratio and imr's peak memory.
#   scripts/load-vs-grep.sh [COUNT]   (default 100000; the corpus is cached in ${IMR_BENCH_DIR:-/tmp/imr-bench})
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
folder=${IMR_BENCH_DIR:-/tmp/imr-bench}/letters-$count
swift build -c release --product imr >/dev/null
imr=.build/release/imr
if [ ! -f "$folder/.complete" ]; then
    rm -rf "$folder"
    "$imr" generate "$folder" --count "$count" --seed 2016
    touch "$folder/.complete"
fi
cat -- "$folder"/*/* >/dev/null 2>&1 || true   # warm the page cache for both
start=$(date +%s.%N)
grep -rl Overturned "$folder" >/dev/null || true
grep_seconds=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
/usr/bin/time -f "%M" -o /tmp/imr-bench-rss "$imr" stats "$folder" --by outcome >/dev/null 2>&1
imr_seconds=$(echo "$(date +%s.%N) - $start" | bc)
rss_kb=$(cat /tmp/imr-bench-rss)
bytes=$(du -sb "$folder" | cut -f1)
printf 'letters            %d (%s on disk)\n' "$count" "$(du -sh "$folder" | cut -f1)"
printf 'grep -rl           %.2f s\n' "$grep_seconds"
printf 'imr load           %.2f s  (%.1f x grep)\n' "$imr_seconds" "$(echo "$imr_seconds / $grep_seconds" | bc -l)"
printf 'imr peak memory    %d MB  (%.2f x the corpus on disk)\n' "$((rss_kb / 1024))" "$(echo "$rss_kb * 1024 / $bytes" | bc -l)"
