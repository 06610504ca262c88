/// "More like this": the other cases ranked by how much they resemble one case as a whole.
///
/// The score, in two parts compared in turn (never added):
/// 1. Shared treatments: how many of the case's treatment keys (`Item.treatmentKey`) the other case
///    has too. A case asking for the same treatments is the most like it, whatever its words.
/// 2. Words: BM25 (`BM25`) of the case's summary words as a query against each other case's summary
///    (diagnoses, body parts, mechanism of injury), the words chosen by `SimilarTerms` (the rarest two
///    dozen, boilerplate and numbers left out). A word's rarity (IDF) counts the cases whose summaries
///    use it; its frequency and the summary's length are the other case's.
/// Ties keep corpus order. The case itself is never among them, nor a case sharing nothing.
extension CorpusIndex {
    public func similar(to anchor: Int, limit: Int = 20) -> SimilarRanking {
        guard cases.indices.contains(anchor) else {
            return SimilarRanking(anchor: anchor, treatments: [], words: [], cases: [], total: 0)
        }
        let shared = sharedTreatments(of: anchor)
        let words = wordScores(of: anchor)
        var candidates: [Int] = []
        // Another file's copy of a letter is never offered as like it (`CaseCopies`).
        let copyRows = copies.copyRows
        for row in 0..<count where row != anchor && !copyRows.contains(row) && (shared.masks[row] != 0 || words.scores[row] > 0) {
            candidates.append(row)
        }
        let best = SimilarCases.top(candidates, limit: limit) { row in
            (shared.masks[row].nonzeroBitCount, words.scores[row])
        }
        let found = best.map { row in
            SimilarCase(row: row,
                        sharedTreatments: shared.keys.indices.filter { shared.masks[row] & (1 << UInt64($0)) != 0 }
                            .map { shared.keys[$0] },
                        sharedWords: words.heaviest(for: row, count: SimilarRanking.wordsShown),
                        wordScore: words.scores[row])
        }
        return SimilarRanking(anchor: anchor, treatments: shared.keys, words: words.terms.map(\.word), cases: found,
                              total: candidates.count)
    }

    /// For every case, a bit per treatment key of the anchor's it has (the first 64 keys: no letter
    /// disputes more), from the treatment facet's postings.
    private func sharedTreatments(of anchor: Int) -> (keys: [String], masks: [UInt64]) {
        let column = table.column(.treatment)
        let ids = Array(column.values(of: anchor).prefix(64))
        let rows = postings.cases(.treatment)
        var masks = [UInt64](repeating: 0, count: count)
        for (bit, id) in ids.enumerated() {
            rows.forEachRow(of: Int(id)) { masks[$0] |= 1 << UInt64(bit) }
        }
        return (ids.map { column.names[Int($0)] }, masks)
    }

    /// Counts every summary's words now (in the background after a load), so the first "more like
    /// this" is as quick as the next.
    public func prepareSimilar() {
        _ = summarySpans.spans
    }

    private func wordScores(of anchor: Int) -> SimilarWordScores {
        let index = wordIndex()
        let spans = summarySpans.spans
        let terms = SimilarTerms.choose(summary: cases[anchor].summary, in: index, caseCount: count)
        return SimilarWordScores(terms: terms, anchor: anchor, index: index, spans: spans,
                                 bm25: BM25(caseCount: count, averageLength: spans.averageLength))
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
