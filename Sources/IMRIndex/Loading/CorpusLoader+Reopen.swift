import IMRFiles
import IMRStore

extension CorpusLoader {
    /// `shown`, a corpus held in memory whose case store `written` has just been written, opened again
    /// from that store: the same cases in the same order, read from the mapped file when asked for, so
    /// that what was parsed can be let go (issue 32: a browser holds the store, not its cases). Nil when
    /// the store holds no snapshot for these letters (a file read again at every open) or cannot be
    /// mapped: then `shown` stays as it is.
    static func reopened(_ shown: Corpus, from written: CaseStoreWrite) -> Corpus? {
        let files = written.stored.map(\.source)
        guard written.fingerprint != nil,
              var corpus = mapped(files, paths: written.roots, cache: written.cache).corpus,
              corpus.cases.count == shown.cases.count else { return nil }
        // What the load said of itself stays as it was said (the listing's problems, notes, counts).
        corpus.problems = shown.problems
        corpus.source = shown.source
        corpus.notes = shown.notes
        corpus.filesListed = shown.filesListed
        corpus.hiddenSkipped = shown.hiddenSkipped
        corpus.roots = shown.roots
        corpus.lettersReadAgain = shown.lettersReadAgain
        fallBack(corpus, files: files, cache: written.cache, roots: written.roots)
        return corpus
    }
}
