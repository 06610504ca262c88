import IMRScreen

/// The help page laid out in a column of a given width: every line wrapped by `StyledWrap` (the panes'
/// word wrap), keys in their own column with the description wrapped under the description's column,
/// and, where the column is too narrow for both, the keys on a line of their own above it.
enum HelpLayout {
    /// "  ", the widest keys the help names ("S-Tab, Left, h": 14 cells) and a space.
    static let keyColumn = 17
    /// The narrowest description column beside the keys; below it the keys go above.
    static let narrowestDescription = 18

    static func lines(_ page: HelpPage, width: Int) -> [StyledLine] {
        let width = max(4, width)
        var laidOut: [StyledLine] = []
        for line in page.lines {
            switch line {
            case .heading(let title):
                laidOut += StyledWrap.wrap([Span(title, role: .heading)], width: width, indent: 2)
            case .part(let title):
                laidOut += StyledWrap.wrap([Span(title, role: .title)], width: width, indent: 2)
            case .entry(let keys, let help):
                laidOut += entry(keys: keys, help: help, width: width)
            case .note(let text):
                let leading = text.prefix { $0 == " " }.count
                laidOut += StyledWrap.wrap([Span(text, role: .dim)], width: width, indent: leading + 2)
            case .blank:
                laidOut.append(.blank)
            }
        }
        return laidOut
    }

    static func entry(keys: String, help: String, width: Int) -> [StyledLine] {
        let described = width - keyColumn
        let helpSpan = Span(help, role: .overlay)
        if described >= narrowestDescription && DisplayWidth.of(keys) < keyColumn - 2 {
            let wrapped = StyledWrap.wrap([helpSpan], width: described)
            return wrapped.enumerated().map { number, line in
                let lead = number == 0 ? "  " + TextTable.fit(keys, width: keyColumn - 2) : String(repeating: " ", count: keyColumn)
                return StyledLine([Span(lead, role: .label)] + line.spans)
            }
        }
        // Keys above, the description indented under them.
        let indent = min(4, width / 4)
        let keyLines = StyledWrap.wrap([Span("  " + keys, role: .label)], width: width, indent: 2)
        let helpLines = StyledWrap.wrap([helpSpan], width: width - indent).map { line in
            StyledLine([Span(String(repeating: " ", count: indent), role: .overlay)] + line.spans)
        }
        return keyLines + helpLines
    }
}
