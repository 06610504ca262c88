import Dispatch
import Synchronization
import IMRLetters
import IMRModel
import IMRText
import IMRColumns
import IMRFiles
import CHeap

/// Loads files and folders in parallel on all cores. The result is deterministic: cases sorted by file
/// path, then position in the file, whatever order the cores finished in.
public enum CorpusLoader {
    public typealias Progress = @Sendable (LoadStep) -> Void

    /// A corpus read from a mapped case store reads any case whose record proves damaged later (the
    /// store written over in place, or cut short, by another program) from the letters instead.
    package static func fallBack(_ corpus: Corpus, paths: [String], hidden: Bool, cache: CaseStore) {
        guard let store = corpus.cases.store else { return }
        let listed = { @Sendable in (try? FileCollector.collect(paths, hidden: hidden))?.files }
        store.fallBack(on: StoreFallback(path: cache.filePath(roots: paths), read: { listed().map { load(files: $0).cases } },
                                         readFiles: { places in listed().map { parse($0, at: places) } }))
    }

    /// `fallBack`, for a corpus whose letters were listed just now: those files are read.
    package static func fallBack(_ corpus: Corpus, files: [SourceFile], cache: CaseStore, roots: [String]) {
        guard let store = corpus.cases.store else { return }
        store.fallBack(on: StoreFallback(path: cache.filePath(roots: roots), read: { load(files: files).cases },
                                         readFiles: { parse(files, at: $0) }))
    }

    /// The files at `places` in `files` (those that are there), parsed.
    static func parse(_ files: [SourceFile], at places: Range<Int>) -> [ParsedFile] {
        parseInParallel(Array(files[places.clamped(to: files.indices)]), progress: nil).files
    }

    /// What a load of `paths` says of itself besides its cases: the listing's problems first.
    package static func describe(_ corpus: inout Corpus, listing: FileListing, paths: [String]) {
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

    /// `shown`, opened from the case store without listing (`openStored`), as a load of `paths` that
    /// listed `listing` would give it, when the listing is exactly what its snapshot was made for and
    /// found nothing to say: the check behind a second open then takes what is on screen instead of
    /// mapping the store again and reading its columns a second time (the browser's reopen held both
    /// at once, its peak). Nil otherwise: the load goes on as it would have.
    package static func unchanged(_ shown: Corpus, listing: FileListing, paths: [String], cache: CaseStore) -> Corpus? {
        guard shown.unchecked, let made = shown.storeFingerprint, listing.problems.isEmpty, shown.notes.isEmpty,
              cache.snapshotFingerprint(of: listing.files, roots: paths) == made else { return nil }
        var corpus = shown
        corpus.unchecked = false
        describe(&corpus, listing: listing, paths: paths)
        return corpus
    }

    /// The corpus of `files` mapped from the case store's snapshot, when it holds one for exactly these
    /// files (see `CaseStore.openSnapshot`); else nil, and a note when a store there was not trusted.
    public static func mapped(_ files: [SourceFile], paths: [String], cache: CaseStore) -> (corpus: Corpus?, note: String?) {
        mapped(files, paths: paths, cache: cache, checked: nil)
    }

    package static func mapped(_ files: [SourceFile], paths: [String], cache: CaseStore,
                       checked check: SnapshotCheck?) -> (corpus: Corpus?, note: String?) {
        let (opened, note) = cache.openSnapshot(files, roots: paths, checked: check)
        guard let opened else { return (nil, note) }
        return (corpus(of: opened, wordIndexPath: cache.wordIndexPath(roots: paths)), nil)
    }

    static func corpus(of opened: OpenedSnapshot, wordIndexPath: String) -> Corpus {
        var corpus = Corpus(problems: opened.problems)
        corpus.cases = CaseList(records: opened.cases)
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

    /// The files read into memory, without a case store: what a load without a cache gives, and what
    /// a mapped store's damaged records are read from.
    public static func load(files: [SourceFile], progress: Progress? = nil) -> Corpus {
        load(files: files, progress: progress, preview: nil, firstPreview: PreviewSchedule.first)
    }

    package static func load(files: [SourceFile], progress: Progress?, preview: (@Sendable ([ParsedFile]) -> Void)?,
                             firstPreview: Int) -> Corpus {
        let parsed = parseInParallel(files, progress: progress, preview: preview, firstPreview: firstPreview)
        var corpus = assemble(parsed.files)
        corpus.parsedColumns = parsed.columns
        return corpus
    }

    /// Parses every file, and `preview` gets the files parsed so far, from the first with none missing,
    /// when `PreviewSchedule` says so (on the worker that got there, which parses on after it). The
    /// facet table is read as the chunks are parsed (`ParsedColumns`).
    package static func parseInParallel(_ files: [SourceFile], progress: Progress?,
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
                let doneNow = done.add(range.count, ordering: .relaxed).newValue
                if doneNow % heapGivenBackEvery < range.count { imr_heap_give_back() }
                progress?(.reading(done: doneNow, total: total))
            }
        }
    }

    /// Files parsed between two hand-backs of the C heap's free memory during a parse: each chunk's
    /// cases are freed once taken in, but among what lives on (the memo, the columns) they left holes
    /// that glibc kept resident, so a first open's memory grew by the parse's leftovers too.
    static let heapGivenBackEvery = 4096

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
