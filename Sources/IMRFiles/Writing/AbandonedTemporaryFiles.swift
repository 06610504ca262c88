#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Temporary files a killed writer left behind (SIGKILL, a power cut, a full disk that killed the
/// process): `AtomicFile` names each with its process id, so one whose writer is gone can be told from
/// one another imr is still writing, and removed. So is the private folder of a `ScratchFile` (its
/// name is made the same way), with what the editor left in it.
package enum AbandonedTemporaryFiles {
    /// A temporary file this old is abandoned whatever its name says (a writer on another machine
    /// sharing the folder, a process id reused since).
    package static let maximumAge: Int64 = 24 * 60 * 60
    /// Temporary files of imr builds before `AtomicFile`: recognised by name, removed by age alone.
    package static let legacyPrefixes = [".imr-cache-"]
    package static let legacyAge: Int64 = 60 * 60

    /// The folders pruned by `pruneOnce` in this process.
    private static let pruned = Mutex<Set<String>>([])

    /// `prune`, the first time a write goes into `folder` in this process: an export of a file per
    /// case looks once, not once per file.
    package static func pruneOnce(in folder: String) {
        guard pruned.withLock({ $0.insert(folder).inserted }) else { return }
        prune(in: folder)
    }

    /// Removes the abandoned temporary files in `folder`; returns how many.
    @discardableResult
    package static func prune(in folder: String, now: Int64 = Int64(time(nil))) -> Int {
        guard let directory = opendir(folder) else { return 0 }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(cString: FileCollector.name(of: entry))
            if name.hasPrefix(AtomicFile.temporaryPrefix) || legacyPrefixes.contains(where: name.hasPrefix) {
                names.append(name)
            }
        }
        closedir(directory)
        var removed = 0
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let age = now - Int64(info.st_mtim.tv_sec)
            guard isAbandoned(name: name, age: age) else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: if unlink(path) == 0 { removed += 1 }
            // Only a folder of this user's: in a shared TMPDIR another's is not imr's to look into.
            case S_IFDIR where info.st_uid == getuid(): if removeFolder(path) { removed += 1 }
            default: break
            }
        }
        return removed
    }

    /// Removes a scratch folder and the files in it (the note, an editor's backup or swap file); one
    /// that holds a folder is left.
    package static func removeFolder(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(cString: FileCollector.name(of: entry))
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names { unlink(path + "/" + name) }
        return rmdir(path) == 0
    }

    package static func isAbandoned(name: String, age: Int64) -> Bool {
        guard name.hasPrefix(AtomicFile.temporaryPrefix) else { return age > legacyAge }
        if age > maximumAge { return true }
        guard let writer = writerProcess(of: name) else { return false }
        if writer == getpid() { return false }
        return kill(writer, 0) != 0 && errno == ESRCH
    }

    /// The process id in ".imr-tmp-PID-XXXXXX"; nil for a name without one.
    package static func writerProcess(of name: String) -> pid_t? {
        let rest = name.dropFirst(AtomicFile.temporaryPrefix.count)
        guard let dash = rest.firstIndex(of: "-") else { return nil }
        return pid_t(rest[..<dash]).flatMap { $0 > 0 ? $0 : nil }
    }
}
