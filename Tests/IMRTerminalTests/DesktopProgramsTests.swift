import BrowserFixtures
import Foundation
import IMRScreen
import Testing
import TestFixtures
@testable import IMRBrowser
@testable import IMRTerminal
import IMRIndex

/// The programs the desktop keys run (IMRBrowserTests' DesktopTests: the keys and the effects they ask
/// for): which program, by the user's settings, run by the one runner; and the app carrying the effects out.
@Suite struct DesktopProgramsTests {
    // MARK: Which programs, and running them

    @Test func theOpenerFollowsTheUsersSettings() {
        let opener = DesktopPrograms.opener(for: "/l/a.pdf", environment: ["IMR_OPENER": "my-open", "EDITOR": "vim"])
        #expect(opener == ShellCommand(script: "my-open \"$1\"", arguments: ["/l/a.pdf"], name: "my-open"))
        #expect(DesktopPrograms.opener(for: "/l/a.PDF", environment: ["EDITOR": "vim"]).name == "xdg-open")
        #expect(DesktopPrograms.opener(for: "/l/a.txt", environment: ["VISUAL": "code -w", "EDITOR": "vim"]).name == "code -w")
        #expect(DesktopPrograms.opener(for: "/l/a.txt", environment: ["VISUAL": " ", "EDITOR": "vim"]).name == "vim")
        #expect(DesktopPrograms.opener(for: "/l/a.txt", environment: [:]).name == "vi")
        #expect(DesktopPrograms.pager(environment: [:]).script == "less")
        #expect(DesktopPrograms.pager(environment: ["PAGER": "most"]).script == "most")
    }

    /// One rule for every program setting: blanks and line ends around it go, a blank one is unset, and
    /// its words and quotes are the shell's, so a program in a folder with a space is named in quotes.
    @Test func everySettingIsReadByOneRule() {
        #expect(DesktopPrograms.editor(for: "/l/a.txt", environment: ["VISUAL": " \n", "EDITOR": " vim\n"]).name == "vim")
        #expect(DesktopPrograms.editorSetting(["VISUAL": "\t"]) == nil)
        #expect(DesktopPrograms.pager(environment: ["PAGER": "  less -R \n"]).script == "less -R")
        #expect(DesktopPrograms.opener(for: "/l/a.pdf", environment: ["IMR_OPENER": " \n"]).name == "xdg-open")
        #expect(DesktopPrograms.editor(for: "/l/a b.txt", environment: ["EDITOR": "'/opt/my editor/ed' -w"])
                == ShellCommand(script: "'/opt/my editor/ed' -w \"$1\"", arguments: ["/l/a b.txt"], name: "'/opt/my editor/ed' -w"))
    }

    /// The note editor as the browser and `imr note` both run it: a quoted program with an option gets
    /// the option, then the note's private file (named for the case key, gone after); what it leaves is
    /// the edit. A failing editor is named and its file's text is not taken.
    @Test func aNoteIsEditedThroughTheOneRunner() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-desktop-\(UUID().uuidString)/my editor")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let record = folder.appendingPathComponent("record").path
        let editor = folder.appendingPathComponent("ed it").path
        try ExecutableScript.write("""
            #!/bin/sh
            printf '%s\\n' "$@" > '\(record)'
            cat "$2" >> '\(record)'
            printf 'the edited note' > "$2"
            """, to: editor)
        let setting = "'\(editor)' --wait"
        var ran: [ShellCommand] = []
        let edit = ChildProgram.editNote("the note\n", key: "CM16-0213037", environment: ["VISUAL": setting]) { command in
            ran.append(command)
            return ChildProgram.run(command)
        }
        #expect(edit == .edited("the edited note"))
        #expect(ran.map(\.name) == [setting], "the suspending closure ran the editor once")
        let seen = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(seen.count == 3 && seen[0] == "--wait" && seen[2] == "the note", "\(seen)")
        #expect(seen.count > 1 && seen[1].hasSuffix("/note-CM16-0213037.txt"))
        #expect(seen.count > 1 && !FileManager.default.fileExists(atPath: seen[1]), "the private file is gone after")

        try ExecutableScript.write("#!/bin/sh\nprintf 'half written' > \"$1\"\nexit 3\n", to: editor)
        #expect(ChildProgram.editNote("the note", key: "k", environment: ["EDITOR": "'\(editor)'"])
                == .failed(.editor("'\(editor)' ended with status 3")))
        #expect(ChildProgram.editNote("the note", key: "k", environment: ["EDITOR": "no-such-editor-imr"])
                == .failed(.editor("no-such-editor-imr: no such program")))
    }

    @Test func aPathIsNeverReadAsShell() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("record").path
        let planted = folder.appendingPathComponent("planted").path
        let hostile = "a.txt; touch \(planted) $(touch \(planted))"
        let command = ShellCommand(script: "printf '%s' \"$1\" > '\(record)'", arguments: [hostile], name: "printf")
        #expect(ChildProgram.run(command) == 0)
        #expect(try String(contentsOfFile: record, encoding: .utf8) == hostile)
        #expect(!FileManager.default.fileExists(atPath: planted))
    }

    @Test func thePagerReadsTheTextOnItsInputAndFailuresAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("paged").path
        let pager = ShellCommand(script: "cat > '\(out)'", arguments: [], name: "cat")
        let status = ChildProgram.withTemporaryFile(holding: "the report\n") { ChildProgram.run(pager, input: $0) }
        #expect(status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "the report\n")

        let missing = ShellCommand(script: "no-such-program-imr", arguments: [], name: "no-such-program-imr")
        let missingStatus = ChildProgram.run(missing)
        #expect(missingStatus == 127)
        #expect(DesktopPrograms.outcome(of: missing, status: missingStatus)
                == StatusMessage("no-such-program-imr: no such program", isError: true))
        let failing = ShellCommand(script: "exit 3", arguments: [], name: "false")
        #expect(DesktopPrograms.outcome(of: failing, status: ChildProgram.run(failing))
                == StatusMessage("false ended with status 3", isError: true))
        #expect(DesktopPrograms.outcome(of: pager, status: 0) == nil)
    }

    // MARK: The app carries the effects out

    @Test func theAppCopiesThroughTheScreen() throws {
        let screen = MemoryScreen(rows: 45, cols: 160)
        let app = BrowserApp(screen: screen, source: "test", themes: ThemeCatalog(environment: [:]), themeName: "default") { _ in
            Fixtures.dwcIndex.corpus
        }
        #expect(app.perform([.copyToClipboard("CM16-0000001")]) == false)
        #expect(screen.copied == ["CM16-0000001"])
    }
}
