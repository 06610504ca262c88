import IMRIndex
import IMRScreen
import IMRExport
import IMRModel

extension BrowserState {
    /// The precedents view is on screen (open, and no precedent's case shown in the panes instead).
    public var showsPrecedents: Bool { precedents.map { !$0.visiting } ?? false }

    /// The item precedents are asked from: the one under the decision pane's cursor when that pane is
    /// focused, else the one of those the filter's item terms single out that n/N went to (the first
    /// until then), else the case's first.
    var askedItem: Int {
        guard let imrCase = selectedCase, imrCase.items.count > 1 else { return 0 }
        if focus == .decisions {
            let lines = documentLines(.decisions)
            // The item n/N went to, while its heading is on screen (a pane scrolled to its end may
            // hold it below the top).
            let top = scrollTop(.decisions)
            if let found = foundItem, let line = CaseDocument.headingLine(of: found, in: lines),
               line >= top, line < top + paneHeight(.decisions) {
                return found
            }
            return CaseDocument.item(atLine: top, of: lines, itemCount: imrCase.items.count)
        }
        // Elsewhere, the item the filter found when its item terms single one out (`treat:mri
        // item:overturned`): the one n/N went to, else the first.
        return foundItem ?? foundItems?.first ?? 0
    }

    /// The precedents of the open view, narrowed by the browser's filter.
    public var precedentsFound: Precedents? {
        guard let precedents, let index else { return nil }
        var question = precedents.question
        question.narrowing = effectiveQuery
        return precedentsMemo.precedents(question, in: index)
    }

    /// Opens the view on the selected case's item. From a precedent's case, the new view keeps the first
    /// one's origin, so leaving still goes back to where the user started.
    mutating func openPrecedents() {
        guard let imrCase = selectedCase else {
            message = StatusMessage("No case selected", isError: true)
            return
        }
        let item = askedItem
        guard let question = PrecedentQuestion(item: item, of: imrCase) else {
            message = StatusMessage("\(imrCase.id) item \(item + 1) has no treatment to look up", isError: true)
            return
        }
        let origin = precedents?.origin
            ?? PrecedentsState.Origin(query: query, itemLevel: itemLevel, caseId: imrCase.id, focus: focus, zoomed: zoomed)
        if precedents == nil {
            query = query.cleared
            itemLevel = true
            refilter(keepingSelection: imrCase.id)
        }
        precedents = PrecedentsState(question: question, origin: origin)
        zoomed = false
        message = StatusMessage("Precedents of \(imrCase.id) item \(item + 1): Enter opens a case, e exports the brief, Esc goes back")
    }

    /// Leaves the view: the filter, the selected case and the focus as they were before it opened.
    mutating func closePrecedents() {
        guard let origin = precedents?.origin else { return }
        precedents = nil
        query = origin.query
        itemLevel = origin.itemLevel
        focus = origin.focus
        zoomed = origin.zoomed
        refilter(keepingSelection: origin.caseId)
        message = nil
    }

    /// From a precedent's case back to the view.
    mutating func returnToPrecedents() {
        precedents?.visiting = false
        zoomed = false
        message = nil
    }

    var precedentsListHeight: Int { PrecedentsGeometry(body: overlayBody).listRect.height }

    /// An action while the view is on screen: its own, moving through the precedents, or a filter key
    /// (`performFilter`, as in the panes: the filter narrows the precedents).
    mutating func performInPrecedents(_ action: BrowserAction) -> [BrowserEffect] {
        guard var view = precedents else { return [] }
        message = nil
        switch action {
        case .close:
            closePrecedents()
            return []
        case .precedents(.open):
            guard let found = precedentsFound, found.list.indices.contains(view.cursor.position), let index else { return [] }
            let precedent = found.list[view.cursor.position]
            let imrCase = index.cases[precedent.caseIndex]
            view.visiting = true
            precedents = view
            select(id: imrCase.id)
            focus = .decisions
            message = StatusMessage("\(imrCase.id) item \(precedent.item + 1): Esc goes back to the precedents")
            return []
        case .precedents(.exportBrief):
            guard let found = precedentsFound, !waitsForAllLetters("Export the brief") else { return [] }
            let proposal = "./" + ExportFormat.briefFileName(for: found, format: .markdown)
            overlay = .prompt(PromptState(purpose: .briefPath(found), label: "Export the brief (.md Markdown, else text) to: ",
                                          text: proposal))
            return []
        case .filter(let filter):
            let effects = performFilter(filter)
            view.cursor.clamp(count: precedentsFound?.list.count ?? 0, height: precedentsListHeight)
            precedents = view
            return effects
        case .move(let move):
            view.cursor.apply(move, count: precedentsFound?.list.count ?? 0, height: precedentsListHeight)
            precedents = view
            return []
        case .quit, .help, .panes, .picker, .sortMenu, .stats, .problems, .savedFilters, .line, .confirm:
            // Quit and help are everywhere's (`perform`); the panes' keys wait until the view is left.
            return []
        }
    }
}

extension CaseDocument {
    /// The item (zero-based) whose part of the decision pane holds `line`: the last item heading
    /// ("2. ") at or above it; the first item when none is.
    static func item(atLine line: Int, of lines: [StyledLine], itemCount: Int) -> Int {
        var item = 0
        var next = 1
        for (number, styled) in lines.enumerated() {
            if number > line || next > itemCount { break }
            if isHeading(styled, of: next - 1) {
                item = next - 1
                next += 1
            }
        }
        return item
    }

    /// The line of item `item`'s heading (zero-based), if the lines hold it.
    static func headingLine(of item: Int, in lines: [StyledLine]) -> Int? {
        lines.firstIndex { isHeading($0, of: item) }
    }

    /// A heading starts "N. " (N counted from 1), after the mark of an item the filter singled out.
    static func isHeading(_ styled: StyledLine, of item: Int) -> Bool {
        guard let first = styled.spans.first(where: { $0.role != .listMarked }), first.role == .heading else { return false }
        return first.text.hasPrefix("\(item + 1). ")
    }
}
