import IMRModel
import IMRVocabulary

/// Where the words of the sentence loaded stand: in which part or clause, in a condition or in words
/// given as the guideline's, before or after a negation, a preamble or a conclusion's marker. Read by
/// `read` and `strengths`.
extension ReasonReader.Reading {
    /// Where the last words that state a reason of `side` alone, apart from the verdict, end, of
    /// those starting at `from` or after; nil where none stand there.
    /// `causes`: after a conclusion's marker, where the catch-all's own words on the overturning side ("so the
    /// criteria are met and the request is medically necessary") are the cause too, not the verdict in other words.
    func ownNegationEnd(side: DecisionReasons.Side, from: Int, causes: Bool = false) -> Int? {
        let uses = rules.uses, useStart = rules.useStart, reasons = rules.rules, roles = rules.roles
        var last: Int?
        for occurrence in found where occurrence.startsWord && occurrence.start >= from {
            let phrase = Int(occurrence.phrase)
            guard (Int(useStart[phrase])..<Int(useStart[phrase + 1])).contains(where: {
                (uses[$0].use == .negative || uses[$0].use == .catchAll
                 || causes && uses[$0].use == .phrase && side == .overturning && reasons[uses[$0].rule].general)
                    && reasons[uses[$0].rule].side == side
            }), !found.contains(where: { (isVerdict($0) || causes && roles[Int($0.phrase)].contains(.plainVerdict))
                                         && $0.start < occurrence.end && occurrence.start < $0.end
                                         // On the overturning side, words that run past the verdict to name the guideline ("so
                                         // a stool softener is supported by the guidelines") are the criteria it meets.
                                         && !(side == .overturning && occurrence.end > $0.end) })
            else { continue }
            last = max(last ?? 0, occurrence.end)
        }
        return last
    }

    /// The pairings' halves a phrase found is: an action only as whole words ("had no" is not
    /// "had not"); an object also as a word's start ("anti-inflammator").
    @inline(__always)
    static func half(_ halves: UInt64, _ occurrence: PhraseMatcher.Occurrence) -> UInt64 {
        occurrence.endsWord ? halves : halves & 0xFFFF_FFFF_0000_0000
    }

    /// The bit of a clause in a rule's `blocked`; all of them for a phrase spanning a cut (-1).
    @inline(__always)
    static func clauseBit(_ clause: Int) -> UInt64 {
        clause < 0 ? ~0 : 1 << UInt64(min(clause, 63))
    }

    /// Whether a conclusion marker (" therefore ") opens a clause: after a comma, a semicolon or an
    /// "and", at the sentence's start, or before a new subject ("... therefore this request is");
    /// not an adverb inside one ("He therefore meets the guideline's condition").
    func opensClause(_ marker: PhraseMatcher.Occurrence) -> Bool {
        var before = marker.start
        while before > 0 && bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
        if before == 0 || [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[before - 1]) { return true }
        if before >= 4 && bytes[(before - 4)..<before].elementsEqual(" and".utf8) { return true }
        let next = bytes[marker.end..<end]
        return DecisionReasons.clauseSubjects.contains { next.starts(with: $0.utf8) }
    }

    /// Where a verdict closing the sentence joins it (the "; " or " and " before its part), where the
    /// parts before hold words of a reason of `side` and the verdict's part gives no cause and states
    /// nothing after the verdict; nil otherwise.
    func joinedVerdict(side: DecisionReasons.Side) -> Int? {
        let roles = rules.roles, states = rules.states
        guard let verdict = found.last(where: isVerdict) else { return nil }
        var join = verdict.start
        while join > 0 && !Self.partsBreak(bytes, join) { join -= 1 }
        guard join > 0, bytes[join] != UInt8(ascii: ",") || Self.partsBreak(bytes, join + 1),
              !found.contains(where: { $0.start > join && roles[Int($0.phrase)].contains(.cause) }),
              ownNegationEnd(side: side, from: join) == nil,
              found.contains(where: { $0.startsWord && $0.end <= join && states[Int($0.phrase)] & side.bit != 0 }),
              !found.contains(where: { $0.startsWord && $0.start >= verdict.end && states[Int($0.phrase)] & side.bit != 0 })
        else { return nil }
        return join
    }

    /// Whether a case word names a person the guideline imagines ("a worker no more than two years past
    /// the injury", "any patient on opioids"): an article of no one in particular right before it.
    func isHypothetical(_ occurrence: PhraseMatcher.Occurrence) -> Bool {
        follows(rules.anyones, at: occurrence.start)
    }

    /// Whether a case word names a duty's bearer or its act ("the prescriber should record ...", "...
    /// should document"): a duty word (`DecisionReasons.duties`) right after or right before it.
    func isDuty(_ occurrence: PhraseMatcher.Occurrence) -> Bool {
        let duties = rules.duties
        if follows(duties.map { $0.dropLast() }, at: occurrence.start) { return true }
        guard rules.dutyBearers.contains(where: { bytes[..<occurrence.end].reversed().starts(with: $0.reversed()) }) else { return false }
        var after = occurrence.end
        while after < end && bytes[after] == UInt8(ascii: " ") { after += 1 }
        return duties.contains { bytes[after..<end].starts(with: $0) }
    }

    /// Whether the part before a conclusion's marker at `marker` ends on a denying verdict of another request
    /// ("The lumbar fusion is not medically necessary, and therefore ..."; "... after the surgery, which is not
    /// medically necessary, so ..."): nothing but a comma, a semicolon or "and" after it, and neither the part
    /// before it nor the conclusion after the marker naming the request itself ("The request is not medically
    /// necessary; therefore, it is not certified" is one verdict said twice).
    func verdictOfAnother(before marker: Int) -> Bool {
        let roles = rules.roles
        guard let verdict = found.last(where: { $0.end <= marker && isVerdict($0) }), rules.denies[Int(verdict.phrase)] else { return false }
        var between = bytes[verdict.end..<marker].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
        if between.starts(with: "and".utf8) { between = between.dropFirst(3) }
        guard between.allSatisfy({ $0 == UInt8(ascii: " ") }) else { return false }
        return !found.contains { $0.endsWord && roles[Int($0.phrase)].contains(.request) && ($0.end <= verdict.start || $0.start >= marker) }
    }

    /// Whether a conclusion found is the sentence's verdict: not one said already made ("was found not
    /// medically necessary", `DecisionReasons.pastVerdicts`).
    func isVerdict(_ occurrence: PhraseMatcher.Occurrence) -> Bool {
        rules.roles[Int(occurrence.phrase)].contains(.conclusion) && !follows(rules.pastVerdicts, at: occurrence.start)
    }

    /// Whether a relative pronoun stands right before `place`, a verb of being between ("which is",
    /// "that are").
    func opensRelative(before place: Int) -> Bool {
        let before = bytes[max(0, place - 12)..<place]
        return ["which ", "which is ", "which are ", "which was ", "which were ", "that is ", "that are "].contains { words in
            before.count >= words.utf8.count && before.suffix(words.utf8.count).elementsEqual(words.utf8)
        }
    }

    /// Whether one of `words` (whole words) stands right before `place`, spaces between.
    func follows(_ words: [[UInt8]], at place: Int) -> Bool {
        var before = place
        while before > 0 && bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
        return words.contains { words in
            before >= words.count + 1 && bytes[(before - words.count)..<before].elementsEqual(words)
                && !PhraseMatcher.isWordByte(bytes[before - words.count - 1])
        }
    }

    /// Whether a negation stands before a phrase in its clause with no comma or "and" between
    /// ("no recent MRI", "does not appear to have undergone therapy", but not "no red flags, and a
    /// prior MRI"; "no improvement and persistent pain").
    func isNegated(_ phrase: PhraseMatcher.Occurrence) -> Bool {
        isNegated(before: phrase.start)
    }

    /// Whether a negation stands before `place` in its clause with no comma or "and" between (`isNegated`).
    func isNegated(before place: Int) -> Bool {
        return found.contains { negation in
            guard negation.startsWord && negation.endsWord && negation.end <= place
                    && isNegation(negation) else { return false }
            let between = bytes[negation.end..<place]
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
    func inCondition(_ place: Int) -> Bool {
        conditions.contains { opened in
            opened <= place && !bytes[opened..<place].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
        }
    }

    /// Whether a negation ends right before a phrase, one word at most between ("was not certified",
    /// "has not yet been approved").
    func isNegatedRightBefore(_ phrase: PhraseMatcher.Occurrence) -> Bool {
        return found.contains { negation in
            guard negation.startsWord && negation.endsWord && negation.end <= phrase.start
                    && isNegation(negation) else { return false }
            return bytes[negation.end..<phrase.start].count { $0 == UInt8(ascii: " ") } <= 2
        }
    }

    /// Whether a requirement of the guideline's (`DecisionReasons.requirements`) governs words at
    /// `place` in `clause` (the clause around them where they span a cut): one following them in their
    /// part ("not recommended if there are no red flags"), or one opening their clause ("if there are
    /// no red flags, imaging is not recommended"); not one of another part's verb ("the brace is to
    /// prevent injury when she returns to work, and supports are not recommended").
    func requiredIn(_ clause: Int, at place: Int) -> Bool {
        guard !requirements.isEmpty, let range = clause >= 0 ? clauses[clause] : clauses.first(where: { $0.contains(place) }) else {
            return false
        }
        return requirements.contains { opened in
            guard range.contains(opened) else { return false }
            if opened > place { return !standApart(place, opened) }
            return bytes[range.lowerBound..<opened].allSatisfy { !PhraseMatcher.isWordByte($0) }
        }
    }

    /// Whether `one` and `other` stand in one clause of the sentence.
    func sameClause(_ one: Int, _ other: Int) -> Bool {
        clauses.contains { $0.contains(one) && $0.contains(other) }
    }

    /// Whether `place` lies in words the sentence gives as the guideline's (", as guidelines state
    /// excessive splinting is detrimental"): after an attribution, to the end of its part.
    func inAttribution(_ place: Int) -> Bool {
        attributions.contains { opened in
            opened <= place && !bytes[opened..<place].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
        }
    }

    /// Whether a negation standing in `clause` negates more than a condition: where every negation
    /// of the clause lies in a condition ("... dystrophy if plain films are not diagnostic"), the
    /// guideline's hypothetical case is negated, not this one. Words at `place` that stand inside a
    /// condition themselves need that negation in their own part ("it is unclear if
    /// she has tried a splint", not "no red flags, and ... only if plain films are not diagnostic"),
    /// or after them, answering the condition ("... if the worker shows functional gains, and he
    /// shows none").
    func negatesOutsideConditions(_ clause: Int, for place: Int) -> Bool {
        let conditional = inCondition(place)
        for (position, occurrence) in found.enumerated() where clauseOf[position] == clause && occurrence.endsWord
            && isNegation(occurrence) && !inCondition(occurrence.start) {
            if !conditional || occurrence.start > place || !standApart(occurrence.start, place) { return true }
        }
        return false
    }

    /// Whether a negating verb ("is not", "would not") is the phrase's own predicate, right after it
    /// with at most one word between ("conservative care would not be appropriate").
    func isNegatedAfter(_ phrase: PhraseMatcher.Occurrence) -> Bool {
        let matcher = rules.matcher
        return found.contains { negation in
            guard negation.startsWord && negation.endsWord && negation.start >= phrase.end
                    && isNegation(negation) && matcher.isVerbNegation(negation.phrase) else { return false }
            let between = bytes[phrase.end..<negation.start]
            return between.count { $0 == UInt8(ascii: " ") } <= 2 && !between.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
        }
    }

    /// Whether the sentence holds a date written in numbers ("10/04/2016", "11-7-16"): one or two
    /// digits, a slash or a dash, one or two digits, the same mark, two or four digits; or a month and
    /// its year ("on 11/2016", the twenty-ninth round): one or two digits, a slash, a year of 19xx or 20xx.
    var holdsDate: Bool {
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
            if mark == UInt8(ascii: "/"), at - month == 4, bytes[month] == UInt8(ascii: "2") && bytes[month + 1] == UInt8(ascii: "0")
                || bytes[month] == UInt8(ascii: "1") && bytes[month + 1] == UInt8(ascii: "9") { return true }
            guard at - month >= 1 && at - month <= 2 && at < end && bytes[at] == mark else { continue }
            at += 1
            let year = at
            while at < end && Self.isDigit(bytes[at]) { at += 1 }
            if at - year == 2 || at - year == 4 { return true }
        }
        return false
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A sentence of a few words: one with a verdict and no cause is only the verdict.
    var isShort: Bool {
        var words = 0
        for index in 1..<end where bytes[index] == UInt8(ascii: " ") && bytes[index - 1] != UInt8(ascii: " ") { words += 1 }
        return words <= ReasonReader.shortSentenceWords
    }

    /// The sentence opens with a guideline's words ("Guidelines recommend ...", "According to the MTUS"),
    /// after its preamble where it has one ("Regarding the request for an MRI, CA MTUS notes ...").
    var opensWithGuideline: Bool {
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
    var preambleEnd: Int {
        var opening = 0
        while opening < end, bytes[opening] == UInt8(ascii: " ") { opening += 1 }
        guard rules.preambles.contains(where: { prefix in
            end - opening >= prefix.count && bytes[opening..<(opening + prefix.count)].elementsEqual(prefix)
        }) else { return 0 }
        let limit = min(end, opening + ReasonReader.longestPreamble)
        guard let comma = bytes[opening..<limit].firstIndex(of: UInt8(ascii: ",")) else { return 0 }
        return comma + 1
    }

    /// Whether the phrases starting at `one` and `other` stand in different parts of the sentence:
    /// a comma, a semicolon or an "and" between them.
    func standApart(_ one: Int, _ other: Int) -> Bool {
        let (from, to) = one < other ? (one, other) : (other, one)
        return (from..<to).contains { Self.partsBreak(bytes, $0) }
    }

    /// Whether a reviewer's verb of reasoning stands right after them ("the UR physician denied ..."):
    /// another reviewer's reasoning reported (`DecisionReasons.reviewers`).
    var reportsReasoning: Bool {
        let roles = rules.roles
        return found.contains { reviewer in
            reviewer.startsWord && reviewer.endsWord && roles[Int(reviewer.phrase)].contains(.reviewer) && found.contains {
                $0.start == reviewer.end + 1 && $0.endsWord && roles[Int($0.phrase)].contains(.reasoningVerb)
            }
        }
    }

    /// Where the guideline's list of requirements that ends the sentence opens: a verb of listing
    /// (`DecisionReasons.listVerbs`) after words naming the requirements in its part ("the ODG
    /// indications for a repeat MRI include"). Not where a part joined by "and" or "but" opens with
    /// words of this case after it: the list is what the case is set against (", and the patient
    /// reports neither").
    func requirementListOpening() -> Int? {
        let roles = rules.roles
        guard let opens = found.first(where: { verb in
            verb.startsWord && verb.endsWord && roles[Int(verb.phrase)].contains(.listVerb) && found.contains { noun in
                noun.startsWord && noun.endsWord && noun.end < verb.start && roles[Int(noun.phrase)].contains(.requirementNoun)
                    && opensListOf(noun, verb)
            }
        })?.start else { return nil }
        return caseJoinedAfter(opens) == nil ? opens : nil
    }

    /// Where the first part joined by "and" or "but" after `place` opens with words of this case
    /// (", and the patient reports neither"): what the guideline says before it is set against the case.
    /// `orSemicolon`: a part after a semicolon too ("...; he is at 60 MED now").
    func caseJoinedAfter(_ place: Int, orSemicolon: Bool = false) -> Int? {
        let roles = rules.roles
        return found.first { word in
            word.start > place && word.startsWord && roles[Int(word.phrase)].contains(.caseWord)
                && (orSemicolon ? Self.reportJoins : Self.caseJoins).contains { join in word.start >= join.count && bytes[(word.start - join.count)..<word.start].elementsEqual(join) }
        }?.start
    }

    static let caseJoins = [Array(", and ".utf8), Array(", but ".utf8), Array(", and the ".utf8), Array(", but the ".utf8)]
    static let reportJoins = caseJoins + [Array("; ".utf8), Array("; the ".utf8), Array(", and this ".utf8), Array(", but this ".utf8),
                                          Array("; this ".utf8)]

    /// What a guideline's verb of saying reports (`DecisionReasons.guidelineReporting`): where the sentence
    /// opens with the guideline and the verb follows the guideline's name in its first part ("The ACOEM Low
    /// Back chapter states that ..."), from the verb to the sentence's end or a part joined after it that
    /// speaks of this case; nil where none stands. "The notes state" names no guideline.
    func reportedSpan() -> Range<Int>? {
        guard opensWithGuideline else { return nil }
        let roles = rules.roles
        guard let verb = found.first(where: { $0.startsWord && $0.endsWord && roles[Int($0.phrase)].contains(.reporting) }),
              found.contains(where: { name in
                  name.startsWord && name.end <= verb.start && verb.start - name.end <= Self.reportingGap
                      && roles[Int(name.phrase)].contains(.guidelineName)
              }),
              !(min(preamble, verb.start)..<verb.start).contains(where: { Self.partsBreak(bytes, $0) })
        else { return nil }
        var to = caseJoinedAfter(verb.end, orSemicolon: true) ?? end
        // A part joined after it that opens with the reviewer's finding of absence (", and there is no record ...").
        for join in Self.reportJoins {
            var place = verb.end
            while place + join.count < to {
                if bytes[place..<(place + join.count)].elementsEqual(join),
                   Self.findingOpenings.contains(where: { bytes[(place + join.count)..<end].starts(with: $0) }) {
                    to = place
                    break
                }
                place += 1
            }
        }
        return verb.end..<to
    }

    static let findingOpenings = ["there is no ", "there was no ", "there are no ", "there were no ", "there has been no ",
                                  "nothing ", "none "].map { Array($0.utf8) }

    /// Where the cause given after another item's decision opens (`DecisionReasons.causeOpenings` after an
    /// `otherItemsVerdicts` phrase); nil where none stands.
    func otherItemsCause() -> Int? {
        let roles = rules.roles
        guard let verdict = found.first(where: { $0.startsWord && roles[Int($0.phrase)].contains(.otherItemsVerdict) }) else { return nil }
        var place = verdict.end
        while place < end {
            if bytes[place] == UInt8(ascii: ","), rules.causeOpenings.contains(where: { bytes[place..<end].starts(with: $0) }) { return place }
            place += 1
        }
        return nil
    }

    /// How far a guideline's verb of saying may stand after its name ("the ACOEM Low Back chapter states").
    static let reportingGap = 40

    /// Whether `verb` opens the list `noun` names, in its part: nothing but words between them, or, where
    /// a guideline lists them, a comma right before "including" ("the guidelines list criteria for the
    /// program, including ..."; not "all indications, including age over 50, are fulfilled").
    private func opensListOf(_ noun: PhraseMatcher.Occurrence, _ verb: PhraseMatcher.Occurrence) -> Bool {
        let between = bytes[noun.end..<verb.start]
        if !between.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }) { return true }
        // "set out" and "lay out" the criteria, as "list" them (the twenty-fourth round: "The MTUS sets out criteria for a
        // functional restoration program, including ...").
        let listed = ["list ", "lists ", "list the ", "lists the ", "set out ", "sets out ", "set out the ", "sets out the ",
                      "lay out ", "lays out ", "lay out the ", "lays out the ", "outline ", "outlines ", "outline the ", "outlines the "].contains { words in
            noun.start >= words.utf8.count && bytes[(noun.start - words.utf8.count)..<noun.start].elementsEqual(words.utf8)
        }
        return listed && between.count { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") } == 1
            && between.suffix(2).elementsEqual(", ".utf8) && bytes[verb.start...].starts(with: "including".utf8)
    }

    /// Whether words at `place` set something against the guideline named after their start in their
    /// clause ("exceeds the 6-visit trial the guideline supports", "well beyond the guideline maximum"):
    /// not where a negation or the guideline's voice stands before them there ("should not exceed the
    /// duration the guideline recommends" is the guideline's limit).
    func setsAgainstGuideline(_ place: Int) -> Bool {
        // Not a comparison negated ("does not exceed the guideline"); a negation in a part before it is another's ("covers three
        // months without reassessment, which exceeds what the guideline allows": the eighty-sixth round, CS).
        guard place >= 0, let clause = clauses.firstIndex(where: { $0.contains(place) }), !isNegated(before: place) else { return false }
        let roles = rules.roles, range = clauses[clause]
        var named = false
        for word in found where word.startsWord && range.contains(word.start) {
            let role = roles[Int(word.phrase)]
            if word.start < place && role.contains(.guidelineTalk) { return false }
            // The guideline named after them, or its talk after a comparison's own verb ("exceeds the 9-10 visits
            // recommended", "well beyond the recommended window": the twenty-first round, misses of six writers; "long-term
            // use ... is not recommended", "beyond 4 to 6 visits should be documented" are no comparison).
            if word.start > place && (role.contains(.guidelineName) || role.contains(.guidelineTalk) && comparesAt(place)) { named = true }
        }
        return named
    }

    /// Whether a comparison's own verb starts at `place`: "exceed...", "in excess", "well in excess", "well beyond",
    /// "beyond the", or an agreement denied ("not consistent with the 9-10 visits recommended", the ninetieth round, CX).
    func comparesAt(_ place: Int) -> Bool {
        let rest = bytes[place..<end]
        return Self.comparisonVerbs.contains { rest.starts(with: $0) }
    }

    private static let comparisonVerbs = (["exceed", "in excess", "well in excess", "well beyond", "beyond the"] + DecisionReasons.disagreesWith)
        .map { Array($0.utf8) }

    /// Whether the sentence speaks in the guideline's voice at or before the clause holding `place`:
    /// a finding stated first and set against the guideline after ("the finger has not been injected,
    /// whereas ACOEM recommends ...") is the reviewer's (any clause, where `place` is none).
    func talksIn(_ place: Int) -> Bool {
        guard place >= 0, let clause = clauses.firstIndex(where: { $0.contains(place) }) else { return talkClauses != 0 }
        return talkClauses & (Self.clauseBit(clause) << 1 &- 1) != 0
    }

    /// Whether `place` follows a marker opening the reviewer's conclusion ("..., so 8 visits are within it").
    func concludes(_ place: Int) -> Bool {
        guard place >= 0 else { return false }
        return found.contains { marker in marker.start < place && rules.markers.contains(marker.phrase) }
    }

    /// Whether an "or" stands between `one` and `other` (one before the other): two things listed
    /// ("no discussion of surgery or of any red flag").
    func listsApart(_ one: Int, _ other: Int) -> Bool {
        (one..<max(one, other - 3)).contains { Self.orAt(bytes, $0) }
    }

    /// Whether a negation stands in the part of the sentence around `place`: between the commas,
    /// semicolons or "and"s either side of it.
    /// A negation inside `own` (a phrase's own words, "no longer needs") does not negate it.
    /// With `causeApart`, the part ends where a cause opens after `place` (" because "): "she meets the guideline's
    /// indication because pain medication is not tolerated" negates the cause, not the criterion met (the twenty-first round).
    func partNegates(_ place: Int, own: Range<Int>? = nil, causeApart: Bool = false) -> Bool {
        var start = place, end = place
        while start > 0 && !Self.partsBreak(bytes, start - 1) { start -= 1 }
        while end < self.end && !Self.partsBreak(bytes, end) && !(causeApart && Self.becauseAt(bytes, end)) { end += 1 }
        return found.contains { negation in
            negation.startsWord && negation.endsWord && negation.start >= start && negation.end <= end
                && isNegation(negation)
                && !(own.map { negation.start >= $0.lowerBound && negation.end <= $0.upperBound } ?? false)
        }
    }

    /// Whether words of `rule` (its phrases, or a pairing's half) stand in the part of the sentence
    /// around `place`: that part is the rule's too ("and she has not tried an oral NSAID" beside "not
    /// recommended as a first-line treatment" says first-line again, not conservative care).
    func partStates(_ rule: Int, around place: Int, side: DecisionReasons.Side) -> Bool {
        // Parts here are also the things an "or" lists ("no red flag or indication for surgery").
        var start = place, end = place
        while start > 0 && !Self.partsBreak(bytes, start - 1) && !Self.orAt(bytes, start - 1) { start -= 1 }
        while end < self.end && !Self.partsBreak(bytes, end) && !Self.orAt(bytes, end) { end += 1 }
        let uses = rules.uses, useStart = rules.useStart, halves = rules.halves, pairRule = rules.pairRule
        return found.contains { occurrence in
            guard occurrence.startsWord && occurrence.start >= start && occurrence.end <= end else { return false }
            let phrase = Int(occurrence.phrase)
            if (Int(useStart[phrase])..<Int(useStart[phrase + 1])).contains(where: { uses[$0].rule == rule && uses[$0].use.states }) {
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
    static func orAt(_ bytes: [UInt8], _ index: Int) -> Bool {
        bytes[index] == UInt8(ascii: " ") && index + 3 < bytes.count && bytes[index + 1] == UInt8(ascii: "o")
            && bytes[index + 2] == UInt8(ascii: "r") && bytes[index + 3] == UInt8(ascii: " ")
    }

    /// Whether " because " starts at `index`.
    @inline(__always)
    static func becauseAt(_ bytes: [UInt8], _ index: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: " "), index + 9 <= bytes.count, bytes[index + 1] == UInt8(ascii: "b") else { return false }
        return bytes[(index + 1)..<(index + 9)].elementsEqual("because ".utf8)
    }

    /// Whether parts of a sentence break at `index`: a comma, a semicolon, or the space opening " and ".
    @inline(__always)
    static func partsBreak(_ bytes: [UInt8], _ index: Int) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { return true }
        return byte == UInt8(ascii: " ") && index + 4 < bytes.count && bytes[index + 1] == UInt8(ascii: "a")
            && bytes[index + 2] == UInt8(ascii: "n") && bytes[index + 3] == UInt8(ascii: "d") && bytes[index + 4] == UInt8(ascii: " ")
    }

    /// Whether a negation of `clause` ends before `place`.
    @inline(__always)
    func negationBefore(_ place: Int, in clause: Int) -> Bool {
        clauseNegationEnd[clause] <= place
    }

    /// Whether both halves of a pairing of `side` that states its reason alone stand in the sentence
    /// ("the L5-S1 fusion is certified in this review": the primary request, not only the verdict).
    func holdsAlonePair(side: DecisionReasons.Side) -> Bool {
        let halves = rules.halves
        var held: UInt64 = 0
        for occurrence in found where occurrence.startsWord { held |= Self.half(halves[Int(occurrence.phrase)], occurrence) }
        return UInt32(truncatingIfNeeded: held) & UInt32(truncatingIfNeeded: held >> 32) & rules.pairsOfSide[Int(side.bit)] & rules.alonePairs != 0
    }

    /// Whether the sentence may state a reason of `side` with no phrase of it: both halves of a
    /// pairing stand in it (at word starts), or (upholding) two measurements set in time, or (overturning) a
    /// measurement, which may run "from" a bare number to its own ("from 15 to 60 minutes").
    func mayStateOtherwise(side: DecisionReasons.Side) -> Bool {
        let halves = rules.halves, roles = rules.roles
        var held: UInt64 = 0, units = 0, times = false, scores = false
        for occurrence in found {
            let role = roles[Int(occurrence.phrase)]
            if role.contains(.measure) { units += 1 }
            if role.contains(.score) { scores = true }
            guard occurrence.startsWord else { continue }
            if role.contains(.measureTime) || role.contains(.sameMeasure) { times = true }
            held |= Self.half(halves[Int(occurrence.phrase)], occurrence)
        }
        return UInt32(truncatingIfNeeded: held) & UInt32(truncatingIfNeeded: held >> 32) & rules.pairsOfSide[Int(side.bit)] != 0
            || (side == .upholding && (units >= 2 || units >= 1 && times || scores)) || (side == .overturning && units >= 1)
    }

    /// Where the first action (or `object`) of `pairing` in `clause` starts (-1 where none does).
    func actionAt(_ pairing: Int, in clause: Int, object: Bool = false) -> Int {
        let halves = rules.halves, bit: UInt64 = 1 << UInt64(object ? pairing + 32 : pairing)
        for (position, occurrence) in found.enumerated() where clauseOf[position] == clause && (object || occurrence.endsWord)
            && halves[Int(occurrence.phrase)] & bit != 0 { return occurrence.start }
        return -1
    }
}
