import IMRExport
import IMRNotes
import IMRBrowser
import IMRTerminal

/// The browser's tag and note keys written to the notes store (made on the first write; opened once).
final class BrowserNotesStore: NotesBackend, @unchecked Sendable {
    /// Only touched on the app's notes queue, one change at a time.
    private var store: NotesStore?

    private func opened() throws -> NotesStore {
        if let store { return store }
        let made = try NotesStore.standard()
        store = made
        return made
    }

    func apply(_ change: NotesChange) throws -> Int {
        let store = try opened()
        switch change {
        case .addTag(let tag, let keys): return try store.add([tag], to: keys)
        case .removeTag(let tag, let keys): return try store.remove([tag], from: keys)
        case .setNote(let text, let key, let base):
            if let conflict = try store.setNote(key, text, replacing: base) {
                throw conflict
            }
            return 1
        }
    }

    func annotations() throws -> [String: CaseAnnotations] {
        try opened().annotationsByKey()
    }
}
