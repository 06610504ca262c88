import IMRLetters
import IMRModel
import IMRText
import IMRColumns

/// The parsed cases and problems of one file in the cache's binary form. Every field of the model is
/// written; a model change needs `CaseStoreFile.version` raised.
enum CaseCoding {
    // MARK: Writing

    /// Each case's record stands alone (with the store's string table, `StoreStrings`), so a mapped
    /// store can decode one case without the rest; returns where each case's record lies in the sink.
    /// Cases, items and citations are read through pointers, never copied: passed by value to a call,
    /// each was copied whole, every string and array in it retained and released again.
    @discardableResult
    static func write<Sink: CaseSink>(_ file: ParsedFile, into writer: inout Sink) -> [Range<Int>] {
        writer.count(file.cases.count)
        var records: [Range<Int>] = []
        records.reserveCapacity(file.cases.count)
        file.cases.withUnsafeBufferPointer { cases in
            guard let first = cases.baseAddress else { return }
            for position in cases.indices {
                let start = writer.position
                write(first + position, into: &writer)
                records.append(start..<writer.position)
            }
        }
        writer.count(file.problems.count)
        file.problems.forEachLent { write($0, into: &writer) }
        return records
    }

    static func write<Sink: CaseSink>(_ imrCase: IMRCase, into writer: inout Sink) {
        withUnsafePointer(to: imrCase) { write($0, into: &writer) }
    }

    /// Flags, codes and short counts go into the record's packed fields (`PackedCaseFields`), right after the
    /// id, file and index; what is absent takes no byte at all.
    static func write<Sink: CaseSink>(_ imrCase: UnsafePointer<IMRCase>, into writer: inout Sink) {
        writer.string(imrCase.pointee.id)
        writer.string(imrCase.pointee.file)
        writer.int(imrCase.pointee.index)
        writer.varint(PackedCaseFields(of: imrCase).packed)
        if let caseNumber = imrCase.pointee.caseNumber { writer.string(caseNumber) }
        writer.varint(UInt64(packed(imrCase.pointee.dates.assigned)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.decision)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.urDenial)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.applicationReceived)))
        writer.varint(UInt64(packed(imrCase.pointee.patient.dateOfInjury)))
        if let priority = imrCase.pointee.priority { writer.string(priority) }
        write(imrCase.pointee.reviewer.specialties, limit: PackedCaseFields.fewNames, into: &writer)
        write(imrCase.pointee.reviewer.specialtiesAsWritten, limit: PackedCaseFields.fewNames, into: &writer)
        write(imrCase.pointee.reviewer.licensure, limit: PackedCaseFields.fewNames, into: &writer)
        if let age = imrCase.pointee.patient.age { writer.int(age) }
        writer.string(imrCase.pointee.summary)
        PackedFields.overflow(imrCase.pointee.items.count, limit: PackedCaseFields.fewItems, into: &writer)
        imrCase.pointee.items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for position in items.indices { write(first + position, into: &writer) }
        }
        write(imrCase.pointee.chapters, limit: PackedCaseFields.fewItems, into: &writer)
        write(imrCase.pointee.warnings, limit: PackedCaseFields.fewWarnings, into: &writer)
        if let letterText = imrCase.pointee.letterText { writer.string(letterText) }
    }

    static func write<Sink: CaseSink>(_ item: UnsafePointer<Item>, into writer: inout Sink) {
        writer.string(item.pointee.treatment)
        writer.varint(PackedItemFields(of: item).packed)
        if let category = item.pointee.category { writer.string(category) }
        if let original = item.pointee.originalRequest { writer.string(original) }
        if let authorized = item.pointee.authorizedPortion { writer.string(authorized) }
        write(item.pointee.claimsAdministratorGuideline, into: &writer)
        write(item.pointee.maximusGuideline, into: &writer)
        writer.string(item.pointee.rationale)
        if let key = item.pointee.treatmentKey { writer.string(key) }
        write(item.pointee.bodyRegions, limit: PackedItemFields.fewRegions, into: &writer)
        write(item.pointee.treatmentDoubt, limit: PackedItemFields.fewDoubts, into: &writer)
        PackedFields.overflow(item.pointee.reasons.count, limit: PackedItemFields.fewReasons, into: &writer)
        for reason in item.pointee.reasons {
            writer.string(reason.id)
            // The sentence is the rationale's own: kept as where it stands there (start + 1, length), not
            // a second copy of its text; 0 and the text where it cannot be found.
            if let range = Sentences.locate(reason.sentence, in: item.pointee.rationale) {
                writer.varint(UInt64(range.lowerBound + 1))
                writer.varint(UInt64(range.count))
            } else {
                writer.varint(0)
                writer.string(reason.sentence)
            }
        }
    }

    /// Strings whose count is in the packed fields, as at most `limit`.
    static func write<Sink: CaseSink>(_ strings: [String], limit: Int, into writer: inout Sink) {
        PackedFields.overflow(strings.count, limit: limit, into: &writer)
        strings.forEachLent { writer.string($0) }
    }

    static func write<Sink: CaseSink>(_ citations: [Citation], into writer: inout Sink) {
        PackedFields.overflow(citations.count, limit: PackedItemFields.fewCitations, into: &writer)
        citations.withUnsafeBufferPointer { citations in
            guard let first = citations.baseAddress else { return }
            for position in citations.indices { write(first + position, into: &writer) }
        }
    }

    static func write<Sink: CaseSink>(_ citation: UnsafePointer<Citation>, into writer: inout Sink) {
        writer.string(citation.pointee.text)
        writer.string(citation.pointee.guideline)
        writer.string(citation.pointee.label)
        writer.varint(PackedCitationFields(of: citation).packed)
        if let chapter = citation.pointee.chapter { writer.int(chapter) }
        if let topic = citation.pointee.topic { writer.string(topic) }
        PackedFields.overflow(citation.pointee.pages.count, limit: PackedCitationFields.fewPages, into: &writer)
        for page in citation.pointee.pages { writer.int(page) }
    }

    static func write<Sink: CaseSink>(_ problem: LoadProblem, into writer: inout Sink) {
        writer.string(problem.path)
        writer.byte(code(problem.kind, in: LoadProblem.Kind.allCases))
        writer.string(problem.reason)
        writer.optionalString(problem.caseId)
        writer.optionalInt(problem.letterIndex)
    }

    // MARK: Reading

    static func read(from reader: inout ByteReader) throws(StoreCorruption) -> ParsedFile {
        var file = ParsedFile()
        let cases = try reader.count()
        file.cases.reserveCapacity(cases)
        for _ in 0..<cases { file.cases.append(try readCase(from: &reader)) }
        let problems = try reader.count()
        for _ in 0..<problems { file.problems.append(try readProblem(from: &reader)) }
        return file
    }

    static func readCase(from reader: inout ByteReader) throws(StoreCorruption) -> IMRCase {
        let id = try reader.string()
        let file = try reader.string()
        let index = try reader.int()
        let fields = try PackedCaseFields(from: &reader)
        let caseNumber = fields.hasCaseNumber ? try reader.string() : nil
        // Five dates, read into locals: an array here was an allocation per case.
        let assigned = try date(reader.varint())
        let decision = try date(reader.varint())
        let urDenial = try date(reader.varint())
        let received = try date(reader.varint())
        let injury = try date(reader.varint())
        let priority = fields.hasPriority ? try reader.string() : nil
        let specialties = try strings(fields.specialties, limit: PackedCaseFields.fewNames, from: &reader)
        let asWritten = try strings(fields.asWritten, limit: PackedCaseFields.fewNames, from: &reader)
        let licensure = try strings(fields.licensure, limit: PackedCaseFields.fewNames, from: &reader)
        let age = fields.hasAge ? try reader.int() : nil
        let summary = try reader.string()
        let itemCount = try PackedFieldsReader.count(fields.items, limit: PackedCaseFields.fewItems, from: &reader)
        var items: [Item] = []
        items.reserveCapacity(itemCount)
        for _ in 0..<itemCount { items.append(try readItem(from: &reader)) }
        let chapters = try strings(fields.chapters, limit: PackedCaseFields.fewItems, from: &reader)
        let warnings = try strings(fields.warnings, limit: PackedCaseFields.fewWarnings, from: &reader)
        let letterText = fields.hasLetterText ? try reader.string() : nil
        return IMRCase(
            id: id, file: file, index: index, caseNumber: caseNumber,
            dates: CaseDates(assigned: assigned, decision: decision, urDenial: urDenial, applicationReceived: received),
            priority: priority, outcome: fields.outcome,
            reviewer: Reviewer(specialties: specialties, specialtiesAsWritten: asWritten, boardCertified: fields.boardCertified,
                               licensure: licensure),
            patient: Patient(age: age, sex: fields.sex, dateOfInjury: injury),
            summary: summary, items: items, chapters: chapters, warnings: warnings, letterText: letterText,
            layout: fields.layout)
    }

    static func readItem(from reader: inout ByteReader) throws(StoreCorruption) -> Item {
        let treatment = try reader.string()
        let fields = try PackedItemFields(from: &reader)
        let category = fields.hasCategory ? try reader.string() : nil
        let original = fields.hasOriginalRequest ? try reader.string() : nil
        let authorized = fields.hasAuthorizedPortion ? try reader.string() : nil
        let claimsAdministrator = try readCitations(fields.claimsAdministratorCitations, from: &reader)
        let maximus = try readCitations(fields.maximusCitations, from: &reader)
        let rationale = try reader.string()
        let treatmentKey = fields.hasTreatmentKey ? try reader.string() : nil
        let bodyRegions = try strings(fields.bodyRegions, limit: PackedItemFields.fewRegions, from: &reader)
        let doubt = try strings(fields.treatmentDoubt, limit: PackedItemFields.fewDoubts, from: &reader)
        let reasonCount = try PackedFieldsReader.count(fields.reasons, limit: PackedItemFields.fewReasons, from: &reader)
        var reasons: [ItemReason] = []
        reasons.reserveCapacity(reasonCount)
        for _ in 0..<reasonCount {
            let id = try reader.string()
            // Offsets into the rationale, not counts of what follows: read as plain numbers.
            let start = Int(clamping: try reader.varint())
            if start == 0 {
                reasons.append(ItemReason(id: id, sentence: try reader.string()))
            } else {
                let length = Int(clamping: try reader.varint())
                guard start <= Int(Int32.max), length <= Int(Int32.max), let sentence = Sentences.sentence(at: (start - 1)..<(start - 1 + length), in: rationale) else {
                    throw StoreCorruption(reason: "a reason's sentence lies outside its rationale")
                }
                reasons.append(ItemReason(id: id, sentence: sentence))
            }
        }
        return Item(treatment: treatment, decision: fields.decision, category: category, originalRequest: original,
                    authorizedPortion: authorized, claimsAdministratorGuideline: claimsAdministrator,
                    maximusGuideline: maximus, rationale: rationale, treatmentKey: treatmentKey,
                    treatmentKind: fields.kind, bodyRegions: bodyRegions, regionInferred: fields.regionInferred,
                    treatmentDoubt: doubt, reasons: reasons)
    }

    /// Strings whose packed count field is `field` (see `write(_:limit:into:)`).
    static func strings(_ field: Int, limit: Int, from reader: inout ByteReader) throws(StoreCorruption) -> [String] {
        let count = try PackedFieldsReader.count(field, limit: limit, from: &reader)
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try reader.string()) }
        return values
    }

    static func readCitations(_ field: Int, from reader: inout ByteReader) throws(StoreCorruption) -> [Citation] {
        let count = try PackedFieldsReader.count(field, limit: PackedItemFields.fewCitations, from: &reader)
        var citations: [Citation] = []
        citations.reserveCapacity(count)
        for _ in 0..<count { citations.append(try readCitation(from: &reader)) }
        return citations
    }

    static func readCitation(from reader: inout ByteReader) throws(StoreCorruption) -> Citation {
        let text = try reader.string()
        let guideline = try reader.string()
        let label = try reader.string()
        let fields = try PackedCitationFields(from: &reader)
        let chapter = fields.hasChapter ? try reader.int() : nil
        let topic = fields.hasTopic ? try reader.string() : nil
        let pageCount = try PackedFieldsReader.count(fields.pages, limit: PackedCitationFields.fewPages, from: &reader)
        var pages: [Int] = []
        pages.reserveCapacity(pageCount)
        for _ in 0..<pageCount { pages.append(try reader.int()) }
        return Citation(text: text, guideline: guideline, mtus: fields.mtus, chapter: chapter, label: label, topic: topic,
                        pages: pages)
    }

    static func readProblem(from reader: inout ByteReader) throws(StoreCorruption) -> LoadProblem {
        let path = try reader.string()
        let kind = try value(reader.byte(), in: LoadProblem.Kind.allCases)
        let reason = try reader.string()
        let caseId = try reader.optionalString()
        let letterIndex = try reader.optionalInt()
        return LoadProblem(path: path, kind: kind, reason: reason, caseId: caseId, letterIndex: letterIndex)
    }

    // MARK: Small values

    /// A date as yyyymmdd, 0 for none.
    static func packed(_ date: CalendarDate?) -> Int {
        date?.yyyymmdd ?? 0
    }

    static func date(_ packed: UInt64) throws(StoreCorruption) -> CalendarDate? {
        guard packed != 0 else { return nil }
        let value = Int(truncatingIfNeeded: packed)
        guard let date = CalendarDate(year: value / 10000, month: value / 100 % 100, day: value % 100) else {
            throw StoreCorruption(reason: "a date is not a real day")
        }
        return date
    }

    static func code<T: Equatable>(_ value: T, in all: [T]) -> UInt8 {
        UInt8(all.firstIndex(of: value) ?? 0)
    }

    static func value<T>(_ code: UInt8, in all: [T]) throws(StoreCorruption) -> T {
        guard Int(code) < all.count else { throw StoreCorruption(reason: "a value code is out of range") }
        return all[Int(code)]
    }
}
