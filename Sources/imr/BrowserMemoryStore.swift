import Foundation
import IMRIndex
import IMRNotes
import IMRBrowser
import IMRTerminal

/// What the browser keeps between runs: saved filters in the notes store (shared with `imr filters`),
/// the filter line's history in `filter-history` beside it (one line each, oldest first), the chosen
/// theme in `config.toml`. `environment` is the process's (IMR_NOTES, XDG_DATA_HOME, XDG_CONFIG_HOME).
struct BrowserMemoryStore: BrowserMemory {
    let environment: [String: String]

    /// The history file: beside the notes database, so IMR_NOTES moves both.
    var historyPath: String {
        (NotesStore.standardPath(environment: environment) as NSString).deletingLastPathComponent + "/filter-history"
    }

    func recall() -> RecalledMemory {
        var recalled = RecalledMemory(saved: [], history: [], problems: [])
        do {
            recalled.saved = try NotesAccess.savedFilterTexts().map { SavedFilter(name: $0.key, query: $0.value) }
        } catch {
            recalled.problems.append(((error as? CommandFailure)?.message ?? "\(error)") + "; saved filters are not available")
        }
        if FileManager.default.fileExists(atPath: historyPath) {
            if let text = try? String(contentsOfFile: historyPath, encoding: .utf8) {
                recalled.history = text.split(separator: "\n").map(String.init)
            } else {
                recalled.problems.append("\(historyPath): could not be read; the filter history starts empty")
            }
        }
        return recalled
    }

    func remember(_ change: MemoryChange) throws(MemoryFailure) {
        switch change {
        case .savedFilter(let filter):
            try withStore { store throws(NotesStoreError) in try NotesAccess.saveFilter(filter.name, query: filter.query, in: store) }
        case .forgottenFilter(let name):
            try withStore { store throws(NotesStoreError) in try store.removeFilter(name) }
        case .filterHistory(let entries):
            let lines = entries.map { $0.replacingOccurrences(of: "\n", with: " ") }
            do {
                try KeptFile.write(lines.joined(separator: "\n") + "\n", to: historyPath)
            } catch {
                throw MemoryFailure(error.message)
            }
        }
    }

    func keepTheme(_ name: String) throws(MemoryFailure) {
        do {
            try UserConfig.keepTheme(name, environment: environment)
        } catch {
            throw MemoryFailure(error.message)
        }
    }

    private func withStore(_ body: (NotesStore) throws(NotesStoreError) -> Void) throws(MemoryFailure) {
        do {
            try body(try NotesAccess.open())
        } catch let failure as CommandFailure {
            throw MemoryFailure(failure.message)
        } catch {
            throw MemoryFailure("\(error)")
        }
    }
}
