import IMRColumns

/// The word half of "more like this": each chosen word's uses in every other case's summary, read from
/// the word index's positions (a use counts when it falls in the case's summary span), then BM25.
struct SimilarWordScores {
    let terms: [SimilarTerms.Term]
    /// BM25 per case (0 for the anchor and cases sharing no word).
    private(set) var scores: [Double]
    /// Per term: the cases whose summaries use it, ascending, and each one's weight.
    private var uses: [(rows: [Int32], weights: [Double])] = []

    init(terms: [SimilarTerms.Term], anchor: Int, index: WordIndex, spans: SummarySpans.Spans, bm25: BM25) {
        self.terms = terms
        scores = [Double](repeating: 0, count: spans.starts.count)
        for term in terms {
            var rows: [Int32] = []
            var frequencies: [Int] = []
            Self.forEachSummaryUse(of: term.entry, in: index, spans: spans) { row, frequency in
                guard row != anchor else { return }
                rows.append(Int32(row))
                frequencies.append(frequency)
            }
            // The anchor's summary uses the word too: it is one of the cases that do.
            let idf = bm25.idf(documentFrequency: rows.count + 1)
            var weights: [Double] = []
            weights.reserveCapacity(rows.count)
            for (row, frequency) in zip(rows, frequencies) {
                let weight = term.weight * bm25.weight(idf: idf, frequency: frequency, length: Int(spans.lengths[Int(row)]))
                weights.append(weight)
                scores[Int(row)] += weight
            }
            uses.append((rows, weights))
        }
    }

    /// The words of `row`'s summary that weigh most in its score, heaviest first.
    func heaviest(for row: Int, count: Int) -> [String] {
        var found: [(word: String, weight: Double)] = []
        for (term, use) in zip(terms, uses) {
            var low = 0, high = use.rows.count
            while low < high {
                let middle = (low + high) / 2
                if Int(use.rows[middle]) < row { low = middle + 1 } else { high = middle }
            }
            if low < use.rows.count && Int(use.rows[low]) == row { found.append((term.word, use.weights[low])) }
        }
        return found.enumerated().sorted { ($1.element.weight, $0.offset) < ($0.element.weight, $1.offset) }
            .prefix(count).map(\.element.word)
    }

    /// Each case whose summary uses the word, with how many times.
    static func forEachSummaryUse(of entry: Int, in index: WordIndex, spans: SummarySpans.Spans,
                                  _ body: (Int, Int) -> Void) {
        // Through the buffers: a slice of a MappableArray iterated in this module goes through its
        // generic witnesses at every step (ten times slower at 100,000 letters).
        index.positionBytes.withUnsafeBufferPointer { bytes in index.postings.withUnsafeBufferPointer { postings in
            var offset = index.positionBlocks[entry]
            for posting in postings[Int(index.offsets[entry])..<Int(index.offsets[entry + 1])] {
                let row = Int(posting)
                let count = Int(Varint.read(bytes, &offset))
                let start = UInt64(spans.starts[row])
                let end = start + UInt64(spans.lengths[row])
                var position: UInt64 = 0
                var frequency = 0
                for _ in 0..<count {
                    position += Varint.read(bytes, &offset)
                    if position >= start && position < end { frequency += 1 }
                }
                if frequency > 0 { body(row, frequency) }
            }
        } }
    }
}
