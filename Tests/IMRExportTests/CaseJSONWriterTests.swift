import ExportFixtures
import Foundation
import Testing
@testable import IMRExport
@testable import IMRModel

/// `CaseJSONWriter` (what `imr list --json`, `imr show --json` and the JSON exports write) gives the very
/// bytes of the cases' Codable encoding, through Foundation's JSONEncoder and through `JSONStream`, on
/// one line and pretty, with and without the user's tags and note: for cases with every field, every null
/// and every awkward character. (Every real letter, parsed: IMRIndexTests' ParsedLettersJSONTests;
/// generated letters of every layout read from the case store: its CaseJSONFromTheIndexTests.)
@Suite struct CaseJSONWriterTests {
    // The check and the annotations it is tried with are ExportFixtures' `JSONChecks`: the index's tests
    // hold cases read from the case store to it too.
    static let annotationsToTry = JSONChecks.annotationsToTry

    static func expectSameAsCodable(_ imrCase: IMRCase, _ annotations: CaseAnnotations, _ what: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        JSONChecks.expectSameAsCodable(imrCase, annotations, what, sourceLocation: sourceLocation)
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
        for (number, imrCase) in variants.enumerated() {
            for annotations in Self.annotationsToTry {
                Self.expectSameAsCodable(imrCase, annotations, "variant \(number), \(annotations.tags.count) tags")
            }
        }
    }

    /// Every character that needs escaping, at every offset of an eight-byte word, in every string field.
    @Test func escapesAtEveryOffsetOfAWord() {
        let escaped = ["\"", "\\", "\n", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "é", "\u{1F9B4}", "\r"]
        for special in escaped {
            for before in 0...17 {
                let text = String(repeating: "a", count: before) + special + String(repeating: "b", count: 17 - before)
                var imrCase = JSONStreamTests.everyField
                imrCase.summary = text
                imrCase.items[1].treatment = text
                imrCase.reviewer.licensure = [text]
                Self.expectSameAsCodable(imrCase, CaseAnnotations(tags: [text], note: text), "\(special.debugDescription) after \(before)")
            }
        }
    }

    /// `CaseJSON.Lines`, one buffer for every line of a listing, gives each case the bytes of its own
    /// line and a line feed, whatever the case before it held: a long case and then a short one leave
    /// nothing of the long one behind.
    @Test func linesWrittenThroughOneBufferAreEachCasesOwn() {
        var long = JSONStreamTests.everyField
        long.summary = String(repeating: "a long summary ", count: 900)
        let cases = [long, IMRCase(id: "", file: ""), JSONStreamTests.everyField, long]
        var lines = CaseJSON.Lines()
        for (number, imrCase) in cases.enumerated() {
            for annotations in Self.annotationsToTry {
                var written: [UInt8] = []
                lines.write(imrCase, annotations: annotations) { written.append(contentsOf: $0) }
                #expect(written == Array((CaseJSON.line(imrCase, annotations: annotations) + "\n").utf8), "case \(number)")
            }
        }
    }
}
