import IMRBrowser
import Dispatch
import Foundation
import IMRModel

/// The tag and note keys' work: the notes store written off the key loop (one change after another),
/// what the store then holds handed back to the state, and `$EDITOR` run on a note with the screen
/// suspended.
extension BrowserApp {
    func changeNotes(_ change: NotesChange) {
        guard let notes else {
            inbox.post(.notesChanged(StatusMessage("\(change.failure): notes are not kept in this browser", isError: true)))
            return
        }
        let inbox = self.inbox
        let writes = self.writes
        let token = writes.begin(change.pending)
        notesQueue.async {
            defer { writes.end(token) }
            do {
                let changed = try notes.apply(change)
                inbox.post(.notesChanged(StatusMessage(change.report(changed: changed)), kept: try notes.annotations()))
            } catch let conflict as NoteConflict {
                guard case .setNote(let yours, _, _) = change else { return }
                inbox.post(.noteChangedMeanwhile(conflict, yours: yours))
            } catch {
                inbox.post(.notesChanged(StatusMessage("\(change.failure): \(error)", isError: true)))
            }
        }
    }

    /// The note in a private temporary file for `$VISUAL`/`$EDITOR` (`ChildProgram.editNote`, the screen
    /// suspended meanwhile); what is there when the editor ends cleanly is kept. An editor that fails, or
    /// a file left as it was, changes nothing.
    func editNote(key: String, text: String, base: String) {
        let before = text.isEmpty ? "" : text + "\n"
        let edit = ChildProgram.editNote(before, key: key, environment: environment) { runSuspended($0) }
        let after: String
        switch edit {
        case .edited(let text):
            after = text
        case .failed(let failure):
            inbox.post(.notesChanged(StatusMessage("The note was not changed: " + failure.description, isError: true)))
            return
        }
        let written = after.trimmingCharacters(in: .whitespacesAndNewlines)
        if NoteText.same(written, base) {
            inbox.post(.notesChanged(StatusMessage("The note was not changed")))
            return
        }
        changeNotes(.setNote(written, key: key, base: base))
    }
}
