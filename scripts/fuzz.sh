#!/usr/bin/env bash
# Fuzzes the letter parser (FileParser.parse) with libFuzzer and AddressSanitizer. See docs/fuzzing.md.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]      (default: 600 s)
#
# Work folder: $IMR_FUZZ_DIR (default .build-fuzz/work): corpus/ (grows; libFuzzer writes only there),
# seeds/ (the real letters of Fixtures/corpus and generated letters, copied once), artifacts/ (crashes,
# timeouts, OOMs).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}; shift || true
CORPUS=Fixtures/corpus
if [ ! -d "$CORPUS/seeds" ] || [ ! -d "$CORPUS/dwc-2016" ]; then
    echo "fuzz.sh: $CORPUS is missing; it ships with the repository (see Fixtures/README.md)" >&2; exit 2
fi
work=${IMR_FUZZ_DIR:-.build-fuzz/work}
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"

echo "building imr-fuzz (release, -sanitize=fuzzer,address) in .build-fuzz"
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product imr-fuzz \
    --scratch-path .build-fuzz 2>&1 | grep -E "error|Compiling|Build" || true
fuzzer=.build-fuzz/release/imr-fuzz

if [ -z "$(ls -A "$work/seeds")" ]; then
    echo "collecting seeds"
    for file in "$CORPUS"/seeds/*.txt "$CORPUS"/dwc-2016/txt-layout/* "$CORPUS"/dwc-2016/txt-raw/*; do
        [ -f "$file" ] && cp "$file" "$work/seeds/$(basename "$(dirname "$file")")-$(basename "$file")"
    done
    swift build --product imr --scratch-path .build-fuzz >/dev/null 2>&1 &&
        .build-fuzz/debug/imr generate "$work/generated" --count 300 --seed 7 >/dev/null 2>&1 &&
        find "$work/generated" -type f | while read -r file; do cp "$file" "$work/seeds/gen-$(echo "$file" | tr / _)"; done
    rm -rf "$work/generated"
fi

# The FIRST folder is where libFuzzer writes new inputs: always the work corpus, never the seeds.
exec "$fuzzer" "$work/corpus" "$work/seeds" -dict=scripts/fuzz.dict -max_len=${IMR_FUZZ_MAX_LEN:-4096} \
    -timeout=10 -rss_limit_mb=3072 -max_total_time="$seconds" -artifact_prefix="$work/artifacts/" \
    -print_final_stats=1 "$@"
