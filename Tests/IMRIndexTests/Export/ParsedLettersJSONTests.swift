import ExportFixtures
import IMRGenerator
import LetterFixtures
import Testing
import TestFixtures
@testable import IMRExport
@testable import IMRModel

/// Parsed letters written as JSON: `CaseJSONWriter` gives the bytes of their Codable encoding and
/// `JSONStream` the bytes of Foundation's JSONEncoder, for every real letter and for generated letters of
/// every layout. (IMRExportTests' CaseJSONWriterTests and JSONStreamTests hold the writers to the same
/// checks on cases made by hand, with every field and every awkward character.)
@Suite struct ParsedLettersJSONTests {
    static func realLetters() throws -> [IMRCase] {
        var cases: [IMRCase] = []
        for fixture in [FixtureFile.seeds, .dwcLayout, .dwcRaw] {
            cases += try RealLetters.folder(fixture).cases
        }
        #expect(cases.count == 3 + 126 * 2)
        return cases
    }

    @Test func everyRealLetterIsWrittenAsItsCodableEncoding() throws {
        for imrCase in try Self.realLetters() {
            JSONChecks.expectSameAsCodable(imrCase, CaseAnnotations(), imrCase.id)
            JSONChecks.expectSameAsCodable(imrCase, CaseAnnotations(tags: ["b", "a"], note: nil), "\(imrCase.id) annotated")
        }
    }

    @Test func everyRealLetterStreamsAsJSONEncoderWritesIt() throws {
        for imrCase in try Self.realLetters() {
            JSONChecks.expectSameAsFoundation(imrCase, imrCase.id)
            JSONChecks.expectSameAsFoundation(AnnotatedCase(imrCase, CaseAnnotations(tags: ["b", "a"], note: "n")), "\(imrCase.id) annotated")
        }
    }

    @Test func generatedLettersOfEveryLayoutStreamAsJSONEncoderWritesThem() throws {
        let cases = GeneratedCases.letters(GeneratorConfig(count: 600, seed: 0x150E)).cases
        #expect(cases.count == 600)
        #expect(Set(cases.compactMap(\.layout)).count == LetterLayout.allCases.count, "the letters cover every layout")
        for imrCase in cases { JSONChecks.expectSameAsFoundation(imrCase, imrCase.id) }
    }
}
