// See CMapGuard.h. The handler only reads the fixed slots with atomic loads and calls mmap(2), a
// system call: nothing that could take a lock another thread holds.
#include "CMapGuard.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// Mappings guarded at once: the store of a corpus, one being written and checked; more than needed.
#define GUARD_SLOTS 64

enum { GUARD_FREE = 0, GUARD_CLAIMED = 1, GUARD_ACTIVE = 2 };

static atomic_int guard_state[GUARD_SLOTS];
static uintptr_t guard_base[GUARD_SLOTS];
static size_t guard_size[GUARD_SLOTS];
static atomic_long guard_faults[GUARD_SLOTS];
static uintptr_t page_mask;
static struct sigaction previous_bus;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

int imr_map_guard_mend(const siginfo_t *info) {
    if (info == NULL) return 0;
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < GUARD_SLOTS; slot++) {
        if (atomic_load(&guard_state[slot]) != GUARD_ACTIVE) continue;
        uintptr_t base = guard_base[slot], end = base + guard_size[slot];
        if (address < base || address >= end) continue;
        uintptr_t page = address & page_mask;
        void *mended = mmap((void *)page, end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (mended == MAP_FAILED) return 0;
        atomic_fetch_add(&guard_faults[slot], 1);
        return 1;
    }
    return 0;
}

static void on_bus_error(int sig, siginfo_t *info, void *context) {
    (void)sig;
    (void)context;
    if (imr_map_guard_mend(info)) return;
    // Not ours: the handler before us (Swift's backtracer, or the default: a crash) takes the fault,
    // raised again when the instruction runs again.
    sigaction(SIGBUS, &previous_bus, NULL);
}

static void install(void) {
    page_mask = ~((uintptr_t)sysconf(_SC_PAGESIZE) - 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus_error;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigaction(SIGBUS, &action, &previous_bus);
}

int imr_map_guard_add(const void *base, size_t size) {
    pthread_once(&installed, install);
    for (int slot = 0; slot < GUARD_SLOTS; slot++) {
        int expected = GUARD_FREE;
        if (!atomic_compare_exchange_strong(&guard_state[slot], &expected, GUARD_CLAIMED)) continue;
        guard_base[slot] = (uintptr_t)base;
        guard_size[slot] = size;
        atomic_store(&guard_faults[slot], 0);
        atomic_store(&guard_state[slot], GUARD_ACTIVE);
        return slot;
    }
    return -1;
}

void imr_map_guard_remove(int slot) {
    if (slot < 0 || slot >= GUARD_SLOTS) return;
    atomic_store(&guard_state[slot], GUARD_FREE);
}

long imr_map_guard_faults(int slot) {
    if (slot < 0 || slot >= GUARD_SLOTS) return 0;
    return atomic_load(&guard_faults[slot]);
}
