import Dispatch
import Synchronization
import IMRLetters
import IMRModel
import IMRText

/// Loads files and folders in parallel on all cores. The result is deterministic: cases sorted by file
/// path, then position in the file, whatever order the cores finished in.
public enum CorpusLoader {
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// With a `cache`, an unchanged corpus is mapped from its case store, and otherwise files unchanged
    /// since the last load are taken from it (see CaseStore). The store is written here unless
    /// `deferringStore` (then `CorpusIndex.prepare` writes it once the cases are shown); a first open
    /// that writes it here writes it while parsing and opens the corpus from it (`StoreFirstOpen`). A long
    /// read hands the cases read so far to `preview` on the way (`LoadPreview`).
    /// - Parameter hidden: read hidden files and folders too.
    public static func load(paths: [String], progress: Progress? = nil, cache: CaseStore? = nil,
                            hidden: Bool = false, deferringStore: Bool = false,
                            preview: LoadPreview? = nil) throws(LoadError) -> Corpus {
        try load(paths: paths, progress: progress, cache: cache, hidden: hidden, deferringStore: deferringStore,
                 preview: preview, firstPreview: PreviewSchedule.first)
    }

    /// `load`, with the first preview after `firstPreview` letters (tests use small corpora).
    static func load(paths: [String], progress: Progress?, cache: CaseStore?, hidden: Bool, deferringStore: Bool,
                     preview: LoadPreview?, firstPreview: Int) throws(LoadError) -> Corpus {
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
                let reusable = cache.reusable(files, roots: paths)
                // Both read the same store: one it rejected as a whole is said once, not twice.
                let notes = (note.map { [$0] } ?? []) + reusable.notes.filter { $0 != note }
                let intoStore = !deferringStore && preview == nil && reusable.found == 0
                    ? StoreFirstOpen.load(files, roots: paths, cache: cache, notes: notes, progress: progress) : nil
                if let intoStore {
                    corpus = intoStore
                } else {
                    let outcome = cache.parse(files, roots: paths, reusing: reusable, progress: progress,
                                              preview: readSoFar, firstPreview: firstPreview)
                    corpus = assemble(outcome.parsed)
                    corpus.parsedColumns = outcome.columns
                    corpus.notes = notes
                    corpus.lettersReadAgain = outcome.parsedAgain
                    corpus.wordStore = WordIndexStore(path: cache.wordIndexPath(roots: paths), fingerprint: outcome.fingerprint)
                    corpus.pendingStore = outcome.pending
                    if !deferringStore {
                        let (snapshot, failure) = outcome.pending.write(for: CorpusIndex(corpus))
                        corpus.snapshot = snapshot
                        corpus.pendingStore = nil
                        if let failure { corpus.notes.append("the case store was not saved: \(failure)") }
                    }
                }
            }
        } else {
            let parsed = parseInParallel(files, progress: progress, preview: readSoFar, firstPreview: firstPreview)
            corpus = assemble(parsed.files)
            corpus.parsedColumns = parsed.columns
        }
        describe(&corpus, listing: listing, paths: paths)
        if let cache { fallBack(corpus, paths: paths, hidden: hidden, cache: cache) }
        return corpus
    }

    /// A corpus read from a mapped case store reads any case whose record proves damaged later (the
    /// store written over in place, or cut short, by another program) from the letters instead.
    static func fallBack(_ corpus: Corpus, paths: [String], hidden: Bool, cache: CaseStore) {
        guard let store = corpus.cases.store else { return }
        store.fallBack(on: StoreFallback(path: cache.filePath(roots: paths)) {
            try? load(paths: paths, cache: nil, hidden: hidden).cases
        })
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
    public static func openStored(paths: [String], cache: CaseStore, hidden: Bool = false) -> Corpus? {
        guard let opened = cache.openStoredSnapshot(roots: paths) else { return nil }
        var corpus = corpus(of: opened, wordIndexPath: cache.wordIndexPath(roots: paths))
        fallBack(corpus, paths: paths, hidden: hidden, cache: cache)
        corpus.unchecked = true
        corpus.source = paths.joined(separator: " ")
        corpus.roots = paths
        return corpus
    }

    /// The corpus of `files` mapped from the case store's snapshot, when it holds one for exactly these
    /// files (see `CaseStore.openSnapshot`); else nil, and a note when a store there was not trusted.
    public static func mapped(_ files: [SourceFile], paths: [String], cache: CaseStore) -> (corpus: Corpus?, note: String?) {
        mapped(files, paths: paths, cache: cache, checked: nil)
    }

    static func mapped(_ files: [SourceFile], paths: [String], cache: CaseStore,
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

    /// Parses every file, and `preview` gets the files parsed so far, from the first with none missing,
    /// when `PreviewSchedule` says so (on the worker that got there, which parses on after it). The
    /// facet table is read as the chunks are parsed (`ParsedColumns`).
    static func parseInParallel(_ files: [SourceFile], progress: Progress?,
                                preview: (@Sendable ([ParsedFile]) -> Void)? = nil,
                                firstPreview: Int = PreviewSchedule.first) -> (files: [ParsedFile], columns: ParsedColumns.Columns?) {
        let total = files.count
        // Small enough that the cores finish together.
        let chunk = max(1, min(64, total / (ProcessInfoLite.cores * 8)))
        let schedule = PreviewSchedule(total: preview == nil ? 0 : total, first: firstPreview)
        let results = Mutex(ParallelResults(total: total, chunk: chunk, schedule: schedule))
        let columns = ParsedColumns()
        parseChunks(files, chunk: chunk, progress: progress) { number, range, parsed in
            columns.add(chunk: number, files: parsed)
            let readSoFar = results.withLock { $0.keep(parsed, at: range) }
            if let readSoFar, let preview { preview(readSoFar) }
        }
        return (results.withLock { $0.takeAll() }, columns.columns(chunks: (total + chunk - 1) / chunk))
    }

    /// One worker per core, sharing one ParseMemo, taking chunks of `chunk` files from a shared counter
    /// (which keeps it and any lock cold) until none are left; `handle` gets each chunk's number, its
    /// files' range and what they gave, on the worker that parsed them, before `progress` hears of it.
    static func parseChunks(_ files: [SourceFile], chunk: Int, progress: Progress?,
                            handle: @Sendable (_ chunk: Int, _ range: Range<Int>, _ parsed: [ParsedFile]) -> Void) {
        let total = files.count
        let claimed = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let memo = ParseMemo()
        let readAhead = ReadAhead(files)
        defer { readAhead.stop() }
        DispatchQueue.concurrentPerform(iterations: min(ProcessInfoLite.cores, max(1, total))) { _ in
            var local: [ParsedFile] = []
            while true {
                let start = claimed.add(chunk, ordering: .relaxed).oldValue
                guard start < total else { break }
                let range = start..<min(total, start + chunk)
                readAhead.claimed(upTo: range.upperBound)
                local.removeAll(keepingCapacity: true)
                var reading: UInt64 = 0
                for index in range { local.append(parseFile(files[index], memo: memo, reading: &reading)) }
                readAhead.read(range.count, taking: reading)
                handle(start / chunk, range, local)
                progress?(done.add(range.count, ordering: .relaxed).newValue, total)
            }
        }
    }

    /// - Parameter reading: the nanoseconds reading the file took are added to it (`ReadAhead`).
    static func parseFile(_ file: SourceFile, memo: ParseMemo, reading: inout UInt64) -> ParsedFile {
        let bytes: [UInt8]
        let began = DispatchTime.now().uptimeNanoseconds
        do throws(FileReading.Failure) {
            // The listing's size saves a stat per letter.
            bytes = try FileReading.bytes(atPath: file.path, expectedSize: Int(file.size))
            reading &+= DispatchTime.now().uptimeNanoseconds &- began
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
