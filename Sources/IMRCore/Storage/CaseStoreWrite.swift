import IMRLetters
import IMRText

/// The case store a load through the cache leaves to write: the parsed files, and, once the corpus
/// is indexed, the snapshot of the index. Written after the cases are on screen (the browser) or
/// before a command's output (the command line), never in the way of the first frame. (A first open
/// on the command line writes its store while it parses instead: `StoreFirstOpen`.)
struct CaseStoreWrite: Sendable {
    let cache: CaseStore
    let path: String
    let roots: [String]
    let build: String
    let stored: [CaseStoreFile.Stored]
    /// What each of `stored` gave, in the same order.
    let parsed: [ParsedFile]
    /// `CorpusFingerprint` of the files listed, when every one of them gave a lasting result
    /// (`Stored.lasting`): only then is the snapshot written, for a later open to map. A file read again
    /// at every open (unreadable, a PDF not read) would make every open of the browser show the store's
    /// cases and then reload them.
    let fingerprint: UInt64?

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

    /// The warnings assembling the corpus added to its cases (beyond what parsing gave), by case. The
    /// cases are read where they lie: a copy of each retained every field of it, to count its warnings.
    func addedWarnings(in cases: CaseList) -> [Int32: [String]] {
        var added: [Int32: [String]] = [:]
        var position = 0
        cases.materialized.withUnsafeBufferPointer { letters in
            for file in parsed {
                file.cases.withUnsafeBufferPointer { parsedCases in
                    for parsed in parsedCases.indices where position < letters.count {
                        let given = parsedCases[parsed].warnings.count
                        if letters[position].warnings.count > given {
                            added[Int32(position)] = Array(letters[position].warnings[given...])
                        }
                        position += 1
                    }
                }
            }
        }
        return added
    }
}
