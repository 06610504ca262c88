import IMRModel
import IMRExport

/// `imr list --json`: listed cases one a line, each from its record read in place when the corpus was
/// opened from the case store (`ListedCaseReader`): decoding an `IMRCase` for it was a quarter of the
/// command's time. The bytes are `CaseJSON.line` of `listedCase` either way.
public struct ListedCaseJSON {
    private let cases: ListedCaseReader
    private var lines = CaseJSON.Lines()
    /// The user's tags and notes by case key (`CaseKey`); nil when there is no notes store, and the
    /// lines then have no `tags` or `note` keys.
    private let annotations: [String: CaseAnnotations]?

    public init(_ index: CorpusIndex, annotations: [String: CaseAnnotations]?) {
        cases = ListedCaseReader(index)
        self.annotations = annotations
    }

    /// Writes `row`'s line, with its line feed, and hands its bytes to `emit` (valid only there).
    public mutating func write<E: Error>(_ row: Int, to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try cases.read(row, record: { (record: CaseRecordView) throws(E) in
            try lines.write(record, annotations: annotations.of(record), to: emit)
        }, decoded: { (imrCase: IMRCase) throws(E) in
            try lines.write(imrCase, annotations: annotations.of(imrCase), to: emit)
        })
    }
}

extension Optional<[String: CaseAnnotations]> {
    /// The tags and note kept under the case's key (`CaseKey`); none when there is no notes store.
    func of(_ imrCase: some CaseFields) -> CaseAnnotations {
        map { $0[CaseKey.of(imrCase)] ?? CaseAnnotations() } ?? CaseAnnotations()
    }
}
