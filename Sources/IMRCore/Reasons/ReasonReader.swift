/// Reads the reasons a rationale states (docs/decision-reasons.md), one sentence at a time: the side
/// comes from the item's decision, never from the words; a reason for upholding needs a negation in its
/// sentence unless its words carry one; a sentence that only restates a guideline, a long quotation and
/// a bare conclusion state no reason. Each reason is kept once per item, with the first sentence that
/// states it.
public enum ReasonReader {
    /// Quotations this long or longer are the guideline's words, not the reviewer's finding.
    static let longQuotationWords = 8
    /// How specific a second reason's words in one sentence must be to count beside the first.
    static let secondReasonStrength = 16

    public static func reasons(in rationale: String, decision: Decision) -> [ItemReason] {
        let side: DecisionReasons.Side = decision == .overturned ? .overturning : .upholding
        let rules = Compiled.shared.rules.filter { $0.reason.side == side }
        var found: [ItemReason] = []
        var fallback: [ItemReason] = []
        for sentence in Sentences.split(rationale).prefix(mostSentences) where sentence.utf8.count <= longestSentence {
            let reading = Reading(sentence)
            guard !reading.isBoilerplate else { continue }
            // The sentence's reason is the one its most specific words state; another it states as
            // specifically (a long phrase of its own) is kept too.
            var stated: [(rule: DecisionReasons.Reason, strength: Int)] = []
            for rule in rules {
                if let strength = reading.strength(of: rule) { stated.append((rule.reason, strength)) }
            }
            stated.sort { $0.strength > $1.strength }
            for (position, candidate) in stated.enumerated()
            where position == 0 || (candidate.strength >= ReasonReader.secondReasonStrength && !candidate.rule.general) {
                let rule = candidate.rule
                guard !found.contains(where: { $0.id == rule.id }), !fallback.contains(where: { $0.id == rule.id }) else { continue }
                let reason = ItemReason(id: rule.id, sentence: sentence)
                if rule.fallback { fallback.append(reason) } else { found.append(reason) }
            }
        }
        return found.isEmpty ? fallback : found
    }

    /// Longer "sentences" are tables or text run together, not a reviewer's finding: not read.
    static let longestSentence = 3_000
    /// A rationale is read for reasons up to this many sentences (reviewers write tens): text run
    /// together over a million lines costs no more than this to read.
    static let mostSentences = 1_000

    /// The rules as phrase ids of one matcher, made once.
    struct Compiled: Sendable {
        struct Rule: Sendable {
            let reason: DecisionReasons.Reason
            let phrases: [Int32]
            let negative: [Int32]
            let unless: [Int32]
        }

        var matcher = PhraseMatcher()
        var rules: [Rule] = []
        var negations: Set<Int32> = []
        var caseWords: Set<Int32> = []
        var guidelineTalk: Set<Int32> = []

        static let shared = Compiled()

        init() {
            var matcher = PhraseMatcher()
            rules = DecisionReasons.all.map { reason in
                Rule(reason: reason, phrases: reason.phrases.map { matcher.add($0) }, negative: reason.negative.map { matcher.add($0) },
                     unless: reason.unless.map { matcher.add($0) })
            }
            negations = Set(DecisionReasons.negations.map { matcher.add($0) })
            caseWords = Set(DecisionReasons.caseWords.map { matcher.add($0) })
            guidelineTalk = Set(DecisionReasons.guidelineTalk.map { matcher.add($0) })
            self.matcher = matcher
        }
    }

    /// A sentence prepared for the rules: lower case, its long quotations and its bare conclusion
    /// taken out, with what it is (a guideline's restatement, boilerplate) worked out once, and every
    /// phrase of the rules found in it in one pass.
    struct Reading {
        let negates: Bool
        let restatesGuideline: Bool
        /// It speaks of this patient, these records or this request.
        let speaksOfTheCase: Bool
        /// It uses a guideline's own words ("should", "recommended", "may be").
        let talksAsGuideline: Bool
        let isBoilerplate: Bool
        /// The phrases found (ids), and those that end a word where found.
        let present: Set<Int32>
        /// The sentence's clauses (cut at ";", "but", "however", "although", "while"), each with whether
        /// it negates and the phrases found in it: a negation speaks of its own clause ("there was no red
        /// flag, but the pain improved").
        let clauses: [(phrases: Set<Int32>, negates: Bool)]

        static let clauseBreaks = ["; ", ", but ", " but ", ", however", " however, ", ", although ", " although ",
                                   ", while ", " whereas ", ", though "]

        init(_ sentence: String, rules: Compiled = .shared) {
            var text = " " + Reading.withoutLongQuotations(sentence.lowercased()) + " "
            text = Reading.withoutConclusion(text)
            let bytes = Array(text.utf8)
            let found = rules.matcher.occurrences(in: bytes)
            present = Set(found.map(\.phrase))
            let whole = Set(found.lazy.filter(\.endsWord).map(\.phrase))
            negates = !whole.isDisjoint(with: rules.negations)
            let opening = text.drop { $0 == " " || $0 == "\"" || $0 == "(" }
            let opensWithGuideline = DecisionReasons.guidelineOpenings.contains { opening.hasPrefix($0) }
            speaksOfTheCase = !whole.isDisjoint(with: rules.caseWords)
            restatesGuideline = opensWithGuideline && !speaksOfTheCase
            talksAsGuideline = !present.isDisjoint(with: rules.guidelineTalk)
            let folded = FoldedText(folding: bytes)
            isBoilerplate = DecisionReasons.boilerplate.contains { folded.contains($0) }
            var cuts: [Range<Int>] = []
            for mark in Reading.clauseBreaks {
                var from = 0
                while let cut = folded.range(of: mark, from: from) {
                    cuts.append(cut)
                    from = cut.upperBound
                }
            }
            var bounds: [Range<Int>] = []
            var begin = 0
            for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= begin {
                bounds.append(begin..<cut.lowerBound)
                begin = cut.upperBound
            }
            bounds.append(begin..<bytes.count)
            clauses = bounds.map { bound in
                let inside = found.filter { $0.start >= bound.lowerBound && $0.end <= bound.upperBound }
                return (Set(inside.map(\.phrase)),
                        inside.contains { $0.endsWord && rules.negations.contains($0.phrase) })
            }
        }

        /// How specifically the sentence states `rule` (the length of its longest phrase found, a phrase
        /// that carries its own negation counting more), or nil where it does not.
        func strength(of rule: Compiled.Rule, in rules: Compiled = .shared) -> Int? {
            let reason = rule.reason
            if !reason.guidelineMayState && (restatesGuideline || (!speaksOfTheCase && talksAsGuideline)) { return nil }
            if rule.unless.contains(where: present.contains) { return nil }
            var best: Int?
            for phrase in rule.negative where present.contains(phrase) {
                best = max(best ?? 0, rules.matcher.phrases[Int(phrase)].count + 8)
            }
            // An upholding reason's words count in a clause that negates; a positive one's in a clause
            // that does not.
            for clause in clauses {
                if reason.side == .upholding && !clause.negates { continue }
                if reason.positive && clause.negates { continue }
                for phrase in rule.phrases where clause.phrases.contains(phrase) {
                    best = max(best ?? 0, rules.matcher.phrases[Int(phrase)].count)
                }
            }
            // A catch-all yields to a specific reason the sentence also states.
            return best.map { reason.general ? $0 - 6 : $0 }
        }

        /// The text less any quotation of `longQuotationWords` words or more (straight or curly quotes).
        static func withoutLongQuotations(_ text: String) -> String {
            var result = ""
            var quoted = ""
            var inQuote = false
            for character in text {
                if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
                    if inQuote {
                        let words = quoted.split(separator: " ").count
                        if words < longQuotationWords { result += quoted }
                        quoted = ""
                    }
                    inQuote.toggle()
                    result.append(" ")
                } else if inQuote {
                    quoted.append(character)
                } else {
                    result.append(character)
                }
            }
            return result + quoted
        }

        /// The text less a closing clause that only concludes ("..., therefore the request is not
        /// medically necessary"): from a conclusion's opening word to the end, when that part names the
        /// verdict. A sentence that is all conclusion keeps nothing.
        static func withoutConclusion(_ text: String) -> String {
            guard DecisionReasons.conclusions.contains(where: { text.contains($0) }) else { return text }
            for opening in DecisionReasons.conclusionOpenings {
                for marker in [" \(opening), ", " \(opening) "] {
                    if let found = text.range(of: marker, options: .backwards) {
                        let tail = text[found.lowerBound...]
                        if DecisionReasons.conclusions.contains(where: { tail.contains($0) }) {
                            return String(text[..<found.lowerBound]) + " "
                        }
                    }
                }
            }
            // A sentence that only says the request is (not) necessary, supported or certified: it names
            // the request and gives no cause.
            let causes = [" because ", " since ", " due to ", " as there ", " as the ", " given that ", " without ",
                          " in the absence ", " absent ", " lack ", " as no ", " as it ", " until "]
            if text.contains(" request") && !causes.contains(where: text.contains) { return " " }
            return text
        }
    }
}
