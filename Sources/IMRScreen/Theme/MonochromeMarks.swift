/// The attributes that carry each role's meaning when there is no colour (NO_COLOR or a
/// terminal without colour), in the spirit of fzf: reverse for cursors, bold for marks and
/// headings, underline for matches.
enum MonochromeMarks {
    static func attributes(for role: Role) -> Attributes {
        switch role {
        case .normal, .border, .label, .overlay, .outcomeUpheld, .bar: []
        case .listCursor, .pickerCursor, .status, .statusMessage: .reverse
        case .listMarked, .borderFocus, .title, .heading, .outcomeOverturned: .bold
        case .listCursorMarked, .statusError: [.reverse, .bold]
        case .outcomePartial, .searchMatch, .letterReason: .underline
        case .searchCurrent: [.underline, .bold]
        case .outcomeUnknown, .hint, .dim, .pickerCount: .dim
        }
    }
}
