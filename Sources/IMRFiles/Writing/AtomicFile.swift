import CSignalCleanup
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way imr writes a file (exports, the case store, the word index, the filter history and
/// configuration): into a temporary file beside it, written whole (and synced, when it must survive a
/// power cut), then renamed into place, or linked for a file that must not replace one already there.
/// A reader never sees half a file, and a failure leaves no temporary file.
///
/// Every file is the owner's alone: 0600 as mkstemp makes it, less under a stricter umask, whatever
/// was at the path before (the files hold medical records; a user who shares one says so with chmod).
public enum AtomicFile {
    /// Every temporary file is this prefix, the writer's process id and six random characters, in the
    /// target's folder: one a killed writer left behind is recognised by its name and removed
    /// (`AbandonedTemporaryFiles`), by the next write into that folder.
    public static let temporaryPrefix = ".imr-tmp-"

    public enum Mode: Sendable {
        /// Whatever is at the path is replaced.
        case replace
        /// An existing file is kept and the write fails with `Failure.exists`.
        case keepExisting
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case exists(String)
        case folderMissing(String)
        case failed(String, String)

        public var description: String {
            switch self {
            case .exists(let path): return "\(path) already exists (use --force to replace it)"
            case .folderMissing(let path): return "the folder \(path) does not exist"
            case .failed(let path, let reason): return "could not write \(path): \(reason)"
            }
        }

        /// The last system call's failure, as it says it.
        package static func failed(_ path: String) -> Failure { .failed(path, String(cString: strerror(errno))) }
    }

    /// Writes `text` as an export (`write(to:overwrite:pieces:)`, in one piece).
    public static func write(_ text: String, to path: String, overwrite: Bool) throws(Failure) {
        try write(to: path, overwrite: overwrite) { write throws(Failure) in try write(text) }
    }

    /// Writes an export as it is made: `body` hands each piece to the function it is given. The folder
    /// is synced so it survives a crash; nothing is in place until the last piece is written, and a
    /// failure leaves nothing.
    public static func write(to path: String, overwrite: Bool,
                             pieces body: (_ write: (String) throws(Failure) -> Void) throws(Failure) -> Void) throws(Failure) {
        try write(to: path, mode: overwrite ? .replace : .keepExisting, durable: true) {
            output throws(Failure) in try body { piece throws(Failure) in try output.write(piece) }
        }
    }

    /// `write(to:overwrite:pieces:)` for pieces already encoded (a document written from stored records).
    public static func write(to path: String, overwrite: Bool,
                             bytes body: (_ write: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) -> Void) throws(Failure) {
        try write(to: path, mode: overwrite ? .replace : .keepExisting, durable: true) {
            output throws(Failure) in try body { piece throws(Failure) in try output.write(piece) }
        }
    }

    /// Writes the file through `body`, which gets the open temporary file.
    /// - Parameter durable: sync the file before the rename and the folder after it, so both survive a
    ///   power cut: for what a user asked to keep. A cache passes false: its checksums are checked when it
    ///   is read, so one torn by a power cut is rebuilt, never used, and syncing it would add about a
    ///   third to its write (0.3 s of a first open at 100,000 letters).
    package static func write(to path: String, mode: Mode, durable: Bool, _ body: (Output) throws(Failure) -> Void) throws(Failure) {
        let pending = try Pending(path: path, mode: mode, durable: durable)
        try body(pending.output)
        try pending.commit()
    }

    /// A write begun and not yet put in place: the temporary file is open, to be written now and later
    /// (the case store writes its segments while the letters are still being read), then committed, or
    /// removed when the write is abandoned or this is dropped first.
    package final class Pending: @unchecked Sendable {
        package let output: Output
        private let temporary: String
        private let mode: Mode
        private let durable: Bool
        /// Set once the file is committed or abandoned (the descriptor is closed then).
        private var settled = false

        package init(path: String, mode: Mode, durable: Bool) throws(Failure) {
            let folder = AtomicFile.folder(of: path)
            var info = stat()
            if stat(folder, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR { throw .folderMissing(folder) }
            if mode == .keepExisting && lstat(path, &info) == 0 { throw .exists(path) }
            // An export killed with SIGKILL left the cases' full text here: gone before another is written.
            AbandonedTemporaryFiles.pruneOnce(in: folder)
            let template = folder + "/" + temporaryPrefix + "\(getpid())-XXXXXX"
            var chosen = [CChar](repeating: 0, count: template.utf8.count + 1)
            var slot: Int32 = -1
            // Made and kept for removal on a quit signal in one step: no signal finds it made and not kept.
            let descriptor = imr_cleanup_make_temporary(template, &chosen, chosen.count, &slot)
            guard descriptor >= 0 else { throw .failed(path) }
            temporary = SystemText.of(chosen)
            Unsettled.add(temporary, slot: slot)
            output = Output(descriptor: descriptor, target: path)
            self.mode = mode
            self.durable = durable
        }

        /// Puts the file in place (see `write`); on a failure nothing is left.
        package func commit() throws(Failure) {
            guard !settled else { return }
            settled = true
            let path = output.target
            guard !durable || fsync(output.descriptor) == 0 else {
                let failure = Failure.failed(path)
                discard(closing: true)
                throw failure
            }
            guard close(output.descriptor) == 0 else {
                let failure = Failure.failed(path)
                discard(closing: false)
                throw failure
            }
            switch mode {
            case .replace:
                guard rename(temporary, path) == 0 else {
                    let failure = Failure.failed(path)
                    discard(closing: false)
                    throw failure
                }
                Unsettled.remove(temporary)
            case .keepExisting:
                // link() refuses to replace, so a file that appeared since the check above is still kept.
                let linked = link(temporary, path) == 0
                let failure: Failure = errno == EEXIST ? .exists(path) : .failed(path)
                discard(closing: false)
                guard linked else { throw failure }
            }
            if durable { sync(folder: AtomicFile.folder(of: path)) }
        }

        /// Removes the temporary file: nothing of the write stays.
        package func abandon() {
            guard !settled else { return }
            settled = true
            discard(closing: true)
        }

        private func discard(closing: Bool) {
            if closing { close(output.descriptor) }
            unlink(temporary)
            Unsettled.remove(temporary)
        }

        deinit { abandon() }
    }

    /// The temporary files of writes neither committed nor abandoned, removed when the process exits: a
    /// browser quit while it reads a corpus for the first time leaves its store's half (the corpus is
    /// kept until exit, so the write is never dropped). A quit signal (Ctrl-C on a first open) removes
    /// them too, once `removeOnQuitSignals` is called; a killed process (SIGKILL) leaves them to
    /// `AbandonedTemporaryFiles`.
    package enum Unsettled {
        /// Each file's slot with the signal handler (-1: none free, left to the prune).
        private static let paths: Mutex<[String: Int32]> = {
            atexit { Unsettled.removeAll() }
            return Mutex([:])
        }()

        package static func add(_ path: String, slot: Int32) {
            paths.withLock { $0[path] = slot }
        }

        package static func remove(_ path: String) {
            paths.withLock { paths in
                if let slot = paths.removeValue(forKey: path) { imr_cleanup_unregister(slot) }
            }
        }

        package static func contains(_ path: String) -> Bool { paths.withLock { $0[path] != nil } }

        package static func removeAll() {
            for path in paths.withLock({ $0.keys }) { unlink(path) }
        }
    }

    /// Has SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the temporary files of unfinished writes before
    /// the process dies of them (the command line calls it first thing; the browser's own handlers
    /// quit through exit, which removes them).
    public static func removeOnQuitSignals() {
        imr_cleanup_install_signal_handlers()
    }

    /// The open temporary file: every write is whole or throws.
    package struct Output: Sendable {
        package let descriptor: Int32
        package let target: String

        package func write(_ raw: UnsafeRawBufferPointer) throws(Failure) {
            if DescriptorWrite.all(raw, to: descriptor) != nil { throw .failed(target) }
        }

        /// `bytes` written at `offset`, over what is there (the file's position does not move).
        package func write(_ bytes: [UInt8], at offset: Int) throws(Failure) {
            let failed = bytes.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor, at: offset) }
            if failed != nil { throw .failed(target) }
        }

        package func write(_ bytes: [UInt8]) throws(Failure) {
            try bytes.withUnsafeBytes { raw in Result { () throws(Failure) in try write(raw) } }.get()
        }

        package func write(_ text: String) throws(Failure) {
            var text = text
            try text.withUTF8 { utf8 in Result { () throws(Failure) in try write(UnsafeRawBufferPointer(utf8)) } }.get()
        }
    }

    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Best effort: the file is already in place, so a folder that cannot be synced is no failure.
    package static func sync(folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
