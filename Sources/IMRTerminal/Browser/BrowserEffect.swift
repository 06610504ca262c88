/// Work the browser asks the app to do: the state stays pure, the app does the I/O.
public enum BrowserEffect: Equatable, Sendable {
    case quit
    case reload
    /// Write these cases; the app checks for existing files and asks before replacing them.
    case export(ExportRequest)
    case cycleTheme
}
