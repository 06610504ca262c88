import IMRModel
import IMRExport
import IMRStore

/// `imr list --json`: listed cases one a line. When the corpus was opened from the case store, each
/// line is written from the case's record read in place (`StoredRecordReader`): no `IMRCase` is
/// decoded for it, which was a quarter of the command's time. A record that cannot be read so
/// (damaged, written over) is decoded as before, which reports it. The bytes are `CaseJSON.line` of
/// `listedCase` either way.
public struct ListedCaseJSON {
    private let index: CorpusIndex
    private let reader: StoredRecordReader?
    private var lines = CaseJSON.Lines()
    /// The user's tags and notes by case key (`CaseKey`); nil when there is no notes store, and the
    /// lines then have no `tags` or `note` keys.
    private let annotations: [String: CaseAnnotations]?

    public init(_ index: CorpusIndex, annotations: [String: CaseAnnotations]?) {
        self.index = index
        self.annotations = annotations
        reader = index.cases.store.flatMap(StoredRecordReader.init)
    }

    /// Writes `row`'s line, with its line feed, and hands its bytes to `emit` (valid only there).
    public mutating func write<E: Error>(_ row: Int, to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        if let record = reader?.view(at: row, copies: index.copies.files[row]) {
            let annotations = annotations.map { $0[CaseKey.of(record)] ?? CaseAnnotations() } ?? CaseAnnotations()
            try lines.write(record, annotations: annotations, to: emit)
            return
        }
        let imrCase = index.listedCase(row)
        let annotations = annotations.map { $0[CaseKey.of(imrCase)] ?? CaseAnnotations() } ?? CaseAnnotations()
        try lines.write(imrCase, annotations: annotations, to: emit)
    }
}
