import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import CaseFixtures
import LetterFixtures

/// Rationales: several paragraphs, across pages, and words that only look like decisions.
@Suite struct RationaleTests {
    @Test func rationaleRunsOverParagraphsAndAPageBreak() {
        let items = ItemsParser.parse(Fixture.lines("""
            Lumbar epidural steroid injection at L5-S1: Upheld
            Claims Administrator guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.
            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016, Section(s): Epidural
            steroid injections (ESIs).
            Decision rationale: The guideline asks for radiculopathy shown on examination and confirmed by
            imaging or electrodiagnostic testing.

            Here the examination shows no dermatomal loss and the imaging is not in the file.
            \u{0C}Page 3 of 4
            The request is therefore not medically
            necessary.
            """)).items
        #expect(items.count == 1)
        let paragraphs = items.first?.rationale.components(separatedBy: "\n\n") ?? []
        #expect(paragraphs.first == "The guideline asks for radiculopathy shown on examination and confirmed by imaging or electrodiagnostic testing.")
        #expect(paragraphs.count >= 2)
        let words = Fixture.words(items.first?.rationale ?? "")
        #expect(Fixture.containsRun(words, Fixture.words("Here the examination shows no dermatomal loss and the imaging is not in the file")))
        #expect(Array(words.suffix(4)) == ["therefore", "not", "medically", "necessary"])
        #expect(!words.contains("page"))
    }

    @Test func priorDenialWasUpheldInsideARationaleIsNoDecision() {
        let items = ItemsParser.parse(Fixture.lines("""
            Physical therapy, six visits: Overturned
            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.
            Decision rationale: Earlier, the prior denial was upheld:
            Upheld
            on a separate review. The new notes show clear gains, so the therapy is medically necessary.
            """)).items
        #expect(items.count == 1)
        #expect(items.first?.decision == .overturned)
        #expect(items.first?.rationale.contains("the prior denial was upheld") == true)
    }

    @Test func missingFieldsAreWarned() {
        let result = ItemsParser.parse(Fixture.lines("Cane for walking: Overturned\n"))
        #expect(result.items.count == 1)
        #expect(result.warnings.contains { $0.contains("rationale") })
        #expect(result.warnings.contains { $0.contains("MAXIMUS") })
    }
}
