// The small C shim over ncursesw used by IMRScreen.
//
// Swift cannot import curses macros (A_BOLD, COLOR_PAIR, WACS_*, mouse masks) nor use the
// C globals (stdscr, LINES, COLORS) under Swift 6, so this header offers plain functions.
// The wide-character API is only declared when these macros precede curses.h.
#pragma once

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <ncursesw/curses.h>
#include <wchar.h>

// MARK: - Opening and closing

/// Outcome of imr_open: 0 on success, otherwise one of these.
enum {
    IMR_OPEN_OK = 0,
    IMR_OPEN_NOT_A_TTY = 1,     // stdin or stdout is not a terminal
    IMR_OPEN_UNKNOWN_TERM = 2,  // newterm failed (TERM unset or not in terminfo)
    IMR_OPEN_NO_CURSOR = 3      // terminal cannot address the cursor (e.g. TERM=dumb)
};

/// Checks the terminal, starts curses on stdin/stdout and installs the signal handlers.
/// Does not call setlocale: the caller does it first.
int imr_open(void);
/// Ends curses (endwin + delscreen) if it is active; safe to call more than once.
void imr_close(void);
/// Leaves curses mode temporarily (endwin) without freeing the screen.
void imr_suspend(void);
/// Returns from imr_suspend.
void imr_resume(void);
/// 1 while curses is started and not suspended.
int imr_is_active(void);

// MARK: - Signals

/// Returns the quit signal received since the last call (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or 0.
int imr_take_quit_signal(void);

// MARK: - Accessors for globals and macros

WINDOW *imr_stdscr(void);
int imr_rows(void);
int imr_cols(void);
int imr_color_count(void);
int imr_color_pair_count(void);
/// Starts colour (start_color + use_default_colors). Returns 1 when the terminal's default
/// colours (-1) are usable, 0 when not, -1 when the terminal has no colour.
int imr_start_color(void);
/// Defines a colour pair; -1 means the terminal default. Returns 0 on success.
int imr_init_pair(int pair, int fg, int bg);
/// 1 when terminfo lists alternate-charset line drawing (acsc).
int imr_has_line_drawing(void);

/// Attribute bits for imr_attr_bits().
enum {
    IMR_ATTR_BOLD = 1,
    IMR_ATTR_UNDERLINE = 2,
    IMR_ATTR_REVERSE = 4,
    IMR_ATTR_DIM = 8,
    IMR_ATTR_ITALIC = 16
};
/// Maps IMR_ATTR_* bits to curses attr_t bits.
attr_t imr_attr_bits(int bits);

/// Line-drawing pieces for imr_line_char().
enum {
    IMR_LINE_HORIZONTAL = 0, IMR_LINE_VERTICAL, IMR_LINE_TOP_LEFT, IMR_LINE_TOP_RIGHT,
    IMR_LINE_BOTTOM_LEFT, IMR_LINE_BOTTOM_RIGHT, IMR_LINE_TEE_LEFT, IMR_LINE_TEE_RIGHT,
    IMR_LINE_TEE_UP, IMR_LINE_TEE_DOWN, IMR_LINE_CROSS
};
/// Draws one line-drawing piece (WACS) at (row, col) with attributes and colour pair.
int imr_put_line(int row, int col, int piece, attr_t attrs, int pair);
/// Draws one character cell: `chars` holds a base character and up to four combining marks.
int imr_put_cell(int row, int col, const wchar_t *chars, int count, attr_t attrs, int pair);

// MARK: - Input

/// Kinds reported by imr_read_key.
enum {
    IMR_INPUT_NONE = 0,      // timeout or interrupted
    IMR_INPUT_CHAR = 1,      // a character (value is the code point)
    IMR_INPUT_KEYCODE = 2    // a curses KEY_* code (value)
};
/// Reads one key with a timeout in milliseconds (0: do not wait).
int imr_read_key(int timeout_ms, int *value);

/// Kinds reported by imr_read_mouse.
enum {
    IMR_MOUSE_NONE = 0,
    IMR_MOUSE_LEFT = 1,
    IMR_MOUSE_MIDDLE = 2,
    IMR_MOUSE_RIGHT = 3,
    IMR_MOUSE_WHEEL_UP = 4,
    IMR_MOUSE_WHEEL_DOWN = 5
};
/// Turns on reporting of button presses and the wheel.
void imr_enable_mouse(void);
/// After KEY_MOUSE: the kind of mouse event and where it happened.
int imr_read_mouse(int *row, int *col);

/// Shows the cursor at (row, col), or hides it when row < 0.
void imr_place_cursor(int row, int col);
/// Forgets what the terminal shows so the next refresh redraws everything.
void imr_clear_all(void);
/// Sends pending drawing to the terminal.
void imr_refresh(void);
/// Writes bytes straight to the terminal, outside curses' buffer (call after a refresh, while curses
/// is active): for sequences curses does not know, such as OSC 52. Nothing is written when suspended.
void imr_write_raw(const char *bytes, size_t count);

// MARK: - Testing

/// The C library's wcwidth for one character (-1 when unknown or not printable).
int imr_wcwidth(wchar_t character);
