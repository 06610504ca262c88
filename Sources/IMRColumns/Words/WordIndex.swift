import IMRModel

/// An inverted index: every word of the corpus, sorted, with the cases it appears in and, for each
/// case, the word's positions there, so a phrase is answered without reading text.
///
/// Positions count the words of a case's searchable text (id, summary, then each item's treatment,
/// original request and rationale, then the text of a letter read in part) with one position left out between two fields, so words at the end
/// of one field and the start of the next are never next to each other.
package struct WordIndex: Sendable, Equatable {
    package var vocabulary: [String] = []
    /// Cases of word `w`: `postings[offsets[w]..<offsets[w + 1]]`, ascending.
    package var offsets: [Int32] = [0]
    package var postings = MappableArray<Int32>()
    /// Positions of word `w` start at `positionBlocks[w]` in `positionBytes`: for each of its cases in
    /// turn, how many times it occurs there, then the positions as gaps from the previous one
    /// (little-endian base-128 varints; most take one byte). The two largest arrays: read back from the
    /// store, they stay in its mapped file.
    package var positionBlocks: [Int] = [0]
    package var positionBytes = MappableArray<UInt8>()
    /// Vocabulary positions of the words that are not all ASCII (a byte prefix may reach them from
    /// outside the sorted range of a prefix).
    package var nonASCIIWords: [Int] = []

    package init(_ cases: [IMRCase]) {
        self = WordIndexBuilder.build(cases)
    }

    package init(_ cases: CaseList) {
        self = WordIndexBuilder.build(cases.readOnce)
    }

    package init() {}

    /// The vocabulary's order: String's, and for spellings String calls equal (a precomposed é and
    /// e + U+0301), their bytes'.
    @inlinable package static func precedes(_ left: String, _ right: String) -> Bool {
        left < right || (left == right && left.utf8.lexicographicallyPrecedes(right.utf8))
    }

    /// Bytes the index holds (vocabulary text, postings and positions), for the benchmark's report.
    package var byteSize: Int {
        vocabulary.reduce(0) { $0 + $1.utf8.count + 16 } + offsets.count * 4 + postings.count * 4
            + positionBlocks.count * 8 + positionBytes.count + nonASCIIWords.count * 8
    }

    /// Cases containing a word that starts with `prefix` (folded, compared by bytes as
    /// `TextMatcher.Rule.wordPrefix` compares), as one bit per case.
    package func cases(withPrefix prefix: String, caseCount: Int) -> CaseBitmap {
        var result = CaseBitmap(count: caseCount)
        for position in entries(withBytePrefix: prefix) {
            for posting in postings[Int(offsets[position])..<Int(offsets[position + 1])] { result.insert(Int(posting)) }
        }
        return result
    }

    /// Cases with a word that contains `fragment` anywhere (not only at its start): the candidates
    /// for a substring search, found from the vocabulary instead of the letters.
    package func cases(withWordContaining fragment: String, caseCount: Int) -> CaseBitmap {
        var result = CaseBitmap(count: caseCount)
        for (position, word) in vocabulary.enumerated() where word.rangeIgnoringCase(of: fragment) != nil {
            for posting in postings[Int(offsets[position])..<Int(offsets[position + 1])] { result.insert(Int(posting)) }
        }
        return result
    }

    package func cases(matching terms: SearchTerms, in cases: CaseList) -> CaseBitmap {
        var result: CaseBitmap? = nil
        let required = terms.words + terms.phrases.flatMap { $0 }
        for word in required.sorted(by: { $0.count > $1.count }) {
            let found = self.cases(withPrefix: word, caseCount: cases.count)
            if result == nil { result = found } else { result?.formIntersection(found) }
            if result?.isEmpty == true { return CaseBitmap(count: cases.count) }
        }
        guard var candidates = result else { return CaseBitmap(count: cases.count) }
        for phrase in terms.phrases {
            candidates = self.cases(withPhrase: phrase, among: candidates, in: cases)
            if candidates.isEmpty { break }
        }
        return candidates
    }
}
