import IMRText

/// The case store mapped and checked on another thread, started before the letters are listed: at
/// 100,000 letters the listing (a `stat` per letter) and the store's checksums take about as long as
/// each other, and neither needs the other. Whether the snapshot is for the files listed is decided
/// after, by comparing fingerprints (`CaseStore.openSnapshot`).
package struct SnapshotCheck: Sendable {
    private let check: InBackground<Result<OpenedSnapshot, CaseStoreFile.Rejection>>

    init(path: String, roots: [String], build: String) {
        check = InBackground {
            CaseStoreFile.openSnapshot(at: path, roots: roots, build: build, fingerprint: nil)
        }
    }

    /// Waits for the check to end.
    func result() -> Result<OpenedSnapshot, CaseStoreFile.Rejection> {
        check.value()
    }
}
