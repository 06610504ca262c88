#if canImport(Glibc)
import Glibc
#endif
import IMRBrowser
import Foundation
import IMRIndex
import IMRExport
import IMRText
import IMRColumns
import IMRFiles

/// Carries out an export request: cases into one file in the format its extension names (text unless
/// .md, .json or .csv), or one text file per case into a folder (a destination ending in "/", or a
/// folder that exists).
public enum ExportRunner {
    public enum Plan: Equatable {
        /// Files that would be replaced: ask first.
        case needsConsent([String])
        case write([(id: String, path: String)])
        /// Several cases as one document at `path`.
        case document(path: String, ids: [String])
        case invalid(String)

        public static func == (lhs: Plan, rhs: Plan) -> Bool {
            switch (lhs, rhs) {
            case let (.needsConsent(a), .needsConsent(b)): return a == b
            case let (.invalid(a), .invalid(b)): return a == b
            case let (.write(a), .write(b)): return a.map(\.id) == b.map(\.id) && a.map(\.path) == b.map(\.path)
            case let (.document(a, x), .document(b, y)): return a == b && x == y
            default: return false
            }
        }
    }

    /// Where each case goes, and whether anything would be replaced. `isDirectory`/`exists` are the
    /// file system's answers (injected for tests).
    public static func plan(_ request: ExportRequest, isDirectory: (String) -> Bool, exists: (String) -> Bool) -> Plan {
        guard !request.ids.isEmpty else { return .invalid("nothing to export") }
        let destination = request.destination
        let toFolder = destination.hasSuffix("/") || isDirectory(destination)
        if !toFolder && request.ids.count > 1 && request.brief == nil {
            if !request.overwrite && exists(destination) { return .needsConsent([destination]) }
            return .document(path: destination, ids: request.ids)
        }
        var targets: [(id: String, path: String)] = []
        if toFolder {
            let folder = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
            let names = ExportFormat.safeFileNames(for: request.ids, extension: ExportFormat.text.fileExtension)
            for (id, name) in zip(request.ids, names) {
                targets.append((id, (folder.isEmpty ? "." : folder) + "/" + name))
            }
        } else {
            targets.append((request.ids[0], destination))
        }
        if let brief = request.brief {
            let folder = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
            targets = [(request.ids[0], toFolder ? (folder.isEmpty ? "." : folder) + "/"
                        + ExportFormat.briefFileName(for: brief, format: .markdown) : destination)]
        }
        if !request.overwrite {
            let existing = targets.map(\.path).filter(exists)
            if !existing.isEmpty { return .needsConsent(existing) }
        }
        return .write(targets)
    }

    /// Writes the files; returns the status line to show. `progress` gets (done, total). Each case is
    /// read from the index, with the user's tags and note, when its file is written.
    public static func run(_ targets: [(id: String, path: String)], of index: CorpusIndex, overwrite: Bool,
                           query: CaseQuery? = nil, progress: (Int, Int) -> Void) -> StatusMessage {
        if let folder = commonFolder(targets), targets.count > 1 || targets.first.map({ $0.path.hasPrefix(folder + "/") }) == true {
            if let failure = makeFolder(folder) { return StatusMessage("Export failed: \(failure)", isError: true) }
        }
        var written = 0
        for (number, target) in targets.enumerated() {
            guard let row = index.row(ofId: target.id) else { continue }
            let imrCase = index.listedCase(row, matchedBy: query.map { [$0] } ?? [])
            do {
                let format = ExportFormat(fileName: target.path) ?? .text
                try AtomicFile.write(format.render(imrCase, annotations: index.annotations(of: imrCase)),
                                     to: target.path, overwrite: overwrite)
                written += 1
            } catch {
                let done = written == 0 ? "" : " after " + Wording.count(written, "file")
                return StatusMessage("Export failed\(done): \(error.description)", isError: true)
            }
            if number % 200 == 0 { progress(number + 1, targets.count) }
        }
        if targets.count == 1, let only = targets.first { return StatusMessage("Exported \(only.id) to \(only.path)") }
        let folder = commonFolder(targets) ?? "."
        return StatusMessage("Exported \(Wording.count(written, "case")) to \(folder)/")
    }

    /// Writes several cases as one document, in the format the file's extension names (text else). Each
    /// case is read from the index, with its tags and note, when it is written, and let go: the browser
    /// asks this off its main thread, and a document of every case of a store never holds them all.
    public static func runDocument(path: String, rows: [Int], of index: CorpusIndex, overwrite: Bool,
                                   query: CaseQuery? = nil) -> StatusMessage {
        let format = ExportFormat(fileName: path) ?? .text
        let annotations = index.allAnnotations
        do {
            try AtomicFile.write(to: path, overwrite: overwrite) { write throws(AtomicFile.Failure) in
                try index.writeDocument(format, rows: rows, matchedBy: query.map { [$0] } ?? [], annotations: annotations, to: write)
            }
        } catch {
            return StatusMessage("Export failed: \(error.description)", isError: true)
        }
        return StatusMessage("Exported \(Wording.count(rows.count, "case")) to \(path) (\(format.rawValue))")
    }

    /// Writes a precedent brief: Markdown for a .md file, else text. Returns the status line to show.
    public static func writeBrief(_ found: Precedents, cases: CaseList, to path: String, overwrite: Bool) -> StatusMessage {
        do {
            try AtomicFile.write(ExportFormat.brief(for: path).renderBrief(found, cases: cases), to: path, overwrite: overwrite)
            return StatusMessage("Exported the precedent brief to \(path)")
        } catch {
            return StatusMessage("Export failed: \(error.description)", isError: true)
        }
    }

    static func commonFolder(_ targets: [(id: String, path: String)]) -> String? {
        guard let first = targets.first, let slash = first.path.lastIndex(of: "/") else { return nil }
        return String(first.path[first.path.startIndex..<slash])
    }

    /// mkdir -p, private (`PrivateFolder`); nil on success, else the reason.
    public static func makeFolder(_ path: String) -> String? {
        do {
            try PrivateFolder.make(path)
            return nil
        } catch {
            return error.description
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
