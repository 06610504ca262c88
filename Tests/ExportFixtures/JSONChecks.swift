// The checks reach IMRExport's internals (`JSONStream`, the writer's two paths) as its tests do, through
// a testable import: a debug build, the tests', allows it; a release build compiles this target empty.
#if DEBUG
@testable import IMRExport
import IMRModel
import Testing

/// The checks the JSON writers are held to, and the text that puts them to the test: the very bytes of
/// Foundation's JSONEncoder, on hand-made cases (IMRExportTests) and on cases read from the case store
/// and the index (IMRIndexTests).
public enum JSONChecks {
    public static func firstDifference(_ a: String, _ b: String) -> String {
        let a = Array(a.utf8), b = Array(b.utf8)
        let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func around(_ bytes: [UInt8]) -> String { String(decoding: bytes[max(0, at - 60)..<min(bytes.count, at + 60)], as: UTF8.self) }
        return "at byte \(at):\n  stream:     \(around(a))\n  JSONEncoder: \(around(b))"
    }

    /// Every character a letter could hold that JSON or a terminal cares about.
    public static let awkward: String = {
        var text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
        text += " \"quoted\" back\\slash a/b {braces} [brackets] \u{7F} \u{80}\u{9B}\u{9F} \u{A0}\u{AD} é ñ ü "
        text += "患者 🏥🩺 👩‍⚕️ 🇯🇵 re\u{301}sume\u{301} \u{200B}\u{200D}\u{200E}\u{202E}\u{2028}\u{2029}\u{2066}\u{FEFF}"
        text += " \u{FFFF} \u{E0001} \u{10FFFD} \u{378} end"
        return text
    }()

    /// A case with every field set, awkward characters in its texts: what the writers are tried on.
    public static let everyField: IMRCase = {
        let citation = Citation(text: "Decision based on MTUS ACOEM Chapter 12 \(awkward)", guideline: "ACOEM", mtus: true,
                                chapter: 12, label: "ACOEM 12 Low Back", topic: "Special Studies", pages: [303, 304])
        let bare = Citation(text: "", guideline: "ODG", mtus: false, chapter: nil, label: "ODG", topic: nil, pages: [])
        let item = Item(treatment: "MRI lumbar \(awkward)", decision: .overturned, category: "Imaging > MRI",
                        originalRequest: "MRI x 2", authorizedPortion: "MRI x 1", claimsAdministratorGuideline: [citation, bare],
                        maximusGuideline: [citation], rationale: "Para one.\n\nPara two \(awkward)", treatmentKey: "MRI",
                        treatmentKind: .imaging, bodyRegions: ["lumbar spine", "knee"], regionInferred: true,
                        treatmentDoubt: ["photon"])
        let empty = Item(treatment: "", decision: .upheld)
        return IMRCase(id: "CM16-0000001 \(awkward)", file: "dir/a b.txt", index: 2, caseNumber: "CM16-0000001",
                       dates: CaseDates(assigned: CalendarDate(year: 2016, month: 1, day: 2), decision: CalendarDate(year: 2016, month: 3, day: 1),
                                        urDenial: CalendarDate(year: 2015, month: 12, day: 31),
                                        applicationReceived: CalendarDate(year: 2016, month: 1, day: 1)),
                       priority: "Expedited", reviewer: Reviewer(specialties: ["Orthopedic Surgery", "Spine"],
                                                                   specialtiesAsWritten: ["Orthopaedic surgery \(awkward)"],
                                                                   boardCertified: true, licensure: ["California", "Texas"]),
                       patient: Patient(age: 47, sex: .female, dateOfInjury: CalendarDate(year: 2013, month: 6, day: 11)),
                       summary: awkward, items: [item, empty], warnings: ["warning \(awkward)", ""], letterText: awkward,
                       layout: .maximusDocuments)
    }()

    public static let annotationsToTry = [
        CaseAnnotations(), CaseAnnotations(tags: ["follow up", awkward], note: "note \(awkward)"),
        CaseAnnotations(tags: [], note: ""), CaseAnnotations(tags: ["x"], note: nil), CaseAnnotations(tags: ["b", "a"], note: "n"),
    ]

    /// `value` as `JSONStream` writes it is the very bytes of Foundation's JSONEncoder, on one line and
    /// pretty, written by the stream itself (no fallback to the encoder).
    public static func expectSameAsFoundation<T: Encodable>(_ value: T, _ what: String,
                                                            sourceLocation: SourceLocation = #_sourceLocation) {
        for pretty in [false, true] {
            let stream = JSONStream(pretty: pretty)
            stream.write(value)
            #expect(!stream.unsupported, "\(what): the stream writes it itself", sourceLocation: sourceLocation)
            let written = String(decoding: stream.bytes, as: UTF8.self)
            let expected = CaseJSON.foundationEncoded(value, pretty: pretty)
            #expect(written == expected, "\(what), pretty \(pretty):\n\(firstDifference(written, expected))",
                    sourceLocation: sourceLocation)
        }
    }

    public static func expectSameAsCodable(_ imrCase: IMRCase, _ annotations: CaseAnnotations, _ what: String,
                                           sourceLocation: SourceLocation = #_sourceLocation) {
        let annotated = AnnotatedCase(imrCase, annotations)
        for pretty in [false, true] {
            let written = CaseJSON.written(imrCase, annotations: annotations, pretty: pretty)
            let foundation = CaseJSON.foundationEncoded(annotated, pretty: pretty)
            #expect(written == foundation, "\(what), pretty \(pretty):\n\(firstDifference(written, foundation))",
                    sourceLocation: sourceLocation)
            let stream = JSONStream(pretty: pretty)
            stream.write(annotated)
            #expect(written == String(decoding: stream.bytes, as: UTF8.self), "\(what), pretty \(pretty): as JSONStream",
                    sourceLocation: sourceLocation)
        }
    }
}
#endif
