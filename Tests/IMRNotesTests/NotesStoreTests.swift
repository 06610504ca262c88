import Foundation
import GRDB
import IMRIndex
import Testing
import IMRExport
import IMRModel
import IndexFixtures
@testable import IMRNotes

/// A database path in a fresh folder, removed when the test is done.
final class ScratchFolder {
    let path = NSTemporaryDirectory() + "imr-notes-\(UUID().uuidString)"
    var database: String { path + "/imr/notes.sqlite" }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct NotesStoreTests {
    @Test func tagsNotesAndFiltersSurviveReopening() throws {
        let folder = ScratchFolder()
        do {
            let store = try NotesStore(path: folder.database)
            #expect(try store.add(["Follow up", "mri"], to: ["CM15-0001", "text:00ff"]) == 4)
            #expect(try store.add(["MRI", "  follow   up "], to: ["CM15-0001"]) == 0, "compared without regard to case or spaces")
            try store.setNote("CM15-0001", "Ask about the second MRI.\n")
            try store.saveFilter("knees", query: "region:knee overturned")
        }
        let store = try NotesStore(path: folder.database)
        #expect(try store.tags(of: "CM15-0001") == ["Follow up", "mri"])
        #expect(try store.allTags() == [TagCount(tag: "Follow up", cases: 2), TagCount(tag: "mri", cases: 2)])
        #expect(try store.keys(taggedWithAny: ["MRI"]) == ["CM15-0001", "text:00ff"])
        #expect(try store.note(of: "CM15-0001") == "Ask about the second MRI.\n")
        #expect(try store.savedFilters() == [SavedFilter(name: "knees", query: "region:knee overturned")])

        #expect(try store.remove(["FOLLOW UP"], from: ["CM15-0001", "CM99-9999"]) == 1)
        #expect(try store.tags(of: "CM15-0001") == ["mri"])
        try store.setNote("CM15-0001", "  \n")
        #expect(try store.note(of: "CM15-0001") == nil, "an empty note removes it")
        #expect(try store.removeFilter("knees"))
        #expect(try !store.removeFilter("knees"))
        #expect(throws: NotesStoreError.self) { try store.add(["  "], to: ["CM15-0001"]) }
    }

    /// A file written when tags were folded by `lowercased()` is folded again as the matchers fold
    /// (`CaseFold`): its tags are found and removed by the new fold, the others as before.
    @Test func tagsFoldedTheOldWayAreFoldedAgainOnOpening() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/imr", withIntermediateDirectories: true)
        do {
            let queue = try DatabaseQueue(path: folder.database)
            try NotesSchema.migrator.migrate(queue, upTo: "v1: tags, notes, saved filters")
            try queue.write { db in
                // "İ" lower-cases to two code points, the Kelvin sign to an ASCII k: `CaseFold` keeps both.
                for (key, tag, added) in [("CM15-0001", "İzmir", 1.0), ("CM15-0001", "\u{212A}elvin", 2.0),
                                          ("CM15-0002", "mri", 3.0)] {
                    try db.execute(sql: "INSERT INTO tag (caseKey, tag, fold, added) VALUES (?, ?, ?, ?)",
                                   arguments: [key, tag, tag.lowercased(), added])
                }
            }
        }
        let store = try NotesStore(path: folder.database)
        #expect(try store.tags(of: "CM15-0001") == ["İzmir", "\u{212A}elvin"])
        #expect(try store.keys(taggedWithAny: ["İZMIR"]) == ["CM15-0001"])
        #expect(try store.keys(taggedWithAny: ["MRI"]) == ["CM15-0002"])
        #expect(try store.remove(["\u{212A}ELVIN"], from: ["CM15-0001"]) == 1)
        #expect(try store.tags(of: "CM15-0001") == ["İzmir"])
    }

    @Test("A note is written against the one it started from: changed meanwhile, nothing is written and the kept one is returned")
    func aNoteConflictIsNotOverwritten() throws {
        let folder = ScratchFolder()
        let store = try NotesStore(path: folder.database)
        #expect(try store.setNote("CM15-0001", "first", replacing: nil) == nil, "no note yet: written")
        #expect(try store.setNote("CM15-0001", "second", replacing: "  first\n") == nil, "the same once trimmed: written")
        #expect(try store.setNote("CM15-0001", "mine", replacing: "first") == NoteConflict(key: "CM15-0001", kept: "second"))
        #expect(try store.note(of: "CM15-0001") == "second", "the note kept meanwhile is left as it is")
        try store.setNote("CM15-0001", "")
        #expect(try store.setNote("CM15-0001", "mine", replacing: "second") == NoteConflict(key: "CM15-0001", kept: ""),
                "a note removed meanwhile is a change too")
        #expect(NoteText.both(kept: "second\n", yours: " mine ") == "second\n\nmine")
        #expect(NoteText.both(kept: "", yours: "mine") == "mine")
        #expect(NoteText.both(kept: "same", yours: "same\n") == "same")
    }

    @Test func twoWritersOnOneFileLoseNothing() async throws {
        let folder = ScratchFolder()
        let first = try NotesStore(path: folder.database)
        let second = try NotesStore(path: folder.database)
        let perWriter = 200
        await withTaskGroup(of: Void.self) { group in
            for (name, store) in [("a", first), ("b", second)] {
                group.addTask {
                    for number in 0..<perWriter {
                        try? store.add(["\(name)"], to: ["\(name)-\(number)"])
                        try? store.setNote("\(name)-\(number)", "note \(number)")
                    }
                }
            }
        }
        let tags = try first.allTags()
        #expect(tags == [TagCount(tag: "a", cases: perWriter), TagCount(tag: "b", cases: perWriter)])
        #expect(try second.notesByKey().count == 2 * perWriter)
    }

    @Test func aFileThatIsNotSQLiteIsReportedAndLeftAsItWas() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/imr", withIntermediateDirectories: true)
        let bytes = Data("these are not the notes you are looking for\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: folder.database))
        #expect(throws: NotesStoreError.damaged(path: folder.database, reason: "not an SQLite database")) {
            try NotesStore(path: folder.database)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/imr") == ["notes.sqlite"])
    }

    @Test func aDatabaseWithDamagedPagesIsReportedAndLeftAsItWas() throws {
        let folder = ScratchFolder()
        do {
            let store = try NotesStore(path: folder.database)
            try store.add((0..<300).map { "tag number \($0)" }, to: ["CM15-0001"])
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        #expect(bytes.count > 3 * 4096)
        for offset in 4096..<(bytes.count - 1) where offset % 7 == 0 { bytes[offset] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: folder.database))
        var failure: NotesStoreError?
        do { _ = try NotesStore(path: folder.database) } catch { failure = error }
        guard case .damaged(let path, _) = failure else {
            Issue.record("expected the damage reported, got \(String(describing: failure))")
            return
        }
        #expect(path == folder.database)
        #expect(failure?.description.contains("left as it is") == true)
        #expect(failure?.description.contains("\n") == false, "one line, however much SQLite's check found")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == bytes)
    }

    @Test func theStandardPathFollowsTheEnvironment() {
        #expect(NotesStore.standardPath(environment: ["IMR_NOTES": "/x/n.sqlite", "XDG_DATA_HOME": "/d"]) == "/x/n.sqlite")
        #expect(NotesStore.standardPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/imr/notes.sqlite")
        #expect(NotesStore.standardPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/imr/notes.sqlite")
    }
}

/// What the store gives an index: every case's tags (in the order added) and note, after a reopen.
@Suite struct NotesStoreIndexTests {
    @Test func theStoreGivesTheIndexItsTagsAndNotes() throws {
        let folder = ScratchFolder()
        let cases = (1...3).map { IMRCase(id: "CM15-000\($0)", file: "letters.txt", index: $0, caseNumber: "CM15-000\($0)") }
        do {
            let store = try NotesStore(path: folder.database)
            try store.add(["urgent"], to: ["CM15-0001", "CM15-0003"])
            try store.add(["Follow up"], to: ["CM15-0001"])
            try store.setNote("CM15-0002", "ask about the zebrafish")
        }
        let store = try NotesStore(path: folder.database)
        #expect(try store.annotationsByKey() == [
            "CM15-0001": CaseAnnotations(tags: ["urgent", "Follow up"]),
            "CM15-0002": CaseAnnotations(note: "ask about the zebrafish"),
            "CM15-0003": CaseAnnotations(tags: ["urgent"]),
        ])
        let index = IndexFixtures.index(cases)
        try store.give(to: index)
        var query = CaseQuery()
        query.tags = ["URGENT"]
        #expect(Set(index.matching(query)) == [0, 2])
        #expect(index.annotations(of: cases[0]).tags == ["urgent", "Follow up"])
        #expect(index.annotations(of: cases[1]).note == "ask about the zebrafish")
    }
}
