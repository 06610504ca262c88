#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shell script a test writes and then runs (an editor, a pager). Written through a descriptor closed on
/// exec: a file still open for writing in any process cannot be run ("Text file busy", the shell's status
/// 126), and a program another test starts at that moment would otherwise inherit the descriptor.
public enum ExecutableScript {
    public struct WriteFailed: Error, CustomStringConvertible {
        public let path: String
        public let errno: Int32
        public var description: String { "could not write \(path): \(String(cString: strerror(errno)))" }
    }

    public static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw WriteFailed(path: path, errno: errno) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw WriteFailed(path: path, errno: errno) }
            written += count
        }
        // The mode asked for at creation is cut by the umask, and an existing file keeps its own.
        guard fchmod(descriptor, 0o755) == 0 else { throw WriteFailed(path: path, errno: errno) }
    }
}

#if canImport(Glibc)
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
private let posixWrite = Darwin.write
#endif
