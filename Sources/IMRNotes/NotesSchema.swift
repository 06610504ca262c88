import GRDB

/// The notes database's tables, made and changed by migrations (never edited once shipped).
enum NotesSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: tags, notes, saved filters") { db in
            // `fold` is the tag as compared (lowercased); `tag` as first typed, shown.
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
        return migrator
    }
}
