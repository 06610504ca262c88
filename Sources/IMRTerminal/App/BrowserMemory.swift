import IMRBrowser

/// What the browser keeps between runs, kept by the program that runs it (the notes store, a history
/// file, the configuration): the browser's state asks for changes with `BrowserEffect.remember`, the
/// app hands them over here in the background and says in the status line what could not be kept.
public protocol BrowserMemory: Sendable {
    /// The saved filters and the filter history; `problems` say what could not be read.
    func recall() -> RecalledMemory
    /// Keeps one change; throws the reason (with the file) when it cannot.
    func remember(_ change: MemoryChange) throws(MemoryFailure)
    /// Keeps the theme the user chose in the configuration.
    func keepTheme(_ name: String) throws(MemoryFailure)
}

/// Why something could not be kept, said with its file.
public struct MemoryFailure: Error, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
