import IMRModel
import IMRText
import IMRVocabulary

/// Which treatment the words of the sentence loaded speak of: the item's own, a related one, or another
/// (a sentence about another item's treatment or study states no reason of this item's). Read by `read`.
extension ReasonReader.Reading {
    /// Whether the words before `place` in its part (the subject of "... is not recommended") name a
    /// treatment the tables know that is not the item's nor related to it: of another kind (manipulation
    /// under anesthesia, a surgery, beside chiropractic therapy), neither under the other ("NCV" and
    /// "EMG/NCV") nor sharing a name ("lidocaine topical" and a compound with lidocaine).
    /// `known`: the treatments subjects name, where read before (the parse's memo).
    func namesAnother(than treatment: ReasonReader.Treatment, before place: Int,
                      known: SharedMemoTable<ReasonReader.Treatment?>? = nil) -> Bool {
        guard place > 0, place <= end else { return false }
        var start = place
        while start > 0 && bytes[start - 1] != UInt8(ascii: ",") && bytes[start - 1] != UInt8(ascii: ";") && bytes[start - 1] != UInt8(ascii: ":") {
            start -= 1
        }
        guard let named = treatmentNamed(start..<place, known: known), named.kind != .other, named.kind != treatment.kind else { return false }
        return !Self.related(named.key, treatment.key)
    }

    /// Whether rule `rule` may be stated by the sentence loaded for an item that is `treatment`: where the item is an
    /// operation itself, a rule with `Reason.ownOperationNeeds` needs one of those words in the sentence.
    func mayState(_ rule: Int, forItsOwnOperation treatment: ReasonReader.Treatment) -> Bool {
        let needs = rules.rules[rule].ownOperationNeeds
        guard !needs.isEmpty, TreatmentProcedures.isOwnOperation(key: treatment.key, kind: treatment.kind) else { return true }
        let sentence = bytes[..<end]
        return needs.contains { word in sentence.firstRange(ofBytes: Array(word.utf8)) != nil }
    }

    /// Whether the words from `place` to the end of its part (a pairing's care: "... has never had
    /// acupuncture before") name the item's own treatment. Reads `loadedFound` (`matchLoaded` first).
    func namesItself(_ treatment: ReasonReader.Treatment, from place: Int,
                     known: SharedMemoTable<ReasonReader.Treatment?>? = nil) -> Bool {
        guard place >= 0, place < end, !trialBefore(place) else { return false }
        // The care up to what it should have come before ("has not tried a TENS unit before H-wave").
        var stop = careEnd(from: place)
        for word in DecisionReasons.careBefore {
            if let before = bytes[place..<stop].firstRange(ofBytes: Array(" \(word) ".utf8)) { stop = before.lowerBound }
        }
        // The care after its verb ("has never had acupuncture"), not before it ("what revisions to the
        // therapy plan have been attempted": the revisions were not tried, not the therapy), unless the care is
        // what the sentence negates ("No acupuncture has been given to date").
        // A word of time after the care ("has not had chiropractic care previously") is no verb of its own.
        let halves = rules.halves
        guard headsANegation(place) || !loadedFound.contains(where: { action in
            action.start > place && action.end <= stop && action.startsWord && action.endsWord && halves[Int(action.phrase)] & 0xFFFF_FFFF != 0
                && !DecisionReasons.timeAdverbs.contains { word in bytes[action.start..<action.end].elementsEqual(word.utf8) }
        }) else { return false }
        // The same treatment, or one under it ("therapy visits" for post-operative therapy), or its modality's
        // general name ("has not tried electrical stimulation" of a TENS unit; "a TENS unit" of an H-wave unit is the
        // simpler device first, the eighty-eighth round), not one merely related:
        // "the physical therapy home plan" is not home equipment. Named as closely as the words before the care's
        // word name it ("facet injections", "a prior corticosteroid injection" for viscosupplementation).
        guard let named = careNamings(from: place, to: stop, known: known).last else { return false }
        return Self.isItself(named, treatment)
    }

    /// Whether a phrase found that holds its care ("has not had physical therapy previously") names the item's own
    /// treatment, or one under it: not another modality of its kind ("tried a TENS unit", for H-wave, is the simpler
    /// device first). Not a trial of it ("no one-month trial of a TENS unit" before a purchase): the trial is care the
    /// guideline wants first.
    func phraseNamesItself(_ treatment: ReasonReader.Treatment, _ phrase: Range<Int>,
                           known: SharedMemoTable<ReasonReader.Treatment?>? = nil) -> Bool {
        guard phrase.lowerBound >= 0, phrase.upperBound <= end, !trialBefore(phrase.lowerBound),
              bytes[phrase].firstRange(ofBytes: Array("trial".utf8)) == nil,
              let named = treatmentNamed(phrase, known: known) else { return false }
        return named.key == treatment.key || TreatmentIdentity.isUnder(treatment.key, named.key)
    }

    /// Whether a phrase found names exactly the item's own treatment ("gabapentin", of gabapentin): not an ingredient of
    /// it ("acetaminophen" of hydrocodone/acetaminophen, which is the first line the opioid should have come after).
    func phraseIsTheItem(_ treatment: ReasonReader.Treatment, _ phrase: Range<Int>,
                         known: SharedMemoTable<ReasonReader.Treatment?>? = nil) -> Bool {
        guard phrase.lowerBound >= 0, phrase.upperBound <= end, let named = treatmentNamed(phrase, known: known) else { return false }
        return named.key == treatment.key
    }

    private static func isItself(_ named: ReasonReader.Treatment, _ treatment: ReasonReader.Treatment) -> Bool {
        named.key == treatment.key || TreatmentIdentity.isUnder(treatment.key, named.key)
            || TreatmentProcedures.namesTheModality(named.key, of: treatment.key)
    }

    /// Whether "trial" stands in the three words before the care at `place` ("no one-month trial of a TENS unit"):
    /// the item's own trial, before it is bought, is care the guideline wants first.
    private func trialBefore(_ place: Int) -> Bool {
        var at = place
        for _ in 0..<3 where word(before: &at).elementsEqual("trial".utf8, by: { $0 | 0x20 == $1 }) { return true }
        return false
    }

    /// Whether the care at `place` is the noun "no" negates, a time word between ("no prior therapy").
    private func headsANegation(_ place: Int) -> Bool {
        var at = place
        var word = word(before: &at)
        if DecisionReasons.untriedTimeWords.contains(where: { word.elementsEqual($0.utf8) }) { word = self.word(before: &at) }
        return word.elementsEqual("no".utf8, by: { $0 | 0x20 == $1 })
    }

    /// The word that ends before `at` (back over spaces), `at` moved to its start.
    private func word(before at: inout Int) -> ArraySlice<UInt8> {
        while at > 0 && bytes[at - 1] == UInt8(ascii: " ") { at -= 1 }
        let wordEnd = at
        while at > 0 && PhraseMatcher.isWordByte(bytes[at - 1]) { at -= 1 }
        return bytes[at..<wordEnd]
    }

    /// Whether the words from `place` to the end of its part name a study the tables know that is not
    /// the item's, nor one like it: of another kind, or the simpler study the guideline wants first
    /// (`DecisionReasons.simplerStudies`: "cervical x-rays were taken", for an MRI), not a CT for an MRI.
    func namesAnotherStudy(than treatment: ReasonReader.Treatment, from place: Int,
                           known: SharedMemoTable<ReasonReader.Treatment?>? = nil) -> Bool {
        guard place >= 0, place < end, let named = careNamed(from: place, to: careEnd(from: place), known: known),
              !Self.related(named.key, treatment.key) else { return false }
        return named.kind != treatment.kind || DecisionReasons.simplerStudies.contains(named.key)
    }

    /// Where the care named at `place` ends: its part's end, or a clause of its own ("... failed that
    /// would necessitate the use of gym membership").
    private func careEnd(from place: Int) -> Int {
        var stop = place
        while stop < end && bytes[stop] != UInt8(ascii: ",") && bytes[stop] != UInt8(ascii: ";") && bytes[stop] != UInt8(ascii: ":") {
            stop += 1
        }
        if let clause = rules.relativeOpenings.compactMap({ opening in
            bytes[place..<stop].firstRange(ofBytes: opening).map(\.lowerBound)
        }).min() { stop = clause }
        return stop
    }

    /// The treatment the words from `place` to `stop` name (not `.other`): the first of `careNamings`.
    private func careNamed(from place: Int, to stop: Int, known: SharedMemoTable<ReasonReader.Treatment?>?) -> ReasonReader.Treatment? {
        careNamings(from: place, to: stop, known: known).first
    }

    /// The treatments the words from `place` to `stop` name (not `.other`): from the care's word found
    /// ("therapy" of "occupational therapy sessions"), and with up to two words before it, where those name
    /// one; else a care word alone ("prior therapy") as letters mean it. Empty where none is named.
    private func careNamings(from place: Int, to stop: Int, known: SharedMemoTable<ReasonReader.Treatment?>?) -> [ReasonReader.Treatment] {
        var namings: [ReasonReader.Treatment] = []
        var start = place
        for _ in 0..<3 {
            if let named = treatmentNamed(start..<stop, known: known), named.kind != .other { namings.append(named) }
            // The word before: back over the spaces, then over its letters.
            while start > 0 && bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
            guard start > 0, PhraseMatcher.isWordByte(bytes[start - 1]) else { break }
            while start > 0 && PhraseMatcher.isWordByte(bytes[start - 1]) { start -= 1 }
        }
        return namings.isEmpty ? bareCare(max(place - 1, 0)..<stop).map { [$0] } ?? [] : namings
    }

    /// The treatment the words of `range` name, as the normalizer reads a request (`known`: the parse's memo of them).
    private func treatmentNamed(_ range: Range<Int>, known: SharedMemoTable<ReasonReader.Treatment?>?) -> ReasonReader.Treatment? {
        func name(_ words: UnsafeBufferPointer<UInt8>) -> ReasonReader.Treatment? {
            TreatmentNormalizer.normalize(String(decoding: words, as: UTF8.self)).map { .init(key: $0.key, kind: $0.kind) }
        }
        return bytes.withUnsafeBufferPointer { all in
            let words = UnsafeBufferPointer(rebasing: all[range])
            return known.map { $0.value(of: words) { name(words) } } ?? name(words)
        }
    }

    /// The treatment a care word standing alone in `range` means (`DecisionReasons.bareCare`): "has not
    /// had prior therapy" is physical therapy.
    func bareCare(_ range: Range<Int>) -> ReasonReader.Treatment? {
        for (word, meant) in DecisionReasons.bareCare where bytes[range].firstRange(ofBytes: Array(" \(word)".utf8)) != nil {
            return TreatmentNormalizer.normalize(meant).map { .init(key: $0.key, kind: $0.kind) }
        }
        return nil
    }

    /// Whether two treatment keys are one treatment or related: one under the other, one modality
    /// (`TreatmentProcedures.oneModality`), or a name of four letters or more in common.
    static func related(_ one: String, _ other: String) -> Bool {
        if TreatmentIdentity.isUnder(one, other) || TreatmentIdentity.isUnder(other, one) { return true }
        if TreatmentProcedures.isOneModality(one, other) { return true }
        func names(_ key: String) -> Set<Substring> {
            Set(key.lowercased().split { !$0.isLetter }.filter { $0.count >= 4 })
        }
        return !names(one).isDisjoint(with: names(other))
    }
}
