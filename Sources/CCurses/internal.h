// Functions shared between the shim's C files; not part of the Swift-facing header.
#pragma once

void imr_endwin_if_active(void);
void imr_install_quit_handlers(void);
void imr_restore_quit_handlers(void);
void imr_install_crash_handlers(void);
void imr_restore_crash_handlers(void);
