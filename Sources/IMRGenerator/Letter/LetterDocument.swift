/// A letter as a sequence of layout-neutral blocks; each text form renders these differently.
struct LetterDocument {
    var truth: LetterTruth
    var header: HeaderFields?
    var blocks: [Block]
}

/// The header table's values, as printed.
struct HeaderFields {
    var caseNumber: String
    var dateAssigned: String
    var dateOfInjury: String
    var decisionDate: String
    var urDenialDate: String
    var priority: String
    var applicationReceived: String
}

enum Block {
    /// A centred section heading such as "CLINICAL CASE SUMMARY".
    case heading(String)
    /// Running text, wrapped; `gapBefore` puts an empty line before it where the form keeps them.
    case paragraph(String, gapBefore: Bool)
    /// Lines that each start a new line but have no gap between them (the credentials list).
    case lines([String])
    /// "treatment: Upheld" (or the modified-request formula ending in "is:"), with how to break it.
    case itemHeading(lead: String, decision: String, style: ItemHeadingStyle)
}

enum ItemHeadingStyle: CaseIterable {
    /// Wrapped like any paragraph.
    case flow
    /// The decision word alone on the next line.
    case decisionAlone
    /// The treatment itself broken over two lines.
    case splitLead
}
