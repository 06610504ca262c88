extension Sentences {
    /// Where a sentence `split` gave (one line, single spaces) stands in `text`, as UTF-8 offsets: its
    /// spaces match any run of spaces and line breaks there. Nil where it is not in `text`.
    public static func locate(_ sentence: String, in text: String) -> Range<Int>? {
        // Both strings' own bytes, not copies: the store writer asks this for every reason it writes.
        var sentence = sentence, text = text
        return sentence.withUTF8 { wanted in
            text.withUTF8 { bytes in
                guard let first = wanted.first else { return nil }
                var start = 0
                while start < bytes.count {
                    if bytes[start] == first, let end = matchEnd(wanted, in: bytes, from: start) { return start..<end }
                    start += 1
                }
                return nil
            }
        }
    }

    /// The text at `range` (UTF-8 offsets) as `split` gives a sentence: on one line, single spaces.
    public static func sentence(at range: Range<Int>, in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            return oneLine(bytes[range])
        }
    }

    private static func matchEnd(_ wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var at = start
        for byte in wanted {
            if byte == UInt8(ascii: " ") {
                guard at < bytes.count, isSpace(bytes[at]) else { return nil }
                while at < bytes.count, isSpace(bytes[at]) { at += 1 }
            } else {
                guard at < bytes.count, bytes[at] == byte else { return nil }
                at += 1
            }
        }
        return at
    }
}
