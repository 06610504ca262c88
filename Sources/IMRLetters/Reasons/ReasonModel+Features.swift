import IMRText

extension ReasonModel {
    /// Words after which the rest of their clause is negated ("no", "lack", "without"; "n't" too).
    static let negators: [UInt64] = (["no", "not", "without", "lack", "lacks", "lacking", "absence", "absent", "never",
                                            "nor", "none", "neither", "cannot", "unclear", "failed", "fails", "insufficient",
                                            "nothing", "denied"].map { FNV1a.hash($0) })
    /// Words that open a clause of its own, ending a negation ("no red flag, but the pain improved").
    static let clauseBreaks: [UInt64] = ["but", "however", "although", "while", "though", "whereas"].map { FNV1a.hash($0) }
    /// A negated word hashes as "n:" and the word; a pair as the first, "_", and the second.
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
            let hash = FNV1a.hash(bytes: word, continuing: FNV1a.start)
            if isClauseBreak(hash) {
                negated = false
                continue
            }
            body(row(negated ? FNV1a.hash(bytes: word, continuing: negatedStart) : hash))
            if let previous {
                body(row(FNV1a.hash(bytes: word, continuing: (previous ^ UInt64(UInt8(ascii: "_"))) &* 0x0000_0100_0000_01B3)))
            }
            previous = hash
            if isNegator(hash) { negated = true }
        }
        if quotes { body(row(quoting)) }
    }

    static func isNegator(_ hash: UInt64) -> Bool {
        negators.withUnsafeBufferPointer { $0.contains(hash) }
    }

    static func isClauseBreak(_ hash: UInt64) -> Bool {
        clauseBreaks.withUnsafeBufferPointer { $0.contains(hash) }
    }

    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    @inline(__always) static func row(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash ^ hash >> 29) & UInt64(rows - 1))
    }
}
