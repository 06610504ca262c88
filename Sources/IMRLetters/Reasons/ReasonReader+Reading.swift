import IMRText
import IMRVocabulary

extension ReasonReader {
    /// A sentence prepared for the rules: lower case on one line, its long quotations and its bare
    /// conclusion taken out, every phrase of the rules found in it in one pass, and what it is (a
    /// guideline's restatement, boilerplate) worked out once. Bytes throughout, in buffers kept from one
    /// sentence to the next: this runs for every sentence of every rationale at each first open.
    struct Reading {
        let rules: Compiled
        /// The rules of the side asked the sentence read states, strongest first, each with how
        /// specifically (the length of its longest phrase found, a phrase that carries its own negation
        /// counting more, a catch-all less).
        private var stated: [Stated] = []

        /// The sentence, `bytes[..<end]`: a space, its bytes lower case on one line, a space, less its
        /// long quotations. The buffer only grows: the bytes past `end` are room for the next sentence.
        private var bytes: [UInt8] = []
        private var end = 0
        private var found: [PhraseMatcher.Occurrence] = []
        /// The clause breaks found (";", "but", "however", "although", "while"), and the clauses between.
        private var cuts: [Range<Int>] = []
        private var clauses: [Range<Int>] = []
        /// Where the sentence's conditions open ("if", "unless"), for `inCondition`.
        private var conditions: [Int] = []
        /// The clauses in the guideline's voice, a bit a clause (`clauseBit`).
        private var talkClauses: UInt64 = 0
        /// Where the sentence's preamble ends (`preambleEnd`), worked out once a sentence.
        private var preamble = 0
        /// Where the guideline is named as the source of what follows (", as guidelines state"), for
        /// `inAttribution`.
        private var attributions: [Int] = []
        /// By place in `found`: the clause of a phrase at a word start, -1 where it spans a cut (or
        /// starts no word); and whether each clause negates: a negation speaks of its own clause
        /// ("there was no red flag, but the pain improved").
        private var clauseOf: [Int] = []
        private var clauseNegates: [Bool] = []
        /// By clause: where its first negation ends (`Int.max` where none stands), for `negationBefore`.
        private var clauseNegationEnd: [Int] = []
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
        private var blocked: [UInt64]
        /// By clause: the pairings' halves found in it (`Compiled.halves`), and where the last word
        /// of one of them starts (a pairing's place, to tell whether it stands apart from another reason).
        private var clauseHalves: [UInt64] = []
        private var clauseHalfAt: [Int] = []

        init(rules: Compiled) {
            self.rules = rules
            best = [Int](repeating: -1, count: rules.rules.count)
            blocked = [UInt64](repeating: 0, count: rules.rules.count)
            bestAt = [Int](repeating: -1, count: rules.rules.count)
            bestAlone = [Bool](repeating: false, count: rules.rules.count)
            bestTrailing = [Bool](repeating: false, count: rules.rules.count)
            bestEnd = [Int](repeating: -1, count: rules.rules.count)
            bestPaired = [Bool](repeating: false, count: rules.rules.count)
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

        /// Works out `stated` for the sentence loaded: the rules of `side` it states.
        private mutating func read(side: DecisionReasons.Side) {
            stated.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
            // The matcher is used through a local reference, outside any mutable access to `bytes`:
            // through `self`, or inside such an access, it was copied (each table retained) every time.
            let sentence = end, rules = self.rules
            bytes.withUnsafeBufferPointer { rules.matcher.occurrences(in: UnsafeBufferPointer(rebasing: $0[..<sentence]), into: &found) }
            // Nothing at a word start states a rule of this side, alone or with its pair: no reason,
            // whatever else it holds.
            let sideBit = side.bit, states = rules.states
            guard found.contains(where: { $0.startsWord && states[Int($0.phrase)] & sideBit != 0 }) || mayStateOtherwise(side: side)
            else { return }
            let roles = rules.roles
            // What the sentence holds beyond the rules' words, read in one loop over what was found.
            var held: Compiled.Role = []
            for occurrence in found { held.formUnion(roles[Int(occurrence.phrase)]) }
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
                          let verdict = found.first(where: { $0.start >= last && roles[Int($0.phrase)].contains(.conclusion) })
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
                if let cut {
                    found.removeAll { $0.end > cut }
                    held = []
                    for occurrence in found { held.formUnion(roles[Int(occurrence.phrase)]) }
                } else if !held.contains(.cause) && !concludesItself && (held.contains(.request) || isShort) && !holdsOwnNegation(side: side) {
                    // It only says the request (or, in a few words, the treatment) is (not) necessary,
                    // supported or certified: no cause. Words that state a reason alone ("exceeds", "is
                    // well above the limit") are its cause.
                    return
                }
            }
            guard !held.contains(.boilerplate) else { return }
            cuts.removeAll(keepingCapacity: true)
            for occurrence in found where roles[Int(occurrence.phrase)].contains(.clauseBreak) {
                cuts.append(occurrence.start..<occurrence.end)
            }
            cuts.sort { $0.lowerBound < $1.lowerBound }
            // The rules' words stand at word starts.
            conditions.removeAll(keepingCapacity: true)
            attributions.removeAll(keepingCapacity: true)
            for occurrence in found where occurrence.startsWord && occurrence.endsWord {
                let role = roles[Int(occurrence.phrase)]
                if role.contains(.condition) { conditions.append(occurrence.start) }
                if role.contains(.attribution) { attributions.append(occurrence.start) }
            }
            preamble = preambleEnd
            var speaks = false, talks = false
            for occurrence in found where occurrence.startsWord {
                let role = roles[Int(occurrence.phrase)]
                // Not the end of a compound ("in-patient care" speaks of no patient), nor the preamble's
                // naming of the request ("Regarding the request for an MRI, the MTUS notes ...").
                if role.contains(.caseWord) && occurrence.endsWord && !inCondition(occurrence.start) && occurrence.start >= preamble
                    && (occurrence.start == 0 || bytes[occurrence.start - 1] != UInt8(ascii: "-")) { speaks = true }
                if role.contains(.guidelineTalk) { talks = true }
            }
            // A date is of this patient's records: guidelines cite none ("the rental approved on 10/04/2016").
            if !speaks && talks && holdsDate { speaks = true }
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
            let unchanged = side == .upholding && held.contains(.measure)
                && bytes.withUnsafeBufferPointer { Measures.holdUnchanged(UnsafeBufferPointer(rebasing: $0[..<sentence]), found: found, roles: roles, scale: scale) }
            strengths(side: side, speaksOfTheCase: speaks, talksAsGuideline: talks, unchanged: unchanged)
        }

        /// Whether a conclusion marker (" therefore ") opens a clause: after a comma, a semicolon or an
        /// "and", at the sentence's start, or before a new subject ("... therefore this request is");
        /// not an adverb inside one ("He therefore meets the guideline's condition").
        private func opensClause(_ marker: PhraseMatcher.Occurrence) -> Bool {
            var before = marker.start
            while before > 0 && bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
            if before == 0 || [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[before - 1]) { return true }
            if before >= 4 && bytes[(before - 4)..<before].elementsEqual(" and".utf8) { return true }
            let next = bytes[marker.end..<end]
            return DecisionReasons.clauseSubjects.contains { next.starts(with: $0.utf8) }
        }

        /// Whether words that state a reason of `side` alone (`Reason.negative`) stand in the sentence
        /// apart from its verdict ("surgery is not" is the verdict's own words).
        private func holdsOwnNegation(side: DecisionReasons.Side) -> Bool {
            ownNegationEnd(side: side, from: 0) != nil
        }

        /// Where the last words that state a reason of `side` alone, apart from the verdict, end, of
        /// those starting at `from` or after; nil where none stand there.
        private func ownNegationEnd(side: DecisionReasons.Side, from: Int) -> Int? {
            let uses = rules.uses, useStart = rules.useStart, reasons = rules.rules, roles = rules.roles
            var last: Int?
            for occurrence in found where occurrence.startsWord && occurrence.start >= from {
                let phrase = Int(occurrence.phrase)
                guard (Int(useStart[phrase])..<Int(useStart[phrase + 1])).contains(where: {
                    uses[$0].use == .negative && reasons[uses[$0].rule].side == side
                }), !found.contains(where: { roles[Int($0.phrase)].contains(.conclusion) && $0.start < occurrence.end && occurrence.start < $0.end })
                else { continue }
                last = max(last ?? 0, occurrence.end)
            }
            return last
        }

        /// Whether the sentence may state a reason of `side` with no phrase of it: both halves of a
        /// pairing stand in it (at word starts), or (upholding) two measurements set in time.
        private func mayStateOtherwise(side: DecisionReasons.Side) -> Bool {
            let halves = rules.halves, roles = rules.roles
            var held: UInt64 = 0, units = 0, times = false
            for occurrence in found {
                let role = roles[Int(occurrence.phrase)]
                if role.contains(.measure) { units += 1 }
                guard occurrence.startsWord else { continue }
                if role.contains(.measureTime) || role.contains(.sameMeasure) { times = true }
                held |= Self.half(halves[Int(occurrence.phrase)], occurrence)
            }
            return UInt32(truncatingIfNeeded: held) & UInt32(truncatingIfNeeded: held >> 32) & rules.pairsOfSide[Int(side.bit)] != 0
                || (side == .upholding && (units >= 2 || units >= 1 && times))
        }

        /// The pairings' halves a phrase found is: an action only as whole words ("had no" is not
        /// "had not"); an object also as a word's start ("anti-inflammator").
        @inline(__always)
        private static func half(_ halves: UInt64, _ occurrence: PhraseMatcher.Occurrence) -> UInt64 {
            occurrence.endsWord ? halves : halves & 0xFFFF_FFFF_0000_0000
        }

        /// The bit of a clause in a rule's `blocked`; all of them for a phrase spanning a cut (-1).
        @inline(__always)
        private static func clauseBit(_ clause: Int) -> UInt64 {
            clause < 0 ? ~0 : 1 << UInt64(min(clause, 63))
        }

        /// Whether a negation stands before a phrase in its clause with no comma or "and" between
        /// ("no recent MRI", "does not appear to have undergone therapy", but not "no red flags, and a
        /// prior MRI"; "no improvement and persistent pain").
        private func isNegated(_ phrase: PhraseMatcher.Occurrence) -> Bool {
            let roles = rules.roles
            return found.contains { negation in
                guard negation.startsWord && negation.endsWord && negation.end <= phrase.start
                        && roles[Int(negation.phrase)].contains(.negation) else { return false }
                let between = bytes[negation.end..<phrase.start]
                guard !between.contains(UInt8(ascii: ",")) && !between.contains(UInt8(ascii: ";")) else { return false }
                var index = between.startIndex
                while index + 5 <= between.endIndex {
                    if bytes[index] == UInt8(ascii: " ") && bytes[index + 1] == UInt8(ascii: "a") && bytes[index + 2] == UInt8(ascii: "n")
                        && bytes[index + 3] == UInt8(ascii: "d") && bytes[index + 4] == UInt8(ascii: " ") { return false }
                    index += 1
                }
                return true
            }
        }

        /// Whether `place` lies in a condition: at or after where one opens, with no comma or semicolon
        /// between (the condition's clause ends there).
        private func inCondition(_ place: Int) -> Bool {
            conditions.contains { opened in
                opened <= place && !bytes[opened..<place].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
            }
        }

        /// Whether `place` lies in words the sentence gives as the guideline's (", as guidelines state
        /// excessive splinting is detrimental"): after an attribution, to the end of its part.
        private func inAttribution(_ place: Int) -> Bool {
            attributions.contains { opened in
                opened <= place && !bytes[opened..<place].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
            }
        }

        /// Whether a negation standing in `clause` negates more than a condition: where every negation
        /// of the clause lies in a condition ("... dystrophy if plain films are not diagnostic"), the
        /// guideline's hypothetical case is negated, not this one.
        /// Words at `place` inside a condition need that negation in their own part ("it is unclear if
        /// she has tried a splint", not "no red flags, and ... only if plain films are not diagnostic"),
        /// or after them, answering the condition ("... if the worker shows functional gains, and he
        /// shows none").
        private func negatesOutsideConditions(_ clause: Int, for place: Int) -> Bool {
            let roles = rules.roles, conditional = inCondition(place)
            for (position, occurrence) in found.enumerated() where clauseOf[position] == clause && occurrence.endsWord
                && roles[Int(occurrence.phrase)].contains(.negation) && !inCondition(occurrence.start) {
                if !conditional || occurrence.start > place || !standApart(occurrence.start, place) { return true }
            }
            return false
        }

        /// Whether a negating verb ("is not", "would not") is the phrase's own predicate, right after it
        /// with at most one word between ("conservative care would not be appropriate").
        private func isNegatedAfter(_ phrase: PhraseMatcher.Occurrence) -> Bool {
            let roles = rules.roles, matcher = rules.matcher
            return found.contains { negation in
                guard negation.startsWord && negation.endsWord && negation.start >= phrase.end
                        && roles[Int(negation.phrase)].contains(.negation) && matcher.isVerbNegation(negation.phrase) else { return false }
                let between = bytes[phrase.end..<negation.start]
                return between.count { $0 == UInt8(ascii: " ") } <= 2 && !between.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
            }
        }

        /// Whether the sentence holds a date written in numbers ("10/04/2016", "11-7-16"): one or two
        /// digits, a slash or a dash, one or two digits, the same mark, two or four digits.
        private var holdsDate: Bool {
            var index = 1
            while index + 5 < end {
                defer { index += 1 }
                guard Self.isDigit(bytes[index]), !Self.isDigit(bytes[index - 1]) else { continue }
                var at = index + (Self.isDigit(bytes[index + 1]) ? 2 : 1)
                let mark = bytes[at]
                guard mark == UInt8(ascii: "/") || mark == UInt8(ascii: "-") else { continue }
                at += 1
                let month = at
                while at < end && Self.isDigit(bytes[at]) { at += 1 }
                guard at - month >= 1 && at - month <= 2 && at < end && bytes[at] == mark else { continue }
                at += 1
                let year = at
                while at < end && Self.isDigit(bytes[at]) { at += 1 }
                if at - year == 2 || at - year == 4 { return true }
            }
            return false
        }

        @inline(__always)
        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// A sentence of a few words: one with a verdict and no cause is only the verdict.
        private var isShort: Bool {
            var words = 0
            for index in 1..<end where bytes[index] == UInt8(ascii: " ") && bytes[index - 1] != UInt8(ascii: " ") { words += 1 }
            return words <= ReasonReader.shortSentenceWords
        }

        /// The sentence opens with a guideline's words ("Guidelines recommend ...", "According to the MTUS"),
        /// after its preamble where it has one ("Regarding the request for an MRI, CA MTUS notes ...").
        private var opensWithGuideline: Bool {
            var opening = preamble
            while opening < end, bytes[opening] == UInt8(ascii: " ") || bytes[opening] == UInt8(ascii: "\"") || bytes[opening] == UInt8(ascii: "(") {
                opening += 1
            }
            return rules.openings.contains { prefix in
                end - opening >= prefix.count && bytes[opening..<(opening + prefix.count)].elementsEqual(prefix)
            }
        }

        /// Where the sentence's preamble ends: after the comma closing an opening that names what the
        /// sentence is about ("Regarding the request for physical therapy, "); 0 where it has none.
        private var preambleEnd: Int {
            var opening = 0
            while opening < end, bytes[opening] == UInt8(ascii: " ") { opening += 1 }
            guard rules.preambles.contains(where: { prefix in
                end - opening >= prefix.count && bytes[opening..<(opening + prefix.count)].elementsEqual(prefix)
            }) else { return 0 }
            let limit = min(end, opening + ReasonReader.longestPreamble)
            guard let comma = bytes[opening..<limit].firstIndex(of: UInt8(ascii: ",")) else { return 0 }
            return comma + 1
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
            for (position, occurrence) in found.enumerated() where occurrence.startsWord && blocking[Int(occurrence.phrase)] {
                let phrase = Int(occurrence.phrase)
                for slot in Int(useStart[phrase])..<Int(useStart[phrase + 1]) {
                    switch uses[slot].use {
                    case .unless: blocked[uses[slot].rule] |= Self.clauseBit(clauseOf[position])
                    case .unlessInSentence:
                        // An affirmative recommendation: not "neither ... nor ... is recommended".
                        if !isNegated(occurrence) { blocked[uses[slot].rule] = ~0 }
                    default: continue
                    }
                }
            }
            for (position, occurrence) in found.enumerated() where occurrence.startsWord {
                let length = rules.matcher.length(of: occurrence.phrase)
                let phrase = Int(occurrence.phrase)
                if clauseOf[position] >= 0 {
                    var half = Self.half(halves[phrase], occurrence)
                    // A fact's action with a negation right before it is not the fact ("was not done").
                    if UInt32(truncatingIfNeeded: half) & alonePairs != 0 && isNegated(occurrence) { half &= ~UInt64(alonePairs) }
                    clauseHalves[clauseOf[position]] |= half
                    if half != 0 { clauseHalfAt[clauseOf[position]] = occurrence.start }
                }
                // By index, not through a slice (which retained the array for each phrase found).
                for slot in Int(useStart[phrase])..<Int(useStart[phrase + 1]) {
                    let (rule, use) = uses[slot]
                    guard reasons[rule].side == side, blocked[rule] & Self.clauseBit(clauseOf[position]) == 0 else { continue }
                    switch use {
                    case .unless, .unlessInSentence:
                        continue
                    case .negative:
                        raise(rule, to: length + 8, at: occurrence.start, end: occurrence.end, alone: true)
                    case .affirmative:
                        guard clauseOf[position] >= 0 && !isNegated(occurrence) && !isNegatedAfter(occurrence) else { continue }
                        raise(rule, to: length, at: occurrence.start, end: occurrence.end, alone: true)
                    case .phrase:
                        // An upholding reason's words count in a clause that negates; a positive one's in
                        // a clause that does not.
                        let clause = clauseOf[position]
                        guard clause >= 0 else { continue }
                        if side == .upholding && !clauseNegates[clause] { continue }
                        if side == .upholding && !conditions.isEmpty && !negatesOutsideConditions(clause, for: occurrence.start) { continue }
                        // An overturning reason whose words carry their own negation ("not tolerated"),
                        // negated again before them: "the records do not indicate that it was not tolerated".
                        if side == .overturning && !reasons[rule].positive && isNegated(occurrence) { continue }
                        // A positive reason's words count where the negation stands in another part of
                        // the clause ("no aberrant behavior, and she has returned to modified duty").
                        if reasons[rule].positive && clauseNegates[clause] && partNegates(occurrence.start) { continue }
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
                    if side == .upholding && !clauseNegates[clause] && alonePairs & 1 << pairing == 0 { continue }
                    // An overturning pair states what was done: not where its part of the clause negates,
                    // as a positive reason's words do not count there.
                    if side == .overturning && clauseNegates[clause] && partNegates(clauseHalfAt[clause]) { continue }
                    if strongest < 0 || rules.pairStrength[pairing] > rules.pairStrength[strongest] { strongest = pairing }
                }
                if strongest >= 0 {
                    raise(rules.pairRule[strongest], to: rules.pairStrength[strongest], at: clauseHalfAt[clause], paired: true,
                          alone: alonePairs & 1 << strongest != 0)
                }
            }
            if unchanged && blocked[rules.unchangedRule] == 0 {
                raise(rules.unchangedRule, to: ReasonReader.unchangedMeasureStrength, at: -1, alone: true)
            }
            // Whether it restates a guideline: worked out only for a rule the guideline may not state.
            var restatesGuideline: Bool?
            for rule in best.indices {
                let strength = best[rule], at = bestAt[rule], alone = bestAlone[rule], trailing = bestTrailing[rule], phraseEnd = bestEnd[rule]
                best[rule] = -1
                bestAt[rule] = -1
                blocked[rule] = 0
                guard strength >= 0 else { continue }
                let reason = reasons[rule]
                if !reason.guidelineMayState || (reason.openingRestates && !alone && !concludes(at)) {
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
                one.alone = alone
                stated.append(one)
            }
            stated.sort { $0.strength > $1.strength }
            // A catch-all whose words a specific reason's pairing shares ("the 6 sessions are consistent with
            // guideline recommendations": a quantity within the guideline) yields to it.
            if let first = stated.first, reasons[first.rule].general, first.at >= 0,
               let paired = stated.firstIndex(where: { $0.paired && $0.at == first.at && !reasons[$0.rule].general }) {
                stated.swapAt(0, paired)
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

        /// Whether the phrases starting at `one` and `other` stand in different parts of the sentence:
        /// a comma, a semicolon or an "and" between them.
        private func standApart(_ one: Int, _ other: Int) -> Bool {
            let (from, to) = one < other ? (one, other) : (other, one)
            return (from..<to).contains { Self.partsBreak(bytes, $0) }
        }

        /// Whether the sentence speaks in the guideline's voice at or before the clause holding `place`:
        /// a finding stated first and set against the guideline after ("the finger has not been injected,
        /// whereas ACOEM recommends ...") is the reviewer's (any clause, where `place` is none).
        private func talksIn(_ place: Int) -> Bool {
            guard place >= 0, let clause = clauses.firstIndex(where: { $0.contains(place) }) else { return talkClauses != 0 }
            return talkClauses & (Self.clauseBit(clause) << 1 &- 1) != 0
        }

        /// Whether `place` follows a marker opening the reviewer's conclusion ("..., so 8 visits are within it").
        private func concludes(_ place: Int) -> Bool {
            guard place >= 0 else { return false }
            return found.contains { marker in marker.start < place && rules.markers.contains(marker.phrase) }
        }

        /// Whether an "or" stands between `one` and `other` (one before the other): two things listed
        /// ("no discussion of surgery or of any red flag").
        private func listsApart(_ one: Int, _ other: Int) -> Bool {
            (one..<max(one, other - 3)).contains { Self.orAt(bytes, $0) }
        }

        /// Whether a negation stands in the part of the sentence around `place`: between the commas,
        /// semicolons or "and"s either side of it.
        private func partNegates(_ place: Int) -> Bool {
            var start = place, end = place
            while start > 0 && !Self.partsBreak(bytes, start - 1) { start -= 1 }
            while end < self.end && !Self.partsBreak(bytes, end) { end += 1 }
            let roles = rules.roles
            return found.contains { $0.startsWord && $0.endsWord && $0.start >= start && $0.end <= end && roles[Int($0.phrase)].contains(.negation) }
        }

        /// Whether words of `rule` (its phrases, or a pairing's half) stand in the part of the sentence
        /// around `place`: that part is the rule's too ("and she has not tried an oral NSAID" beside "not
        /// recommended as a first-line treatment" says first-line again, not conservative care).
        private func partStates(_ rule: Int, around place: Int, side: DecisionReasons.Side) -> Bool {
            // Parts here are also the things an "or" lists ("no red flag or indication for surgery").
            var start = place, end = place
            while start > 0 && !Self.partsBreak(bytes, start - 1) && !Self.orAt(bytes, start - 1) { start -= 1 }
            while end < self.end && !Self.partsBreak(bytes, end) && !Self.orAt(bytes, end) { end += 1 }
            let uses = rules.uses, useStart = rules.useStart, halves = rules.halves, pairRule = rules.pairRule
            return found.contains { occurrence in
                guard occurrence.startsWord && occurrence.start >= start && occurrence.end <= end else { return false }
                let phrase = Int(occurrence.phrase)
                if (Int(useStart[phrase])..<Int(useStart[phrase + 1])).contains(where: { uses[$0].rule == rule && uses[$0].use != .unless && uses[$0].use != .unlessInSentence }) {
                    return true
                }
                var pairs = UInt32(truncatingIfNeeded: halves[phrase] >> 32) | UInt32(truncatingIfNeeded: halves[phrase])
                while pairs != 0 {
                    if pairRule[pairs.trailingZeroBitCount] == rule { return true }
                    pairs &= pairs - 1
                }
                return false
            }
        }

        /// Whether " or " opens at `index`.
        @inline(__always)
        private static func orAt(_ bytes: [UInt8], _ index: Int) -> Bool {
            bytes[index] == UInt8(ascii: " ") && index + 3 < bytes.count && bytes[index + 1] == UInt8(ascii: "o")
                && bytes[index + 2] == UInt8(ascii: "r") && bytes[index + 3] == UInt8(ascii: " ")
        }

        /// Whether parts of a sentence break at `index`: a comma, a semicolon, or the space opening " and ".
        @inline(__always)
        private static func partsBreak(_ bytes: [UInt8], _ index: Int) -> Bool {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { return true }
            return byte == UInt8(ascii: " ") && index + 4 < bytes.count && bytes[index + 1] == UInt8(ascii: "a")
                && bytes[index + 2] == UInt8(ascii: "n") && bytes[index + 3] == UInt8(ascii: "d") && bytes[index + 4] == UInt8(ascii: " ")
        }

        /// Raises `rule`'s strength to `strength` where that is more, from the phrase starting at `at`,
        /// `alone` where its words need no negation beside them.
        @inline(__always)
        private mutating func raise(_ rule: Int, to strength: Int, at: Int, end: Int? = nil, paired: Bool = false, alone: Bool,
                                    trailing: Bool = false) {
            guard strength > best[rule] else { return }
            best[rule] = strength
            bestAt[rule] = at
            bestEnd[rule] = end ?? at
            bestPaired[rule] = paired
            bestAlone[rule] = alone
            bestTrailing[rule] = trailing
        }

        /// Whether a negation of `clause` ends before `place`.
        @inline(__always)
        private func negationBefore(_ place: Int, in clause: Int) -> Bool {
            clauseNegationEnd[clause] <= place
        }
    }
}
