import IMRIndex
import IMRScreen
import IMRModel

/// The case list: one row per case shown, the cursor and marks visible without colour.
enum ListView {
    static func draw(_ state: BrowserState, into frame: inout Frame, rect: Rect, focused: Bool) {
        let title = SimilarListView.title(state) ?? "Cases \(state.visible.count) of \(state.totalCount)"
        let inner = PaneChrome.draw(&frame, rect: rect, title: title, focused: focused,
                                    first: state.listTop, shown: max(1, rect.height - 2), total: state.visible.count)
        guard let index = state.index else {
            _ = frame.put("Reading letters…", row: inner.row, col: inner.col, width: inner.width, role: .dim)
            return
        }
        if let reason = index.corpus.emptyReason {
            // Nothing to filter: say what was looked for, wrapped to the pane.
            let text = TerminalSafe.escape(reason.prefix(1).uppercased() + reason.dropFirst() + ".")
            let lines = WordWrap.lines([(text, ())], width: max(10, inner.width))
            for (row, pieces) in lines.prefix(inner.height).enumerated() {
                _ = frame.put(pieces.map(\.text).joined(), row: inner.row + row, col: inner.col, width: inner.width,
                              role: .dim)
            }
            return
        }
        if state.visible.isEmpty {
            _ = frame.put("No case matches the filter. Press x to clear it.", row: inner.row, col: inner.col,
                          width: inner.width, role: .dim)
            return
        }
        let searchText = state.search?.text
        // Ids are never cut ("CM21-5339661-2" and "CM21-5339661" must read apart): the column is as
        // wide as the longest id on screen, within reason.
        let onScreen = state.visible[state.listTop..<min(state.visible.count, state.listTop + inner.height)]
        let idWidth = min(30, max(12, onScreen.map { DisplayWidth.of(index.cases.id(at: $0)) }.max() ?? 12))
        for row in 0..<inner.height {
            let position = state.listTop + row
            guard position < state.visible.count else { break }
            let imrCase = index.cases[state.visible[position]]
            let isCursor = position == state.cursor
            let isMarked = state.marks.contains(imrCase.id)
            let rowRole: Role = isCursor ? (isMarked ? .listCursorMarked : .listCursor) : (isMarked ? .listMarked : .normal)
            frame.fill(Rect(row: inner.row + row, col: inner.col, height: 1, width: inner.width), role: rowRole)
            var spans = cells(imrCase, marked: isMarked, width: inner.width, idWidth: idWidth, rowRole: rowRole,
                              cursor: isCursor, similar: state.similar.shown?.entry(forRow: state.visible[position]))
            if let searchText, !searchText.isEmpty {
                let line = StyledLine(spans)
                let matches = SearchMatching.matches(of: searchText, in: [line], pane: .list)
                spans = SearchMatching.highlight(line, matches: matches, current: nil)
            }
            _ = frame.put(spans, row: inner.row + row, col: inner.col, width: inner.width)
        }
    }

    /// The fewest cells the chapter column is shown in ("ODG Knee" is 8).
    static let minimumChapterCells = 8

    /// A row: mark, id, date, outcome mark, items, specialty, chapter (or why it is alike, in a "more
    /// like this" list).
    static func cells(_ imrCase: IMRCase, marked: Bool, width: Int, idWidth: Int, rowRole: Role, cursor: Bool,
                      similar: SimilarCase? = nil) -> [Span] {
        // The decision date or nothing: a column of decision dates never shows another date.
        let date = imrCase.dates.decision?.iso ?? "          "
        let outcomeRole = cursor ? rowRole : CaseDocument.outcomeRole(imrCase.outcome)
        var spans = [
            Span(marked ? "*" : " ", role: rowRole),
            Span(TextTable.fit(imrCase.id, width: idWidth) + " ", role: rowRole),
            Span(date + " ", role: rowRole),
            Span(String(imrCase.outcome.mark), role: outcomeRole, extra: cursor ? [] : [.bold]),
            Span(" " + TextTable.fit(String(imrCase.items.count), width: 2, alignment: .right) + " ", role: rowRole),
        ]
        if let similar { return spans + SimilarListView.reason(similar, rowRole: rowRole, cursor: cursor) }
        let rest = max(0, width - 19 - idWidth)
        let specialty = imrCase.reviewer.specialties.first ?? "-"
        let chapter = imrCase.chapters.first ?? "-"
        let specialtyWidth = max(12, min(30, rest / 2))
        // A chapter in fewer cells than a short chapter name needs shows only its cut: the specialty takes
        // the row's end instead.
        guard rest - specialtyWidth - 1 >= minimumChapterCells else {
            spans.append(Span(TextTable.fit(specialty, width: max(1, rest)), role: rowRole))
            return spans
        }
        spans.append(Span(TextTable.fit(specialty, width: specialtyWidth) + " ", role: rowRole))
        spans.append(Span(chapter, role: cursor ? rowRole : (rowRole == .normal ? .dim : rowRole)))
        return spans
    }
}
