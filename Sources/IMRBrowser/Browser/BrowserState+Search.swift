import IMRIndex
import IMRScreen
import IMRColumns

extension BrowserState {
    /// Matches of the search in the selected case: the summary pane's, then the decision pane's.
    public var caseMatches: [SearchMatch] {
        guard let text = search?.text, !text.isEmpty, let imrCase = selectedCase, let index else { return [] }
        let state = self
        let panes = [Pane.summary, .decisions]
        let widths = panes.map(paneWidth)
        let key = SearchMatchMemo.Key(index: index, caseId: imrCase.id, text: text, widths: widths)
        return matchMemo.matches(for: key) {
            panes.flatMap { SearchMatching.matches(of: text, in: state.documentLines($0), pane: $0) }
        }
    }

    public var currentMatch: SearchMatch? {
        let matches = caseMatches
        guard let search, matches.indices.contains(search.current) else { return nil }
        return matches[search.current]
    }

    mutating func startSearch(_ text: String) {
        let trimmed = String(text.trimmingPrefix(" "))
        guard !trimmed.isEmpty else {
            search = nil
            return
        }
        search = SearchState(text: trimmed)
        if caseMatches.isEmpty {
            jumpToMatch(forward: true)
        } else {
            reveal()
            describeMatch()
        }
    }

    /// n/N: the next match in this case, else the first (last) match of the next (previous) case
    /// in the list that holds the text.
    /// With no search, the items the filter's item terms found (BrowserState+FoundItems).
    mutating func jumpToMatch(forward: Bool) {
        guard let text = search?.text, let index else {
            if !stepFoundItem(forward: forward) {
                message = StatusMessage("No search yet: press / to search (or filter by item terms, treat: item: …, to step through the items found)")
            }
            return
        }
        let matches = caseMatches
        let current = search?.current ?? 0
        if forward, current + 1 < matches.count {
            search?.current = current + 1
        } else if !forward, current > 0, !matches.isEmpty {
            search?.current = min(current, matches.count) - 1
        } else {
            let step = forward ? 1 : -1
            var position = cursor + step
            var found: Int? = nil
            // The next few cases are read directly (the match is often near); past them the word
            // index rules out most cases without reading them. Reviewer specialties and citations are
            // not in it, so those are still checked for every case.
            var candidates: CaseBitmap? = nil
            var read = 0
            while position >= 0 && position < visible.count {
                let imrCase = index.cases[visible[position]]
                read += 1
                if read == Self.casesReadBeforeTheIndex { candidates = index.casesPossiblyContaining(text) }
                let possible = candidates?.contains(visible[position]) ?? true
                    || SearchMatching.listedFieldsContain(imrCase, text)
                if possible && SearchMatching.caseContains(imrCase, text) {
                    found = position
                    break
                }
                position += step
            }
            guard let found else {
                message = StatusMessage("\"\(text)\": no \(forward ? "further" : "earlier") match in the \(visible.count) cases shown",
                                        isError: true)
                return
            }
            caseCursor.select(found, count: visible.count, height: listHeight)
            resetCaseScroll()
            let count = caseMatches.count
            search?.current = forward ? 0 : max(0, count - 1)
        }
        reveal()
        describeMatch()
    }

    /// Cases `n` reads before asking the word index for candidates: reading a case takes microseconds,
    /// finding the candidates for a new text milliseconds.
    static let casesReadBeforeTheIndex = 64

    /// Scrolls the pane holding the current match so the match is on screen.
    mutating func reveal() {
        guard let match = currentMatch else { return }
        // Show the pane holding the match when the layout hides it.
        if layout.rect(for: match.pane) == nil { focus = match.pane }
        let height = max(1, (layout.rect(for: match.pane)?.height ?? 3) - 2)
        let top = scrollTop(match.pane)
        if match.line < top || match.line >= top + height {
            var scroll = paneScroll[match.pane] ?? ListCursor()
            scroll.scroll(by: max(0, match.line - height / 3) - top, count: documentLines(match.pane).count, height: height)
            paneScroll[match.pane] = scroll
        }
    }

    mutating func describeMatch() {
        guard let search else { return }
        let count = caseMatches.count
        let id = selectedCase?.id ?? ""
        message = count == 0
            ? StatusMessage("\"\(search.text)\" in \(id) (in the list only)")
            : StatusMessage("\"\(search.text)\": match \(search.current + 1) of \(count) in \(id)")
    }
}
