// Files to remove when a quit signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) ends the process: the
// temporary files of writes in progress, and the private folder of a file handed to an editor.
// atexit() never runs on such a death, and a Swift handler cannot take a lock or touch lazily made
// globals safely, so the paths wait here in fixed slots that the handler reads with nothing but atomic
// loads, unlink() and rmdir().
#pragma once

#include <stddef.h>

/// Creates a temporary file as mkstemp(3) does from `template` (ending in XXXXXX) and keeps it for
/// removal from before it exists, so no signal finds it made and not yet kept. Returns the open
/// descriptor, or -1 with errno set; the file's path goes to `chosen` (`size` bytes) and its slot to
/// `slot` (-1 when every slot is taken or the path is too long: such a file is left to the next
/// open's prune of abandoned temporary files).
int imr_cleanup_make_temporary(const char *template, char *chosen, size_t size, int *slot);

/// Creates a folder as mkdtemp(3) does from `template` (ending in XXXXXX; mode 0700) and keeps it for
/// removal as `imr_cleanup_make_temporary` keeps a file. On a quit signal the kept folders are removed
/// after the kept files, so a folder holding only kept files goes with them (one holding more stays, to
/// the next prune). Returns 0, or -1 with errno set.
int imr_cleanup_make_folder(const char *template, char *chosen, size_t size, int *slot);

/// Creates the file `path` (O_EXCL, mode 0600) and keeps it for removal as above. Returns the open
/// descriptor, or -1 with errno set.
int imr_cleanup_make_file(const char *path, int *slot);

/// Forgets the file or folder of `slot` (committed, renamed or already removed). A negative slot is ignored.
void imr_cleanup_unregister(int slot);

/// Removes the kept files on SIGINT, SIGTERM, SIGHUP and SIGQUIT, then dies of the signal as before.
/// Only signals left to their default action are taken: one the parent ignores (nohup) stays ignored.
/// Handlers installed later (the browser's) take over and hand back when they are restored.
void imr_cleanup_install_signal_handlers(void);

/// Ends the process with `sig`'s default action (from inside a handler: the signal is unblocked first).
void imr_die_of_signal(int sig);

/// Guarded mappings (SIGBUS on a file cut short): see CMapGuard.h.
#include "CMapGuard.h"
