import Synchronization

/// Where each case's summary lies among its words in the word index: the index numbers the words of a
/// case's searchable text (id, then summary, with one position between fields), so the summary is the
/// `length` words from `start`. Counted once, on first use, from the texts (no index needed).
package final class SummarySpans: Sendable {
    package struct Spans: Sendable {
        package var starts: [UInt32]
        package var lengths: [UInt32]
        package var averageLength: Double

        package init(starts: [UInt32], lengths: [UInt32], averageLength: Double) {
            self.starts = starts
            self.lengths = lengths
            self.averageLength = averageLength
        }
    }

    private let cases: CaseList
    private let made: Mutex<Spans?>

    /// `known`: the spans already counted (kept by the case store).
    package init(_ cases: CaseList, known: Spans? = nil) {
        self.cases = cases
        self.made = Mutex(known)
    }

    package var spans: Spans {
        if let known = made.withLock({ $0 }) { return known }
        let built = Self.spans(ids: cases.indices.map { cases.id(at: $0) },
                               summaryWords: cases.map { UInt32(Self.wordCount($0.summary)) })
        made.withLock { $0 = built }
        return built
    }

    /// The spans of cases with these ids and summaries of these word counts (`wordCount`).
    package static func spans(ids: [String], summaryWords: [UInt32]) -> Spans {
        // The id's words, then the one position a field ends with (`WordIndexBuilder.read`).
        let starts = ids.map { UInt32(wordCount($0) + 1) }
        let total = summaryWords.reduce(0) { $0 + Int($1) }
        return Spans(starts: starts, lengths: summaryWords,
                     averageLength: ids.isEmpty ? 0 : Double(total) / Double(ids.count))
    }

    /// How many words `Tokenizer` finds in the text (runs of word bytes), without making them: a word
    /// starts where a word byte follows another byte, counted without a branch per byte.
    package static func wordCount(_ text: String) -> Int {
        text.withBytes { bytes in
            wordBytes.withUnsafeBufferPointer { isWord in
                var count = 0
                var previous = 0
                for byte in bytes {
                    let current = Int(isWord[Int(byte)])
                    count &+= current & ~previous
                    previous = current
                }
                return count
            }
        }
    }

    /// 1 for each byte `Tokenizer.isWordByte` takes, else 0.
    private static let wordBytes: [UInt8] = (0...255).map { Tokenizer.isWordByte(UInt8($0)) ? 1 : 0 }
}
