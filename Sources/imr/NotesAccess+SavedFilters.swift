import Foundation
import IMRIndex
import IMRNotes

/// The saved filters of the notes store, as the commands and the browser use them.
extension NotesAccess {
    /// Every saved filter's text by name; none when there is no store yet.
    static func savedFilterTexts() throws -> [String: String] {
        guard let store = try existing() else { return [:] }
        do {
            return Dictionary(try store.savedFilters().map { ($0.name, $0.query) }) { first, _ in first }
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// A filter line with its `@name` references replaced by the saved filters' text; an unknown name
    /// is a failure that names the ones there are.
    static func expandSavedFilters(_ line: String) throws -> String {
        guard !SavedFilterText.references(in: line).isEmpty else { return line }
        do {
            return try SavedFilterText.expand(line, saved: try savedFilterTexts())
        } catch let failure as SavedFilterText.Failure {
            throw CommandFailure(message: failure.description)
        }
    }

    /// Keeps `query` under `name`, replacing a filter saved under the same name in another case; returns
    /// the name it was kept under before, if any.
    @discardableResult
    static func saveFilter(_ name: String, query: String, in store: NotesStore) throws(NotesStoreError) -> String? {
        let previous = try store.savedFilters().first { SavedFilterText.fold($0.name) == SavedFilterText.fold(name) }
        if let previous, previous.name != name { try store.removeFilter(previous.name) }
        try store.saveFilter(name, query: query)
        return previous?.name
    }

    /// Why `query` cannot be kept under `name` (a bad name or date, a reference to nothing or to itself),
    /// nil when it can: what `imr filters save` and the browser's W both check.
    static func savingProblem(_ name: String, query: String, saved: [String: String]) -> String? {
        if let problem = SavedFilterText.problem(name: name) { return problem }
        var others = saved.filter { SavedFilterText.fold($0.key) != SavedFilterText.fold(name) }
        others[name] = query
        do {
            let expanded = try SavedFilterText.expand(query, saved: others)
            // Values are resolved against the letters when it is used; here only the line itself is read.
            return QueryText.parse(expanded, resolve: { value, _ in [value] }).problem
        } catch {
            return error.description
        }
    }
}
