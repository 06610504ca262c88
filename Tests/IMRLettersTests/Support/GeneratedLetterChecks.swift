import CaseFixtures
import IMRGenerator
@testable import IMRLetters
@testable import IMRModel

/// Compares what the parser read from a generated file with the truth the generator made it from.
/// Words are compared, not layout.
enum GeneratedLetterChecks {
    /// Every difference between the parse of `file` and its truth, one line each.
    static func mismatches(_ file: GeneratedFile) -> [String] {
        let parsed = FileParser.parse(bytes: file.bytes, displayPath: file.relativePath)
        let place = "\(file.relativePath) [\(file.form.rawValue), \(file.encoding.rawValue), \(file.lineEnding.rawValue)]"
        var problems: [String] = []
        guard parsed.cases.count == file.letters.count else {
            return ["\(place): \(parsed.cases.count) letters parsed, \(file.letters.count) written; problems: \(parsed.problems.map(\.line))"]
        }
        for (index, (got, want)) in zip(parsed.cases, file.letters).enumerated() {
            let at = "\(place) letter \(index + 1)"
            problems += compare(got, want).map { "\(at): \($0)" }
        }
        return problems
    }

    static func compare(_ got: IMRCase, _ want: LetterTruth) -> [String] {
        var out: [String] = []
        func check<T: Equatable>(_ name: String, _ a: T, _ b: T) {
            if a != b { out.append("\(name): parsed \(a), truth \(b)") }
        }
        func check(_ name: String, words a: [String], _ b: [String]) {
            guard a != b else { return }
            let at = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let from = max(0, at - 4)
            out.append("\(name) differ at word \(at): parsed \(a[from..<min(a.count, at + 8)].joined(separator: " ")) | truth \(b[from..<min(b.count, at + 8)].joined(separator: " "))")
        }
        let items = want.items
        check("layout", got.layout?.rawValue, want.layout.rawValue)
        check("case number", got.caseNumber, want.caseNumber)
        check("outcome", got.outcome.rawValue, want.outcome.rawValue)
        check("decisions", got.items.map(\.decision.rawValue), items.map(\.decision.rawValue))
        check("treatments", got.items.map(\.treatment), items.map(\.treatment))
        check("original requests", got.items.map(\.originalRequest), items.map(\.originalRequest))
        check("age", got.patient.age, want.patient.age)
        check("sex", got.patient.sex?.rawValue, want.patient.sex)
        check("date of injury", got.patient.dateOfInjury?.iso, iso(want.patient.dateOfInjury))
        check("decision date", got.dates.decision?.iso, want.dates.decision.map(iso))
        check("date assigned", got.dates.assigned?.iso, want.dates.assigned.map(iso))
        check("UR denial date", got.dates.urDenial?.iso, want.dates.urDenial.map(iso))
        check("application received", got.dates.applicationReceived?.iso, want.dates.applicationReceived.map(iso))
        check("priority", got.priority, want.priority)
        check("specialties as written", got.reviewer.specialtiesAsWritten, want.reviewer.specialtiesAsWritten)
        check("specialties", got.reviewer.specialties, want.reviewer.specialties)
        check("licensure", got.reviewer.licensure, want.reviewer.licensure)
        check("board certified", got.reviewer.boardCertified, want.reviewer.boardCertified)
        check("summary words", words: Fixture.words(got.summary), Fixture.words(want.summary.joined(separator: " ")))
        for (number, (item, truth)) in zip(got.items, items).enumerated() {
            check("item \(number + 1) rationale words", words: Fixture.words(item.rationale),
                  Fixture.words(truth.rationale.joined(separator: " ")))
            check("item \(number + 1) MAXIMUS citations", item.maximusGuideline.map(citationKey),
                  truth.maximusGuideline.map(citationKey))
            check("item \(number + 1) claims administrator citations", item.claimsAdministratorGuideline.map(citationKey),
                  (truth.claimsAdministratorGuideline ?? []).map(citationKey))
        }
        return out
    }

    static func citationKey(_ citation: Citation) -> String {
        "\(citation.guideline)|mtus=\(citation.mtus)|ch=\(citation.chapter.map(String.init) ?? "-")|pages=\(citation.pages)"
    }

    static func citationKey(_ citation: CitationTruth) -> String {
        "\(citation.guideline)|mtus=\(citation.mtus)|ch=\(citation.chapter.map(String.init) ?? "-")|pages=\(citation.pages)"
    }

    static func iso(_ date: CivilDate) -> String { date.iso }
}
