import IMRColumns

/// "More like this": the other cases ranked by how much they resemble one case as a whole, clinically.
///
/// The score, in two parts compared in turn (never added):
/// 1. Shared treatments: how many of the case's treatments the other case asks for too, joined as
///    precedents join them (`SimilarTreatments`: the same key, and where regions tell the treatment
///    apart, a region in common). A case asking for the same treatments is the most like it.
/// 2. The clinical score: BM25 (`BM25`) of the case's clinical summary words (`SimilarTerms`,
///    `ClinicalWords`: diagnoses and body parts weighing double, the paperwork's sentences left out) as
///    a query against each other case's summary, plus the rarity (IDF) of each of the case's body
///    regions the other's requests name and of each of its treatment keys the other asks for in other
///    regions. A word's or a value's rarity counts the cases that have it.
/// Ties keep corpus order. The case itself is never among them, nor a case sharing nothing.
extension CorpusIndex {
    public func similar(to anchor: Int, limit: Int = 20) -> SimilarRanking {
        guard cases.indices.contains(anchor) else {
            return SimilarRanking(anchor: anchor, treatments: [], words: [], cases: [], total: 0)
        }
        let summary = cases[anchor].summary
        let index = wordIndex()
        let spans = summarySpans.spans
        let bm25 = BM25(caseCount: count, averageLength: spans.averageLength)
        let shared = SimilarTreatments(anchor: anchor, summary: summary, table: table, postings: postings, bm25: bm25)
        let terms = SimilarTerms.choose(summary: summary, in: index, caseCount: count)
        let words = SimilarWordScores(terms: terms, anchor: anchor, index: index, spans: spans, bm25: bm25)
        var candidates: [Int] = []
        var scores = [Double](repeating: 0, count: count)
        // Another file's copy of a letter is never offered as like it (`CaseCopies`).
        let copyRows = copies.copyRows
        for row in 0..<count where row != anchor && !copyRows.contains(row) {
            scores[row] = words.scores[row] + shared.score(row)
            if shared.joined[row] != 0 || scores[row] > 0 { candidates.append(row) }
        }
        let best = SimilarCases.top(candidates, limit: limit) { row in
            (shared.joined[row].nonzeroBitCount, scores[row])
        }
        let found = best.map { row in
            SimilarCase(row: row, sharedTreatments: shared.joinedLabels(row),
                        sharedWords: words.heaviest(for: row, count: SimilarRanking.wordsShown),
                        wordScore: words.scores[row], treatmentsElsewhere: shared.elsewhereLabels(row),
                        sharedRegions: shared.regionLabels(row), score: scores[row])
        }
        return SimilarRanking(anchor: anchor, treatments: shared.treatments.map(\.label), words: terms.map(\.word),
                              cases: found, total: candidates.count, regions: shared.regions)
    }

    /// Counts every summary's words now (in the background after a load), so the first "more like
    /// this" is as quick as the next.
    public func prepareSimilar() {
        _ = summarySpans.spans
    }
}

enum SimilarCases {
    /// The `limit` best rows by `key` (greater first), ties in ascending row order, without sorting
    /// them all when there are many.
    static func top(_ rows: [Int], limit: Int, key: (Int) -> (Int, Double)) -> [Int] {
        guard limit > 0 else { return [] }
        let keyed = rows.map { (row: $0, key: key($0)) }
        func before(_ a: (row: Int, key: (Int, Double)), _ b: (row: Int, key: (Int, Double))) -> Bool {
            if a.key.0 != b.key.0 { return a.key.0 > b.key.0 }
            if a.key.1 != b.key.1 { return a.key.1 > b.key.1 }
            return a.row < b.row
        }
        guard keyed.count > limit * 4 else { return keyed.sorted(by: before).prefix(limit).map(\.row) }
        // Many candidates: keep a sorted window of the best `limit`, replacing its worst.
        var window = keyed.prefix(limit).sorted(by: before)
        for candidate in keyed.dropFirst(limit) where before(candidate, window[window.count - 1]) {
            var low = 0, high = window.count - 1
            while low < high {
                let middle = (low + high) / 2
                if before(candidate, window[middle]) { high = middle } else { low = middle + 1 }
            }
            window.removeLast()
            window.insert(candidate, at: low)
        }
        return window.map(\.row)
    }
}

extension FacetPostings {
    /// Calls `body` with every row under one value id, ascending.
    func forEachRow(of id: Int, _ body: (Int) -> Void) {
        guard id >= 0, id + 1 < starts.count else { return }
        for position in Int(starts[id])..<Int(starts[id + 1]) { body(Int(rows[position])) }
    }
}
