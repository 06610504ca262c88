#pragma once

#include <signal.h>
#include <stddef.h>

/// Mapped files that another program may truncate while they are mapped (a case store a backup copies
/// over, a cache cleaner): reading a page past the new end raises SIGBUS, which would kill the
/// process. Guarded mappings get fresh zero pages instead, from the faulting page to their end, and
/// count the fault; the reader's checksums then see the damage and it reads the letters again.

/// Guards the mapping at `base` of `size` bytes. Returns its slot, or -1 when every slot is taken
/// (the mapping then works as before, unguarded).
int imr_map_guard_add(const void *base, size_t size);

/// Stops guarding the mapping of `slot` (before it is unmapped). A negative slot is ignored.
void imr_map_guard_remove(int slot);

/// How many times the mapping of `slot` was found cut short.
long imr_map_guard_faults(int slot);

/// For other SIGBUS handlers (the browser's crash handler): when `info` is a fault in a guarded
/// mapping, mends it as above and returns 1, and the handler should just return; else 0.
int imr_map_guard_mend(const siginfo_t *info);
