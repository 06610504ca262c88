/// A key press.
///
/// Every key has a stable name (`description`), used by key tables, the help screen and
/// configuration: "j", "G", "C-d", "M-x", "Up", "PgDn", "Home", "Tab", "S-Tab", "Enter", "Esc",
/// "Backspace", "Delete", "Insert", "Space", "F1"…"F12". `Key(name:)` parses the same names (and a
/// few common aliases).
public enum Key: Hashable, Sendable {
    /// A printable character, space included ("Space" by name).
    case character(Character)
    /// Control with a letter, written lowercase: `.control("d")` is "C-d". Tab, Enter, Esc and
    /// Backspace arrive as their own cases, not as C-i, C-m, C-[ or C-h.
    case control(Character)
    /// Alt (Meta) with a character: Esc quickly followed by the character. "M-x".
    case alt(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, enter, escape, backspace, delete, insert
    /// A function key, F1 to F24.
    case function(Int)
}

/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        case leftPress, middlePress, rightPress, wheelUp, wheelDown
    }

    public var action: Action
    public var position: Position

    public init(_ action: Action, row: Int, col: Int) {
        self.action = action
        self.position = Position(row: row, col: col)
    }
}

/// What a screen delivers to the key loop.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal changed size; the next `present` redraws everything.
    case resize(Size)
    /// SIGINT (Ctrl-C), SIGTERM, SIGHUP or SIGQUIT arrived: leave through `close()`.
    case interrupt
}
