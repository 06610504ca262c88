import IMRText
import IMRVocabulary

extension ReasonReader {
    /// A sentence prepared for the rules: lower case on one line, its long quotations and its bare
    /// conclusion taken out, every phrase of the rules found in it in one pass, and what it is (a
    /// guideline's restatement, boilerplate) worked out once. Bytes throughout, in buffers kept from one
    /// sentence to the next: this runs for every sentence of every rationale at each first open. Where
    /// its words stand (part, clause, condition, the guideline's voice) is `ReasonReader+Scope.swift`.
    struct Reading {
        let rules: Compiled
        /// The rules of the side asked the sentence read states, strongest first, each with how
        /// specifically (the length of its longest phrase found, a phrase that carries its own negation
        /// counting more, a catch-all less).
        private var stated: [Stated] = []

        /// The sentence, `bytes[..<end]`: a space, its bytes lower case on one line, a space, less its
        /// long quotations. The buffer only grows: the bytes past `end` are room for the next sentence.
        var bytes: [UInt8] = []
        var end = 0
        var found: [PhraseMatcher.Occurrence] = []
        /// Every phrase of the sentence loaded, found anew for a check made after its reasons
        /// (`matchLoaded`): `found` holds the last sentence read, cut, and not this one where the parse's
        /// memo gave its reasons.
        var loadedFound: [PhraseMatcher.Occurrence] = []
        /// The counts the sentence states (`noteCounts`), appended to `stated` after its rules.
        var counts: [Stated] = []
        /// The clause breaks found (";", "but", "however", "although", "while"), and the clauses between.
        private var cuts: [Range<Int>] = []
        var clauses: [Range<Int>] = []
        /// Where the sentence's conditions open ("if", "unless"), for `inCondition`; of them, those that
        /// name what the guideline requires (`DecisionReasons.requirements`), for a `conditional` rule.
        var conditions: [Int] = []
        var requirements: [Int] = []
        /// The clauses in the guideline's voice, a bit a clause (`clauseBit`).
        var talkClauses: UInt64 = 0
        /// Where the sentence's preamble ends (`preambleEnd`), worked out once a sentence.
        var preamble = 0
        /// Where the guideline is named as the source of what follows (", as guidelines state"), for
        /// `inAttribution`.
        var attributions: [Int] = []
        /// By place in `found`: the clause of a phrase at a word start, -1 where it spans a cut (or
        /// starts no word); and whether each clause negates: a negation speaks of its own clause
        /// ("there was no red flag, but the pain improved").
        var clauseOf: [Int] = []
        private var clauseNegates: [Bool] = []
        /// By clause: it holds a negation that states a finding whether or not the sentence speaks of the
        /// case (not only `conditionalNegations`); and whether the sentence speaks of the case.
        private var clauseFirmlyNegates: [Bool] = []
        private var speaks = false
        /// The sentence's only negations are its verdict's own ("... is not medically necessary, and
        /// flare-ups call for a re-evaluation"): they negate nothing else in it.
        private var negatedOnlyByVerdict = false
        /// A measurement that changed meaningfully (`Measures.change`), on the overturning side.
        private var measured: (at: Int, better: Bool)?
        /// By clause: where its first negation ends (`Int.max` where none stands), for `negationBefore`.
        var clauseNegationEnd: [Int] = []
        /// By rule: its strength so far (-1 for none), and the clauses whose words block it (a bit a
        /// clause, all where the blocking words span a cut): "not recommended *as a first-line*" in one
        /// clause says nothing of "not recommended" in the clause after a "but".
        private var best: [Int]
        /// By rule: where the phrase giving its strength starts (-1 where a pairing or measurements give it).
        private var bestAt: [Int]
        /// By rule: its strength comes from words that carry their own negation or fact (no negation needed).
        private var bestAlone: [Bool]
        /// By rule: its words need a negation and have one only after them in their clause ("decreased
        /// sensation ..., for which this medication is not recommended").
        private var bestTrailing: [Bool]
        /// By rule: where the phrase giving its strength ends (its start where no one phrase gives it).
        private var bestEnd: [Int]
        /// By rule: its strength comes from a pairing.
        private var bestPaired: [Bool]
        /// By rule: where its pairing's first object starts (-1 where no pairing gives its strength), and
        /// whether that object must name the item's own treatment.
        private var bestObject: [Int]
        private var bestItemsOwn: [Bool]
        /// By rule: its strength comes from words that state it only generally (`Reason.catchAll`).
        private var bestCatchAll: [Bool]
        /// By rule: words that state it alone were found, whatever its strength came from.
        private var aloneAny: [Bool]
        private var blocked: [UInt64]
        /// The words `contrary` to a rule standing in the sentence, not negated; and by rule, whether its
        /// words needing a negation, a pairing's or a limit's ("only a positive FABER") have stated it,
        /// not only its facts.
        private var contrary: [(rule: Int, start: Int, end: Int)] = []
        /// The frames standing in the sentence (`Reason.frames`): their rule, and where they start.
        private var framing: [(rule: Int, start: Int)] = []
        private var byNegation: [Bool]
        /// By clause: the pairings' halves found in it (`Compiled.halves`), and where the last word
        /// of one of them starts (a pairing's place, to tell whether it stands apart from another reason).
        private var clauseHalves: [UInt64] = []
        private var clauseHalfAt: [Int] = []

        init(rules: Compiled) {
            self.rules = rules
            best = [Int](repeating: -1, count: rules.rules.count)
            blocked = [UInt64](repeating: 0, count: rules.rules.count)
            byNegation = [Bool](repeating: false, count: rules.rules.count)
            bestAt = [Int](repeating: -1, count: rules.rules.count)
            bestAlone = [Bool](repeating: false, count: rules.rules.count)
            bestTrailing = [Bool](repeating: false, count: rules.rules.count)
            bestEnd = [Int](repeating: -1, count: rules.rules.count)
            bestPaired = [Bool](repeating: false, count: rules.rules.count)
            bestObject = [Int](repeating: -1, count: rules.rules.count)
            bestItemsOwn = [Bool](repeating: false, count: rules.rules.count)
            bestCatchAll = [Bool](repeating: false, count: rules.rules.count)
            aloneAny = [Bool](repeating: false, count: rules.rules.count)
        }

        /// Takes the rationale's bytes of one sentence as the sentence to read: its length on one
        /// line (with its quotations), 0 where it holds only spaces (no sentence). `quoted`: whether a
        /// quotation is open where it starts, and then where it ends; `closesLater`: the rationale's
        /// quotations pair up, so that one left open runs on into the next sentence.
        mutating func load(_ sentence: Slice<UnsafeBufferPointer<UInt8>>, quoted: inout Bool, closesLater: Bool) -> Int {
            if bytes.count < sentence.count + 2 { bytes = [UInt8](repeating: 0, count: max(sentence.count + 2, 2 * bytes.count)) }
            var end = 0
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer[0] = UInt8(ascii: " ")
                let length = Sentences.writeOneLine(sentence, into: UnsafeMutableBufferPointer(rebasing: buffer[1...]), lowerCase: true)
                buffer[length + 1] = UInt8(ascii: " ")
                end = length + 2
                let loaded = UnsafeMutableBufferPointer(rebasing: buffer[..<end])
                if quoted || Quotations.holdMark(UnsafeBufferPointer(loaded)) {
                    (end, quoted) = Quotations.removeLong(loaded, open: quoted, closesLater: closesLater)
                }
                return length
            }
            self.end = end
            return length
        }

        /// The rules of `side` the sentence loaded states, strongest first; from `known` where that
        /// sentence was read before (and kept there when not).
        mutating func stated(side: DecisionReasons.Side, known: SharedMemoTable<[Stated]>?) -> [Stated] {
            guard let known else {
                read(side: side)
                return stated
            }
            let end = self.end
            if let stated = bytes.withUnsafeBufferPointer({ known.existing(UnsafeBufferPointer(rebasing: $0[..<end])) }) {
                return stated
            }
            read(side: side)
            // Most sentences state nothing: kept as an empty array, which holds no storage (the
            // buffer's would stay in the memo, and the next sentence would need a new one).
            let value = stated.isEmpty ? [] : stated
            return bytes.withUnsafeBufferPointer { known.remember(value, for: UnsafeBufferPointer(rebasing: $0[..<end])) }
        }

        /// Finds every phrase of the sentence loaded into `loadedFound`, whether its reasons were read or
        /// taken from the memo, so that a check reads them alike.
        mutating func matchLoaded() {
            loadedFound.removeAll(keepingCapacity: true)
            let sentence = end, rules = self.rules
            bytes.withUnsafeBufferPointer { rules.matcher.occurrences(in: UnsafeBufferPointer(rebasing: $0[..<sentence]), into: &loadedFound) }
        }

        /// What the phrases found hold beyond the rules' words, together.
        private func heldRoles() -> Compiled.Role {
            let roles = rules.roles
            return found.reduce(into: []) { $0.formUnion(roles[Int($1.phrase)]) }
        }

        /// Reads the sentence loaded only up to `place` (the phrases ending after it are dropped): what
        /// they hold.
        private mutating func readUpTo(_ place: Int) -> Compiled.Role {
            found.removeAll { $0.end > place }
            return heldRoles()
        }

        /// Works out `stated` for the sentence loaded: the rules of `side` it states.
        private mutating func read(side: DecisionReasons.Side) {
            stated.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
            // The matcher is used through a local reference, outside any mutable access to `bytes`:
            // through `self`, or inside such an access, it was copied (each table retained) every time.
            let sentence = end, rules = self.rules
            bytes.withUnsafeBufferPointer { rules.matcher.occurrences(in: UnsafeBufferPointer(rebasing: $0[..<sentence]), into: &found) }
            // Its counts, whatever else it states or does not, before its verdict is cut.
            noteCounts()
            defer { stated.append(contentsOf: counts) }
            // Nothing at a word start states a rule of this side, alone or with its pair: no reason,
            // whatever else it holds.
            let sideBit = side.bit, states = rules.states
            guard found.contains(where: { $0.startsWord && states[Int($0.phrase)] & sideBit != 0 }) || mayStateOtherwise(side: side)
            else { return }
            let roles = rules.roles
            // What the sentence holds beyond the rules' words, read in one loop over what was found.
            var held = heldRoles()
            // A decision already made ("the discectomy was found not medically necessary above") is another
            // item's or the review's, not this sentence's verdict.
            if held.contains(.conclusion) && !found.contains(where: isVerdict) { held.remove(.conclusion) }
            if held.contains(.conclusion) {
                // A closing clause that only concludes ("..., therefore the request is not medically
                // necessary") is cut: from the first marker tried whose last place has a verdict after it.
                var cut: Int?
                // A marker inside a clause ("The request therefore fits the guideline") says the clause
                // gives its own cause.
                var concludesItself = false
                for marker in rules.markers {
                    var last = -1
                    for occurrence in found where occurrence.phrase == marker {
                        if opensClause(occurrence) { last = max(last, occurrence.start) } else { concludesItself = true }
                    }
                    guard last >= 0,
                          let verdict = found.first(where: { $0.start >= last && isVerdict($0) })
                    else { continue }
                    cut = last
                    // Words of their own negation between the marker and the verdict are a cause it
                    // gives ("Therefore criteria have not been met ..., and the request is not medically
                    // necessary"): cut at the verdict's own part, or not at all.
                    if let given = ownNegationEnd(side: side, from: last) {
                        cut = (given..<verdict.start).last { Self.partsBreak(bytes, $0) }
                    }
                    break
                }
                // A verdict joined to the cause as a part of its own ("The request is consistent with the
                // guideline, and the brace is medically necessary") is cut at the join, as after a marker.
                if cut == nil { cut = joinedVerdict(side: side) }
                if let cut { held = readUpTo(cut) } else if !held.contains(.cause) && !concludesItself && (held.contains(.request) || isShort) && !holdsOwnNegation(side: side) {
                    // It only says the request (or, in a few words, the treatment) is (not) necessary,
                    // supported or certified: no cause. Words that state a reason alone ("exceeds", "is
                    // well above the limit") are its cause.
                    return
                }
            }
            // A guideline's list of requirements states none of them: the sentence is read up to its verb.
            if held.contains(.listVerb) && held.contains(.requirementNoun), let opens = requirementListOpening() {
                held = readUpTo(opens)
            }
            // Another item's decision told with its cause ("The MRI was upheld above, as there was no red flag"):
            // the cause is that item's; the sentence is read up to it.
            if held.contains(.otherItemsVerdict), let cause = otherItemsCause() {
                held = readUpTo(cause)
            }
            // A partial certification's boilerplate, or another reviewer's reasoning reported, states none.
            guard !held.contains(.boilerplate), !(held.isSuperset(of: [.reviewer, .reasoningVerb]) && reportsReasoning) else { return }
            // The verdict in other words, in a few words with no cause ("A surgical opinion is appropriate.").
            if held.contains(.plainVerdict) && !held.contains(.cause) && isShort && !holdsOwnNegation(side: side) { return }
            cuts.removeAll(keepingCapacity: true)
            for occurrence in found where roles[Int(occurrence.phrase)].contains(.clauseBreak) {
                cuts.append(occurrence.start..<occurrence.end)
            }
            cuts.sort { $0.lowerBound < $1.lowerBound }
            // The rules' words stand at word starts.
            conditions.removeAll(keepingCapacity: true)
            requirements.removeAll(keepingCapacity: true)
            attributions.removeAll(keepingCapacity: true)
            for occurrence in found where occurrence.startsWord && occurrence.endsWord {
                let role = roles[Int(occurrence.phrase)]
                // Not a question ("unclear if") nor an exception ("except when"): found before, as they end with it.
                if role.contains(.condition)
                    && !found.contains(where: { $0.end == occurrence.end && $0.start < occurrence.start && roles[Int($0.phrase)].contains(.voidsCondition) }) {
                    conditions.append(occurrence.start)
                    if role.contains(.requirement) { requirements.append(occurrence.start) }
                }
                if role.contains(.attribution) { attributions.append(occurrence.start) }
            }
            preamble = preambleEnd
            // What a guideline's verb of saying reports speaks of the patient it imagines, not this one.
            let reported = held.contains(.reporting) ? reportedSpan() : nil
            var speaks = false, talks = false, conditionally = false
            for occurrence in found where occurrence.startsWord {
                let role = roles[Int(occurrence.phrase)]
                if role.contains(.conditionalNegation) { conditionally = true }
                // Not the end of a compound ("in-patient care" speaks of no patient), nor the preamble's
                // naming of the request ("Regarding the request for an MRI, the MTUS notes ...").
                if role.contains(.caseWord) && occurrence.endsWord && !inCondition(occurrence.start) && occurrence.start >= preamble
                    && (occurrence.start == 0 || bytes[occurrence.start - 1] != UInt8(ascii: "-")) && !isHypothetical(occurrence)
                    && !isDuty(occurrence) && !(reported?.contains(occurrence.start) ?? false) { speaks = true }
                if role.contains(.guidelineTalk) { talks = true }
            }
            // A date is of this patient's records: guidelines cite none ("the rental approved on 10/04/2016").
            if !speaks && (talks || conditionally) && holdsDate { speaks = true }
            readClauses()
            // The clauses that speak in the guideline's voice (`talksIn`).
            talkClauses = 0
            if talks {
                for (position, occurrence) in found.enumerated() where occurrence.startsWord && roles[Int(occurrence.phrase)].contains(.guidelineTalk) {
                    talkClauses |= Self.clauseBit(clauseOf[position])
                }
            }
            // Two measurements set in time that did not change state no improvement, with no negation.
            let scale = rules.scale
            let unchanged = side == .upholding && (held.contains(.measure)
                && bytes.withUnsafeBufferPointer { Measures.holdUnchanged(UnsafeBufferPointer(rebasing: $0[..<sentence]), found: found, roles: roles, scale: scale) }
                || held.contains(.score)
                && bytes.withUnsafeBufferPointer { Measures.scoreUnchanged(UnsafeBufferPointer(rebasing: $0[..<sentence]), found: found, roles: roles) })
            // A measurement that got better states an improvement, where its part does not negate it; one
            // that got worse says there was none, whatever the words ("went from 4/10 to 8/10").
            let higher = rules.higherIsBetter
            measured = side == .overturning && held.contains(.measure)
                ? bytes.withUnsafeBufferPointer { Measures.change(UnsafeBufferPointer(rebasing: $0[..<sentence]), found: found, roles: roles,
                                                                  scale: scale, higher: higher) }
                : nil
            self.speaks = speaks
            // Not a verdict of a relative clause: what it says of the thing named ("a series of three, which
            // is not supported by the guidelines") is a cause.
            negatedOnlyByVerdict = side == .upholding && held.contains(.conclusion) && !found.contains { negation in
                negation.startsWord && negation.endsWord && roles[Int(negation.phrase)].contains(.negation)
                    && !found.contains { isVerdict($0) && $0.start <= negation.start && negation.end <= $0.end && !opensRelative(before: $0.start) }
            }
            strengths(side: side, speaksOfTheCase: speaks, talksAsGuideline: talks, unchanged: unchanged)
        }

        /// Whether words that state a reason of `side` alone (`Reason.negative`) stand in the sentence
        /// apart from its verdict ("surgery is not" is the verdict's own words).
        private func holdsOwnNegation(side: DecisionReasons.Side) -> Bool {
            ownNegationEnd(side: side, from: 0) != nil || holdsAlonePair(side: side)
        }

        /// `clauses` between the cuts, each phrase's clause, and which clauses negate.
        private mutating func readClauses() {
            clauses.removeAll(keepingCapacity: true)
            var begin = 0
            for cut in cuts where cut.lowerBound >= begin {
                clauses.append(begin..<cut.lowerBound)
                begin = cut.upperBound
            }
            clauses.append(begin..<end)
            clauseNegates.removeAll(keepingCapacity: true)
            clauseNegates.append(contentsOf: repeatElement(false, count: clauses.count))
            clauseFirmlyNegates.removeAll(keepingCapacity: true)
            clauseFirmlyNegates.append(contentsOf: repeatElement(false, count: clauses.count))
            clauseNegationEnd.removeAll(keepingCapacity: true)
            clauseNegationEnd.append(contentsOf: repeatElement(Int.max, count: clauses.count))
            clauseOf.removeAll(keepingCapacity: true)
            let roles = rules.roles
            for occurrence in found {
                guard occurrence.startsWord,
                      let clause = clauses.firstIndex(where: { occurrence.start >= $0.lowerBound && occurrence.end <= $0.upperBound })
                else {
                    clauseOf.append(-1)
                    continue
                }
                if occurrence.endsWord && roles[Int(occurrence.phrase)].contains(.negation) {
                    clauseNegates[clause] = true
                    if !roles[Int(occurrence.phrase)].contains(.conditionalNegation) { clauseFirmlyNegates[clause] = true }
                    clauseNegationEnd[clause] = min(clauseNegationEnd[clause], occurrence.end)
                }
                clauseOf.append(clause)
            }
        }

        /// `stated`: the rules of `side` the sentence states, in the rules' order, then strongest first.
        private mutating func strengths(side: DecisionReasons.Side, speaksOfTheCase: Bool, talksAsGuideline: Bool, unchanged: Bool) {
            let reasons = rules.rules, uses = rules.uses, useStart = rules.useStart, halves = rules.halves, alonePairs = rules.alonePairs
            clauseHalves.removeAll(keepingCapacity: true)
            clauseHalves.append(contentsOf: repeatElement(0, count: clauses.count))
            clauseHalfAt.removeAll(keepingCapacity: true)
            clauseHalfAt.append(contentsOf: repeatElement(-1, count: clauses.count))
            // The clauses each rule is blocked in, first: a blocking word may stand after the words it blocks.
            let blocking = rules.blocking
            contrary.removeAll(keepingCapacity: true)
            framing.removeAll(keepingCapacity: true)
            // The rules needing a word of theirs in the sentence that it holds (`Reason.needsInSentence`).
            var needsMet: UInt64 = 0
            for (position, occurrence) in found.enumerated() where occurrence.startsWord && blocking[Int(occurrence.phrase)] {
                let phrase = Int(occurrence.phrase)
                for slot in Int(useStart[phrase])..<Int(useStart[phrase + 1]) {
                    switch uses[slot].use {
                    case .unless: blocked[uses[slot].rule] |= Self.clauseBit(clauseOf[position])
                    case .contrary:
                        if !isNegated(occurrence) { contrary.append((uses[slot].rule, occurrence.start, occurrence.end)) }
                    case .frame: framing.append((uses[slot].rule, occurrence.start))
                    case .unlessInSentence:
                        // An affirmative recommendation: not "neither ... nor ... is recommended".
                        if !isNegated(occurrence) { blocked[uses[slot].rule] = ~0 }
                    case .neededInSentence: needsMet |= 1 << uses[slot].rule
                    default: continue
                    }
                }
            }
            var unmet = rules.needing & ~needsMet
            if unmet & rules.metByNumber != 0, bytes[..<end].contains(where: Self.isDigit) { unmet &= ~rules.metByNumber }
            while unmet != 0 {
                blocked[unmet.trailingZeroBitCount] = ~0
                unmet &= unmet - 1
            }
            for (position, occurrence) in found.enumerated() where occurrence.startsWord {
                let length = rules.matcher.length(of: occurrence.phrase)
                let phrase = Int(occurrence.phrase)
                if clauseOf[position] >= 0 {
                    var half = Self.half(halves[phrase], occurrence)
                    // A fact's action with a negation right before it is not the fact ("was not done").
                    // On the overturning side, only a negation of its own verb, right before it, is the fact's: the
                    // reviewer states facts of this case, and a negation earlier in the part is another verb's
                    // ("will not be able to drive after the fusion, which was certified").
                    if UInt32(truncatingIfNeeded: half) & alonePairs != 0
                        && (side == .upholding ? isNegated(occurrence) : isNegatedRightBefore(occurrence)) { half &= ~UInt64(alonePairs) }
                    // An action that states its reason negated is none where it is not ("therapy helped").
                    if UInt32(truncatingIfNeeded: half) & rules.negatedPairs != 0 && !isNegated(occurrence) { half &= ~UInt64(rules.negatedPairs) }
                    clauseHalves[clauseOf[position]] |= half
                    if half != 0 { clauseHalfAt[clauseOf[position]] = occurrence.start }
                }
                // A phrase ending in a word of grammar is no start of a longer word ("reduction internal").
                if rules.endsOnGrammarWord[phrase] && !occurrence.endsWord { continue }
                // By index, not through a slice (which retained the array for each phrase found).
                for slot in Int(useStart[phrase])..<Int(useStart[phrase + 1]) {
                    let (rule, use) = uses[slot]
                    guard reasons[rule].side == side, blocked[rule] & Self.clauseBit(clauseOf[position]) == 0 else { continue }
                    switch use {
                    case .unless, .unlessInSentence, .neededInSentence, .contrary, .frame:
                        continue
                    case .negative, .catchAll:
                        if reasons[rule].conditional && requiredIn(clauseOf[position], at: occurrence.start) { continue }
                        // Criteria not met inside a condition ("opioids may be stopped if goals are not met") are the
                        // guideline's hypothetical case.
                        if use == .catchAll && !conditions.isEmpty && inCondition(occurrence.start) { continue }
                        if rules.limited[phrase] { byNegation[rule] = true }
                        raise(rule, to: length + 8, at: occurrence.start, end: occurrence.end, alone: true, catchAll: use == .catchAll)
                    case .mirrored:
                        // The other side's words with a negation right before them in their part, outside
                        // a condition: "she has not returned to work", not "no red flags, and she returned to work".
                        guard clauseOf[position] >= 0, negatesHere(clauseOf[position]), isNegated(occurrence),
                              !inCondition(occurrence.start) else { continue }
                        byNegation[rule] = true
                        raise(rule, to: length, at: occurrence.start, end: occurrence.end, alone: false)
                    case .affirmative:
                        guard clauseOf[position] >= 0 && !isNegated(occurrence) && !isNegatedAfter(occurrence) else { continue }
                        if side == .overturning && !conditions.isEmpty && inCondition(occurrence.start) { continue }
                        raise(rule, to: length, at: occurrence.start, end: occurrence.end, alone: true)
                    case .phrase:
                        // An upholding reason's words count in a clause that negates; a positive one's in
                        // a clause that does not.
                        let clause = clauseOf[position]
                        guard clause >= 0 else { continue }
                        if side == .upholding && !negatesHere(clause) { continue }
                        if side == .upholding && !conditions.isEmpty && !negatesOutsideConditions(clause, for: occurrence.start) { continue }
                        // An overturning reason whose words carry their own negation ("not tolerated"),
                        // negated again before them: "the records do not indicate that it was not tolerated".
                        if side == .overturning && !reasons[rule].positive && isNegated(occurrence) { continue }
                        // An overturning reason's words inside a condition are the guideline's hypothetical
                        // patient ("recommended if there is radiculopathy on examination"), not this one.
                        if side == .overturning && !conditions.isEmpty && inCondition(occurrence.start) { continue }
                        // A positive reason's words count where the negation stands in another part of
                        // the clause ("no aberrant behavior, and she has returned to modified duty").
                        if reasons[rule].positive && clauseNegates[clause]
                            && partNegates(occurrence.start, own: occurrence.start..<occurrence.end) { continue }
                        if reasons[rule].conditional && requiredIn(clause, at: occurrence.start) { continue }
                        byNegation[rule] = true
                        raise(rule, to: length, at: occurrence.start, end: occurrence.end, alone: false,
                              trailing: side == .upholding && !negationBefore(occurrence.start, in: clause))
                    }
                }
            }
            // A pairing states its rule where both its halves stand in one clause, which negates for an
            // upholding rule (and does not for a positive one), as a phrase would.
            let sidePairs = rules.pairsOfSide[Int(side.bit)]
            // One clause's pairs say one thing ("no record that acetaminophen or an NSAID was tried"):
            // only the most specific of them counts.
            for (clause, held) in clauseHalves.enumerated() {
                var pairs = UInt32(truncatingIfNeeded: held) & UInt32(truncatingIfNeeded: held >> 32) & sidePairs
                var strongest = -1
                while pairs != 0 {
                    let pairing = pairs.trailingZeroBitCount
                    pairs &= pairs - 1
                    let rule = rules.pairRule[pairing]
                    if blocked[rule] & Self.clauseBit(clause) != 0 { continue }
                    if side == .upholding && !negatesHere(clause) && alonePairs & 1 << pairing == 0 { continue }
                    // An overturning pair states what was done: not where its part of the clause negates,
                    // as a positive reason's words do not count there.
                    if rules.negatedPairs & 1 << pairing != 0 {
                        // Its action's own negation was asked for above.
                    } else if alonePairs & 1 << pairing != 0 {
                        // A fact's own negation was asked for above, right before its action.
                    } else if side == .overturning && clauseNegates[clause] {
                        // Where both its halves' parts negate: not a part of the clause that states no half of it
                        // ("a tear on MRI, and she has no contraindication to bracing"), nor the guideline's limit
                        // negated beside the request's own part ("not recommended for longer than seven days, and
                        // the request is for seven").
                        let action = actionAt(pairing, in: clause), object = actionAt(pairing, in: clause, object: true)
                        if partNegates(action >= 0 ? action : clauseHalfAt[clause]) && partNegates(object >= 0 ? object : clauseHalfAt[clause]) { continue }
                    }
                    if strongest < 0 || rules.pairStrength[pairing] > rules.pairStrength[strongest] { strongest = pairing }
                }
                // An overturning pair inside the guideline's condition is its hypothetical patient, as a phrase is
                // ("supported when locking persists after therapy").
                if strongest >= 0 && side == .overturning && !conditions.isEmpty && inCondition(actionAt(strongest, in: clause)) { strongest = -1 }
                if strongest >= 0 {
                    if alonePairs & 1 << strongest == 0 { byNegation[rules.pairRule[strongest]] = true }
                    raise(rules.pairRule[strongest], to: rules.pairStrength[strongest], at: clauseHalfAt[clause], paired: true,
                          alone: alonePairs & 1 << strongest != 0, object: actionAt(strongest, in: clause, object: true),
                          itemsOwn: rules.itemsOwnPairs & 1 << strongest != 0)
                }
            }
            if unchanged && blocked[rules.unchangedRule] == 0 {
                raise(rules.unchangedRule, to: ReasonReader.unchangedMeasureStrength, at: -1, alone: true)
            }
            if let (at, better) = measured {
                if !better {
                    best[rules.improvedRule] = -1
                } else if blocked[rules.improvedRule] == 0, !partNegates(at), !inCondition(at) {
                    raise(rules.improvedRule, to: ReasonReader.unchangedMeasureStrength, at: at, alone: true)
                }
            }
            // Whether it restates a guideline: worked out only for a rule the guideline may not state.
            var restatesGuideline: Bool?
            for rule in best.indices {
                let strength = best[rule], at = bestAt[rule], alone = bestAlone[rule], trailing = bestTrailing[rule], phraseEnd = bestEnd[rule]
                // Facts that a finding in the sentence contradicts, outside their own words ("only a positive FABER").
                let contradicted = !byNegation[rule] && contrary.contains { $0.rule == rule && ($0.start < at || $0.end > phraseEnd) }
                defer { aloneAny[rule] = false }
                best[rule] = -1
                bestAt[rule] = -1
                blocked[rule] = 0
                byNegation[rule] = false
                guard strength >= 0, !contradicted else { continue }
                let reason = reasons[rule]
                // Words that carry their own finding anywhere in the sentence ("the criteria ... have been
                // fulfilled") make it the reviewer's, though longer words without one gave the strength.
                // Words setting a quantity against the guideline named after them are the case's.
                let setAgainst = reason.setAgainstGuideline && alone && !inCondition(at) && setsAgainstGuideline(at)
                if !setAgainst && !reason.guidelineMayState
                    || (reason.openingRestates && (reason.limitsRestate || !alone && !aloneAny[rule]) && !concludes(at)) {
                    let restates = restatesGuideline ?? (!speaksOfTheCase && opensWithGuideline)
                    restatesGuideline = restates
                    if restates || (!reason.guidelineMayState && !speaksOfTheCase && talksAsGuideline && talksIn(at)) { continue }
                    if !reason.guidelineMayState && at >= 0 && inAttribution(at) { continue }
                }
                // A catch-all yields to a specific reason the sentence also states.
                // Where it stands in a part of the sentence of its own, that part speaks as the
                // reason's side does (negates for an upholding reason's plain words, not for an
                // overturning one's): "no red flags, and no urine drug screen is on file".
                let ownPart = at >= 0 && strength >= ReasonReader.apartReasonStrength
                    && (alone || partNegates(at) == (side == .upholding))
                var one = Stated(rule: rule, strength: reason.general ? strength - 6 : strength, at: at, end: phraseEnd)
                one.apart = ownPart
                one.trailing = trailing
                one.paired = bestPaired[rule]
                one.object = bestObject[rule]
                one.itemsOwn = bestItemsOwn[rule]
                one.catchAll = bestCatchAll[rule]
                one.alone = alone
                stated.append(one)
            }
            stated.sort { $0.strength > $1.strength }
            // A catch-all or a fallback whose words a specific reason's pairing shares ("the 6 sessions are
            // consistent with guideline recommendations": a quantity within the guideline; "would not alter
            // the medication regimen": no plan depends on the test) yields to it.
            if let first = stated.first, reasons[first.rule].general || reasons[first.rule].fallback, first.at >= 0,
               let paired = stated.firstIndex(where: {
                   $0.paired && $0.at >= first.at && $0.at <= max(first.at, first.end) && !reasons[$0.rule].general && !reasons[$0.rule].fallback
               }) {
                stated.swapAt(0, paired)
            }
            // Words a frame in their clause makes another reason's ("no radicular diagnosis") are that one's.
            for (rule, place) in framing where side == reasons[rule].side {
                guard let framed = stated.firstIndex(where: { $0.rule == rules.reframed[rule] }), stated[framed].at >= 0,
                      sameClause(place, stated[framed].at) else { continue }
                if stated.contains(where: { $0.rule == rule }) {
                    stated.remove(at: framed)
                } else {
                    let was = stated[framed]
                    var one = Stated(rule: rule, strength: was.strength, at: was.at, end: was.end)
                    one.alone = was.alone
                    stated[framed] = one
                }
            }
            // Words that say only that the criteria are not met introduce the specific reason the sentence
            // gives ("the criteria are not met, as there are no red flags"): that one is its reason.
            if let first = stated.first, first.catchAll,
               stated.dropFirst().contains(where: { $0.rule != first.rule && !reasons[$0.rule].general && !reasons[$0.rule].fallback }) {
                stated.removeFirst()
            }
            // Which reasons after the first stand in a part of their own ("no red flags, and no urine
            // drug screen"): each such is a reason of its own however short its words.
            for index in stated.indices.dropFirst() {
                let first = stated[0].at, at = stated[index].at
                // Words right after the first reason's, in its part, are what it speaks of ("prior to the
                // completion of the authorized conservative therapy"), not a second reason.
                // Nor are words that share some of the first reason's ("purchase is not recommended until").
                let overlaps = at >= 0 && first >= 0 && at < stated[0].end && first < stated[index].end
                stated[index].separate = !overlaps && (first < 0 || at < first || standApart(first, at) || listsApart(first, at))
                guard stated[index].apart else { continue }
                // Things one negation lists ("no red flag or indication for surgery") are apart too; not
                // the objects of words that carry their own ("not recommended for myofascial pain or trigger points").
                let listed = side == .upholding && !stated[0].alone && listsApart(min(first, at), max(first, at))
                stated[index].apart = first >= 0 && (standApart(first, at) || listed) && !partStates(stated[0].rule, around: at, side: side)
            }
        }

        /// Whether `clause` negates as an upholding reason needs: with a negation that states a finding,
        /// or one that sets a condition ("without red flags") where the sentence speaks of the case.
        @inline(__always)
        private func negatesHere(_ clause: Int) -> Bool {
            !negatedOnlyByVerdict && (clauseFirmlyNegates[clause] || (speaks && clauseNegates[clause]))
        }

        /// Raises `rule`'s strength to `strength` where that is more, from the phrase starting at `at`,
        /// `alone` where its words need no negation beside them.
        @inline(__always)
        private mutating func raise(_ rule: Int, to strength: Int, at: Int, end: Int? = nil, paired: Bool = false, alone: Bool,
                                    trailing: Bool = false, catchAll: Bool = false, object: Int = -1, itemsOwn: Bool = false) {
            if alone { aloneAny[rule] = true }
            guard strength > best[rule] else { return }
            best[rule] = strength
            bestAt[rule] = at
            bestEnd[rule] = end ?? at
            bestPaired[rule] = paired
            bestObject[rule] = object
            bestItemsOwn[rule] = itemsOwn
            bestCatchAll[rule] = catchAll
            bestAlone[rule] = alone
            bestTrailing[rule] = trailing
        }
    }
}
