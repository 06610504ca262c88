/// Every phrase the reason rules use (`DecisionReasons`), found in a sentence in one pass over its
/// bytes: an Aho-Corasick automaton, one table step per byte. Searching the rules' thousand phrases in
/// turn made reading reasons cost more than parsing the letter; a lookup of candidates at each word
/// start still doubled the parse. A phrase added as wanted only at word starts is not reported
/// elsewhere ("he" inside "the"): most of what a sentence held was such, and thrown away.
struct PhraseMatcher: Sendable {
    /// A phrase found: which (its id in `phrases`), where it starts and ends (byte offsets), whether it
    /// starts a word there (no letter or digit before it) and ends one (none after it).
    struct Occurrence: Sendable {
        let phrase: Int32
        let start: Int
        let end: Int
        let startsWord: Bool
        let endsWord: Bool
    }

    private(set) var phrases: [[UInt8]] = []
    private var ids: [String: Int32] = [:]
    /// By phrase id: reported only where it starts a word.
    private var onlyAtWordStarts: [Bool] = []

    /// The automaton, made by `sealed()`: each byte's class; the next state for each state and class;
    /// the phrases ending at each state, and the next state down its failure links that has any. The
    /// states where a phrase ends (their own or down their output links) are numbered last, from
    /// `firstReporting`: a step reads one entry and compares it, and only then anything more. An entry is
    /// 32 bits: the rules' phrases passed 65,000 states in issue 30's thirty-ninth round, where sixteen bits
    /// hold 65,536 (a flag bit had held the automaton to 32,768 before).
    private var classOf: [UInt8] = Array(repeating: 0, count: 256)
    private var classes = 1
    private var next: [UInt32] = []
    private var firstReporting = 0
    /// The phrases ending at state s are `endingIds[endingStart[s]..<endingStart[s + 1]]`: flat, so
    /// that a step reads no array of arrays (each read of one retained and released it).
    private var endingStart: [Int32] = []
    private var endingIds: [Int32] = []
    private var outputLink: [Int32] = []
    private var lengths: [Int32] = []

    /// How many states the automaton has (once sealed).
    var stateCount: Int { endingStart.count - 1 }

    /// Whether phrase `id` negates a verb ("not", "is not", "doesn't"), not a noun ("no", "without").
    func isVerbNegation(_ id: Int32) -> Bool {
        let phrase = phrases[Int(id)]
        return phrase.count >= 3 && (0...(phrase.count - 3)).contains { at in
            (phrase[at] == UInt8(ascii: "n") && phrase[at + 1] == UInt8(ascii: "o") && phrase[at + 2] == UInt8(ascii: "t"))
                || (phrase[at] == UInt8(ascii: "n") && phrase[at + 1] == UInt8(ascii: "'") && phrase[at + 2] == UInt8(ascii: "t"))
        }
    }

    /// How many bytes phrase `id` is long (once sealed).
    @inline(__always)
    func length(of id: Int32) -> Int { Int(lengths[Int(id)]) }

    /// The id of `phrase` (lower case), added when new. The automaton is made by `sealed()`. A phrase
    /// added both ways is reported wherever it stands.
    mutating func add(_ phrase: String, onlyAtWordStarts: Bool = false) -> Int32 {
        if let known = ids[phrase] {
            self.onlyAtWordStarts[Int(known)] = self.onlyAtWordStarts[Int(known)] && onlyAtWordStarts
            return known
        }
        let id = Int32(phrases.count)
        phrases.append(Array(phrase.utf8))
        self.onlyAtWordStarts.append(onlyAtWordStarts)
        ids[phrase] = id
        return id
    }

    /// Adds every form of `phrase` (`forms(of:)`) and returns their ids.
    mutating func addForms(_ phrase: String, onlyAtWordStarts: Bool = false) -> [Int32] {
        Self.forms(of: phrase).map { add($0, onlyAtWordStarts: onlyAtWordStarts) }
    }

    /// A phrase as the matcher looks for it: a word written with "~" after it ("return~ to work") stands
    /// for its regular forms (return, returns, returned, returning; improve: improves, improved,
    /// improving; try: tries, tried, trying; stop: stops, stopped, stopping), so that a family of
    /// wordings is written once by its stems. Every other word is matched as written, and a phrase's
    /// last word also as the start of a longer one ("diagnos" in "diagnoses").
    static func forms(of phrase: String) -> [String] {
        guard phrase.contains("~") else { return [phrase] }
        var forms = [""]
        for (index, word) in phrase.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            let alternatives = word.hasSuffix("~") ? inflections(of: String(word.dropLast())) : [String(word)]
            forms = forms.flatMap { form in alternatives.map { index == 0 ? $0 : form + " " + $0 } }
        }
        return forms
    }

    /// A word's regular forms: itself, -s or -es, -ed or -d, -ing, a final "y" after a consonant made
    /// "ie", a short word's last consonant doubled.
    static func inflections(of word: String) -> [String] {
        let letters = Array(word)
        guard let last = letters.last else { return [word] }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if last == "e" {
            return [word, word + "s", word + "d", String(letters.dropLast()) + "ing"]
        }
        if last == "y", letters.count >= 2, !vowels.contains(letters[letters.count - 2]) {
            let stem = String(letters.dropLast())
            return [word, stem + "ies", stem + "ied", word + "ing"]
        }
        if ["s", "x", "z"].contains(last) || word.hasSuffix("ch") || word.hasSuffix("sh") {
            return [word, word + "es", word + "ed", word + "ing"]
        }
        var forms = [word, word + "s", word + "ed", word + "ing"]
        // One syllable ending consonant, vowel, consonant: stop, stopped.
        if letters.count >= 3, letters.count <= 4, !vowels.contains(last), !["w", "x", "y"].contains(last),
           vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            forms += [word + String(last) + "ed", word + String(last) + "ing"]
        }
        return forms
    }

    /// The matcher with its automaton made for the phrases added.
    func sealed() -> PhraseMatcher {
        var sealed = self
        // Only the bytes the phrases use tell states apart; every other byte is class 0.
        var classOf = [UInt8](repeating: 0, count: 256)
        var classes = 1
        for phrase in phrases {
            for byte in phrase where classOf[Int(byte)] == 0 {
                classOf[Int(byte)] = UInt8(classes)
                classes += 1
            }
        }
        let trie = PhraseTrie(phrases: phrases, classOf: classOf)
        let count = trie.count
        precondition(count <= Int(UInt32.max), "the phrases make more states than an entry holds")
        // The states breadth first (children in the order of their classes), and each one's depth.
        var queue: [Int] = []
        queue.reserveCapacity(count)
        var depth = [Int](repeating: 0, count: count)
        for child in trie.children(of: 0) {
            depth[Int(child.state)] = 1
            queue.append(Int(child.state))
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for child in trie.children(of: state) {
                depth[Int(child.state)] = depth[state] + 1
                queue.append(Int(child.state))
            }
        }
        // Breadth first again, in the trie's numbering: each state's failure link, output link and
        // whether it reports, and its row of the table: its failure state's row, its children over it. A
        // failure state is nearer the start, so its row and whether it reports are known by then.
        var failure = [Int32](repeating: 0, count: count)
        var outputLink = [Int32](repeating: -1, count: count)
        var reporting = [Bool](repeating: false, count: count)
        precondition(trie.ending[0].isEmpty, "an empty phrase")
        var table = [UInt32](repeating: 0, count: count * classes)
        for child in trie.children(of: 0) {
            reporting[Int(child.state)] = !trie.ending[Int(child.state)].isEmpty
            table[Int(child.symbol)] = UInt32(child.state)
        }
        table.withUnsafeMutableBufferPointer { table in
            for state in queue {
                let fallback = Int(failure[state])
                outputLink[state] = trie.ending[fallback].isEmpty ? outputLink[fallback] : Int32(fallback)
                let row = state * classes, fallbackRow = fallback * classes
                (table.baseAddress! + row).update(from: table.baseAddress! + fallbackRow, count: classes)
                for child in trie.children(of: state) {
                    let target = Int(child.state)
                    let viaFailure = Int(table[fallbackRow + Int(child.symbol)])
                    failure[target] = Int32(viaFailure)
                    reporting[target] = !trie.ending[target].isEmpty || reporting[viaFailure]
                    table[row + Int(child.symbol)] = UInt32(target)
                }
            }
        }
        // The states renumbered (`memoryOrder`), those that report after all the others (the start
        // first, as it reports nothing), and the rows laid out in that order.
        let laidOut = Self.memoryOrder(trie, depth: depth, breadthFirst: [0] + queue)
        let order = laidOut.filter { !reporting[$0] } + laidOut.filter { reporting[$0] }
        var renumbered = [UInt32](repeating: 0, count: count)
        for (new, old) in order.enumerated() { renumbered[old] = UInt32(truncatingIfNeeded: new) }
        // The rows moved into that order in place, cycle by cycle (row `new` takes row `order[new]`), then every
        // entry renumbered: a second table would double the memory the automaton's making takes at its peak.
        table.withUnsafeMutableBufferPointer { table in
            let base = table.baseAddress!
            var moved = [Bool](repeating: false, count: count)
            var saved = [UInt32](repeating: 0, count: classes)
            saved.withUnsafeMutableBufferPointer { saved in
                for start in 0..<count where !moved[start] {
                    saved.baseAddress!.update(from: base + start * classes, count: classes)
                    var place = start
                    while true {
                        moved[place] = true
                        let source = order[place]
                        if source == start {
                            (base + place * classes).update(from: saved.baseAddress!, count: classes)
                            break
                        }
                        (base + place * classes).update(from: base + source * classes, count: classes)
                        place = source
                    }
                }
            }
            for index in table.indices { table[index] = renumbered[Int(table[index])] }
        }
        let rows = table
        var endingStart: [Int32] = [0]
        var endingIds: [Int32] = []
        var links: [Int32] = []
        endingStart.reserveCapacity(count + 1)
        links.reserveCapacity(count)
        for old in order {
            endingIds += trie.ending[old]
            endingStart.append(Int32(endingIds.count))
            links.append(outputLink[old] >= 0 ? Int32(renumbered[Int(outputLink[old])]) : -1)
        }
        sealed.next = rows
        sealed.firstReporting = order.firstIndex { reporting[$0] } ?? count
        sealed.endingStart = endingStart
        sealed.endingIds = endingIds
        sealed.outputLink = links
        sealed.classOf = classOf
        sealed.classes = classes
        sealed.lengths = phrases.map { Int32($0.count) }
        return sealed
    }

    /// The trie's states in the order their rows are laid out: those two steps from the start or
    /// nearer first, breadth first (text leads there most of the time, and they share cache lines),
    /// then the others depth first, so that reading a phrase walks rows that follow one another in
    /// memory rather than one far row a byte (about a tenth less time per byte).
    private static func memoryOrder(_ trie: PhraseTrie, depth: [Int], breadthFirst: [Int]) -> [Int] {
        var order = breadthFirst.filter { depth[$0] <= 2 }
        var stack = [0]
        while let state = stack.popLast() {
            if depth[state] > 2 { order.append(state) }
            // Children pushed last class first: the first class is taken first.
            for child in trie.children(of: state).reversed() { stack.append(Int(child.state)) }
        }
        return order
    }

    /// Appends to `found` every phrase in `bytes` (lower case) where it is wanted, in order of
    /// where it ends.
    func occurrences(in bytes: UnsafeBufferPointer<UInt8>, into found: inout [Occurrence]) {
        let classes = self.classes, firstReporting = self.firstReporting
        next.withUnsafeBufferPointer { next in
        classOf.withUnsafeBufferPointer { classOf in
        endingStart.withUnsafeBufferPointer { endingStart in
        endingIds.withUnsafeBufferPointer { endingIds in
        outputLink.withUnsafeBufferPointer { outputLink in
        lengths.withUnsafeBufferPointer { lengths in
        onlyAtWordStarts.withUnsafeBufferPointer { onlyAtWordStarts in
            var state = 0
            for index in 0..<bytes.count {
                state = Int(next[state &* classes &+ Int(classOf[Int(bytes[index])])])
                guard state >= firstReporting else { continue }
                var output = endingStart[state] == endingStart[state + 1] ? Int(outputLink[state]) : state
                while output >= 0 {
                    for slot in Int(endingStart[output])..<Int(endingStart[output + 1]) {
                        let id = endingIds[slot]
                        let end = index + 1
                        let start = end - Int(lengths[Int(id)])
                        // A phrase that opens with a mark ("% relief") starts where it stands: "70% relief".
                        let startsWord = start == 0 || !Self.isWordByte(bytes[start - 1]) || !Self.isWordByte(bytes[start])
                        guard startsWord || !onlyAtWordStarts[Int(id)] else { continue }
                        found.append(Occurrence(phrase: id, start: start, end: end, startsWord: startsWord,
                                                endsWord: end == bytes.count || !Self.isWordByte(bytes[end])))
                    }
                    output = Int(outputLink[output])
                }
            }
        }
        }
        }
        }
        }
        }
        }
    }

    /// A letter or digit of any script (UTF-8 bytes above ASCII count as letters).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
    }
}
