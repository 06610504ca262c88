import CSignalCleanup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file for another program to read or change: the user's editor on a note, a pager on a case. It
/// lies 0600 in a folder of its own (0700) under TMPDIR, so neither it nor what the editor writes
/// beside it (a swap or backup file) is there for others to read, and it goes with its folder when
/// dropped or removed, on a quit signal (`AtomicFile.removeOnQuitSignals`), and, after a SIGKILL, at
/// the next scratch file made: the folder is named as `AtomicFile`'s temporary files are, writer's
/// process id and all (`AbandonedTemporaryFiles`).
public final class ScratchFile: @unchecked Sendable {
    public let path: String
    private let folder: String
    /// The signal handler's slots for the file and the folder (-1: none).
    private let slots: (file: Int32, folder: Int32)
    /// Set once removed; only the owner's thread touches it.
    private var removed = false

    /// Makes the folder and the file `name` in it, holding `text`.
    public init(holding text: String, named name: String) throws(AtomicFile.Failure) {
        let base = Self.temporaryFolder()
        AbandonedTemporaryFiles.pruneOnce(in: base)
        let template = base + "/" + AtomicFile.temporaryPrefix + "\(getpid())-XXXXXX"
        var chosen = [CChar](repeating: 0, count: template.utf8.count + 1)
        var folderSlot: Int32 = -1
        guard imr_cleanup_make_folder(template, &chosen, chosen.count, &folderSlot) == 0 else { throw .failed(base) }
        folder = SystemText.of(chosen)
        path = folder + "/" + name
        var fileSlot: Int32 = -1
        let descriptor = imr_cleanup_make_file(path, &fileSlot)
        slots = (fileSlot, folderSlot)
        guard descriptor >= 0 else {
            let failure = AtomicFile.Failure.failed(path)
            remove()
            throw failure
        }
        defer { close(descriptor) }
        do {
            try AtomicFile.Output(descriptor: descriptor, target: path).write(text)
        } catch {
            remove()
            throw error
        }
    }

    /// Removes the file, anything else in its folder, and the folder.
    public func remove() {
        guard !removed else { return }
        removed = true
        _ = AbandonedTemporaryFiles.removeFolder(folder)
        imr_cleanup_unregister(slots.file)
        imr_cleanup_unregister(slots.folder)
    }

    deinit { remove() }

    /// TMPDIR when it names a folder, else /tmp.
    package static func temporaryFolder() -> String {
        var folder = SystemText.environment("TMPDIR") ?? ""
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        var info = stat()
        guard folder.hasPrefix("/"), stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return "/tmp" }
        return folder
    }
}
