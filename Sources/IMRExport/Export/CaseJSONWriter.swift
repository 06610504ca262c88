import IMRModel

/// A case written as JSON straight into bytes, field after field in key order: the bytes its Codable
/// encoding gives (`IMRCase.encode(to:)` through `JSONStream` or JSONEncoder, `.sortedKeys`, pretty or
/// on one line), without Codable's containers, boxed keys and sorting. `imr list --json` spent two
/// thirds of its time in them. A test holds the two to the same bytes on real and generated letters;
/// a field added to the model must be added here too (docs/case.schema.json is the contract).
struct CaseJSONWriter {
    private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    /// Entries written so far in each open object or array, innermost last.
    private var counts: [Int] = []

    init(pretty: Bool, capacity: Int = 8192) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
        counts.reserveCapacity(8)
    }

    /// Empty again, keeping its buffer: one writer serves every line of a listing.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
    }

    /// Appends a byte the JSON does not (a line feed after a line).
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends what lies between cases (a document's brackets and commas).
    mutating func append(_ text: StaticString) {
        raw(text)
    }

    /// Hands the bytes written to `emit` (valid only there).
    func hand<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try ByteHandOff.hand(bytes, to: emit)
    }

    /// Appends the case as one JSON object, with `tags` and `note` among its keys when `annotations`
    /// has either (as `AnnotatedCase` encodes it): a decoded `IMRCase`, or a stored record read in place
    /// (`CaseRecordView`), through the same fields in the same order.
    mutating func write<Case: CaseFields>(_ imrCase: Case, annotations: CaseAnnotations = CaseAnnotations()) {
        let annotated = !annotations.isEmpty
        open(0x7B)
        key("caseNumber"); optional(imrCase.caseNumber)
        key("chapters"); strings(imrCase.chapters)
        key("copies"); if let copies = imrCase.copies { strings(copies) } else { emptyArray() }
        key("dates"); dates(imrCase.dates)
        key("file"); string(imrCase.file)
        key("id"); string(imrCase.id)
        key("index"); JSONString.append(imrCase.index, to: &bytes)
        key("items")
        open(0x5B)
        for item in imrCase.items {
            element()
            self.item(item)
        }
        close(0x5D)
        key("layout"); optional(imrCase.layout?.rawValue)
        key("letterText"); optional(imrCase.letterText)
        if annotated { key("note"); optional(annotations.note) }
        key("outcome"); string(imrCase.outcome.rawValue)
        key("patient")
        open(0x7B)
        key("age"); optional(imrCase.patient.age)
        key("dateOfInjury"); optional(imrCase.patient.dateOfInjury?.iso)
        key("sex"); optional(imrCase.patient.sex?.rawValue)
        close(0x7D)
        key("priority"); optional(imrCase.priority)
        key("reviewer"); reviewer(of: imrCase)
        key("summary"); string(imrCase.summary)
        if annotated { key("tags"); strings(annotations.tags) }
        key("turnaroundDays"); optional(imrCase.turnaroundDays)
        key("warnings"); strings(imrCase.warnings)
        close(0x7D)
    }

    private mutating func dates(_ dates: CaseDates) {
        open(0x7B)
        key("applicationReceived"); optional(dates.applicationReceived?.iso)
        key("assigned"); optional(dates.assigned?.iso)
        key("decision"); optional(dates.decision?.iso)
        key("urDenial"); optional(dates.urDenial?.iso)
        close(0x7D)
    }

    /// Synthesized Codable leaves out a nil `boardCertified` rather than writing null.
    private mutating func reviewer<Case: CaseFields>(of imrCase: Case) {
        open(0x7B)
        if let certified = imrCase.reviewerBoardCertified { key("boardCertified"); bool(certified) }
        key("licensure"); strings(imrCase.reviewerLicensure)
        key("specialties"); strings(imrCase.reviewerSpecialties)
        key("specialtiesAsWritten"); strings(imrCase.reviewerSpecialtiesAsWritten)
        close(0x7D)
    }

    private mutating func item<Part: ItemFields>(_ item: Part) {
        open(0x7B)
        key("authorizedPortion"); optional(item.authorizedPortion)
        key("bodyRegion"); optional(item.bodyRegions.first)
        key("bodyRegions"); strings(item.bodyRegions)
        key("category"); optional(item.category)
        key("claimsAdministratorGuideline"); citations(item.claimsAdministratorGuideline)
        key("decision"); string(item.decision.rawValue)
        key("maximusGuideline"); citations(item.maximusGuideline)
        key("originalRequest"); optional(item.originalRequest)
        key("partialCertification")
        if let original = item.originalRequest {
            // `Item.partialCertification`: a part the letter does not give is left out, not null
            // (`PartialCertification.encode`).
            open(0x7B)
            if let authorized = item.authorizedPortion { key("authorized"); string(authorized) }
            key("disputed"); string(item.treatment)
            key("original"); string(original)
            close(0x7D)
        } else {
            null()
        }
        key("rationale"); string(item.rationale)
        key("reasons")
        open(0x5B)
        for reason in item.reasons {
            element()
            open(0x7B)
            key("id"); string(reason.id)
            key("sentence"); string(reason.sentence)
            close(0x7D)
        }
        close(0x5D)
        key("regionInferred"); bool(item.regionInferred)
        key("treatment"); string(item.treatment)
        key("treatmentDoubt"); strings(item.treatmentDoubt)
        key("treatmentKey"); optional(item.treatmentKey)
        key("treatmentKind"); optional(item.treatmentKind?.rawValue)
        close(0x7D)
    }

    private mutating func citations<Citations: Sequence>(_ citations: Citations) where Citations.Element: CitationFields {
        open(0x5B)
        for citation in citations {
            element()
            open(0x7B)
            key("chapter"); optional(citation.chapter)
            key("guideline"); string(citation.guideline)
            key("label"); string(citation.label)
            key("mtus"); bool(citation.mtus)
            key("pages")
            open(0x5B)
            for page in citation.pages {
                element()
                JSONString.append(page, to: &bytes)
            }
            close(0x5D)
            key("text"); string(citation.text)
            key("topic"); optional(citation.topic)
            close(0x7D)
        }
        close(0x5D)
    }

    // MARK: Layout, as JSONEncoder lays it out

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        counts.append(0)
    }

    /// A pretty object or array ends on a line of its own, an empty one after a blank line ("[\n\n]").
    private mutating func close(_ bracket: UInt8) {
        let count = counts.removeLast()
        if pretty {
            bytes.append(0x0A)
            if count == 0 { bytes.append(0x0A) }
            indent()
        }
        bytes.append(bracket)
    }

    /// The separator before the next entry of the innermost object or array.
    private mutating func element() {
        if counts[counts.count - 1] > 0 { bytes.append(0x2C) }
        counts[counts.count - 1] += 1
        if pretty {
            bytes.append(0x0A)
            indent()
        }
    }

    private mutating func key(_ name: StaticString) {
        element()
        bytes.append(0x22)
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        if pretty { raw(" : ") } else { bytes.append(0x3A) }
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * counts.count))
    }

    private mutating func string<Text: UTF8Text>(_ text: Text) {
        text.withUTF8Bytes { JSONString.append(utf8: $0, to: &bytes) }
    }

    private mutating func emptyArray() {
        open(0x5B)
        close(0x5D)
    }

    private mutating func strings<Texts: Sequence>(_ texts: Texts) where Texts.Element: UTF8Text {
        open(0x5B)
        for text in texts {
            element()
            string(text)
        }
        close(0x5D)
    }

    private mutating func optional<Text: UTF8Text>(_ text: Text?) {
        if let text { string(text) } else { null() }
    }

    private mutating func optional(_ number: Int?) {
        if let number { JSONString.append(number, to: &bytes) } else { null() }
    }

    private mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    private mutating func null() {
        raw("null")
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
