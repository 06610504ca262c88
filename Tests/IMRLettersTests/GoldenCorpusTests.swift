import Testing
import TestFixtures
@testable import IMRText
import LetterFixtures
import IMRModel

/// Every expected value of the real letters (Fixtures/corpus), for each text form it comes in.
@Suite struct GoldenCorpusTests {
    /// Where expected.jsonl disagrees with the letter itself. CM16-0249170 gives no age; its summary says
    /// "The injured worker is a female" and then "she"/"her" throughout, and the issue asks for the sex
    /// from the pronouns when no "year-old" phrase gives it. expected.jsonl has null there.
    static let correctedSex: [String: String] = ["CM16-0249170": "female"]

    /// The fixture folder of each text form the letters come in.
    static let folders: [String: FixtureFile] = ["txt-layout": .dwcLayout, "txt-raw": .dwcRaw, "pdf": .dwcPDF]

    /// The PDFs are read through poppler's pdftotext (installed by .ci/run): without it, their form fails
    /// saying so rather than passing unread.
    @Test(arguments: ["txt-layout", "txt-raw", "pdf"])
    func dwcLettersMatchExpectedValues(form: String) throws {
        let corpus = try RealLetters.folder(try #require(Self.folders[form]))
        #expect(corpus.problems.isEmpty, "\(form): \(corpus.problems.map(\.line))")
        if form == "pdf" { #expect(corpus.cases.allSatisfy { $0.file.hasSuffix(".pdf") }) }
        let byId = Dictionary(corpus.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let expected = try GoldenExpectations.expectedDWC()
        #expect(expected.count == 126)
        #expect(corpus.cases.count == expected.count)
        for want in expected {
            guard let got = byId[want.id] else {
                Issue.record("\(form): no case \(want.id)")
                continue
            }
            let where_ = "\(form)/\(want.id)"
            #expect(got.caseNumber == want.caseNumber, "\(where_) case number")
            #expect(got.outcome.rawValue == want.outcome, "\(where_) outcome")
            #expect(got.reviewer.specialtiesAsWritten == want.reviewer.specialtiesAsWritten, "\(where_) specialties")
            #expect(got.reviewer.licensure == want.reviewer.licensure, "\(where_) licensure")
            #expect(got.patient.age == want.patient.age, "\(where_) age")
            #expect(got.patient.sex?.rawValue == (Self.correctedSex[want.id] ?? want.patient.sex), "\(where_) sex")
            #expect(got.patient.dateOfInjury?.iso == want.patient.dateOfInjury, "\(where_) date of injury")
            #expect(got.items.map(\.decision.rawValue) == want.decisions, "\(where_) decisions")
            // Every shipped 2016 letter is the MAXIMUS layout (header, IMR ISSUES, DECISIONS AND RATIONALES).
            #expect(got.layout == .maximus, "\(where_) layout")
        }
    }

    @Test func seedLettersMatchExpectedValues() throws {
        let corpus = try RealLetters.folder(.seeds)
        let byId = Dictionary(corpus.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let expectations = try GoldenExpectations.seedExpectations()
        #expect(expectations.count == 3)
        for want in expectations {
            guard let got = byId[want.id] else {
                Issue.record("no case \(want.id)")
                continue
            }
            #expect(got.caseNumber == want.caseNumber)
            #expect(got.layout == .maximus, "\(want.id): the seeds are MAXIMUS letters without a header")
            #expect(got.outcome.rawValue == want.outcome)
            #expect(got.reviewer.specialties == want.reviewer.specialties, "\(want.id)")
            #expect(got.reviewer.specialtiesAsWritten == want.reviewer.specialtiesAsWritten, "\(want.id)")
            #expect(got.reviewer.boardCertified == want.reviewer.boardCertified, "\(want.id)")
            #expect(got.reviewer.licensure == want.reviewer.licensure, "\(want.id)")
            #expect(got.patient.age == want.patient.age, "\(want.id)")
            #expect(got.patient.sex?.rawValue == want.patient.sex, "\(want.id)")
            #expect(got.patient.dateOfInjury?.iso == want.patient.dateOfInjury, "\(want.id)")
            #expect(got.items.count == want.items.count, "\(want.id) items")
            for (item, wanted) in zip(got.items, want.items) {
                #expect(item.treatment == wanted.treatment, "\(want.id)")
                #expect(item.decision.rawValue == wanted.decision, "\(want.id)")
                for (citations, wantedCitations) in [(item.claimsAdministratorGuideline, wanted.claimsAdministratorGuideline),
                                                     (item.maximusGuideline, wanted.maximusGuideline)] {
                    #expect(citations.count == wantedCitations.count, "\(want.id) \(item.treatment) citations")
                    for (citation, wantedCitation) in zip(citations, wantedCitations) {
                        #expect(citation.guideline == wantedCitation.guideline, "\(want.id): \(citation.text)")
                        #expect(citation.mtus == wantedCitation.mtus, "\(want.id): \(citation.text)")
                        #expect(citation.chapter == wantedCitation.chapter, "\(want.id): \(citation.text)")
                        #expect(citation.pages == wantedCitation.pages, "\(want.id): \(citation.text)")
                    }
                }
            }
        }
    }
}
