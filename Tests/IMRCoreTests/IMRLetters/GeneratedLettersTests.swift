import Testing
import PropertyBased
@testable import IMRIndex
import IMRGenerator
@testable import IMRStore
@testable import IMRExport
@testable import IMRLetters
@testable import IMRModel

/// Generated letters in every text form: parsing gives back what they were made from, and the text
/// export loses no word of the summary or the rationales.
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
            for letter in parsed.cases { seen.insert("\(letter.layout?.rawValue ?? "none") \(file.form.rawValue)") }
        }
        let wanted = Set(LetterLayout.allCases.flatMap { layout in TextForm.allCases.map { "\(layout.rawValue) \($0.rawValue)" } })
        #expect(seen == wanted)
    }

    /// Every letter with a header carries its four dates, so a generated corpus counts by decision year.
    @Test func generatedCorporaHaveEveryDateAndAYearFacet() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 400, seed: 9))
        let corpus = CorpusLoader.load(memory: (0..<generator.fileCount).map {
            let file = generator.file(at: $0)
            return (file.relativePath, file.bytes)
        }, source: "generated")
        let headed = corpus.cases.filter { $0.caseNumber != nil }
        #expect(headed.count > corpus.cases.count / 2)
        for letter in headed {
            let dates = [letter.dates.decision, letter.dates.assigned, letter.dates.urDenial, letter.dates.applicationReceived]
            #expect(!dates.contains(nil) && letter.patient.dateOfInjury != nil, "\(letter.id)")
        }
        let years = CorpusIndex(corpus).values(of: .year)
        #expect(years.count >= 8, "\(years)")
    }

    @Test func textExportKeepsEveryWordOfSummaryAndRationales() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let generator = CorpusGenerator(config: GeneratorConfig(count: 6, seed: UInt64(seed), showcase: true))
            for index in 0..<generator.fileCount {
                let file = generator.file(at: index)
                let parsed = FileParser.parse(bytes: file.bytes, displayPath: file.relativePath)
                for (letter, truth) in zip(parsed.cases, file.letters) {
                    let report = Fixture.words(CaseReport.text(letter))
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
