import IMRGenerator
import Testing
@testable import IMRIndex
@testable import IMRStore
import IMRColumns
import IMRModel

/// A generated corpus read whole (IMRLettersTests' GeneratedLettersTests check each letter against its
/// truth) counts by decision year.
@Suite struct GeneratedYearFacetTests {
    /// Every letter with a header carries its four dates, so a generated corpus counts by decision year.
    @Test func generatedCorporaHaveEveryDateAndAYearFacet() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 400, seed: 9))
        let corpus = CorpusLoader.load(memory: (0..<generator.fileCount).map {
            let file = generator.file(at: $0)
            return (file.relativePath, file.bytes)
        }, source: "generated")
        let headed = corpus.cases.filter { $0.caseNumber != nil }
        #expect(headed.count > corpus.cases.count / 2)
        for imrCase in headed {
            let dates = [imrCase.dates.decision, imrCase.dates.assigned, imrCase.dates.urDenial, imrCase.dates.applicationReceived]
            #expect(!dates.contains(nil) && imrCase.patient.dateOfInjury != nil, "\(imrCase.id)")
        }
        let years = CorpusIndex(corpus).values(of: .year)
        #expect(years.count >= 8, "\(years)")
    }
}
