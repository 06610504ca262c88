// Signal handling for the curses screen.
//
// Quit signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) only set a flag: the Swift key loop polls it and
// leaves through the normal endwin() path. Crash signals restore the terminal first, then hand the
// signal to whoever handled it before us (the Swift runtime's backtracer or the default action), so
// the user gets a sane terminal and a readable backtrace. SIGWINCH and SIGTSTP stay with ncurses.
#include "CCurses.h"
#include "internal.h"
#include "CSignalCleanup.h"
#include "CMapGuard.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t pending_quit_signal = 0;

static const int quit_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
static const int crash_signals[] = { SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP };
#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

static struct sigaction previous_quit[COUNT(quit_signals)];
static struct sigaction previous_crash[COUNT(crash_signals)];
static int quit_installed = 0;
static int crash_installed = 0;

// A crash from a stack overflow needs a stack of its own for the handler.
static char alternate_stack[64 * 1024];

static void on_quit_signal(int sig) {
    pending_quit_signal = sig;
}

static void on_crash_signal(int sig, siginfo_t *info, void *context) {
    // A case store cut short under its mapping is no crash: it reads as zeros and its checksums say so.
    if (sig == SIGBUS && imr_map_guard_mend(info)) return;
    // endwin() is not async-signal-safe, but the process is dying anyway and a raw-mode terminal
    // is worse than the small risk.
    imr_endwin_if_active();
    struct sigaction previous;
    memset(&previous, 0, sizeof previous);
    previous.sa_handler = SIG_DFL;
    for (int i = 0; i < COUNT(crash_signals); i++) {
        if (crash_signals[i] == sig) previous = previous_crash[i];
    }
    // The previous handler (Swift's backtracer) prints the backtrace; it may return, for instance
    // for a signal sent with kill(), so the process is then ended by the default action.
    if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
        previous.sa_sigaction(sig, info, context);
    } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN && previous.sa_handler != NULL) {
        previous.sa_handler(sig);
    }
    imr_die_of_signal(sig);
}

int imr_take_quit_signal(void) {
    int sig = pending_quit_signal;
    pending_quit_signal = 0;
    return sig;
}

void imr_install_quit_handlers(void) {
    if (quit_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_quit_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking read returns so the flag is seen
    for (int i = 0; i < COUNT(quit_signals); i++) {
        sigaction(quit_signals[i], &action, &previous_quit[i]);
    }
    quit_installed = 1;
}

void imr_restore_quit_handlers(void) {
    if (!quit_installed) return;
    for (int i = 0; i < COUNT(quit_signals); i++) {
        sigaction(quit_signals[i], &previous_quit[i], NULL);
    }
    quit_installed = 0;
}

void imr_install_crash_handlers(void) {
    if (crash_installed) return;
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t stack;
        memset(&stack, 0, sizeof stack);
        stack.ss_sp = alternate_stack;
        stack.ss_size = sizeof alternate_stack;
        sigaltstack(&stack, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_ONSTACK | SA_SIGINFO;
    for (int i = 0; i < COUNT(crash_signals); i++) {
        sigaction(crash_signals[i], &action, &previous_crash[i]);
    }
    crash_installed = 1;
}

void imr_restore_crash_handlers(void) {
    if (!crash_installed) return;
    for (int i = 0; i < COUNT(crash_signals); i++) {
        sigaction(crash_signals[i], &previous_crash[i], NULL);
    }
    crash_installed = 0;
}
