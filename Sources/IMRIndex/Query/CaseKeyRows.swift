import Synchronization
import IMRModel
import IMRColumns

/// The rows of each `CaseKey` (a letter may be read twice), made on first use: a fingerprint reads the
/// letter's text, and no index that never meets a tag or a note pays for it. What tags and notes, kept
/// by case key outside the letters, are turned into rows with.
final class CaseKeyRows: Sendable {
    private let cases: CaseList
    /// Each case's key, when the case store kept them.
    private let knownKeys: StringColumn?
    private let made = Mutex<[String: [Int32]]?>(nil)

    init(_ cases: CaseList, keys: StringColumn? = nil) {
        self.cases = cases
        self.knownKeys = keys
    }

    var caseCount: Int { cases.count }

    /// `CaseKey.of` every case, in order.
    func caseKeys() -> [String] {
        knownKeys.map(Array.init) ?? cases.map(CaseKey.of)
    }

    /// The rows of the cases with any of `keys`.
    func rows(_ keys: some Sequence<String>) -> CaseBitmap {
        var rows = CaseBitmap(count: cases.count)
        let byKey = made.withLock { made in
            if let made { return made }
            var computed: [String: [Int32]] = [:]
            for (row, key) in caseKeys().enumerated() { computed[key, default: []].append(Int32(row)) }
            made = computed
            return computed
        }
        for key in keys {
            for row in byKey[key] ?? [] { rows.insert(Int(row)) }
        }
        return rows
    }
}
