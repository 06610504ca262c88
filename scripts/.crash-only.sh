#!/usr/bin/env bash
# Terminal robustness of the browser, driven in a private tmux server (issue 6):
#   - TERM unset, dumb, vt100, linux, screen, xterm, xterm-256color, tmux-256color and an unknown name:
#     the browser runs and quits cleanly, or exits 2 with one clear line naming the terminal;
#   - sizes from 1x1 up: never a crash;
#   - a resize storm (hundreds of sizes, 1x1 among them, keys between): still alive, redraws, quits cleanly;
#   - crash signals (SEGV, ABRT, BUS, ILL, FPE) give the terminal back: `stty -a` on the pane's tty is the
#     same before and after, and the alternate screen is left.
# Quit signals (INT, TERM, HUP), piped output and TERM=dumb are in Tests/EndToEndTests.
#
#   scripts/terminal-robustness.sh [path/to/imr]     (default: builds .build/debug/imr with swift build)
#
# Every check runs the program under `sh -c` (never an interactive shell, which would repair the terminal
# and hide restore bugs); stty is read from inside the pane before and after imr.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "tmux is not installed: skipped"; exit 0; }

IMR=${1:-}
if [ -z "$IMR" ]; then
    swift build --product imr >/dev/null 2>&1 || { echo "swift build failed"; exit 1; }
    IMR=$(swift build --product imr --show-bin-path)/imr
fi
IMR=$(cd "$(dirname "$IMR")" && pwd)/$(basename "$IMR")
[ -x "$IMR" ] || { echo "no imr binary at $IMR"; exit 1; }

SERVER=imr-robust-$$
WORK=$(mktemp -d "${TMPDIR:-/tmp}/imr-terminal.XXXXXX")
T() { tmux -L "$SERVER" -f /dev/null "$@"; }
cleanup() {
    T kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT
failures=0
checks=0
fail() { echo "  FAIL $*"; failures=$((failures + 1)); }
pass() { echo "  ok   $*"; }

# start NAME COLS ROWS ENVIRONMENT...: a session whose only program is imr, wrapped to record stty and the
# exit status. The wrapper waits at the end so the pane can be inspected.
start() {
    local name=$1 cols=$2 rows=$3; shift 3
    local dir=$WORK/$name
    mkdir -p "$dir"
    cat >"$dir/run.sh" <<EOF
stty -a > "$dir/before" 2>&1
env -i PATH="$PATH" HOME="$WORK" LANG=C.UTF-8 $* "$IMR" 2>"$dir/stderr"
echo \$? > "$dir/status.tmp"
stty -a > "$dir/after" 2>&1
mv "$dir/status.tmp" "$dir/status"
exec sleep 600
EOF
    T new-session -d -s "$name" -x "$cols" -y "$rows" "sh $dir/run.sh"
    # tmux may refuse tiny sizes at creation; force the window size.
    T resize-window -t "$name" -x "$cols" -y "$rows" 2>/dev/null
}

# wait_for NAME TEXT [SECONDS]: until the pane shows TEXT, or imr has exited.
wait_for() {
    local name=$1 text=$2 limit=${3:-15}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        [ -f "$WORK/$name/status" ] && return 1
        T capture-pane -p -t "$name" 2>/dev/null | grep -qF -- "$text" && return 0
        sleep 0.05
    done
    return 1
}

# wait_exit NAME [SECONDS]: until imr's exit status is recorded; prints it.
wait_exit() {
    local name=$1 limit=${2:-15}
    local deadline=$((SECONDS + limit))
    while [ $SECONDS -lt $deadline ]; do
        [ -f "$WORK/$name/status" ] && { cat "$WORK/$name/status"; return 0; }
        sleep 0.05
    done
    echo timeout
    return 1
}

# The pid of imr: the wrapper shell's child.
imr_pid() { pgrep -P "$(T display -p -t "$1" '#{pane_pid}')" -f "$IMR" | head -1; }

# stty_same NAME: the terminal modes before and after, sizes aside.
stty_same() {
    local dir=$WORK/$1
    diff <(sed 's/rows [0-9]*; columns [0-9]*;//' "$dir/before") <(sed 's/rows [0-9]*; columns [0-9]*;//' "$dir/after") >/dev/null
}

finish() {  # finish NAME WHAT: kill the session, count the check
    T kill-session -t "$1" 2>/dev/null
    checks=$((checks + 1))
}

echo "== crash signals restore the terminal"
for signal in SEGV ABRT BUS ILL FPE; do
    name=crash-$signal
    # The Swift runtime's backtracer, which our handler hands the crash to, waits 30 s for a key when
    # it runs on a terminal: told not to, so the test sees the exit at once.
    start "$name" 100 30 TERM=xterm-256color SWIFT_BACKTRACE=interactive=no
    if wait_for "$name" "cases" 20; then
        pid=$(imr_pid "$name")
        kill -s "$signal" "$pid"
        status=$(wait_exit "$name" 60)
        number=$(kill -l "$signal")
        alternate=$(T display -p -t "$name" '#{alternate_on}')
        if [ "$status" = $((128 + number)) ] && stty_same "$name" && [ "$alternate" = 0 ]; then
            pass "SIG$signal: dies by the signal ($status), terminal modes restored, alternate screen left"
        else
            fail "SIG$signal: status $status (want $((128 + number))), stty same: $(stty_same "$name" && echo yes || echo no), alternate screen: $alternate"
            diff "$WORK/$name/before" "$WORK/$name/after" | head -6
        fi
    else
        fail "SIG$signal: the browser did not start"
    fi
    finish "$name"
done

echo "terminal robustness: $checks checks, $failures failure(s)"
[ $failures = 0 ]
