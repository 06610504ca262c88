import IMRIndex

/// What earlier runs kept, as the app reads it back (`BrowserEvent.memoryRecalled`).
public struct RecalledMemory: Sendable {
    public var saved: [SavedFilter]
    public var history: [String]
    public var problems: [String]

    public init(saved: [SavedFilter], history: [String], problems: [String]) {
        self.saved = saved
        self.history = history
        self.problems = problems
    }
}

/// A change to keep for the next run.
public enum MemoryChange: Equatable, Sendable {
    case savedFilter(SavedFilter)
    case forgottenFilter(name: String)
    /// The whole history, oldest first, as `FilterHistory` bounds it.
    case filterHistory([String])
}
