import Foundation
import IMRCore
import IMRNotes
import Testing

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
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == bytes)
    }

    @Test func theStandardPathFollowsTheEnvironment() {
        #expect(NotesStore.standardPath(environment: ["IMR_NOTES": "/x/n.sqlite", "XDG_DATA_HOME": "/d"]) == "/x/n.sqlite")
        #expect(NotesStore.standardPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/imr/notes.sqlite")
        #expect(NotesStore.standardPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/imr/notes.sqlite")
    }
}
