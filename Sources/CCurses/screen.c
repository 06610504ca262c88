// Starting, stopping and drawing with ncursesw.
#include "CCurses.h"
#include "internal.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <term.h>

static SCREEN *current_screen = NULL;
static volatile sig_atomic_t curses_active = 0;
static int exit_hook_registered = 0;
static int line_drawing = 1;

void imr_endwin_if_active(void) {
    if (curses_active) {
        curses_active = 0;
        endwin();
    }
}

// atexit: whatever path the program takes to exit(), the terminal is given back.
static void restore_terminal_at_exit(void) {
    imr_endwin_if_active();
}

static int terminfo_string_present(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1 && value[0] != '\0';
}

// Home and End differ between terminals (and between a terminal and the TERM it claims, as
// inside tmux or screen); teach curses the common forms so none arrives as Esc plus letters.
static void define_extra_keys(void) {
    static const struct { const char *sequence; int key; } extra[] = {
        { "\033[1~", KEY_HOME }, { "\033[7~", KEY_HOME }, { "\033[H", KEY_HOME }, { "\033OH", KEY_HOME },
        { "\033[4~", KEY_END }, { "\033[8~", KEY_END }, { "\033[F", KEY_END }, { "\033OF", KEY_END },
        { "\033[Z", KEY_BTAB },
    };
    for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++) {
        if (key_defined(extra[i].sequence) == 0) define_key(extra[i].sequence, extra[i].key);
    }
}

int imr_open(void) {
    if (current_screen != NULL) return IMR_OPEN_OK;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) return IMR_OPEN_NOT_A_TTY;
    const char *term = getenv("TERM");
    if (term == NULL || term[0] == '\0') return IMR_OPEN_UNKNOWN_TERM;

    // Installed before newterm so ncurses leaves SIGINT/SIGTERM to us.
    imr_install_quit_handlers();
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) {
        imr_restore_quit_handlers();
        return IMR_OPEN_UNKNOWN_TERM;
    }
    current_screen = screen;
    curses_active = 1;
    if (!terminfo_string_present("cup")) {
        imr_close();
        return IMR_OPEN_NO_CURSOR;
    }
    line_drawing = terminfo_string_present("acsc");

    define_extra_keys();
    set_escdelay(25);
    cbreak();   // keys arrive at once; Ctrl-C still raises SIGINT, which we turn into a flag
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    curs_set(0);

    imr_install_crash_handlers();
    if (!exit_hook_registered) {
        atexit(restore_terminal_at_exit);
        exit_hook_registered = 1;
    }
    return IMR_OPEN_OK;
}

void imr_close(void) {
    if (current_screen == NULL) return;
    imr_endwin_if_active();
    delscreen(current_screen);
    current_screen = NULL;
    imr_restore_crash_handlers();
    imr_restore_quit_handlers();
}

void imr_suspend(void) {
    imr_endwin_if_active();
}

void imr_resume(void) {
    if (current_screen == NULL || curses_active) return;
    curses_active = 1;
    reset_prog_mode();
    clearok(stdscr, TRUE);
    wrefresh(stdscr);
}

int imr_is_active(void) { return curses_active; }

WINDOW *imr_stdscr(void) { return stdscr; }
int imr_rows(void) { return getmaxy(stdscr); }
int imr_cols(void) { return getmaxx(stdscr); }
int imr_color_count(void) { return COLORS; }
int imr_color_pair_count(void) { return COLOR_PAIRS; }

int imr_start_color(void) {
    if (!has_colors()) return -1;
    if (start_color() != OK) return -1;
    return use_default_colors() == OK ? 1 : 0;
}

int imr_init_pair(int pair, int fg, int bg) {
    return init_extended_pair(pair, fg, bg) == OK ? 0 : -1;
}

int imr_has_line_drawing(void) { return line_drawing; }

attr_t imr_attr_bits(int bits) {
    attr_t result = A_NORMAL;
    if (bits & IMR_ATTR_BOLD) result |= A_BOLD;
    if (bits & IMR_ATTR_UNDERLINE) result |= A_UNDERLINE;
    if (bits & IMR_ATTR_REVERSE) result |= A_REVERSE;
    if (bits & IMR_ATTR_DIM) result |= A_DIM;
    if (bits & IMR_ATTR_ITALIC) result |= A_ITALIC;
    return result;
}

static const cchar_t *wide_line_piece(int piece) {
    switch (piece) {
    case IMR_LINE_HORIZONTAL: return WACS_HLINE;
    case IMR_LINE_VERTICAL: return WACS_VLINE;
    case IMR_LINE_TOP_LEFT: return WACS_ULCORNER;
    case IMR_LINE_TOP_RIGHT: return WACS_URCORNER;
    case IMR_LINE_BOTTOM_LEFT: return WACS_LLCORNER;
    case IMR_LINE_BOTTOM_RIGHT: return WACS_LRCORNER;
    case IMR_LINE_TEE_LEFT: return WACS_LTEE;
    case IMR_LINE_TEE_RIGHT: return WACS_RTEE;
    case IMR_LINE_TEE_UP: return WACS_BTEE;
    case IMR_LINE_TEE_DOWN: return WACS_TTEE;
    default: return WACS_PLUS;
    }
}

static wchar_t ascii_line_piece(int piece) {
    switch (piece) {
    case IMR_LINE_HORIZONTAL: return L'-';
    case IMR_LINE_VERTICAL: return L'|';
    default: return L'+';
    }
}

int imr_put_line(int row, int col, int piece, attr_t attrs, int pair) {
    if (!line_drawing) {
        wchar_t text[2] = { ascii_line_piece(piece), L'\0' };
        return imr_put_cell(row, col, text, 1, attrs, pair);
    }
    // add_wch combines the window's rendition with the piece's own (A_ALTCHARSET where used).
    wattr_set(stdscr, attrs, (short)pair, NULL);
    int result = mvwadd_wch(stdscr, row, col, wide_line_piece(piece));
    wattr_set(stdscr, A_NORMAL, 0, NULL);
    return result;
}

int imr_put_cell(int row, int col, const wchar_t *chars, int count, attr_t attrs, int pair) {
    wchar_t text[CCHARW_MAX + 1];
    if (count < 1) {
        text[0] = L' ';
        count = 1;
    } else {
        if (count > CCHARW_MAX) count = CCHARW_MAX;
        memcpy(text, chars, sizeof(wchar_t) * (size_t)count);
    }
    text[count] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, text, attrs, (short)pair, NULL) != OK) {
        // Marks curses rejects: draw the base character alone.
        text[1] = L'\0';
        if (setcchar(&cell, text, attrs, (short)pair, NULL) != OK) return ERR;
    }
    return mvwadd_wch(stdscr, row, col, &cell);
}

int imr_read_key(int timeout_ms, int *value) {
    wtimeout(stdscr, timeout_ms);
    wint_t key = 0;
    int result = wget_wch(stdscr, &key);
    *value = (int)key;
    if (result == OK) return IMR_INPUT_CHAR;
    if (result == KEY_CODE_YES) return IMR_INPUT_KEYCODE;
    return IMR_INPUT_NONE;
}

void imr_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON2_PRESSED | BUTTON3_PRESSED | BUTTON4_PRESSED
#ifdef BUTTON5_PRESSED
              | BUTTON5_PRESSED
#endif
              , NULL);
    mouseinterval(0); // no click resolution delay: presses arrive at once
}

int imr_read_mouse(int *row, int *col) {
    MEVENT event;
    if (getmouse(&event) != OK) return IMR_MOUSE_NONE;
    *row = event.y;
    *col = event.x;
    mmask_t state = event.bstate;
    if (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) return IMR_MOUSE_LEFT;
    if (state & (BUTTON2_PRESSED | BUTTON2_CLICKED)) return IMR_MOUSE_MIDDLE;
    if (state & (BUTTON3_PRESSED | BUTTON3_CLICKED)) return IMR_MOUSE_RIGHT;
    if (state & BUTTON4_PRESSED) return IMR_MOUSE_WHEEL_UP;
#ifdef BUTTON5_PRESSED
    if (state & BUTTON5_PRESSED) return IMR_MOUSE_WHEEL_DOWN;
#endif
    return IMR_MOUSE_NONE;
}

void imr_place_cursor(int row, int col) {
    if (row < 0) {
        curs_set(0);
    } else {
        curs_set(1);
        wmove(stdscr, row, col);
    }
}

void imr_clear_all(void) {
    werase(stdscr);
    clearok(stdscr, TRUE);
}

void imr_write_raw(const char *bytes, size_t count) {
    if (!curses_active) return;
    fflush(stdout);
    size_t written = 0;
    while (written < count) {
        ssize_t result = write(STDOUT_FILENO, bytes + written, count - written);
        if (result <= 0) return;
        written += (size_t)result;
    }
}

void imr_refresh(void) {
    wrefresh(stdscr);
}
