import Synchronization

/// Which cases carry which tags, as given by the notes store: the rows `tag:` and `--tag` select.
/// Tags live outside the letters, so they are given (and given again when they change) rather than read.
final class TagRows: Sendable {
    private let cases: [IMRCase]
    /// Each case's `CaseKey`, made on the first tag query (a fingerprint reads the letter's text: no
    /// index that never meets a tag pays for it).
    private let keys = Mutex<[String]?>(nil)
    /// Case keys by folded tag.
    private let tagged = Mutex<[String: Set<String>]>([:])

    init(_ cases: [IMRCase]) {
        self.cases = cases
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
        let keys = self.keys.withLock { made in
            if let made { return made }
            let computed = cases.map(CaseKey.of)
            made = computed
            return computed
        }
        for (row, key) in keys.enumerated() where wanted.contains(key) { rows.insert(row) }
        return rows
    }
}
