/// A first open through the case cache for a caller that waits for the store (the command line): the
/// letters are parsed on every core straight into the store, and the corpus is then opened from the
/// store just written, as a second open maps it. Each chunk of letters is parsed, encoded into its
/// segment (`SegmentStream`) and read into the snapshot's columns (`SnapshotColumns`), then let go: no
/// case is kept for the corpus, so a million letters' first open holds their columns, not their cases
/// (gigabytes), and nothing is assembled or indexed from the cases afterwards.
enum StoreFirstOpen {
    enum Result {
        case opened(Corpus)
        /// The store could not be written (a full disk) or opened: the letters must be read another way,
        /// and the user told `note`.
        case failed(note: String)
    }

    /// Nil when the store's temporary file cannot even be begun (then the usual way says why).
    static func load(_ files: [SourceFile], roots: [String], cache: CaseCache, notes: [String],
                     progress: CorpusLoader.Progress?) -> Result? {
        let path = cache.filePath(roots: roots)
        guard !files.isEmpty, (try? CaseCache.makeDirectory(cache.directory)) != nil,
              let stream = SegmentStream(path: path, files: files.count) else { return nil }
        let columns = SnapshotColumns()
        CorpusLoader.parseChunks(files, chunk: CaseCacheFile.filesPerSegment, progress: progress) { chunk, _, parsed in
            stream.add(segment: chunk, files: parsed)
            columns.add(chunk: chunk, files: parsed)
        }
        let chunks = (files.count + CaseCacheFile.filesPerSegment - 1) / CaseCacheFile.filesPerSegment
        guard let (table, gathered) = columns.gathered(chunks: chunks) else {
            stream.file.abandon()
            return .failed(note: "the case cache was not saved: its columns were not all read")
        }
        let absoluteRoots = CaseCache.absolute(roots)
        // A file that gave no lasting result (unreadable, a PDF not read) has no cases: it is in the
        // segments for its problem's sake, but the index leaves it out, so the next open reads it again.
        let stored = files.indices.map { position in
            CaseCacheFile.Stored(path: CaseCache.absolute(files[position].path), source: files[position],
                                 lasting: CaseCache.cacheable(problems: gathered.problems[position]))
        }
        let fingerprint = CorpusFingerprint.of(build: CaseCache.build, roots: absoluteRoots, files: files,
                                               lasting: { stored[$0].lasting })
        let contents = SnapshotContents(fingerprint: fingerprint, table: table, columns: gathered)
        // The corpus is opened with the snapshot made here; the store keeps it for a later open only
        // when that open can use it (see `CaseStoreWrite.fingerprint`).
        let kept = stored.allSatisfy(\.lasting) ? contents : nil
        let completed: SegmentStream.Completed
        do throws(AtomicFile.Failure) {
            completed = try stream.complete(stored, roots: absoluteRoots, build: CaseCache.build, snapshot: { kept })
        } catch {
            return .failed(note: "the case cache was not saved: \(error.description)")
        }
        cache.pruneOldFiles(keeping: path)
        guard let file = completed.file else {
            return .failed(note: "the case cache \(path) could not be mapped; the letters were read into memory")
        }
        let cases = StoredCases(file: file, starts: completed.records.map(\.start), lengths: completed.records.map(\.length),
                                ids: StringColumn(contents.ids), addedWarnings: contents.addedWarnings,
                                strings: StringColumn(completed.strings))
        var corpus = Corpus(problems: contents.problems)
        corpus.cases = CaseList(stored: cases)
        corpus.snapshot = contents.snapshot
        corpus.storeFingerprint = fingerprint
        corpus.wordStore = WordIndexStore(path: cache.wordIndexPath(roots: roots), fingerprint: fingerprint)
        corpus.lettersReadAgain = files.count
        corpus.notes = notes
        return .opened(corpus)
    }
}
