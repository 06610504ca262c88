#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once: into a temporary file beside it, then renamed into place, so a reader
/// never sees half a file and a failure leaves nothing behind. An existing file is kept unless asked.
public enum AtomicFile {
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
    }

    public static func write(_ text: String, to path: String, overwrite: Bool) throws(Failure) {
        let folder = path.lastIndex(of: "/").map { String(path[path.startIndex..<$0]) } ?? "."
        var info = stat()
        if stat(folder.isEmpty ? "/" : folder, &info) != 0 || (info.st_mode & S_IFMT) != S_IFDIR {
            throw .folderMissing(folder.isEmpty ? "/" : folder)
        }
        if !overwrite && lstat(path, &info) == 0 { throw .exists(path) }
        var template = Array((folder + "/.imr-export-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .failed(path, String(cString: strerror(errno))) }
        let temporary = CaseCache.text(of: template)
        var text = text
        let complete = text.withUTF8 { CacheFileIO.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        if !complete {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary)
            throw .failed(path, reason)
        }
        let synced = fsync(descriptor) == 0
        let syncError = synced ? "" : String(cString: strerror(errno))
        fchmod(descriptor, 0o644)
        close(descriptor)
        if !synced {
            unlink(temporary)
            throw .failed(path, syncError)
        }
        if overwrite {
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw .failed(path, reason)
            }
        } else {
            // link() refuses to replace, so a file that appeared meanwhile is still kept.
            let linked = link(temporary, path) == 0
            let reason = linked ? "" : String(cString: strerror(errno))
            let existed = !linked && errno == EEXIST
            unlink(temporary)
            if existed { throw .exists(path) }
            if !linked { throw .failed(path, reason) }
        }
    }
}
