import Dispatch
import Synchronization

/// Loads files and folders in parallel on all cores. The result is deterministic: cases sorted by file
/// path, then position in the file, whatever order the cores finished in.
public enum CorpusLoader {
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// With a `cache`, an unchanged corpus is mapped from its case store, and otherwise files unchanged
    /// since the last load are taken from it (see CaseCache). The store is written here unless
    /// `deferringStore` (then `CorpusIndex.prepare` writes it once the cases are shown). A long read
    /// hands the cases read so far to `preview` on the way (`LoadPreview`).
    /// - Parameter hidden: read hidden files and folders too.
    /// - Parameter streamingStore: write the store's segments while parsing (`SegmentStream`); by
    ///   default when the store is not deferred (the benchmark's stages defer it and stream).
    public static func load(paths: [String], progress: Progress? = nil, cache: CaseCache? = nil,
                            hidden: Bool = false, deferringStore: Bool = false,
                            preview: LoadPreview? = nil, streamingStore: Bool? = nil) throws(LoadError) -> Corpus {
        try load(paths: paths, progress: progress, cache: cache, hidden: hidden, deferringStore: deferringStore,
                 preview: preview, firstPreview: PreviewSchedule.first, streamingStore: streamingStore)
    }

    /// `load`, with the first preview after `firstPreview` letters (tests use small corpora).
    static func load(paths: [String], progress: Progress?, cache: CaseCache?, hidden: Bool, deferringStore: Bool,
                     preview: LoadPreview?, firstPreview: Int, streamingStore: Bool? = nil) throws(LoadError) -> Corpus {
        // The store is checked while the letters are listed: neither needs the other.
        let check = cache?.checkSnapshot(roots: paths)
        let listing = try FileCollector.collect(paths, hidden: hidden)
        let files = listing.files
        let readSoFar = preview.map { preview in
            { @Sendable (parsed: [ParsedFile]) in
                var partial = assemble(parsed)
                describe(&partial, listing: listing, paths: paths)
                preview(partial)
            }
        }
        var corpus: Corpus
        if let cache {
            let (mapped, note) = self.mapped(files, paths: paths, cache: cache, checked: check)
            if let mapped {
                corpus = mapped
                progress?(files.count, files.count)
            } else {
                let outcome = cache.parse(files, roots: paths, progress: progress, preview: readSoFar,
                                          firstPreview: firstPreview, streaming: streamingStore ?? !deferringStore)
                corpus = assemble(outcome.parsed)
                corpus.parsedColumns = outcome.columns
                corpus.notes = (note.map { [$0] } ?? []) + outcome.notes
                corpus.lettersReadAgain = outcome.parsedAgain
                corpus.wordStore = WordIndexStore(path: cache.wordIndexPath(roots: paths), fingerprint: outcome.fingerprint)
                corpus.pendingStore = outcome.pending
                if !deferringStore {
                    let (snapshot, failure) = outcome.pending.write(for: CorpusIndex(corpus))
                    corpus.snapshot = snapshot
                    corpus.pendingStore = nil
                    if let failure { corpus.notes.append("the case cache was not saved: \(failure)") }
                }
            }
        } else {
            let parsed = parseInParallel(files, progress: progress, preview: readSoFar, firstPreview: firstPreview)
            corpus = assemble(parsed.files)
            corpus.parsedColumns = parsed.columns
        }
        describe(&corpus, listing: listing, paths: paths)
        return corpus
    }

    /// What a load of `paths` says of itself besides its cases: the listing's problems first.
    private static func describe(_ corpus: inout Corpus, listing: FileListing, paths: [String]) {
        corpus.problems = listing.problems + corpus.problems
        corpus.source = paths.joined(separator: " ")
        corpus.filesListed = listing.files.count
        corpus.hiddenSkipped = listing.hidden
        corpus.roots = paths
    }

    /// The corpus the case store of `paths` holds, opened without listing the letters, so that a browser
    /// can show it at once while `load` lists them and compares (`Corpus.isUnchanged(in:)`). Never for an
    /// answer that is final (the command line): a letter changed since the store was written shows its
    /// old reading until that check is over. Nil when there is no store for `paths` from this build, or
    /// it fails a check (then `load` says why).
    public static func openStored(paths: [String], cache: CaseCache) -> Corpus? {
        guard let opened = cache.openStoredSnapshot(roots: paths) else { return nil }
        var corpus = corpus(of: opened, wordIndexPath: cache.wordIndexPath(roots: paths))
        corpus.unchecked = true
        corpus.source = paths.joined(separator: " ")
        corpus.roots = paths
        return corpus
    }

    /// The corpus of `files` mapped from the case store's snapshot, when it holds one for exactly these
    /// files (see `CaseCache.openSnapshot`); else nil, and a note when a store there was not trusted.
    public static func mapped(_ files: [SourceFile], paths: [String], cache: CaseCache) -> (corpus: Corpus?, note: String?) {
        mapped(files, paths: paths, cache: cache, checked: nil)
    }

    static func mapped(_ files: [SourceFile], paths: [String], cache: CaseCache,
                       checked check: SnapshotCheck?) -> (corpus: Corpus?, note: String?) {
        let (opened, note) = cache.openSnapshot(files, roots: paths, checked: check)
        guard let opened else { return (nil, note) }
        return (corpus(of: opened, wordIndexPath: cache.wordIndexPath(roots: paths)), nil)
    }

    static func corpus(of opened: OpenedSnapshot, wordIndexPath: String) -> Corpus {
        var corpus = Corpus(problems: opened.problems)
        corpus.cases = CaseList(stored: opened.cases)
        corpus.snapshot = opened.snapshot
        corpus.storeFingerprint = opened.fingerprint
        corpus.wordStore = WordIndexStore(path: wordIndexPath, fingerprint: opened.fingerprint)
        return corpus
    }

    /// Letters held in memory (the built-in sample), named by a display path each.
    public static func load(memory: [(displayPath: String, bytes: [UInt8])], source: String) -> Corpus {
        let memo = ParseMemo()
        let parsed = memory.map { FileParser.parse(bytes: $0.bytes, displayPath: $0.displayPath, memo: memo) }
        var corpus = assemble(parsed)
        corpus.source = source
        return corpus
    }

    public static func load(files: [SourceFile], progress: Progress? = nil) -> Corpus {
        let parsed = parseInParallel(files, progress: progress)
        var corpus = assemble(parsed.files)
        corpus.parsedColumns = parsed.columns
        return corpus
    }

    /// One worker per core, sharing one ParseMemo, taking chunks of files from a shared counter
    /// until none are left. `preview` gets the files parsed so far, from the first with none missing,
    /// when `PreviewSchedule` says so (on the worker that got there, which parses on after it).
    /// With a `stream`, chunks are the store's segments, and each is handed to it once parsed.
    static func parseInParallel(_ files: [SourceFile], progress: Progress?,
                                preview: (@Sendable ([ParsedFile]) -> Void)? = nil,
                                firstPreview: Int = PreviewSchedule.first,
                                stream: SegmentStream? = nil) -> (files: [ParsedFile], columns: ParsedColumns.Columns?) {
        let total = files.count
        let claimed = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        // Chunks keep the shared counter and the lock cold; small enough that the cores finish together.
        let chunk = stream == nil ? max(1, min(64, total / (ProcessInfoLite.cores * 8))) : CaseCacheFile.filesPerSegment
        let schedule = PreviewSchedule(total: preview == nil ? 0 : total, first: firstPreview)
        let results = Mutex(ParallelResults(total: total, chunk: chunk, schedule: schedule))
        let memo = ParseMemo()
        let columns = ParsedColumns(countingTexts: stream != nil)
        DispatchQueue.concurrentPerform(iterations: min(ProcessInfoLite.cores, max(1, total))) { _ in
            var local: [ParsedFile] = []
            while true {
                let start = claimed.add(chunk, ordering: .relaxed).oldValue
                guard start < total else { break }
                let range = start..<min(total, start + chunk)
                local.removeAll(keepingCapacity: true)
                for index in range { local.append(parseFile(files[index], memo: memo)) }
                stream?.add(segment: start / chunk, files: local)
                columns.add(chunk: start / chunk, files: local)
                let readSoFar = results.withLock { $0.keep(local, at: range) }
                let finished = done.add(range.count, ordering: .relaxed).newValue
                progress?(finished, total)
                if let readSoFar, let preview { preview(readSoFar) }
            }
        }
        return (results.withLock { $0.takeAll() }, columns.columns(chunks: (total + chunk - 1) / chunk))
    }

    static func parseFile(_ file: SourceFile, memo: ParseMemo) -> ParsedFile {
        let bytes: [UInt8]
        do throws(FileReading.Failure) {
            // The listing's size saves a stat per letter.
            bytes = try FileReading.bytes(atPath: file.path, expectedSize: Int(file.size))
        } catch {
            guard case .unreadable(let reason) = error else { return ParsedFile() }
            return ParsedFile(problems: [LoadProblem(path: file.displayPath, kind: .unreadable,
                                                     reason: "could not be read (\(reason))")])
        }
        guard PDFText.looksLikePDF(bytes) || PDFText.hasPDFExtension(file.path) else {
            return FileParser.parse(bytes: bytes, displayPath: file.displayPath, memo: memo)
        }
        guard PDFText.looksLikePDF(bytes) else {
            return ParsedFile(problems: [LoadProblem(path: file.displayPath, kind: .pdf, reason: PDFText.Failure.notAPDF.reason)])
        }
        switch PDFText.extract(path: file.path) {
        case .success(let text):
            return FileParser.parse(bytes: text, displayPath: file.displayPath, memo: memo)
        case .failure(let failure):
            return ParsedFile(problems: [LoadProblem(path: file.displayPath, kind: .pdf, reason: failure.reason)])
        }
    }
}
