import CSV
import Foundation
import Testing
@testable import IMRExport
@testable import IMRModel
import CaseFixtures

/// Several cases exported as one document, in each format: every case in it once, in order, and
/// readable back by the format's own reader.
@Suite struct ManyCaseExportTests {
    /// The query fixtures, with text that tests quoting: commas, quotes, line breaks.
    static let cases: [IMRCase] = {
        var cases = QueryFixtures.cases
        cases[0].items[0].treatment = "Norco 10/325mg, #120 \"as needed\""
        cases[0].items[0].rationale = "First paragraph.\n\nSecond, with a comma."
        return cases
    }()

    @Test func jsonIsAnArrayOfCasesInTheSchemasShape() throws {
        let text = ExportFormat.json.render(Self.cases)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.map { $0["id"] as? String } == Self.cases.map(\.id))
        let decoded = try JSONDecoder().decode([IMRCase].self, from: Data(text.utf8))
        #expect(decoded == Self.cases)
    }

    @Test func markdownHasATableOfContentsAndAHeadingPerCase() {
        let text = ExportFormat.markdown.render(Self.cases)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "# IMR cases (\(Self.cases.count))")
        #expect(lines.filter { $0.hasPrefix("# ") }.count == 1)
        let contents = lines.filter { $0.hasPrefix("- [") && $0.contains("](#") }
        let headings = lines.filter { $0.hasPrefix("## ") && !$0.hasPrefix("### ") }
            .filter { heading in Self.cases.contains { heading.hasPrefix("## \(CaseReport.markdownEscaped($0.id)):") } }
        #expect(contents.count == Self.cases.count)
        #expect(headings.count == Self.cases.count)
        // Each link's anchor is its heading's, as renderers make it.
        for (link, heading) in zip(contents, headings) {
            let anchor = link.split(separator: "(#").last.map { String($0.dropLast()) }
            #expect(anchor == ExportFormat.markdownAnchor(String(heading.dropFirst(3))))
        }
    }

    /// A document is written as its cases are read (`writeDocument`): a piece goes out before the last
    /// case is read, each case is read once (Markdown's contents read them once more, first), and the
    /// pieces make the document `render` gives.
    @Test func aDocumentIsWrittenAsItsCasesAreRead() {
        // More cases than CSV's rows per piece.
        let cases = (0..<1200).map { number in
            var imrCase = Self.cases[number % Self.cases.count]
            imrCase.id = "case-\(number)"
            return imrCase
        }
        final class Reads { var count = 0 }
        for format in ExportFormat.allCases {
            let reads = Reads()
            let source = cases.indices.lazy.map { position in
                reads.count += 1
                return (cases[position], CaseAnnotations())
            }
            var pieces: [(text: String, readBefore: Int)] = []
            format.writeDocument(source) { pieces.append(($0, reads.count)) }
            let firstCase = pieces.firstIndex { $0.text.contains("case-0") && !$0.text.contains("- [") } ?? 0
            #expect(pieces[firstCase].readBefore < cases.count * (format == .markdown ? 2 : 1), "\(format)")
            #expect(reads.count == cases.count * (format == .markdown ? 2 : 1), "\(format)")
            #expect(pieces.map(\.text).joined() == format.render(cases), "\(format)")
        }
    }

    @Test func textPutsAFormFeedBetweenCases() {
        let text = ExportFormat.text.render(Self.cases)
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false)
        #expect(pages.count == Self.cases.count)
        for (page, imrCase) in zip(pages, Self.cases) {
            #expect(page.drop { $0 == "\n" }.hasPrefix("Case:") && page.contains(imrCase.id))
        }
    }

    @Test func csvHasOneRowPerItemAndReadsBackWhole() throws {
        let text = ExportFormat.csv.render(Self.cases)
        #expect(text.contains("\r\n"))
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        #expect(reader.headerRow == CaseCSV.header)
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        let expectedRows = Self.cases.reduce(0) { $0 + max(1, $1.items.count) }
        #expect(rows.count == expectedRows)
        let column = { (name: String) in try #require(CaseCSV.header.firstIndex(of: name)) }
        let first = rows[0]
        #expect(first[try column("treatment")] == Self.cases[0].items[0].treatment)
        #expect(first[try column("rationale")] == Self.cases[0].items[0].rationale)
        #expect(first[try column("decision")] == Self.cases[0].items[0].decision.rawValue)
        #expect(rows.allSatisfy { $0.count == CaseCSV.header.count })
    }

    /// The why and the when of each row: the item's reasons, its partial certification and the case's turnaround, which a
    /// spreadsheet user filters and counts by.
    @Test func csvCarriesTheReasonsThePartialCertificationAndTheTurnaround() throws {
        var cases = Self.cases
        cases[0].items[0].reasons = [ItemReason(id: "no-functional-improvement", sentence: "No gain is documented."),
                                     ItemReason(id: "no-opioid-monitoring", sentence: "No urine screen is on file.")]
        cases[0].items[0].originalRequest = "Norco 10/325mg #180"
        cases[0].items[0].authorizedPortion = "Norco 10/325mg #60"
        cases[0].dates.applicationReceived = CalendarDate(iso: "2016-11-01")
        cases[0].dates.decision = CalendarDate(iso: "2016-12-06")
        #expect(cases[0].turnaroundDays == 35)
        let reader = try CSVReader(string: ExportFormat.csv.render(cases), hasHeaderRow: true)
        let column = { (name: String) in try #require(CaseCSV.header.firstIndex(of: name)) }
        let reasons = try column("reasons"), original = try column("original_request"),
            authorized = try column("authorized_portion"), days = try column("turnaround_days")
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        #expect(rows[0][reasons] == "no-functional-improvement; no-opioid-monitoring")
        #expect(rows[0][original] == "Norco 10/325mg #180" && rows[0][authorized] == "Norco 10/325mg #60" && rows[0][days] == "35")
        var index = 0
        for imrCase in cases {
            for item in imrCase.items {
                let row = rows[index]
                #expect(row[reasons] == item.reasons.map(\.id).joined(separator: "; "))
                #expect(row[original] == (item.originalRequest ?? ""))
                #expect(row[authorized] == (item.authorizedPortion ?? ""))
                #expect(row[days] == (imrCase.turnaroundDays.map(String.init) ?? ""))
                index += 1
            }
            if imrCase.items.isEmpty { index += 1 }
        }
        #expect(index == rows.count)
    }

    /// `imr list --csv` writes its rows a few at a time (`CSVTable.lines`): the same bytes as the table
    /// written whole, however the rows are cut.
    @Test func csvWrittenInPiecesIsTheTableWrittenWhole() {
        let whole = ExportFormat.csv.render(Self.cases)
        let rows = [CaseCSV.header] + Self.cases.flatMap { CaseCSV.rows(of: $0, annotations: CaseAnnotations()) }
        for size in [1, 2, 3, rows.count] {
            let pieces = stride(from: 0, to: rows.count, by: size).map { Array(rows[$0..<min(rows.count, $0 + size)]) }
            #expect(pieces.map { CSVTable.lines($0) }.joined() == whole, "pieces of \(size)")
        }
        #expect(CSVTable.lines([]) == "")
    }

    @Test func namesInABatchNeverCollide() {
        let names = ExportFormat.safeFileNames(for: ["a/b", "a:b", "A_B", "c", "a_b-2"], extension: "txt")
        #expect(names == ["a_b.txt", "a_b-2.txt", "A_B-3.txt", "c.txt", "a_b-2-2.txt"])
        #expect(Set(names.map { $0.lowercased() }).count == names.count)
    }

    @Test func aFileNameSaysItsFormat() {
        #expect(ExportFormat(fileName: "out/cases.MD") == .markdown)
        #expect(ExportFormat(fileName: "cases.csv") == .csv)
        #expect(ExportFormat(fileName: "notes.txt") == .text)
        #expect(ExportFormat(fileName: "folder.d/cases") == nil)
        #expect(ExportFormat(fileName: "cases.pdf") == nil)
    }
}
