import Testing
@testable import IMRStore
@testable import IMRModel
@testable import IMRIndex
import CaseFixtures
import LetterFixtures
import IMRColumns

/// One case per case number: a letter read from several files (its text and its PDF, a folder copied
/// into another) is listed, counted, joined and found once, its other files named; copies that
/// disagree are reported, never merged in silence.
@Suite struct CaseCopiesTests {
    static func letter(_ number: String?, _ decision: String = "Upheld", treatment: String = "MRI of the lumbar spine") -> [UInt8] {
        Array(Fixture.wrap(header: number.map { "Case Number:          \($0)\nDecision Date:        05/05/2016" },
                           items: "\(treatment): \(decision)\nMAXIMUS guideline: Decision based on MTUS Low Back Complaints 2004.\nDecision rationale: Not needed.").utf8)
    }

    static func index(_ files: [(String, [UInt8])]) -> CorpusIndex {
        CorpusIndex(CorpusLoader.load(memory: files.map { (displayPath: $0.0, bytes: $0.1) }, source: "test"))
    }

    @Test func aLetterReadFromTwoFilesIsListedCountedAndJoinedOnce() throws {
        let index = Self.index([
            ("text/CM16-0000001.txt", Self.letter("CM16-0000001")),
            ("copy/CM16-0000001.txt", Self.letter("CM16-0000001")),
            ("text/CM16-0000002.txt", Self.letter("CM16-0000002", "Overturned")),
        ])
        #expect(index.count == 3)
        #expect(index.listedCount == 2)
        let listed = index.matching(CaseQuery()).map { index.cases.id(at: $0) }
        #expect(listed.sorted() == ["CM16-0000001", "CM16-0000002"])
        let row = try #require(index.row(ofId: "CM16-0000001"))
        let kept = index.listedCase(row)
        #expect(kept.copies?.count == 1)
        #expect(Set([kept.file] + (kept.copies ?? [])) == ["text/CM16-0000001.txt", "copy/CM16-0000001.txt"])
        #expect(index.facetCounts(.outcome, for: CaseQuery()).map(\.cases).reduce(0, +) == 2)
        // An agreeing copy is no problem.
        #expect(index.problems.isEmpty, "\(index.problems)")
        // The asking case's precedents hold the other case, never its own copy.
        let question = try #require(PrecedentQuestion(item: 0, of: index.listedCase(row)))
        let found = index.precedents(question)
        #expect(found.total == 1)
        #expect(found.list.map { index.cases.id(at: $0.caseIndex) } == ["CM16-0000002"])
    }

    @Test func copiesThatDisagreeAreReportedWithWhatDiffers() {
        let index = Self.index([
            ("a/CM16-0000003.txt", Self.letter("CM16-0000003", "Upheld")),
            ("b/CM16-0000003.txt", Self.letter("CM16-0000003", "Overturned")),
        ])
        #expect(index.listedCount == 1)
        let problem = index.problems.first { $0.kind == .copy }
        #expect(problem?.caseId == "CM16-0000003")
        #expect(problem?.reason.contains("outcome upheld in") == true, "\(problem?.reason ?? "")")
        #expect(problem?.reason.contains("item 1 decision") == true)
    }

    /// Letters named only by their file name are not copies of each other: two "letter.txt" in two
    /// folders are two letters.
    @Test func lettersWithoutACaseNumberAreNeverMerged() {
        let index = Self.index([
            ("a/letter.txt", Self.letter(nil, treatment: "MRI of the knee")),
            ("b/letter.txt", Self.letter(nil, treatment: "Physical therapy for the neck")),
        ])
        #expect(index.listedCount == 2)
        #expect(index.matching(CaseQuery()).count == 2)
        #expect(index.problems.contains { $0.kind == .duplicateId })
    }
}
