/// A note that changed in the notes store while the user edited it (another imr, `imr note`, a second
/// browser): the note kept there now, so the user can see both and choose. Thrown by the browser's
/// notes backend, returned by `NotesStore.setNote(_:_:replacing:)`.
public struct NoteConflict: Error, Equatable, Sendable {
    public let key: String
    /// The note as kept now ("" when it was removed meanwhile).
    public let kept: String

    public init(key: String, kept: String) {
        self.key = key
        self.kept = kept
    }
}
