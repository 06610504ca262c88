import Synchronization

/// Where each case's summary lies among its words in the word index: the index numbers the words of a
/// case's searchable text (id, then summary, with one position between fields), so the summary is the
/// `length` words from `start`. Counted once, on first use, from the texts (no index needed).
final class SummarySpans: Sendable {
    struct Spans: Sendable {
        var starts: [UInt32]
        var lengths: [UInt32]
        var averageLength: Double
    }

    private let cases: CaseList
    private let made: Mutex<Spans?>
    /// Each summary's word count, when counted as the letters were parsed (`ParsedColumns`).
    private let summaryWords: [UInt32]?

    /// `known`: the spans already counted (kept by the case store).
    init(_ cases: CaseList, known: Spans? = nil, summaryWords: [UInt32]? = nil) {
        self.cases = cases
        self.made = Mutex(known)
        self.summaryWords = summaryWords?.count == cases.count ? summaryWords : nil
    }

    var spans: Spans {
        if let known = made.withLock({ $0 }) { return known }
        let lengths = summaryWords ?? cases.map { UInt32(Self.wordCount($0.summary)) }
        // The id's words, then the one position a field ends with (`WordIndexBuilder.read`).
        let starts = cases.indices.map { UInt32(Self.wordCount(cases.id(at: $0)) + 1) }
        let total = lengths.reduce(0) { $0 + Int($1) }
        let built = Spans(starts: starts, lengths: lengths,
                          averageLength: cases.isEmpty ? 0 : Double(total) / Double(cases.count))
        made.withLock { $0 = built }
        return built
    }

    /// How many words `Tokenizer` finds in the text (runs of word bytes), without making them: a word
    /// starts where a word byte follows another byte, counted without a branch per byte.
    static func wordCount(_ text: String) -> Int {
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
