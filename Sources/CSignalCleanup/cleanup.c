// See CSignalCleanup.h.
#include "CSignalCleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

// Writes in progress at once: a store, a word index, a note file and its folder; more slots than ever needed.
#define SLOTS 32
#define PATH_BYTES 4096

enum { FREE = 0, FILLING = 1, KEPT = 2, KEPT_FOLDER = 3 };

static atomic_int slot_state[SLOTS];
static char slot_path[SLOTS][PATH_BYTES];

static const int quit_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

static int claim_slot(void) {
    for (int slot = 0; slot < SLOTS; slot++) {
        int expected = FREE;
        if (atomic_compare_exchange_strong(&slot_state[slot], &expected, FILLING)) return slot;
    }
    return -1;
}

enum { MAKE_TEMPORARY, MAKE_FOLDER, MAKE_FILE };

// Makes a file or folder from `template` in a slot kept before it exists: a signal before it is made
// removes a name that is not there, one after removes it. Returns the descriptor (0 for a folder).
static int make_kept(const char *template, int kind, char *chosen, size_t size, int *slot) {
    size_t length = strlen(template);
    *slot = -1;
    if (length >= size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int claimed = length < PATH_BYTES ? claim_slot() : -1;
    char *path = chosen;
    if (claimed >= 0) {
        // The name is filled in where the handler reads it.
        path = slot_path[claimed];
        memcpy(path, template, length + 1);
        atomic_store(&slot_state[claimed], kind == MAKE_FOLDER ? KEPT_FOLDER : KEPT);
    } else {
        memcpy(chosen, template, length + 1);
    }
    int made;
    switch (kind) {
    case MAKE_FOLDER: made = mkdtemp(path) != NULL ? 0 : -1; break;
    case MAKE_FILE: made = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600); break;
    default: made = mkstemp(path); break;
    }
    if (claimed >= 0) {
        if (made < 0) {
            int saved = errno;
            atomic_store(&slot_state[claimed], FREE);
            errno = saved;
            return -1;
        }
        memcpy(chosen, path, length + 1);
        *slot = claimed;
    }
    return made;
}

int imr_cleanup_make_temporary(const char *template, char *chosen, size_t size, int *slot) {
    return make_kept(template, MAKE_TEMPORARY, chosen, size, slot);
}

int imr_cleanup_make_folder(const char *template, char *chosen, size_t size, int *slot) {
    return make_kept(template, MAKE_FOLDER, chosen, size, slot);
}

int imr_cleanup_make_file(const char *path, int *slot) {
    // The path is known: the copy made here is not used.
    char chosen[PATH_BYTES];
    return make_kept(path, MAKE_FILE, chosen, sizeof chosen, slot);
}

void imr_cleanup_unregister(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    atomic_store(&slot_state[slot], FREE);
}

static void on_quit_signal(int sig) {
    // Files first, then the folders that held them.
    for (int slot = 0; slot < SLOTS; slot++) {
        if (atomic_load(&slot_state[slot]) == KEPT) unlink(slot_path[slot]);
    }
    for (int slot = 0; slot < SLOTS; slot++) {
        if (atomic_load(&slot_state[slot]) == KEPT_FOLDER) rmdir(slot_path[slot]);
    }
    // Then the death the signal asked for, so the parent sees it (a shell prints nothing, exit 130).
    imr_die_of_signal(sig);
}

void imr_die_of_signal(int sig) {
    signal(sig, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(sig);
}

void imr_cleanup_install_signal_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_quit_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < COUNT(quit_signals); i++) {
        struct sigaction current;
        if (sigaction(quit_signals[i], NULL, &current) != 0) continue;
        if (current.sa_handler != SIG_DFL) continue;
        sigaction(quit_signals[i], &action, NULL);
    }
}
