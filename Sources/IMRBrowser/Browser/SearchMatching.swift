import IMRIndex
import IMRScreen
import IMRModel
import IMRColumns
import IMRText

/// One occurrence of the search text in a pane's document.
public struct SearchMatch: Equatable, Sendable {
    public var pane: Pane
    public var line: Int
    /// Character offset in the line's plain text, and length in characters.
    public var start: Int
    public var length: Int
}

/// Finding the search text: in the selected case's panes (to highlight and jump) and in cases (to move on).
public enum SearchMatching {
    /// The matcher of what was typed. Quotes around it mark a phrase, as on the filter line, and are not
    /// searched for: `"physical therapy"` finds physical therapy; an opening quote not closed yet (the
    /// search runs as it is typed) is left out too.
    static func typedMatcher(_ typed: String) -> TextMatcher {
        let quotes = QuoteMarks.double
        var text = Substring(typed)
        if let first = text.first, quotes.contains(first) {
            text = text.dropFirst()
            if let last = text.last, quotes.contains(last) { text = text.dropLast() }
        }
        return TextMatcher(.substring, String(text))
    }

    /// Every occurrence by `TextMatcher`'s substring rule, in order of pane and line.
    public static func matches(of text: String, in lines: [StyledLine], pane: Pane) -> [SearchMatch] {
        let matcher = typedMatcher(text)
        guard !matcher.isEmpty else { return [] }
        var found: [SearchMatch] = []
        for (number, line) in lines.enumerated() {
            for range in matcher.characterRanges(in: line.plain) {
                found.append(SearchMatch(pane: pane, line: number, start: range.lowerBound, length: range.count))
            }
        }
        return found
    }

    /// Whether a case holds the text anywhere a pane shows it. Runs over every case on `n`, so it
    /// searches bytes rather than lower-casing whole letters. The same rule as the panes' matches.
    public static func caseContains(_ imrCase: IMRCase, _ text: String) -> Bool {
        let matcher = typedMatcher(text)
        guard !matcher.isEmpty else { return false }
        let has: (String) -> Bool = matcher.matches
        if has(imrCase.id) || has(imrCase.summary) || imrCase.letterText.map(has) == true { return true }
        return imrCase.items.contains { has($0.treatment) || has($0.rationale) } || listedFieldsContain(imrCase, text)
    }

    /// Whether the text is in the fields the word index leaves out: specialties and citations.
    static func listedFieldsContain(_ imrCase: IMRCase, _ text: String) -> Bool {
        let has: (String) -> Bool = typedMatcher(text).matches
        return imrCase.reviewer.specialties.contains(where: has) || imrCase.items.contains { item in
            item.maximusGuideline.contains { has($0.text) || has($0.label) }
                || item.claimsAdministratorGuideline.contains { has($0.text) || has($0.label) }
        }
    }

    /// Splits a line's spans so the matches carry the match roles.
    public static func highlight(_ line: StyledLine, matches: [SearchMatch], current: SearchMatch?) -> [Span] {
        guard !matches.isEmpty else { return line.spans }
        var roles: [Role?] = Array(repeating: nil, count: line.plain.count)
        for match in matches {
            let role: Role = match == current ? .searchCurrent : .searchMatch
            for offset in match.start..<min(roles.count, match.start + match.length) { roles[offset] = role }
        }
        var spans: [Span] = []
        var offset = 0
        for span in line.spans {
            for character in span.text {
                let role = roles[offset] ?? span.role
                if let last = spans.last, last.role == role, last.extra == span.extra {
                    spans[spans.count - 1].text.append(character)
                } else {
                    spans.append(Span(String(character), role: role, extra: span.extra))
                }
                offset += 1
            }
        }
        return spans
    }
}
