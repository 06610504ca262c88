/// Work the browser asks the app to do: the state stays pure, the app does the I/O and reports back
/// with `BrowserEvent`s.
public enum BrowserEffect: Equatable, Sendable {
    case quit
    case reload
    /// Write these cases; the app checks for existing files (`exportNeedsConsent`) before writing.
    case export(ExportRequest)
    /// Load and apply the next theme (the app knows which themes there are).
    case cycleTheme
    /// Open the letter's own file (PDF or text) with `$IMR_OPENER`, the desktop's opener or the editor.
    case openLetter(path: String)
    /// Show this text in `$PAGER`, the browser suspended meanwhile.
    case pipeToPager(String)
    /// Put this text on the clipboard (OSC 52).
    case copyToClipboard(String)
    /// Tag, untag or write a note in the notes store, then give the index what the store holds.
    case changeNotes(NotesChange)
    /// Open `$EDITOR` on `text`, then keep what was written as the case's note, unless the note kept
    /// is no longer `base` (the one the user started from).
    case editNote(key: String, text: String, base: String)
    /// Keep this for the next run (a saved filter, the filter history): `BrowserMemory`.
    case remember(MemoryChange)
    /// A corpus the browser held was let go (replaced by the same one opened from the case store): hand
    /// the memory it took back to the system.
    case giveBackMemory
}
