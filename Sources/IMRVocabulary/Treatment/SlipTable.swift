/// Long words by their one-letter-short forms: which of them a word is one slip away from (a letter
/// left out, added, changed, or two neighbours swapped; two words are one slip apart when they share
/// a form, counting each word as a form of itself).
///
/// Forms are kept as 64-bit hashes, not strings: building the table for the vocabularies made a
/// hundred thousand short strings at every start. A hash only finds candidates; each one is checked
/// letter by letter, so a collision never changes an answer.
struct SlipTable: Sendable {
    /// Each word as its letters (a letter is its byte when ASCII, else a hash of its UTF-8).
    private var words: [[UInt64]] = []
    private var names: [String] = []
    private var byForm: [UInt64: [Int32]] = [:]

    mutating func insert(_ word: String) {
        let letters = Self.letters(of: word)
        let row = Int32(words.count)
        words.append(letters)
        names.append(word)
        Self.forEachFormHash(of: letters) { hash in
            // One word's equal forms ("committee" less either m) come one after the other. One lookup
            // per form: the rows are changed in place.
            Self.appendOnce(row, to: &byForm[hash, default: []])
        }
    }

    /// The table's words that share a form with `word`.
    func neighbours(of word: String) -> Set<String> {
        let letters = Self.letters(of: word)
        var found: Set<String> = []
        var skip = -1
        repeat {
            // The word itself first (skip = -1), then with each letter left out.
            var hash = Self.seed
            for (index, letter) in letters.enumerated() where index != skip { hash = Self.mix(hash, letter) }
            for row in byForm[hash] ?? [] {
                let candidate = words[Int(row)]
                if Self.isForm(letters, leaving: skip, of: candidate) { found.insert(names[Int(row)]) }
            }
            skip += 1
        } while skip < letters.count
        return found
    }

    /// Appends `row` unless it is already the last one.
    private static func appendOnce(_ row: Int32, to rows: inout [Int32]) {
        if rows.last != row { rows.append(row) }
    }

    // MARK: Letters and forms

    static func letters(of word: String) -> [UInt64] {
        // ASCII but CR (which joins a following LF into one character): one letter a byte, no
        // Character walk.
        if word.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return word.utf8.map { UInt64($0) } }
        return word.map { character in
            let utf8 = character.utf8
            if utf8.count == 1, let byte = utf8.first { return UInt64(byte) }
            var hash = seed
            for byte in utf8 { hash = mix(hash, UInt64(byte)) }
            return hash | (1 << 63)
        }
    }

    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    static func mix(_ hash: UInt64, _ letter: UInt64) -> UInt64 { (hash ^ letter) &* 0x0000_0100_0000_01B3 }

    /// Calls `body` with the hash of the word and of each of its one-letter-short forms.
    static func forEachFormHash(of letters: [UInt64], _ body: (UInt64) -> Void) {
        var prefix = seed
        var whole = seed
        for letter in letters { whole = mix(whole, letter) }
        body(whole)
        for skip in letters.indices {
            var hash = prefix
            for letter in letters[(skip + 1)...] { hash = mix(hash, letter) }
            body(hash)
            prefix = mix(prefix, letters[skip])
        }
    }

    /// `letters` less the one at `leaving` (all of them when -1) is `candidate` or one of its short forms.
    static func isForm(_ letters: [UInt64], leaving: Int, of candidate: [UInt64]) -> Bool {
        if leaving < 0 { return sameOrShortForm(letters[...], candidate) }
        return sameOrShortForm(letters[..<leaving] + letters[(leaving + 1)...], candidate)
    }

    /// `form` equals `candidate`, or `candidate` with one letter left out.
    static func sameOrShortForm(_ form: ArraySlice<UInt64>, _ candidate: [UInt64]) -> Bool {
        if form.count == candidate.count { return form.elementsEqual(candidate) }
        guard form.count + 1 == candidate.count else { return false }
        var mismatch = 0
        for (offset, letter) in form.enumerated() {
            if letter != candidate[offset] { break }
            mismatch += 1
        }
        return form.dropFirst(mismatch).elementsEqual(candidate[(mismatch + 1)...])
    }
}
