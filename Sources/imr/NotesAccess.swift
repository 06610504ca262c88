import Foundation
import IMRCore
import IMRNotes

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

    /// The tags and notes of `cases`, for JSON and exports; nil when there is no store. A store that
    /// cannot be read is said on stderr and left out: the letters are still written.
    static func annotations(of cases: [IMRCase]) -> [CaseAnnotations]? {
        annotationsByKey().map { byKey in cases.map { byKey[CaseKey.of($0)] ?? CaseAnnotations() } }
    }

    /// Every case key's tags and note (`CaseKey.of` a case finds its own), as `annotations(of:)` says.
    static func annotationsByKey() -> [String: CaseAnnotations]? {
        do {
            guard let store = try existing() else { return nil }
            return try store.annotationsByKey()
        } catch {
            Output.note("\((error as? CommandFailure)?.message ?? "\(error)"); tags and notes left out")
            return nil
        }
    }
}
