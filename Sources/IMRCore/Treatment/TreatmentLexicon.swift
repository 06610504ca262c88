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
    case preoperative
    case postoperative
    /// Quantity, side, dates and the like (`TreatmentWords`): not the treatment.
    case noise
}

/// The vocabularies made into phrase tables of compared words, once: the terms of a request, and the
/// body regions it names (read apart, so that "knee replacement" is an arthroplasty *and* the knee).
struct TreatmentLexicon: Sendable {
    let form: TreatmentWordForm
    private(set) var terms = PhraseTable<TreatmentTerm>()
    private(set) var regions = PhraseTable<String>()
    /// The rows of the operation and the injection that nothing more specific names, and of the
    /// specialty "surgery".
    let surgeryRow: Int
    let injectionRow: Int
    let surgerySpecialty: Int

    static let shared = TreatmentLexicon()

    init() {
        form = TreatmentWordForm()
        surgeryRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.surgery } ?? 0
        injectionRow = TreatmentProcedures.all.firstIndex { $0.name == TreatmentProcedures.injection } ?? 0
        surgerySpecialty = ConsultSpecialties.all.firstIndex { $0.name == TreatmentProcedures.surgery } ?? 0
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
        for word in TreatmentWords.preoperative { add(word, .preoperative) }
        for word in TreatmentWords.postoperative { add(word, .postoperative) }
        for list in [TreatmentWords.quantity, TreatmentWords.drugForm, TreatmentWords.dates, TreatmentWords.side,
                     TreatmentWords.technique, TreatmentWords.request] {
            for word in list { add(word, .noise) }
        }
        for region in BodyRegions.regions {
            for spelling in region.spellings { regions.add(form.words(of: spelling), region.name) }
        }
    }

    private mutating func add(_ phrase: String, _ term: TreatmentTerm) {
        terms.add(form.words(of: phrase), term)
    }

    /// Phrases the vocabularies give two meanings.
    var conflicts: [String] { terms.conflicts + regions.conflicts }
}
