import Synchronization

/// The rows of each `CaseKey` (a letter may be read twice), made on first use: a fingerprint reads the
/// letter's text, and no index that never meets a tag or a note pays for it. What tags and notes, kept
/// by case key outside the letters, are turned into rows with.
final class CaseKeyRows: Sendable {
    private let cases: [IMRCase]
    private let made = Mutex<[String: [Int32]]?>(nil)

    init(_ cases: [IMRCase]) {
        self.cases = cases
    }

    var caseCount: Int { cases.count }

    /// The rows of the cases with any of `keys`.
    func rows(_ keys: some Sequence<String>) -> CaseBitmap {
        var rows = CaseBitmap(count: cases.count)
        let byKey = made.withLock { made in
            if let made { return made }
            var computed: [String: [Int32]] = [:]
            for (row, letter) in cases.enumerated() { computed[CaseKey.of(letter), default: []].append(Int32(row)) }
            made = computed
            return computed
        }
        for key in keys {
            for row in byKey[key] ?? [] { rows.insert(Int(row)) }
        }
        return rows
    }
}
