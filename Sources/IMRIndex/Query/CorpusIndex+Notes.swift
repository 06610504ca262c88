import IMRExport
import IMRModel
import IMRText
import IMRColumns

/// The user's tags and notes, given to the index by the notes store (they live outside the letters):
/// `tag:` selects by them, the filter line's words are looked for in the notes too, the pickers count
/// the tags, and the browser shows them with the case.
extension CorpusIndex {
    /// Every case key's tags (in the order they were added) and note: what `tag:`, the words of the
    /// filter line and `annotations(of:)` go by from now on.
    public func setAnnotations(_ byKey: [String: CaseAnnotations]) {
        var keysByTag: [String: Set<String>] = [:]
        for (key, annotations) in byKey {
            for tag in annotations.tags { keysByTag[tag, default: []].insert(key) }
        }
        setTags(keysByTag)
        noteRows.set(byKey)
        annotationsVersion.add(1, ordering: .releasing)
    }

    /// Every case key's tags and note, as last given (`setAnnotations`): what an index of the same
    /// corpus taking this one's place is given.
    public var allAnnotations: [String: CaseAnnotations] { noteRows.all }

    /// The case's tags and note, as last given.
    public func annotations(of imrCase: IMRCase) -> CaseAnnotations {
        noteRows.annotations(ofKey: CaseKey.of(imrCase))
    }

    /// Every tag given, by name.
    public var tagNames: [String] { tagRows.names }

    /// How many cases carry each tag among those the query's other filters select (its own tags
    /// left out, as a facet picker counts), most used first.
    public func tagCounts(for query: CaseQuery) -> [FacetCount] {
        var others = query
        others.tags = []
        let shown = selectedRows(others)
        return tagNames.map { tag in
            var rows = tagRows.rows(any: [tag])
            if let shown { rows.formIntersection(shown) }
            return FacetCount(value: tag, cases: rows.cardinality)
        }.sorted { $0.cases != $1.cases ? $0.cases > $1.cases : CaseFold.key($0.value) < CaseFold.key($1.value) }
    }

    /// Cases whose note holds the words of the filter line (nil when none does).
    func noteMatches(_ terms: SearchTerms) -> CaseBitmap? {
        noteRows.rows(matching: terms)
    }
}
