import ArgumentParser
import Foundation
import IMRIndex
import IMRNotes
import TextSafety

/// `imr filters`: the filter lines kept under names, used as `@name` in the filter line and `--filter`.
struct FiltersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List, save and delete saved filters (@name in the filter line and in --filter).",
        discussion: """
            A saved filter is a filter line kept under a name in the notes database. Write @NAME in the \
            browser's filter line or in --filter to use it, alone or with other terms: \
            imr list --filter '@lumbar overturned'.
            """,
        subcommands: [FiltersList.self, FiltersSave.self, FiltersDelete.self],
        defaultSubcommand: FiltersList.self
    )
}

struct FiltersList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every saved filter: its name, a tab, its filter line.")

    func run() throws {
        let saved = try NotesAccess.savedFilterTexts()
        if saved.isEmpty {
            Output.note("no saved filters yet (imr filters save NAME QUERY keeps one)")
            return
        }
        for (name, query) in saved.sorted(by: { SavedFilterText.fold($0.key) < SavedFilterText.fold($1.key) }) {
            try StandardOutput.line("\(ControlEscape.escape(name))\t\(ControlEscape.escape(query))")
        }
    }
}

struct FiltersSave: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Keep a filter line under a name (replacing what was kept there).",
        discussion: "imr filters save lumbar-mri 'treat:mri region:\"lumbar spine\"'"
    )

    @Argument(help: "The name: letters, digits, - _ and . (compared without regard to case).")
    var name: String
    @Argument(help: ArgumentHelp("The filter line, in quotes, written as in the browser (f).", valueName: "query"))
    var query: String

    func run() throws {
        let line = query.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { throw CommandFailure(message: "say which filter to keep: imr filters save NAME QUERY") }
        let saved = try NotesAccess.savedFilterTexts()
        if let problem = NotesAccess.savingProblem(name, query: line, saved: saved) {
            throw CommandFailure(message: "@\(name): \(problem)")
        }
        let store = try NotesAccess.open()
        do {
            let previous = try NotesAccess.saveFilter(name, query: line, in: store)
            Output.note((previous == nil ? "saved @" : "replaced @") + "\(name): \(line)")
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

struct FiltersDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Forget a saved filter.")

    @Argument(help: "The saved filter's name (any case).")
    var name: String

    func run() throws {
        let saved = try NotesAccess.savedFilterTexts()
        guard let stored = saved.keys.first(where: { SavedFilterText.fold($0) == SavedFilterText.fold(name) }),
              let store = try NotesAccess.existing() else {
            throw CommandFailure(message: SavedFilterText.Failure.unknown(name, known: saved.keys.sorted()).description)
        }
        do {
            try store.removeFilter(stored)
        } catch {
            throw CommandFailure(message: error.description)
        }
        Output.note("forgot @\(stored) (it was: \(saved[stored] ?? ""))")
        let users = saved.filter { entry in
            SavedFilterText.references(in: entry.value).contains { SavedFilterText.fold($0) == SavedFilterText.fold(stored) }
        }
        if !users.isEmpty {
            Output.note("named in " + users.keys.sorted().map { "@" + $0 }.joined(separator: " ") + ", which now fail until it is saved again")
        }
    }
}
