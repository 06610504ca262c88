/// Everything a user can ask of the browser from the keyboard. What an action does can depend on the
/// context it is pressed in (`moveDown` moves the case cursor, scrolls a pane or moves a picker's
/// cursor); the action table says which keys give it where.
public enum BrowserAction: String, CaseIterable, Sendable {
    // Moving, in whatever the context shows.
    case moveDown, moveUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    // The panes.
    case nextPane, previousPane, zoom, close, quit
    case showAll, showUpheld, showOverturned, showPartial, toggleDecisionLevel
    case pickSpecialty, pickChapter, pickCategory, filterLine, clearFilters
    case search, nextMatch, previousMatch, sortMenu
    case toggleMark, clearMarks, export, exportAllShown
    case stats, problems, reload, cycleTheme, help
    // Precedents: open the view on the item; in it, narrow by year or region and export the brief.
    case precedents, pickYear, pickRegion, pickReason, exportBrief
    // More like this: the cases most like the selected one, in the case list.
    case moreLikeThis
    // The rest of the desktop: the letter's own file, the pager, the clipboard.
    case openLetterFile, pipeToPager, copyCaseNumber
    // The user's tags and notes (BrowserState+Notes): tag or untag, write the note, pick tags; in
    // their prompts, complete a tag, write the note in $EDITOR.
    case tagCases, writeNote, pickTags, completeTag, editNote
    // Saved filters (W, @, and D in their list), the filter line's history, undoing filter changes (U).
    case saveFilter, pickSavedFilter, forgetFilter, undoFilter, olderFilter, newerFilter
    // Overlays.
    /// Picker: choose or take back the value under the cursor; sort menu: sort by the key under it.
    case choose
    /// Picker: filter by what is chosen; statistics: filter by the value under the cursor.
    case apply
    /// Problems: go to the case of the problem under the cursor.
    case open
    case clearChosen
    case nextFacet, previousFacet, cycleStatsOrder
    // Typing a line.
    case submit, deleteBackward, deleteForward, caretLeft, caretRight, caretHome, caretEnd
    case deleteToStart, deleteToEnd
    // A yes/no question.
    case answerYes, answerNo
}
