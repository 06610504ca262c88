import IMRText

/// The body regions a sentence of prose names, read from its folded bytes with no String made: the reading
/// of `TreatmentLexicon.regions(in:)`, compiled once from that lexicon (its region phrases, its word form's
/// abbreviations and stop words, the words `TreatmentText` reads by their neighbours), so a spelling added
/// to `BodyRegions` reaches both. A summary's sentence is read once for each item that asks, and building a
/// `TreatmentText` for it (a request's reader) was most of what reading a letter's regions cost.
///
/// It answers nil, and the lexicon's own reader decides, wherever `TreatmentText` would read a word by its
/// context or the text is rare in prose: a spinal level ("L4-5"), letters joined by dots ("m.r.i"), a byte
/// beyond ASCII, a modifier, "pre-op", paperwork's abbreviations, an abbreviation read beside its places.
/// A test holds the two to the same answer on every sentence of every corpus (`RegionReaderTests`): a rule
/// added to `TreatmentText`'s words must be added here too, or made a fallback.
package final class RegionReader: Sendable {
    /// What a word of the text is to the reading, by its bytes: its entry in `entries`.
    private let table: ByteStringTable.Shared
    private let entries: [Entry]
    /// The abbreviations' compared words, as phrase words (`Entry.region`).
    private let expansionWords: [Int32]
    /// The most compared words an abbreviation stands for.
    private let maxExpansion: Int
    /// The region phrases as a trie of phrase words: the root's children by word, every other node's
    /// children in `edges` (`edgeStarts[node]..<edgeStarts[node + 1]`), each node's phrase value or -1.
    private let rootChildren: [Int32]
    private let edgeStarts: [Int32]
    private let edges: [(word: Int32, child: Int32)]
    private let nodeValues: [Int32]
    private let values: [[String]]
    /// Phrase words that are a length unit when a number or a word of count stands before them ("fell 12 feet").
    private let lengthUnits: [Bool]
    /// The spinal level each letter starts ("l" of "L4-5") and its highest number, by the letter's byte.
    let levelLetters: [(region: String, limit: Int)?]

    struct Flags: OptionSet {
        let rawValue: UInt16
        /// "with": no compared word, and no rule here needs the break it makes.
        static let with = Flags(rawValue: 1 << 0)
        /// Read by its neighbours in ways not mirrored here: the lexicon's reader decides.
        static let context = Flags(rawValue: 1 << 1)
        /// "pre", "post": one word with an "op" after it (`TreatmentAbbreviations.operationTimes`).
        static let operationTime = Flags(rawValue: 1 << 2)
        static let operationWord = Flags(rawValue: 1 << 3)
        /// An ordinal's ending, dropped after a number ("2nd").
        static let ordinal = Flags(rawValue: 1 << 4)
        /// Paperwork's abbreviation by its singular (`TreatmentAbbreviations.paperworkBeside`).
        static let paperwork = Flags(rawValue: 1 << 5)
        static let stop = Flags(rawValue: 1 << 6)
        /// A word of count before a length unit (`TreatmentLexicon.countWords`).
        static let count = Flags(rawValue: 1 << 7)
        /// Ends in "s" and is no plural (`TreatmentWordForm.notPlurals`).
        static let notPlural = Flags(rawValue: 1 << 8)
        /// A word after a level's range that makes it a count ("L 2-3x/week": `TreatmentText.countWords`).
        static let levelCount = Flags(rawValue: 1 << 9)
        static let rib = Flags(rawValue: 1 << 10)
        static let ray = Flags(rawValue: 1 << 11)
    }

    struct Entry {
        var flags: Flags = []
        /// The word's number among the phrases' words, or -1.
        var region: Int32 = -1
        /// Its abbreviation's compared words in `expansionWords`, or count -1.
        var expansionStart: Int32 = 0
        var expansionCount: Int32 = -1
        /// For "pre" and "post" (`Flags.operationTime`): the compared words of the time they make with an "op".
        var timeStart: Int32 = 0
        var timeCount: Int32 = 0
    }

    init(regions: PhraseTable<[String]>, form: TreatmentWordForm) {
        var keys = ByteStringTable(capacity: 2048)
        var entries: [Entry] = []
        func entry(_ word: String) -> Int {
            var word = word
            return word.withUTF8 { keys.number(of: $0, orAdding: entries.count) }
        }
        func mark(_ words: some Sequence<String>, _ flags: Flags) {
            for word in words {
                let number = entry(word)
                if number == entries.count { entries.append(Entry()) }
                entries[number].flags.formUnion(flags)
            }
        }
        // The phrases' words, numbered, and the trie.
        var wordNumbers: [String: Int32] = [:]
        var phrases: [([Int32], [String])] = []
        regions.forEachPhrase { words, value in
            phrases.append((words.map { word in
                if let known = wordNumbers[word] { return known }
                wordNumbers[word] = Int32(wordNumbers.count)
                return Int32(wordNumbers.count - 1)
            }, value))
        }
        for (word, number) in wordNumbers {
            let at = entry(word)
            if at == entries.count { entries.append(Entry()) }
            entries[at].region = number
        }
        var expansionWords: [Int32] = []
        for (short, long) in form.abbreviations {
            let at = entry(short)
            if at == entries.count { entries.append(Entry()) }
            entries[at].expansionStart = Int32(expansionWords.count)
            entries[at].expansionCount = Int32(long.count)
            expansionWords += long.map { wordNumbers[$0] ?? -1 }
        }
        for (short, time) in TreatmentAbbreviations.operationTimes {
            let at = entry(short)
            if at == entries.count { entries.append(Entry()) }
            var words: [String] = []
            var origins: [Int] = []
            form.append(time, to: &words, origin: 0, origins: &origins)
            entries[at].timeStart = Int32(expansionWords.count)
            entries[at].timeCount = Int32(words.count)
            expansionWords += words.map { wordNumbers[$0] ?? -1 }
        }
        mark(["with", "w"], .with)
        mark(TreatmentAbbreviations.besidePlaces.keys, .context)
        mark(TreatmentAbbreviations.sideBeforeABodyPart.keys, .context)
        mark(TreatmentAbbreviations.modifierWords, .context)
        mark(TreatmentAbbreviations.operationTimes.keys, .operationTime)
        mark(TreatmentAbbreviations.operationWords, .operationWord)
        mark(TreatmentText.ordinalEndings, .ordinal)
        mark(TreatmentAbbreviations.paperworkBeside.keys, .paperwork)
        mark(TreatmentWords.stopWords, .stop)
        mark(TreatmentLexicon.countWords, .count)
        mark(TreatmentWordForm.notPlurals, .notPlural)
        mark(TreatmentText.countWords, .levelCount)
        mark(["rib", "ribs"], .rib)
        mark(["ray", "rays"], .ray)
        table = ByteStringTable.Shared(keys)
        self.entries = entries
        self.expansionWords = expansionWords
        maxExpansion = form.abbreviations.values.map(\.count).max() ?? 1

        var lengthUnits = Array(repeating: false, count: wordNumbers.count)
        for unit in TreatmentLexicon.lengthUnits { if let number = wordNumbers[unit] { lengthUnits[Int(number)] = true } }
        self.lengthUnits = lengthUnits
        var levelLetters: [(region: String, limit: Int)?] = Array(repeating: nil, count: 256)
        for (letter, region) in BodyRegions.levelRegions {
            let bytes = Array(String(letter).utf8)
            guard bytes.count == 1, let limit = BodyRegions.levelLimits[letter] else { continue }
            levelLetters[Int(bytes[0])] = (region, limit)
        }
        self.levelLetters = levelLetters

        // The trie, built with a dictionary of children, then laid out flat.
        var children: [[Int32: Int32]] = [[:]]
        var nodeValues: [Int32] = [-1]
        var values: [[String]] = []
        for (words, value) in phrases {
            var node = 0
            for word in words {
                if let child = children[node][word] {
                    node = Int(child)
                } else {
                    children.append([:])
                    nodeValues.append(-1)
                    children[node][word] = Int32(children.count - 1)
                    node = children.count - 1
                }
            }
            nodeValues[node] = Int32(values.count)
            values.append(value)
        }
        var rootChildren = Array(repeating: Int32(-1), count: wordNumbers.count)
        for (word, child) in children[0] { rootChildren[Int(word)] = child }
        var edgeStarts: [Int32] = []
        var edges: [(word: Int32, child: Int32)] = []
        for node in children.indices {
            edgeStarts.append(Int32(edges.count))
            if node > 0 { edges += children[node].map { ($0.key, $0.value) } }
        }
        edgeStarts.append(Int32(edges.count))
        self.rootChildren = rootChildren
        self.edgeStarts = edgeStarts
        self.edges = edges
        self.nodeValues = nodeValues
        self.values = values
    }

    /// The regions `text` names, as `TreatmentLexicon.regions(in:)` reads them (nil where that reader must
    /// decide); `text` is UTF-8 with ASCII letters in any case.
    package func regions(in text: UnsafeBufferPointer<UInt8>) -> [String]? {
        // A piece per byte at most; a piece's bytes are the text's less apostrophes inside words.
        withUnsafeTemporaryAllocation(of: Piece.self, capacity: text.count + 1) { pieces in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 1) { bytes in
                guard let count = Self.pieces(of: text, into: pieces, bytes: bytes) else { return nil }
                return read(UnsafeBufferPointer(rebasing: pieces[..<count]), bytes: UnsafeBufferPointer(bytes))
            }
        }
    }

    /// The compared words of the pieces (`TreatmentText.init`'s loop), then the phrases among them.
    private func read(_ pieces: UnsafeBufferPointer<Piece>, bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        func text(_ piece: Piece) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[Int(piece.start)..<Int(piece.start + piece.length)])
        }
        func isMark(_ index: Int, _ byte: UInt8) -> Bool {
            pieces[index].kind == .mark && bytes[Int(pieces[index].start)] == byte
        }
        func isLetter(_ index: Int) -> Bool { index < pieces.count && pieces[index].kind == .word && pieces[index].length == 1 }
        // Letters joined by dots ("m.r.i") are one word to `TreatmentText`: left to it.
        for index in pieces.indices where isLetter(index) && index + 1 < pieces.count {
            if isMark(index + 1, 0x2E) && !pieces[index + 1].spaced && isLetter(index + 2) && !pieces[index + 2].spaced { return nil }
        }
        return entries.withUnsafeBufferPointer { entries -> [String]? in
            func entry(_ word: UnsafeBufferPointer<UInt8>) -> Entry? { table.value(of: word).map { entries[$0] } }
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: pieces.count + 1) { levelPieces -> [String]? in
                levelPieces.initialize(repeating: false)
                var named = levels(pieces, bytes: bytes, levelPieces: levelPieces, entry: entry)
                guard let found = words(pieces, bytes: bytes, skipping: UnsafeBufferPointer(levelPieces), entry: entry) else { return nil }
                named += found
                return named.count > 1 ? BodyRegions.distinct(named) : named
            }
        }
    }

    /// `TreatmentText.init`'s compared words, as phrase words, and the regions of the phrases among them; nil
    /// where a word is read by its context.
    private func words(_ pieces: UnsafeBufferPointer<Piece>, bytes: UnsafeBufferPointer<UInt8>, skipping levelPieces: UnsafeBufferPointer<Bool>,
                       entry: (UnsafeBufferPointer<UInt8>) -> Entry?) -> [String]? {
        func text(_ piece: Piece) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[Int(piece.start)..<Int(piece.start + piece.length)])
        }
        func isMark(_ index: Int, _ byte: UInt8) -> Bool {
            pieces[index].kind == .mark && pieces[index].length == 1 && bytes[Int(pieces[index].start)] == byte
        }
        // Each compared word's number among the phrase words (or -1), and the piece it came from: a length
        // unit asks what stands before it.
        let most = pieces.count * max(1, maxExpansion) + 1
        return withUnsafeTemporaryAllocation(of: (word: Int32, origin: Int32).self, capacity: most) { words -> [String]? in
            var count = 0
            var joinedWithPrevious = -1
            func counted(_ index: Int) -> Bool {
                index > 0 && (pieces[index - 1].kind == .number
                    || (pieces[index - 1].kind == .word && entry(text(pieces[index - 1]))?.flags.contains(.count) == true))
            }
            for index in pieces.indices where pieces[index].kind != .mark && !levelPieces[index] && index != joinedWithPrevious {
                let piece = pieces[index]
                let raw = text(piece)
                let found = entry(raw)
                let flags = found?.flags ?? []
                if flags.contains(.with) { continue }
                if flags.contains(.context) { return nil }
                // "pre-op", "post operative": one word, the "op" joined to it.
                if flags.contains(.operationTime), let found {
                    var next = index + 1
                    if next < pieces.count && (isMark(next, 0x2D) || isMark(next, 0x3A)) { next += 1 }
                    if next < pieces.count && pieces[next].kind == .word && entry(text(pieces[next]))?.flags.contains(.operationWord) == true {
                        for at in Int(found.timeStart)..<Int(found.timeStart + found.timeCount) {
                            words[count] = (expansionWords[at], Int32(index))
                            count += 1
                        }
                        joinedWithPrevious = next
                        continue
                    }
                }
                // A billing modifier joined to a code ("27447-80").
                if index >= 2, isMark(index - 1, 0x2D), !pieces[index - 1].spaced, !piece.spaced, piece.length <= 2,
                   pieces[index - 2].kind == .number, pieces[index - 2].length == 5 { continue }
                if flags.contains(.ordinal), index > 0, pieces[index - 1].kind == .number, !piece.spaced { continue }
                let singular = Self.singular(raw, flags: flags)
                let single = singular.map { singular in
                    UnsafeBufferPointer(rebasing: raw[..<(raw.count - singular.drop)]).withSingular(singular) { entry($0) }
                } ?? found
                if single?.flags.contains(.paperwork) == true { return nil }
                if flags.contains(.stop) { continue }
                let expanded = (found?.expansionCount ?? -1) >= 0 ? found : (singular == nil ? nil : single)
                if let expanded, expanded.expansionCount >= 0 {
                    for at in Int(expanded.expansionStart)..<Int(expanded.expansionStart + expanded.expansionCount) {
                        words[count] = (expansionWords[at], Int32(index))
                        count += 1
                    }
                } else {
                    words[count] = (single?.region ?? -1, Int32(index))
                    count += 1
                }
            }
            return phrases(in: UnsafeBufferPointer(rebasing: words[..<count]), counted: counted)
        }
    }

    /// Each phrase found, longest first at each word, left to right (`PhraseTable.forEachMatch`), less a
    /// foot counting a distance (`counted`: a number or a word of count before its piece).
    private func phrases(in words: UnsafeBufferPointer<(word: Int32, origin: Int32)>, counted: (Int) -> Bool) -> [String] {
        var named: [String] = []
        var start = 0
        while start < words.count {
            var node = -1
            var length = 0
            var value: Int32 = -1
            var at = start
            while at < words.count {
                let word = words[at].word
                guard word >= 0, let child = self.child(of: node, word) else { break }
                node = Int(child)
                at += 1
                if nodeValues[node] >= 0 {
                    length = at - start
                    value = nodeValues[node]
                }
            }
            guard length > 0 else {
                start += 1
                continue
            }
            if !(length == 1 && lengthUnits[Int(words[start].word)] && counted(Int(words[start].origin))) { named += values[Int(value)] }
            start += length
        }
        return named
    }

    /// The node `node` leads to by `word` (the root is -1).
    private func child(of node: Int, _ word: Int32) -> Int32? {
        if node < 0 {
            let child = rootChildren[Int(word)]
            return child >= 0 ? child : nil
        }
        for edge in edges[Int(edgeStarts[node])..<Int(edgeStarts[node + 1])] where edge.word == word { return edge.child }
        return nil
    }

    /// `TreatmentWordForm.singular` on bytes: how many bytes to drop and what to add, or nil for the word itself.
    static func singular(_ word: UnsafeBufferPointer<UInt8>, flags: Flags) -> (drop: Int, add: UInt8?)? {
        let count = word.count
        guard count > 3, word[count - 1] == 0x73, !flags.contains(.notPlural) else { return nil }
        func ends(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count >= length else { return false }
            for offset in 0..<length where word[count - length + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        if ends("ies") && count > 4 { return (3, 0x79) }
        if ends("ss") || (count > 4 && (ends("us") || ends("is"))) { return nil }
        if ends("ches") || ends("shes") || ends("xes") { return (2, nil) }
        return (1, nil)
    }
}

private extension UnsafeBufferPointer<UInt8> {
    /// The bytes with `singular`'s letter added, handed to `body` (a "y" for "ies").
    func withSingular<Result>(_ singular: (drop: Int, add: UInt8?), _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let add = singular.add else { return body(self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count + 1) { buffer in
            _ = buffer.initialize(from: self)
            buffer[count] = add
            return body(UnsafeBufferPointer(buffer))
        }
    }
}
