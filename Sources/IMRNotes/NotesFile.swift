import Foundation
import GRDB
import IMRIndex
import IMRFiles

/// The checks made on the database file before it is opened for writing, so a damaged file is
/// reported as it is rather than changed (a journal mode switched, a WAL file made next to it).
enum NotesFile {
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Makes the folder (0700) and an empty file (0600) when missing: SQLite would make it 0644, and
    /// gives its journal and WAL files the database's mode. An existing file must be an SQLite database
    /// that passes SQLite's quick check.
    static func prepare(_ path: String) throws(NotesStoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try PrivateFolder.make(folder)
            } catch {
                throw .cannotOpen(path: path, reason: "cannot make the folder \(folder) (\(error.reason))")
            }
        }
        let made = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if made >= 0 { close(made) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            if FileManager.default.fileExists(atPath: path) { throw .cannotOpen(path: path, reason: "cannot read it") }
            return
        }
        let start = (try? handle.read(upToCount: header.count)) ?? nil
        try? handle.close()
        guard let start, !start.isEmpty else { return }
        guard Array(start) == header else { throw .damaged(path: path, reason: "not an SQLite database") }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let verdict = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            try queue.close()
            if verdict != ["ok"] {
                throw NotesStoreError.damaged(path: path, reason: summary(ofCheck: verdict))
            }
        } catch let error as NotesStoreError {
            throw error
        } catch {
            throw failure(error, path: path)
        }
    }

    /// What SQLite's quick check found, in a line: its first problem and how many more. The check says
    /// each on a line of its own, under a "*** in database main ***" heading, up to a hundred of them.
    static func summary(ofCheck verdict: [String]) -> String {
        let problems = verdict.flatMap { $0.split(separator: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("***") && $0.hasSuffix("***")) }
        guard let first = problems.first else { return "it fails SQLite's check" }
        let more = problems.count - 1
        return more == 0 ? first : "\(first), and \(more) more problem\(more == 1 ? "" : "s")"
    }

    /// An SQLite failure as the store reports it: damage apart from other failures.
    static func failure(_ error: any Error, path: String) -> NotesStoreError {
        if let error = error as? NotesStoreError { return error }
        guard let error = error as? DatabaseError else { return .cannotOpen(path: path, reason: "\(error)") }
        let reason = error.message ?? "\(error.resultCode)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_NOTADB: return .damaged(path: path, reason: "not an SQLite database")
        case .SQLITE_CORRUPT: return .damaged(path: path, reason: reason)
        default: return .cannotOpen(path: path, reason: reason)
        }
    }
}
