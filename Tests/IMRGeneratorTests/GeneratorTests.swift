import Foundation
import IMRGenerator
import Testing

@Suite struct GeneratorTests {
    @Test func sameSeedGivesSameBytes() {
        let config = GeneratorConfig(count: 300, seed: 42)
        let a = CorpusGenerator(config: config)
        let b = CorpusGenerator(config: config)
        #expect(a.fileCount == b.fileCount)
        for index in stride(from: 0, to: a.fileCount, by: 7) {
            let fa = a.file(at: index), fb = b.file(at: index)
            #expect(fa.bytes == fb.bytes)
            #expect(fa.relativePath == fb.relativePath)
            #expect(fa.letters == fb.letters)
        }
        let other = CorpusGenerator(config: GeneratorConfig(count: 300, seed: 43))
        #expect(other.file(at: 0).bytes != a.file(at: 0).bytes)
    }

    @Test func builtInSampleCoversEveryFormAndFeature() {
        let files = builtInSample()
        let letters = files.flatMap(\.letters)
        #expect((55...65).contains(letters.count))
        #expect(Set(files.map(\.form)) == Set(TextForm.allCases))
        #expect(Set(files.map(\.encoding)) == Set(TextEncoding.allCases))
        #expect(Set(files.map(\.lineEnding)) == Set(LineEnding.allCases))
        #expect(files.contains { $0.letters.count > 1 })
        let items = letters.flatMap(\.items)
        #expect(letters.contains { $0.caseNumber == nil })
        #expect(letters.contains { $0.patient.age == nil })
        #expect(letters.contains { $0.reviewer.boardCertified == true })
        #expect(letters.contains { $0.reviewer.boardCertified == nil })
        #expect(Set(letters.map(\.layout)) == Set(GeneratedLayout.allCases))
        #expect(Set(letters.map(\.outcome)) == [.upheld, .overturned, .partial])
        #expect(items.contains { $0.originalRequest != nil })
        #expect(items.contains { $0.claimsAdministratorGuideline == nil })
        #expect(items.contains { $0.claimsAdministratorGuideline?.isEmpty == true })
        #expect(items.contains { $0.maximusGuideline.isEmpty })
        #expect(items.contains { $0.treatment.contains(":") })
        #expect(items.contains { $0.rationale.count > 1 })
        let citations = items.flatMap { $0.maximusGuideline + ($0.claimsAdministratorGuideline ?? []) }
        #expect(citations.contains { $0.guideline == "ODG" })
        #expect(citations.contains { $0.chapter != nil && !$0.pages.isEmpty })
        #expect(letters.contains { $0.reviewer.specialtiesAsWritten != $0.reviewer.specialties })
        // Some line somewhere breaks inside a hyphenated word.
        #expect(files.contains { file in
            file.text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).contains { TextCheck.endsInsideWord($0.filter { $0 != " " }[...]) }
        })
    }

    @Test func truthWordsSurviveEveryForm() {
        var files = builtInSample()
        let generator = CorpusGenerator(config: GeneratorConfig(count: 400, seed: 7))
        files += (0..<generator.fileCount).map { generator.file(at: $0) }
        for file in files {
            let tokens = TextCheck.tokens(file.text)
            var cursor = 0
            for letter in file.letters {
                for paragraph in letter.summary + letter.items.flatMap(\.rationale) {
                    guard let next = TextCheck.find(paragraph, in: tokens, from: cursor) else {
                        Issue.record("\(file.relativePath) (\(file.form), \(file.encoding)) lost: \(paragraph.prefix(80))")
                        break
                    }
                    cursor = next
                }
            }
        }
    }

    @Test func windows1252FilesUseSingleByteQuotes() {
        let files = builtInSample().filter { $0.encoding == .windows1252 }
        #expect(!files.isEmpty)
        for file in files {
            #expect(!file.bytes.contains(0xE2))
        }
        #expect(files.contains { $0.bytes.contains(0x96) || $0.bytes.contains(0x93) || $0.bytes.contains(0x92) })
    }

    @Test func outcomesAndItemCountsFollowTheIntendedMix() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 10_000, seed: 2024))
        var outcomes: [CaseOutcome: Int] = [:]
        var itemCounts: [Int] = []
        var caseNumbers = Set<String>()
        var headered = 0
        for index in 0..<10_000 {
            let truth = generator.truth(ofLetter: index)
            outcomes[truth.outcome, default: 0] += 1
            itemCounts.append(truth.items.count)
            if let number = truth.caseNumber {
                headered += 1
                caseNumbers.insert(number)
                #expect(number.count == 12 && number.hasPrefix("CM"))
            }
            if let age = truth.patient.age { #expect((18...80).contains(age)) }
        }
        #expect(caseNumbers.count == headered)
        let overturned = Double(outcomes[.overturned, default: 0]) / 10_000
        let partial = Double(outcomes[.partial, default: 0]) / 10_000
        #expect(abs(overturned - 0.10) < 0.02)
        #expect(abs(partial - 0.06) < 0.02)
        itemCounts.sort()
        #expect(itemCounts[5_000] == 1)
        #expect(itemCounts.last ?? 0 >= 10)
    }

    @Test func corpusIsWrittenToDisk() throws {
        let folder = NSTemporaryDirectory() + "imr-gen-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = GeneratorConfig(count: 1_500, seed: 5)
        try writeCorpus(to: folder, config: config)
        let generator = CorpusGenerator(config: config)
        let last = generator.file(at: generator.fileCount - 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + last.relativePath))
        #expect([UInt8](data) == last.bytes)
        #expect(generator.fileCount > 1000)
        #expect(last.relativePath.hasPrefix("0001/"))
    }
}
