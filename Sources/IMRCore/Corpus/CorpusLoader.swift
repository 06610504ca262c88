#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// A loaded corpus: every case, every problem, and where they came from.
public struct Corpus: Sendable {
    public var cases: CaseList {
        didSet { parsedColumns = nil }
    }
    public var problems: [LoadProblem]
    /// What was loaded, for the user: the paths given, or "the built-in sample".
    public var source: String
    /// Things the user should hear about that are not problems with letters (a case cache ignored).
    public var notes: [String] = []
    /// Where the word index of exactly these cases is kept between opens: only for a load through the
    /// case cache (nil for the sample, `--no-cache`, letters in memory). Whoever changes `cases` must
    /// clear it.
    public var wordStore: WordIndexStore?
    /// Files listed to be read (letters or not).
    public var filesListed = 0
    /// Hidden files and folders passed over (see `FileListing.hidden`).
    public var hiddenSkipped: [String] = []
    /// The paths given to `load(paths:)`: a case's `file` is relative to one of them (see `letterPath`).
    public var roots: [String] = []
    /// The index's columns as the case store kept them (a second open), or as the store write made
    /// them: `CorpusIndex` takes them instead of visiting every case. Whoever changes `cases` must clear it.
    var snapshot: CorpusSnapshot?
    /// Columns of exactly these cases read while they were parsed (`ParsedColumns`): `CorpusIndex` takes
    /// them instead of visiting every case. Cleared whenever `cases` changes.
    var parsedColumns: ParsedColumns.Columns?
    /// The case store to write once the corpus is indexed (a load through the cache that parsed).
    var pendingStore: CaseStoreWrite?
    /// The `CorpusFingerprint` of the files the case store's snapshot was made for, when the cases were
    /// mapped from it (see `isUnchanged(in:)`).
    var storeFingerprint: UInt64?
    /// Letters read and parsed by this load rather than taken from the case cache.
    public var lettersReadAgain = 0
    /// Opened from the case store without listing the letters (`CorpusLoader.openStored`): what the store
    /// holds, not yet compared with the letters on disk.
    public var unchecked = false

    public init(cases: [IMRCase] = [], problems: [LoadProblem] = [], source: String = "") {
        self.cases = CaseList(cases)
        self.problems = problems
        self.source = source
    }
}

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

    /// Concatenates in order and gives every case its unique id. The ids the letters ask for are made,
    /// and the cases copied into one array, on every core; only the uniqueness of ids is settled in order.
    public static func assemble(_ files: [ParsedFile]) -> Corpus {
        var corpus = Corpus()
        // Where each file's cases start among all of them.
        var starts = [Int](repeating: 0, count: files.count + 1)
        for position in files.indices { starts[position + 1] = starts[position] + files[position].cases.count }
        let firstCase = starts, total = starts[files.count]
        let chunks = ProcessInfoLite.cores * 8
        let filesPerChunk = max(1, (files.count + chunks - 1) / chunks)
        let chunkCount = (files.count + filesPerChunk - 1) / filesPerChunk
        // `body` for each file, a chunk of files on each core.
        func forEachFileOnEveryCore(_ body: @Sendable (Int) -> Void) {
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                for file in (chunk * filesPerChunk)..<min(files.count, (chunk + 1) * filesPerChunk) { body(file) }
            }
        }
        var ids = [String](repeating: "", count: total)
        ids.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            forEachFileOnEveryCore { file in
                files[file].cases.withUnsafeBufferPointer { letters in
                    for position in letters.indices {
                        target.buffer[firstCase[file] + position] = CaseIds.base(
                            caseNumber: letters[position].caseNumber, file: letters[position].file,
                            index: letters[position].index)
                    }
                }
            }
        }
        // Sized once: at a million cases, growing it step by step rehashed and moved everything ~20 times.
        var owners: [String: String] = [:]
        owners.reserveCapacity(total)
        // Where to look for the next free suffix of each repeated id: starting again at "-2" for every
        // repeat was quadratic (20,000 copies of one letter in a file).
        var nextSuffix: [String: Int] = [:]
        // The warning each case given another id than it asked for gets.
        var added: [Int: String] = [:]
        for file in files.indices {
            // Where each letter's own problems are, so they can name it once it has its id.
            var problemsOfLetter: [Int: [Int]] = [:]
            for (offset, problem) in files[file].problems.enumerated() {
                if let letterIndex = problem.letterIndex, problem.caseId == nil {
                    problemsOfLetter[letterIndex, default: []].append(corpus.problems.count + offset)
                }
            }
            corpus.problems += files[file].problems
            files[file].cases.withUnsafeBufferPointer { letters in
                for position in letters.indices {
                    let row = firstCase[file] + position
                    let base = ids[row]
                    if let other = owners[base] {
                        let id = CaseIds.free(from: base, taken: owners, startingAt: &nextSuffix[base, default: 2])
                        let warning = "Case id \(base) is also used by \(other); this letter is listed as \(id)."
                        added[row] = warning
                        corpus.problems.append(LoadProblem(path: letters[position].file, kind: .duplicateId, reason: warning,
                                                           caseId: id))
                        ids[row] = id
                    }
                    owners[ids[row]] = letters[position].file
                    // The file's problems about this letter now name it (the problems view jumps to it).
                    if !problemsOfLetter.isEmpty {
                        for problem in problemsOfLetter[letters[position].index] ?? [] { corpus.problems[problem].caseId = ids[row] }
                    }
                }
            }
        }
        // Gathered in one array and handed over once: appending to the CaseList one by one copied it.
        let finalIds = ids, warnings = added
        let cases = [IMRCase](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = UnsafeSendablePointer(buffer)
            forEachFileOnEveryCore { file in
                for (position, parsed) in files[file].cases.enumerated() {
                    let row = firstCase[file] + position
                    var letter = parsed
                    letter.id = finalIds[row]
                    if let warning = warnings[row] { letter.warnings.append(warning) }
                    (target.buffer.baseAddress! + row).initialize(to: letter)
                }
            }
            initialized = total
        }
        corpus.cases = CaseList(cases)
        return corpus
    }
}

extension Corpus {
    /// Whether `checked`, a load of the same paths through the case cache after listing the letters,
    /// holds exactly what this corpus, opened from the store without listing (`CorpusLoader.openStored`),
    /// shows: both mapped from a snapshot made for the same files, and the listing found nothing to say.
    public func isUnchanged(in checked: Corpus) -> Bool {
        guard let shown = storeFingerprint, let listed = checked.storeFingerprint else { return false }
        return shown == listed && checked.problems.count == problems.count && checked.notes == notes
    }
}

/// How case ids are made: the Case Number, else the file name without extension; "-2", "-3" for later
/// letters of one file and for repeats.
public enum CaseIds {
    static func base(caseNumber: String?, file: String, index: Int) -> String {
        if let number = caseNumber { return number }
        return asciiBase(file: file, index: index) ?? unicodeBase(file: file, index: index)
    }

    /// The file's name without its extension, made typeable; "-2", "-3" for later letters of a file.
    static func unicodeBase(file: String, index: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.lastIndex(of: ".").map { String(name[name.startIndex..<$0]) } ?? name
        let cleaned = typeable(stem.isEmpty ? name : stem)
        return index == 0 ? cleaned : "\(cleaned)-\(index + 1)"
    }

    /// The same id as `base` for an ASCII path, by byte (most corpora: no Unicode properties to ask).
    static func asciiBase(file: String, index: Int) -> String? {
        let path = Array(file.utf8)
        guard !path.isEmpty, path.allSatisfy({ $0 < 0x80 }), path.last != 0x2F else { return nil }
        let nameStart = path.lastIndex(of: 0x2F).map { $0 + 1 } ?? 0
        var name = path[nameStart...]
        if let dot = name.lastIndex(of: 0x2E), dot > nameStart { name = name[nameStart..<dot] }
        var id: [UInt8] = []
        id.reserveCapacity(name.count)
        var lastWasReplacement = false
        for byte in name {
            // Whitespace and control characters become "_", a run of them one "_".
            if byte <= 0x20 || byte == 0x7F {
                if !lastWasReplacement { id.append(0x5F) }
                lastWasReplacement = true
            } else {
                id.append(byte)
                lastWasReplacement = false
            }
        }
        let cleaned = id.isEmpty || id == [0x5F] ? "letter" : String(decoding: id, as: UTF8.self)
        return index == 0 ? cleaned : "\(cleaned)-\(index + 1)"
    }

    /// An id from a file name must be one a user can type back into `imr show`: control and
    /// invisible characters, and whitespace runs, become "_".
    static func typeable(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        var lastWasReplacement = false
        for scalar in name.unicodeScalars {
            let invisible = scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                || (0x80...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
            if invisible {
                if !lastWasReplacement { out.append("_") }
                lastWasReplacement = true
            } else {
                out.append(scalar)
                lastWasReplacement = false
            }
        }
        let id = String(out)
        return id.isEmpty || id == "_" ? "letter" : id
    }

    /// The first free "base-N" from `suffix` on; `suffix` is left just past it, for the next repeat.
    static func free(from base: String, taken: [String: String], startingAt suffix: inout Int) -> String {
        while taken["\(base)-\(suffix)"] != nil { suffix += 1 }
        defer { suffix += 1 }
        return "\(base)-\(suffix)"
    }
}

/// The number of cores to use, without Foundation.
enum ProcessInfoLite {
    static var cores: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 4
        #endif
    }
}
