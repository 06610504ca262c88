import IMRIndex
import IMRModel
import IMRScreen
import IMRText
import IMRColumns

extension BrowserState {
    /// An action while an overlay is open: movement moves its cursor, `close` leaves it (the help goes
    /// back to what it was opened over), the rest is the overlay's own.
    mutating func performInOverlay(_ action: BrowserAction, _ overlay: Overlay) -> [BrowserEffect] {
        switch (action, overlay) {
        case (.close, _):
            if case .prompt(let prompt) = overlay, prompt.purpose.isExport {
                message = StatusMessage("Export cancelled")
            }
            if case .help(let help) = overlay { self.overlay = help.returnTo } else { self.overlay = nil }
        case (.move(let move), _):
            moveInOverlay(move, overlay)
        case (.picker(let action), .picker(var picker)):
            handlePicker(action, &picker)
        case (.sortMenu(let action), .sortMenu(var cursor)):
            handleSortMenu(action, &cursor)
        case (.stats(let action), .stats(var stats)):
            handleStats(action, &stats)
        case (.problems(let action), .problems(var cursor)):
            handleProblems(action, &cursor)
        case (.savedFilters(let action), .savedFilters(var list)):
            return handleSavedFilters(action, &list)
        case (.line(let action), .prompt(var prompt)):
            return handleLine(action, &prompt)
        case (.confirm(let answer), .prompt(let prompt)):
            return handleAnswer(answer == .yes, prompt)
        case (.picker, _), (.sortMenu, _), (.stats, _), (.problems, _), (.savedFilters, _), (.line, _), (.confirm, _):
            // Another overlay's keys: the action table gives none of them here.
            break
        case (.quit, _), (.help, _), (.filter, _), (.panes, _), (.precedents, _):
            // Quit and help are everywhere's (`perform`); the rest are the panes' and the precedents view's.
            break
        }
        return []
    }

    /// A movement key in an overlay: its cursor, or the help's scroll; a line being typed has none.
    mutating func moveInOverlay(_ move: MoveAction, _ overlay: Overlay) {
        switch overlay {
        case .help(var help):
            let geometry = HelpGeometry(page: help.page, body: overlayBody)
            help.scroll.apply(move, count: geometry.lines.count, height: geometry.shown, scrolling: true)
            self.overlay = .help(help)
        case .picker(var picker):
            let count = pickerRows(picker).count
            picker.cursor.apply(move, count: count, height: OverlayGeometry.pickerRows(body: overlayBody, count: count, explained: picker.explained))
            self.overlay = .picker(picker)
        case .sortMenu(var cursor):
            let count = sortChoices.count
            cursor.apply(move, count: count, height: OverlayGeometry.sortMenuShown(body: overlayBody, rows: count).rows)
            self.overlay = .sortMenu(cursor)
        case .stats(var stats):
            stats.cursor.apply(move, count: statsRows(stats).count, height: OverlayGeometry.statsRows(body: overlayBody))
            self.overlay = .stats(stats)
        case .problems(var cursor):
            cursor.apply(move, count: problemRows.count, height: OverlayGeometry.problemsLayout(body: overlayBody).list)
            self.overlay = .problems(cursor)
        case .savedFilters(var list):
            list.cursor.apply(move, count: list.rows.count, height: SavedFiltersState.listHeight(body: overlayBody, count: list.rows.count))
            self.overlay = .savedFilters(list)
        case .prompt:
            break
        }
    }

    // MARK: Sort menu

    mutating func handleSortMenu(_ action: SortMenuAction, _ cursor: inout ListCursor) {
        let choices = sortChoices
        switch action {
        case .choose:
            guard choices.indices.contains(cursor.position) else { return }
            overlay = nil
            guard let chosen = choices[cursor.position] else {
                // A "more like this" list's own order: the ranking.
                similar.sortByRank(true)
                query.sort = .id
                query.descending = false
                refilter()
                message = StatusMessage("Sorted by likeness, the most alike first")
                return
            }
            let again = !listIsByRank && chosen == query.sort
            query.descending = again ? !query.descending : false
            query.sort = chosen
            similar.sortByRank(false)
            refilter()
            message = StatusMessage("Sorted by \(chosen.title.lowercased())\(query.descending ? ", descending" : "")")
        }
    }

    /// What the sort menu offers: the sort keys, and first, in a "more like this" list, its ranking
    /// (nil).
    var sortChoices: [SortKey?] {
        (similar.shown == nil ? [] : [nil]) + SortKey.allCases.map(Optional.some)
    }

    /// The list is in a "more like this" ranking's order (not sorted by a key).
    var listIsByRank: Bool { similar.shown?.byRank ?? false }

    /// Where the sort menu opens: on the order the list is in.
    var currentSortChoice: Int {
        listIsByRank ? 0 : sortChoices.firstIndex(of: query.sort) ?? 0
    }

    // MARK: Pickers

    /// The picker's rows: the levels above the values first ("spine (all 3)", "ODG (all 12)": every
    /// case under any value they take in), then the values, with counts under the other filters,
    /// narrowed by what was typed.
    public func pickerRows(_ picker: PickerState) -> [FacetCount] {
        guard let index else { return [] }
        var counts: [FacetCount]
        switch picker.subject {
        case .facet(let facet):
            counts = shownFacetCounts(facet, in: index, ignoringOwnSelection: true)
            var others = effectiveQuery
            others.set(facet, [])
            let levels = pickerGroups(picker).map { group -> FacetCount in
                var query = others
                query.set(facet, Set(group.members))
                return FacetCount(value: group.label, cases: index.count(matching: query))
            }
            counts = levels.filter { $0.cases > 0 }.sorted { $0.cases > $1.cases } + counts
        case .tags: counts = index.tagCounts(for: effectiveQuery)
        }
        // Chosen values stay listed even when the other filters leave them no case.
        for value in picker.chosen where !counts.contains(where: { $0.value == value }) {
            counts.append(FacetCount(value: value))
        }
        let filter = CaseFold.key(picker.filter)
        guard !filter.isEmpty else { return counts }
        // An explained picker's values are found by their meaning too ("surgery": no-surgical-plan).
        let meaning = pickerMeaning(picker)
        return counts.filter { CaseFold.key($0.value).contains(filter) || meaning($0.value).map(CaseFold.key)?.contains(filter) == true }
    }

    /// What a value of an explained picker means (`FacetValues.meaning`), by the value as the picker
    /// lists it (a level by its label); nil for the other pickers.
    public func pickerMeaning(_ picker: PickerState) -> (String) -> String? {
        guard picker.explained, let facet = picker.facet else { return { _ in nil } }
        let levels = Dictionary(pickerGroups(picker).map { ($0.label, $0.term) }) { first, _ in first }
        return { value in FacetValues.meaning(levels[value] ?? value, facet) }
    }

    /// The levels a facet's picker offers above its values (`FacetResolver.groups`).
    func pickerGroups(_ picker: PickerState) -> [FacetResolver.Group] {
        guard let index, let facet = picker.facet else { return [] }
        return index.levels(of: facet)
    }

    /// The values chosen, a level taken as every value under it.
    func expandingLevels(_ chosen: Set<String>, of picker: PickerState) -> Set<String> {
        let groups = pickerGroups(picker)
        var values: Set<String> = []
        for value in chosen {
            if let group = groups.first(where: { $0.label == value }) { values.formUnion(group.members) } else { values.insert(value) }
        }
        return values
    }

    mutating func handlePicker(_ action: PickerAction, _ picker: inout PickerState) {
        let rows = pickerRows(picker)
        switch action {
        case .apply:
            // Enter with nothing chosen takes the row under the cursor.
            var chosen = picker.chosen
            if chosen.isEmpty, rows.indices.contains(picker.cursor.position) { chosen = [rows[picker.cursor.position].value] }
            choose(expandingLevels(chosen, of: picker), in: picker.subject)
            overlay = nil
            refilter()
            return
        case .choose:
            if rows.indices.contains(picker.cursor.position) {
                let value = rows[picker.cursor.position].value
                if picker.chosen.contains(value) { picker.chosen.remove(value) } else { picker.chosen.insert(value) }
            }
        case .deleteBackward:
            if !picker.filter.isEmpty { picker.filter.removeLast() }
            picker.cursor = ListCursor()
        case .deleteToStart:
            picker.filter = ""
            picker.cursor = ListCursor()
        case .clearChosen:
            picker.chosen.removeAll()
        case .nextFacet, .previousFacet:
            guard let family = picker.family, let facet = picker.facet, let position = family.firstIndex(of: facet) else { break }
            // What was chosen here holds: the filter takes it before the next facet's picker opens.
            query.set(facet, expandingLevels(picker.chosen, of: picker))
            refilter()
            let step = action == .nextFacet ? 1 : family.count - 1
            openPicker(family[(position + step) % family.count])
            return
        }
        overlay = .picker(picker)
    }

    // MARK: Statistics

    public func statsRows(_ stats: StatsState) -> [FacetCount] {
        guard let index else { return [] }
        let rows: [FacetCount]
        switch stats.dimension {
        case .facet(let facet): rows = shownFacetCounts(facet, in: index, ignoringOwnSelection: false)
        case .period(let period): rows = index.periodCounts(period, rows: visible)
        }
        return stats.effectiveOrder.sorted(rows)
    }

    mutating func handleStats(_ action: StatsAction, _ stats: inout StatsState) {
        let tabs = StatsState.tabs
        let position = tabs.firstIndex(of: stats.dimension) ?? 0
        switch action {
        case .nextTab:
            stats = StatsState(dimension: tabs[(position + 1) % tabs.count], order: stats.order)
        case .previousTab:
            stats = StatsState(dimension: tabs[(position + tabs.count - 1) % tabs.count], order: stats.order)
        case .cycleOrder:
            stats.order = stats.effectiveOrder.next
            stats.cursor = ListCursor()
        case .apply:
            let rows = statsRows(stats)
            guard rows.indices.contains(stats.cursor.position) else { return }
            let value = rows[stats.cursor.position].value
            switch stats.dimension {
            case .facet(let facet):
                query.set(facet, [value])
            case .period(let period):
                guard let range = period.range(of: value) else {
                    message = StatusMessage("These cases have no decision date to filter by", isError: true)
                    return
                }
                query.dateRanges[.decided] = range
            }
            overlay = nil
            refilter()
            return
        }
        overlay = .stats(stats)
    }

    // MARK: Problems

    /// What the problems view lists, counted as the status line and `imr check` count them ("4 problems, 1 letter with
    /// warnings"): the status line's count of problems is not the view's count of rows.
    public var problemsTitle: String {
        guard let index else { return "Problems" }
        var parts = index.problems.isEmpty ? [] : [Wording.count(index.problems.count, "problem")]
        let warned = unlistedWarnings(in: index).count
        if warned > 0 { parts.append(Wording.count(warned, "letter") + " with warnings") }
        if !index.corpus.notes.isEmpty { parts.append(Wording.count(index.corpus.notes.count, "note")) }
        return parts.isEmpty ? "No problems" : parts.joined(separator: ", ")
    }

    /// What the user should know of the load: notes (a case store ignored or not saved), files that could
    /// not be read, then letters whose warnings are not already among them.
    public var problemRows: [(text: String, caseId: String?)] {
        guard let index else { return [] }
        var rows: [(text: String, caseId: String?)] = index.corpus.notes.map { ("note: \($0)", nil) }
        rows += index.problems.map { ("\($0.kind.rawValue): \($0.line)", $0.caseId) }
        for imrCase in unlistedWarnings(in: index) {
            rows.append(("warning: \(imrCase.file) (\(imrCase.id)): \(imrCase.warnings.joined(separator: " "))", imrCase.id))
        }
        return rows
    }

    /// The letters read with warnings whose file is not already among the problems.
    private func unlistedWarnings(in index: CorpusIndex) -> [IMRCase] {
        let listed = Set(index.problems.map(\.path))
        return index.casesWithWarnings.map { index.cases[$0] }.filter { !listed.contains($0.file) }
    }

    mutating func handleProblems(_ action: ProblemsAction, _ cursor: inout ListCursor) {
        let rows = problemRows
        switch action {
        case .open:
            guard rows.indices.contains(cursor.position), let id = rows[cursor.position].caseId else { return }
            select(id: id)
            overlay = nil
        }
    }

    /// Moves the cursor to a case; clears the filters when they hide it.
    mutating func select(id: String) {
        guard let index else { return }
        if !visible.contains(where: { index.cases.id(at: $0) == id }) {
            query = query.cleared
            refilter()
            message = StatusMessage("Filters cleared to show \(id)")
        }
        if let position = visible.firstIndex(where: { index.cases.id(at: $0) == id }) {
            caseCursor.select(position, count: visible.count, height: listHeight)
            selectionMoved()
        }
    }

    // MARK: Prompts

    /// y or n to a question (replace the files? keep only your note?); any other key is no.
    mutating func handleAnswer(_ yes: Bool, _ prompt: PromptState) -> [BrowserEffect] {
        switch prompt.purpose {
        case .confirmOverwrite(let request):
            overlay = nil
            if yes {
                var agreed = request
                agreed.overwrite = true
                return exporting(agreed)
            }
            message = StatusMessage("Export cancelled: nothing was replaced")
            return []
        case .noteConflict(let key, let yours, let kept):
            return settleNoteConflict(key: key, yours: yours, kept: kept, keepYours: yes)
        case .filter, .search, .filterName, .exportPath, .briefPath, .tag, .note:
            return []
        }
    }

    /// A key in a line being typed.
    mutating func handleLine(_ action: LineAction, _ prompt: inout PromptState) -> [BrowserEffect] {
        // A selected line is cleared by deleting, and edited from where the caret moves.
        if prompt.selected {
            prompt.selected = false
            switch action {
            case .deleteBackward, .deleteForward, .deleteToStart, .deleteToEnd, .deleteWordBackward, .deleteWordForward:
                prompt.text = ""
                prompt.caret = 0
                overlay = .prompt(prompt)
                return []
            case .submit, .caretLeft, .caretRight, .caretHome, .caretEnd, .wordLeft, .wordRight, .olderFilter, .newerFilter,
                 .completeTag, .editNote, .completeFilter:
                break
            }
        }
        var characters = Array(prompt.text)
        switch action {
        case .submit:
            overlay = nil
            return submit(prompt)
        case .deleteBackward:
            if prompt.caret > 0 {
                characters.remove(at: prompt.caret - 1)
                prompt.caret -= 1
            }
        case .deleteForward:
            if prompt.caret < characters.count { characters.remove(at: prompt.caret) }
        case .caretLeft: prompt.caret = max(0, prompt.caret - 1)
        case .caretRight: prompt.caret = min(characters.count, prompt.caret + 1)
        case .caretHome: prompt.caret = 0
        case .caretEnd: prompt.caret = characters.count
        case .deleteToStart:
            characters.removeSubrange(0..<prompt.caret)
            prompt.caret = 0
        case .deleteToEnd:
            characters.removeSubrange(prompt.caret..<characters.count)
        case .wordLeft: prompt.caret = LineWords.wordStart(characters, before: prompt.caret)
        case .wordRight: prompt.caret = LineWords.wordEnd(characters, after: prompt.caret)
        case .deleteWordBackward:
            let start = LineWords.spaceSeparatedStart(characters, before: prompt.caret)
            characters.removeSubrange(start..<prompt.caret)
            prompt.caret = start
        case .deleteWordForward:
            characters.removeSubrange(prompt.caret..<LineWords.wordEnd(characters, after: prompt.caret))
        case .completeTag:
            completeTag(&prompt)
            overlay = .prompt(prompt)
            return []
        case .completeFilter:
            completeFilter(&prompt)
            overlay = .prompt(prompt)
            return []
        case .editNote:
            return editNoteInEditor(prompt)
        case .olderFilter, .newerFilter:
            walkHistory(older: action == .olderFilter, &prompt)
            overlay = .prompt(prompt)
            return []
        }
        prompt.text = String(characters)
        overlay = .prompt(prompt)
        return []
    }

    mutating func submit(_ prompt: PromptState) -> [BrowserEffect] {
        switch prompt.purpose {
        case .filter:
            return submitFilterLine(prompt.text)
        case .filterName(let query):
            return saveFilter(named: prompt.text, query: query)
        case .search:
            startSearch(prompt.text)
        case .exportPath(let ids):
            let destination = String(prompt.text.trimmingPrefix(" "))
            guard !destination.isEmpty else {
                message = StatusMessage("Export cancelled: no file given")
                return []
            }
            return exporting(ExportRequest(ids: ids, destination: destination, overwrite: false, query: effectiveQuery))
        case .briefPath(let found):
            let destination = String(prompt.text.trimmingPrefix(" "))
            guard !destination.isEmpty else {
                message = StatusMessage("Export cancelled: no file given")
                return []
            }
            return exporting(ExportRequest(ids: [found.question.treatment], destination: destination, overwrite: false,
                                           brief: found))
        case .tag(let ids):
            return tagging(ids, prompt.text)
        case .note(let id, let base):
            return keepingNote(of: id, prompt.text, base: base)
        case .confirmOverwrite, .noteConflict:
            break
        }
        return []
    }

    /// The export to ask the app for, unless one is still being written.
    mutating func exporting(_ request: ExportRequest) -> [BrowserEffect] {
        guard !exporting else {
            message = StatusMessage("An export is still running", isError: true)
            return []
        }
        return [.export(request)]
    }
}
