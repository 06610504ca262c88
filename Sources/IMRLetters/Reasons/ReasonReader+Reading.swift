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
        var stated: [Stated] = []

        /// The sentence, `bytes[..<end]`: a space, its bytes lower case on one line, a space, less its
        /// long quotations. The buffer only grows: the bytes past `end` are room for the next sentence.
        var bytes: [UInt8] = []
        var end = 0
        var found: [PhraseMatcher.Occurrence] = []
        /// Every phrase of the sentence loaded, found anew for a check made after its reasons
        /// (`matchLoaded`): `found` holds the last sentence read, cut, and not this one where the parse's
        /// memo gave its reasons.
        var loadedFound: [PhraseMatcher.Occurrence] = []
        /// Where words stand that hold a negation's word and negate nothing ("limited flexion": a motion measured short,
        /// `DecisionReasons.notNegating`), in `found` and in `loadedFound`; most sentences have none.
        var notNegating: [Range<Int>] = []
        var loadedNotNegating: [Range<Int>] = []
        /// The counts the sentence states (`noteCounts`), appended to `stated` after its rules.
        var counts: [Stated] = []
        /// The sentence read is one the learned reader gives nothing (`stopsModel`, or it only concludes): its
        /// features are not worked out.
        var modelSkips = false
        /// The clause breaks found (";", "but", "however", "although", "while"), and the clauses between.
        var cuts: [Range<Int>] = []
        var clauses: [Range<Int>] = []
        /// Where the sentence's conditions open ("if", "unless"), for `inCondition`; of them, those that
        /// name what the guideline requires (`DecisionReasons.requirements`), for a `conditional` rule.
        var conditions: [Int] = []
        var requirements: [Int] = []
        /// Where the sentence's relative clauses naming what a treatment is for open (`inRelativeOfCondition`).
        var conditionRelatives: [Int] = []
        /// The clauses in the guideline's voice, a bit a clause (`clauseBit`).
        var talkClauses: UInt64 = 0
        /// Where a trailing relative or comparative part opens that holds the sentence's first words in the guideline's voice
        /// (", which the MTUS requires", ", as the guideline requires"): words before it are the reviewer's finding, set against
        /// the guideline after it (the twenty-sixth round). -1 where none does.
        var trailingTalk = -1
        /// Where the sentence's preamble ends (`preambleEnd`), worked out once a sentence.
        var preamble = 0
        /// Where the guideline is named as the source of what follows (", as guidelines state"), for
        /// `inAttribution`.
        var attributions: [Int] = []
        /// By place in `found`: the clause of a phrase at a word start, -1 where it spans a cut (or
        /// starts no word); and whether each clause negates: a negation speaks of its own clause
        /// ("there was no red flag, but the pain improved").
        var clauseOf: [Int] = []
        var clauseNegates: [Bool] = []
        /// By clause: it holds a negation that states a finding whether or not the sentence speaks of the
        /// case (not only `conditionalNegations`); and whether the sentence speaks of the case.
        var clauseFirmlyNegates: [Bool] = []
        /// By clause: it opens with a contrast ("but", "although", "though", "however"), which sets what it says
        /// against the clause before (`Pairing.overContrast`).
        var clauseAfterContrast: [Bool] = []
        var speaks = false
        /// The sentence's only negations are its verdict's own ("... is not medically necessary, and
        /// flare-ups call for a re-evaluation"): they negate nothing else in it.
        var negatedOnlyByVerdict = false
        /// A measurement that changed meaningfully (`Measures.change`), on the overturning side.
        var measured: (at: Int, better: Bool, end: Int)?
        /// By clause: where its first negation ends (`Int.max` where none stands), for `negationBefore`.
        var clauseNegationEnd: [Int] = []
        /// By rule: its strength so far (-1 for none), and the clauses whose words block it (a bit a
        /// clause, all where the blocking words span a cut): "not recommended *as a first-line*" in one
        /// clause says nothing of "not recommended" in the clause after a "but".
        var best: [Int] = []
        /// By rule: where the phrase giving its strength starts (-1 where a pairing or measurements give it).
        var bestAt: [Int] = []
        /// By rule: its strength comes from words that carry their own negation or fact (no negation needed).
        var bestAlone: [Bool] = []
        /// By rule: its words need a negation and have one only after them in their clause ("decreased
        /// sensation ..., for which this medication is not recommended").
        var bestTrailing: [Bool] = []
        /// By rule: where the phrase giving its strength ends (its start where no one phrase gives it).
        var bestEnd: [Int] = []
        /// By rule: its strength comes from a pairing.
        var bestPaired: [Bool] = []
        /// By rule: where its pairing's first object starts (-1 where no pairing gives its strength), and
        /// whether that object must name the item's own treatment.
        var bestObject: [Int] = []
        var bestItemsOwn: [Bool] = []
        /// By rule: its strength comes from words that state it only generally (`Reason.catchAll`).
        var bestCatchAll: [Bool] = []
        /// By rule: words that state it alone were found, whatever its strength came from.
        var aloneAny: [Bool] = []
        var blocked: [UInt64] = []
        /// The words `contrary` to a rule standing in the sentence, not negated; and by rule, whether its
        /// words needing a negation, a pairing's or a limit's ("only a positive FABER") have stated it,
        /// not only its facts.
        var contrary: [(rule: Int, start: Int, end: Int)] = []
        /// The frames standing in the sentence (`Reason.frames`): their rule, and where they start.
        var framing: [(rule: Int, start: Int)] = []
        var byNegation: [Bool] = []
        /// By clause: the pairings' halves found in it (`Compiled.halves`), and where the last word
        /// of one of them starts (a pairing's place, to tell whether it stands apart from another reason).
        var clauseHalves: [UInt64] = []
        var clauseHalfAt: [Int] = []

        init(rules: Compiled) {
            self.rules = rules
        }

        /// Makes the tables kept by rule, at the first sentence this reading reads (`read`): a reader is made for
        /// every letter, and where the parse's memo gives all its sentences' reasons they are never needed (made
        /// in `init` they were a tenth of the reasons' cost on the generated letters).
        private mutating func makeRuleTables() {
            let count = rules.rules.count
            best = [Int](repeating: -1, count: count)
            blocked = [UInt64](repeating: 0, count: count)
            byNegation = [Bool](repeating: false, count: count)
            bestAt = [Int](repeating: -1, count: count)
            bestAlone = [Bool](repeating: false, count: count)
            bestTrailing = [Bool](repeating: false, count: count)
            bestEnd = [Int](repeating: -1, count: count)
            bestPaired = [Bool](repeating: false, count: count)
            bestObject = [Int](repeating: -1, count: count)
            bestItemsOwn = [Bool](repeating: false, count: count)
            bestCatchAll = [Bool](repeating: false, count: count)
            aloneAny = [Bool](repeating: false, count: count)
        }

        /// Takes the rationale's bytes of one sentence as the sentence to read: its length on one
        /// line (with its quotations), 0 where it holds only spaces (no sentence). `quoted`: whether a
        /// quotation is open where it starts, and then where it ends; `closesLater`: the rationale's
        /// quotations pair up, so that one left open runs on into the next sentence.
        mutating func load(_ sentence: Slice<UnsafeBufferPointer<UInt8>>, quoted: inout Bool, closesLater: @autoclosure () -> Bool) -> Int {
            if bytes.count < sentence.count + 2 { bytes = [UInt8](repeating: 0, count: max(sentence.count + 2, 2 * bytes.count)) }
            var end = 0
            let length = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer[0] = UInt8(ascii: " ")
                let length = Sentences.writeOneLine(sentence, into: UnsafeMutableBufferPointer(rebasing: buffer[1...]), lowerCase: true)
                buffer[length + 1] = UInt8(ascii: " ")
                end = length + 2
                let loaded = UnsafeMutableBufferPointer(rebasing: buffer[..<end])
                if quoted || Quotations.holdMark(UnsafeBufferPointer(loaded)) {
                    (end, quoted) = Quotations.removeLong(loaded, open: quoted, closesLater: closesLater())
                }
                return length
            }
            self.end = end
            return length
        }

        /// The rules of `side` the sentence loaded states, strongest first; from `known` where that
        /// sentence was read before (and kept there when not).
        mutating func stated(side: DecisionReasons.Side, known: SharedMemoTable<[Stated]>?, model: ReasonModel? = nil) -> [Stated] {
            guard let known else {
                read(side: side)
                noteModel(model, side: side)
                return stated
            }
            let end = self.end
            if let stated = bytes.withUnsafeBufferPointer({ known.existing(UnsafeBufferPointer(rebasing: $0[..<end])) }) {
                return stated
            }
            read(side: side)
            noteModel(model, side: side)
            // Most sentences state nothing: kept as an empty array, which holds no storage (the
            // buffer's would stay in the memo, and the next sentence would need a new one).
            let value = stated.isEmpty ? [] : stated
            return bytes.withUnsafeBufferPointer { known.remember(value, for: UnsafeBufferPointer(rebasing: $0[..<end])) }
        }

        /// Appends the rule the learned reader is sure the sentence loaded states (`Stated.model`), so that
        /// the parse's memo keeps it with the rules': its features cost more than the look-up.
        private mutating func noteModel(_ model: ReasonModel?, side: DecisionReasons.Side) {
            let end = self.end
            guard let model, !modelSkips, let rule = bytes.withUnsafeBufferPointer({ model.sureRule(side: side, in: UnsafeBufferPointer(rebasing: $0[..<end])) })
            else { return }
            stated.append(.model(rule))
        }

        /// Finds every phrase of the sentence loaded into `loadedFound`, whether its reasons were read or
        /// taken from the memo, so that a check reads them alike.
        mutating func matchLoaded() {
            loadedFound.removeAll(keepingCapacity: true)
            let sentence = end, rules = self.rules
            bytes.withUnsafeBufferPointer { rules.matcher.occurrences(in: UnsafeBufferPointer(rebasing: $0[..<sentence]), into: &loadedFound) }
            Self.noteNotNegating(loadedFound, roles: rules.roles, into: &loadedNotNegating)
        }

        /// The places in `found` of words that hold a negation's word and negate nothing.
        static func noteNotNegating(_ found: [PhraseMatcher.Occurrence], roles: [Compiled.Role], into places: inout [Range<Int>]) {
            places.removeAll(keepingCapacity: true)
            for occurrence in found where occurrence.startsWord && occurrence.endsWord
                && roles[Int(occurrence.phrase)].contains(.notNegating) {
                places.append(occurrence.start..<occurrence.end)
            }
        }

        /// Whether `occurrence` of `found` is a negation: a negation's words, not inside words that negate nothing.
        @inline(__always)
        func isNegation(_ occurrence: PhraseMatcher.Occurrence) -> Bool {
            Self.isNegation(occurrence, roles: rules.roles, notNegating: notNegating)
        }

        /// The same of an occurrence found with `notNegating` (`found`'s or `loadedFound`'s).
        @inline(__always)
        static func isNegation(_ occurrence: PhraseMatcher.Occurrence, roles: [Compiled.Role], notNegating: [Range<Int>]) -> Bool {
            roles[Int(occurrence.phrase)].contains(.negation)
                && (notNegating.isEmpty || !notNegating.contains { $0.contains(occurrence.start) })
        }

        /// What the phrases found hold beyond the rules' words, together.
        private func heldRoles() -> Compiled.Role {
            let roles = rules.roles
            return found.reduce(into: []) { $0.formUnion(roles[Int($1.phrase)]) }
        }

        /// Where a clause of its own (after ", and " or "; ") opens after the last boilerplate phrase found.
        private func clauseAfterBoilerplate() -> Int? {
            let roles = rules.roles
            guard let last = found.last(where: { roles[Int($0.phrase)].contains(.boilerplate) }) else { return nil }
            return DecisionReasons.clauseOpenings.compactMap { opening in
                bytes[last.end..<end].firstRange(ofBytes: Array(opening.utf8)).map(\.upperBound)
            }.min()
        }

        /// Reads the sentence loaded only up to `place` (the phrases ending after it are dropped): what
        /// they hold.
        private mutating func readUpTo(_ place: Int) -> Compiled.Role {
            found.removeAll { $0.end > place }
            return heldRoles()
        }

        /// Works out `stated` for the sentence loaded: the rules of `side` it states.
        private mutating func read(side: DecisionReasons.Side) {
            if best.isEmpty { makeRuleTables() }
            stated.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
            // The matcher is used through a local reference, outside any mutable access to `bytes`:
            // through `self`, or inside such an access, it was copied (each table retained) every time.
            let sentence = end, rules = self.rules
            bytes.withUnsafeBufferPointer { rules.matcher.occurrences(in: UnsafeBufferPointer(rebasing: $0[..<sentence]), into: &found) }
            Self.noteNotNegating(found, roles: rules.roles, into: &notNegating)
            // What would stop the learned reader's reason whatever it is, known before its features are worked out.
            modelSkips = Self.stopsModel(modelHeld(found))
            // Its counts, whatever else it states or does not, before its verdict is cut.
            noteCounts()
            defer { stated.append(contentsOf: counts) }
            // Nothing at a word start states a rule of this side, alone or with its pair: no reason,
            // whatever else it holds.
            let sideBit = side.bit, states = rules.states
            guard found.contains(where: { $0.startsWord && states[Int($0.phrase)] & sideBit != 0 }) || mayStateOtherwise(side: side)
            else {
                // One that names the request and no word of a reason ("The request is for 30 tablets, one at
                // bedtime") restates it: nor does the learned reader read a reason in it.
                if heldRoles().contains(.request) { modelSkips = true }
                return
            }
            let roles = rules.roles
            // What the sentence holds beyond the rules' words, read in one loop over what was found.
            var held = heldRoles()
            // A decision already made ("the discectomy was found not medically necessary above") is another
            // item's or the review's, not this sentence's verdict.
            if held.contains(.conclusion) && !found.contains(where: isVerdict) { held.remove(.conclusion) }
            // Another request's denial given as this one's cause ("The fusion is not medically necessary, so the
            // post-operative therapy is not medically necessary either"): the words joining the two verdicts state
            // the primary request denied, and only there.
            var followsAnother = false
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
                    // The join's words end with the marker: kept.
                    if side == .upholding && held.contains(.verdictJoin) && verdictOfAnother(before: last) {
                        followsAnother = true
                        cut = found.first { $0.phrase == marker && $0.start == last }?.end
                        break
                    }
                    // Words of their own negation between the marker and the verdict are a cause it
                    // gives ("Therefore criteria have not been met ..., and the request is not medically
                    // necessary"): cut at the verdict's own part, or not at all.
                    if let given = ownNegationEnd(side: side, from: last, causes: true) {
                        // A negation that runs on past the verdict's start leaves no part of its own to cut at.
                        cut = given < verdict.start ? (given..<verdict.start).last { Self.partsBreak(bytes, $0) } : nil
                    }
                    break
                }
                // A verdict joined to the cause as a part of its own ("The request is consistent with the
                // guideline, and the brace is medically necessary") is cut at the join, as after a marker.
                if cut == nil { cut = joinedVerdict(side: side) }
                if let cut { held = readUpTo(cut) } else if !held.contains(.cause) && !concludesItself && (held.contains(.request) || isShort) && !holdsOwnNegation(side: side) {
                    // It only says the request (or, in a few words, the treatment) is (not) necessary,
                    // supported or certified: no cause. Words that state a reason alone ("exceeds", "is
                    // well above the limit") are its cause. Nor does the learned reader read one.
                    modelSkips = true
                    return
                }
            }
            if held.contains(.verdictJoin) && !followsAnother {
                found.removeAll { roles[Int($0.phrase)].contains(.verdictJoin) }
                held = heldRoles()
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
            // A partial certification's boilerplate, or another reviewer's reasoning reported, states none; a clause of the
            // reviewer's own after the boilerplate's ("The Claims Administrator authorized a 6-visit trial, and further visits
            // depend on the response to it") is read.
            if held.contains(.boilerplate), let clause = clauseAfterBoilerplate() {
                found.removeAll { $0.start < clause }
                held = heldRoles()
            }
            guard !held.contains(.boilerplate), !(held.isSuperset(of: [.reviewer, .reasoningVerb]) && reportsReasoning) else { return }
            // The verdict in other words, in a few words with no cause ("A surgical opinion is appropriate.").
            if held.contains(.plainVerdict) && !held.contains(.cause) && isShort && !holdsOwnNegation(side: side) {
                modelSkips = true
                return
            }
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
            findConditionRelatives()
            var speaks = false, talks = false, conditionally = false
            for occurrence in found where occurrence.startsWord {
                let role = roles[Int(occurrence.phrase)]
                if role.contains(.conditionalNegation) { conditionally = true }
                // Not the end of a compound ("in-patient care" speaks of no patient), nor the preamble's
                // naming of the request ("Regarding the request for an MRI, the MTUS notes ...").
                if role.contains(.caseWord) && occurrence.endsWord && !inCondition(occurrence.start) && occurrence.start >= preamble
                    && (occurrence.start == 0 || bytes[occurrence.start - 1] != UInt8(ascii: "-")) && !isHypothetical(occurrence)
                    && !isDuty(occurrence) && !(reported?.contains(occurrence.start) ?? false) { speaks = true }
                // Not inside a relative naming what the treatment is for ("no diagnosis of neuropathic pain for which
                // anticonvulsants are indicated"): the guideline's words describe the condition the reviewer finds absent.
                if role.contains(.guidelineTalk) && !inRelativeOfCondition(occurrence.start) { talks = true }
            }
            // A date is of this patient's records: guidelines cite none ("the rental approved on 10/04/2016").
            if !speaks && (talks || conditionally) && holdsDate { speaks = true }
            readClauses()
            // The clauses that speak in the guideline's voice (`talksIn`).
            talkClauses = 0
            trailingTalk = -1
            if talks {
                var firstTalk = Int.max
                for (position, occurrence) in found.enumerated() where occurrence.startsWord && roles[Int(occurrence.phrase)].contains(.guidelineTalk) {
                    talkClauses |= Self.clauseBit(clauseOf[position])
                    firstTalk = min(firstTalk, occurrence.start)
                }
                if firstTalk != Int.max {
                    trailingTalk = bytes.withUnsafeBufferPointer { Self.trailingOpener(before: firstTalk, in: $0) }
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
                negation.startsWord && negation.endsWord && isNegation(negation)
                    && !found.contains { isVerdict($0) && $0.start <= negation.start && negation.end <= $0.end && !opensRelative(before: $0.start) }
            }
            strengths(side: side, speaksOfTheCase: speaks, talksAsGuideline: talks, unchanged: unchanged)
        }

        /// Whether words that state a reason of `side` alone (`Reason.negative`) stand in the sentence
        /// apart from its verdict ("surgery is not" is the verdict's own words).
        private func holdsOwnNegation(side: DecisionReasons.Side) -> Bool {
            ownNegationEnd(side: side, from: 0) != nil || holdsAlonePair(side: side)
        }

        /// Whether a clause break's words are a contrast's (`DecisionReasons.contrastBreaks`).
        private func opensContrast(_ cut: Range<Int>) -> Bool {
            Self.contrasts.contains { contrast in
                contrast.count == cut.count && zip(bytes[cut], contrast).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }
            }
        }

        private static let contrasts: [[UInt8]] = DecisionReasons.contrastBreaks.map { Array($0.utf8) }

        /// `clauses` between the cuts, each phrase's clause, and which clauses negate.
        private mutating func readClauses() {
            clauses.removeAll(keepingCapacity: true)
            clauseAfterContrast.removeAll(keepingCapacity: true)
            clauseAfterContrast.append(false)
            var begin = 0
            for cut in cuts where cut.lowerBound >= begin {
                clauses.append(begin..<cut.lowerBound)
                clauseAfterContrast.append(opensContrast(cut))
                begin = cut.upperBound
            }
            clauses.append(begin..<max(begin, end))
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
                if occurrence.endsWord && isNegation(occurrence) {
                    clauseNegates[clause] = true
                    if !roles[Int(occurrence.phrase)].contains(.conditionalNegation) { clauseFirmlyNegates[clause] = true }
                    clauseNegationEnd[clause] = min(clauseNegationEnd[clause], occurrence.end)
                }
                clauseOf.append(clause)
            }
        }
    }
}

extension ReasonReader.Reading {
    /// Whether words at `at` stand in (or name the condition before) a relative clause ("for which") that negates the treatment after
    /// it ("chronic low back pain, for which the injectable Toradol is not indicated"): the condition named before the
    /// clause is the patient's, and the treatment is what is not recommended for it. Read only for an upholding reason a
    /// sentence gave (`ReasonReader.reasons`): a search of its bytes, from the byte arrays made once, and only for words before
    /// the clause its phrases found anew (`matchLoaded`), whether its reasons came from the memo or not.
    @inline(never)
    mutating func inNegatedRelative(_ at: Int) -> Bool {
        guard at >= 0 else { return false }
        let opens: Int? = bytes.withUnsafeBufferPointer { all in
            guard let opens = Self.first(Self.relative, in: all, from: 0, to: end),
                  Self.negations.contains(where: { Self.first($0, in: all, from: opens + Self.relative.count, to: end) != nil })
            else { return nil }
            return opens
        }
        guard let opens else { return false }
        if opens <= at { return true }
        // The condition named before the clause, where no negation of its own stands before it ("..., which is a chronic
        // painful condition for which injectable ketorolac is not recommended": the forty-fifth round, BB).
        matchLoaded()
        let roles = rules.roles, notNegating = loadedNotNegating
        return !loadedFound.contains { occurrence in
            occurrence.start < opens && occurrence.startsWord && occurrence.endsWord
                && Self.isNegation(occurrence, roles: roles, notNegating: notNegating)
        }
    }

    /// The openers of a trailing part that sets what comes before it against the guideline (", which the MTUS requires").
    static let trailingOpeners = [", which ", ", as "].map { Array($0.utf8) }

    /// Where the last trailing opener stands a few words before `talk` (the first guideline words), after the sentence's first
    /// words; -1 where none does.
    static func trailingOpener(before talk: Int, in all: UnsafeBufferPointer<UInt8>) -> Int {
        var found = -1
        for opener in trailingOpeners {
            var from = max(1, talk - opener.count - 24)
            while let at = first(opener, in: all, from: from, to: talk) {
                found = max(found, at)
                from = at + 1
            }
        }
        return found
    }

    static let relative = Array(DecisionReasons.relativeOfCondition.utf8)

    /// Finds `conditionRelatives`: each " for which " after the sentence's first words, not one after a class of treatments
    /// ("not among the agents for which the guidelines find support"), which names the class's uses in the guideline's words.
    mutating func findConditionRelatives() {
        conditionRelatives.removeAll(keepingCapacity: true)
        bytes.withUnsafeBufferPointer { all in
            var from = 1
            while let at = Self.first(Self.relative, in: all, from: from, to: end) {
                // Where "for" starts: words that open with it ("for which a") are the clause's opening, not inside it.
                if !DecisionReasons.treatmentClasses.contains(where: { all[..<at].reversed().starts(with: $0.utf8.reversed()) }) {
                    conditionRelatives.append(at + 1)
                }
                from = at + 1
            }
        }
    }

    /// Whether `place` stands in a relative clause naming the condition a treatment is for (`conditionRelatives`), with no
    /// comma or semicolon between: what it names is the treatment and its use, not the reviewer's finding.
    func inRelativeOfCondition(_ place: Int) -> Bool {
        conditionRelatives.contains { opens in
            opens < place && !bytes[opens..<place].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
        }
    }
    static let negations = DecisionReasons.treatmentNegated.map { Array($0.utf8) }

    /// Where `needle` first stands in `bytes[from..<to]`.
    static func first(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        let count = needle.count
        guard count > 0, end - from >= count else { return nil }
        // The needles open with a space: their second byte, a letter, is the rarer one to look for.
        let key = needle[1 % count], keyAt = 1 % count
        var start = from
        while start + count <= end {
            if bytes[start + keyAt] == key {
                var matched = 0
                while matched < count && bytes[start + matched] == needle[matched] { matched += 1 }
                if matched == count { return start }
            }
            start += 1
        }
        return nil
    }
}
