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
        let magic: [UInt8] = Array("%PDF-".utf8)
        let head = bytes.prefix(1024)
        guard head.count >= magic.count else { return false }
        for start in 0...(head.count - magic.count) where head[start] == magic[0] {
            if Array(head[start..<(start + magic.count)]) == magic { return true }
        }
        return false
    }

    public static func hasPDFExtension(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".pdf")
    }

    /// Where pdftotext is, looked up once.
    static let pdftotext: String? = tool("pdftotext")
    static let pdfinfo: String? = tool("pdfinfo")

    static func tool(_ name: String) -> String? {
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
    static func diagnose(_ path: String) -> Failure {
        guard let pdfinfo, let info = run(pdfinfo, [path]) else { return .damaged("") }
        let message = String(decoding: info.errors, as: UTF8.self)
        if message.lowercased().contains("password") { return .encrypted }
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
        return .damaged(firstLine.replacingOccurrences(of: "Syntax Error: ", with: ""))
    }

    struct Run {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    static func run(_ executable: String, _ arguments: [String]) -> Run? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Drain stderr beside stdout so neither pipe can fill and stall the tool.
        let collected = ErrorCollector()
        let reader = Thread { collected.store(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: [UInt8](data), errors: collected.wait())
    }

    final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var bytes: [UInt8] = []

        func store(_ data: Data) {
            bytes = [UInt8](data)
            done.signal()
        }

        func wait() -> [UInt8] {
            done.wait()
            return bytes
        }
    }
}
