/// Text cut into sentences, for reading a rationale or a summary one sentence at a time (the decisive
/// sentence, a professional review's conclusion, the diagnoses a region is inferred from).
public enum Sentences {
    /// Words that end in a full stop without ending a sentence ("Dr.", "e.g.", "p. 303").
    package static let abbreviations: Set<String> = [
        "dr", "mr", "mrs", "ms", "jr", "sr", "st", "vs", "v", "e.g", "i.e", "etc", "al", "p", "pp", "no", "nos",
        "approx", "fig", "ch", "chap", "sec", "vol", "ed", "inc", "co", "corp", "ltd", "u.s", "a.m", "p.m", "b.i.d",
        "t.i.d", "q.i.d", "q.d", "p.r.n", "prn", "bid", "tid", "qid", "hs", "po", "cf", "ref", "rev", "pg",
    ]
    /// Units of a dose ("10 mg."): a stop after one ends the sentence where a capital follows ("... 500 mg.
    /// The patient ..."), unless what follows is the dose's own abbreviation ("5 mg. B.I.D."); before a
    /// word in lower case ("mg. daily") no stop ends one.
    package static let doseUnits: Set<String> = ["mg", "mcg", "ml", "gm", "meq"]

    /// The text cut into sentences, each trimmed and on one line. A sentence ends at `.`, `?` or
    /// `!` (and any closing quote or bracket) before a space, unless the next word starts in lower case
    /// or the stop ends an abbreviation or an initial; a blank line always ends one.
    public static func split(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [String] = []
            forEachPlace(in: bytes) { place in
                let piece = oneLine(bytes[place])
                if !piece.isEmpty { result.append(piece) }
                return true
            }
            return result
        }
    }

    /// Calls `body` with where each sentence `split` cuts stands in `bytes`, untrimmed (a place may
    /// hold only spaces, which `split` drops), in order, until it returns false.
    package static func forEachPlace(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        var start = 0
        var position = 0
        // Eight bytes at a time are passed where none is a stop or a line break (most are not); the
        // eight where one is are looked at one by one.
        var oneByOneUntil = 0
        while position < bytes.count {
            if position >= oneByOneUntil {
                if position + 8 <= bytes.count, let base = bytes.baseAddress,
                   !holdsStopOrBreak(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) {
                    position += 8
                    continue
                }
                oneByOneUntil = position + 8
            }
            let byte = bytes[position]
            // One test, one branch (which the spaces, below 64, would make mispredicted if it were two).
            guard bit(UInt64(byte), in: stopsOrBreaks) != 0 else {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\n"), position + 1 < bytes.count, isBlankLine(bytes, after: position) {
                guard body(start..<position) else { return }
                start = position
                position += 1
                continue
            }
            let stops = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            if stops, let end = sentenceEnd(bytes, stop: position),
               byte != UInt8(ascii: ".") || !isAbbreviation(bytes, stop: position) {
                guard body(start..<end) else { return }
                start = end
                position = end
            } else {
                position += 1
            }
        }
        _ = body(start..<bytes.count)
    }

    /// The bytes `forEachPlace` stops at, as bits: a line break (10) and the three stops (`.` 46, `?` 63,
    /// `!` 33). Literals, so that the constant needs no lazy start in the loop.
    private static let stopsOrBreaks: UInt64 = 1 << 10 | 1 << 46 | 1 << 63 | 1 << 33

    /// Whether any of eight bytes is a stop or a line break: each byte compared by making it zero where
    /// it is the one sought (a word's zero byte shows in its high bits once one is taken from each).
    @inline(__always)
    private static func holdsStopOrBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        return zeroByte(word ^ (ones &* 10)) | zeroByte(word ^ (ones &* 46)) | zeroByte(word ^ (ones &* 63))
            | zeroByte(word ^ (ones &* 33)) != 0
    }

    /// Where the sentence closed by the stop at `stop` ends (after closing quotes and brackets), or nil
    /// when the stop does not end one: no space follows, or the next word starts in lower case.
    private static func sentenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, stop: Int) -> Int? {
        var end = stop + 1
        while end < bytes.count, isCloser(bytes, at: end) { end += closerLength(bytes, at: end) }
        guard end < bytes.count else { return end }
        guard isSpace(bytes[end]) else { return nil }
        var next = end
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        guard next < bytes.count else { return end }
        let first = bytes[next]
        if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { return nil }
        return end
    }

    /// The word before a full stop is a known abbreviation, a single letter (an initial), or part of a
    /// number ("1.5" never reaches here: no space follows its stop).
    private static func isAbbreviation(_ bytes: UnsafeBufferPointer<UInt8>, stop: Int) -> Bool {
        var begin = stop
        while begin > 0, !isSpace(bytes[begin - 1]), bytes[begin - 1] != UInt8(ascii: "(") { begin -= 1 }
        let word = bytes[begin..<stop]
        // Most words are ASCII: answered without making a String.
        if word.allSatisfy({ $0 < 0x80 }) {
            if word.count == 1 { return isASCIILetter(word[begin]) }
            if word.count > longestAbbreviation { return false }
            if holds(doseUnitKeys, key(word)) { return isAbbreviation(bytes, wordAfter: stop + 1) }
            return holds(abbreviationKeys, key(word))
        }
        let text = CaseFold.key(String(decoding: word, as: UTF8.self))
        if text.count == 1, let letter = text.first, letter.isLetter { return true }
        return abbreviations.contains(text)
    }

    /// Whether the word starting after the spaces at `from` is a known abbreviation ("B.I.D.", "PRN").
    private static func isAbbreviation(_ bytes: UnsafeBufferPointer<UInt8>, wordAfter from: Int) -> Bool {
        var begin = from
        while begin < bytes.count, isSpace(bytes[begin]) { begin += 1 }
        var end = begin
        while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
        // The word less its closing stop ("B.I.D." is "b.i.d").
        if end > begin, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        let word = bytes[begin..<end]
        return !word.isEmpty && word.count <= longestAbbreviation && word.allSatisfy({ $0 < 0x80 }) && holds(abbreviationKeys, key(word))
    }

    private static let doseUnitKeys = doseUnits.map { key($0.utf8) }.sorted()

    private static let longestAbbreviation = abbreviations.map(\.utf8.count).max() ?? 0

    /// The abbreviations as `key`s (each is ASCII, and shorter than eight bytes), sorted: a few
    /// comparisons find one, where a Set hashed each word it was asked of (SipHash, at every stop).
    private static let abbreviationKeys: [UInt64] = {
        precondition(longestAbbreviation < 8 && abbreviations.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
        return abbreviations.map { key($0.utf8) }.sorted()
    }()

    /// Whether the sorted `keys` hold `key`.
    private static func holds(_ keys: [UInt64], _ key: UInt64) -> Bool {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key
    }

    /// An ASCII word shorter than eight bytes, lower case, as one number: its bytes, and its length in
    /// the top byte.
    private static func key<Word: Collection<UInt8>>(_ word: Word) -> UInt64 {
        var key = UInt64(word.count) << 56
        for (index, byte) in word.enumerated() {
            key |= UInt64(byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) << (8 * UInt64(index))
        }
        return key
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isBlankLine(_ bytes: UnsafeBufferPointer<UInt8>, after newline: Int) -> Bool {
        var next = newline + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "\n")
    }

    package static func isSpace(_ byte: UInt8) -> Bool {
        bit(UInt64(byte), in: spaces) != 0
    }

    /// 1 where `byte` is below 64 and its bit is set in `set`, else 0: a test with no branch in it.
    @inlinable @inline(__always)
    package static func bit(_ byte: UInt64, in set: UInt64) -> UInt64 {
        (set &>> byte) & 1 & ((byte &- 64) &>> 63)
    }

    /// A space (32), line break (10), tab (9) or carriage return (13), as bits: one test, not four, for
    /// each byte.
    private static let spaces: UInt64 = 1 << 32 | 1 << 10 | 1 << 9 | 1 << 13

    /// `"`, `'`, `)`, `]`, or a closing curly quote (U+201D, U+2019).
    private static func isCloser(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        closerLength(bytes, at: position) > 0
    }

    private static func closerLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
            return 1
        }
        if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80,
           bytes[position + 2] == 0x9D || bytes[position + 2] == 0x99 {
            return 3
        }
        return 0
    }

    /// The bytes as text with every run of spaces and line breaks made one space, trimmed.
    package static func oneLine(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { writeOneLine(bytes, into: $0) }
    }

    /// Writes the bytes into `out` as `oneLine` makes them, ASCII letters made lower case when
    /// `lowerCase`; returns how many it wrote (never more than `bytes.count`).
    package static func writeOneLine(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, into out: UnsafeMutableBufferPointer<UInt8>,
                             lowerCase: Bool = false) -> Int {
        guard let base = bytes.base.baseAddress, let to = out.baseAddress else { return 0 }
        var first = bytes.startIndex, last = bytes.endIndex
        while first < last && isSpace(base[first]) { first += 1 }
        while last > first && isSpace(base[last - 1]) { last -= 1 }
        // Reflowed text mostly has single spaces between its ends: then it is copied as it is, in a
        // loop the compiler makes wide (its tests are bytes or'd together: one that became a branch
        // would stop that), and only otherwise written again space by space.
        let fold: UInt8 = lowerCase ? 0x20 : 0
        guard first < last else { return 0 }
        let from = base + first, length = last - first
        to[0] = from[0] &- UInt8(ascii: "A") < 26 ? from[0] | fold : from[0]
        var uneven: UInt8 = 0
        for index in 1..<length {
            let byte = from[index]
            to[index] = byte &- UInt8(ascii: "A") < 26 ? byte | fold : byte
            let space: UInt8 = byte == UInt8(ascii: " ") ? 1 : 0
            let spaceBefore: UInt8 = from[index &- 1] == UInt8(ascii: " ") ? 1 : 0
            let lineBreak: UInt8 = byte == UInt8(ascii: "\n") ? 1 : 0
            let tab: UInt8 = byte == UInt8(ascii: "\t") ? 1 : 0
            let carriageReturn: UInt8 = byte == UInt8(ascii: "\r") ? 1 : 0
            uneven |= (space & spaceBefore) | lineBreak | tab | carriageReturn
        }
        guard uneven != 0 else { return length }
        // Bits, not Bools, so that no test turns into a branch: 1 for a space (a byte below 64 whose bit
        // is set), 1 after a space. Each byte is written; the count moves on past it unless it is a
        // space after a space.
        var count = 0
        var afterSpace: UInt64 = 0
        for index in first..<last {
            let byte = base[index]
            let space = bit(UInt64(byte), in: spaces)
            let letter = byte &- UInt8(ascii: "A") < 26 ? byte | fold : byte
            to[count] = space != 0 ? UInt8(ascii: " ") : letter
            count &+= Int(truncatingIfNeeded: 1 &- (space & afterSpace))
            afterSpace = space
        }
        return count
    }
}
