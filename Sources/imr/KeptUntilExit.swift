/// What a command read, held until the process ends. A command exits right after its output (the
/// browser, after the terminal is given back), and freeing the cases read from the letters one by one
/// (every string and array of each) took a quarter of a second at 100,000 letters, and seconds at a
/// million, before the exit.
enum KeptUntilExit {
    /// One more reference to `object`, never given up.
    static func keep(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }

    /// A value (a corpus) kept in a box of its own.
    static func keep<Value>(_ value: Value) {
        keep(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
