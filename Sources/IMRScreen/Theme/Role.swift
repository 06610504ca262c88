/// What a piece of the screen means; themes give each role a style.
///
/// Presenters draw with roles, never with colours, so every theme (and a terminal without colour)
/// can show the same meaning its own way. The raw value is the name used in theme files.
public enum Role: String, CaseIterable, Hashable, Sendable {
    /// Ordinary text, and the colours every other role starts from.
    case normal
    /// The row under the cursor in a list.
    case listCursor = "list.cursor"
    /// A marked (selected) row.
    case listMarked = "list.marked"
    /// A row that is both under the cursor and marked.
    case listCursorMarked = "list.cursor.marked"
    /// Outcome marks: the denial upheld, overturned, partly overturned, or not known.
    case outcomeUpheld = "outcome.upheld"
    case outcomeOverturned = "outcome.overturned"
    case outcomePartial = "outcome.partial"
    case outcomeUnknown = "outcome.unknown"
    /// Every search match, and the one the search is on.
    case searchMatch = "search.match"
    case searchCurrent = "search.current"
    /// Pane borders, and the border of the pane with the focus.
    case border
    case borderFocus = "border.focus"
    /// Pane titles.
    case title
    /// The status bar, a message in it, and an error in it.
    case status
    case statusMessage = "status.message"
    case statusError = "status.error"
    /// Key hints.
    case hint
    /// Section headings in a letter or a help screen.
    case heading
    /// Field labels ("Specialty:", "Date:").
    case label
    /// Less important text.
    case dim
    /// A rationale's sentence that states a reason for the decision.
    case letterReason = "letter.reason"
    /// The cursor row in a facet picker, and the counts next to each value.
    case pickerCursor = "picker.cursor"
    case pickerCount = "picker.count"
    /// Bars of the statistics charts.
    case bar
    /// Pop-up windows (help, pickers) drawn over the panes.
    case overlay

    /// The theme-file name, e.g. "list.cursor".
    public var name: String { rawValue }

    /// The role by its theme-file name.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// The role whose style is used when a theme leaves this one out (none for `normal`, and
    /// for `list.cursor.marked`, which combines the cursor and marked styles instead).
    public var fallback: Role? {
        switch self {
        case .normal, .listCursorMarked: nil
        case .borderFocus: .border
        case .searchCurrent: .searchMatch
        case .statusMessage, .statusError: .status
        case .pickerCursor: .listCursor
        case .pickerCount: .dim
        case .letterReason: .heading
        default: .normal
        }
    }
}
