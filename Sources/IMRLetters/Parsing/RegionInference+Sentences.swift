import IMRText

/// How the region reading cuts a summary: its sentences (a numbered list of diagnoses is one), their clauses,
/// and the phrase a resolution speaks of.
extension RegionInference {
    /// A sentence's clauses, cut at its clause breaks (`clauseBreaks`), the breaks left out.
    static func clauses(of sentence: Range<Int>, in folded: FoldedText) -> [Range<Int>] {
        var breaks: [Range<Int>] = []
        for word in clauseBreaks {
            var from = sentence.lowerBound
            while let found = folded.range(of: word, from: from, upTo: sentence.upperBound) {
                breaks.append(found)
                from = found.upperBound
            }
        }
        guard !breaks.isEmpty else { return [sentence] }
        var clauses: [Range<Int>] = []
        var start = sentence.lowerBound
        for cut in breaks.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= start {
            clauses.append(start..<cut.lowerBound)
            start = cut.upperBound
        }
        clauses.append(start..<sentence.upperBound)
        return clauses.filter { !$0.isEmpty }
    }

    /// The regions of the clauses holding any of `words`, each starting a word ("resolved", never
    /// "unresolved"): of a sentence that goes on to another part ("the low back pain has resolved and that he
    /// now complains of right knee pain"), only the clause that says it (`clauseBounds`).
    static func regionsOfSentences(in folded: FoldedText, holding words: [String]) -> [String] {
        var named: [String] = []
        for word in words {
            var from = 0
            while let hit = folded.range(of: word, from: from) {
                guard hit.lowerBound == 0 || folded.bytes[hit.lowerBound - 1] == 0x20 || folded.bytes[hit.lowerBound - 1] == 0x28 else {
                    from = hit.upperBound
                    continue
                }
                let sentence = sentenceBounds(around: hit, in: folded.bytes)
                let clause = clauseBounds(around: hit, in: sentence, of: folded)
                let said = phrase(around: hit, in: clause, of: folded)
                let own = regions(of: said, in: folded, memo: nil)
                // A part said over whose sentence goes on to the same part's complaint ("The olecranon has healed, but elbow
                // extension lacks 30 degrees"): the bone or sprain is over, the part not.
                let goesOn = regionsGoingOn(after: hit, in: sentence, of: folded)
                // A turn that names no part but a complaint ("The wrist fracture has healed but she has stiffness") is the
                // same part's: the fracture over, the part not.
                if goesOn.isEmpty && complaintGoesOn(after: hit, in: sentence, of: folded) {
                    from = hit.upperBound
                    continue
                }
                named += (own.isEmpty ? pointedBack(from: said, in: clause, of: folded) : own).filter { !goesOn.contains($0) }
                // A numbered list of diagnoses is one sentence: each of its items may say its own part resolved ("1.
                // Cervical strain, resolved. 2. Left shoulder strain. 3. Left elbow contusion, resolved.").
                from = listItem(around: hit, in: clause, of: folded.bytes) == clause ? sentence.upperBound : hit.upperBound
            }
        }
        return named
    }

    /// Words that turn a sentence from what is over to what goes on ("has healed, but", "has settled, although").
    static let contrasts = [" but ", " although ", " though ", " yet ", " however "]

    /// The regions a sentence names after the first contrast (`contrasts`) following `hit`, up to the sentence's end: a part
    /// named there goes on, whatever was over before it.
    static func regionsGoingOn(after hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText) -> [String] {
        guard let span = turned(after: hit, in: sentence, of: folded) else { return [] }
        return regions(of: span, in: folded, memo: nil)
    }

    /// What a sentence says after the first contrast following `hit`, up to a semicolon or the sentence's end: a clause
    /// after a semicolon is another matter ("has healed but she has stiffness; the knee still aches").
    static func turned(after hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText) -> Range<Int>? {
        let turns = contrasts.compactMap { folded.range(of: $0, from: hit.upperBound, upTo: sentence.upperBound) }
        guard let turn = turns.min(by: { $0.lowerBound < $1.lowerBound }), turn.upperBound < sentence.upperBound else { return nil }
        let end = folded.range(of: ";", from: turn.upperBound, upTo: sentence.upperBound)?.lowerBound ?? sentence.upperBound
        return turn.upperBound < end ? turn.upperBound..<end : nil
    }

    /// Words of a complaint that goes on in a part (`complaintGoesOn`).
    static let complaintsGoingOn = ["stiff", "pain", "ache", "aches", "aching", "swelling", "swollen", "weak", "tender", "numb",
                                    "tingling", "limited", "restricted", "reduced motion", "locking", "clicking", "instability"]

    /// Whether the turn after `hit` (`turned`) tells a complaint with no part named and not denied ("but she has stiffness",
    /// "although it still aches"); not "but he has not returned to work", nor "but she has no pain".
    static func complaintGoesOn(after hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText) -> Bool {
        guard let span = turned(after: hit, in: sentence, of: folded) else { return false }
        for word in ["no ", "without ", "denies ", "free of "] where folded.range(of: word, from: span.lowerBound, upTo: span.upperBound) != nil {
            return false
        }
        return complaintsGoingOn.contains { word in
            var from = span.lowerBound
            while let found = folded.range(of: word, from: from, upTo: span.upperBound) {
                from = found.upperBound
                let before = found.lowerBound > 0 && ByteText.isASCIILetter(folded.bytes[found.lowerBound - 1])
                let after = folded.range(of: "less", from: found.upperBound, upTo: min(span.upperBound, found.upperBound + 4)) != nil
                if !before && !after { return true }
            }
            return false
        }
    }

    /// The part a phrase that names none points back to: "the latter" the last of the clause's parts before it ("a
    /// lumbar strain and a right wrist sprain, the latter fully recovered" is the wrist), "the former" the first.
    static func pointedBack(from said: Range<Int>, in clause: Range<Int>, of folded: FoldedText) -> [String] {
        let before = clause.lowerBound..<said.lowerBound
        guard !before.isEmpty else { return [] }
        if folded.range(of: "the latter", from: said.lowerBound, upTo: said.upperBound) != nil {
            // From the last "and" or comma before the phrase's own comma: the last part named.
            var lower = said.lowerBound
            while lower > clause.lowerBound, folded.bytes[lower - 1] == 0x2C || folded.bytes[lower - 1] == 0x20 { lower -= 1 }
            let end = lower
            while lower > clause.lowerBound, folded.bytes[lower - 1] != 0x2C,
                  folded.range(of: " and ", from: lower - 1, upTo: min(end, lower + 4))?.lowerBound != lower - 1 { lower -= 1 }
            return regions(of: lower..<end, in: folded, memo: nil)
        }
        if folded.range(of: "the former", from: said.lowerBound, upTo: said.upperBound) != nil {
            var upper = clause.lowerBound
            while upper < said.lowerBound, folded.bytes[upper] != 0x2C,
                  folded.range(of: " and ", from: upper, upTo: min(said.lowerBound, upper + 5))?.lowerBound != upper { upper += 1 }
            return regions(of: clause.lowerBound..<upper, in: folded, memo: nil)
        }
        return []
    }

    /// The part of `clause` that `hit` speaks of: up to the first comma after it ("a concussion, which has since
    /// resolved, and a cervical strain" says nothing of the neck), and from the comma before a relative clause
    /// that holds it ("a cervical strain, and a concussion, which has since resolved" says nothing of the neck).
    static func phrase(around hit: Range<Int>, in whole: Range<Int>, of folded: FoldedText) -> Range<Int> {
        let bytes = folded.bytes
        // In a numbered list of diagnoses (one sentence), the item that holds the hit: "2. Right knee contusion,
        // resolved" says nothing of "1. Lumbar strain".
        let clause = listItem(around: hit, in: whole, of: bytes)
        var upper = hit.upperBound
        while upper < clause.upperBound, bytes[upper] != 0x2C { upper += 1 }
        // A resolution in brackets after its part ("lumbar strain, right knee sprain (resolved) and lumbar facet
        // arthropathy"): the part from the comma or "and" before the bracket to the bracket's close.
        if hit.lowerBound > clause.lowerBound, bytes[hit.lowerBound - 1] == 0x28 {
            var close = hit.upperBound
            while close < clause.upperBound, bytes[close] != 0x29, bytes[close] != 0x2C { close += 1 }
            if close < clause.upperBound, bytes[close] == 0x29 {
                var start = hit.lowerBound - 1
                while start > clause.lowerBound, bytes[start - 1] != 0x2C,
                      folded.range(of: " and ", from: start - 1, upTo: min(hit.lowerBound, start + 4))?.lowerBound != start - 1 { start -= 1 }
                return start..<close
            }
        }
        // A resolution that stands before its own part after a comma or "and" ("lumbar radiculopathy and resolved right
        // knee contusion", "cervical strain, resolved left shoulder sprain"): the part after it, never the one before.
        if regionWordFollows(hit, upTo: upper, in: folded), Self.joinsBefore.contains(where: { join in
            hit.lowerBound - clause.lowerBound >= join.utf8.count
                && folded.range(of: join, from: hit.lowerBound - join.utf8.count, upTo: hit.lowerBound) != nil
        }) {
            return hit.lowerBound..<upper
        }
        var lower = clause.lowerBound
        // The relative clause that holds the hit: no comma between them.
        var comma = hit.lowerBound
        while comma > clause.lowerBound, bytes[comma - 1] != 0x2C { comma -= 1 }
        if comma > clause.lowerBound, Self.pointersBack.contains(where: { folded.range(of: $0, from: comma - 1, upTo: hit.lowerBound)?.lowerBound == comma - 1 }) {
            // ", the latter fully recovered": the phrase names no part; `pointedBack` finds it.
            return comma..<max(comma, upper)
        }
        if comma > clause.lowerBound, Self.relatives.contains(where: { folded.range(of: $0, from: comma - 1, upTo: hit.lowerBound)?.lowerBound == comma - 1 }) {
            // Back past the relative's comma to the comma before it.
            lower = comma - 1
            while lower > clause.lowerBound, bytes[lower - 1] != 0x2C { lower -= 1 }
        }
        return lower..<max(lower, upper)
    }

    /// The item of a numbered list that holds `hit` ("Diagnoses: 1. Lumbar strain. 2. Right knee contusion, resolved."):
    /// from its number to the next item's; the range itself where it holds no list of two numbers or more.
    static func listItem(around hit: Range<Int>, in range: Range<Int>, of bytes: [UInt8]) -> Range<Int> {
        var numbers: [Int] = []
        var index = range.lowerBound
        while index + 2 < range.upperBound {
            defer { index += 1 }
            guard bytes[index] >= 0x31, bytes[index] <= 0x39,
                  index == range.lowerBound || [0x20, 0x3A, 0x0A].contains(bytes[index - 1]) else { continue }
            var end = index + 1
            if end < range.upperBound, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
            guard end + 1 < range.upperBound, bytes[end] == 0x2E || bytes[end] == 0x29, bytes[end + 1] == 0x20 else { continue }
            numbers.append(index)
        }
        guard numbers.count >= 2, let start = numbers.last(where: { $0 <= hit.lowerBound }) else { return range }
        let end = numbers.first { $0 > hit.lowerBound } ?? range.upperBound
        return start..<end
    }

    /// The words that join a list's next item, before a resolution that opens it ("... and resolved right knee contusion").
    static let joinsBefore = [" and ", ", ", " or "]

    /// Whether the resolution at `hit` is said of a part named after it, as an adjective ("resolved right knee
    /// contusion"): a region named between its end and `upper`, with no verb between ("resolved with therapy, and the
    /// knee" is not).
    static func regionWordFollows(_ hit: Range<Int>, upTo upper: Int, in folded: FoldedText) -> Bool {
        guard hit.upperBound < upper, folded.bytes[hit.upperBound] == 0x20 else { return false }
        let after = hit.upperBound..<upper
        guard !regions(of: after, in: folded, memo: nil).isEmpty else { return false }
        return !Self.notAnAdjective.contains { folded.range(of: $0, from: after.lowerBound, upTo: after.upperBound) != nil }
    }

    /// Words after a resolution that show it a verb of the part before it, not an adjective of the one after.
    static let notAnAdjective = [" with ", " after ", " by ", " and ", " in ", " since ", " following "]

    /// The beginnings of a phrase that points back to a part named before it.
    static let pointersBack = [", the latter ", ", the former "]

    /// The beginnings of a relative clause that tells of the noun before it.
    static let relatives = [", which ", ", that "]

    /// Words that start another clause of a sentence about another matter: a semicolon, "but", "whereas",
    /// "however", "and that", "and now". (Not a plain "and": "the neck and back pain have resolved" is one
    /// clause.)
    static let clauseBreaks = [";", " but ", " whereas ", " however", " and that ", " and now ", " while "]

    /// The clause of `sentence` that `hit` starts in (`clauses(of:in:)`); the sentence where it starts in a break.
    static func clauseBounds(around hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText) -> Range<Int> {
        clauses(of: sentence, in: folded).first { $0.contains(hit.lowerBound) } ?? sentence
    }

    /// Whether the full stop at `index` follows a list's number ("Diagnoses: 1. Right knee osteoarthritis; 2.
    /// Right knee contusion"): one or two digits after the list's start, a colon, a semicolon, a comma or the
    /// full stop that ended the item before ("1. Cervical strain. 2. Shoulder impingement"), or after an item
    /// with no stop of its own where the number before it stands a little way back ("1. Chronic pain
    /// syndrome 2. Lumbar post-laminectomy syndrome").
    static func numbersAListItem(endingAt index: Int, in bytes: [UInt8]) -> Bool {
        var start = index
        while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
        let digits = index - start
        guard digits == 1 || digits == 2 else { return false }
        var before = start - 1
        while before >= 0, bytes[before] == 0x20 { before -= 1 }
        if before < 0 || [0x3A, 0x3B, 0x2C, 0x0A, 0x2E].contains(bytes[before]) { return true }
        guard before < start - 1 else { return false }
        return numberBefore(start, in: bytes) == numberValue(bytes[start..<index]) - 1
    }

    /// How far back an item's number is looked for: an item of a list of diagnoses is a line's length.
    static let listItemReach = 160

    /// The number of the list item before `start` within `listItemReach`: the last run of one or two digits
    /// that starts a word and is followed by ". ".
    static func numberBefore(_ start: Int, in bytes: [UInt8]) -> Int? {
        var index = start - 2
        let limit = max(0, start - listItemReach)
        while index > limit {
            if bytes[index] == 0x2E, index + 1 < start, bytes[index + 1] == 0x20, bytes[index - 1] >= 0x30, bytes[index - 1] <= 0x39 {
                var first = index - 1
                while first > limit, bytes[first - 1] >= 0x30, bytes[first - 1] <= 0x39 { first -= 1 }
                let wordStart = first == 0 || bytes[first - 1] == 0x20 || bytes[first - 1] == 0x3A || bytes[first - 1] == 0x0A
                if wordStart, index - first <= 2 { return numberValue(bytes[first..<index]) }
            }
            index -= 1
        }
        return nil
    }

    static func numberValue(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Whether the next list item's number follows the full stop at `index` ("Diagnoses: 1. Cervical strain.
    /// 2. Right shoulder impingement."): one or two digits and a full stop or parenthesis, then a blank. A
    /// numbered list of diagnoses is one sentence, its items each ending in a full stop.
    static func listGoesOn(after index: Int, in bytes: [UInt8]) -> Bool {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A { next += 1 }
        var digits = 0
        while next < bytes.count, bytes[next] >= 0x30, bytes[next] <= 0x39 {
            next += 1
            digits += 1
        }
        guard digits == 1 || digits == 2, next + 1 < bytes.count, bytes[next] == 0x2E || bytes[next] == 0x29 else { return false }
        return bytes[next + 1] == 0x20 || bytes[next + 1] == 0x0A
    }

    /// The sentence around a match: back to the end of the sentence before (a full stop, question or
    /// exclamation mark before a blank) and on to the end of its own.
    static func sentenceBounds(around hit: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func endsSentence(_ index: Int) -> Bool {
            let byte = bytes[index]
            guard byte == 0x2E || byte == 0x3F || byte == 0x21 else { return false }
            guard index + 1 >= bytes.count || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x0A else { return false }
            return byte != 0x2E || (!numbersAListItem(endingAt: index, in: bytes) && !listGoesOn(after: index, in: bytes))
        }
        var start = hit.lowerBound
        while start > 0, !endsSentence(start - 1) { start -= 1 }
        var end = hit.upperBound
        while end < bytes.count, !endsSentence(end) { end += 1 }
        return start..<min(end + 1, bytes.count)
    }
}
