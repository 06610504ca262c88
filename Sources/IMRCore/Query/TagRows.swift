import Synchronization

/// Which cases carry which tags, as given by the notes store: the rows `tag:` and `--tag` select.
/// Tags live outside the letters, so they are given (and given again when they change) rather than read.
final class TagRows: Sendable {
    private let cases: CaseList
    /// Each case's key, when the case store kept them.
    private let knownKeys: [String]?
    /// The rows of each `CaseKey` (a letter may be read twice), made on the first tag query: a
    /// fingerprint reads the letter's text, and no index that never meets a tag pays for it.
    private let rowsByKey = Mutex<[String: [Int32]]?>(nil)
    /// Case keys by folded tag.
    private let tagged = Mutex<[String: Set<String>]>([:])

    init(_ cases: CaseList, keys: [String]? = nil) {
        self.cases = cases
        self.knownKeys = keys
    }

    /// `CaseKey.of` every case, in order.
    func caseKeys() -> [String] {
        knownKeys ?? cases.map(CaseKey.of)
    }

    func set(_ keysByTag: [String: Set<String>]) {
        var folded: [String: Set<String>] = [:]
        for (tag, keys) in keysByTag { folded[TagName.fold(tag), default: []].formUnion(keys) }
        tagged.withLock { $0 = folded }
    }

    /// The cases carrying any of `tags`.
    func rows(any tags: Set<String>) -> CaseBitmap {
        let wanted = tagged.withLock { known in tags.reduce(into: Set<String>()) { $0.formUnion(known[TagName.fold($1)] ?? []) } }
        var rows = CaseBitmap(count: cases.count)
        guard !wanted.isEmpty else { return rows }
        let byKey = rowsByKey.withLock { made in
            if let made { return made }
            var computed: [String: [Int32]] = [:]
            for (row, key) in caseKeys().enumerated() { computed[key, default: []].append(Int32(row)) }
            made = computed
            return computed
        }
        for key in wanted {
            for row in byKey[key] ?? [] { rows.insert(Int(row)) }
        }
        return rows
    }
}
