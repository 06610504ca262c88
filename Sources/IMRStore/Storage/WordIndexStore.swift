import IMRColumns

/// Where a corpus's word index is kept between opens (beside its case store), and the fingerprint of
/// the case list an index there must have been built from. A corpus has one only when it was loaded
/// through the case store: then an unchanged corpus opened again reads its index instead of building it.
public struct WordIndexStore: Sendable, Hashable {
    public var path: String
    public var fingerprint: UInt64

    public init(path: String, fingerprint: UInt64) {
        self.path = path
        self.fingerprint = fingerprint
    }

    /// The index saved for this corpus, if there is one made for it that passes every check.
    package func load(caseCount: Int) -> Result<WordIndex, WordIndexFile.Rejection> {
        WordIndexFile.read(from: path, fingerprint: fingerprint, caseCount: caseCount)
    }

    package func save(_ index: WordIndex, caseCount: Int) throws(StoreCorruption) {
        if let slash = path.lastIndex(of: "/") { try CaseStore.makeDirectory(String(path[..<slash])) }
        try WordIndexFile.write(index, fingerprint: fingerprint, caseCount: caseCount, to: path)
    }
}
