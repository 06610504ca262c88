import Foundation
import Testing
import TestFixtures

/// `imr tag`, `untag`, `note` and `tags`, and `--tag` / `tag:`, run as scripts run them, each test with
/// its own data folder (XDG_DATA_HOME) so the user's notes are never touched.
@Suite("Notes and tags on the command line")
final class NotesCommandTests {
    let data = NSTemporaryDirectory() + "imr-notes-e2e-\(UUID().uuidString)"
    var database: String { data + "/imr/notes.sqlite" }

    deinit { try? FileManager.default.removeItem(atPath: data) }

    func imr(_ arguments: [String], editor: String? = nil, visual: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "XDG_DATA_HOME": data]) { $1 }
        for name in ["IMR_NOTES", "VISUAL", "EDITOR"] { environment[name] = nil }
        if let editor { environment["EDITOR"] = editor }
        if let visual { environment["VISUAL"] = visual }
        return try E2E.run(binary, arguments, environment: environment)
    }

    /// The JSON objects `imr list --json` prints.
    func listed(_ options: [String]) throws -> [[String: Any]] {
        let result = try imr(["list", "--json"] + options + [E2E.corpusPath])
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func ids(_ options: [String]) throws -> [String] {
        try listed(options).map { $0["id"] as? String ?? "" }
    }

    /// Two folders holding one letter: `b` an exact copy of `a`'s, or one that says another outcome.
    func twoLetters(disagreeing: Bool) throws -> (folder: String, number: String) {
        let folder = data + "/letters-\(disagreeing)"
        let source = try #require(try FileManager.default.contentsOfDirectory(atPath: E2E.corpusPath).sorted().first { $0.hasSuffix(".txt") })
        let text = try String(contentsOfFile: E2E.corpusPath + "/" + source, encoding: .utf8)
        let number = try #require(text.firstRange(of: /CM\d\d-\d{7}/).map { String(text[$0]) })
        // Each decision turned the other way.
        let other = disagreeing ? text.replacingOccurrences(of: "Upheld", with: "\u{1}").replacingOccurrences(of: "Overturned", with: "Upheld")
            .replacingOccurrences(of: "\u{1}", with: "Overturned") : text
        try #require(!disagreeing || other != text, "the letter's decision lines were changed")
        for (name, body) in [("a", text), ("b", other)] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(name)", withIntermediateDirectories: true)
            try body.write(toFile: "\(folder)/\(name)/letter.txt", atomically: true, encoding: .utf8)
        }
        return (folder, number)
    }

    @Test("A note or tag on a letter that shares a case number but disagrees is refused; on an agreeing copy it is the case's")
    func notesNeverReachAnotherLetterUnderTheSameCaseNumber() throws {
        let (folder, number) = try twoLetters(disagreeing: true)
        let refused = try imr(["note", number + "-2", "--text", "another patient", folder])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("disagrees") && refused.stderr.contains("nothing was changed"), "\(refused.stderr)")
        #expect(try imr(["tag", number + "-2", "urgent", folder]).status != 0)
        #expect(try imr(["note", number, "--text", "the first letter's note", folder]).status == 0)
        let shown = try imr(["show", number + "-2", "--json", folder])
        #expect(!shown.stdout.contains("the first letter's note"), "the disagreeing letter does not show the other's note")
        #expect(shown.stderr.contains("not shown here"))

        let (copies, copyNumber) = try twoLetters(disagreeing: false)
        let tagged = try imr(["tag", copyNumber + "-2", "same letter", copies])
        #expect(tagged.status == 0, "\(tagged.stderr)")
        #expect(tagged.stderr.contains("another copy of \(copyNumber)"))
        let first = try imr(["show", copyNumber, "--json", copies])
        #expect(first.stdout.contains("same letter"), "an agreeing copy is the case: its tag is the case's")
    }

    @Test func aTagIsFoundByTagAndByTheFilterLineInALaterRun() throws {
        let all = try ids([])
        let (first, second) = (all[0], all[1])
        #expect(try imr(["tag", first, "Follow up", "MRI", E2E.corpusPath]).status == 0)
        #expect(try imr(["tag", second, "mri", E2E.corpusPath]).status == 0)
        #expect(FileManager.default.fileExists(atPath: database), "kept in $XDG_DATA_HOME/imr/notes.sqlite")

        #expect(try ids(["--tag", "mri"]) == [first, second])
        #expect(try ids(["--tag", "FOLLOW UP", "--tag", "nothing"]) == [first])
        #expect(try ids(["--filter", "tag:\"follow up\""]) == [first])
        #expect(try ids(["--filter", "tag:mri,nothing upheld", "--outcome", "upheld"]).allSatisfy { [first, second].contains($0) })
        let tagged = try listed(["--tag", "mri"])
        #expect(tagged[0]["tags"] as? [String] == ["Follow up", "MRI"])
        #expect(tagged[1]["tags"] as? [String] == ["MRI"], "a tag keeps the spelling it was first given")
        // The CSV's tags column, written a few rows at a time (each case read when its rows are written).
        let csv = try imr(["list", "--csv", "--tag", "mri", E2E.corpusPath])
        #expect(csv.status == 0)
        let csvLines = csv.stdout.split(separator: "\r\n")
        #expect(csvLines.first?.hasSuffix(",tags,note") == true)
        #expect(csvLines.dropFirst().allSatisfy { $0.hasPrefix(first + ",") || $0.hasPrefix(second + ",") })
        #expect(csvLines.contains { $0.hasPrefix(first + ",") && $0.contains(",Follow up; MRI,") })

        let counts = try imr(["tags", E2E.corpusPath])
        #expect(counts.status == 0)
        #expect(counts.stdout == "2\tMRI\n1\tFollow up\n")

        let untagged = try imr(["untag", first, "mri", E2E.corpusPath])
        #expect(untagged.status == 0)
        // What was taken off is said, then what is left.
        #expect(untagged.stderr.contains("\(first): removed MRI; now Follow up"), "\(untagged.stderr)")
        let last = try imr(["untag", first, "follow up", E2E.corpusPath])
        #expect(last.stderr.contains("\(first): removed Follow up; now no tags"), "\(last.stderr)")
        #expect(try imr(["tag", first, "Follow up", E2E.corpusPath]).stderr.contains("added Follow up; now Follow up"))
        #expect(try ids(["--tag", "mri"]) == [second])
        let untouched = try listed([]).first { $0["id"] as? String == all[2] }
        #expect(untouched?["tags"] == nil && untouched?["note"] == nil, "a case nobody annotated is written as before")
    }

    @Test func notesAreWrittenWithTextOrTheEditorAndRemovedWhenEmpty() throws {
        let id = try ids([])[0]
        func note() throws -> String? {
            try listed([]).first { $0["id"] as? String == id }?["note"] as? String
        }
        #expect(try imr(["note", id, "--text", "Ask for the second MRI.", E2E.corpusPath]).status == 0)
        #expect(try note() == "Ask for the second MRI.")

        // The editor gets the current note and what it leaves is kept.
        let edited = try imr(["note", id, E2E.corpusPath], editor: "sed -i s/second/third/")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try note() == "Ask for the third MRI.")

        let noEditor = try imr(["note", id, E2E.corpusPath])
        #expect(noEditor.status == 2)
        #expect(noEditor.stderr.contains("--text") && noEditor.stderr.split(separator: "\n").last?.contains("editor") == true)

        let exported = try imr(["export", "--id", id, "--id", try ids([])[1], "--format", "json", "-o", "-", E2E.corpusPath])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [[String: Any]])
        #expect(array[0]["note"] as? String == "Ask for the third MRI." && array[1]["note"] == nil)

        #expect(try imr(["note", id, "--text", "", E2E.corpusPath]).status == 0)
        #expect(try note() == nil)
        #expect(try imr(["note", id, E2E.corpusPath], editor: "truncate -s 0").status == 0)
    }

    @Test("imr note reads $VISUAL and $EDITOR as the browser does: a blank one is unset, quotes and options are the shell's")
    func theNoteCommandReadsTheEditorAsTheBrowserDoes() throws {
        let id = try ids([])[0]
        let folder = data + "/my editor"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let editor = folder + "/ed it"
        try ExecutableScript.write("""
            #!/bin/sh
            [ "$1" = --wait ] || exit 5
            printf 'written by the quoted editor' > "$2"

            """, to: editor)
        let edited = try imr(["note", id, E2E.corpusPath], editor: "'\(editor)' --wait", visual: " \n")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try listed([]).first { $0["id"] as? String == id }?["note"] as? String == "written by the quoted editor")
        let failed = try imr(["note", id, E2E.corpusPath], editor: "'\(editor)'")
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("the note was not changed: '\(editor)' ended with status 5"), "\(failed.stderr)")
    }

    @Test("A note written elsewhere while imr note's editor is open is kept, with the user's after it")
    func aNoteChangedWhileTheEditorIsOpenKeepsBoth() throws {
        let id = try ids([])[0]
        let binary = try #require(E2E.imrPath)
        #expect(try imr(["note", id, "--text", "first", E2E.corpusPath]).status == 0)
        // The "editor" writes another note through a second imr before saving its own edit.
        let folder = data + "/editor"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let editor = folder + "/editor.sh"
        try ExecutableScript.write("""
            #!/bin/sh
            XDG_DATA_HOME='\(data)' IMR_NO_CACHE=1 '\(binary)' note '\(id)' --text 'from the other window' '\(E2E.corpusPath)'
            printf 'from the editor\\n' > "$1"

            """, to: editor)
        let edited = try imr(["note", id, E2E.corpusPath], editor: editor)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stderr.contains("both are kept"), "\(edited.stderr)")
        let note = try listed([]).first { $0["id"] as? String == id }?["note"] as? String
        #expect(note == "from the other window\n\nfrom the editor")
    }

    @Test func anUnknownCaseOrADamagedDatabaseIsOneLineAndStatusTwo() throws {
        let unknown = try imr(["tag", "CM00-nothing", "mri", E2E.corpusPath])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("imr: no case CM00-nothing"))
        #expect(!FileManager.default.fileExists(atPath: database), "nothing is made for a case that is not there")

        try FileManager.default.createDirectory(atPath: data + "/imr", withIntermediateDirectories: true)
        let garbage = Data("not a database at all\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: database))
        let id = try ids([])[0]
        for arguments in [["tag", id, "mri"], ["note", id, "--text", "x"], ["list", "--tag", "mri"], ["tags"]] {
            let result = try imr(arguments + [E2E.corpusPath])
            #expect(result.status == 2, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.last?.contains("\(database): the notes database is damaged (not an SQLite database)") == true)
        }
        // Listing and exporting still write the letters, saying why the tags and notes are left out.
        let listed = try imr(["list", "--json", E2E.corpusPath])
        #expect(listed.status == 0 && listed.stdout.split(separator: "\n").count == 126)
        #expect(listed.stderr.contains("damaged") && listed.stderr.contains("tags and notes left out"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == garbage)
    }
}
