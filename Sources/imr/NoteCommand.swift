import ArgumentParser
import Foundation
import IMRCore
import IMRNotes

struct Note: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a case's note (kept in the notes database, not in the letters).",
        discussion: """
            Without --text, opens $VISUAL or $EDITOR on the current note; an empty note is removed. \
            --text "" removes the note.
            """
    )

    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @Option(help: "The note's text (instead of an editor).")
    var text: String?
    @OptionGroup var corpus: CorpusArguments

    func run() throws {
        let letter = try CaseLookup.annotatable(id, in: try corpus.load(reportProblems: false))
        let key = CaseKey.of(letter)
        let store = try NotesAccess.open()
        do {
            let base = try store.note(of: key) ?? ""
            let written = try text ?? edit(base, of: letter)
            // Written against the note it started from: one another imr kept meanwhile is never lost.
            if let conflict = try store.setNote(key, written, replacing: base) {
                guard try store.setNote(key, NoteText.both(kept: conflict.kept, yours: written), replacing: conflict.kept) == nil else {
                    // Not lost either way: the note as written goes to standard output, exactly.
                    try StandardOutput.write(written.hasSuffix("\n") ? written : written + "\n")
                    throw CommandFailure(message: "\(letter.id): the note keeps changing elsewhere; yours was not kept "
                                         + "(it is on standard output)")
                }
                Output.note("\(letter.id): the note changed elsewhere while you wrote yours; both are kept, the other first "
                            + "(imr note \(letter.id) to edit them)")
                return
            }
            Output.note(written.allSatisfy(\.isWhitespace) ? "\(letter.id): no note" : "\(letter.id): note kept")
        } catch let error as NotesStoreError {
            throw CommandFailure(message: error.description)
        }
    }

    /// The note after the user's editor is done with it. The editor gets a private file (`ScratchFile`),
    /// named for the case, removed after, or by a quit signal.
    func edit(_ current: String, of letter: IMRCase) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            throw CommandFailure(message: "no editor: set $VISUAL or $EDITOR, or give the note with --text")
        }
        let scratch: ScratchFile
        do {
            scratch = try ScratchFile(holding: current, named: "note-" + ExportFormat.safeFileName(for: letter.id, extension: "txt"))
        } catch {
            throw CommandFailure(message: "cannot write the note to edit: \(error.description)")
        }
        defer { scratch.remove() }
        let file = scratch.path
        // Through the shell, as editors are often set with arguments ("code --wait").
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$1\"", "sh", file]
        do {
            try process.run()
        } catch {
            throw CommandFailure(message: "cannot run the editor \(editor): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure(message: "the editor \(editor) failed (status \(process.terminationStatus)): the note was not changed")
        }
        guard let edited = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw CommandFailure(message: "\(file): cannot read the edited note")
        }
        return edited
    }
}
