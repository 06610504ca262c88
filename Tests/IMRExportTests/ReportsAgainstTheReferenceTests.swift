import ExportFixtures
import Testing
import TextSafety
@testable import IMRExport
import IMRModel

/// The reports written as bytes from a case's fields (`CaseMarkdownWriter`, `CaseReport.text`, `CaseCSV`
/// through `CSVRows`) are, byte for byte, the reports made of Strings before (`ReferenceReports`), in
/// every format, alone and as one document, with and without the user's tags and notes, on cases with
/// every field, none, and text a report must take care of: control characters, CR LF and lone CRs at the
/// ends of fields, Markdown's characters, cells that open a formula, wide and combining characters, runs
/// of blank lines. The tests of the index hold the records read in place to the same reference.
@Suite struct ReportsAgainstTheReferenceTests {
    /// Texts that end or begin where a report joins them to what follows.
    static let odd = [
        "", "\r", "\n", "\r\n", "a\r", "\rb", "line\r\nnext\r\n\r\nparagraph\r", "\n\n\nafter three\n\n\n\n", "=SUM(A1)", "-12", "+3.5",
        "@x", "\tlead", "*bold* _it_ `code` [link](x) <b> # | \\ end", "a,b \"q\" c", "\u{1B}[2J\u{7F}\u{9B}\u{202E}rtl\u{2028}",
        "患者 🏥 👩‍⚕️ re\u{301}sume\u{301}", String(repeating: "longword", count: 30), "   ", JSONChecks.awkward,
    ]

    /// Cases with every field, with none, and with each odd text in every text field.
    static let cases: [IMRCase] = {
        var cases = [JSONChecks.everyField, IMRCase(id: "", file: "")]
        for (place, text) in odd.enumerated() {
            let citation = Citation(text: text, guideline: text, mtus: place % 2 == 0, chapter: place, label: text, topic: text,
                                    pages: [place])
            let item = Item(treatment: text, decision: place % 2 == 0 ? .upheld : .overturned, category: text, originalRequest: text,
                            authorizedPortion: place % 3 == 0 ? nil : text, claimsAdministratorGuideline: [citation, citation],
                            maximusGuideline: place % 4 == 0 ? [] : [citation], rationale: text, treatmentKey: text,
                            treatmentKind: .imaging, bodyRegions: [text, text], regionInferred: place % 2 == 1,
                            treatmentDoubt: place % 2 == 0 ? [] : [text], reasons: place % 3 == 1 ? [] : [ItemReason(id: text, sentence: text)])
            var imrCase = IMRCase(id: text, file: text, index: place, caseNumber: place % 2 == 0 ? text : nil,
                                  dates: JSONChecks.everyField.dates, priority: text,
                                  reviewer: Reviewer(specialties: [text, text], specialtiesAsWritten: [text], boardCertified: true,
                                                     licensure: place % 2 == 0 ? [] : [text]),
                                  patient: Patient(age: place, sex: .male), summary: text, items: [item, item],
                                  warnings: [text, ""], letterText: place % 2 == 0 ? text : nil,
                                  layout: LetterLayout.allCases[place % LetterLayout.allCases.count])
            imrCase.copies = place % 2 == 0 ? [text] : []
            imrCase.matchedItems = [nil, [], [1], [0, 1]][place % 4]
            cases.append(imrCase)
        }
        return cases
    }()

    static func annotations(_ place: Int) -> CaseAnnotations {
        let tried = JSONChecks.annotationsToTry + [CaseAnnotations(tags: odd, note: odd[place % odd.count])]
        return tried[place % tried.count]
    }

    @Test func eachCaseAloneInEveryFormat() {
        for (place, imrCase) in Self.cases.enumerated() {
            for format in ExportFormat.allCases {
                for annotations in [CaseAnnotations(), Self.annotations(place)] {
                    for cells in [CSVTable.Cells.spreadsheetSafe, .raw] where format == .csv || cells == .spreadsheetSafe {
                        let written = format.render(imrCase, annotations: annotations, cells: cells)
                        let expected = ReferenceReports.render(format, imrCase, annotations: annotations, cells: cells)
                        #expect(written == expected, "\(format), case \(place): \(JSONChecks.firstDifference(written, expected))")
                    }
                }
            }
        }
    }

    @Test func allCasesAsOneDocumentInEveryFormat() {
        let annotated = Self.cases.enumerated().map { ($0.element, Self.annotations($0.offset)) }
        for format in ExportFormat.allCases {
            for cases in [annotated, [], Array(annotated.prefix(1)), annotated.reversed()] {
                let written = format.render(cases.map(\.0), annotations: cases.map(\.1))
                let expected = ReferenceReports.document(format, cases)
                #expect(written == expected, "\(format) of \(cases.count): \(JSONChecks.firstDifference(written, expected))")
            }
        }
    }

    /// The escaping of reports, now eight bytes at a time where it can: every odd text at every offset
    /// from a word's start, between runs of plain text, as before.
    @Test func theEscapingAtEveryOffset() {
        for text in Self.odd {
            for before in 0..<9 {
                for after in [0, 3, 8, 17] {
                    let whole = String(repeating: "p", count: before) + text + String(repeating: "q", count: after) + text
                    #expect(ControlEscape.escape(whole, keepingNewlines: true, keepingTabs: true) == ReferenceReports.escape(whole),
                            "\(whole.debugDescription)")
                }
            }
        }
    }
}
