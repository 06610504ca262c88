import IMRModel
import IMRColumns
import IMRText

/// A stored case's record read in place (`CaseRecordView`) for a report that only copies its fields out
/// (`imr list --json`): one pass over the record in `CaseCoding`'s order finds where each field lies, and
/// no `IMRCase`, String or array is made for the case. What a decoded case gets beyond its record is
/// given too: the settled id, the warnings the store added, the reasons' sentences as `Sentences` cuts
/// them from the rationale, and the copies the caller passes. A record that fails its checksum or its
/// reading gives nil: decoding it (`StoredCases.decode`) reports it as it always has. Not Sendable:
/// one reader serves one pass, case after case, keeping its buffers.
package final class StoredRecordReader {
    private let cases: StoredCases?
    private let view = CaseRecordView()
    /// The record copied out of the mapping: what is checked is what is read.
    private var record = Room()
    /// What the view needs beyond the record: the id, copies, added warnings, reasons' sentences.
    private var extra = Room()
    private var extraUsed = 0
    /// Where the sentences must end in the extra room: the added warnings and copies come after them.
    private var sentencesEnd = 0
    /// The store's string table, each string checked as UTF-8 once.
    private let table: UnsafeMutableBufferPointer<UInt8>
    private let tableStarts: [UInt32]

    /// Nil when the store's string table is not valid UTF-8: its cases are then only decoded.
    package convenience init?(_ cases: StoredCases) {
        self.init(strings: cases.strings, cases: cases)
    }

    /// A reader of records written with the string table `strings` (of `cases`, when they are stored).
    init?(strings: StringColumn, cases: StoredCases?) {
        self.cases = cases
        var builder = StringColumn.Builder()
        if strings.packed == nil { for string in strings { builder.append(string) } }
        let (text, starts) = strings.packed ?? builder.column.packed ?? ([], [0])
        let valid = text.withUnsafeBufferPointer { table in
            starts.indices.dropLast().allSatisfy { number in
                TextDecoding.isValidUTF8(UnsafeBufferPointer(rebasing: table[Int(starts[number])..<Int(starts[number + 1])]))
            }
        }
        guard valid else { return nil }
        // Copied into memory of the reader's own, whose place does not move while views point into it.
        table = .allocate(capacity: max(1, text.count))
        _ = table.initialize(from: text)
        tableStarts = starts
    }

    deinit {
        table.deallocate()
        record.free()
        extra.free()
    }

    /// The case at `position` as its record gives it, with `copies`: valid until the next call. Nil
    /// where the record must be decoded instead.
    package func view(at position: Int, copies: [String]?) -> CaseRecordView? {
        guard let cases else { return nil }
        guard let (mapped, checksum) = cases.mappedRecord(position) else { return nil }
        return view(of: mapped, checksum: checksum, id: cases.ids[position], added: cases.addedWarnings[Int32(position)] ?? [],
                    copies: copies, table: cases.strings)
    }

    /// The record `mapped` (copied, then checked against `checksum` where there is one) with the case's
    /// settled id, the warnings the store added and its copies, as `StoredCases.decode` gives them.
    func view(of mapped: UnsafeBufferPointer<UInt8>, checksum: UInt32?, id: String, added: [String], copies: [String]?,
              table strings: StringColumn) -> CaseRecordView? {
        record.reserve(mapped.count)
        guard let recordBase = record.base else { return nil }
        if let source = mapped.baseAddress { recordBase.update(from: source, count: mapped.count) }
        let bytes = UnsafeBufferPointer(start: recordBase, count: mapped.count)
        if let checksum, StoredRecord.checksum(UnsafeRawBufferPointer(bytes)) != checksum { return nil }
        var id = id
        // Sentences are cut from the record's rationales: twice the record's room holds them (more would
        // be a hostile record, decoded instead).
        let otherTexts = (copies ?? []).reduce(0) { $0 + $1.utf8.count } + added.reduce(0) { $0 + $1.utf8.count }
        extra.reserve(id.utf8.count + otherTexts + 2 * mapped.count)
        extraUsed = 0
        sentencesEnd = extra.capacity - otherTexts
        view.clear()
        view.id = id.withUTF8 { keep($0) }
        var reader = ByteReader(bytes, table: strings)
        do throws(StoreCorruption) {
            try readCase(from: &reader, in: bytes)
        } catch {
            return nil
        }
        let warnings = view.warningsPlace
        for var warning in added { view.texts.append(warning.withUTF8 { keep($0) }) }
        view.warningsPlace = warnings.lowerBound..<view.texts.count
        if let copies {
            let start = view.texts.count
            for var copy in copies { view.texts.append(copy.withUTF8 { keep($0) }) }
            view.copiesPlace = start..<view.texts.count
        }
        return view
    }

    // MARK: The record, in `CaseCoding.readCase`'s order

    private func readCase(from reader: inout ByteReader, in bytes: UnsafeBufferPointer<UInt8>) throws(StoreCorruption) {
        _ = try reader.stringPlace()  // the id the parser gave; the settled one is the column's
        view.file = try text(&reader, bytes)
        view.index = try reader.int()
        let fields = try PackedCaseFields(from: &reader)
        view.layout = fields.layout
        view.caseNumber = fields.hasCaseNumber ? try text(&reader, bytes) : nil
        let assigned = try CaseCoding.date(reader.varint())
        let decision = try CaseCoding.date(reader.varint())
        let urDenial = try CaseCoding.date(reader.varint())
        let received = try CaseCoding.date(reader.varint())
        let injury = try CaseCoding.date(reader.varint())
        view.dates = CaseDates(assigned: assigned, decision: decision, urDenial: urDenial, applicationReceived: received)
        view.priority = fields.hasPriority ? try text(&reader, bytes) : nil
        view.outcome = fields.outcome
        view.specialtiesPlace = try texts(fields.specialties, limit: PackedCaseFields.fewNames, &reader, bytes)
        view.asWrittenPlace = try texts(fields.asWritten, limit: PackedCaseFields.fewNames, &reader, bytes)
        view.reviewerBoardCertified = fields.boardCertified
        view.licensurePlace = try texts(fields.licensure, limit: PackedCaseFields.fewNames, &reader, bytes)
        let age = fields.hasAge ? try reader.int() : nil
        view.patient = Patient(age: age, sex: fields.sex, dateOfInjury: injury)
        view.summary = try text(&reader, bytes)
        let items = try PackedFieldsReader.count(fields.items, limit: PackedCaseFields.fewItems, from: &reader)
        for _ in 0..<items { try readItem(from: &reader, in: bytes) }
        view.chaptersPlace = try texts(fields.chapters, limit: PackedCaseFields.fewItems, &reader, bytes)
        view.warningsPlace = try texts(fields.warnings, limit: PackedCaseFields.fewWarnings, &reader, bytes)
        view.letterText = fields.hasLetterText ? try text(&reader, bytes) : nil
    }

    private func readItem(from reader: inout ByteReader, in bytes: UnsafeBufferPointer<UInt8>) throws(StoreCorruption) {
        var item = CaseRecordView.ItemView(of: view)
        item.treatment = try text(&reader, bytes)
        let fields = try PackedItemFields(from: &reader)
        item.decision = fields.decision
        item.category = fields.hasCategory ? try text(&reader, bytes) : nil
        item.originalRequest = fields.hasOriginalRequest ? try text(&reader, bytes) : nil
        item.authorizedPortion = fields.hasAuthorizedPortion ? try text(&reader, bytes) : nil
        item.claimsAdministratorPlace = try readCitations(fields.claimsAdministratorCitations, from: &reader, in: bytes)
        item.maximusPlace = try readCitations(fields.maximusCitations, from: &reader, in: bytes)
        item.rationale = try text(&reader, bytes)
        item.treatmentKey = fields.hasTreatmentKey ? try text(&reader, bytes) : nil
        item.treatmentKind = fields.kind
        item.bodyRegionsPlace = try texts(fields.bodyRegions, limit: PackedItemFields.fewRegions, &reader, bytes)
        item.regionInferred = fields.regionInferred
        item.treatmentDoubtPlace = try texts(fields.treatmentDoubt, limit: PackedItemFields.fewDoubts, &reader, bytes)
        let reasonCount = try PackedFieldsReader.count(fields.reasons, limit: PackedItemFields.fewReasons, from: &reader)
        let firstReason = view.reasonPlaces.count
        for _ in 0..<reasonCount {
            let id = try text(&reader, bytes)
            let start = Int(clamping: try reader.varint())
            if start == 0 {
                view.reasonPlaces.append(CaseRecordView.ReasonView(id: id, sentence: try text(&reader, bytes)))
                continue
            }
            let length = Int(clamping: try reader.varint())
            guard start <= Int(Int32.max), length <= Int(Int32.max), start - 1 + length <= item.rationale.count else {
                throw StoreCorruption(reason: "a reason's sentence lies outside its rationale")
            }
            let sentence = try sentence(item.rationale[(start - 1)..<(start - 1 + length)])
            view.reasonPlaces.append(CaseRecordView.ReasonView(id: id, sentence: sentence))
        }
        item.reasonsPlace = firstReason..<view.reasonPlaces.count
        view.itemPlaces.append(item)
    }

    private func readCitations(_ field: Int, from reader: inout ByteReader, in bytes: UnsafeBufferPointer<UInt8>) throws(StoreCorruption) -> Range<Int> {
        let count = try PackedFieldsReader.count(field, limit: PackedItemFields.fewCitations, from: &reader)
        let first = view.citationPlaces.count
        for _ in 0..<count {
            var citation = CaseRecordView.CitationView(of: view)
            citation.text = try text(&reader, bytes)
            citation.guideline = try text(&reader, bytes)
            citation.label = try text(&reader, bytes)
            let fields = try PackedCitationFields(from: &reader)
            citation.mtus = fields.mtus
            citation.chapter = fields.hasChapter ? try reader.int() : nil
            citation.topic = fields.hasTopic ? try text(&reader, bytes) : nil
            let pageCount = try PackedFieldsReader.count(fields.pages, limit: PackedCitationFields.fewPages, from: &reader)
            let firstPage = view.pageNumbers.count
            for _ in 0..<pageCount { view.pageNumbers.append(try reader.int()) }
            citation.pagesPlace = firstPage..<view.pageNumbers.count
            view.citationPlaces.append(citation)
        }
        return first..<view.citationPlaces.count
    }

    // MARK: Small values

    /// The next string's bytes: in the record (checked as UTF-8 here, as decoding would have repaired
    /// them) or in the string table.
    private func text(_ reader: inout ByteReader, _ bytes: UnsafeBufferPointer<UInt8>) throws(StoreCorruption) -> CaseRecordView.Text {
        switch try reader.stringPlace() {
        case .inline(let range):
            let text = UnsafeBufferPointer(rebasing: bytes[range])
            guard TextDecoding.isValidUTF8(text) else { throw StoreCorruption(reason: "a string is not UTF-8") }
            return text
        case .shared(let number):
            return UnsafeBufferPointer(rebasing: table[Int(tableStarts[number])..<Int(tableStarts[number + 1])])
        }
    }

    /// A list of strings whose packed count field is `field`, appended to the view's texts; where it
    /// lies there.
    private func texts(_ field: Int, limit: Int, _ reader: inout ByteReader, _ bytes: UnsafeBufferPointer<UInt8>) throws(StoreCorruption) -> Range<Int> {
        let count = try PackedFieldsReader.count(field, limit: limit, from: &reader)
        let start = view.texts.count
        for _ in 0..<count { view.texts.append(try text(&reader, bytes)) }
        return start..<view.texts.count
    }

    /// A reason's sentence as `Sentences.sentence(at:in:)` makes it, written into the extra room.
    private func sentence(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) throws(StoreCorruption) -> CaseRecordView.Text {
        guard let base = extra.base, extraUsed + bytes.count <= sentencesEnd else {
            throw StoreCorruption(reason: "more sentences than the record holds")
        }
        let written = Sentences.writeOneLine(bytes, into: UnsafeMutableBufferPointer(start: base + extraUsed, count: bytes.count))
        let text = UnsafeBufferPointer(start: base + extraUsed, count: written)
        guard TextDecoding.isValidUTF8(text) else { throw StoreCorruption(reason: "a sentence is not UTF-8") }
        extraUsed += written
        return text
    }

    /// `bytes` copied into the extra room (made large enough beforehand).
    private func keep(_ bytes: UnsafeBufferPointer<UInt8>) -> CaseRecordView.Text {
        guard let base = extra.base, let source = bytes.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
        (base + extraUsed).update(from: source, count: bytes.count)
        defer { extraUsed += bytes.count }
        return UnsafeBufferPointer(start: base + extraUsed, count: bytes.count)
    }

    /// Memory of the reader's own that grows to the largest record read, and is let go with the reader.
    private struct Room {
        var base: UnsafeMutablePointer<UInt8>?
        var capacity = 0

        mutating func reserve(_ count: Int) {
            guard count > capacity || base == nil else { return }
            base?.deallocate()
            capacity = max(count, 2 * capacity, 4096)
            base = .allocate(capacity: capacity)
        }

        func free() {
            base?.deallocate()
        }
    }
}
