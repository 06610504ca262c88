import IMRCore
import IMRScreen

extension BrowserState {
    mutating func handleOverlayKey(_ key: Key) -> [BrowserEffect] {
        guard let overlay else { return [] }
        if key == .control("c") { return [.quit] }
        switch overlay {
        case .help(let scrollTop):
            // Held within what the help can scroll, so that going back up moves at once.
            let limit = OverlayViews.HelpGeometry(body: overlayBody).scrollLimit(body: overlayBody)
            func scroll(to top: Int) { self.overlay = .help(scroll: max(0, min(limit, top))) }
            switch key {
            case .escape, .character("q"), .character("?"), .enter: self.overlay = nil
            case .character("j"), .down: scroll(to: scrollTop + 1)
            case .character("k"), .up: scroll(to: scrollTop - 1)
            case .pageDown, .control("d"): scroll(to: scrollTop + 10)
            case .pageUp, .control("u"): scroll(to: scrollTop - 10)
            case .character("g"), .home: scroll(to: 0)
            case .character("G"), .end: scroll(to: limit)
            default: break
            }
        case .picker(var picker):
            handlePickerKey(key, &picker)
        case .sortMenu(let position):
            let keys = SortKey.allCases
            switch key {
            case .escape, .character("q"): self.overlay = nil
            case .character("j"), .down: self.overlay = .sortMenu(cursor: min(keys.count - 1, position + 1))
            case .character("k"), .up: self.overlay = .sortMenu(cursor: max(0, position - 1))
            case .enter, .character(" "):
                let chosen = keys[position]
                query.descending = chosen == query.sort ? !query.descending : false
                query.sort = chosen
                self.overlay = nil
                refilter()
                message = StatusMessage("Sorted by \(chosen.title.lowercased())\(query.descending ? ", descending" : "")")
            default: break
            }
        case .stats(var stats):
            handleStatsKey(key, &stats)
        case .problems(var problems):
            handleProblemsKey(key, &problems)
        case .prompt(var prompt):
            return handlePromptKey(key, &prompt)
        }
        return []
    }

    // MARK: Pickers

    /// The picker's rows: values with counts under the other filters, narrowed by what was typed.
    public func pickerRows(_ picker: PickerState) -> [FacetCount] {
        guard let index else { return [] }
        var counts = index.facetCounts(picker.facet, for: effectiveQuery)
        // Chosen values stay listed even when the other filters leave them no case.
        for value in picker.chosen where !counts.contains(where: { $0.value == value }) {
            counts.append(FacetCount(value: value, cases: 0, overturnedCases: 0, items: 0, overturnedItems: 0))
        }
        let filter = picker.filter.lowercased()
        guard !filter.isEmpty else { return counts }
        return counts.filter { $0.value.lowercased().contains(filter) }
    }

    /// Chooses the row under the cursor, or takes it back.
    func togglePickerRow(_ rows: [FacetCount], _ picker: inout PickerState) {
        guard rows.indices.contains(picker.cursor) else { return }
        let value = rows[picker.cursor].value
        if picker.chosen.contains(value) { picker.chosen.remove(value) } else { picker.chosen.insert(value) }
    }

    mutating func handlePickerKey(_ key: Key, _ picker: inout PickerState) {
        let rows = pickerRows(picker)
        switch key {
        case .escape:
            overlay = nil
            return
        case .enter:
            // Enter with nothing chosen takes the row under the cursor.
            var chosen = picker.chosen
            if chosen.isEmpty, rows.indices.contains(picker.cursor) { chosen = [rows[picker.cursor].value] }
            query.set(picker.facet, chosen)
            overlay = nil
            refilter()
            return
        case .down, .control("n"): picker.cursor = min(max(0, rows.count - 1), picker.cursor + 1)
        case .up, .control("p"): picker.cursor = max(0, picker.cursor - 1)
        case .pageDown: picker.cursor = min(max(0, rows.count - 1), picker.cursor + 10)
        case .pageUp: picker.cursor = max(0, picker.cursor - 10)
        // Tab chooses; Space too until something is typed, then it types (values hold spaces).
        case .tab:
            togglePickerRow(rows, &picker)
        case .character(" ") where picker.filter.isEmpty:
            togglePickerRow(rows, &picker)
        case .backspace:
            if !picker.filter.isEmpty { picker.filter.removeLast() }
            picker.cursor = 0
        case .control("u"):
            picker.filter = ""
            picker.cursor = 0
        case .control("x"):
            picker.chosen.removeAll()
        case .character(let character):
            picker.filter.append(character)
            picker.cursor = 0
        default:
            break
        }
        overlay = .picker(picker)
    }

    // MARK: Statistics

    public func statsRows(_ stats: StatsState) -> [FacetCount] {
        index?.facetCounts(stats.facet, for: effectiveQuery, ignoringOwnSelection: false) ?? []
    }

    mutating func handleStatsKey(_ key: Key, _ stats: inout StatsState) {
        let facets = StatsState.facets
        let position = facets.firstIndex(of: stats.facet) ?? 0
        let rows = statsRows(stats)
        switch key {
        case .escape, .character("q"), .character("S"):
            overlay = nil
            return
        case .tab, .right, .character("l"):
            stats = StatsState(facet: facets[(position + 1) % facets.count])
        case .backTab, .left, .character("h"):
            stats = StatsState(facet: facets[(position + facets.count - 1) % facets.count])
        case .down, .character("j"): stats.cursor = min(max(0, rows.count - 1), stats.cursor + 1)
        case .up, .character("k"): stats.cursor = max(0, stats.cursor - 1)
        case .pageDown: stats.cursor = min(max(0, rows.count - 1), stats.cursor + 10)
        case .pageUp: stats.cursor = max(0, stats.cursor - 10)
        case .enter:
            guard rows.indices.contains(stats.cursor) else { return }
            query.set(stats.facet, [rows[stats.cursor].value])
            overlay = nil
            refilter()
            return
        default:
            break
        }
        overlay = .stats(stats)
    }

    // MARK: Problems

    /// Files that could not be read, then letters whose warnings are not already among them.
    public var problemRows: [(text: String, caseId: String?)] {
        guard let index else { return [] }
        var rows = index.corpus.problems.map { ("\($0.kind.rawValue): \($0.line)", $0.caseId) }
        let listed = Set(index.corpus.problems.map(\.path))
        for letter in index.cases where !letter.warnings.isEmpty && !listed.contains(letter.file) {
            rows.append(("warning: \(letter.file) (\(letter.id)): \(letter.warnings.joined(separator: " "))", letter.id))
        }
        return rows
    }

    mutating func handleProblemsKey(_ key: Key, _ problems: inout ProblemsState) {
        let rows = problemRows
        switch key {
        case .escape, .character("q"), .character("P"):
            overlay = nil
            return
        case .down, .character("j"): problems.cursor = min(max(0, rows.count - 1), problems.cursor + 1)
        case .up, .character("k"): problems.cursor = max(0, problems.cursor - 1)
        case .pageDown: problems.cursor = min(max(0, rows.count - 1), problems.cursor + 10)
        case .pageUp: problems.cursor = max(0, problems.cursor - 10)
        case .enter:
            guard rows.indices.contains(problems.cursor), let id = rows[problems.cursor].caseId else { return }
            select(id: id)
            overlay = nil
            return
        default:
            break
        }
        overlay = .problems(problems)
    }

    /// Moves the cursor to a case; clears the filters when they hide it.
    mutating func select(id: String) {
        guard let index else { return }
        if !visible.contains(where: { index.cases[$0].id == id }) {
            query = query.cleared
            refilter()
            message = StatusMessage("Filters cleared to show \(id)")
        }
        if let position = visible.firstIndex(where: { index.cases[$0].id == id }) {
            cursor = position
            resetCaseScroll()
            clampList()
        }
    }

    // MARK: Prompts

    mutating func handlePromptKey(_ key: Key, _ prompt: inout PromptState) -> [BrowserEffect] {
        if case .confirmOverwrite(let request) = prompt.purpose {
            overlay = nil
            if key == .character("y") || key == .character("Y") {
                var agreed = request
                agreed.overwrite = true
                return [.export(agreed)]
            }
            message = StatusMessage("Export cancelled: nothing was replaced")
            return []
        }
        var characters = Array(prompt.text)
        switch key {
        case .escape:
            overlay = nil
            return []
        case .enter:
            overlay = nil
            return submit(prompt)
        case .backspace:
            if prompt.caret > 0 {
                characters.remove(at: prompt.caret - 1)
                prompt.caret -= 1
            }
        case .delete:
            if prompt.caret < characters.count { characters.remove(at: prompt.caret) }
        case .left: prompt.caret = max(0, prompt.caret - 1)
        case .right: prompt.caret = min(characters.count, prompt.caret + 1)
        case .home, .control("a"): prompt.caret = 0
        case .end, .control("e"): prompt.caret = characters.count
        case .control("u"):
            characters.removeSubrange(0..<prompt.caret)
            prompt.caret = 0
        case .control("k"):
            characters.removeSubrange(prompt.caret..<characters.count)
        case .character(let character):
            characters.insert(character, at: prompt.caret)
            prompt.caret += 1
        default:
            break
        }
        prompt.text = String(characters)
        overlay = .prompt(prompt)
        return []
    }

    mutating func submit(_ prompt: PromptState) -> [BrowserEffect] {
        switch prompt.purpose {
        case .filter:
            applyFilterLine(prompt.text)
        case .search:
            startSearch(prompt.text)
        case .exportPath(let ids):
            let destination = String(prompt.text.trimmingPrefix(" "))
            guard !destination.isEmpty else {
                message = StatusMessage("Export cancelled: no file given")
                return []
            }
            return [.export(ExportRequest(ids: ids, destination: destination, overwrite: false))]
        case .confirmOverwrite:
            break
        }
        return []
    }
}
