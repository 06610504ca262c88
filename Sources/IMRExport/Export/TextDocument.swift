import IMRModel

/// Cases as one text document (the multi-case text export): each case's report (`CaseReport.text`)
/// with a form feed between them, handed on as bytes case by case, from a decoded case or a stored
/// record read in place alike.
public struct TextDocument {
    private var started = false

    public init() {}

    /// Writes `imrCase` as the document's next case and hands its bytes to `emit` (valid only there).
    public mutating func write<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations(),
                                         to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try hand(CaseReport.text(imrCase, annotations: annotations), to: emit)
    }

    /// The same case written from a stored record read in place: no `IMRCase` is made for it.
    package mutating func write<E: Error>(_ record: CaseRecordView, annotations: CaseAnnotations = CaseAnnotations(),
                                          to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try hand(CaseReport.text(record, annotations: annotations), to: emit)
    }

    /// Ends the document: nothing follows the last case.
    public func end<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {}

    private mutating func hand<E: Error>(_ report: String, to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try ByteHandOff.hand((started ? "\u{0C}\n" : "") + report, to: emit)
        started = true
    }
}
