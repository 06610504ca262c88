/// Everything a user can ask of the browser from the keyboard, grouped by where it is asked: each group
/// is one context's (or one shared section's) and is handled in one place by a switch without
/// `default:`, so a new action does not compile until it is handled. What an action does can depend on
/// the context it is pressed in (`move(.down)` moves the case cursor, scrolls a pane or moves a picker's
/// cursor); the action table says which keys give it where.
public enum BrowserAction: Hashable, Sendable {
    /// Anywhere: quit; the keys of where you are; leave an overlay, or go back a step in the panes.
    case quit, help, close
    /// Moving, in whatever the context shows.
    case move(MoveAction)
    /// The filter keys: the panes' filter, which in the precedents view narrows the precedents.
    case filter(FilterAction)
    /// The rest of the keys of the panes (the case list and the case panes).
    case panes(PaneAction)
    case precedents(PrecedentsAction)
    case picker(PickerAction)
    case sortMenu(SortMenuAction)
    case stats(StatsAction)
    case problems(ProblemsAction)
    case savedFilters(SavedFiltersAction)
    /// Typing a line: the filter line, a search, an export path, a tag, a note.
    case line(LineAction)
    /// A yes/no question.
    case confirm(ConfirmAction)
}

/// Moving a cursor through a list, or scrolling a text (`ListCursor.apply`).
public enum MoveAction: CaseIterable, Sendable {
    case down, up, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
}

/// The keys that set the filter, handled in one place for the panes and the precedents view
/// (BrowserState+Filters).
public enum FilterAction: CaseIterable, Sendable {
    case showAll, showUpheld, showOverturned, showPartial, toggleDecisionLevel
    case pickSpecialty, pickChapter, pickCategory, pickRegion, pickYear, pickReason, pickTags
    case filterLine, clearFilters
    /// The filters as they were before the last change (U).
    case undoFilter
}

public enum PaneAction: CaseIterable, Sendable {
    case nextPane, previousPane, zoom
    case search, nextMatch, previousMatch, sortMenu
    case toggleMark, clearMarks, export, exportAllShown
    case stats, problems, reload, cycleTheme
    /// Precedents: open the view on the item.
    case precedents
    /// More like this: the cases most like the selected one, in the case list.
    case moreLikeThis
    /// The rest of the desktop: the letter's own file, the pager, the clipboard.
    case openLetterFile, pipeToPager, copyCaseNumber
    /// The user's tags and notes (BrowserState+Notes): tag or untag, write the note.
    case tagCases, writeNote
    /// Saved filters: save the filter under a name (W), pick one (@).
    case saveFilter, pickSavedFilter
}

public enum PrecedentsAction: CaseIterable, Sendable {
    /// The precedent's case, in the panes.
    case open
    case exportBrief
}

public enum PickerAction: CaseIterable, Sendable {
    /// Choose or take back the value under the cursor.
    case choose
    /// Filter by what is chosen.
    case apply
    /// What was typed to narrow the values: its last character, or all of it.
    case deleteBackward, deleteToStart
    case clearChosen
    /// The next (previous) picker of the facet's family.
    case nextFacet, previousFacet
}

public enum SortMenuAction: CaseIterable, Sendable {
    /// Sort by the key under the cursor (again: reverse).
    case choose
}

public enum StatsAction: CaseIterable, Sendable {
    case nextTab, previousTab, cycleOrder
    /// Filter by the value under the cursor.
    case apply
}

public enum ProblemsAction: CaseIterable, Sendable {
    /// The case of the problem under the cursor.
    case open
}

public enum SavedFiltersAction: CaseIterable, Sendable {
    case apply, forget
}

public enum LineAction: CaseIterable, Sendable {
    case submit, deleteBackward, deleteForward, caretLeft, caretRight, caretHome, caretEnd
    case deleteToStart, deleteToEnd
    /// By words (`LineWords`): the caret, and deleting.
    case wordLeft, wordRight, deleteWordBackward, deleteWordForward
    /// The filter line's history.
    case olderFilter, newerFilter
    /// The tag prompt: complete the tag. The note prompt: write the note in $EDITOR. The filter line:
    /// complete the key or value at the caret.
    case completeTag, editNote, completeFilter
}

public enum ConfirmAction: CaseIterable, Sendable {
    case yes, no
}

extension BrowserAction: CaseIterable {
    /// Every action, group by group (the action table binds each: KeyContextTests).
    public static let allCases: [BrowserAction] = [.quit, .help, .close]
        + MoveAction.allCases.map(move) + FilterAction.allCases.map(filter) + PaneAction.allCases.map(panes)
        + PrecedentsAction.allCases.map(precedents) + PickerAction.allCases.map(picker)
        + SortMenuAction.allCases.map(sortMenu) + StatsAction.allCases.map(stats) + ProblemsAction.allCases.map(problems)
        + SavedFiltersAction.allCases.map(savedFilters) + LineAction.allCases.map(line) + ConfirmAction.allCases.map(confirm)
}
