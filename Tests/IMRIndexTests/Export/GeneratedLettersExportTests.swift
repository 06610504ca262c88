import CaseFixtures
import IMRGenerator
import PropertyBased
import Testing
@testable import IMRExport
import IMRLetters

/// Generated letters in every text form, parsed (IMRLettersTests' GeneratedLettersTests hold the parse to
/// the truth) and exported: the text export loses no word of the summary or the rationales.
@Suite struct GeneratedLettersExportTests {
    @Test func textExportKeepsEveryWordOfSummaryAndRationales() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let generator = CorpusGenerator(config: GeneratorConfig(count: 6, seed: UInt64(seed), showcase: true))
            for index in 0..<generator.fileCount {
                let file = generator.file(at: index)
                let parsed = FileParser.parse(bytes: file.bytes, displayPath: file.relativePath)
                for (imrCase, truth) in zip(parsed.cases, file.letters) {
                    let report = Fixture.words(CaseReport.text(imrCase))
                    let summary = Fixture.words(truth.summary.joined(separator: " "))
                    #expect(Fixture.containsRun(report, summary), "seed \(seed) \(file.relativePath): summary words lost")
                    var wanted = summary
                    for item in truth.items {
                        let rationale = Fixture.words(item.rationale.joined(separator: " "))
                        #expect(Fixture.containsRun(report, rationale),
                                "seed \(seed) \(file.relativePath): rationale of \(item.treatment) lost")
                        wanted += rationale
                    }
                    #expect(Fixture.isSubsequence(wanted, of: report), "seed \(seed) \(file.relativePath): words out of order")
                }
            }
        }
    }
}
