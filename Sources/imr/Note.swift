import ArgumentParser
import Foundation
import IMRIndex
import IMRNotes
import IMRBrowser
import IMRTerminal
import IMRModel

struct Note: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a case's note (kept in the notes database, not in the letters).",
        discussion: """
            Without --text, opens $VISUAL, else $EDITOR (else vi on a terminal) on the current note; an empty note is removed. \
            --text "" removes the note.
            """
    )

    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @Option(help: "The note's text (instead of an editor).")
    var text: String?
    @OptionGroup var corpus: CorpusArguments

    func run() throws {
        let imrCase = try CaseLookup.annotatable(id, in: try corpus.load(reportProblems: false))
        let key = CaseKey.of(imrCase)
        let store = try NotesAccess.open()
        do {
            let base = try store.note(of: key) ?? ""
            let written = try text ?? edit(base, key: key)
            // Written against the note it started from: one another imr kept meanwhile is never lost.
            if let conflict = try store.setNote(key, written, replacing: base) {
                guard try store.setNote(key, NoteText.both(kept: conflict.kept, yours: written), replacing: conflict.kept) == nil else {
                    // Not lost either way: the note as written goes to standard output, exactly.
                    try StandardOutput.write(written.hasSuffix("\n") ? written : written + "\n")
                    throw CommandFailure(message: "\(imrCase.id): the note keeps changing elsewhere; yours was not kept "
                                         + "(it is on standard output)")
                }
                Output.note("\(imrCase.id): the note changed elsewhere while you wrote yours; both are kept, the other first "
                            + "(imr note \(imrCase.id) to edit them)")
                return
            }
            Output.note(written.allSatisfy(\.isWhitespace) ? "\(imrCase.id): no note" : "\(imrCase.id): note kept")
        } catch let error as NotesStoreError {
            throw CommandFailure(message: error.description)
        }
    }

    /// The note after the user's editor is done with it: the browser's way (`ChildProgram.editNote`),
    /// a private file named for the case, removed after, or by a quit signal. With no editor set, `vi` as
    /// in the browser, but only on a terminal: a script is told to set one or give --text.
    func edit(_ current: String, key: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        guard DesktopPrograms.editorSetting(environment) != nil || isatty(STDIN_FILENO) == 1 else {
            throw CommandFailure(message: "no editor: set $VISUAL or $EDITOR, or give the note with --text")
        }
        switch ChildProgram.editNote(current, key: key, environment: environment) {
        case .edited(let text): return text
        case .failed(let failure): throw CommandFailure(message: "the note was not changed: \(failure)")
        }
    }
}
