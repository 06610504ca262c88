import GRDB
import IMRIndex
import IMRModel

/// The notes database's tables, made and changed by migrations (never edited once shipped).
enum NotesSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: tags, notes, saved filters") { db in
            // `fold` is the tag as compared (`TagName.fold`); `tag` as first typed, shown.
            try db.create(table: "tag") { table in
                table.column("caseKey", .text).notNull()
                table.column("tag", .text).notNull()
                table.column("fold", .text).notNull()
                table.column("added", .double).notNull()
                table.uniqueKey(["caseKey", "fold"])
            }
            try db.create(index: "tag_fold", on: "tag", columns: ["fold"])
            try db.create(table: "note") { table in
                table.primaryKey("caseKey", .text)
                table.column("text", .text).notNull()
                table.column("updated", .double).notNull()
            }
            try db.create(table: "savedFilter") { table in
                table.primaryKey("name", .text)
                table.column("query", .text).notNull()
            }
        }
        migrator.registerMigration("v2: tags folded as the matchers fold") { db in
            // `fold` was `lowercased()`; it is now `TagName.fold` (`CaseFold`), which differs for a few
            // letters (the Kelvin sign, "İ"). Rows are folded again; should two of one case's tags then
            // fold alike, the first added is kept rather than the migration failing on the unique key.
            let rows = try Row.fetchAll(db, sql: "SELECT rowid, caseKey, tag, fold FROM tag ORDER BY added, rowid")
            var seen = Set<[String]>()
            for row in rows {
                let rowid: Int64 = row["rowid"], key: String = row["caseKey"], tag: String = row["tag"], old: String = row["fold"]
                let fold = TagName.fold(tag)
                guard seen.insert([key, fold]).inserted else {
                    try db.execute(sql: "DELETE FROM tag WHERE rowid = ?", arguments: [rowid])
                    continue
                }
                if fold != old {
                    try db.execute(sql: "UPDATE tag SET fold = ? WHERE rowid = ?", arguments: [fold, rowid])
                }
            }
        }
        return migrator
    }
}
