import Foundation
import Testing
import CaseFixtures
import ExportFixtures
@testable import IMRExport
@testable import IMRModel

/// `JSONStream` (what `imr list --json`, `imr show --json` and the JSON exports write) gives the very
/// bytes Foundation's JSONEncoder gave before it, with the unsafe code points escaped the same way:
/// for a case with every field, every null and every kind of character a letter could hold. (Every real
/// letter and generated letters of every layout, parsed: IMRIndexTests' ParsedLettersJSONTests.)
@Suite struct JSONStreamTests {
    // The check is ExportFixtures' `JSONChecks`: IMRIndexTests hold parsed letters to it too.
    static func expectSameAsFoundation<T: Encodable>(_ value: T, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        JSONChecks.expectSameAsFoundation(value, what, sourceLocation: sourceLocation)
    }

    /// Every character a letter could hold that JSON or a terminal cares about.
    static let awkward = JSONChecks.awkward

    /// A case with every field set and every kind of character (`JSONChecks.everyField`).
    static let everyField = JSONChecks.everyField

    @Test func aCaseWithEveryFieldAndEveryKindOfCharacter() {
        Self.expectSameAsFoundation(Self.everyField, "every field")
        var unknown = Self.everyField
        unknown.reviewer.boardCertified = false
        Self.expectSameAsFoundation(unknown, "not board certified")
        Self.expectSameAsFoundation(IMRCase(id: "", file: ""), "every field empty or null")
        for annotations in [CaseAnnotations(tags: ["follow up", Self.awkward], note: "note \(Self.awkward)"),
                            CaseAnnotations(tags: [], note: ""), CaseAnnotations(tags: ["x"], note: nil), CaseAnnotations()] {
            Self.expectSameAsFoundation(AnnotatedCase(Self.everyField, annotations), "annotated \(annotations.tags.count) tags")
        }
    }

    /// Strings are skipped eight bytes at a time where nothing needs escaping: every character that
    /// does, at every offset within a word, after runs of plain text of every length up to two words.
    @Test func escapesAtEveryOffsetOfAWord() {
        let escaped = ["\"", "\\", "\n", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "é", "\u{1F9B4}", "\r"]
        for special in escaped {
            for before in 0...17 {
                let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: 17 - before)
                Self.expectSameAsFoundation(["text": text], "\(special.debugDescription) after \(before) bytes")
            }
        }
    }

    @Test func theExportDocumentIsTheCasesJoinedAsBefore() {
        let cases = [Self.everyField] + QueryFixtures.cases
        let annotations = cases.indices.map { $0 % 2 == 0 ? CaseAnnotations(tags: ["t"], note: "n") : CaseAnnotations() }
        let annotated = zip(cases, annotations).map { AnnotatedCase($0, $1) }
        let before = "[\n" + annotated.map { CaseJSON.foundationEncoded($0, pretty: true) }.joined(separator: ",\n") + "\n]\n"
        #expect(ExportFormat.json.render(cases, annotations: annotations) == before)
        #expect(ExportFormat.json.render([]) == "[\n\n]\n")
    }

    /// What the stream does not write itself (floating point) still comes out as JSONEncoder writes it;
    /// keys of any spelling are sorted as JSONEncoder sorts them.
    @Test func otherValuesSortAndFallBackAsJSONEncoder() {
        struct Rated: Encodable { var rate = 0.25; var name = "x" }
        let stream = JSONStream(pretty: false)
        stream.write(Rated())
        #expect(stream.unsupported)
        #expect(CaseJSON.encode(Rated()) == CaseJSON.foundationEncoded(Rated(), pretty: false))
        let keyed = ["b": 1, "B": 2, "a1": 3, "aB": 4, "ab": 5, "_": 6, "10": 7, "9": 8, "é": 9, "z": 10]
        Self.expectSameAsFoundation(keyed, "a dictionary")
        Self.expectSameAsFoundation([[String: [Int]]](), "an empty array")
        struct Empties: Encodable { var object = [String: Int](); var nested = ["a": [Int]()]; var list = [[String: Int]()] }
        Self.expectSameAsFoundation(Empties(), "empty objects and arrays")
    }
}
