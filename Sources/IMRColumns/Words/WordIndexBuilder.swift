import Dispatch
import Synchronization
import IMRModel
import IMRText

/// Builds a WordIndex in one pass over the cases: each case's words are numbered, grouped by word,
/// and appended to the word's cases and positions; the vocabulary is sorted at the end.
package enum WordIndexBuilder {
    package struct Word {
        package var text: String
        package var cases: [Int32] = []
        package var positions: [UInt8] = []
    }

    /// The words of a run of cases, numbered in the order they were first met.
    package struct Partial {
        package var words: [Word] = []
        // ASCII words by their text; other words by their bytes, so that spellings Swift calls equal
        // (a precomposed é and e + U+0301) stay apart, as a phrase compares bytes.
        package var asciiIds: [String: Int32] = [:]
        package var otherIds: [[UInt8]: Int32] = [:]

        @inlinable package mutating func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
            WordIndexBuilder.id(of: bytes, words: &words, ascii: &asciiIds, other: &otherIds)
        }
    }

    /// Runs of cases are read on every core, then their words merged: a run's case numbers all follow
    /// the previous run's, so each word's cases and positions are simply appended.
    /// `cases` may be a corpus's cases read once (`CaseList.readOnce`): a stored case is decoded when its
    /// run reaches it and let go, never all of them at once (a million cases read back were gigabytes).
    /// `caseRange`: only those cases, numbered as in `cases` (a run of a build done a run at a time,
    /// `WordIndexRuns`); all of them when nil.
    @inlinable package static func build<Cases: RandomAccessCollection & Sendable>(_ cases: Cases, in caseRange: Range<Int>? = nil,
                                                                                   runs wanted: Int? = nil) -> WordIndex
    where Cases.Element == IMRCase, Cases.Index == Int {
        let whole = caseRange ?? 0..<cases.count
        // Runs of at least 2,000 cases: below that, a thread costs more than it saves.
        let runs = max(1, min(wanted ?? ProcessInfoLite.cores, wanted == nil ? whole.count / 2_000 : whole.count))
        let size = (whole.count + runs - 1) / max(1, runs)
        let partials = Mutex<[Int: Partial]>([:])
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let range = min(whole.upperBound, whole.lowerBound + run * size)..<min(whole.upperBound, whole.lowerBound + (run + 1) * size)
            let partial = read(cases, range)
            partials.withLock { $0[run] = partial }
        }
        var merged = partials.withLock { $0.removeValue(forKey: 0) } ?? Partial()
        for run in 1..<max(1, runs) {
            guard let partial = partials.withLock({ $0.removeValue(forKey: run) }) else { continue }
            for word in partial.words {
                var text = word.text
                let id = text.withUTF8 { merged.id(of: $0) }
                merged.words[Int(id)].cases += word.cases
                merged.words[Int(id)].positions += word.positions
            }
        }
        return flatten(&merged.words)
    }

    /// Each case's words with their positions, for the cases of `range`.
    @inlinable package static func read<Cases: RandomAccessCollection>(_ cases: Cases, _ range: Range<Int>) -> Partial
    where Cases.Element == IMRCase, Cases.Index == Int {
        var partial = Partial()
        // (word id << 32) | position of each word of one case.
        var occurrences: [UInt64] = []
        for caseIndex in range {
            occurrences.removeAll(keepingCapacity: true)
            var position: UInt64 = 0
            for part in Tokenizer.searchableText(cases[caseIndex]) {
                Tokenizer.forEachWord(part) { bytes in
                    occurrences.append(UInt64(partial.id(of: bytes)) << 32 | position)
                    position += 1
                }
                position += 1  // the gap between two fields
            }
            occurrences.sort()
            var start = 0
            while start < occurrences.count {
                let id = Int(occurrences[start] >> 32)
                var end = start + 1
                while end < occurrences.count && Int(occurrences[end] >> 32) == id { end += 1 }
                partial.words[id].cases.append(Int32(caseIndex))
                Varint.append(UInt64(end - start), to: &partial.words[id].positions)
                var previous: UInt64 = 0
                for occurrence in occurrences[start..<end] {
                    let at = occurrence & 0xFFFF_FFFF
                    Varint.append(at - previous, to: &partial.words[id].positions)
                    previous = at
                }
                start = end
            }
        }
        return partial
    }

    /// The index's flat arrays, words in sorted order. Each word's own arrays are let go as they are
    /// copied, so the index and the words are never held whole at once.
    @inlinable package static func flatten(_ words: inout [Word]) -> WordIndex {
        var index = WordIndex()
        // By String's order, and spellings it calls equal by their bytes: one order whatever order the
        // words were met in, so that indexes of runs of cases merge word by word (`WordIndexRuns`).
        let order = words.indices.sorted { WordIndex.precedes(words[$0].text, words[$1].text) }
        index.vocabulary = order.map { words[$0].text }
        index.offsets.reserveCapacity(words.count + 1)
        index.positionBlocks.reserveCapacity(words.count + 1)
        for id in order {
            index.offsets.append(index.offsets[index.offsets.count - 1] + Int32(words[id].cases.count))
            index.positionBlocks.append(index.positionBlocks[index.positionBlocks.count - 1] + words[id].positions.count)
        }
        let offsets = index.offsets, blocks = index.positionBlocks
        index.postings = MappableArray(count: Int(offsets[offsets.count - 1])) { postings in
            for (slot, id) in order.enumerated() {
                _ = UnsafeMutableBufferPointer(rebasing: postings[Int(offsets[slot])...]).initialize(from: words[id].cases)
                words[id].cases = []
            }
        }
        index.positionBytes = MappableArray(count: blocks[blocks.count - 1]) { bytes in
            for (slot, id) in order.enumerated() {
                _ = UnsafeMutableBufferPointer(rebasing: bytes[blocks[slot]...]).initialize(from: words[id].positions)
                words[id].positions = []
            }
        }
        index.nonASCIIWords = index.vocabulary.indices.filter { !index.vocabulary[$0].utf8.allSatisfy { $0 < 0x80 } }
        return index
    }

    @inlinable package static func id(of bytes: UnsafeBufferPointer<UInt8>, words: inout [Word], ascii: inout [String: Int32],
                   other: inout [[UInt8]: Int32]) -> Int32 {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        if isASCII {
            let text = String(decoding: bytes, as: UTF8.self)
            if let known = ascii[text] { return known }
            words.append(Word(text: text))
            ascii[text] = Int32(words.count - 1)
        } else {
            let key = Array(bytes)
            if let known = other[key] { return known }
            words.append(Word(text: String(decoding: bytes, as: UTF8.self)))
            other[key] = Int32(words.count - 1)
        }
        return Int32(words.count - 1)
    }
}

/// Little-endian base-128 numbers: seven bits a byte, the high bit set on all but the last.
package enum Varint {
    @inlinable package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The number at `offset`, which is moved past it.
    @inlinable @inline(__always)
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
