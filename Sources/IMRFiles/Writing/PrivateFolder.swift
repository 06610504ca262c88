#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way imr makes a folder for what it keeps (the case store, the notes database, the filter
/// history and configuration, exports): as `mkdir -p` would, each missing parent too, but 0700 (less
/// under a stricter umask), since what they hold are medical records. A folder already there is left
/// as it is.
public enum PrivateFolder {
    public struct Failure: Error, CustomStringConvertible {
        public let folder: String
        public let reason: String

        public var description: String { "could not make the folder \(folder) (\(reason))" }
    }

    public static func make(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + part
            var info = stat()
            if stat(prefix, &info) == 0 { continue }
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw Failure(folder: prefix, reason: String(cString: strerror(errno)))
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw Failure(folder: path, reason: "a file is in the way")
        }
    }
}
