import CSV
import IMRIndex
import Testing
import IMRExport
import IMRModel
import CaseFixtures
import IMRColumns

/// Tags and notes given to the index: the filter line's words find notes, the tags are counted like a
/// facet, and CSV carries both in its last two columns.
@Suite struct NoteSearchTests {
    @Test func theWordsOfTheFilterLineFindACaseByItsNote() {
        let index = QueryFixtures.index
        let cases = index.cases
        var query = CaseQuery()
        query.text = "zebrafish adjuster"
        #expect(index.matching(query).isEmpty, "no letter holds the words")

        index.setAnnotations([CaseKey.of(cases[1]): CaseAnnotations(note: "Call the Adjuster about the zebrafish.")])
        #expect(index.matching(query) == [1])
        query.text = "\"the zebrafish\" call"
        #expect(index.matching(query) == [1], "phrases and word prefixes, as the letters are searched")
        query.text = "zebrafish missingword"
        #expect(index.matching(query).isEmpty, "every word must be in the note (or every word in the letter)")
        query.text = "zebra"
        query.set(.outcome, [cases[1].outcome == .upheld ? "overturned" : "upheld"])
        #expect(!index.matching(query).contains(1), "AND with the other filters")
        #expect(index.annotations(of: cases[1]).note == "Call the Adjuster about the zebrafish.")
        #expect(index.annotations(of: cases[0]).isEmpty)
    }

    @Test func tagsAreCountedUnderTheOtherFilters() {
        let index = QueryFixtures.index
        let cases = index.cases
        index.setAnnotations([CaseKey.of(cases[0]): CaseAnnotations(tags: ["MRI", "later"]),
                              CaseKey.of(cases[2]): CaseAnnotations(tags: ["mri"])])
        #expect(index.tagNames == ["later", "MRI"])
        var query = CaseQuery()
        query.tags = ["later"]
        let counts = index.tagCounts(for: query)
        #expect(counts.map(\.value) == ["MRI", "later"], "most used first; the query's own tags do not narrow")
        #expect(counts.map(\.cases) == [2, 1])
        #expect(index.matching(query) == [0])
        query.set(.outcome, [cases[2].outcome.rawValue])
        let narrowed = index.tagCounts(for: query)
        let expected = [0, 2].filter { cases[$0].outcome == cases[2].outcome }.count
        #expect(narrowed.first { $0.value == "MRI" }?.cases == expected)
    }

    @Test func csvCarriesTagsAndNoteInItsLastColumns() throws {
        let cases = QueryFixtures.cases
        #expect(Array(CaseCSV.header.suffix(2)) == ["tags", "note"])
        var annotations = Array(repeating: CaseAnnotations(), count: cases.count)
        annotations[0] = CaseAnnotations(tags: ["Follow up", "mri"], note: "line one,\n\"two\"")
        let reader = try CSVReader(string: ExportFormat.csv.render(cases, annotations: annotations), hasHeaderRow: true)
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        #expect(rows.allSatisfy { $0.count == CaseCSV.header.count })
        let first = rows.prefix(max(1, cases[0].items.count))
        #expect(first.allSatisfy { Array($0.suffix(2)) == ["Follow up; mri", "line one,\n\"two\""] }, "every row of the case")
        #expect(rows.dropFirst(first.count).allSatisfy { Array($0.suffix(2)) == ["", ""] })
        #expect(ExportFormat.csv.render(cases[0], annotations: annotations[0]).contains("Follow up; mri"))
    }
}
