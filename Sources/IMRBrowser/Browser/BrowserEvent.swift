import IMRIndex
import IMRScreen
import IMRModel
import IMRExport

/// Everything that reaches the browser's state: the user's input, and what work in the background
/// (loading, indexing, exporting, theme loading) reports. The app only delivers these to
/// `BrowserState.handle`; it never writes into the state, so tests can drive every one of them.
public enum BrowserEvent: Sendable {
    case input(InputEvent)
    /// Reading the letters began (at start, or for a reload).
    case loadStarted(source: String)
    /// How far the open has come: the letters listed, read, kept in the case store.
    case loadProgress(LoadStep)
    /// The letters are read and indexed: the cases can be shown. A corpus opened from the case store
    /// without listing the letters (`Corpus.unchecked`) is shown while they are compared with it, which
    /// ends with `lettersChecked`.
    case corpusLoaded(CorpusIndex)
    /// A long first load's cases so far (`LoadPreview`): shown while the rest are read; `corpusLoaded`
    /// follows with them all.
    case corpusPreview(CorpusIndex)
    /// The letters were compared with the case store the cases shown came from: nil when none changed,
    /// else the corpus read again (changed letters parsed, the rest taken from the store).
    case lettersChecked(CorpusIndex?)
    /// The corpus `shown` has just been written to the case store and opened from it (`stored`): the
    /// same cases in the same order, read from the mapped store, so what was parsed can be let go.
    /// Taken silently, unless the browser has moved on to another index meanwhile (a reload).
    case storeOpened(shown: CorpusIndex, stored: CorpusIndex)
    /// The word index of a large corpus is being built: how far it has come.
    case wordIndexProgress(done: Int, total: Int)
    /// The word index the searches need is ready (built, or read from the store).
    case wordIndexReady
    /// Something was kept for the next open but could not be written (the word index store); the
    /// browser goes on, the next open only does the work again.
    case storeWriteFailed(String)
    /// An export asked for is under way: what it writes, for the status line ("3 cases", "the precedent
    /// brief").
    case exportStarted(what: String)
    case exportProgress(done: Int, total: Int)
    /// These files exist: ask before replacing them.
    case exportNeedsConsent(ExportRequest, existing: [String])
    /// The export is over (written, or failed with the reason): the status line to show.
    case exportFinished(StatusMessage)
    /// A theme was applied to the screen; `warning` says what was wrong with its file.
    case themeApplied(name: String, warning: String?)
    /// A program run for the user (opener, editor, pager) is over: what went wrong, nil when nothing did.
    case programFinished(StatusMessage?)
    /// Something a background step has to say (the notes store could not be read, say).
    case notice(StatusMessage)
    /// A change to the notes store is over: kept, with every tag and note the store holds now (`kept`,
    /// which the state gives to the index), or not (failed, or nothing to change), with the reason.
    case notesChanged(StatusMessage, kept: [String: CaseAnnotations]? = nil)
    /// The note the user wrote (`yours`) was not kept: the store held another by then.
    case noteChangedMeanwhile(NoteConflict, yours: String)
    /// The loop is ending: a question still open about a note is answered no (both notes are kept), so
    /// that nothing written is lost.
    case quitting
    /// The user quit while these writes were under way: quitting waits for them.
    case finishingWrites([String])
    /// The saved filters and the filter history kept by earlier runs.
    case memoryRecalled(RecalledMemory)
}
