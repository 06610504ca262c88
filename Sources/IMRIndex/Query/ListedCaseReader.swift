import IMRModel
import IMRStore

/// The listed cases of an index, read for a report that copies their fields out (`imr list --json`,
/// exports). When the corpus was opened from the case store, each case is its record read in place
/// (`StoredRecordReader`): no `IMRCase` is decoded for it. Otherwise, or for a record that cannot be
/// read so (damaged, written over), the case is decoded as `listedCase` gives it, which reports the
/// damage. Not Sendable: one reader serves one pass, case after case.
struct ListedCaseReader {
    let index: CorpusIndex
    private let reader: StoredRecordReader?

    init(_ index: CorpusIndex) {
        self.index = index
        reader = index.cases.store.flatMap(StoredRecordReader.init)
    }

    /// Hands `row`'s case to `record` when its record can be read in place (valid only there), else to
    /// `decoded`.
    func read<Result, E: Error>(_ row: Int, record: (CaseRecordView) throws(E) -> Result,
                                decoded: (IMRCase) throws(E) -> Result) throws(E) -> Result {
        if let view = reader?.view(at: row, copies: index.copies.files[row]) { return try record(view) }
        return try decoded(index.listedCase(row))
    }
}
