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

    static func write<Sink: CaseSink>(_ imrCase: UnsafePointer<IMRCase>, into writer: inout Sink) {
        writer.string(imrCase.pointee.id)
        writer.string(imrCase.pointee.file)
        writer.int(imrCase.pointee.index)
        writer.byte(imrCase.pointee.layout.map { code($0, in: LetterLayout.allCases) + 1 } ?? 0)
        writer.optionalString(imrCase.pointee.caseNumber)
        writer.varint(UInt64(packed(imrCase.pointee.dates.assigned)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.decision)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.urDenial)))
        writer.varint(UInt64(packed(imrCase.pointee.dates.applicationReceived)))
        writer.varint(UInt64(packed(imrCase.pointee.patient.dateOfInjury)))
        writer.optionalString(imrCase.pointee.priority)
        writer.byte(code(imrCase.pointee.outcome, in: Outcome.allCases))
        writer.strings(imrCase.pointee.reviewer.specialties)
        writer.strings(imrCase.pointee.reviewer.specialtiesAsWritten)
        writer.byte(imrCase.pointee.reviewer.boardCertified.map { $0 ? 1 : 0 } ?? 2)
        writer.strings(imrCase.pointee.reviewer.licensure)
        writer.optionalInt(imrCase.pointee.patient.age)
        writer.byte(imrCase.pointee.patient.sex.map { code($0, in: Sex.allCases) + 1 } ?? 0)
        writer.string(imrCase.pointee.summary)
        writer.count(imrCase.pointee.items.count)
        imrCase.pointee.items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for position in items.indices { write(first + position, into: &writer) }
        }
        writer.strings(imrCase.pointee.chapters)
        writer.strings(imrCase.pointee.warnings)
        writer.optionalString(imrCase.pointee.letterText)
    }

    static func write<Sink: CaseSink>(_ item: UnsafePointer<Item>, into writer: inout Sink) {
        writer.string(item.pointee.treatment)
        writer.byte(code(item.pointee.decision, in: Decision.allCases))
        writer.optionalString(item.pointee.category)
        writer.optionalString(item.pointee.originalRequest)
        writer.optionalString(item.pointee.authorizedPortion)
        write(item.pointee.claimsAdministratorGuideline, into: &writer)
        write(item.pointee.maximusGuideline, into: &writer)
        writer.string(item.pointee.rationale)
        writer.optionalString(item.pointee.treatmentKey)
        writer.byte(item.pointee.treatmentKind.map { code($0, in: TreatmentKind.allCases) + 1 } ?? 0)
        writer.strings(item.pointee.bodyRegions)
        writer.bool(item.pointee.regionInferred)
        writer.strings(item.pointee.treatmentDoubt)
        writer.count(item.pointee.reasons.count)
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

    static func write<Sink: CaseSink>(_ citations: [Citation], into writer: inout Sink) {
        writer.count(citations.count)
        citations.withUnsafeBufferPointer { citations in
            guard let first = citations.baseAddress else { return }
            for position in citations.indices { write(first + position, into: &writer) }
        }
    }

    static func write<Sink: CaseSink>(_ citation: UnsafePointer<Citation>, into writer: inout Sink) {
        writer.string(citation.pointee.text)
        writer.string(citation.pointee.guideline)
        writer.bool(citation.pointee.mtus)
        writer.optionalInt(citation.pointee.chapter)
        writer.string(citation.pointee.label)
        writer.optionalString(citation.pointee.topic)
        writer.count(citation.pointee.pages.count)
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
        let layoutCode = try reader.byte()
        let layout: LetterLayout? = try layoutCode == 0 ? nil : value(layoutCode - 1, in: LetterLayout.allCases)
        let caseNumber = try reader.optionalString()
        // Five dates, read into locals: an array here was an allocation per case.
        let assigned = try date(reader.varint())
        let decision = try date(reader.varint())
        let urDenial = try date(reader.varint())
        let received = try date(reader.varint())
        let injury = try date(reader.varint())
        let priority = try reader.optionalString()
        let outcome = try value(reader.byte(), in: Outcome.allCases)
        let specialties = try reader.strings()
        let asWritten = try reader.strings()
        let certified: Bool?
        switch try reader.byte() {
        case 0: certified = false
        case 1: certified = true
        case 2: certified = nil
        default: throw StoreCorruption(reason: "a board certification flag is out of range")
        }
        let licensure = try reader.strings()
        let age = try reader.optionalInt()
        let sexCode = try reader.byte()
        let sex: Sex? = try sexCode == 0 ? nil : value(sexCode - 1, in: Sex.allCases)
        let summary = try reader.string()
        let itemCount = try reader.count()
        var items: [Item] = []
        items.reserveCapacity(itemCount)
        for _ in 0..<itemCount { items.append(try readItem(from: &reader)) }
        let chapters = try reader.strings()
        let warnings = try reader.strings()
        let letterText = try reader.optionalString()
        return IMRCase(
            id: id, file: file, index: index, caseNumber: caseNumber,
            dates: CaseDates(assigned: assigned, decision: decision, urDenial: urDenial, applicationReceived: received),
            priority: priority, outcome: outcome,
            reviewer: Reviewer(specialties: specialties, specialtiesAsWritten: asWritten, boardCertified: certified,
                               licensure: licensure),
            patient: Patient(age: age, sex: sex, dateOfInjury: injury),
            summary: summary, items: items, chapters: chapters, warnings: warnings, letterText: letterText,
            layout: layout)
    }

    static func readItem(from reader: inout ByteReader) throws(StoreCorruption) -> Item {
        let treatment = try reader.string()
        let decision = try value(reader.byte(), in: Decision.allCases)
        let category = try reader.optionalString()
        let original = try reader.optionalString()
        let authorized = try reader.optionalString()
        let claimsAdministrator = try readCitations(from: &reader)
        let maximus = try readCitations(from: &reader)
        let rationale = try reader.string()
        let treatmentKey = try reader.optionalString()
        let kindCode = try reader.byte()
        let treatmentKind = kindCode == 0 ? nil : try value(kindCode - 1, in: TreatmentKind.allCases)
        let bodyRegions = try reader.strings()
        let regionInferred = try reader.bool()
        let doubt = try reader.strings()
        let reasonCount = try reader.count()
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
        return Item(treatment: treatment, decision: decision, category: category, originalRequest: original,
                    authorizedPortion: authorized, claimsAdministratorGuideline: claimsAdministrator,
                    maximusGuideline: maximus, rationale: rationale, treatmentKey: treatmentKey,
                    treatmentKind: treatmentKind, bodyRegions: bodyRegions, regionInferred: regionInferred,
                    treatmentDoubt: doubt, reasons: reasons)
    }

    static func readCitations(from reader: inout ByteReader) throws(StoreCorruption) -> [Citation] {
        let count = try reader.count()
        var citations: [Citation] = []
        citations.reserveCapacity(count)
        for _ in 0..<count { citations.append(try readCitation(from: &reader)) }
        return citations
    }

    static func readCitation(from reader: inout ByteReader) throws(StoreCorruption) -> Citation {
        let text = try reader.string()
        let guideline = try reader.string()
        let mtus = try reader.bool()
        let chapter = try reader.optionalInt()
        let label = try reader.string()
        let topic = try reader.optionalString()
        let pageCount = try reader.count()
        var pages: [Int] = []
        pages.reserveCapacity(pageCount)
        for _ in 0..<pageCount { pages.append(try reader.int()) }
        return Citation(text: text, guideline: guideline, mtus: mtus, chapter: chapter, label: label, topic: topic,
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
