import IMRVocabulary

extension ReasonReader {
    /// Whose a count is: the guideline's number, or this case's (care had, not the request's own count:
    /// a request set against the guideline is said in its sentence, "the request for 12 visits exceeds ...").
    enum CountOwner: Int {
        case guideline = 0, theCase = 1
    }

    /// The counts one rationale's sentences noted (`Reading.noteCounts`), compared once all are read, in
    /// an upheld item: a count of this case well above the guideline's largest number of its kind
    /// (`DecisionReasons.countAboveHalves`) is a course longer than the guideline allows. Kept by the reader from one rationale to the next, so that it
    /// allocates once.
    struct Counts {
        private var guidelineMost = [Int](repeating: -1, count: DecisionReasons.countUnits.count)
        private var caseMost = [Int](repeating: -1, count: DecisionReasons.countUnits.count)
        private var casePlace = [Range<Int>](repeating: 0..<0, count: DecisionReasons.countUnits.count)
        private var any = false

        mutating func reset() {
            guard any else { return }
            any = false
            for kind in guidelineMost.indices {
                guidelineMost[kind] = -1
                caseMost[kind] = -1
            }
        }

        /// Whether the count that states the reason is of a kind counted over time (visits), not a rate (`countRates`).
        func statedOfVisits() -> Bool {
            kindAbove().map { !DecisionReasons.countRates.contains($0) } ?? false
        }

        /// Notes a count a sentence stated (`Stated.count`), from the sentence at `place`.
        mutating func note(_ count: Stated, place: Range<Int>) {
            let kind = -1 - count.rule, number = count.strength
            guard guidelineMost.indices.contains(kind), let owner = CountOwner(rawValue: count.at) else { return }
            any = true
            switch owner {
            case .guideline:
                guidelineMost[kind] = max(guidelineMost[kind], number)
            case .theCase:
                if number > caseMost[kind] {
                    caseMost[kind] = number
                    casePlace[kind] = place
                }
            }
        }

        /// The rule the counts state on `side`, and the place of the sentence of the case's count; nil
        /// where they state none (no guideline number, none of this case's of its kind above it).
        func stated(side: DecisionReasons.Side, rules: Compiled) -> (rule: Int, place: Range<Int>)? {
            guard any, side == .upholding, let kind = kindAbove() else { return nil }
            return (rules.countAboveRule, casePlace[kind])
        }

        /// The first kind of count whose case's count is well above the guideline's largest number of it.
        private func kindAbove() -> Int? {
            guidelineMost.indices.first {
                guidelineMost[$0] > 0 && 2 * caseMost[$0] >= DecisionReasons.countAboveHalves * guidelineMost[$0]
            }
        }
    }
}

extension ReasonReader.Stated {
    /// A count a sentence states (`Reading.noteCounts`), kept beside its rules so that the parse's memo
    /// keeps it too: its kind in `rule` (below zero), its number in `strength`, its owner in `at`.
    static func count(kind: Int, number: Int, owner: ReasonReader.CountOwner) -> Self {
        Self(rule: -1 - kind, strength: number, at: owner.rawValue, end: owner.rawValue)
    }

    var isCount: Bool { rule < 0 }
}

extension ReasonReader.Reading {
    /// The counts the sentence loaded states (`ReasonReader.Counts`), from what the matcher found: a
    /// number before a unit of count ("18 physical therapy sessions", "a 6-visit trial", "twelve
    /// visits"), not a frequency ("2 visits per week"), the guideline's where a limit word or its voice
    /// stands before it or right after it, this case's where the sentence speaks of it and names neither
    /// the request, an approval nor a verdict. A partial certification's boilerplate states none.
    mutating func noteCounts() {
        counts.removeAll(keepingCapacity: true)
        let rules = self.rules, roles = rules.roles, kinds = rules.countKind
        guard found.contains(where: { kinds[Int($0.phrase)] >= 0 && $0.startsWord && $0.endsWord }) else { return }
        var caseWord = false, request = false
        for occurrence in found {
            let role = roles[Int(occurrence.phrase)]
            if role.contains(.boilerplate) { return }
            // The request's count, an approved one or one in the verdict's sentence is no care had.
            if role.contains(.request) || role.contains(.countNotHad) || isVerdict(occurrence) { request = true }
            if role.contains(.caseWord) && occurrence.startsWord && occurrence.endsWord { caseWord = true }
        }
        for unit in found where unit.startsWord && unit.endsWord && kinds[Int(unit.phrase)] >= 0 {
            let kind = Int(kinds[Int(unit.phrase)])
            guard let number = countBefore(unit), DecisionReasons.countRates.contains(kind) || !isFrequency(after: unit) else { continue }
            let guideline = found.contains { word in
                let role = roles[Int(word.phrase)]
                return word.startsWord && (role.contains(.countLimit) || role.contains(.guidelineTalk))
                    && (word.end <= unit.start || word.start >= unit.end && word.start - unit.end <= DecisionReasons.countLimitReach)
            }
            let owner: ReasonReader.CountOwner? = guideline ? .guideline : caseWord && !request ? .theCase : nil
            if let owner { counts.append(.count(kind: kind, number: number, owner: owner)) }
        }
    }

    /// The number up to `countWordsBetween` words before a unit: digits (not a date's nor a year's) or a
    /// number word; nil where punctuation or another number comes first.
    private func countBefore(_ unit: PhraseMatcher.Occurrence) -> Int? {
        var at = unit.start
        for _ in 0...DecisionReasons.countWordsBetween {
            while at > 0, bytes[at - 1] == UInt8(ascii: " ") || bytes[at - 1] == UInt8(ascii: "-")
                || bytes[at - 1] == UInt8(ascii: "(") || bytes[at - 1] == UInt8(ascii: ")") { at -= 1 }
            var start = at
            while start > 0, PhraseMatcher.isWordByte(bytes[start - 1]) { start -= 1 }
            guard start < at else { return nil }
            if bytes[start..<at].allSatisfy(Self.isDigit) {
                // A few digits standing alone: not "2016", "10/12" nor "1.5".
                guard at - start <= 3, start == 0 || !(bytes[start - 1] == UInt8(ascii: "/") || bytes[start - 1] == UInt8(ascii: ".")) else { return nil }
                return bytes[start..<at].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            }
            if let word = found.first(where: { $0.start == start && $0.end == at && rules.countNumber[Int($0.phrase)] > 0 }) {
                return Int(rules.countNumber[Int(word.phrase)])
            }
            if bytes[start..<at].contains(where: Self.isDigit) { return nil }
            at = start
        }
        return nil
    }

    /// Whether a word of frequency follows the unit ("visits per week", "sessions a month", "visits/week").
    private func isFrequency(after unit: PhraseMatcher.Occurrence) -> Bool {
        var at = unit.end
        if at < end, bytes[at] == UInt8(ascii: "/") { return true }
        while at < end, bytes[at] == UInt8(ascii: " ") { at += 1 }
        var stop = at
        while stop < end, PhraseMatcher.isWordByte(bytes[stop]) { stop += 1 }
        return rules.frequencies.contains { bytes[at..<stop].elementsEqual($0) }
    }
}
