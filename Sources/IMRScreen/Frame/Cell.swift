/// One cell of a frame.
public struct Cell: Hashable, Sendable {
    /// What the cell shows.
    public enum Content: Hashable, Sendable {
        /// A grapheme, already safe for the terminal. Takes 1 or 2 columns (see `width`).
        case text(Character)
        /// The right half of a 2-column grapheme in the cell to the left.
        case wideTail
        /// A piece of a border.
        case line(BoxLine)
    }

    public var content: Content
    /// The style role of what is drawn here.
    public var role: Role
    /// The role of the area underneath (set by `fill` and boxes): a role without its own
    /// background colour takes this one's, so text keeps an overlay's or a cursor row's colour.
    public var base: Role
    /// Attributes added on top of the role's style.
    public var extra: Attributes

    public init(content: Content = .text(" "), role: Role = .normal, base: Role = .normal, extra: Attributes = []) {
        self.content = content
        self.role = role
        self.base = base
        self.extra = extra
    }

    /// A blank cell.
    public static let blank = Cell()

    /// Columns the content takes on screen: 2 for a wide grapheme, 0 for a wide tail, else 1.
    public var width: Int {
        switch content {
        case .text(let character): DisplayWidth.ofCharacter(character) == 2 ? 2 : 1
        case .wideTail: 0
        case .line: 1
        }
    }
}
