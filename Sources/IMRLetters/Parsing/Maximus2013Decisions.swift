import IMRModel
import IMRText

/// The numbered decisions of a first MAXIMUS letter (`LetterLayout.maximus2013`), one sentence each,
/// wrapped over lines: "1) MAXIMUS Federal Services, Inc. has determined the request for X is not
/// medically necessary and appropriate." (upheld; the letters' own "notmedically" too), "... is
/// medically necessary and appropriate." (overturned). The decisions are read here and nowhere else.
enum Maximus2013Decisions {
    struct Entry {
        var number: Int
        var text: String
        /// Nil when the sentence states no decision this reader knows.
        var read: (treatment: String, decision: Decision)?
    }

    /// How many lines one decision may wrap over: a list that never ends its sentence stops there.
    static let entryReach = 8

    /// The entries of the numbered list in `lines`, in their order.
    static func entries(_ lines: Lines) -> [Entry] {
        var entries: [Entry] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            guard let number = number(lines, index) else { index += 1; continue }
            var end = index + 1
            // The sentence runs on until the next number, a blank line, or its own end; blank lines
            // before a page break are page furniture.
            while end < lines.endIndex, end - index < entryReach, self.number(lines, end) == nil, !endsDecision(lines, index..<end) {
                if lines[end].isBlank {
                    var after = end
                    while after < lines.endIndex, lines[after].isBlank { after += 1 }
                    guard after < lines.endIndex, lines[after].startsPage else { break }
                    end = after
                }
                end += 1
            }
            let text = String(Reflow.joined(lines[index..<end]).drop { $0 != ")" }.dropFirst().trimmingSpaces)
            entries.append(Entry(number: number, text: text, read: read(text)))
            index = end
        }
        return entries
    }

    /// "12) MAXIMUS ..." at the line's start: the item's number. A capital must follow, so that a
    /// request's own "x 6)" wrapped to a line's start is no number.
    static func number(_ lines: Lines, _ index: Int) -> Int? {
        let bytes = lines.bytes, range = lines[index].trimmedRange
        var at = range.lowerBound, value = 0
        while at < range.upperBound, at - range.lowerBound < 3, ByteText.isDigit(bytes[at]) {
            value = value * 10 + Int(bytes[at] - 0x30)
            at += 1
        }
        guard at > range.lowerBound, at < range.upperBound, bytes[at] == 0x29 else { return nil }
        at += 1
        while at < range.upperBound, ByteText.isBlank(bytes[at]) { at += 1 }
        guard at < range.upperBound, ByteText.isUpper(bytes[at]) else { return nil }
        return value
    }

    /// The lines so far end a decision's sentence: their last line ends in a period after "necessary"
    /// and what follows it ("and appropriate").
    static func endsDecision(_ lines: Lines, _ range: Range<Int>) -> Bool {
        guard let last = lines.lastByte(lines[range.upperBound - 1]), last == 0x2E else { return false }
        return Reflow.joined(lines[range]).containsIgnoringCase("necessary")
    }

    /// How the request is introduced; what follows is the treatment.
    static let openings = ["the requests for ", "the request for ", "requests for ", "request for ", "determined that ", "determined "]
    /// The decision's words, glued or not ("notmedically", a line's end lost in extraction).
    static let necessity = ["medically necessary", "medicallynecessary"]
    /// The verbs before the decision's words, with their space.
    static let verbs = [" is", " are", " was", " were"]

    /// The treatment and decision a sentence states: its last mention of medical necessity, negated or
    /// not just before it ("is not medically", "is notmedically"), after a verb that ends the request.
    static func read(_ sentence: String) -> (treatment: String, decision: Decision)? {
        let text = Substring(sentence)
        guard let mention = necessity.compactMap({ text.lastRangeIgnoringCase(of: $0) }).max(by: { $0.lowerBound < $1.lowerBound }) else {
            return nil
        }
        var lead = text[..<mention.lowerBound].droppingTrailing(while: \.isWhitespace)
        var decision = Decision.overturned
        if lead.hasSuffixIgnoringCase("not") {
            decision = .upheld
            lead = lead[..<lead.index(lead.endIndex, offsetBy: -3)].droppingTrailing(while: \.isWhitespace)
        }
        guard let verb = verbs.first(where: { lead.hasSuffixIgnoringCase($0) }) else { return nil }
        lead = lead[..<lead.index(lead.endIndex, offsetBy: -verb.count)]
        guard let opening = openings.lazy.compactMap({ lead.rangeIgnoringCase(of: $0) }).first else { return nil }
        let treatment = lead[opening.upperBound...].trimmingSpaces.droppingTrailing { $0 == "," || $0 == " " }
        return treatment.isEmpty ? nil : (String(treatment), decision)
    }
}
