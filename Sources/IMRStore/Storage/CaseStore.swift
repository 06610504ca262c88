#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import IMRLetters
import IMRModel
import IMRText
import IMRColumns
import IMRFiles

/// The case store: a second open of an unchanged corpus takes the parsed cases from disk instead
/// of reading and parsing every letter. One file per set of paths opened, under `$XDG_CACHE_HOME/imr`
/// (`~/.cache/imr`). Each file's entry is trusted only while its size, modification and change times and
/// inode are what they were (`SourceFile`); changed files are read again, removed ones dropped, added ones parsed. A damaged or
/// foreign store is ignored with a note, and rewritten.
public struct CaseStore: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The store in the user's cache folder; nil when `IMR_NO_CACHE` is set (to anything but 0) or no
    /// home is known.
    public static func standard() -> CaseStore? {
        if let off = SystemText.environment("IMR_NO_CACHE"), !off.isEmpty, off != "0" { return nil }
        if let base = SystemText.environment("XDG_CACHE_HOME"), base.hasPrefix("/") { return CaseStore(directory: base + "/imr") }
        guard let home = SystemText.environment("HOME"), !home.isEmpty else { return nil }
        return CaseStore(directory: home + "/.cache/imr")
    }

    /// What loading through the store gave: every file's parsed form, in the order given, and notes
    /// for the user (a store ignored, a store not saved).
    public struct Outcome: Sendable {
        public var parsed: [ParsedFile]
        public var notes: [String]
        /// Files taken from the store, and files read and parsed.
        public var reused: Int
        public var parsedAgain: Int
        /// The store to write once the corpus is indexed (`CaseStoreWrite.write`).
        package var pending: CaseStoreWrite
        /// The index's columns of every file's cases, when all were parsed now (see `ParsedColumns`).
        package var columns: ParsedColumns.Columns? = nil
        /// `CorpusFingerprint` of the files and what parsing them gave (the word index is kept under it).
        package var fingerprint: UInt64 = 0
    }

    /// The store file for a set of paths opened: named by a hash of their absolute forms.
    public func filePath(roots: [String]) -> String {
        fileStem(roots: roots) + Self.casesExtension
    }

    /// The word index kept for the same set of paths, beside its store file.
    public func wordIndexPath(roots: [String]) -> String {
        fileStem(roots: roots) + Self.wordsExtension
    }

    func fileStem(roots: [String]) -> String {
        directory + "/corpus-" + FNV1a.hex(Self.absolute(roots).joined(separator: "\u{0}"))
    }

    static let casesExtension = ".imrcache"
    static let wordsExtension = ".imrwords"

    /// The corpus of `files` (listed from `roots`) straight from the store's snapshot, when the store
    /// holds one for exactly these files: nothing is parsed or decoded. A note when a store was there
    /// but could not be trusted (then `parse` reads what it can and the letters the rest). With a
    /// `check` started before the listing, its result is taken (see `SnapshotCheck`).
    func openSnapshot(_ files: [SourceFile], roots: [String],
                      checked check: SnapshotCheck? = nil) -> (opened: OpenedSnapshot?, note: String?) {
        let absoluteRoots = Self.absolute(roots)
        let path = filePath(roots: roots)
        // No store at all (a first open): no fingerprint to make (30 ms at 100,000 letters).
        var info = stat()
        guard stat(path, &info) == 0 else { return (nil, nil) }
        let fingerprint = snapshotFingerprint(of: files, roots: roots)
        // Checked whole before the listing was done: right when it is for these files. Anything else
        // (another listing, damage) is settled the usual way, so the notes are the same either way.
        if let check, case .success(let opened) = check.result(), opened.fingerprint == fingerprint {
            return (opened, nil)
        }
        switch CaseStoreFile.openSnapshot(at: path, roots: absoluteRoots, build: Self.build, fingerprint: fingerprint) {
        case .success(let opened): return (opened, nil)
        case .failure(.missing), .failure(.otherBuild): return (nil, nil)
        case .failure(.untrusted(let reason)):
            return (nil, "ignored the case store \(path): \(reason); reading the letters again")
        }
    }

    /// The `CorpusFingerprint` a snapshot made for `files` (listed from `roots`) carries: a snapshot is
    /// written only when every file gave a result that lasts.
    func snapshotFingerprint(of files: [SourceFile], roots: [String]) -> UInt64 {
        CorpusFingerprint.of(build: Self.build, roots: Self.absolute(roots), files: files, lasting: { _ in true })
    }

    /// The store's snapshot for `roots`, checked whole but not against a listing (see
    /// `CorpusLoader.openStored`); nil when there is none, from this build, that passes every check.
    func openStoredSnapshot(roots: [String]) -> OpenedSnapshot? {
        let result = CaseStoreFile.openSnapshot(at: filePath(roots: roots), roots: Self.absolute(roots),
                                                build: Self.build, fingerprint: nil)
        guard case .success(let opened) = result else { return nil }
        return opened
    }

    /// Starts mapping and checking the store of `roots` on another thread, to run while the letters
    /// are listed.
    package func checkSnapshot(roots: [String]) -> SnapshotCheck {
        SnapshotCheck(path: filePath(roots: roots), roots: Self.absolute(roots), build: Self.build)
    }

    /// Parses `files` (listed from `roots`), taking what it can from the store; the result is saved by
    /// the `pending` write the outcome carries, once the corpus is indexed.
    public func parse(_ files: [SourceFile], roots: [String], progress: CorpusLoader.Progress? = nil) -> Outcome {
        parse(files, roots: roots, reusing: reusable(files, roots: roots), progress: progress, preview: nil,
              firstPreview: PreviewSchedule.first)
    }

    /// What the store of `roots` still holds of `files`: the parsed form of each file unchanged since it
    /// was stored (nil for the others), and notes on a store that could not be trusted, whole or in part.
    package struct Reusable: Sendable {
        var files: [ParsedFile?]
        package var notes: [String]

        package var found: Int { files.count(where: { $0 != nil }) }
    }

    package func reusable(_ files: [SourceFile], roots: [String]) -> Reusable {
        let path = filePath(roots: roots)
        // At every open, not only when the store is rewritten: a word index killed half-way leaves its
        // temporary file beside a store that is still good.
        AbandonedTemporaryFiles.prune(in: directory)
        var notes: [String] = []
        var reused = [ParsedFile?](repeating: nil, count: files.count)
        switch CaseStoreFile.readIndex(at: path, roots: Self.absolute(roots), build: Self.build) {
        case .success(let index):
            if let note = reuse(index, files: files, cachePath: path, into: &reused) { notes.append(note) }
        case .failure(.missing), .failure(.otherBuild):
            break
        case .failure(.untrusted(let reason)):
            notes.append("ignored the case store \(path): \(reason); reading the letters again")
        }
        return Reusable(files: reused, notes: notes)
    }

    /// `parse`, taking what `reusing` holds, and `preview` gets the files read so far, from the first
    /// with none missing (those taken from the store and those parsed), as
    /// `CorpusLoader.parseInParallel` hands them over.
    package func parse(_ files: [SourceFile], roots: [String], reusing reusable: Reusable, progress: CorpusLoader.Progress?,
               preview: (@Sendable ([ParsedFile]) -> Void)?, firstPreview: Int) -> Outcome {
        let absoluteRoots = Self.absolute(roots)
        let reused = reusable.files
        let missing = reused.indices.filter { reused[$0] == nil }
        let found = files.count - missing.count
        let total = files.count
        progress?(.reading(done: found, total: total))
        var shifted: CorpusLoader.Progress? = nil
        if let progress {
            shifted = { step in
                guard case .reading(let done, _) = step else { return progress(step) }
                progress(.reading(done: found + done, total: total))
            }
        }
        let fresh = CorpusLoader.parseInParallel(missing.map { files[$0] }, progress: shifted,
                                                 preview: preview.map { Self.merging(reused, missing: missing, into: $0) },
                                                 firstPreview: firstPreview)
        var parsed = reused.map { $0 ?? ParsedFile() }
        for (position, file) in zip(missing, fresh.files) { parsed[position] = file }
        let stored = files.indices.map {
            CaseStoreFile.Stored(path: Self.absolute(files[$0].path), source: files[$0], lasting: Self.cacheable(parsed[$0]))
        }
        let fingerprint = CorpusFingerprint.of(build: Self.build, roots: absoluteRoots, files: files,
                                               lasting: { stored[$0].lasting })
        let pending = CaseStoreWrite(cache: self, path: filePath(roots: roots), roots: absoluteRoots, build: Self.build,
                                     stored: stored, parsed: parsed,
                                     fingerprint: stored.allSatisfy(\.lasting) ? fingerprint : nil)
        return Outcome(parsed: parsed, notes: reusable.notes, reused: found, parsedAgain: missing.count, pending: pending,
                       columns: found == 0 ? fresh.columns : nil, fingerprint: fingerprint)
    }

    /// Hands `preview` the files from the first up to the first one still being parsed: the parsed
    /// ones (`fresh`, the first of `missing`) put among those the store gave (`reused`).
    static func merging(_ reused: [ParsedFile?], missing: [Int],
                        into preview: @escaping @Sendable ([ParsedFile]) -> Void) -> @Sendable ([ParsedFile]) -> Void {
        return { fresh in
            let end = fresh.count < missing.count ? missing[fresh.count] : reused.count
            var soFar = Array(reused[0..<end])
            for (position, file) in zip(missing, fresh) { soFar[position] = file }
            preview(soFar.map { $0 ?? ParsedFile() })
        }
    }

    /// Fills `reused` with the cached files whose size and time still match; a note when a damaged
    /// segment was passed over.
    func reuse(_ index: CaseStoreFile.Index, files: [SourceFile], cachePath: String,
               into reused: inout [ParsedFile?]) -> String? {
        var lookup: [String: Int]? = nil
        var wanted: [Int: [(file: Int, slot: Int)]] = [:]
        for (position, file) in files.enumerated() {
            let path = Self.absolute(file.path)
            var entryIndex: Int? = nil
            // Usually the same files in the same order: no table needed.
            if position < index.entries.count, index.entries[position].path == path {
                entryIndex = position
            } else {
                if lookup == nil {
                    lookup = Dictionary(index.entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
                }
                entryIndex = lookup?[path]
            }
            guard let entryIndex else { continue }
            let entry = index.entries[entryIndex]
            guard entry.describes(file) else { continue }
            wanted[entry.segment, default: []].append((position, entry.slot))
        }
        let segments = wanted.keys.sorted()
        let results = UnsafeSendableBox([Result<[ParsedFile], StoreCorruption>?](repeating: nil, count: segments.count))
        guard let file = index.file else { return nil }
        let table = index.segments, strings = index.strings
        results.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: segments.count) { position in
                target.buffer[position] = CaseStoreFile.readSegment(table[segments[position]], from: file.descriptor,
                                                                     strings: strings)
            }
        }
        var damaged: String? = nil
        for (position, segment) in segments.enumerated() {
            switch results.value[position] {
            case .success(let parsed)?:
                for (file, slot) in wanted[segment] ?? [] where slot < parsed.count { reused[file] = parsed[slot] }
            case .failure(let error)?:
                damaged = error.reason
            case nil:
                break
            }
        }
        return damaged.map { "part of the case store \(cachePath) was ignored: \($0); those letters were read again" }
    }

    /// Files worth keeping: not those whose problem may go away without the file changing (permissions,
    /// a PDF tool installed later).
    static func cacheable(_ file: ParsedFile) -> Bool {
        cacheable(problems: file.problems)
    }

    static func cacheable(problems: [LoadProblem]) -> Bool {
        !problems.contains { $0.kind == .unreadable || $0.kind == .pdf }
    }

    // MARK: Paths and identity

    static func absolute(_ paths: [String]) -> [String] {
        paths.map { path in
            var trimmed = path
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            return absolute(trimmed)
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }

    static let currentDirectory: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return SystemText.of(buffer)
    }()

    /// This build of imr: its executable's path, size and time. A rebuilt parser may read letters
    /// differently, so a store from another build is not used.
    static let build: String = {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return "v\(CaseStoreFile.version) unknown" }
        let executable = SystemText.of(buffer)
        var info = stat()
        guard stat(executable, &info) == 0 else { return "v\(CaseStoreFile.version) \(executable)" }
        let nanoseconds = info.modifiedNanoseconds
        return "v\(CaseStoreFile.version) \(executable) \(info.st_size) \(nanoseconds)"
        #else
        return "v\(CaseStoreFile.version)"
        #endif
    }()

    /// A NUL-terminated C string held in an array.
    package static func makeDirectory(_ path: String) throws(StoreCorruption) {
        do {
            try PrivateFolder.make(path)
        } catch {
            throw StoreCorruption(reason: error.description)
        }
    }

    /// Store files kept: one per set of paths opened, so the folder would grow with every folder, file
    /// and pipe ever opened.
    static let filesKept = 16

    /// Removes all but the `filesKept` most recently written store files (never `current`), the word
    /// indexes of the sets of paths whose store file is gone.
    package func pruneOldFiles(keeping current: String) {
        guard let folder = opendir(directory) else { return }
        var caches: [(path: String, modified: Int64)] = []
        var wordIndexes: [String] = []
        while let entry = readdir(folder) {
            let name = String(cString: FileCollector.name(of: entry))
            guard name.hasPrefix("corpus-") else { continue }
            let path = directory + "/" + name
            if name.hasSuffix(Self.wordsExtension) { wordIndexes.append(path) }
            guard name.hasSuffix(Self.casesExtension) else { continue }
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            caches.append((path, Int64(info.st_mtim.tv_sec)))
        }
        closedir(folder)
        let oldestFirst = caches.filter { $0.path != current }.sorted { $0.modified < $1.modified }
        let removed = oldestFirst.dropLast(Self.filesKept - 1)
        for old in removed { unlink(old.path) }
        var kept = Set(caches.map(\.path)).subtracting(removed.map(\.path))
        kept.insert(current)
        for path in wordIndexes where !kept.contains(Self.casesPath(ofWordIndex: path)) { unlink(path) }
    }

    static func casesPath(ofWordIndex path: String) -> String {
        String(path.dropLast(wordsExtension.count)) + casesExtension
    }
}
