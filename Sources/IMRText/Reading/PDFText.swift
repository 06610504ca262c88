import Foundation

/// Text from the DWC's PDF letters, through poppler's `pdftotext -layout` (never a PDF reader of our own).
public enum PDFText {
    public enum Failure: Error, Equatable {
        /// poppler's tools are not installed.
        case notInstalled
        case notAPDF
        case encrypted
        case damaged(String)
        /// The PDF holds no text: a scanned image.
        case noText

        /// In words for the problems list.
        public var reason: String {
            switch self {
            case .notInstalled:
                return "a PDF, and poppler's pdftotext is not installed (apt-get install poppler-utils)"
            case .notAPDF: return "named .pdf but not a PDF file"
            case .encrypted: return "an encrypted PDF (a password is needed to read it)"
            case .damaged(let detail): return "a damaged PDF" + (detail.isEmpty ? "" : " (\(detail))")
            case .noText: return "a PDF with no text in it (a scanned image?): imr reads text PDFs only"
            }
        }
    }

    /// PDF files start with "%PDF-" (after at most a little junk, which readers tolerate).
    public static func looksLikePDF(_ bytes: [UInt8]) -> Bool {
        // Asked of every file a load reads: memchr from one "%" to the next over the first kilobyte.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let head = min(buffer.count, 1024)
            var offset = 0
            while offset + 5 <= head, let found = memchr(base + offset, 0x25, head - offset) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard at + 5 <= head else { return false }
                if base[at + 1] == 0x50 && base[at + 2] == 0x44 && base[at + 3] == 0x46 && base[at + 4] == 0x2D { return true }
                offset = at + 1
            }
            return false
        }
    }

    /// Named *.pdf, in any case (asked of every text letter too: no lowercased copy of the path).
    public static func hasPDFExtension(_ path: String) -> Bool {
        let tail = path.utf8.suffix(4)
        let lower = tail.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return lower.elementsEqual(".pdf".utf8)
    }

    /// Where pdftotext is, looked up once.
    package static let pdftotext: String? = tool("pdftotext")
    package static let pdfinfo: String? = tool("pdfinfo")

    package static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The letter's text as `pdftotext -layout` gives it, as UTF-8 bytes.
    public static func extract(path: String) -> Result<[UInt8], Failure> {
        guard let pdftotext else { return .failure(.notInstalled) }
        let run = Self.run(pdftotext, ["-layout", "-enc", "UTF-8", "-q", path, "-"])
        guard let run else { return .failure(.damaged("pdftotext could not be started")) }
        if run.status != 0 {
            return .failure(diagnose(path))
        }
        let hasText = run.output.contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x0C && $0 != 0x0D && $0 != 0x09 }
        return hasText ? .success(run.output) : .failure(.noText)
    }

    /// Why pdftotext refused: pdfinfo says whether a password is needed.
    package static func diagnose(_ path: String) -> Failure {
        guard let pdfinfo, let info = run(pdfinfo, [path]) else { return .damaged("") }
        let message = String(decoding: info.errors, as: UTF8.self)
        if CaseFold.key(message).contains("password") { return .encrypted }
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
        return .damaged(firstLine.replacingOccurrences(of: "Syntax Error: ", with: ""))
    }

    package struct Run {
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]
    }

    package static func run(_ executable: String, _ arguments: [String]) -> Run? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // Told when the tool ends: `waitUntilExit` looks every 50 ms on Linux, which was four fifths of
        // a letter's 63 ms on one core (pdftotext itself takes about 12).
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return nil }
        // Drain stderr beside stdout so neither pipe can fill and stall the tool.
        let collected = ErrorCollector()
        let reader = Thread { collected.store(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return Run(status: process.terminationStatus, output: [UInt8](data), errors: collected.wait())
    }

    package final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var bytes: [UInt8] = []

        package func store(_ data: Data) {
            bytes = [UInt8](data)
            done.signal()
        }

        package func wait() -> [UInt8] {
            done.wait()
            return bytes
        }
    }
}
