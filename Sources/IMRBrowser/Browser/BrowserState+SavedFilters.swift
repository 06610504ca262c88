import IMRIndex
import IMRScreen
import IMRText

/// The list of saved filters (@): each with the cases it finds now, or why it finds none.
public struct SavedFiltersState: Equatable {
    public struct Row: Equatable {
        public var filter: SavedFilter
        /// Cases the filter shows in this corpus; nil when it cannot be read (`problem`).
        public var cases: Int?
        public var problem: String?
    }

    public var rows: [Row]
    public var cursor = ListCursor()

    /// The box over the panes: as wide as the screen allows, as tall as the list (less the border and
    /// the filter line of the row at the cursor, shown in full under the list).
    static func box(body: Rect, count: Int) -> Rect {
        OverlayGeometry.box(body: body, width: 100, height: max(7, count + 5))
    }

    /// Rows of the list on screen.
    static func listHeight(body: Rect, count: Int) -> Int {
        max(1, box(body: body, count: count).height - 5)
    }
}

/// Saved filters, the filter line's history and undoing filter changes: what the filter remembers
/// (`FilterMemory`). Keeping it for the next run is the app's work (`BrowserEffect.remember`).
extension BrowserState {
    /// Performs a key's action; when it changed the filters, what they were goes on the undo stack.
    /// Opening and leaving the precedents view swap the filters rather than change them: not kept.
    mutating func performKeepingUndo(_ action: BrowserAction) -> [BrowserEffect] {
        let before = filterSnapshot
        let inPrecedents = showsPrecedents
        let effects = perform(action)
        if action != .filter(.undoFilter), inPrecedents == showsPrecedents, before != filterSnapshot {
            filterMemory.pushUndo(before)
        }
        // The walk through the history starts again each time the filter line opens.
        if case .prompt(let prompt)? = overlay, prompt.purpose == .filter {} else {
            filterMemory.walk = nil
            filterMemory.draft = ""
        }
        return effects
    }

    /// What earlier runs kept, merged with what this run has typed meanwhile.
    mutating func recall(_ recalled: RecalledMemory) {
        var history = FilterHistory(recalled.history)
        for line in filterMemory.history.entries { history.add(line) }
        filterMemory.history = history
        let typed = filterMemory.saved
        filterMemory.saved = []
        for filter in recalled.saved + typed { filterMemory.keep(filter) }
        if let problem = recalled.problems.first { message = StatusMessage(problem, isError: true) }
    }

    // MARK: The filter line

    /// A filter line submitted: kept in the history, its `@name`s written out, then applied. A name
    /// saved nowhere is said and the filters stay as they were.
    mutating func submitFilterLine(_ text: String) -> [BrowserEffect] {
        let effects: [BrowserEffect] = filterMemory.history.add(text) ? [.remember(.filterHistory(filterMemory.history.entries))] : []
        do {
            applyFilterLine(try SavedFilterText.expand(text, saved: filterMemory.savedTexts))
        } catch {
            message = StatusMessage(error.description + ": the filters are unchanged (Up in f brings the line back)",
                                    isError: true)
        }
        return effects
    }

    /// Up and Down in the filter line: the lines typed before, newest first, then back to the draft.
    mutating func walkHistory(older: Bool, _ prompt: inout PromptState) {
        guard prompt.purpose == .filter else { return }
        guard let (text, walk) = filterMemory.step(older: older) else {
            message = StatusMessage(older ? (filterMemory.history.entries.isEmpty ? "No filter line typed yet" : "The oldest filter line")
                                          : "The line being typed")
            return
        }
        if filterMemory.walk == nil { filterMemory.draft = prompt.text }
        filterMemory.walk = walk
        prompt.text = text
        prompt.caret = text.count
    }

    // MARK: Saving and picking

    /// W: asks for a name to keep the filters under (the filter line that gives them).
    mutating func askFilterName() {
        let line = QueryText.format(query, includeSort: true)
        guard !line.isEmpty else {
            message = StatusMessage("No filter to save: set one first (f, o, s, …)", isError: true)
            return
        }
        overlay = .prompt(PromptState(purpose: .filterName(query: line), label: "Save \"\(line)\" as @"))
    }

    mutating func saveFilter(named typed: String, query line: String) -> [BrowserEffect] {
        let name = typed.drop { $0 == " " || $0 == "@" }.split(separator: " ").joined(separator: " ")
        if let problem = SavedFilterText.problem(name: name) {
            message = StatusMessage("Not saved: \(problem)", isError: true)
            return []
        }
        let replaced = filterMemory.saved.contains { SavedFilterText.fold($0.name) == SavedFilterText.fold(name) }
        let filter = SavedFilter(name: name, query: line)
        filterMemory.keep(filter)
        message = StatusMessage((replaced ? "Replaced @" : "Saved @") + "\(name): \(line) (@ lists the saved filters)")
        return [.remember(.savedFilter(filter))]
    }

    /// @: the saved filters with the cases each finds in these letters.
    mutating func openSavedFilters() {
        guard !filterMemory.saved.isEmpty else {
            message = StatusMessage("No saved filters yet: W saves the filter under a name")
            return
        }
        overlay = .savedFilters(SavedFiltersState(rows: savedFilterRows()))
    }

    func savedFilterRows() -> [SavedFiltersState.Row] {
        let texts = filterMemory.savedTexts
        return filterMemory.saved.map { filter in
            guard let index else { return SavedFiltersState.Row(filter: filter) }
            do throws(SavedFilterText.Failure) {
                let line = try SavedFilterText.expand(filter.query, saved: texts)
                let parsed = QueryText.parse(line, base: query) { index.resolve($0, facet: $1) }
                return SavedFiltersState.Row(filter: filter, cases: index.matching(parsed.query).count, problem: parsed.problem)
            } catch {
                return SavedFiltersState.Row(filter: filter, problem: error.description)
            }
        }
    }

    mutating func handleSavedFilters(_ action: SavedFiltersAction, _ list: inout SavedFiltersState) -> [BrowserEffect] {
        let row = list.rows.indices.contains(list.cursor.position) ? list.rows[list.cursor.position] : nil
        switch action {
        case .apply:
            guard let row else { return [] }
            overlay = nil
            return submitFilterLine("@" + row.filter.name)
        case .forget:
            guard let row else { return [] }
            filterMemory.saved.removeAll { $0 == row.filter }
            list.rows.remove(at: list.cursor.position)
            message = StatusMessage("Forgot @\(row.filter.name) (it was: \(row.filter.query))")
            list.cursor.clamp(count: list.rows.count, height: SavedFiltersState.listHeight(body: overlayBody, count: list.rows.count))
            overlay = list.rows.isEmpty ? nil : .savedFilters(list)
            return [.remember(.forgottenFilter(name: row.filter.name))]
        }
    }

    // MARK: Undo

    /// The filters as they are, for undoing a change of them.
    var filterSnapshot: FilterSnapshot {
        FilterSnapshot(query: query, itemLevel: itemLevel, byRank: similar.shown?.byRank)
    }

    /// U: the filters as they were before the last change.
    mutating func undoFilterChange() {
        guard let before = filterMemory.undo.popLast() else {
            message = StatusMessage("Nothing to undo: the filters have not changed")
            return
        }
        query = before.query
        itemLevel = before.itemLevel
        if let byRank = before.byRank { similar.sortByRank(byRank) }
        refilter()
        let line = QueryText.format(query)
        message = StatusMessage("Filters as before" + (line.isEmpty ? " (none)" : ": \(line)")
                                + " — \(Wording.count(visible.count, "case")) shown")
    }
}
