import IMRModel
import IMRText

/// Splits text into words of letters and digits, folded by `CaseFold`: the words the word index holds
/// and the word rules of `TextMatcher` compare.
public enum Tokenizer {
    public static func words(_ text: some StringProtocol) -> [String] {
        var words: [String] = []
        forEachWord(text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// ASCII letters and digits, and every byte of a non-ASCII character, make up words.
    @inlinable @inline(__always)
    package static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80
    }

    /// Each word of `text`, folded, as bytes in a reused buffer (no String made).
    package static func forEachWord(_ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var word: [UInt8] = []
        word.reserveCapacity(64)
        text.withBytes { bytes in
            var position = 0
            while position < bytes.count {
                guard isWordByte(bytes[position]) else {
                    position += 1
                    continue
                }
                // ASCII is folded byte by byte; a word with other characters is folded whole.
                word.removeAll(keepingCapacity: true)
                var beyondASCII = false
                while position < bytes.count && isWordByte(bytes[position]) {
                    word.append(asciiLower(bytes[position]))
                    beyondASCII = beyondASCII || bytes[position] >= 0x80
                    position += 1
                }
                if beyondASCII { word.withUnsafeMutableBufferPointer { CaseFold.fold($0) } }
                word.withUnsafeBufferPointer(body)
            }
        }
    }

    /// The searchable text of a case: id, treatments, summary and rationales, and the text of a letter
    /// read only in part.
    @inlinable package static func searchableText(_ imrCase: IMRCase) -> [String] {
        var parts = [imrCase.id, imrCase.summary]
        for item in imrCase.items {
            parts.append(item.treatment)
            if let original = item.originalRequest { parts.append(original) }
            parts.append(item.rationale)
        }
        if let text = imrCase.letterText { parts.append(text) }
        return parts
    }
}
