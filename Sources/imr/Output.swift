#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRIndex
import TextSafety
import IMRFiles

/// What imr says on stderr: failures, notes and progress. A message often repeats what the user typed
/// (a filter, a case id, a path) or what a letter holds, so it is escaped here, once, as letter text is
/// (`ControlEscape`: ESC shows as `^[`, a line feed as `^J`): every message is one line, and nothing in it
/// reaches the terminal raw. Standard output is written out first, so the two keep their order; a
/// stderr that cannot be written to (closed, full) loses the message, never the command.
enum Output {
    /// A failure, before the command ends.
    static func error(_ message: String) {
        note(message)
    }

    static func note(_ message: String) {
        say("imr: " + ControlEscape.escape(message) + "\n")
    }

    /// A progress line on a terminal: `text` (ours, with its carriage return and erase codes) as it is.
    static func progress(_ text: String) {
        say(text)
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private static func say(_ text: String) {
        // A failure to write standard output is kept, and ends the command when it next writes or ends.
        try? StandardOutput.flush()
        var text = text
        _ = text.withUTF8 { DescriptorWrite.all(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}
