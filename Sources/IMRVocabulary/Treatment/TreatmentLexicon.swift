import IMRText

/// What a phrase of a request means to the normalizer.
enum TreatmentTerm: Equatable, Sendable {
    /// A row of `DrugNames.drugs`.
    case drug(Int)
    /// A row of `TreatmentProcedures.all` (the row number is its priority).
    case procedure(Int)
    /// A row of `ConsultSpecialties.all`.
    case specialty(Int)
    /// A word asking for a visit ("consultation", "referral").
    case consultation
    case topical
    /// A patch: a topical drug's own product where the guidelines treat patches apart ("lidocaine patch").
    case patch
    case preoperative
    case postoperative
    /// What the patient had before ("status post", "s/p"): the operation named next is history.
    case history
    /// What the request is for ("prior to", "before"): what is named next is its purpose, not the request,
    /// when something was named before it.
    case purpose
    /// What is left out ("without", "no"): what is named next is not asked for.
    case exclusion
    /// What may be done if found needed: named next ("possible rotator cuff repair") or just before ("facet
    /// injections if needed"), it is not what is asked beside something else.
    case contingentNext
    case contingentBefore
    /// Quantity, side, dates and the like (`TreatmentWords`): not the treatment.
    case noise
}

/// The vocabularies made into phrase tables of compared words, once: the terms of a request, and the
/// body regions it names (read apart, so that "knee replacement" is an arthroplasty *and* the knee).
package struct TreatmentLexicon: Sendable {
    let form: TreatmentWordForm
    private(set) var terms = PhraseTable<TreatmentTerm>()
    /// Each phrase's regions: one, or several for a phrase naming them together ("upper and lower
    /// extremities").
    private(set) var regions = PhraseTable<[String]>()
    /// Every compared word the tables hold, and the long ones by each of their one-letter-short forms:
    /// a word of a request one slip away from exactly one of them ("cyclobenzapirne", "omeprazle") is
    /// read as it.
    private var known: Set<String> = []
    private var slips = SlipTable()
    /// Table words as written where the compared form is their singular (`rememberAsWritten`).
    private var asWritten: [String: String] = [:]
    /// Words at least this long are read through a slip; shorter ones are too close to each other.
    static let slipLength = 7
    /// `regions(in:)` compiled to read folded bytes (`RegionReader`), made once the tables are.
    private(set) var regionReader: RegionReader?
    /// The rows of the operation and the injection that nothing more specific names, and of the
    /// specialty "surgery".
    let surgeryRow: Int
    let injectionRow: Int
    let surgerySpecialty: Int
    /// The row of physical therapy: therapy after an operation, no discipline named.
    let physicalTherapyRow: Int
    /// The row of the assistant at surgery, whom billing's modifiers name.
    let surgicalAssistantRow: Int
    /// The row of a manipulation under anaesthesia, however far apart its words stand.
    let anesthesiaManipulationRow: Int
    /// The therapy disciplines by a word that alone names one ("physical", "chiropractic", "aquatic").
    let disciplineWords: [String: Int]

    /// The words of position and of body parts an operation named action first passes over, and the actions,
    /// as compared words ("repair medial meniscus" is read as "repair meniscus", "removal lumbar hardware" as
    /// "removal hardware"; the parts are still read as the request's regions).
    let positions: Set<String>
    let actions: Set<String>
    /// The rows of the minerals that are a drug's salt when named right after it (`DrugNames.saltsThatAreDrugs`).
    let saltRows: Set<Int>

    package static let shared = TreatmentLexicon()
    /// The shared lexicon's `RegionReader`, held apart: reaching it through `shared` copied the lexicon.
    package static let sharedRegionReader = shared.regionReader

    init() {
        form = TreatmentWordForm()
        positions = Set((TreatmentWords.positions + BodyRegions.regions.flatMap(\.spellings)).flatMap(form.words(of:)))
        actions = Set(TreatmentWords.actions.flatMap(form.words(of:)))
        saltRows = Set(DrugNames.drugs.indices.filter {
            DrugNames.drugs[$0].ingredients.count == 1 && DrugNames.saltsThatAreDrugs.contains(DrugNames.drugs[$0].ingredients[0])
        })
        surgeryRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.surgery } ?? 0
        injectionRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.injection } ?? 0
        surgerySpecialty = ConsultSpecialties.all.firstIndex { $0.name == TreatmentProcedures.surgery } ?? 0
        physicalTherapyRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.physicalTherapy } ?? 0
        surgicalAssistantRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.surgicalAssistant } ?? 0
        anesthesiaManipulationRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.manipulationUnderAnesthesia } ?? 0
        var disciplineWords: [String: Int] = [:]
        for (row, procedure) in TreatmentProcedures.all.enumerated() where procedure.discipline {
            for spelling in [procedure.name] + procedure.spellings {
                let words = form.words(of: spelling)
                if words.count == 1, disciplineWords[words[0]] == nil { disciplineWords[words[0]] = row }
            }
        }
        self.disciplineWords = disciplineWords
        // Meanings first, noise last: a phrase that is both is the meaning (a test finds any such).
        for (row, procedure) in TreatmentProcedures.all.enumerated() {
            for spelling in procedure.spellings { add(spelling, .procedure(row)) }
        }
        for (row, drug) in DrugNames.drugs.enumerated() {
            for name in drug.names { add(name, .drug(row)) }
        }
        for (row, specialty) in ConsultSpecialties.all.enumerated() {
            for spelling in specialty.spellings { add(spelling, .specialty(row)) }
        }
        for word in TreatmentWords.consultation { add(word, .consultation) }
        for word in TreatmentWords.topical { add(word, .topical) }
        for word in TreatmentWords.patch { add(word, .patch) }
        for word in TreatmentWords.preoperative { add(word, .preoperative) }
        for word in TreatmentWords.postoperative { add(word, .postoperative) }
        for word in TreatmentWords.history { add(word, .history) }
        for word in TreatmentWords.purpose { add(word, .purpose) }
        for word in TreatmentWords.exclusion { add(word, .exclusion) }
        for word in TreatmentWords.contingentNext { add(word, .contingentNext) }
        for word in TreatmentWords.contingentBefore { add(word, .contingentBefore) }
        for list in [TreatmentWords.quantity, TreatmentWords.drugForm, TreatmentWords.dates, TreatmentWords.side,
                     TreatmentWords.technique, TreatmentWords.request, TreatmentWords.package] {
            for word in list { add(word, .noise) }
        }
        // "Repair of the rotator cuff" is a rotator cuff repair: an operation's or injection's name read
        // action first, where no other phrase is written so.
        for (row, procedure) in TreatmentProcedures.all.enumerated() where [.surgery, .injection].contains(procedure.kind) {
            for spelling in procedure.spellings {
                let words = form.words(of: spelling)
                guard words.count > 1, let action = words.last, TreatmentWords.actions.contains(action) else { continue }
                terms.addUnlessKnown([action] + words.dropLast(), .procedure(row))
            }
        }
        for region in BodyRegions.regions {
            for spelling in region.spellings {
                let words = form.words(of: spelling)
                regions.add(words, [region.name])
                remember(words)
            }
        }
        for together in BodyRegions.together {
            for spelling in together.spellings { regions.add(form.words(of: spelling), together.regions) }
        }
        for phrase in BodyRegions.noPart { regions.add(form.words(of: phrase), []) }
        regionReader = RegionReader(regions: regions, form: form)
    }

    private mutating func add(_ phrase: String, _ term: TreatmentTerm) {
        let words = form.words(of: phrase)
        terms.add(words, term)
        remember(words)
        rememberAsWritten(phrase)
    }

    /// Table words the compared form reads as plurals ("butrans" as "butran"): a slip of the word as
    /// written ("batrans") is read through it.
    private mutating func rememberAsWritten(_ phrase: String) {
        for piece in TreatmentText.pieces(of: phrase) where piece.kind == .word && piece.text.count >= Self.slipLength {
            let single = TreatmentWordForm.singular(piece.text)
            guard single != piece.text, asWritten[piece.text] == nil, piece.text.allSatisfy(\.isLetter) else { continue }
            asWritten[piece.text] = single
            slips.insert(piece.text)
        }
    }

    private mutating func remember(_ words: [String]) {
        for word in words where known.insert(word).inserted && word.count >= Self.slipLength && word.allSatisfy(\.isLetter) {
            slips.insert(word)
        }
    }

    /// The word, or the one table word it is a slip of (a letter left out, added, changed or two
    /// swapped); nil when it is neither known nor one slip from exactly one known word.
    func correction(of word: String) -> String? {
        slipOf(word).map { asWritten[$0] ?? $0 }
    }

    private func slipOf(_ word: String) -> String? {
        if known.contains(word) { return word }
        guard Self.isLetters(word) else { return nil }
        guard word.count >= Self.slipLength else { return doubledLetter(in: word) }
        // Sharing a short form is also two slips apart ("polates", "prolate": each less a letter is
        // "polate"); only one slip counts.
        let found = slips.neighbours(of: word).filter { EditDistance.between($0, word) <= 1 }
        // Several spellings of one thing ("tramadol", "tramadole") are one answer.
        guard let first = found.min() else { return nil }
        if found.count == 1 { return first }
        let meaning = meaning(of: first)
        if meaning != nil && found.allSatisfy({ self.meaning(of: $0) == meaning }) { return first }
        // One that names something alone beside others that are only parts of phrases ("injecton":
        // "injection", not the "injector" of "auto injector").
        let meaningful = found.filter { self.meaning(of: $0) != nil }
        if meaningful.count == 1, let only = meaningful.first { return only }
        // A word and slips of it the tables list ("physical", "phyiscal"): the one the most table words are
        // slips of, when the others are all slips of it.
        let counted = found.map { (word: $0, near: slips.neighbours(of: $0)) }
        guard let best = counted.max(by: { $0.near.count < $1.near.count }),
              counted.filter({ $0.near.count == best.near.count }).count == 1,
              found.isSubset(of: best.near) else { return nil }
        return best.word
    }

    /// Every character a letter: an ASCII word by its bytes, where `Character.isLetter` asked Unicode's
    /// properties of every character of every long word.
    static func isLetters(_ word: String) -> Bool {
        var ascii = true
        var letters = true
        for byte in word.utf8 {
            if byte >= 0x80 { ascii = false; break }
            if !((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) { letters = false }
        }
        return ascii ? letters : word.allSatisfy(\.isLetter)
    }

    /// A shorter word with one letter struck twice ("norcco"): the table word it is with the letter once,
    /// when there is exactly one. A key bounce is the one slip safe in words too short for the others.
    private func doubledLetter(in word: String) -> String? {
        let letters = Array(word)
        guard letters.count > Self.doubledLetterLength else { return nil }
        var found: Set<String> = []
        for index in letters.indices.dropLast() where letters[index] == letters[index + 1] {
            var single = letters
            single.remove(at: index)
            if known.contains(String(single)) { found.insert(String(single)) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// Words at least this long once the doubled letter is struck out are read through it.
    static let doubledLetterLength = 5

    /// What a single word means alone, if anything: its term, or its region.
    private func meaning(of word: String) -> String? {
        if let term = terms.match([word], at: 0), term.length == 1 { return "\(term.value)" }
        return regions.match([word], at: 0).flatMap { $0.length == 1 ? "region \($0.value.joined(separator: ", "))" : nil }
    }

    /// The specialties a request names, by name ("Follow-up with psychiatry" names psychiatry).
    package func specialties(in text: String) -> [String] {
        TreatmentFindings(TreatmentText(text, form: form), lexicon: self).specialties.map { ConsultSpecialties.all[$0.row].name }
    }

    /// `regions(in:)` of UTF-8 text, read on its bytes where `RegionReader` can: a summary's sentences.
    package func regions(inBytes text: UnsafeBufferPointer<UInt8>) -> [String] {
        regionReader?.regions(in: text) ?? regions(in: String(decoding: text, as: UTF8.self))
    }

    /// `regions(inBytes:)` of the shared lexicon, through its reader held apart.
    package static func sharedRegions(inBytes text: UnsafeBufferPointer<UInt8>) -> [String] {
        sharedRegionReader?.regions(in: text) ?? shared.regions(in: String(decoding: text, as: UTF8.self))
    }

    /// The body regions a text names (levels included), each once, in order: for prose such as a
    /// summary's diagnoses, where no treatment is read. `RegionReader` is compiled from this reading and
    /// held to it: a change here is a change there.
    package func regions(in text: String) -> [String] {
        let read = TreatmentText(text, form: form)
        var named = read.levelRegions
        regions.forEachMatch(in: read.words) { range, found in
            if range.count == 1, Self.isDistance(word: range.lowerBound, in: read) { return }
            named += found
        }
        return BodyRegions.distinct(named)
    }

    /// Whether the word at `index` is "foot" or "feet" counting a distance or a height ("fell 12 feet", "a
    /// few feet from the ladder"): a number or a word of count just before it.
    static func isDistance(word index: Int, in read: TreatmentText) -> Bool {
        guard Self.lengthUnits.contains(read.words[index]) else { return false }
        let piece = read.origins[index]
        guard piece > 0 else { return false }
        let before = read.pieces[piece - 1]
        return before.kind == .number || Self.countWords.contains(before.text)
    }

    static let lengthUnits: Set<String> = ["foot", "feet"]
    static let countWords: Set<String> = ["few", "several", "two", "three", "four", "five", "six", "seven", "eight",
                                          "nine", "ten", "twelve", "fifteen", "twenty", "thirty", "many"]

    /// Phrases the vocabularies give two meanings.
    var conflicts: [String] { terms.conflicts + regions.conflicts }
}
