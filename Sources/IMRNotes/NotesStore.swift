import Foundation
import GRDB
import IMRIndex
import IMRModel

/// Tags, notes and saved filters, kept in SQLite under case keys (`CaseKey`) so they outlive a moved
/// corpus. WAL mode with a wait on a busy file: the browser and a shell command may write at once, and
/// every change is one committed transaction (a kill loses nothing committed). A damaged file is
/// reported (`NotesStoreError.damaged`) and never written to.
public final class NotesStore: Sendable {
    public let path: String
    let pool: DatabasePool

    /// Opens (making it, and its folder, when missing) the database at `path`.
    public init(path: String) throws(NotesStoreError) {
        self.path = path
        try NotesFile.prepare(path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try NotesSchema.migrator.migrate(pool)
        } catch {
            throw NotesFile.failure(error, path: path)
        }
    }

    /// The database the user's notes live in: `IMR_NOTES`, else `$XDG_DATA_HOME/imr/notes.sqlite`, else
    /// `~/.local/share/imr/notes.sqlite`.
    public static func standardPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["IMR_NOTES"], !path.isEmpty { return path }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return data + "/imr/notes.sqlite"
    }

    public static func standard() throws(NotesStoreError) -> NotesStore {
        try NotesStore(path: standardPath())
    }

    // MARK: Tags

    /// The case's tags, in the order they were added.
    public func tags(of key: String) throws(NotesStoreError) -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT tag FROM tag WHERE caseKey = ? ORDER BY added, fold", arguments: [key])
        }
    }

    /// Every case key's tags, in the order they were added.
    public func tagsByKey() throws(NotesStoreError) -> [String: [String]] {
        try read { db in
            var tags: [String: [String]] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT caseKey, tag FROM tag ORDER BY added, fold")
            while let row = try rows.next() { tags[row[0], default: []].append(row[1]) }
            return tags
        }
    }

    /// Every tag with the number of cases carrying it, most used first.
    public func allTags() throws(NotesStoreError) -> [TagCount] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT MIN(tag), COUNT(*) FROM tag GROUP BY fold ORDER BY COUNT(*) DESC, fold")
                .map { TagCount(tag: $0[0], cases: $0[1]) }
        }
    }

    /// The keys of the cases carrying any of `tags` (compared without regard to case).
    public func keys(taggedWithAny tags: [String]) throws(NotesStoreError) -> Set<String> {
        let folds = tags.map(TagName.fold)
        guard !folds.isEmpty else { return [] }
        return try read { db in
            let marks = Array(repeating: "?", count: folds.count).joined(separator: ",")
            return Set(try String.fetchAll(db, sql: "SELECT caseKey FROM tag WHERE fold IN (\(marks))",
                                           arguments: StatementArguments(folds)))
        }
    }

    /// Puts every tag on every case, in one transaction; a tag already known keeps its first spelling.
    /// Returns how many (case, tag) pairs were new.
    @discardableResult
    public func add(_ tags: [String], to keys: [String]) throws(NotesStoreError) -> Int {
        var cleaned: [String] = []
        for tag in tags { cleaned.append(try TagName.clean(tag)) }
        let now = Date().timeIntervalSince1970
        return try write { db in
            var added = 0
            for tag in cleaned {
                let fold = TagName.fold(tag)
                let spelling = try String.fetchOne(db, sql: "SELECT tag FROM tag WHERE fold = ? LIMIT 1", arguments: [fold]) ?? tag
                for key in keys {
                    try db.execute(sql: "INSERT OR IGNORE INTO tag (caseKey, tag, fold, added) VALUES (?, ?, ?, ?)",
                                   arguments: [key, spelling, fold, now])
                    added += db.changesCount
                }
            }
            return added
        }
    }

    /// Takes every tag off every case, in one transaction. Returns how many (case, tag) pairs went.
    @discardableResult
    public func remove(_ tags: [String], from keys: [String]) throws(NotesStoreError) -> Int {
        let folds = tags.map(TagName.fold)
        return try write { db in
            var removed = 0
            for fold in folds {
                for key in keys {
                    try db.execute(sql: "DELETE FROM tag WHERE caseKey = ? AND fold = ?", arguments: [key, fold])
                    removed += db.changesCount
                }
            }
            return removed
        }
    }

    // MARK: Notes

    public func note(of key: String) throws(NotesStoreError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT text FROM note WHERE caseKey = ?", arguments: [key]) }
    }

    /// Every note, by case key.
    public func notesByKey() throws(NotesStoreError) -> [String: String] {
        try read { db in
            var notes: [String: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT caseKey, text FROM note")
            while let row = try rows.next() { notes[row[0]] = row[1] }
            return notes
        }
    }

    /// Keeps `text` as the case's note; text of nothing but spaces removes the note.
    public func setNote(_ key: String, _ text: String) throws(NotesStoreError) {
        try write { db in try Self.setNote(key, text, in: db) }
    }

    /// Keeps `text` as the case's note only if the note is still `base`, the one the user started from
    /// (nil or blank: none); in the same transaction, so a note another imr wrote meanwhile is never
    /// overwritten unseen. Returns the note kept now when it was not `base` (and nothing was written).
    public func setNote(_ key: String, _ text: String, replacing base: String?) throws(NotesStoreError) -> NoteConflict? {
        try write { db in
            let current = try String.fetchOne(db, sql: "SELECT text FROM note WHERE caseKey = ?", arguments: [key])
            guard NoteText.same(current, base) else { return NoteConflict(key: key, kept: current ?? "") }
            try Self.setNote(key, text, in: db)
            return nil
        }
    }

    private static func setNote(_ key: String, _ text: String, in db: Database) throws {
        let now = Date().timeIntervalSince1970
        let empty = text.allSatisfy(\.isWhitespace)
        if empty {
            try db.execute(sql: "DELETE FROM note WHERE caseKey = ?", arguments: [key])
        } else {
            try db.execute(sql: """
                INSERT INTO note (caseKey, text, updated) VALUES (?, ?, ?)
                ON CONFLICT(caseKey) DO UPDATE SET text = excluded.text, updated = excluded.updated
                """, arguments: [key, text, now])
        }
    }

    // MARK: Saved filters

    public func savedFilters() throws(NotesStoreError) -> [SavedFilter] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT name, query FROM savedFilter ORDER BY name")
                .map { SavedFilter(name: $0[0], query: $0[1]) }
        }
    }

    /// Keeps `query` under `name`, replacing what was kept there.
    public func saveFilter(_ name: String, query: String) throws(NotesStoreError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO savedFilter (name, query) VALUES (?, ?)
                ON CONFLICT(name) DO UPDATE SET query = excluded.query
                """, arguments: [name, query])
        }
    }

    /// Forgets the filter kept under `name`; false when there was none.
    @discardableResult
    public func removeFilter(_ name: String) throws(NotesStoreError) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM savedFilter WHERE name = ?", arguments: [name])
            return db.changesCount > 0
        }
    }

    // MARK: Access

    private func read<T>(_ body: (Database) throws -> T) throws(NotesStoreError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw NotesFile.failure(error, path: path)
        }
    }

    private func write<T>(_ body: (Database) throws -> T) throws(NotesStoreError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw NotesFile.failure(error, path: path)
        }
    }
}
