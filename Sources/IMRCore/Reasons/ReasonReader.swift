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
        let compiled = Compiled.shared
        var found: [ItemReason] = []
        var fallback: [ItemReason] = []
        for sentence in Sentences.split(rationale).prefix(mostSentences) where sentence.utf8.count <= longestSentence {
            let reading = Reading(sentence, rules: compiled)
            guard !reading.isBoilerplate else { continue }
            // The sentence's reason is the one its most specific words state; another it states as
            // specifically (a long phrase of its own) is kept too.
            var stated: [(rule: DecisionReasons.Reason, strength: Int)] = []
            for (rule, strength) in reading.strengths(side: side, rules: compiled) {
                stated.append((compiled.rules[rule], strength))
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
        /// How a rule uses a phrase: words needing a negation in their clause (or none, for a positive
        /// rule), words stating the reason alone, or words that make the sentence another reason.
        enum Use: UInt8, Sendable { case phrase, negative, unless }

        /// What a phrase is beside the rules' words: a negation, a word of the case, the guideline's voice.
        struct Role: OptionSet, Sendable {
            let rawValue: UInt8
            static let negation = Role(rawValue: 1)
            static let caseWord = Role(rawValue: 2)
            static let guidelineTalk = Role(rawValue: 4)
            /// Found anywhere, not only at word starts: the sentence's verdict, a partial
            /// certification's boilerplate, a clause break, a cause given for the verdict, "request".
            static let conclusion = Role(rawValue: 8)
            static let boilerplate = Role(rawValue: 16)
            static let clauseBreak = Role(rawValue: 32)
            static let cause = Role(rawValue: 64)
            static let request = Role(rawValue: 128)
        }

        var matcher = PhraseMatcher()
        let rules = DecisionReasons.all
        /// By phrase id: the rules that use it and how, and its roles.
        var uses: [[(rule: Int, use: Use)]] = []
        var roles: [Role] = []
        let openings: [[UInt8]] = DecisionReasons.guidelineOpenings.map { Array($0.utf8) }
        /// The markers that open a conclusion clause (" therefore, ", " therefore "...), in the order
        /// they are tried.
        var markers: [Int32] = []

        static let shared = Compiled()

        init() {
            var matcher = PhraseMatcher()
            var uses: [Int32: [(rule: Int, use: Use)]] = [:]
            var roles: [Int32: Role] = [:]
            for (index, reason) in rules.enumerated() {
                for (list, use) in [(reason.phrases, Use.phrase), (reason.negative, .negative), (reason.unless, .unless)] {
                    for phrase in list { uses[matcher.add(phrase), default: []].append((index, use)) }
                }
            }
            for (list, role) in [(DecisionReasons.negations, Role.negation), (DecisionReasons.caseWords, .caseWord),
                                 (DecisionReasons.guidelineTalk, .guidelineTalk), (DecisionReasons.conclusions, .conclusion),
                                 (DecisionReasons.boilerplate, .boilerplate), (DecisionReasons.clauseBreaks, .clauseBreak),
                                 (DecisionReasons.conclusionCauses, .cause), ([" request"], .request)] {
                for phrase in list { roles[matcher.add(phrase), default: []].insert(role) }
            }
            markers = DecisionReasons.conclusionOpenings.flatMap { [" \($0), ", " \($0) "] }.map { matcher.add($0) }
            let count = matcher.phrases.count
            self.uses = (0..<count).map { uses[Int32($0)] ?? [] }
            self.roles = (0..<count).map { roles[Int32($0)] ?? [] }
            self.matcher = matcher.sealed()
        }
    }

    /// A sentence prepared for the rules: lower case, its long quotations and its bare conclusion
    /// taken out, every phrase of the rules found in it in one pass, and what it is (a guideline's
    /// restatement, boilerplate) worked out once. Bytes throughout: this runs for every sentence of
    /// every rationale at each first open.
    struct Reading {
        let restatesGuideline: Bool
        /// It speaks of this patient, these records or this request.
        let speaksOfTheCase: Bool
        /// It uses a guideline's own words ("should", "recommended", "may be").
        let talksAsGuideline: Bool
        let isBoilerplate: Bool
        let occurrences: [PhraseMatcher.Occurrence]
        /// Each occurrence's clause (cut at ";", "but", "however", "although", "while"), nil where it
        /// spans a cut; and whether each clause negates: a negation speaks of its own clause ("there was
        /// no red flag, but the pain improved").
        let clauseOf: [Int?]
        let clauseNegates: [Bool]

        init(_ sentence: String, rules: Compiled = .shared) {
            var bytes: [UInt8] = [UInt8(ascii: " ")]
            bytes.reserveCapacity(sentence.utf8.count + 2)
            for byte in sentence.utf8 { bytes.append(byte >= 65 && byte <= 90 ? byte + 32 : byte) }
            bytes.append(UInt8(ascii: " "))
            if bytes.contains(where: { $0 == UInt8(ascii: "\"") || $0 == 0xE2 }) { bytes = Reading.withoutLongQuotations(bytes) }
            var found = rules.matcher.occurrences(in: bytes)
            let roles = rules.roles
            // What the sentence holds beyond the rules' words, read in one loop over what was found.
            var held: Compiled.Role = []
            for occurrence in found { held.formUnion(roles[Int(occurrence.phrase)]) }
            if held.contains(.conclusion) {
                // A closing clause that only concludes ("..., therefore the request is not medically
                // necessary") is cut: from the first marker tried whose last place has a verdict after it.
                var cut: Int?
                for marker in rules.markers {
                    var last = -1
                    for occurrence in found where occurrence.phrase == marker { last = max(last, occurrence.start) }
                    guard last >= 0 else { continue }
                    if found.contains(where: { $0.start >= last && roles[Int($0.phrase)].contains(.conclusion) }) {
                        cut = last
                        break
                    }
                }
                if let cut {
                    found.removeAll { $0.end > cut }
                    held = []
                    for occurrence in found { held.formUnion(roles[Int(occurrence.phrase)]) }
                } else if held.contains(.request) && !held.contains(.cause) {
                    // It only says the request is (not) necessary, supported or certified: no cause.
                    found = []
                    held = []
                }
            }
            isBoilerplate = held.contains(.boilerplate)
            let cuts = held.contains(.clauseBreak)
                ? found.filter { roles[Int($0.phrase)].contains(.clauseBreak) }.map { $0.start..<$0.end } : []
            // The rules' words stand at word starts.
            occurrences = found.filter(\.startsWord)
            var speaks = false, talks = false
            for occurrence in occurrences {
                let role = roles[Int(occurrence.phrase)]
                if role.contains(.caseWord) && occurrence.endsWord { speaks = true }
                if role.contains(.guidelineTalk) { talks = true }
            }
            speaksOfTheCase = speaks
            talksAsGuideline = talks
            var opening = 0
            while opening < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "(")].contains(bytes[opening]) {
                opening += 1
            }
            let opensWithGuideline = rules.openings.contains { prefix in
                bytes.count - opening >= prefix.count && bytes[opening..<(opening + prefix.count)].elementsEqual(prefix)
            }
            restatesGuideline = opensWithGuideline && !speaks
            var bounds: [Range<Int>] = []
            var begin = 0
            for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= begin {
                bounds.append(begin..<cut.lowerBound)
                begin = cut.upperBound
            }
            bounds.append(begin..<bytes.count)
            var negates = [Bool](repeating: false, count: bounds.count)
            clauseOf = occurrences.map { occurrence in
                guard let clause = bounds.firstIndex(where: { occurrence.start >= $0.lowerBound && occurrence.end <= $0.upperBound })
                else { return nil }
                if occurrence.endsWord && roles[Int(occurrence.phrase)].contains(.negation) { negates[clause] = true }
                return clause
            }
            clauseNegates = negates
        }

        /// The rules of `side` the sentence states, in the rules' order, each with how specifically (the
        /// length of its longest phrase found, a phrase that carries its own negation counting more).
        func strengths(side: DecisionReasons.Side, rules: Compiled) -> [(rule: Int, strength: Int)] {
            var best = [Int](repeating: -1, count: rules.rules.count)
            var blocked = [Bool](repeating: false, count: rules.rules.count)
            for (position, occurrence) in occurrences.enumerated() {
                let length = rules.matcher.length(of: occurrence.phrase)
                for (rule, use) in rules.uses[Int(occurrence.phrase)] {
                    let reason = rules.rules[rule]
                    guard reason.side == side else { continue }
                    switch use {
                    case .unless:
                        blocked[rule] = true
                    case .negative:
                        best[rule] = max(best[rule], length + 8)
                    case .phrase:
                        // An upholding reason's words count in a clause that negates; a positive one's in
                        // a clause that does not.
                        guard let clause = clauseOf[position] else { continue }
                        if side == .upholding && !clauseNegates[clause] { continue }
                        if reason.positive && clauseNegates[clause] { continue }
                        best[rule] = max(best[rule], length)
                    }
                }
            }
            var stated: [(rule: Int, strength: Int)] = []
            for (rule, strength) in best.enumerated() where strength >= 0 && !blocked[rule] {
                let reason = rules.rules[rule]
                if !reason.guidelineMayState && (restatesGuideline || (!speaksOfTheCase && talksAsGuideline)) { continue }
                // A catch-all yields to a specific reason the sentence also states.
                stated.append((rule, reason.general ? strength - 6 : strength))
            }
            return stated
        }

        /// The text less any quotation of `longQuotationWords` words or more (straight or curly quotes),
        /// each quotation mark made a space.
        static func withoutLongQuotations(_ text: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(text.count)
            var quoted: [UInt8] = []
            var inQuote = false
            var index = 0
            while index < text.count {
                let byte = text[index]
                var mark = 0
                if byte == UInt8(ascii: "\"") {
                    mark = 1
                } else if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0x9C || text[index + 2] == 0x9D {
                    mark = 3
                }
                if mark > 0 {
                    if inQuote {
                        if quoted.split(separator: UInt8(ascii: " ")).count < longQuotationWords { result += quoted }
                        quoted.removeAll(keepingCapacity: true)
                    }
                    inQuote.toggle()
                    result.append(UInt8(ascii: " "))
                    index += mark
                    continue
                }
                if inQuote { quoted.append(byte) } else { result.append(byte) }
                index += 1
            }
            return result + quoted
        }
    }
}
