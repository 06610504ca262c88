import Dispatch

/// The case store mapped and checked on another thread, started before the letters are listed: at
/// 100,000 letters the listing (a `stat` per letter) and the store's checksums take about as long as
/// each other, and neither needs the other. Whether the snapshot is for the files listed is decided
/// after, by comparing fingerprints (`CaseCache.openSnapshot`).
final class SnapshotCheck: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the checking thread before `group` is left, read only after waiting on it.
    private var outcome: Result<OpenedSnapshot, CaseCacheFile.Rejection> = .failure(.missing)

    init(path: String, roots: [String], build: String) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            outcome = CaseCacheFile.openSnapshot(at: path, roots: roots, build: build, fingerprint: nil)
        }
    }

    /// Waits for the check to end.
    func result() -> Result<OpenedSnapshot, CaseCacheFile.Rejection> {
        group.wait()
        return outcome
    }
}
