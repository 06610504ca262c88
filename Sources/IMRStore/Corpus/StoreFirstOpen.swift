import Synchronization
import IMRLetters
import IMRColumns
import IMRFiles
import IMRModel

/// A first open through the case store for a caller that waits for the store (the command line): the
/// letters are parsed on every core straight into the store, and the corpus is then opened from the
/// store just written, as a second open maps it. Each chunk of letters is parsed, encoded into its
/// segment (`SegmentStream`) and read into the snapshot's columns (`SnapshotColumns`), then let go: no
/// case is kept for the corpus, so a million letters' first open holds their columns, not their cases
/// (gigabytes), and nothing is assembled or indexed from the cases afterwards.
///
/// When the store cannot be written (a full disk), the chunks parsed after the failure keep their cases,
/// those before it are read again, and the corpus is held in memory as without a cache, with a note.
package enum StoreFirstOpen {
    /// Nil when the store's temporary file cannot even be begun (then the usual way says why).
    /// - Parameters:
    ///   - preview: gets the files parsed so far, from the first, as `PreviewSchedule` says, but only up
    ///     to its first point: those are the only cases kept meanwhile (a browser's first open).
    ///   - stream: the store's stream when already begun (tests begin one that fails).
    package static func load(_ files: [SourceFile], roots: [String], cache: CaseStore, notes: [String],
                             progress: CorpusLoader.Progress?, preview: (@Sendable ([ParsedFile]) -> Void)? = nil,
                             firstPreview: Int = PreviewSchedule.first, stream begun: SegmentStream? = nil) -> Corpus? {
        guard !files.isEmpty else { return nil }
        let path = cache.filePath(roots: roots)
        guard let stream = begun ?? ((try? CaseStore.makeDirectory(cache.directory)) != nil
                                     ? SegmentStream(path: path, files: files.count) : nil) else { return nil }
        let columns = SnapshotColumns(files: files.count)
        // Chunks parsed once the store has failed: their cases are kept, as the corpus will be held in memory.
        let kept = Mutex<[Int: [ParsedFile]]>([:])
        let schedule = PreviewSchedule(total: preview == nil ? 0 : files.count, first: firstPreview, limit: firstPreview)
        let shown = Mutex(ParallelResults(total: files.count, chunk: CaseStoreFile.filesPerSegment, schedule: schedule,
                                          keepingAll: false))
        CorpusLoader.parseChunks(files, chunk: CaseStoreFile.filesPerSegment, progress: progress) { chunk, range, parsed in
            guard !stream.hasFailed else {
                kept.withLock { $0[chunk] = parsed }
                return
            }
            stream.add(segment: chunk, files: parsed)
            columns.add(chunk: chunk, files: parsed)
            if let preview, let readSoFar = shown.withLock({ $0.keep(parsed, at: range) }) { preview(readSoFar) }
        }
        progress?(.storing(cases: files.count))
        switch opened(files, roots: roots, cache: cache, stream: stream, columns: columns) {
        case .success(var corpus):
            corpus.notes = notes
            return corpus
        case .failure(let failure):
            var corpus = inMemory(files, keeping: kept.withLock { $0 })
            corpus.notes = notes + [failure.note]
            return corpus
        }
    }

    struct Failure: Error {
        var note: String
    }

    /// The corpus opened from the store, once it is written whole.
    private static func opened(_ files: [SourceFile], roots: [String], cache: CaseStore, stream: SegmentStream,
                               columns: SnapshotColumns) -> Result<Corpus, Failure> {
        let path = cache.filePath(roots: roots)
        let chunks = (files.count + CaseStoreFile.filesPerSegment - 1) / CaseStoreFile.filesPerSegment
        guard !stream.hasFailed, let (table, gathered, settled) = columns.gathered(chunks: chunks) else {
            stream.file.abandon()
            let reason: String
            switch stream.finished() {
            case .failure(let failure): reason = failure.description
            case .success: reason = "its columns were not all read"
            }
            return .failure(Failure(note: "the case store was not saved: \(reason)"))
        }
        let absoluteRoots = CaseStore.absolute(roots)
        // A file that gave no lasting result (unreadable, a PDF not read) has no cases: it is in the
        // segments for its problem's sake, but the index leaves it out, so the next open reads it again.
        let stored = files.indices.map { position in
            CaseStoreFile.Stored(path: CaseStore.absolute(files[position].path), source: files[position],
                                 lasting: CaseStore.cacheable(problems: gathered.problems[position]))
        }
        let fingerprint = CorpusFingerprint.of(build: CaseStore.build, roots: absoluteRoots, files: files,
                                               lasting: { stored[$0].lasting })
        let contents = SnapshotContents(fingerprint: fingerprint, table: table, columns: gathered, settled: settled)
        // The corpus is opened with the snapshot made here; the store keeps it for a later open only
        // when that open can use it (see `CaseStoreWrite.fingerprint`).
        let kept = stored.allSatisfy(\.lasting) ? contents : nil
        let completed: SegmentStream.Completed
        do throws(AtomicFile.Failure) {
            completed = try stream.complete(stored, roots: absoluteRoots, build: CaseStore.build, snapshot: { kept })
        } catch {
            return .failure(Failure(note: "the case store was not saved: \(error.description)"))
        }
        cache.pruneOldFiles(keeping: path)
        guard let file = completed.file else {
            return .failure(Failure(note: "the case store \(path) could not be mapped; the letters were read into memory"))
        }
        let cases = StoredCases(file: file, starts: completed.records.map(\.start), lengths: completed.records.map(\.length),
                                checksums: completed.records.map(\.checksum),
                                ids: StringColumn(contents.ids), addedWarnings: contents.addedWarnings,
                                strings: StringColumn(completed.strings))
        var corpus = Corpus(problems: contents.problems)
        corpus.cases = CaseList(records: cases)
        corpus.snapshot = contents.snapshot
        corpus.storeFingerprint = fingerprint
        corpus.wordStore = WordIndexStore(path: cache.wordIndexPath(roots: roots), fingerprint: fingerprint)
        corpus.lettersReadAgain = files.count
        return .success(corpus)
    }

    /// The corpus held in memory, as without a cache: the chunks `kept` as parsed, the others read again.
    private static func inMemory(_ files: [SourceFile], keeping kept: [Int: [ParsedFile]]) -> Corpus {
        let perChunk = CaseStoreFile.filesPerSegment
        let chunks = (files.count + perChunk - 1) / perChunk
        let ranges = (0..<chunks).map { ($0 * perChunk)..<min(files.count, ($0 + 1) * perChunk) }
        let lost = (0..<chunks).filter { kept[$0] == nil }
        let again = CorpusLoader.parseInParallel(lost.flatMap { ranges[$0].map { files[$0] } }, progress: nil).files
        var parsed: [ParsedFile] = []
        parsed.reserveCapacity(files.count)
        var next = 0
        for chunk in 0..<chunks {
            if let chunkFiles = kept[chunk] {
                parsed += chunkFiles
            } else {
                parsed += again[next..<(next + ranges[chunk].count)]
                next += ranges[chunk].count
            }
        }
        var corpus = CorpusLoader.assemble(parsed)
        corpus.lettersReadAgain = files.count
        return corpus
    }
}
