import IMRColumns
import IMRStore
import IMRText

extension CaseStoreWrite {
    /// Writes the store for `index`'s corpus (which must be the one loaded with this write); the
    /// snapshot made is returned, so the index need not be made again, or why nothing could be saved.
    /// The snapshot (from the index) is made while the records (from the parsed files) are encoded.
    @discardableResult
    func write(for index: CorpusIndex) -> (snapshot: CorpusSnapshot?, failure: String?) {
        let contents = fingerprint.map { fingerprint in
            InBackground { [self] in
                let corpus = index.corpus
                return SnapshotContents(fingerprint: fingerprint, ids: corpus.cases.indices.map { corpus.cases.id(at: $0) },
                                        problems: corpus.problems, addedWarnings: addedWarnings(in: corpus.cases),
                                        snapshot: CorpusSnapshot(index))
            }
        }
        do throws(StoreCorruption) {
            try CaseStore.makeDirectory(cache.directory)
            try CaseStoreFile.write(stored, parsed: parsed, roots: roots, build: build, snapshot: { contents?.value() },
                                    to: path)
            cache.pruneOldFiles(keeping: path)
            return (contents?.value().snapshot, nil)
        } catch {
            return (contents?.value().snapshot, error.reason)
        }
    }
}
