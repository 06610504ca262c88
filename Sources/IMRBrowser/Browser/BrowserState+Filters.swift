import IMRIndex
import IMRModel
import IMRColumns

/// The filter keys, in one place for the two contexts that bind them: the panes, where they set the
/// case list's filter, and the precedents view, where the same filter narrows the precedents (the view
/// keeps what the panes had and gives it back on leaving: BrowserState+Precedents).
extension BrowserState {
    mutating func performFilter(_ action: FilterAction) -> [BrowserEffect] {
        let narrowing = showsPrecedents
        switch action {
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
        case .pickTags: overlay = .picker(PickerState(.tags, chosen: query.tags))
        case .filterLine:
            overlay = .prompt(PromptState(purpose: .filter, label: narrowing ? "Narrow: " : "Filter: ", text: QueryText.format(query),
                                          selected: true))
        case .clearFilters:
            query = query.cleared
            // The narrowing cleared, the view's counts say what is left; u/o there go by items anyway.
            if !narrowing { itemLevel = false }
            refilter()
            if !narrowing { message = StatusMessage("Filters cleared: all \(visible.count) cases shown") }
        case .undoFilter: undoFilterChange()
        }
        return []
    }

    /// a, u, o, p. In the precedents view u and o go by the precedent's own decision (the item's, not
    /// its case's), whatever i chose in the panes.
    mutating func setOutcomeFilter(_ outcome: Outcome?) {
        query.set(.outcome, [])
        query.set(.itemDecision, [])
        switch outcome {
        case nil: break
        case .upheld?, .overturned?:
            if itemLevel || showsPrecedents, let value = outcome?.rawValue {
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
        let result = QueryText.parse(text, base: query, suggest: index.suggestions) { index.resolve($0, facet: $1) }
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
}
