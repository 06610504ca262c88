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
        let rules = DecisionReasons.all.filter { $0.side == side }
        var found: [ItemReason] = []
        var fallback: [ItemReason] = []
        for sentence in Sentences.split(rationale) {
            let reading = Reading(sentence)
            guard !reading.isBoilerplate else { continue }
            // The sentence's reason is the one its most specific words state; another it states as
            // specifically (a long phrase of its own) is kept too.
            var stated: [(rule: DecisionReasons.Reason, strength: Int)] = []
            for rule in rules {
                if let strength = reading.strength(of: rule) { stated.append((rule, strength)) }
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

    /// A sentence prepared for the rules: lower case, its long quotations and its bare conclusion
    /// taken out, with what it is (a guideline's restatement, boilerplate) worked out once.
    struct Reading {
        /// Lower case, single spaces, with a space at each end so phrases match at word starts.
        let text: String
        let negates: Bool
        let restatesGuideline: Bool
        /// It speaks of this patient, these records or this request.
        let speaksOfTheCase: Bool
        /// It uses a guideline's own words ("should", "recommended", "may be").
        let talksAsGuideline: Bool
        let isBoilerplate: Bool
        /// The sentence's clauses (cut at ";", "but", "however", "although", "while"), each with whether
        /// it negates: a negation speaks of its own clause ("there was no red flag, but the pain improved").
        let clauses: [(text: String, negates: Bool)]

        static let clauseBreaks = ["; ", ", but ", " but ", ", however", " however, ", ", although ", " although ",
                                   ", while ", " whereas ", ", though "]

        init(_ sentence: String) {
            var text = " " + Reading.withoutLongQuotations(sentence.lowercased()) + " "
            text = Reading.withoutConclusion(text)
            self.text = text
            negates = DecisionReasons.negations.contains { Reading.has($0, in: text, whole: true) }
            let opening = text.drop { $0 == " " || $0 == "\"" || $0 == "(" }
            let opensWithGuideline = DecisionReasons.guidelineOpenings.contains { opening.hasPrefix($0) }
            speaksOfTheCase = DecisionReasons.caseWords.contains { Reading.has($0, in: text, whole: true) }
            restatesGuideline = opensWithGuideline && !speaksOfTheCase
            talksAsGuideline = DecisionReasons.guidelineTalk.contains { Reading.has($0, in: text) }
            isBoilerplate = DecisionReasons.boilerplate.contains { text.contains($0) }
            var pieces = [text]
            for mark in Reading.clauseBreaks {
                pieces = pieces.flatMap { $0.components(separatedBy: mark) }
            }
            clauses = pieces.map { piece in
                let padded = " " + piece + " "
                return (padded, DecisionReasons.negations.contains { Reading.has($0, in: padded, whole: true) })
            }
        }

        /// How specifically the sentence states `rule` (the length of its longest phrase found, a phrase
        /// that carries its own negation counting more), or nil where it does not.
        func strength(of rule: DecisionReasons.Reason) -> Int? {
            if !rule.guidelineMayState && (restatesGuideline || (!speaksOfTheCase && talksAsGuideline)) { return nil }
            if rule.unless.contains(where: { Reading.has($0, in: text) }) { return nil }
            var best: Int?
            for phrase in rule.negative where phrase.count + 8 > (best ?? 0) && Reading.has(phrase, in: text) {
                best = phrase.count + 8
            }
            // An upholding reason's words count in a clause that negates; a positive one's in a clause
            // that does not.
            for clause in clauses {
                if rule.side == .upholding && !clause.negates { continue }
                if rule.positive && clause.negates { continue }
                for phrase in rule.phrases where phrase.count > (best ?? 0) && Reading.has(phrase, in: clause.text) {
                    best = phrase.count
                }
            }
            // A catch-all yields to a specific reason the sentence also states.
            return best.map { rule.general ? $0 - 6 : $0 }
        }

        /// `phrase` at a word start in `text` (which has a space at each end); `whole`: ending a word too.
        static func has(_ phrase: String, in text: String, whole: Bool = false) -> Bool {
            var from = text.startIndex
            while let found = text.range(of: phrase, range: from..<text.endIndex) {
                let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
                let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
                let ends = !whole || !(after.isLetter || after.isNumber)
                if !before.isLetter && !before.isNumber && ends { return true }
                from = text.index(after: found.lowerBound)
            }
            return false
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
