import Synchronization
import IMRExport
import IMRColumns

/// The user's tags and notes by case key, as given by the notes store: what the case pane and exports
/// show, and the notes the filter line's words are also looked for in. Notes are few, so they are read
/// with the search rules (`SearchTerms`) at each query rather than put in the word index.
final class NoteRows: Sendable {
    private let keyRows: CaseKeyRows
    private let byKey = Mutex<[String: CaseAnnotations]>([:])

    init(_ keyRows: CaseKeyRows) {
        self.keyRows = keyRows
    }

    func set(_ annotations: [String: CaseAnnotations]) {
        byKey.withLock { $0 = annotations.filter { !$0.value.isEmpty } }
    }

    var all: [String: CaseAnnotations] { byKey.withLock { $0 } }

    func annotations(ofKey key: String) -> CaseAnnotations {
        byKey.withLock { $0[key] } ?? CaseAnnotations()
    }

    /// The cases whose note holds every word and phrase; nil when no note does.
    func rows(matching terms: SearchTerms) -> CaseBitmap? {
        guard !terms.isEmpty else { return nil }
        let notes = byKey.withLock { $0.compactMapValues(\.note) }
        let keys = notes.filter { terms.matches(note: $0.value) }.map(\.key)
        return keys.isEmpty ? nil : keyRows.rows(keys)
    }
}

extension SearchTerms {
    /// Whether a note holds every word and phrase (the rules a case's text is searched with).
    func matches(note: String) -> Bool {
        !isEmpty && matchers.allSatisfy { $0.matches(anyOf: [note]) }
    }
}
