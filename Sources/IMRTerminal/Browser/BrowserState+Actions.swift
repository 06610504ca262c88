import IMRIndex
import IMRScreen
import IMRExport
import IMRModel
import IMRText
import IMRColumns

extension BrowserState {
    /// An action in the panes (no overlay open).
    mutating func performInPanes(_ action: BrowserAction) -> [BrowserEffect] {
        message = nil
        switch action {
        case .nextPane: cycleFocus(by: 1)
        case .previousPane: cycleFocus(by: -1)
        case .zoom:
            zoomed.toggle()
            clampList()
        case .close:
            if zoomed { zoomed = false; clampList() } else if search != nil { search = nil }
            else if precedents?.visiting == true { returnToPrecedents() } else { leaveSimilar() }
        case .showAll: setOutcomeFilter(nil)
        case .showUpheld: setOutcomeFilter(.upheld)
        case .showOverturned: setOutcomeFilter(.overturned)
        case .showPartial: setOutcomeFilter(.partial)
        case .toggleDecisionLevel: toggleDecisionLevel()
        case .pickSpecialty: openPicker(.specialty)
        case .pickChapter: openPicker(.chapter)
        case .pickCategory: openPicker(.category)
        case .pickRegion: openPicker(.region)
        case .pickYear: openPicker(.year)
        case .pickReason: openPicker(.reason)
        case .filterLine:
            overlay = .prompt(PromptState(purpose: .filter, label: "Filter: ", text: QueryText.format(query), selected: true))
        case .clearFilters:
            query = query.cleared
            itemLevel = false
            refilter()
            message = StatusMessage("Filters cleared: all \(visible.count) cases shown")
        case .search:
            overlay = .prompt(PromptState(purpose: .search, label: "Search: ", text: search?.text ?? ""))
        case .nextMatch: jumpToMatch(forward: true)
        case .previousMatch: jumpToMatch(forward: false)
        case .sortMenu:
            overlay = .sortMenu(ListCursor(position: currentSortChoice))
        case .toggleMark: toggleMark()
        case .clearMarks:
            let count = marks.count
            marks.removeAll()
            message = StatusMessage(Wording.count(count, "mark") + " cleared")
        case .export: openExportPrompt(selectionForExport.map(\.id))
        case .exportAllShown:
            if !waitsForAllLetters("Export every case shown") { openExportPrompt(shownCases.map(\.id)) }
        case .moreLikeThis: showSimilar()
        case .stats: overlay = .stats(StatsState())
        case .problems: overlay = .problems(ListCursor())
        case .precedents: openPrecedents()
        case .openLetterFile: return openLetterFile()
        case .pipeToPager: return pipeToPager()
        case .copyCaseNumber: return copyCaseNumber()
        case .tagCases: openTagPrompt()
        case .writeNote: return openNotePrompt()
        case .pickTags: overlay = .picker(PickerState(.tags, chosen: query.tags))
        case .reload: return reload()
        case .cycleTheme: return [.cycleTheme]
        case .saveFilter, .pickSavedFilter, .undoFilter: return performSavedFilterAction(action)
        default: break
        }
        return []
    }

    // MARK: Moving

    mutating func cycleFocus(by step: Int) {
        let panes = Pane.allCases
        let position = panes.firstIndex(of: focus) ?? 0
        focus = panes[(position + step + panes.count) % panes.count]
        clampList()
    }

    // MARK: Filters

    mutating func setOutcomeFilter(_ outcome: Outcome?) {
        query.set(.outcome, [])
        query.set(.itemDecision, [])
        switch outcome {
        case nil: break
        case .upheld?, .overturned?:
            if itemLevel, let value = outcome?.rawValue {
                query.set(.itemDecision, [value])
            } else if let value = outcome?.rawValue {
                query.set(.outcome, [value])
            }
        case .some(let other):
            query.set(.outcome, [other.rawValue])
        }
        refilter()
    }

    mutating func toggleDecisionLevel() {
        itemLevel.toggle()
        let outcomes = query.values(.outcome).subtracting([Outcome.partial.rawValue, Outcome.unknown.rawValue])
        let decisions = query.values(.itemDecision)
        if itemLevel, !outcomes.isEmpty {
            query.set(.outcome, query.values(.outcome).subtracting(outcomes))
            query.set(.itemDecision, outcomes)
        } else if !itemLevel, !decisions.isEmpty {
            query.set(.itemDecision, [])
            query.set(.outcome, query.values(.outcome).union(decisions))
        }
        refilter()
        message = StatusMessage(itemLevel ? "u/o now filter by item decision (cases with such an item)"
                                          : "u/o now filter by case outcome")
    }

    mutating func openPicker(_ facet: Facet) {
        overlay = .picker(PickerState(facet: facet, chosen: query.values(facet)))
    }

    /// Applies a filter line typed by the user.
    mutating func applyFilterLine(_ text: String) {
        guard let index else { return }
        let result = QueryText.parse(text, base: query) { index.resolve($0, facet: $1) }
        // A term that does not read (a date or a count of days) stops the whole line: half a line
        // applied would show cases the user did not ask for.
        // The term that does not read comes first, so that an 80-column status line keeps it.
        if !result.invalidDates.isEmpty || !result.invalidDays.isEmpty {
            var bad: [String] = []
            if !result.invalidDates.isEmpty { bad.append(result.invalidDates.joined(separator: ", ") + ": not a date or range") }
            if !result.invalidDays.isEmpty { bad.append(result.invalidDays.joined(separator: ", ") + ": not a number of days") }
            message = StatusMessage(bad.joined(separator: "; ") + "; nothing applied, the filters stay as they were",
                                    isError: true)
            return
        }
        // A sort: term orders a "more like this" list as the sort menu does.
        if result.query.sort != query.sort || result.query.descending != query.descending { similar.sortByRank(false) }
        query = result.query
        itemLevel = !query.values(.itemDecision).isEmpty ? true : itemLevel
        refilter()
        if let problem = result.problem { message = StatusMessage(problem, isError: true) }
    }

    // MARK: Marks and export

    mutating func toggleMark() {
        guard let letter = selectedCase else { return }
        if marks.contains(letter.id) { marks.remove(letter.id) } else { marks.insert(letter.id) }
        if focus == .list { move(.moveDown) }
    }

    /// Asks where to write: a file takes every case in one document, in the format its extension names
    /// (.md, .json, .csv, else text); a path ending in "/" takes one text file per case.
    mutating func openExportPrompt(_ ids: [String]) {
        guard !ids.isEmpty else {
            message = StatusMessage("Nothing to export", isError: true)
            return
        }
        let proposal = ids.count == 1
            ? "./" + ExportFormat.safeFileName(for: ids[0], extension: ExportFormat.text.fileExtension)
            : "./imr-export." + ExportFormat.markdown.fileExtension
        let what = ids.count == 1 ? "Export \(ids[0])" : "Export \(ids.count) cases"
        let label = what + " (.txt .md .json .csv; DIR/ for a file per case) to: "
        overlay = .prompt(PromptState(purpose: .exportPath(ids: ids), label: label, text: proposal))
    }

    /// The app found existing files: ask before replacing them.
    mutating func askToOverwrite(_ request: ExportRequest, existing: [String]) {
        let what = existing.count == 1 ? "\(existing[0]) exists" : "\(existing.count) files exist"
        overlay = .prompt(PromptState(purpose: .confirmOverwrite(request), label: "\(what). Replace? (y/n) "))
    }

    // MARK: Mouse

    mutating func handleMouse(_ mouse: MouseEvent) {
        guard overlay == nil, !showsPrecedents, let pane = layout.pane(at: mouse.position) else { return }
        switch mouse.action {
        case .leftPress:
            focus = pane
            if pane == .list, let rect = layout.rect(for: .list) {
                let row = mouse.position.row - rect.row - 1 + listTop
                if row >= listTop, row < visible.count, row >= 0 {
                    let previous = cursor
                    caseCursor.select(row, count: visible.count, height: listHeight)
                    if previous != cursor { selectionMoved() }
                }
            }
            clampList()
        case .wheelUp, .wheelDown:
            let previous = focus
            focus = pane
            for _ in 0..<3 { move(mouse.action == .wheelUp ? .moveUp : .moveDown) }
            focus = previous
        default:
            break
        }
    }
}
