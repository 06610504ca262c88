// wcwidth as ncursesw sees it, so tests can check the Swift width table against it.
#define _XOPEN_SOURCE 700
#include <wchar.h>
#include "CCurses.h"

int imr_wcwidth(wchar_t character) {
    return wcwidth(character);
}
