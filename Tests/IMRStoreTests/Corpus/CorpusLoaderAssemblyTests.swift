import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRStore
import IMRModel

/// Letters assembled into a corpus (`CorpusLoader+Assembly`): each gets its own id, however many share
/// a case number, and a problem names the case it belongs to. The time limit catches a return of the
/// quadratic search for a free suffix.
@Suite(.timeLimit(.minutes(3)))
struct CorpusLoaderAssemblyTests {
    static let determination = "HOW THE IMR FINAL DETERMINATION WAS MADE\n"

    /// The loader gave each repeat of a case number the first free suffix by trying "-2", "-3", ... from
    /// the start every time: 20,000 copies of one letter in a file took minutes (the time limit's case).
    @Test func thousandsOfLettersWithOneCaseNumber() {
        let text = String(repeating: "Case Number: CM16-1234567\n" + Self.determination, count: 20_000)
        let ids = CorpusLoader.load(memory: [("dup.txt", Array(text.utf8))], source: "test").cases.map(\.id)
        #expect(ids.count == 20_000)
        #expect(Set(ids).count == 20_000)
        #expect(ids.prefix(3) == ["CM16-1234567", "CM16-1234567-2", "CM16-1234567-3"])
        #expect(ids.last == "CM16-1234567-20000")
    }

    /// Suffixes skip ids already taken by other letters, as before.
    @Test func repeatSuffixSkipsTakenIds() {
        let letter = Self.determination + "CLINICAL CASE SUMMARY\nx\n"
        let corpus = CorpusLoader.load(memory: [
            ("a/x-2.txt", Array(letter.utf8)),
            ("b/x.txt", Array((letter + letter).utf8)),
            ("c/x.txt", Array(letter.utf8)),
        ], source: "test")
        #expect(corpus.cases.map(\.id) == ["x-2", "x", "x-2-2", "x-3"])
    }

    /// The problem names the case once ids are given, so the problems view can jump to it; in a file
    /// of several letters, the right one.
    @Test func theReadInPartProblemNamesItsCase() throws {
        let whole = Fixture.wrap(header: "Case Number: CM15-0100001\n")
        let corpus = CorpusLoader.assemble([Fixture.file(whole + "\n" + LetterTexts.professionalReview, name: "two.txt")])
        #expect(corpus.cases.map(\.id) == ["CM15-0100001", "CM15-0101234"])
        let problem = try #require(corpus.problems.first { $0.kind == .readInPart })
        #expect(problem.caseId == "CM15-0101234")
        #expect(problem.letterIndex == 1)
    }
}
