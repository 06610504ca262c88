/// How far a long open has come, for the progress a person watches: the step it is on, with a count
/// where the step has one. Every step that can take seconds at a million letters is named, so a
/// progress line never sits still on a finished count while the open goes on.
public enum LoadStep: Sendable, Equatable {
    /// The letters being listed (and a case store checked against them).
    case listing
    /// Letters read, of all to read (those a case store still holds count as read).
    case reading(done: Int, total: Int)
    /// Every letter read: the case store written, and the corpus opened from it.
    case storing(cases: Int)
    /// The word index built for a search, cases indexed so far of all.
    case indexingWords(done: Int, total: Int)
}
