import IMRFiles
import IMRLetters
import IMRModel
import IMRStore

/// Loading, where it writes the case store: the store keeps the index's snapshot (sort orders, summary
/// spans, case keys), so a load that writes it makes the index first, and loading sits above the index.
extension CorpusLoader {
    /// With a `cache`, an unchanged corpus is mapped from its case store, and otherwise files unchanged
    /// since the last load are taken from it (see CaseStore). The store is written here unless
    /// `deferringStore` (then `CorpusIndex.prepare` writes it once the cases are shown); a first open
    /// (nothing to take from a store) writes it while parsing and opens the corpus from it
    /// (`StoreFirstOpen`), deferring or not. A long read hands the cases read so far to `preview` on
    /// the way (`LoadPreview`).
    /// - Parameter hidden: read hidden files and folders too.
    /// - Parameter shown: the corpus on screen, opened from the same store without listing
    ///   (`openStored`), when this load is the check behind it: given back when the letters are
    ///   unchanged (`unchanged(_:listing:paths:cache:)`), so the store's columns are not read again.
    public static func load(paths: [String], progress: Progress? = nil, cache: CaseStore? = nil,
                            hidden: Bool = false, deferringStore: Bool = false,
                            preview: LoadPreview? = nil, checking shown: Corpus? = nil) throws(LoadError) -> Corpus {
        try load(paths: paths, progress: progress, cache: cache, hidden: hidden, deferringStore: deferringStore,
                 preview: preview, firstPreview: PreviewSchedule.first, checking: shown)
    }

    /// `load`, with the first preview after `firstPreview` letters (tests use small corpora).
    static func load(paths: [String], progress: Progress?, cache: CaseStore?, hidden: Bool, deferringStore: Bool,
                     preview: LoadPreview?, firstPreview: Int, checking shown: Corpus? = nil) throws(LoadError) -> Corpus {
        progress?(.listing)
        // The store is checked while the letters are listed: neither needs the other. Not when the
        // corpus on screen was opened from it (checked whole then), unless the letters changed.
        let check = shown == nil ? cache?.checkSnapshot(roots: paths) : nil
        let listing = try FileCollector.collect(paths, hidden: hidden)
        if let shown, let cache, let same = unchanged(shown, listing: listing, paths: paths, cache: cache) { return same }
        let files = listing.files
        let readSoFar = preview.map { preview in
            { @Sendable (parsed: [ParsedFile]) in
                var partial = assemble(parsed)
                describe(&partial, listing: listing, paths: paths)
                preview(partial)
            }
        }
        var corpus: Corpus
        if let cache {
            let (mapped, note) = self.mapped(files, paths: paths, cache: cache, checked: check)
            if let mapped {
                corpus = mapped
                progress?(.reading(done: files.count, total: files.count))
            } else {
                let reusable = cache.reusable(files, roots: paths)
                // Both read the same store: one it rejected as a whole is said once, not twice.
                let notes = (note.map { [$0] } ?? []) + reusable.notes.filter { $0 != note }
                // Nothing to take from a store: the letters are parsed straight into a new one, keeping
                // no case but those a preview shows (the browser too holds the store, not the cases).
                let intoStore = reusable.found == 0
                    ? StoreFirstOpen.load(files, roots: paths, cache: cache, notes: notes, progress: progress,
                                          preview: readSoFar, firstPreview: firstPreview) : nil
                if let intoStore {
                    corpus = intoStore
                } else {
                    let outcome = cache.parse(files, roots: paths, reusing: reusable, progress: progress,
                                              preview: readSoFar, firstPreview: firstPreview)
                    corpus = assemble(outcome.parsed)
                    corpus.parsedColumns = outcome.columns
                    corpus.notes = notes
                    corpus.lettersReadAgain = outcome.parsedAgain
                    corpus.wordStore = WordIndexStore(path: cache.wordIndexPath(roots: paths), fingerprint: outcome.fingerprint)
                    corpus.pendingStore = outcome.pending
                    if !deferringStore {
                        progress?(.storing(cases: files.count))
                        let (snapshot, failure) = outcome.pending.write(for: CorpusIndex(corpus))
                        corpus.snapshot = snapshot
                        corpus.pendingStore = nil
                        if let failure { corpus.notes.append("the case store was not saved: \(failure)") }
                    }
                }
            }
        } else {
            corpus = load(files: files, progress: progress, preview: readSoFar, firstPreview: firstPreview)
        }
        describe(&corpus, listing: listing, paths: paths)
        if let cache { fallBack(corpus, paths: paths, hidden: hidden, cache: cache) }
        return corpus
    }
}
