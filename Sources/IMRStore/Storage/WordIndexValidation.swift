import Dispatch
import Synchronization
import IMRText
import IMRColumns

/// Whether a word index read from disk is one the builder could have made. Its searches index arrays
/// (a trap when out of range) and read positions through a pointer with no bounds check, so an index
/// that passes its checksums but is wrong (a bug, a file from elsewhere) is refused before any search.
extension WordIndex {
    /// The arrays a read index may leave in its mapped file.
    enum BorrowedPart: Sendable { case postings, positionBytes }

    /// `passed` hears of each run of those arrays' elements checked, so a mapped file can give back
    /// their pages as the check goes (it would otherwise hold the whole file at once).
    func validate(caseCount: Int,
                  passed: @escaping @Sendable (BorrowedPart, Range<Int>) -> Void = { _, _ in }) throws(StoreCorruption) {
        try validateVocabulary()
        try validatePostings(caseCount: caseCount, passed: passed)
        try validatePositions(passed: passed)
    }

    /// Sorted as `lowerBound` searches it (by String's `<`). Spellings String calls equal, such as a
    /// precomposed é and e + U+0301, are separate words next to each other, by their bytes
    /// (`WordIndex.precedes`); but no word twice.
    /// `nonASCIIWords` lists exactly the words that are not all ASCII.
    func validateVocabulary() throws(StoreCorruption) {
        var nonASCII: [Int] = []
        for (position, word) in vocabulary.enumerated() {
            if !word.utf8.allSatisfy({ $0 < 0x80 }) { nonASCII.append(position) }
            guard position > 0 else { continue }
            let previous = vocabulary[position - 1]
            guard WordIndex.precedes(previous, word) else {
                throw StoreCorruption(reason: "the vocabulary is not sorted")
            }
        }
        guard nonASCII == nonASCIIWords else { throw StoreCorruption(reason: "the list of non-ASCII words is wrong") }
    }

    /// Each word's cases lie inside `postings` and are distinct cases of the corpus, ascending.
    func validatePostings(caseCount: Int, passed: (BorrowedPart, Range<Int>) -> Void) throws(StoreCorruption) {
        try Self.validateBoundaries(offsets.lazy.map { Int($0) }, count: offsets.count, words: vocabulary.count,
                                    end: postings.count, name: "cases")
        let window = 4 << 20
        var checked = 0
        let inOrder = postings.withUnsafeBufferPointer { cases in
            for word in vocabulary.indices {
                var previous = -1
                for posting in cases[Int(offsets[word])..<Int(offsets[word + 1])] {
                    guard posting > previous, posting < caseCount else { return false }
                    previous = Int(posting)
                }
                if Int(offsets[word + 1]) - checked >= window {
                    passed(.postings, checked..<Int(offsets[word + 1]))
                    checked = Int(offsets[word + 1])
                }
            }
            return true
        }
        guard inOrder else { throw StoreCorruption(reason: "a word's cases are out of range or order") }
        passed(.postings, checked..<postings.count)
    }

    /// Each word's block of positions holds, for each of its cases, a count then that many gaps, and ends
    /// exactly where the next block starts; positions stay far below 2^32, where a phrase's keys would
    /// spill into the case number. (After `validatePostings`: it reads each word's cases.)
    func validatePositions(passed: @escaping @Sendable (BorrowedPart, Range<Int>) -> Void) throws(StoreCorruption) {
        try Self.validateBoundaries(positionBlocks, count: positionBlocks.count, words: vocabulary.count,
                                    end: positionBytes.count, name: "positions")
        // Runs of words of about equal bytes, checked on every core (the longest part of a read).
        let runs = wordRuns(count: max(ProcessInfoLite.cores * 4, positionBytes.count >> 23))
        let fits = Atomic<Bool>(true)
        DispatchQueue.concurrentPerform(iterations: runs.count) { run in
            positionBytes.withUnsafeBufferPointer { bytes in
                for word in runs[run] where fits.load(ordering: .relaxed) {
                    let cases = Int(offsets[word + 1] - offsets[word])
                    if !Self.blockFits(bytes, positionBlocks[word]..<positionBlocks[word + 1], cases: cases) {
                        fits.store(false, ordering: .relaxed)
                    }
                }
            }
            passed(.positionBytes, positionBlocks[runs[run].lowerBound]..<positionBlocks[runs[run].upperBound])
        }
        guard fits.load(ordering: .relaxed) else { throw StoreCorruption(reason: "a word's positions do not match its cases") }
    }

    /// The words split into about `count` runs of about equal position bytes.
    func wordRuns(count: Int) -> [Range<Int>] {
        let share = max(1, positionBytes.count / max(1, count))
        var runs: [Range<Int>] = []
        var start = 0
        for word in vocabulary.indices where positionBlocks[word + 1] - positionBlocks[start] >= share {
            runs.append(start..<(word + 1))
            start = word + 1
        }
        if start < vocabulary.count { runs.append(start..<vocabulary.count) }
        return runs
    }

    /// Whether a word's block is exactly `cases` runs of a count then that many gaps, each a varint of
    /// at most five bytes, with no position of 2^31 or more. One pass over the bytes; whether a varint
    /// is a count or a gap is worked out with masks rather than a branch (about 10% quicker).
    static func blockFits(_ bytes: UnsafeBufferPointer<UInt8>, _ block: Range<Int>, cases: Int) -> Bool {
        var value: UInt64 = 0, shift: UInt64 = 0
        // Gaps left in the current case (0: the next varint is a count), the position reached, the
        // cases begun, and every position or-ed together (under 2^31 exactly when each one is).
        var left: UInt64 = 0, position: UInt64 = 0, begun: UInt64 = 0, positions: UInt64 = 0
        for offset in block {
            let byte = bytes[offset]
            value |= UInt64(byte & 0x7F) << shift
            if byte >= 0x80 {
                shift += 7
                if shift > 28 { return false }
                continue
            }
            // All ones when this varint is a gap (gaps are left), zero when it is a case's count.
            let gapMask = UInt64(bitPattern: Int64(bitPattern: left | (0 &- left)) >> 63)
            position = (position &+ value) & gapMask
            left = ((left &- 1) & gapMask) | (value & ~gapMask)
            begun &+= gapMask &+ 1
            positions |= position
            value = 0
            shift = 0
        }
        return shift == 0 && left == 0 && begun == UInt64(cases) && positions >> 31 == 0
    }

    /// `boundaries` starts at 0, never goes down, and ends at `end`, with one entry per word and one more.
    static func validateBoundaries(_ boundaries: some Sequence<Int>, count: Int, words: Int, end: Int,
                                   name: String) throws(StoreCorruption) {
        guard count == words + 1 else { throw StoreCorruption(reason: "the \(name) do not match the vocabulary") }
        var previous = 0
        var first = true
        for boundary in boundaries {
            guard first ? boundary == 0 : boundary >= previous else {
                throw StoreCorruption(reason: "the \(name) of the words are out of order")
            }
            previous = boundary
            first = false
        }
        guard previous == end else { throw StoreCorruption(reason: "the \(name) of the words do not end where they should") }
    }
}
