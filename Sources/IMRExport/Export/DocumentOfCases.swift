import IMRModel

/// A document of several cases in one format (`CaseJSON.Document`, `MarkdownDocument`, `TextDocument`),
/// written case after case from a decoded case or a stored record read in place, each case's bytes
/// handed to `emit` as it is written (valid only there).
package protocol DocumentOfCases {
    mutating func write<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations,
                                  to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E)
    mutating func write<E: Error>(_ record: CaseRecordView, annotations: CaseAnnotations,
                                  to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E)
    /// Ends the document.
    mutating func end<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E)
}

extension CaseJSON.Document: DocumentOfCases {}
extension MarkdownDocument: DocumentOfCases {}
extension TextDocument: DocumentOfCases {}
