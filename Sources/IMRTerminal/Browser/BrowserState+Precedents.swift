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
        guard let letter = selectedCase, letter.items.count > 1 else { return 0 }
        if focus == .decisions {
            let lines = documentLines(.decisions)
            // The item n/N went to, while its heading is on screen (a pane scrolled to its end may
            // hold it below the top).
            let top = scrollTop(.decisions)
            if let found = foundItem, let line = CaseDocument.headingLine(of: found, in: lines),
               line >= top, line < top + paneHeight(.decisions) {
                return found
            }
            return CaseDocument.item(atLine: top, of: lines, itemCount: letter.items.count)
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
        guard let letter = selectedCase else {
            message = StatusMessage("No case selected", isError: true)
            return
        }
        let item = askedItem
        guard let question = PrecedentQuestion(item: item, of: letter) else {
            message = StatusMessage("\(letter.id) item \(item + 1) has no treatment to look up", isError: true)
            return
        }
        let origin = precedents?.origin
            ?? PrecedentsState.Origin(query: query, itemLevel: itemLevel, caseId: letter.id, focus: focus, zoomed: zoomed)
        if precedents == nil {
            query = query.cleared
            itemLevel = true
            refilter(keepingSelection: letter.id)
        }
        precedents = PrecedentsState(question: question, origin: origin)
        zoomed = false
        message = StatusMessage("Precedents of \(letter.id) item \(item + 1): Enter opens a case, e exports the brief, Esc goes back")
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

    /// An action while the view is on screen.
    mutating func performInPrecedents(_ action: BrowserAction) -> [BrowserEffect] {
        guard var view = precedents else { return [] }
        message = nil
        let found = precedentsFound
        let count = found?.list.count ?? 0
        switch action {
        case .close:
            closePrecedents()
            return []
        case .open:
            guard let found, found.list.indices.contains(view.cursor.position), let index else { return [] }
            let precedent = found.list[view.cursor.position]
            let letter = index.cases[precedent.caseIndex]
            view.visiting = true
            precedents = view
            select(id: letter.id)
            focus = .decisions
            message = StatusMessage("\(letter.id) item \(precedent.item + 1): Esc goes back to the precedents")
            return []
        case .exportBrief:
            guard let found, !waitsForAllLetters("Export the brief") else { return [] }
            let proposal = "./" + ExportFormat.briefFileName(for: found, format: .markdown)
            overlay = .prompt(PromptState(purpose: .briefPath(found), label: "Export the brief (.md Markdown, else text) to: ",
                                          text: proposal))
            return []
        case .showAll: narrowByDecision(nil)
        case .showUpheld: narrowByDecision(.upheld)
        case .showOverturned: narrowByDecision(.overturned)
        case .showPartial:
            query.set(.itemDecision, [])
            query.set(.outcome, [Outcome.partial.rawValue])
            refilter()
        case .pickSpecialty: openPicker(.specialty)
        case .pickChapter: openPicker(.chapter)
        case .pickYear: openPicker(.year)
        case .pickRegion: openPicker(.region)
        case .pickReason: openPicker(.reason)
        case .filterLine:
            overlay = .prompt(PromptState(purpose: .filter, label: "Narrow: ", text: QueryText.format(query), selected: true))
        case .clearFilters:
            query = query.cleared
            refilter()
        case .undoFilter: undoFilterChange()
        default:
            if action.isMovement { view.cursor.apply(action, count: count, height: precedentsListHeight) }
        }
        view.cursor.clamp(count: precedentsFound?.list.count ?? 0, height: precedentsListHeight)
        precedents = view
        return []
    }

    /// u/o narrow to precedents so decided themselves (the item, not its case); a clears both.
    mutating func narrowByDecision(_ decision: Decision?) {
        query.set(.outcome, [])
        query.set(.itemDecision, decision.map { [$0.rawValue] } ?? [])
        refilter()
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
