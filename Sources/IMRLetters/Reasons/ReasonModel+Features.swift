import IMRText

extension ReasonModel {
    /// Words after which the rest of their clause is negated ("no", "lack", "without"; "n't" too).
    static let negators: [UInt64] = (["no", "not", "without", "lack", "lacks", "lacking", "absence", "absent", "never",
                                            "nor", "none", "neither", "cannot", "unclear", "failed", "fails", "insufficient",
                                            "nothing", "denied"].map(wordHash))
    /// Words that open a clause of its own, ending a negation ("no red flag, but the pain improved").
    static let clauseBreaks: [UInt64] = ["but", "however", "although", "while", "though", "whereas"].map(wordHash)
    /// A negated word's hash is "n:"'s mixed with the word's, a pair's the first word's mixed with the second's
    /// (`mixed`: a few operations, not the word hashed again).
    static let negatedStart = FNV1a.hash("n:")
    static let bias = FNV1a.hash("bias"), quoting = FNV1a.hash("has:quote")

    /// The rows of the sentence's features, in order (a feature twice is a row twice): each word (runs of
    /// ASCII letters and digits), marked where a negator stands before it in its clause (clauses end at
    /// `;`, `,`, `:` and `clauseBreaks`), each pair of words one after the other, a quotation mark, and
    /// a bias. No allocation: words are hashed in place, and looked for in the short lists by a scan (a
    /// set's hashing cost more than the rest of the sentence's features).
    package static func forEachRow(in sentence: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        body(row(bias))
        var negated = false, quotes = false
        var previous: UInt64? = nil
        var position = 0
        let count = sentence.count
        while position < count {
            let byte = sentence[position]
            guard isWordByte(byte) else {
                if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") { negated = false }
                // A straight or an opening curly double quotation mark.
                if byte == UInt8(ascii: "\"") || byte == 0xE2 && position + 2 < count && sentence[position + 1] == 0x80 && sentence[position + 2] == 0x9C {
                    quotes = true
                }
                position += 1
                continue
            }
            let start = position
            while position < count && isWordByte(sentence[position]) { position += 1 }
            let word = UnsafeBufferPointer(rebasing: sentence[start..<position])
            // "n't": the "t" after an apostrophe is a negator, not a word.
            if position - start == 1 && word[0] == UInt8(ascii: "t") && start > 0 && (sentence[start - 1] == UInt8(ascii: "'") || sentence[start - 1] == 0x99) {
                negated = true
                continue
            }
            let hash = wordHash(word)
            if isClauseBreak(hash) {
                negated = false
                continue
            }
            body(row(negated ? mixed(negatedStart, hash) : hash))
            if let previous { body(row(mixed(previous, hash))) }
            previous = hash
            if isNegator(hash) { negated = true }
        }
        if quotes { body(row(quoting)) }
    }

    /// A word's hash: its bytes eight at a time (most words are one load), each eight mixed in, not a multiply a
    /// byte as FNV-1a is.
    @inline(__always) static func wordHash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = word.baseAddress else { return 0 }
        var hash = UInt64(word.count) &* 0x9E37_79B9_7F4A_7C15
        var at = 0
        let count = word.count
        while at + 8 <= count {
            hash = mixed(hash, UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
            at += 8
        }
        if at < count {
            var tail: UInt64 = 0
            while at < count {
                tail = tail << 8 | UInt64(base[at])
                at += 1
            }
            hash = mixed(hash, tail)
        }
        return hash
    }

    static func wordHash(_ word: String) -> UInt64 {
        Array(word.utf8).withUnsafeBufferPointer(wordHash)
    }

    /// Two hashes made one in a few operations (a multiply and a finaliser).
    @inline(__always) static func mixed(_ first: UInt64, _ second: UInt64) -> UInt64 {
        var x = (first &* 0x9E37_79B9_7F4A_7C15) ^ second
        x ^= x >> 32
        x = x &* 0xD6E8_FEB8_6659_FD93
        return x ^ x >> 32
    }

    /// A bit a hash's low six bits name, set for each negator and clause break: most words have none set and
    /// skip the scan of the short lists.
    static let listedBits: UInt64 = (negators + clauseBreaks).reduce(0) { $0 | 1 << ($1 & 63) }

    @inline(__always) static func listed(_ hash: UInt64) -> Bool { listedBits & 1 << (hash & 63) != 0 }

    static func isNegator(_ hash: UInt64) -> Bool {
        listed(hash) && negators.withUnsafeBufferPointer { $0.contains(hash) }
    }

    static func isClauseBreak(_ hash: UInt64) -> Bool {
        listed(hash) && clauseBreaks.withUnsafeBufferPointer { $0.contains(hash) }
    }

    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) static func row(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash ^ hash >> 29) & UInt64(rows - 1))
    }
}
