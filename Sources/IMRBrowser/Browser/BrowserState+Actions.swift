import IMRIndex
import IMRScreen
import IMRExport
import IMRModel
import IMRText
import IMRColumns

extension BrowserState {
    /// An action in the panes (no overlay open, the precedents view not on screen).
    mutating func performInPanes(_ action: BrowserAction) -> [BrowserEffect] {
        switch action {
        case .move(let move):
            self.move(move)
            return []
        case .close:
            message = nil
            if zoomed { zoomed = false; clampList() } else if search != nil { search = nil }
            else if precedents?.visiting == true { returnToPrecedents() } else { leaveSimilar() }
            return []
        case .filter(let filter):
            message = nil
            return performFilter(filter)
        case .panes(let pane):
            message = nil
            return performInPanes(pane)
        case .quit, .help, .precedents, .picker, .sortMenu, .stats, .problems, .savedFilters, .line, .confirm:
            // Quit and help are everywhere's (`perform`); the rest are keys of overlays and the precedents view.
            return []
        }
    }

    mutating func performInPanes(_ action: PaneAction) -> [BrowserEffect] {
        switch action {
        case .nextPane: cycleFocus(by: 1)
        case .previousPane: cycleFocus(by: -1)
        case .zoom:
            zoomed.toggle()
            clampList()
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
        case .reload: return reload()
        case .cycleTheme: return [.cycleTheme]
        case .saveFilter: askFilterName()
        case .pickSavedFilter: openSavedFilters()
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

    // MARK: Marks and export

    mutating func toggleMark() {
        guard let imrCase = selectedCase else { return }
        if marks.contains(imrCase.id) { marks.remove(imrCase.id) } else { marks.insert(imrCase.id) }
        if focus == .list { move(.down) }
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
            for _ in 0..<3 { move(mouse.action == .wheelUp ? .up : .down) }
            focus = previous
        default:
            break
        }
    }
}
