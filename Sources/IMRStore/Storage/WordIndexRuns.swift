import HeapModule
import IMRColumns
import IMRFiles
import IMRModel

/// A corpus's word index built a run of cases at a time, straight into its file beside the case store:
/// each run is indexed in memory and written to a scratch file, then the runs are merged word by word
/// into the store's word-index file, their cases and positions copied from the mapped scratch file (a
/// word's cases stay ascending: the runs follow each other). The build holds one run's index and the
/// merged vocabulary, not the whole index beside the per-word arrays of its build: at 100,000 letters,
/// a few tens of megabytes instead of 170.
package enum WordIndexRuns {
    package static let casesPerRun = 8_192

    /// Builds the index of `cases` into `store`'s file (the caller then reads it, mapped, with every check);
    /// `progress` hears of each run's cases as they are indexed (`LoadStep.indexingWords`).
    package static func build(_ cases: CaseList, into store: WordIndexStore, casesPerRun: Int = casesPerRun,
                              progress: (LoadStep) -> Void = { _ in }) throws(StoreCorruption) {
        guard WordIndexFile.hostFitsFormat else { throw StoreCorruption(reason: "this machine's byte order is not the file's") }
        if let slash = store.path.lastIndex(of: "/") { try CaseStore.makeDirectory(String(store.path[..<slash])) }
        // Never put in place: removed once merged, or at exit or on a quit signal if it comes first.
        let scratch: AtomicFile.Pending
        do throws(AtomicFile.Failure) {
            scratch = try AtomicFile.Pending(path: store.path + ".runs", mode: .replace, durable: false)
        } catch {
            throw StoreCorruption(reason: error.description)
        }
        defer { scratch.abandon() }
        let (runs, end) = try writeRuns(cases, to: scratch.output, casesPerRun: max(1, casesPerRun), progress: progress)
        guard let file = MappedFile(descriptor: scratch.output.descriptor, size: end) else {
            throw StoreCorruption(reason: "the runs of the word index could not be mapped")
        }
        defer { file.releasePages() }
        let merge = Merge(runs.map { WordIndexFile.MappedParts(file: file, parts: $0.parts, at: $0.start) })
        try StoreFileIO.replace(store.path) { output throws(AtomicFile.Failure) in
            var writer = try WordIndexFile.Writer(output: output, at: 0)
            try writer.write(.vocabularyText, merge.text)
            try writer.write(.vocabularyStarts, merge.starts)
            try writer.write(.offsets, merge.offsets)
            try merge.copy(.postings, count: Int(merge.offsets[merge.offsets.count - 1]), into: &writer)
            try writer.write(.positionBlocks, merge.blocks)
            try merge.copy(.positionBytes, count: merge.blocks[merge.blocks.count - 1], into: &writer)
            try writer.write(.nonASCIIWords, merge.nonASCII)
            try writer.finish(fingerprint: store.fingerprint, caseCount: cases.count)
        }
    }

    /// Each run of cases indexed and written one after another into the scratch file; where each starts
    /// and its parts, and where the last ends.
    private static func writeRuns(_ cases: CaseList, to output: AtomicFile.Output, casesPerRun: Int,
                                  progress: (LoadStep) -> Void) throws(StoreCorruption) -> ([(start: Int, parts: [WordIndexFile.PartInfo])], Int) {
        var runs: [(start: Int, parts: [WordIndexFile.PartInfo])] = []
        var end = 0
        do throws(AtomicFile.Failure) {
            for first in stride(from: 0, to: cases.count, by: casesPerRun) {
                progress(.indexingWords(done: first, total: cases.count))
                let index = WordIndexBuilder.build(cases.readOnce, in: first..<min(cases.count, first + casesPerRun))
                var writer = try WordIndexFile.Writer(output: output, at: end)
                try writer.write(index)
                try writer.finish(fingerprint: 0, caseCount: cases.count)
                runs.append((end, writer.parts))
                end = writer.end
            }
        } catch {
            throw StoreCorruption(reason: error.description)
        }
        // Every stored case was read once: the store's pages need not stay in memory.
        cases.records?.releasePages()
        return (runs, end)
    }

    /// The runs' vocabularies merged, and for each run's word the merged word it is.
    struct Merge {
        let runs: [WordIndexFile.MappedParts]
        var text: [UInt8] = []
        var starts: [Int64] = [0]
        var offsets: [Int32] = [0]
        var blocks: [Int] = [0]
        var nonASCII: [Int] = []
        /// For each run, the merged word of each of its words: ascending, as both are in
        /// `WordIndex.precedes` order.
        var merged: [[Int32]]

        /// A run's word waiting to be merged.
        struct Head: Comparable {
            let word: String
            let run: Int
            let position: Int

            static func < (left: Head, right: Head) -> Bool {
                WordIndex.precedes(left.word, right.word)
                    || (left.word.utf8.elementsEqual(right.word.utf8) && left.run < right.run)
            }

            static func == (left: Head, right: Head) -> Bool {
                left.word.utf8.elementsEqual(right.word.utf8) && left.run == right.run
            }
        }

        init(_ runs: [WordIndexFile.MappedParts]) {
            self.runs = runs
            merged = runs.map { [Int32](repeating: -1, count: Self.wordCount($0)) }
            var heads = Heap<Head>()
            for run in runs.indices where Self.wordCount(runs[run]) > 0 { heads.insert(head(run, 0)) }
            while let first = heads.popMin() {
                // Every run holding this word (by its bytes) gives it: one merged word.
                var holders = [first]
                while let next = heads.min, next.word.utf8.elementsEqual(first.word.utf8) { holders.append(heads.removeMin()) }
                let word = Int32(starts.count - 1)
                text.append(contentsOf: first.word.utf8)
                starts.append(Int64(text.count))
                if !first.word.utf8.allSatisfy({ $0 < 0x80 }) { nonASCII.append(Int(word)) }
                var cases = 0, positions = 0
                for holder in holders {
                    merged[holder.run][holder.position] = word
                    cases += Self.range(.offsets, holder.position, in: runs[holder.run]).count
                    positions += Self.range(.positionBlocks, holder.position, in: runs[holder.run]).count
                    if holder.position + 1 < Self.wordCount(runs[holder.run]) { heads.insert(head(holder.run, holder.position + 1)) }
                }
                offsets.append(offsets[offsets.count - 1] + Int32(cases))
                blocks.append(blocks[blocks.count - 1] + positions)
            }
        }

        static func wordCount(_ run: WordIndexFile.MappedParts) -> Int {
            max(0, run.parts[WordIndexFile.Part.vocabularyStarts.rawValue].count - 1)
        }

        func head(_ run: Int, _ position: Int) -> Head {
            let bounds = Self.range(.vocabularyStarts, position, in: runs[run])
            return Head(word: String(decoding: runs[run].bytes(.vocabularyText, bounds), as: UTF8.self), run: run, position: position)
        }

        /// Where word `position`'s entries lie in the array that `boundaries` (the vocabulary's starts,
        /// the offsets of its cases, the blocks of its positions) divides.
        static func range(_ boundaries: WordIndexFile.Part, _ position: Int, in run: WordIndexFile.MappedParts) -> Range<Int> {
            let pair = run.bytes(boundaries, position..<(position + 2))
            switch boundaries {
            case .offsets: return Int(pair.load(as: Int32.self))..<Int(pair.load(fromByteOffset: 4, as: Int32.self))
            default: return Int(pair.load(as: Int64.self))..<Int(pair.load(fromByteOffset: 8, as: Int64.self))
            }
        }

        /// The merged `part` (cases or positions), each merged word's entries from its runs in order, copied
        /// from the mapped runs; the pages copied are given back as the copy goes.
        func copy(_ part: WordIndexFile.Part, count: Int, into writer: inout WordIndexFile.Writer) throws(AtomicFile.Failure) {
            let boundaries: WordIndexFile.Part = part == .postings ? .offsets : .positionBlocks
            writer.begin(part, count: count)
            var next = [Int](repeating: 0, count: runs.count)
            var copiedSinceRelease = 0
            for word in 0..<Int32(starts.count - 1) {
                for run in runs.indices {
                    while next[run] < merged[run].count && merged[run][next[run]] == word {
                        let entries = Self.range(boundaries, next[run], in: runs[run])
                        try writer.add(runs[run].bytes(part, entries))
                        copiedSinceRelease += entries.count * part.width
                        next[run] += 1
                    }
                }
                if copiedSinceRelease >= 4 << 20 {
                    for run in runs.indices where next[run] > 0 {
                        runs[run].releasePages(part, 0..<Self.range(boundaries, next[run] - 1, in: runs[run]).upperBound)
                    }
                    copiedSinceRelease = 0
                }
            }
            try writer.endPart()
        }
    }
}
