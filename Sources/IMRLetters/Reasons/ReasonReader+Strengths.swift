import IMRModel
import IMRVocabulary

/// How strongly the sentence loaded states each rule of a side: its phrases weighed by where they stand
/// (part, clause, negation, the guideline's voice), the strongest kept for `stated`. Read by `read`.
extension ReasonReader.Reading {
    /// How far into a sentence a frame still opens it: "the " before it.
    static let openingFrameReach = 4

    /// The rules of each pair whose general one yields to the specific in its sentence (`DecisionReasons.yieldsInSentence`).
    static let yieldingPairs: [(specific: Int, general: Int, pair: DecisionReasons.Yielding)] =
        DecisionReasons.yieldsInSentence.compactMap { pair in
            guard let specific = DecisionReasons.all.firstIndex(where: { $0.id == pair.specific }),
                  let general = DecisionReasons.all.firstIndex(where: { $0.id == pair.general }) else { return nil }
            return (specific, general, pair)
        }

    /// `stated`: the rules of `side` the sentence states, in the rules' order, then strongest first.
    mutating func strengths(side: DecisionReasons.Side, speaksOfTheCase: Bool, talksAsGuideline: Bool, unchanged: Bool) {
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
                case .unlessRestated: if !speaksOfTheCase { blocked[uses[slot].rule] |= Self.clauseBit(clauseOf[position]) }
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
                // The treatment named in the clause of what it is for ("no neuropathy for which anticonvulsants are
                // recommended") is no care untried.
                if side == .upholding && half >> 32 != 0 && !conditionRelatives.isEmpty && inRelativeOfCondition(occurrence.start) {
                    half &= 0xFFFF_FFFF
                }
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
                case .unless, .unlessInSentence, .unlessRestated, .neededInSentence, .contrary, .frame:
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
                    // The treatment named in the clause of what it is for ("no neuropathy for which anticonvulsants are
                    // recommended"), where its name may be a reason's word.
                    if side == .upholding && rules.readInRelative[rule] && !conditionRelatives.isEmpty
                        && inRelativeOfCondition(occurrence.start) { continue }
                    // An overturning reason whose words carry their own negation ("not tolerated"),
                    // negated again before them: "the records do not indicate that it was not tolerated".
                    if side == .overturning && !reasons[rule].positive && isNegated(occurrence) { continue }
                    // An overturning reason's words inside a condition are the guideline's hypothetical
                    // patient ("recommended if there is radiculopathy on examination"), not this one.
                    if side == .overturning && !conditions.isEmpty && inCondition(occurrence.start) { continue }
                    // A positive reason's words count where the negation stands in another part of
                    // the clause ("no aberrant behavior, and she has returned to modified duty").
                    if reasons[rule].positive && clauseNegates[clause]
                        && partNegates(occurrence.start, own: occurrence.start..<occurrence.end, causeApart: true) { continue }
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
            // Care told before a contrast, with what it left after it, where the care's clause does not negate.
            var objects = UInt32(truncatingIfNeeded: held >> 32)
            let carried = clause > 0 && clauseAfterContrast[clause] && !clauseNegates[clause - 1]
                ? UInt32(truncatingIfNeeded: clauseHalves[clause - 1] >> 32) & rules.overContrastPairs & ~objects : 0
            objects |= carried
            var pairs = UInt32(truncatingIfNeeded: held) & objects & sidePairs
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
                    let action = actionAt(pairing, in: clause)
                    let object = carried & 1 << pairing != 0 ? action : actionAt(pairing, in: clause, object: true)
                    if partNegates(action >= 0 ? action : clauseHalfAt[clause]) && partNegates(object >= 0 ? object : clauseHalfAt[clause]) { continue }
                }
                if strongest < 0 || rules.pairStrength[pairing] > rules.pairStrength[strongest] { strongest = pairing }
            }
            // An overturning pair inside the guideline's condition is its hypothetical patient, as a phrase is
            // ("supported when locking persists after therapy").
            if strongest >= 0 && side == .overturning && !conditions.isEmpty && inCondition(actionAt(strongest, in: clause)) { strongest = -1 }
            if strongest >= 0 {
                let rule = rules.pairRule[strongest], alone = alonePairs & 1 << strongest != 0
                if !alone { byNegation[rule] = true }
                // A pair that carries its own negation and sets a quantity against the guideline ("is not within the 120 mg
                // daily limit the guideline recommends") stands at its action: the guideline named after it is what the case's
                // quantity is set against (`Reason.setAgainstGuideline`), and the action's own "not" is no negation before it.
                let action = alone && reasons[rule].setAgainstGuideline ? actionAt(strongest, in: clause) : -1
                raise(rule, to: rules.pairStrength[strongest], at: action >= 0 ? action : clauseHalfAt[clause], paired: true,
                      alone: alone,
                      object: actionAt(strongest, in: carried & 1 << strongest != 0 ? clause - 1 : clause, object: true),
                      itemsOwn: rules.itemsOwnPairs & 1 << strongest != 0)
            }
        }
        if unchanged && blocked[rules.unchangedRule] == 0 {
            raise(rules.unchangedRule, to: ReasonReader.unchangedMeasureStrength, at: -1, alone: true)
        }
        if let (at, better, end) = measured {
            if !better {
                best[rules.improvedRule] = -1
            // Blocked only in its own part: a status told in another ("and that he is able to continue working full duty")
            // leaves the measure that improved with the drug (the twenty-ninth round, AL).
            } else if blocked[rules.improvedRule] == 0 || blockedOnlyApart(rules.improvedRule, from: at),
                      !partNegates(at, own: at..<end), !inCondition(at) {
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
                if restates || (!reason.guidelineMayState && !speaksOfTheCase && talksAsGuideline && talksIn(at)
                                && !(at >= 0 && at < trailingTalk)) { continue }
                if !reason.guidelineMayState && at >= 0 && inAttribution(at) { continue }
            }
            // A catch-all yields to a specific reason the sentence also states.
            // Where it stands in a part of the sentence of its own, that part speaks as the
            // reason's side does (negates for an upholding reason's plain words, not for an
            // overturning one's): "no red flags, and no urine drug screen is on file".
            let ownPart = at >= 0 && strength >= ReasonReader.apartReasonStrength
                && (alone || partNegates(at) == (side == .upholding))
            var one = ReasonReader.Stated(rule: rule, strength: reason.general ? strength - 6 : strength, at: at, end: phraseEnd)
            one.apart = ownPart
            one.trailing = trailing
            one.paired = bestPaired[rule]
            one.object = bestObject[rule]
            one.itemsOwn = bestItemsOwn[rule]
            one.catchAll = bestCatchAll[rule]
            one.alone = alone
            stated.append(one)
        }
        // As strong, the specific reason of a pair that yields (`DecisionReasons.yieldsInSentence`) comes first: first-line
        // drugs named with "have been tried" are the first line untried, not the conservative course in general. So too,
        // however strong, where the general one's words name no care ("no trial and failure of an antidepressant") and the
        // sentence names no care of the general kind: the care they speak of is the specific one's.
        // The specific one then weighs as much as the general, and the tie puts it first.
        let pairs = Self.yieldingPairs
        var lifted: [(rule: Int, strength: Int)] = []
        for pair in pairs {
            guard let specific = stated.first(where: { $0.rule == pair.specific }),
                  let general = stated.first(where: { $0.rule == pair.general }), general.strength > specific.strength,
                  namesNoCare(general), !pair.pair.namesTheGeneral(String(decoding: bytes[..<end], as: UTF8.self)) else { continue }
            lifted.append((pair.specific, general.strength))
        }
        func weight(_ one: ReasonReader.Stated) -> Int { lifted.first { $0.rule == one.rule }?.strength ?? one.strength }
        stated.sort { one, other in
            weight(one) > weight(other)
                || weight(one) == weight(other) && pairs.contains { $0.specific == one.rule && $0.general == other.rule }
        }
        // A catch-all or a fallback whose words a specific reason's pairing shares ("the 6 sessions are
        // consistent with guideline recommendations": a quantity within the guideline; "would not alter
        // the medication regimen": no plan depends on the test) yields to it.
        if let first = stated.first, reasons[first.rule].general || reasons[first.rule].fallback, first.at >= 0,
           let paired = stated.firstIndex(where: {
               $0.paired && $0.at >= first.at && $0.at <= max(first.at, first.end) && !reasons[$0.rule].general && !reasons[$0.rule].fallback
           }) {
            stated.swapAt(0, paired)
        }
        // Words a frame in their clause makes another reason's ("no radicular diagnosis") are that one's; not words that say
        // only that the criteria are not met ("The MRI shows mild disc disease only, and the criteria for fusion have not been met").
        // A frame opening the sentence (at most "the " before it) frames all of it ("Examination shows tenderness ...; there were
        // no mechanical symptoms": the ninety-second round, DD).
        for (rule, place) in framing where side == reasons[rule].side {
            guard let framed = stated.firstIndex(where: { $0.rule == rules.reframed[rule] }), stated[framed].at >= 0,
                  !stated[framed].catchAll, sameClause(place, stated[framed].at) || place <= Self.openingFrameReach else { continue }
            if stated.contains(where: { $0.rule == rule }) {
                stated.remove(at: framed)
            } else {
                let was = stated[framed]
                var one = ReasonReader.Stated(rule: rule, strength: was.strength, at: was.at, end: was.end)
                one.alone = was.alone
                stated[framed] = one
            }
        }
        // Words that say only that the criteria are not met introduce the specific reason the sentence
        // gives ("the criteria are not met, as there are no red flags"): that one is its first reason. The criteria said
        // not met are the spec's `indication-absent` too, a second beside it (the eighty-second round); a patient's absence
        // said generally ("nothing suggests", "no history of") is only the specific one's.
        for index in stated.indices where stated[index].catchAll && statesCriteriaNotMet(stated[index]) {
            stated[index].criteriaNotMet = true
        }
        if let first = stated.first, first.catchAll,
           stated.dropFirst().contains(where: { $0.rule != first.rule && !reasons[$0.rule].general && !reasons[$0.rule].fallback }) {
            let catchAll = stated.removeFirst()
            if catchAll.criteriaNotMet { stated.append(catchAll) }
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

    /// Whether the words of `stated` say the criteria are not met (`DecisionReasons.criteriaNotMet`).
    func statesCriteriaNotMet(_ stated: ReasonReader.Stated) -> Bool {
        let roles = rules.roles
        return found.contains { $0.start >= stated.at && $0.end <= stated.end && roles[Int($0.phrase)].contains(.criteriaNotMet) }
    }

    /// Whether `clause` negates as an upholding reason needs: with a negation that states a finding,
    /// or one that sets a condition ("without red flags") where the sentence speaks of the case.
    @inline(__always)
    func negatesHere(_ clause: Int) -> Bool {
        !negatedOnlyByVerdict && (clauseFirmlyNegates[clause] || (speaks && clauseNegates[clause]))
    }

    /// Raises `rule`'s strength to `strength` where that is more, from the phrase starting at `at`,
    /// `alone` where its words need no negation beside them.
    @inline(__always)
    mutating func raise(_ rule: Int, to strength: Int, at: Int, end: Int? = nil, paired: Bool = false, alone: Bool,
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

    /// Whether every word that blocks `rule` (its `unless`) stands in another part of the sentence than `at`, and
    /// none blocks it in the whole sentence.
    func blockedOnlyApart(_ rule: Int, from at: Int) -> Bool {
        let uses = rules.uses, useStart = rules.useStart
        if rules.needing & (1 << UInt64(rule)) != 0 { return false }
        for occurrence in found where occurrence.startsWord && rules.blocking[Int(occurrence.phrase)] {
            let phrase = Int(occurrence.phrase)
            for slot in Int(useStart[phrase])..<Int(useStart[phrase + 1]) where uses[slot].rule == rule {
                switch uses[slot].use {
                case .unless: if !standApart(at, occurrence.start) { return false }
                case .unlessRestated: if !speaks && !standApart(at, occurrence.start) { return false }
                case .unlessInSentence: if !isNegated(occurrence) { return false }
                default: continue
                }
            }
        }
        return true
    }

    /// Whether the words a reason was found by name no care of their own ("trial and failure", "has not been tried").
    func namesNoCare(_ one: ReasonReader.Stated) -> Bool {
        guard one.at >= 0, one.end > one.at, one.end <= end else { return false }
        return TreatmentNormalizer.normalize(String(decoding: bytes[one.at..<one.end], as: UTF8.self)).map { $0.kind == .other } ?? true
    }
}
