import Foundation
import IMRIndex
import IMRNotes
import IMRExport
import IMRModel

/// The commands' way to the notes store: its failures as one-line command failures.
enum NotesAccess {
    /// The store, made when missing (commands that write).
    static func open() throws -> NotesStore {
        do {
            return try NotesStore.standard()
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// The store when its file exists (commands that only read never make one).
    static func existing() throws -> NotesStore? {
        guard FileManager.default.fileExists(atPath: NotesStore.standardPath()) else { return nil }
        return try open()
    }

    /// Tells the index which cases carry which tags and notes, for `--tag`, `tag:` and the words that
    /// find notes.
    static func giveAnnotations(to index: CorpusIndex) throws {
        guard let store = try existing() else { return }
        do {
            try store.give(to: index)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// The user's tags and notes as the store keeps them, read once, for the cases a command writes
    /// (JSON, CSV, exports). A store that cannot be read is said on stderr and left out: the letters are
    /// still written.
    static func annotations() -> CaseNotes {
        do {
            guard let store = try existing() else { return CaseNotes(byKey: nil) }
            return CaseNotes(byKey: try store.annotationsByKey())
        } catch {
            Output.note("\((error as? CommandFailure)?.message ?? "\(error)"); tags and notes left out")
            return CaseNotes(byKey: nil)
        }
    }
}

/// Every case key's tags and note, looked up for each case as it is written.
struct CaseNotes {
    /// Nil when there is no notes store (or it could not be read): the JSON then has no tags or note keys.
    let byKey: [String: CaseAnnotations]?

    var isKept: Bool { byKey != nil }

    /// The case's tags and note (`CaseKey.of` finds them), empty when it has none.
    func of(_ imrCase: IMRCase) -> CaseAnnotations {
        byKey?[CaseKey.of(imrCase)] ?? CaseAnnotations()
    }
}
