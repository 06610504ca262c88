#!/usr/bin/env bash
# Loads the real letters of Fixtures/corpus (and a generated one) with imr built under AddressSanitizer
# and under ThreadSanitizer; fails on any sanitizer report or missing folder. See docs/fuzzing.md.
#
#   scripts/sanitizers.sh [address|thread ...]     (default: both)
#
# Each sanitizer builds in its own scratch folder (.build-asan, .build-tsan; gitignored), so normal
# builds are not disturbed. A first build takes a few minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
CORPUS=Fixtures/corpus
sanitizers=("$@")
[ ${#sanitizers[@]} -eq 0 ] && sanitizers=(address thread)
work=$(mktemp -d "${TMPDIR:-/tmp}/imr-sanitizers.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

run() {  # run LOG COMMAND...: runs, keeps stderr, fails on a sanitizer report or a crash
    local log=$1; shift
    "$@" >"$log.out" 2>"$log.err"
    local status=$?
    if grep -qE "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|ERROR: LeakSanitizer|SUMMARY: (Address|Thread)Sanitizer|runtime error:" "$log.err"; then
        echo "  FAIL $*: sanitizer report"; sed -n '1,60p' "$log.err"; failures=$((failures + 1))
    elif [ $status -gt 2 ]; then
        echo "  FAIL $*: exit status $status"; tail -20 "$log.err"; failures=$((failures + 1))
    else
        echo "  ok   $* ($(wc -l <"$log.out") lines out, status $status)"
    fi
}

for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "unknown sanitizer $sanitizer (address or thread)"; exit 2 ;;
    esac
    echo "== $sanitizer: building imr in $scratch"
    if ! swift build -c debug -Xswiftc -sanitize=$sanitizer -Xcc -fsanitize=$sanitizer --product imr \
            --scratch-path $scratch >"$work/build-$sanitizer.log" 2>&1; then
        grep -E "error" "$work/build-$sanitizer.log" | head -20
        echo "== $sanitizer: build failed"; failures=$((failures + 1)); continue
    fi
    imr=$scratch/debug/imr
    # Leak checking reports the Swift runtime's own caches; the loader is what is checked here.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}
    export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:second_deadlock_stack=1}
    "$imr" generate "$work/generated-$sanitizer" --count 1500 --seed 6 >/dev/null 2>&1
    for folder in "$CORPUS/dwc-2016/txt-layout" "$CORPUS/dwc-2016/txt-raw" "$CORPUS/dwc-2016/pdf" "$CORPUS/seeds" \
                  "$work/generated-$sanitizer"; do
        [ -d "$folder" ] || { echo "  FAIL $folder is missing"; failures=$((failures + 1)); continue; }
        name=$(basename "$folder")
        run "$work/$sanitizer-$name-list" "$imr" list "$folder"
        run "$work/$sanitizer-$name-json" "$imr" list --json "$folder"
        run "$work/$sanitizer-$name-check" "$imr" check "$folder"
        run "$work/$sanitizer-$name-stats" "$imr" stats "$folder"
    done
    first=$("$imr" list --json "$CORPUS/dwc-2016/txt-layout" 2>/dev/null | head -1 | sed 's/.*"id":"\([^"]*\)".*/\1/')
    if [ -n "$first" ]; then
        run "$work/$sanitizer-show" "$imr" show "$first" "$CORPUS/dwc-2016/txt-layout"
        for format in text markdown json; do
            run "$work/$sanitizer-export-$format" "$imr" export "$first" "$CORPUS/dwc-2016/txt-layout" \
                --format $format -o "$work/export-$sanitizer.$format" --force
        done
    fi
done
if [ $failures -gt 0 ]; then echo "sanitizers: $failures failure(s)"; exit 1; fi
echo "sanitizers: clean (${sanitizers[*]})"
