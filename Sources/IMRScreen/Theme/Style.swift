/// A role's style as a theme writes it: every field is optional, and what is left out comes
/// from elsewhere (colours from the area underneath, then from `normal`; attributes are off).
public struct Style: Hashable, Sendable {
    public var foreground: ThemeColor?
    public var background: ThemeColor?
    /// Attributes the theme turns on.
    public var attributes: Attributes

    public init(foreground: ThemeColor? = nil, background: ThemeColor? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The style of a row that is both under the cursor and marked, when a theme does not say:
    /// the marked foreground on the cursor's background, with both sets of attributes.
    static func combining(cursor: Style, marked: Style) -> Style {
        Style(
            foreground: marked.foreground ?? cursor.foreground,
            background: cursor.background ?? marked.background,
            attributes: cursor.attributes.union(marked.attributes)
        )
    }
}

/// A style as the terminal draws it: concrete colours for its capability and attributes.
public struct TerminalStyle: Hashable, Sendable, CustomStringConvertible {
    public var foreground: ThemeColor
    public var background: ThemeColor
    public var attributes: Attributes

    public init(foreground: ThemeColor = .terminalDefault, background: ThemeColor = .terminalDefault, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = TerminalStyle()

    public var description: String { "fg=\(foreground) bg=\(background) \(attributes)" }
}
