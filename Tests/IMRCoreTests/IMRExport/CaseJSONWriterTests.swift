import Foundation
import Testing
@testable import IMRIndex
import IMRGenerator
import TestFixtures
@testable import IMRStore
@testable import IMRExport
@testable import IMRModel

/// `CaseJSONWriter` (what `imr list --json`, `imr show --json` and the JSON exports write) gives the very
/// bytes of the cases' Codable encoding, through Foundation's JSONEncoder and through `JSONStream`, on
/// one line and pretty, with and without the user's tags and note: for every real letter, for generated
/// letters of every layout, and for cases with every field, every null and every awkward character.
@Suite struct CaseJSONWriterTests {
    static let annotationsToTry = [
        CaseAnnotations(), CaseAnnotations(tags: ["follow up", JSONStreamTests.awkward], note: "note \(JSONStreamTests.awkward)"),
        CaseAnnotations(tags: [], note: ""), CaseAnnotations(tags: ["x"], note: nil), CaseAnnotations(tags: ["b", "a"], note: "n"),
    ]

    static func expectSameAsCodable(_ letter: IMRCase, _ annotations: CaseAnnotations, _ what: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        let annotated = AnnotatedCase(letter, annotations)
        for pretty in [false, true] {
            let written = CaseJSON.written(letter, annotations: annotations, pretty: pretty)
            let foundation = CaseJSON.foundationEncoded(annotated, pretty: pretty)
            #expect(written == foundation, "\(what), pretty \(pretty):\n\(JSONStreamTests.firstDifference(written, foundation))",
                    sourceLocation: sourceLocation)
            let stream = JSONStream(pretty: pretty)
            stream.write(annotated)
            #expect(written == String(decoding: stream.bytes, as: UTF8.self), "\(what), pretty \(pretty): as JSONStream",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func everyFieldEveryNullAndEveryKindOfCharacter() {
        var variants = [JSONStreamTests.everyField, IMRCase(id: "", file: "")]
        var unknown = JSONStreamTests.everyField
        unknown.reviewer.boardCertified = false
        variants.append(unknown)
        unknown.reviewer.boardCertified = nil
        unknown.copies = ["b/copy.txt", "a \(JSONStreamTests.awkward)"]
        unknown.matchedItems = [1]  // not in the JSON
        unknown.items[0].authorizedPortion = nil  // a partial certification without its authorized part
        unknown.items[0].reasons = [ItemReason(id: "no-documented-improvement", sentence: "None \(JSONStreamTests.awkward)")]
        unknown.items[0].claimsAdministratorGuideline[0].pages = [Int.max, 0, -7]
        unknown.patient = Patient(age: 0, sex: .male, dateOfInjury: nil)
        unknown.index = 123_456_789
        variants.append(unknown)
        for (number, letter) in variants.enumerated() {
            for annotations in Self.annotationsToTry {
                Self.expectSameAsCodable(letter, annotations, "variant \(number), \(annotations.tags.count) tags")
            }
        }
    }

    /// Every character that needs escaping, at every offset of an eight-byte word, in every string field.
    @Test func escapesAtEveryOffsetOfAWord() {
        let escaped = ["\"", "\\", "\n", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "é", "\u{1F9B4}", "\r"]
        for special in escaped {
            for before in 0...17 {
                let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: 17 - before)
                var letter = JSONStreamTests.everyField
                letter.summary = text
                letter.items[1].treatment = text
                letter.reviewer.licensure = [text]
                Self.expectSameAsCodable(letter, CaseAnnotations(tags: [text], note: text), "\(special.debugDescription) after \(before)")
            }
        }
    }

    @Test func everyRealLetter() throws {
        var cases: [IMRCase] = []
        for fixture in [FixtureFile.dwcLayout, .dwcRaw, .seeds] {
            cases += try CorpusLoader.load(paths: [try fixture.require()]).cases
        }
        #expect(cases.count == 126 * 2 + 3)
        for letter in cases {
            Self.expectSameAsCodable(letter, CaseAnnotations(), letter.id)
            Self.expectSameAsCodable(letter, CaseAnnotations(tags: ["b", "a"], note: nil), "\(letter.id) annotated")
        }
    }

    /// As `imr list --json` reads them: each case from a case store, with its copies from the index.
    @Test func generatedLettersOfEveryLayoutFromTheStore() throws {
        let folder = try TempFolder("imr-json-writer")
        let cacheFolder = try TempFolder("imr-json-writer-cache")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: 600, seed: 0x150E))
        let cache = CaseStore(directory: cacheFolder.path + "/imr")
        _ = try CorpusLoader.load(paths: [folder.path], cache: cache)
        let index = CorpusIndex(try CorpusLoader.load(paths: [folder.path], cache: cache))
        #expect(index.corpus.cases.store != nil, "read from the store")
        let cases = (0..<index.count).map { index.listedCase($0) }
        #expect(cases.count == 600)
        #expect(Set(cases.compactMap(\.layout)).count == LetterLayout.allCases.count, "the letters cover every layout")
        for (number, letter) in cases.enumerated() {
            Self.expectSameAsCodable(letter, Self.annotationsToTry[number % Self.annotationsToTry.count], letter.id)
        }
    }

    /// A Markdown document's contents from the index's columns are those its cases give: each case is
    /// then read once.
    @Test func headingsFromTheIndexAreTheCasesOwn() throws {
        let index = CorpusIndex(try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()]))
        let rows = Array((0..<index.count).reversed())
        let cases = rows.map { (index.listedCase($0), CaseAnnotations()) }
        #expect(index.headings(of: rows) == cases.map { CaseHeading($0.0) })
        var fromIndex = "", fromCases = ""
        var reads = 0
        ExportFormat.markdown.writeDocument(cases.lazy.map { reads += 1; return $0 }, headings: index.headings(of: rows)) {
            fromIndex += $0
        }
        #expect(reads == cases.count, "each case read once")
        ExportFormat.markdown.writeDocument(cases) { fromCases += $0 }
        #expect(fromIndex == fromCases)
        #expect(fromIndex.contains("# IMR cases (\(rows.count))"))
    }
}
