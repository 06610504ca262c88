import IMRModel
import IMRColumns

/// The packed fields (`PackedFields`) of a case's record, of an item and of a citation: what each holds
/// and in what order, in one place for the writer (`CaseCoding`) and both readers (`CaseCoding`,
/// `StoredRecordReader`). A count is its packed field here: `PackedFieldsReader.count` makes the count
/// where its list begins, and `PackedFields.overflow` writes what it leaves over there.
struct PackedCaseFields {
    var layout: LetterLayout?
    var outcome: Outcome
    var boardCertified: Bool?
    var sex: Sex?
    var hasCaseNumber: Bool
    var hasPriority: Bool
    var hasAge: Bool
    var hasLetterText: Bool
    var specialties: Int
    var asWritten: Int
    var licensure: Int
    var items: Int
    var chapters: Int
    var warnings: Int

    /// The largest count each list's field holds (the commonest counts fit).
    static let fewNames = 3
    static let fewItems = 7
    static let fewWarnings = 1

    private static let layouts = LetterLayout.allCases
    private static let outcomes = Outcome.allCases
    private static let sexes = Sex.allCases

    init(of imrCase: UnsafePointer<IMRCase>) {
        // Through the pointer: a copy of the case retained every string and array in it.
        layout = imrCase.pointee.layout
        outcome = imrCase.pointee.outcome
        boardCertified = imrCase.pointee.reviewer.boardCertified
        sex = imrCase.pointee.patient.sex
        hasCaseNumber = imrCase.pointee.caseNumber != nil
        hasPriority = imrCase.pointee.priority != nil
        hasAge = imrCase.pointee.patient.age != nil
        hasLetterText = imrCase.pointee.letterText != nil
        specialties = min(imrCase.pointee.reviewer.specialties.count, Self.fewNames)
        asWritten = min(imrCase.pointee.reviewer.specialtiesAsWritten.count, Self.fewNames)
        licensure = min(imrCase.pointee.reviewer.licensure.count, Self.fewNames)
        items = min(imrCase.pointee.items.count, Self.fewItems)
        chapters = min(imrCase.pointee.chapters.count, Self.fewItems)
        warnings = min(imrCase.pointee.warnings.count, Self.fewWarnings)
    }

    var packed: UInt64 {
        var fields = PackedFields()
        fields.put(layout.map { Int(CaseCoding.code($0, in: Self.layouts)) + 1 } ?? 0, upTo: Self.layouts.count)
        fields.put(Int(CaseCoding.code(outcome, in: Self.outcomes)), upTo: Self.outcomes.count - 1)
        fields.put(boardCertified.map { $0 ? 1 : 0 } ?? 2, upTo: 2)
        fields.put(sex.map { Int(CaseCoding.code($0, in: Self.sexes)) + 1 } ?? 0, upTo: Self.sexes.count)
        fields.put(hasCaseNumber)
        fields.put(hasPriority)
        fields.put(hasAge)
        fields.put(hasLetterText)
        fields.put(count: specialties, limit: Self.fewNames)
        fields.put(count: asWritten, limit: Self.fewNames)
        fields.put(count: licensure, limit: Self.fewNames)
        fields.put(count: items, limit: Self.fewItems)
        fields.put(count: chapters, limit: Self.fewItems)
        fields.put(count: warnings, limit: Self.fewWarnings)
        return fields.value
    }

    init(from reader: inout ByteReader) throws(StoreCorruption) {
        var fields = PackedFieldsReader(try reader.varint())
        let layoutCode = try fields.take(upTo: Self.layouts.count)
        layout = layoutCode == 0 ? nil : Self.layouts[layoutCode - 1]
        outcome = Self.outcomes[try fields.take(upTo: Self.outcomes.count - 1)]
        let certified = try fields.take(upTo: 2)
        boardCertified = certified == 2 ? nil : certified == 1
        let sexCode = try fields.take(upTo: Self.sexes.count)
        sex = sexCode == 0 ? nil : Self.sexes[sexCode - 1]
        hasCaseNumber = try fields.flag()
        hasPriority = try fields.flag()
        hasAge = try fields.flag()
        hasLetterText = try fields.flag()
        specialties = try fields.take(upTo: Self.fewNames)
        asWritten = try fields.take(upTo: Self.fewNames)
        licensure = try fields.take(upTo: Self.fewNames)
        items = try fields.take(upTo: Self.fewItems)
        chapters = try fields.take(upTo: Self.fewItems)
        warnings = try fields.take(upTo: Self.fewWarnings)
        try fields.finish()
    }
}

/// An item's packed fields (see `PackedCaseFields`).
struct PackedItemFields {
    var decision: Decision
    var kind: TreatmentKind?
    var regionInferred: Bool
    var hasCategory: Bool
    var hasOriginalRequest: Bool
    var hasAuthorizedPortion: Bool
    var hasTreatmentKey: Bool
    var claimsAdministratorCitations: Int
    var maximusCitations: Int
    var bodyRegions: Int
    var treatmentDoubt: Int
    var reasons: Int

    static let fewCitations = 3
    static let fewRegions = 3
    static let fewDoubts = 1
    static let fewReasons = 7

    private static let decisions = Decision.allCases
    private static let kinds = TreatmentKind.allCases

    init(of item: UnsafePointer<Item>) {
        decision = item.pointee.decision
        kind = item.pointee.treatmentKind
        regionInferred = item.pointee.regionInferred
        hasCategory = item.pointee.category != nil
        hasOriginalRequest = item.pointee.originalRequest != nil
        hasAuthorizedPortion = item.pointee.authorizedPortion != nil
        hasTreatmentKey = item.pointee.treatmentKey != nil
        claimsAdministratorCitations = min(item.pointee.claimsAdministratorGuideline.count, Self.fewCitations)
        maximusCitations = min(item.pointee.maximusGuideline.count, Self.fewCitations)
        bodyRegions = min(item.pointee.bodyRegions.count, Self.fewRegions)
        treatmentDoubt = min(item.pointee.treatmentDoubt.count, Self.fewDoubts)
        reasons = min(item.pointee.reasons.count, Self.fewReasons)
    }

    var packed: UInt64 {
        var fields = PackedFields()
        fields.put(Int(CaseCoding.code(decision, in: Self.decisions)), upTo: Self.decisions.count - 1)
        fields.put(kind.map { Int(CaseCoding.code($0, in: Self.kinds)) + 1 } ?? 0, upTo: Self.kinds.count)
        fields.put(regionInferred)
        fields.put(hasCategory)
        fields.put(hasOriginalRequest)
        fields.put(hasAuthorizedPortion)
        fields.put(hasTreatmentKey)
        fields.put(count: claimsAdministratorCitations, limit: Self.fewCitations)
        fields.put(count: maximusCitations, limit: Self.fewCitations)
        fields.put(count: bodyRegions, limit: Self.fewRegions)
        fields.put(count: treatmentDoubt, limit: Self.fewDoubts)
        fields.put(count: reasons, limit: Self.fewReasons)
        return fields.value
    }

    init(from reader: inout ByteReader) throws(StoreCorruption) {
        var fields = PackedFieldsReader(try reader.varint())
        decision = Self.decisions[try fields.take(upTo: Self.decisions.count - 1)]
        let kindCode = try fields.take(upTo: Self.kinds.count)
        kind = kindCode == 0 ? nil : Self.kinds[kindCode - 1]
        regionInferred = try fields.flag()
        hasCategory = try fields.flag()
        hasOriginalRequest = try fields.flag()
        hasAuthorizedPortion = try fields.flag()
        hasTreatmentKey = try fields.flag()
        claimsAdministratorCitations = try fields.take(upTo: Self.fewCitations)
        maximusCitations = try fields.take(upTo: Self.fewCitations)
        bodyRegions = try fields.take(upTo: Self.fewRegions)
        treatmentDoubt = try fields.take(upTo: Self.fewDoubts)
        reasons = try fields.take(upTo: Self.fewReasons)
        try fields.finish()
    }
}

/// A citation's packed fields (see `PackedCaseFields`).
struct PackedCitationFields {
    var mtus: Bool
    var hasChapter: Bool
    var hasTopic: Bool
    var pages: Int

    static let fewPages = 7

    init(of citation: UnsafePointer<Citation>) {
        mtus = citation.pointee.mtus
        hasChapter = citation.pointee.chapter != nil
        hasTopic = citation.pointee.topic != nil
        pages = min(citation.pointee.pages.count, Self.fewPages)
    }

    var packed: UInt64 {
        var fields = PackedFields()
        fields.put(mtus)
        fields.put(hasChapter)
        fields.put(hasTopic)
        fields.put(count: pages, limit: Self.fewPages)
        return fields.value
    }

    init(from reader: inout ByteReader) throws(StoreCorruption) {
        var fields = PackedFieldsReader(try reader.varint())
        mtus = try fields.flag()
        hasChapter = try fields.flag()
        hasTopic = try fields.flag()
        pages = try fields.take(upTo: Self.fewPages)
        try fields.finish()
    }
}
