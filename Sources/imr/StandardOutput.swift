#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRIndex
import Synchronization
import IMRFiles

/// Standard output, the one way the commands write to it: buffered, and every write checked, as a file
/// written with -o is. A write that fails (a full disk, /dev/full, a closed descriptor) is a `Failure`
/// the command ends with: one line on stderr, status 2, never status 0 and an empty file. A reader
/// that went away (`imr list | head`) ends it quietly, as SIGPIPE does when it is not ignored.
enum StandardOutput {
    enum Failure: Error {
        /// The reason the system gave, as the message says it.
        case failed(String)
        /// EPIPE: the other end of the pipe was closed.
        case readerGone
    }

    private struct State {
        var pending: [UInt8] = []
        /// The first failure: every later write and flush fails with it, and writes nothing.
        var failure: Failure?
    }

    private static let state = Mutex(State())
    /// On a terminal each write is shown at once; into a file or pipe it waits for a full buffer.
    private static let isTerminal = isatty(STDOUT_FILENO) == 1
    private static let bufferSize = 1 << 16

    static func write(_ text: String) throws(Failure) {
        try append { $0.append(contentsOf: text.utf8) }
    }

    /// Bytes as they are (text already encoded, a JSON line).
    static func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        try append { $0.append(contentsOf: bytes) }
    }

    private static func append(_ add: (inout [UInt8]) -> Void) throws(Failure) {
        try state.withLock { state throws(Failure) in
            if let failure = state.failure { throw failure }
            add(&state.pending)
            if isTerminal || state.pending.count >= bufferSize { try drain(&state) }
        }
    }

    /// `text` and a line feed, as `print` writes it.
    static func line(_ text: String) throws(Failure) {
        try write(text + "\n")
    }

    /// Writes what is buffered; throws the first failure, now or earlier.
    static func flush() throws(Failure) {
        try state.withLock { state throws(Failure) in try drain(&state) }
    }

    private static func drain(_ state: inout State) throws(Failure) {
        if let failure = state.failure { throw failure }
        defer { state.pending.removeAll(keepingCapacity: true) }
        guard let error = state.pending.withUnsafeBytes({ DescriptorWrite.all($0, to: STDOUT_FILENO) }) else { return }
        let failure: Failure = switch error {
        case EPIPE: .readerGone
        case EBADF: .failed("it is closed")
        default: .failed(String(cString: strerror(error)))
        }
        state.failure = failure
        throw failure
    }
}
