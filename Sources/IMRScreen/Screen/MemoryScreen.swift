/// A screen in memory for tests: a fixed size you can change, every presented frame kept, and
/// input events scripted in advance.
public final class MemoryScreen: Screen {
    public private(set) var size: Size
    /// Every frame presented, oldest first.
    public private(set) var presented: [Frame] = []
    /// The theme last applied, if any.
    public private(set) var theme: Theme?
    public private(set) var isSuspended = false
    public private(set) var isClosed = false
    /// Every text copied to the clipboard, oldest first.
    public private(set) var copied: [String] = []
    private var pending: [InputEvent] = []

    public init(rows: Int = 24, cols: Int = 80) {
        self.size = Size(rows: rows, cols: cols)
    }

    /// The last frame presented.
    public var lastFrame: Frame? { presented.last }

    /// Queues events for `nextEvent`.
    public func enqueue(_ events: InputEvent...) {
        pending.append(contentsOf: events)
    }

    /// Queues key presses by name ("j", "C-d", "PgDn"); returns false, queuing nothing, if a
    /// name does not parse.
    @discardableResult
    public func enqueue(keys names: String...) -> Bool {
        let keys = names.compactMap(Key.init(name:))
        guard keys.count == names.count else { return false }
        pending.append(contentsOf: keys.map(InputEvent.key))
        return true
    }

    /// Queues every character of `text` as a key press (for typing into a prompt).
    public func enqueue(typing text: String) {
        pending.append(contentsOf: text.map { InputEvent.key($0 == "\n" ? .enter : .character($0)) })
    }

    /// Changes the size, as a terminal window would, and queues the resize event.
    public func resize(rows: Int, cols: Int) {
        size = Size(rows: rows, cols: cols)
        pending.append(.resize(size))
    }

    /// Events not yet taken.
    public var pendingEvents: [InputEvent] { pending }

    public func present(_ frame: Frame) {
        presented.append(frame)
    }

    /// The next queued event, or nil when none is left (as a terminal's timeout would).
    public func nextEvent(timeoutMilliseconds: Int? = nil) -> InputEvent? {
        pending.isEmpty ? nil : pending.removeFirst()
    }

    public func apply(theme: Theme) {
        self.theme = theme
    }

    public func suspend() { isSuspended = true }
    public func resume() { isSuspended = false }
    public func close() { isClosed = true }
    public func copyToClipboard(_ text: String) { copied.append(text) }
}
