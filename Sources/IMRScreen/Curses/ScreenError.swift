/// Why the terminal browser cannot start. The executable prints `imr: <description>` and exits
/// with status 2.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped, redirected, or run by a script).
    case notInteractive
    /// TERM is unset or names a terminal terminfo does not know.
    case unknownTerminal(String)
    /// The terminal cannot move the cursor (TERM=dumb and the like).
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notInteractive:
            return "the browser needs an interactive terminal; use `imr list` for scripts"
        case .unknownTerminal(let term):
            let shown = term.isEmpty ? "TERM is not set" : "the terminal type TERM=\(TerminalSafe.escape(term)) is unknown"
            return "\(shown); the browser needs a terminal such as xterm-256color; use `imr list` for scripts"
        case .cannotAddressCursor(let term):
            return "the terminal TERM=\(TerminalSafe.escape(term)) cannot move the cursor; the browser needs a full-screen terminal such as xterm-256color; use `imr list` for scripts"
        }
    }
}
