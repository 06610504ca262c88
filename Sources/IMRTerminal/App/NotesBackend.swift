import IMRBrowser
import IMRExport

/// Where the browser's tags and notes are kept (the `imr` executable gives it the notes store).
public protocol NotesBackend: Sendable {
    /// Carries out the change; returns how many cases it changed.
    func apply(_ change: NotesChange) throws -> Int
    /// Every tag and note as kept now, by case key: the app hands them to the state with
    /// `notesChanged`, which gives them to the index (`CorpusIndex.setAnnotations`).
    func annotations() throws -> [String: CaseAnnotations]
}
