#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

public struct CorpusWriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes a corpus to `folderPath` using both cores: files are made and written in parallel
/// chunks. `progress` receives (letters written, letters total), from any thread.
public func writeCorpus(
    to folderPath: String, config: GeneratorConfig,
    progress: (@Sendable (_ written: Int, _ total: Int) -> Void)? = nil
) throws {
    let generator = CorpusGenerator(config: config)
    let fileCount = generator.fileCount
    let manager = FileManager.default
    let folderCount = (fileCount + 999) / 1000
    for folder in 0..<folderCount {
        let path = folderPath + "/" + CorpusGenerator.digits(folder, 4)
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CorpusWriteError(path: path, reason: "\(error)")
        }
    }
    let state = WriteState()
    let chunkSize = 256
    let chunks = (fileCount + chunkSize - 1) / chunkSize
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        var letters = 0
        for index in (chunk * chunkSize)..<min(fileCount, (chunk + 1) * chunkSize) {
            if state.failed { return }
            let file = generator.file(at: index)
            let path = folderPath + "/" + file.relativePath
            if let reason = writeBytes(file.bytes, to: path) {
                state.fail(CorpusWriteError(path: path, reason: reason))
                return
            }
            letters += file.letters.count
        }
        let written = state.add(letters)
        progress?(written, config.count)
    }
    if let error = state.error { throw error }
}

/// Writes with POSIX calls; returns a reason on failure.
private func writeBytes(_ bytes: [UInt8], to path: String) -> String? {
    guard let handle = fopen(path, "wb") else { return String(cString: strerror(errno)) }
    let written = bytes.withUnsafeBufferPointer { buffer in
        fwrite(buffer.baseAddress, 1, buffer.count, handle)
    }
    let closed = fclose(handle)
    if written != bytes.count || closed != 0 { return String(cString: strerror(errno)) }
    return nil
}

/// Shared progress and first error of a parallel write.
private final class WriteState: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var firstError: CorpusWriteError?

    var failed: Bool { lock.withLock { firstError != nil } }
    var error: CorpusWriteError? { lock.withLock { firstError } }

    func add(_ letters: Int) -> Int {
        lock.withLock {
            total += letters
            return total
        }
    }

    func fail(_ error: CorpusWriteError) {
        lock.withLock {
            if firstError == nil { firstError = error }
        }
    }
}
