import Testing
import PropertyBased
import IMRGenerator
@testable import IMRLetters
@testable import IMRModel

/// Generated letters in every text form: parsing gives back what they were made from. (The text export
/// of them is IMRIndexTests' GeneratedLettersExportTests; their year facet, GeneratedYearFacetTests.)
@Suite struct GeneratedLettersTests {
    @Test func parsingAnyGeneratedCorpusGivesItsTruth() async {
        await propertyCheck(count: 30, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let generator = CorpusGenerator(config: GeneratorConfig(count: 12, seed: UInt64(seed), showcase: true))
            for index in 0..<generator.fileCount {
                let problems = GeneratedLetterChecks.mismatches(generator.file(at: index))
                #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5).joined(separator: "\n"))")
            }
        }
    }

    @Test func builtInSampleParsesToItsTruth() {
        var problems: [String] = []
        for file in builtInSample() { problems += GeneratedLetterChecks.mismatches(file) }
        #expect(problems.isEmpty, "\(problems.count) mismatches:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// A realistic (not showcase) corpus, large enough to meet rare shapes.
    @Test func realisticCorpusParsesToItsTruth() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 1500, seed: 2016))
        var problems: [String] = []
        for index in 0..<generator.fileCount { problems += GeneratedLetterChecks.mismatches(generator.file(at: index)) }
        #expect(problems.isEmpty, "\(problems.count) mismatches:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// The generator's layouts are imr's, and a showcase corpus writes each in each text form; the
    /// parse says the layout each was written in (the checks above compare it letter by letter).
    @Test func everyLayoutImrReadsIsWrittenInEveryForm() {
        #expect(GeneratedLayout.allCases.map(\.rawValue) == LetterLayout.allCases.map(\.rawValue))
        let generator = CorpusGenerator(config: GeneratorConfig(count: 200, seed: 14, showcase: true))
        var seen = Set<String>()
        for index in 0..<generator.fileCount {
            let file = generator.file(at: index)
            let parsed = FileParser.parse(bytes: file.bytes, displayPath: file.relativePath)
            for imrCase in parsed.cases { seen.insert("\(imrCase.layout?.rawValue ?? "none") \(file.form.rawValue)") }
        }
        let wanted = Set(LetterLayout.allCases.flatMap { layout in TextForm.allCases.map { "\(layout.rawValue) \($0.rawValue)" } })
        #expect(seen == wanted)
    }
}
