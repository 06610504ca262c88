/// A theme worked out for one terminal: every role mapped to concrete colours the terminal can
/// show and attributes. Pure, so what each role looks like at each capability is testable.
public struct ResolvedTheme: Sendable {
    public let theme: Theme
    public let capability: ColorCapability
    private let styles: [Role: TerminalStyle]

    /// Resolves `theme` for a terminal with `capability` (`.none` when NO_COLOR is set).
    ///
    /// With colour, a role's unset colours come from `normal` and colours are brought down to the
    /// nearest the terminal has. Without colour, each role keeps its own attributes and gains its
    /// monochrome marks (reverse cursor, bold marked rows and headings, underlined matches); if
    /// the theme's attributes would still make the cursor, marked and cursor+marked rows look
    /// alike, those rows use the monochrome marks alone.
    public init(theme: Theme, capability: ColorCapability) {
        self.theme = theme
        self.capability = capability
        var styles: [Role: TerminalStyle] = [:]
        let normal = theme.style(for: .normal)
        for role in Role.allCases {
            let style = theme.style(for: role)
            if capability == .none {
                styles[role] = TerminalStyle(attributes: style.attributes.union(MonochromeMarks.attributes(for: role)))
            } else {
                styles[role] = TerminalStyle(
                    foreground: XtermPalette.degrade(style.foreground ?? normal.foreground ?? .terminalDefault, to: capability),
                    background: XtermPalette.degrade(style.background ?? normal.background ?? .terminalDefault, to: capability),
                    attributes: style.attributes
                )
            }
        }
        if capability == .none {
            ResolvedTheme.keepRowsDistinct(&styles, [.normal, .listCursor, .listMarked, .listCursorMarked])
            ResolvedTheme.keepRowsDistinct(&styles, [.normal, .pickerCursor])
            ResolvedTheme.keepRowsDistinct(&styles, [.normal, .searchMatch, .searchCurrent])
        }
        self.styles = styles
    }

    /// How `role` is drawn. When `base` (the area underneath) is another role, a role without
    /// its own background colour takes the base's, and the base's attributes are added, so a
    /// mark inside the cursor row still shows the cursor bar.
    public func style(for role: Role, over base: Role = .normal) -> TerminalStyle {
        let own = styles[role] ?? .plain
        guard base != role, base != .normal, let under = styles[base] else { return own }
        if role == .normal { return under }  // plain text on an overlay or cursor row looks like it
        let declared = theme.style(for: role)
        return TerminalStyle(
            foreground: declared.foreground == nil ? under.foreground : own.foreground,
            background: declared.background == nil ? under.background : own.background,
            attributes: own.attributes.union(under.attributes)
        )
    }

    /// If any two of `roles` would look the same, gives all of them their monochrome marks alone.
    private static func keepRowsDistinct(_ styles: inout [Role: TerminalStyle], _ roles: [Role]) {
        let looks = roles.map { styles[$0]?.attributes ?? [] }
        guard Set(looks).count < roles.count else { return }
        for role in roles where role != .normal {
            styles[role] = TerminalStyle(attributes: MonochromeMarks.attributes(for: role))
        }
        styles[.normal] = TerminalStyle(attributes: styles[.normal]?.attributes.subtracting([.reverse, .bold, .underline]) ?? [])
    }
}
