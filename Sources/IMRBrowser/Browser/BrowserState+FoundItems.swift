import IMRIndex
import IMRText

/// The items a filter's item terms single out (`treat:mri item:overturned`): the decision pane marks
/// them and opens on the first, and, while no `/` search is under way, `n` and `N` step through them,
/// on to the next (previous) case shown, as they step through a search's matches.
extension BrowserState {
    /// The selected case's items the filter's item terms single out; nil when the filter has none.
    var foundItems: [Int]? {
        guard let row = selectedRow, let index else { return nil }
        return index.matchedItems(row, forAll: [effectiveQuery])
    }

    /// Another case is shown: its decision pane opens on the first item the filter found, when that is
    /// not the case's first.
    mutating func openOnFoundItem() {
        foundItem = foundItems?.first
        if let first = foundItem, first > 0 { scrollDecisions(to: first) }
    }

    /// n/N with no search: the next (previous) item the filter found, in this case, else the first
    /// (last) of the next (previous) case shown. False when the filter singles out no item (then n/N
    /// have nothing of the filter's to step through).
    mutating func stepFoundItem(forward: Bool) -> Bool {
        guard var found = foundItems else {
            guard effectiveQuery.hasItemTerms else { return false }
            message = StatusMessage("No case shown: the filter's item terms found no item", isError: true)
            return true
        }
        let current = foundItem
        let next = forward ? found.first { item in current.map { item > $0 } ?? true }
                           : found.last { item in current.map { item < $0 } ?? false }
        if let next {
            foundItem = next
        } else {
            let step = forward ? 1 : -1
            guard visible.indices.contains(cursor + step) else {
                message = StatusMessage("No \(forward ? "further" : "earlier") item the filter found in the \(Wording.count(visible.count, "case")) shown",
                                        isError: true)
                return true
            }
            caseCursor.select(cursor + step, count: visible.count, height: listHeight)
            selectionMoved()
            found = foundItems ?? []
            foundItem = forward ? found.first : found.last
        }
        guard let item = foundItem, let imrCase = selectedCase else { return true }
        if layout.rect(for: .decisions) == nil { focus = .decisions }
        scrollDecisions(to: item)
        let place = (found.firstIndex(of: item) ?? 0) + 1
        message = StatusMessage("\(imrCase.id) item \(item + 1): \(place) of \(found.count) the filter found here (n next, N previous)")
        return true
    }

    /// Scrolls the decision pane to item `item`'s heading (as far as the pane scrolls).
    mutating func scrollDecisions(to item: Int) {
        let lines = documentLines(.decisions)
        guard let line = CaseDocument.headingLine(of: item, in: lines) else { return }
        var scroll = ListCursor()
        scroll.scroll(by: line, count: lines.count, height: paneHeight(.decisions))
        paneScroll[.decisions] = scroll
    }
}
