import Foundation

enum TerminalWidth {
    /// The terminal's width when stdout is one; 120 otherwise (or $COLUMNS).
    static func columns() -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 120
    }

    /// The terminal's width when standard output is one; nil when it goes to a pipe or a file, where a
    /// table must not cut a value.
    static func ofTerminal() -> Int? {
        isatty(STDOUT_FILENO) == 1 ? columns() : nil
    }
}
