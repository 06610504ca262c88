import Foundation
import Testing
@testable import IMRColumns
@testable import IMRStore
@testable import IMRExport
@testable import IMRModel
@testable import IMRIndex
import CaseFixtures

/// The precedent brief (text and Markdown), the JSON and the CSV of a precedents answer.
@Suite struct PrecedentBriefTests {
    static let longRationale = "The worker has radicular pain with a positive straight leg raise.\n\n"
        + "MTUS supports imaging when nerve compromise is documented. The request is medically necessary."

    static var cases: [IMRCase] {
        var cases = PrecedentsTests.cases
        cases[1].items[0].rationale = longRationale
        cases[1].items[0].maximusGuideline = [QueryFixtures.citation(QueryFixtures.lowBack)]
        cases[3].items[0].rationale = "Records were read. Imaging is not recommended. No red flags, \"none\", were found."
        // P3's MRI named no region in PrecedentsTests; here it is a lumbar MRI like the asking one.
        cases[3].items[0].bodyRegions = ["lumbar spine"]
        return cases
    }

    static func answer() throws -> (Precedents, [IMRCase]) {
        let cases = Self.cases
        let index = CorpusIndex(Corpus(cases: cases))
        let question = try #require(PrecedentQuestion(item: 0, of: cases[0],
                                                      narrowing: CaseQuery(selections: [.specialty: ["Orthopedic Surgery"]])))
        return (index.precedents(question), cases)
    }

    @Test func textBriefHasQuestionCountsOverturnedInFullAndUpheldInShort() throws {
        let (found, cases) = try Self.answer()
        let text = PrecedentBrief.text(found, cases: CaseList(cases))
        #expect(text.hasPrefix("PRECEDENTS: MRI LUMBAR\n"))
        #expect(text.contains("Asked from:    ASK item 1 (left out)"))
        #expect(text.contains("Filters:       spec:\"Orthopedic Surgery\""))
        #expect(text.contains("2 decisions: 1 overturned, 1 upheld"))
        #expect(text.contains("Overturn rate: 50% (95% CI 9–91%)"))
        #expect(text.contains("OVERTURNED (1)\n\n1. P1, decided 2016-03-01: MRI LUMBAR\n   Decision: Overturned\n   Reviewer: Orthopedic Surgery"))
        #expect(text.contains(QueryFixtures.lowBack))
        // The overturned rationale in full, paragraphs kept; the upheld one by its verdict only.
        #expect(text.contains("   The worker has radicular pain with a positive straight leg raise.\n\n   MTUS supports"))
        #expect(text.contains("UPHELD (1)\n\n1. P3, decided 2015-05-05, Orthopedic Surgery: MRI LUMBAR\n   Imaging is not recommended.\n"))
        #expect(!text.contains("Records were read."))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= CaseReport.width })
    }

    /// A reviewer certified in two specialties counts under both: the split says so, and only then.
    @Test func aSplitThatCountsADecisionTwiceSaysSo() throws {
        var cases = Self.cases
        cases[3].reviewer.specialties = ["Orthopedic Surgery", "Sports Medicine"]
        let index = CorpusIndex(Corpus(cases: cases))
        let question = try #require(PrecedentQuestion(item: 0, of: cases[0],
                                                      narrowing: CaseQuery(selections: [.specialty: ["Orthopedic Surgery"]])))
        let found = index.precedents(question)
        let note = "A reviewer certified in several specialties counts under each."
        let sections = PrecedentBrief.splitSections(found)
        #expect(sections.first { $0.title == "By reviewer specialty" }?.note == note)
        #expect(sections.allSatisfy { $0.title == "By reviewer specialty" || $0.note == nil })
        #expect(PrecedentBrief.text(found, cases: CaseList(cases)).contains("(\(note))"))
        #expect(PrecedentBrief.markdown(found, cases: CaseList(cases)).contains(note))
        let (single, _) = try Self.answer()
        #expect(PrecedentBrief.splitSections(single).allSatisfy { $0.note == nil })
        #expect(!PrecedentBrief.text(single, cases: CaseList(Self.cases)).contains(note))
    }

    @Test func markdownBriefHasTheSameParts() throws {
        let (found, cases) = try Self.answer()
        let markdown = PrecedentBrief.markdown(found, cases: CaseList(cases))
        #expect(markdown.hasPrefix("# Precedents: MRI LUMBAR\n"))
        #expect(markdown.contains("| Orthopedic Surgery | 2 | 1 | 50% (95% CI 9–91%) |"))
        #expect(markdown.contains("## Overturned (1)\n\n### P1, decided 2016-03-01: MRI LUMBAR"))
        #expect(markdown.contains("**Decision rationale:**\n\nThe worker has radicular pain"))
        #expect(markdown.contains("## Upheld (1)\n\n- **P3**, decided 2015-05-05, Orthopedic Surgery: MRI LUMBAR. Imaging is not recommended."))
        #expect(ExportFormat.markdown.renderBrief(found, cases: CaseList(cases)) == markdown)
        #expect(ExportFormat.briefFileName(for: found, format: .markdown) == "precedents-mri-lumbar.md")
    }

    @Test func letterTextNeverReachesTheBriefRaw() throws {
        var (found, cases) = try Self.answer()
        cases[1].items[0].rationale = "Evil \u{1B}[2J text. It is medically necessary."
        found.question.treatment = "MRI\u{1B}]0;x\u{07}"
        for brief in [PrecedentBrief.text(found, cases: CaseList(cases)), PrecedentBrief.markdown(found, cases: CaseList(cases)),
                      PrecedentsJSON.csv(found, cases: CaseList(cases))] {
            #expect(!brief.unicodeScalars.contains("\u{1B}") && !brief.unicodeScalars.contains("\u{07}"))
        }
    }

    @Test func jsonListsTheCasesWithIdsAndCounts() throws {
        let (found, cases) = try Self.answer()
        let json = PrecedentsJSON.pretty(found, cases: CaseList(cases))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["decisions"] as? Int == 2 && object["overturned"] as? Int == 1)
        #expect(object["overturnRate"] as? Double == 0.5)
        #expect((object["source"] as? [String: Any])?["item"] as? Int == 1)
        let listed = try #require(object["cases"] as? [[String: Any]])
        #expect(listed.map { $0["caseId"] as? String } == ["P1", "P3"])
        #expect(listed[1]["decisiveSentence"] as? String == "Imaging is not recommended.")
        #expect(listed[1].keys.contains("caseNumber"), "nulls written out")
    }

    @Test func csvIsOneQuotedRowPerPrecedent() throws {
        let (found, cases) = try Self.answer()
        let csv = PrecedentsJSON.csv(found, cases: CaseList(cases))
        let rows = csv.components(separatedBy: "\r\n")
        #expect(rows.count == 4 && rows[3].isEmpty, "header, two rows, and the last CRLF")
        #expect(rows[0] == PrecedentsJSON.csvHeader.joined(separator: ","))
        #expect(rows[1].hasPrefix("P1,,1,MRI LUMBAR,mri lumbar,lumbar spine,overturned,overturned,2016-03-01,Orthopedic Surgery,"))
        // Quoting is RFC 4180's, by the CSV library: commas, quotes and line breaks kept.
        let quoted = CSVTable.render(header: ["a", "b", "c"], rows: [["said \"no\", twice", "two\nlines", "plain"]])
        #expect(quoted == "a,b,c\r\n\"said \"\"no\"\", twice\",\"two\nlines\",plain\r\n")
    }
}
