import IMRText
import IMRVocabulary

extension ReasonReader {
    /// The rules as phrase ids of one matcher, made once; a class, so that a reader holds it without
    /// a retain for each of its tables.
    final class Compiled: Sendable {
        /// How a rule uses a phrase: words needing a negation in their clause (or none, for a positive
        /// rule), words stating the reason alone, words stating it alone where their clause does not
        /// negate, or words that make the sentence another reason.
        enum Use: UInt8, Sendable {
            case phrase, negative, affirmative, unless, unlessInSentence, unlessRestated, neededInSentence, contrary, catchAll, frame, mirrored
            /// The words state the rule; otherwise they only keep it from being stated.
            var states: Bool { self == .phrase || self == .negative || self == .affirmative || self == .catchAll || self == .mirrored }
        }

        /// What a phrase is beside the rules' words: a negation, a word of the case, the guideline's voice.
        struct Role: OptionSet, Sendable {
            let rawValue: UInt32
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
            /// Opens a condition ("if", "unless"): the case words after it, up to the clause's end,
            /// speak of a patient the guideline imagines, not this one.
            static let condition = Role(rawValue: 256)
            /// A unit a measurement is read in ("degrees", "/10"), found anywhere; words setting two
            /// measurements in time ("before", "with and without").
            static let measure = Role(rawValue: 512)
            static let measureTime = Role(rawValue: 1024)
            /// Words saying one value holds for two times ("with and without", "unchanged at").
            static let sameMeasure = Role(rawValue: 2048)
            /// Names the guideline as the source of the words after it (", as guidelines state").
            static let attribution = Role(rawValue: 4096)
            /// Opens a condition that names what the guideline requires (`DecisionReasons.requirements`).
            static let requirement = Role(rawValue: 8192)
            /// Ends where a condition's word ends that opens none ("unclear if", "except when").
            static let voidsCondition = Role(rawValue: 16384)
            /// A negation that sets a condition where the sentence speaks of no case (`DecisionReasons.conditionalNegations`).
            static let conditionalNegation = Role(rawValue: 32768)
            /// Names a scale read as a number after it ("the Beck Depression Inventory was 31").
            static let score = Role(rawValue: 65536)
            /// Makes a count near it the guideline's (`DecisionReasons.countLimits`).
            static let countLimit = Role(rawValue: 131_072)
            /// Makes a count of this case's no care had (`DecisionReasons.countNotHad`).
            static let countNotHad = Role(rawValue: 262_144)
            /// The verdict in other words ("is appropriate"), found anywhere (`DecisionReasons.plainVerdicts`).
            static let plainVerdict = Role(rawValue: 524_288)
            /// Names the guideline (`DecisionReasons.guidelineNames`).
            static let guidelineName = Role(rawValue: 1_048_576)
            /// Another reviewer, and a verb of their reasoning right after one (`DecisionReasons.reviewers`).
            static let reviewer = Role(rawValue: 2_097_152)
            static let reasoningVerb = Role(rawValue: 4_194_304)
            /// Names a guideline's list of requirements, and opens one after it (`DecisionReasons.listVerbs`).
            static let requirementNoun = Role(rawValue: 8_388_608)
            static let listVerb = Role(rawValue: 16_777_216)
            /// A guideline's verb of saying (`DecisionReasons.guidelineReporting`).
            static let reporting = Role(rawValue: 33_554_432)
            /// Another item's decision said where the letter gave it (`DecisionReasons.otherItemsVerdicts`).
            static let otherItemsVerdict = Role(rawValue: 67_108_864)
            /// A denying verdict's last word joined to a conclusion (`DecisionReasons.verdictJoins`): it counts only where
            /// the part before is another request's verdict (`Reading.verdictOfAnother`).
            static let verdictJoin = Role(rawValue: 134_217_728)
            /// Holds a negation's word and negates nothing (`DecisionReasons.notNegating`).
            static let notNegating = Role(rawValue: 268_435_456)
            /// Says the criteria are not met (`DecisionReasons.criteriaNotMet`).
            static let criteriaNotMet = Role(rawValue: 536_870_912)
            static let anywhere: Role = [.conclusion, .boilerplate, .clauseBreak, .cause, .request, .measure, .plainVerdict]
        }

        let matcher: PhraseMatcher
        let rules = DecisionReasons.all
        /// By phrase id: the rules that use it and how, `uses[useStart[id]..<useStart[id + 1]]` (flat, so
        /// that reading them retains no array of its own), and its roles.
        let useStart: [Int32]
        let uses: [(rule: Int, use: Use)]
        let roles: [Role]
        /// By phrase id: it blocks a rule (`Use.unless`) somewhere, or is one a rule needs.
        let blocking: [Bool]
        /// The rules that need one of their words in the sentence (`Reason.needsInSentence`), by bit.
        let needing: UInt64
        /// Of them, the rules a number in the sentence meets as well (`Reason.numberMeetsNeed`): looked for in the
        /// sentence's bytes, not as ten phrases found at every number of every sentence.
        let metByNumber: UInt64
        /// By phrase id, by side (`Side.bit`): it states a rule of that side where it starts a word
        /// (not only blocks one). A sentence with none of these states no reason and is read no further.
        let states: [UInt8]
        /// By rule: the rule whose words its frames make its own (`Reason.reframes`), -1 for none.
        let reframed: [Int]
        /// By phrase id: it opens with a limit (`DecisionReasons.limits`).
        let limited: [Bool]
        /// By phrase id: it ends in a short word of grammar ("reduction in", "history of") and states its
        /// reason only where a word ends there: "reduction in" is not the start of "reduction internal fixation".
        let endsOnGrammarWord: [Bool]
        let openings: [[UInt8]] = DecisionReasons.guidelineOpenings.map { Array($0.utf8) }
        let causeOpenings: [[UInt8]] = DecisionReasons.causeOpenings.map { Array($0.utf8) }
        let preambles: [[UInt8]] = DecisionReasons.preambles.map { Array($0.utf8) }
        let pastVerdicts: [[UInt8]] = DecisionReasons.pastVerdicts.map { Array($0.utf8) }
        let anyones: [[UInt8]] = DecisionReasons.anyone.map { Array($0.utf8) }
        /// Words of a duty (`DecisionReasons.duties`), bytes with a space after.
        let duties: [[UInt8]] = DecisionReasons.duties.map { Array("\($0) ".utf8) }
        let dutyBearers: [[UInt8]] = DecisionReasons.dutyBearers.map { Array($0.utf8) }
        let relativeOpenings: [[UInt8]] = DecisionReasons.relativeOpenings.map { Array(" \($0) ".utf8) }
        /// By phrase id: the pairings (`DecisionReasons.pairings`, by bit) it is one half of, the actions
        /// in the low 32 bits and the objects in the high; by pairing, its rule and strength; by side
        /// (`Side.bit`), the pairings of its rules.
        let halves: [UInt64]
        let pairRule: [Int]
        let pairStrength: [Int]
        let pairsOfSide: [UInt32]
        /// The pairings that state their rule with no negation (`Pairing.alone`), by bit.
        let alonePairs: UInt32
        /// The overturning pairings that need their clause to negate (`Pairing.negated`), by bit.
        let negatedPairs: UInt32
        /// The pairings whose object must name the item's own treatment (`Pairing.itemsOwn`), by bit.
        let itemsOwnPairs: UInt32
        /// The pairings whose object may stand in the clause before a contrast (`Pairing.overContrast`), by bit.
        let overContrastPairs: UInt32
        /// The rule two unchanged measurements state, and the phrase of a scale of ten.
        let unchangedRule: Int
        /// By rule: its words inside a relative clause that negates the treatment are the treatment's
        /// (`DecisionReasons.readInRelative`, `Reading.inNegatedRelative`).
        let readInRelative: [Bool]
        let scale: Int32
        /// The rule a measurement that got better states, and the units in which more is better.
        let improvedRule: Int
        let higherIsBetter: Set<Int32>
        /// By phrase id: the kind of count it is a unit of (`DecisionReasons.countUnits`), -1 for none; the
        /// number it writes as a word, 0 for none. The words after a unit that make it a frequency.
        let countKind: [Int8]
        let countNumber: [Int16]
        let frequencies: [[UInt8]] = DecisionReasons.countFrequencies.map { Array($0.utf8) }
        /// The rule a count above the guideline's states.
        let countAboveRule: Int
        /// The markers that open a conclusion clause (" therefore, ", " therefore "...), in the order
        /// they are tried.
        let markers: [Int32]
        /// By phrase id: a verdict that denies ("is not medically necessary", "non-certified"), read where
        /// another request's verdict is given as this one's cause (`Reading.verdictOfAnother`).
        let denies: [Bool]

        static let shared = Compiled()

        private init() {
            var matcher = PhraseMatcher()
            var uses: [Int32: [(rule: Int, use: Use)]] = [:]
            var roles: [Int32: Role] = [:]
            let rules = DecisionReasons.all
            for (index, reason) in rules.enumerated() {
                for (list, use) in [(reason.phrases, Use.phrase), (reason.negative, .negative), (reason.affirmative, .affirmative),
                                    (reason.unless, .unless), (reason.unlessInSentence, .unlessInSentence), (reason.unlessRestated, .unlessRestated),
                                    (reason.needsInSentence, .neededInSentence), (reason.contrary, .contrary),
                                    (reason.catchAll, .catchAll), (reason.frames, .frame)] {
                    for phrase in list { for id in matcher.addForms(phrase, onlyAtWordStarts: true) { uses[id, default: []].append((index, use)) } }
                }
                // The other side's words, negated (`Reason.mirrors`).
                if let other = reason.mirrors {
                    guard let mirrored = rules.first(where: { $0.id == other }) else { preconditionFailure("no reason \(other)") }
                    for phrase in mirrored.phrases where !DecisionReasons.unmirrored.contains(phrase) {
                        for id in matcher.addForms(phrase, onlyAtWordStarts: true) { uses[id, default: []].append((index, .mirrored)) }
                    }
                }
            }
            for (list, role) in [(DecisionReasons.negations, Role.negation), (DecisionReasons.caseWords, .caseWord),
                                 (DecisionReasons.guidelineTalk, .guidelineTalk), (DecisionReasons.conclusions, .conclusion),
                                 (DecisionReasons.boilerplate, .boilerplate), (DecisionReasons.clauseBreaks, .clauseBreak),
                                 (DecisionReasons.conclusionCauses, .cause), ([" request"], .request),
                                 (DecisionReasons.conditions, .condition), (DecisionReasons.measureUnits, .measure),
                                 (DecisionReasons.measureTimes, .measureTime), (DecisionReasons.sameMeasure, .sameMeasure),
                                 (DecisionReasons.attributions, .attribution), (DecisionReasons.requirements, .requirement),
                                 (DecisionReasons.conditionalNegations, .conditionalNegation), (DecisionReasons.scoreNames, .score),
                                 (DecisionReasons.countLimits, .countLimit), (DecisionReasons.countNotHad, .countNotHad),
                                 (DecisionReasons.plainVerdicts, .plainVerdict), (DecisionReasons.guidelineNames, .guidelineName),
                                 (DecisionReasons.reviewers, .reviewer), (DecisionReasons.reasoningVerbs, .reasoningVerb),
                                 (DecisionReasons.requirementNouns, .requirementNoun), (DecisionReasons.listVerbs, .listVerb),
                                 (DecisionReasons.guidelineReporting, .reporting), (DecisionReasons.otherItemsVerdicts, .otherItemsVerdict),
                                 (DecisionReasons.verdictJoins, .verdictJoin), (DecisionReasons.notNegating, .notNegating),
                                 (DecisionReasons.criteriaNotMet, .criteriaNotMet),
                                 (DecisionReasons.conditionVoiders.flatMap { voider in DecisionReasons.voidedConditions.map { "\(voider) \($0)" } },
                                  .voidsCondition)] {
                for phrase in list {
                    for id in matcher.addForms(phrase, onlyAtWordStarts: role.isDisjoint(with: .anywhere)) { roles[id, default: []].insert(role) }
                }
            }
            var halves: [Int32: UInt64] = [:]
            let pairings = DecisionReasons.pairings
            precondition(pairings.count <= 32, "a pairing is one bit of 32")
            var pairsOfSide: [UInt32] = [0, 0, 0]
            var pairRule: [Int] = []
            for (bit, pairing) in pairings.enumerated() {
                for phrase in pairing.actions { for id in matcher.addForms(phrase, onlyAtWordStarts: true) { halves[id, default: 0] |= 1 << bit } }
                for phrase in pairing.objects { for id in matcher.addForms(phrase, onlyAtWordStarts: true) { halves[id, default: 0] |= 1 << (bit + 32) } }
                guard let rule = rules.firstIndex(where: { $0.id == pairing.id }) else { preconditionFailure("no reason \(pairing.id)") }
                pairsOfSide[Int(rules[rule].side.bit)] |= 1 << bit
                pairRule.append(rule)
            }
            self.pairRule = pairRule
            pairStrength = pairings.map(\.strength)
            self.pairsOfSide = pairsOfSide
            alonePairs = pairings.enumerated().reduce(0) { bits, pair in pair.element.alone ? bits | 1 << pair.offset : bits }
            negatedPairs = pairings.enumerated().reduce(0) { bits, pair in pair.element.negated ? bits | 1 << pair.offset : bits }
            itemsOwnPairs = pairings.enumerated().reduce(0) { bits, pair in pair.element.itemsOwn ? bits | 1 << pair.offset : bits }
            overContrastPairs = pairings.enumerated().reduce(0) { bits, pair in pair.element.overContrast ? bits | 1 << pair.offset : bits }
            guard let unchangedRule = rules.firstIndex(where: { $0.id == DecisionReasons.unchangedMeasureReason }) else {
                preconditionFailure("no reason \(DecisionReasons.unchangedMeasureReason)")
            }
            self.unchangedRule = unchangedRule
            readInRelative = rules.map { DecisionReasons.readInRelative.contains($0.id) }
            reframed = rules.map { reason in
                guard let id = reason.reframes else { return -1 }
                guard let rule = rules.firstIndex(where: { $0.id == id }) else { preconditionFailure("no reason \(id)") }
                return rule
            }
            scale = matcher.add("/10")
            guard let improvedRule = rules.firstIndex(where: { $0.id == DecisionReasons.improvedMeasureReason }) else {
                preconditionFailure("no reason \(DecisionReasons.improvedMeasureReason)")
            }
            self.improvedRule = improvedRule
            higherIsBetter = Set(DecisionReasons.higherIsBetter.map { matcher.add($0) })
            var countKind: [Int32: Int8] = [:], countNumber: [Int32: Int16] = [:]
            for (kind, units) in DecisionReasons.countUnits.enumerated() {
                for unit in units { countKind[matcher.add(unit, onlyAtWordStarts: true)] = Int8(kind) }
            }
            for (word, value) in DecisionReasons.countNumbers { countNumber[matcher.add(word, onlyAtWordStarts: true)] = Int16(value) }
            guard let countAboveRule = rules.firstIndex(where: { $0.id == DecisionReasons.countAboveReason }) else {
                preconditionFailure("no reason \(DecisionReasons.countAboveReason)")
            }
            self.countAboveRule = countAboveRule
            markers = DecisionReasons.conclusionOpenings.flatMap { [" \($0), ", " \($0) "] }.map { matcher.add($0) }
            let count = matcher.phrases.count
            let byPhrase = (0..<count).map { uses[Int32($0)] ?? [] }
            useStart = [0] + byPhrase.reduce(into: [Int32]()) { starts, uses in starts.append((starts.last ?? 0) + Int32(uses.count)) }
            self.uses = byPhrase.flatMap { $0 }
            self.roles = (0..<count).map { roles[Int32($0)] ?? [] }
            self.countKind = (0..<count).map { countKind[Int32($0)] ?? -1 }
            self.countNumber = (0..<count).map { countNumber[Int32($0)] ?? 0 }
            precondition(rules.count <= 64, "a rule is one bit of 64")
            needing = rules.enumerated().reduce(0) { bits, rule in rule.element.needsInSentence.isEmpty ? bits : bits | 1 << rule.offset }
            metByNumber = rules.enumerated().reduce(0) { bits, rule in rule.element.numberMeetsNeed ? bits | 1 << rule.offset : bits }
            blocking = byPhrase.map { uses in uses.contains { !$0.use.states } }
            self.halves = (0..<count).map { halves[Int32($0)] ?? 0 }
            let limits = DecisionReasons.limits.map { Array("\($0) ".utf8) }
            limited = matcher.phrases.map { phrase in limits.contains { phrase.starts(with: $0) } }
            let denials = DecisionReasons.denyingVerdictWords.map { Array($0.utf8) }
            denies = matcher.phrases.map { phrase in denials.contains { phrase.firstRange(ofBytes: $0) != nil } }
            let grammarWords = DecisionReasons.grammarWords.map { Array(" \($0)".utf8) }
            endsOnGrammarWord = matcher.phrases.map { phrase in grammarWords.contains { phrase.reversed().starts(with: $0.reversed()) } }
            states = byPhrase.map { uses in
                uses.reduce(0) { bits, use in use.use.states ? bits | rules[use.rule].side.bit : bits }
            }
            self.matcher = matcher.sealed()
        }
    }
}

extension DecisionReasons.Side {
    /// The side as one bit, for `ReasonReader.Compiled.states`.
    var bit: UInt8 { self == .upholding ? 1 : 2 }
}
