import Dispatch
import IMRLetters
import IMRModel
import Synchronization

/// Letters parsed one file at a time, and the problems the files gave.
public struct ParsedLetters: Sendable {
    public let cases: [IMRCase]
    public let problems: [LoadProblem]

    /// `count` files parsed by `FileParser` on every core, as the loader parses them, in order: `file`
    /// gives each one's display path and bytes. The first error a file's reading throws is thrown.
    static func parse<Failure: Error>(count: Int, _ file: @Sendable (Int) throws(Failure) -> (displayPath: String, bytes: [UInt8]))
        throws(Failure) -> [ParsedFile] {
        let memo = ParseMemo()
        let chunk = 32
        let done = Mutex<(files: [Int: [ParsedFile]], error: Failure?)>(([:], nil))
        DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { number in
            do throws(Failure) {
                var files: [ParsedFile] = []
                for index in number * chunk..<min(count, (number + 1) * chunk) {
                    let (displayPath, bytes) = try file(index)
                    files.append(FileParser.parse(bytes: bytes, displayPath: displayPath, memo: memo))
                }
                done.withLock { [files] in $0.files[number] = files }
            } catch {
                done.withLock { if $0.error == nil { $0.error = error } }
            }
        }
        let (files, error) = done.withLock { ($0.files, $0.error) }
        if let error { throw error }
        return files.keys.sorted().flatMap { files[$0]! }
    }
}
