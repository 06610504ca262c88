import ExportFixtures
import IMRGenerator
import LetterFixtures
import Testing
import TestFixtures
@testable import IMRModel

/// `imr list --json` output of parsed letters validates against docs/case.schema.json, for every real
/// letter in Fixtures/corpus and for 10,000 generated letters in every text form. (IMRExportTests'
/// SchemaValidationTests check that the validator rejects what breaks the schema.)
@Suite(.serialized) struct ParsedLettersSchemaTests {
    @Test func everyRealLetterValidates() throws {
        var cases: [IMRCase] = []
        for fixture in [FixtureFile.seeds, .dwcLayout, .dwcRaw] {
            cases += try RealLetters.folder(fixture).cases
        }
        #expect(cases.count == 3 + 126 * 2)
        try CaseSchemaCheck.expectValid(cases)
    }

    @Test func tenThousandGeneratedLettersValidate() throws {
        let config = GeneratorConfig(count: 10_000, seed: 0x5C4E_3A)
        let corpus = GeneratedCases.letters(config)
        #expect(corpus.cases.count == 10_000)
        // Every layout is read whole, the professional reviews' decisions from their conclusions.
        #expect(corpus.problems.isEmpty, "\(corpus.problems.prefix(5).map(\.line))")
        #expect(corpus.cases.contains { $0.layout == .professionalReview && $0.outcome == .overturned })
        try CaseSchemaCheck.expectValid(corpus.cases)
    }
}
