import IMRCore
import IMRScreen

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
    /// Every occurrence, any case, in order of pane and line.
    public static func matches(of text: String, in lines: [StyledLine], pane: Pane) -> [SearchMatch] {
        let needle = Array(text.lowercased())
        guard !needle.isEmpty else { return [] }
        let asciiNeedle = isPlainASCII(text)
        var found: [SearchMatch] = []
        for (number, line) in lines.enumerated() {
            // Plain ASCII lines (most) are searched as bytes, where a byte is a character.
            let starts = asciiNeedle && isPlainASCII(line.plain)
                ? TextMatch.offsets(of: text, in: line.plain)
                : occurrences(of: needle, in: Array(line.plain.lowercased()))
            for start in starts {
                found.append(SearchMatch(pane: pane, line: number, start: start, length: needle.count))
            }
        }
        return found
    }

    /// Each byte of the text is one character: ASCII without a carriage return (CR LF is one).
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    static func occurrences(of needle: [Character], in haystack: [Character]) -> [Int] {
        guard needle.count <= haystack.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle {
                result.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return result
    }

    /// Whether a case holds the text anywhere a pane shows it. Runs over every case on `n`, so it
    /// searches bytes rather than lower-casing whole letters.
    public static func caseContains(_ letter: IMRCase, _ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        func has(_ field: String) -> Bool { TextMatch.contains(field, ignoringCase: text) }
        if has(letter.id) || has(letter.summary) || letter.letterText.map(has) == true { return true }
        return letter.items.contains { has($0.treatment) || has($0.rationale) } || listedFieldsContain(letter, text)
    }

    /// Whether the text is in the fields the word index leaves out: specialties and citations.
    static func listedFieldsContain(_ letter: IMRCase, _ text: String) -> Bool {
        func has(_ field: String) -> Bool { TextMatch.contains(field, ignoringCase: text) }
        return letter.reviewer.specialties.contains(where: has) || letter.items.contains { item in
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
