import IMRLetters
import IMRText
import IMRColumns

/// The case store a load through the cache leaves to write: the parsed files, and, once the corpus
/// is indexed, the snapshot of the index. Written after the cases are on screen (the browser) or
/// before a command's output (the command line), never in the way of the first frame. (A first open
/// on the command line writes its store while it parses instead: `StoreFirstOpen`.)
package struct CaseStoreWrite: Sendable {
    package let cache: CaseStore
    package let path: String
    package let roots: [String]
    package let build: String
    package let stored: [CaseStoreFile.Stored]
    /// What each of `stored` gave, in the same order.
    package let parsed: [ParsedFile]
    /// `CorpusFingerprint` of the files listed, when every one of them gave a lasting result
    /// (`Stored.lasting`): only then is the snapshot written, for a later open to map. A file read again
    /// at every open (unreadable, a PDF not read) would make every open of the browser show the store's
    /// cases and then reload them.
    package let fingerprint: UInt64?

    /// The warnings assembling the corpus added to its cases (beyond what parsing gave), by case. The
    /// cases are read where they lie: a copy of each retained every field of it, to count its warnings.
    package func addedWarnings(in cases: CaseList) -> [Int32: [String]] {
        var added: [Int32: [String]] = [:]
        var position = 0
        cases.materialized.withUnsafeBufferPointer { listed in
            for file in parsed {
                file.cases.withUnsafeBufferPointer { parsedCases in
                    for parsed in parsedCases.indices where position < listed.count {
                        let given = parsedCases[parsed].warnings.count
                        if listed[position].warnings.count > given {
                            added[Int32(position)] = Array(listed[position].warnings[given...])
                        }
                        position += 1
                    }
                }
            }
        }
        return added
    }
}
