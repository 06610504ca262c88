import Synchronization
import IMRModel
import IMRText
import IMRColumns

/// Which cases carry which tags, as given by the notes store: the rows `tag:` and `--tag` select.
/// Tags live outside the letters, so they are given (and given again when they change) rather than read.
final class TagRows: Sendable {
    private let keyRows: CaseKeyRows
    /// Case keys by folded tag.
    private let tagged = Mutex<[String: Set<String>]>([:])
    /// Each folded tag as first spelled.
    private let spellings = Mutex<[String: String]>([:])

    init(_ keyRows: CaseKeyRows) {
        self.keyRows = keyRows
    }

    func set(_ keysByTag: [String: Set<String>]) {
        var folded: [String: Set<String>] = [:]
        var spelled: [String: String] = [:]
        for (tag, keys) in keysByTag.sorted(by: { $0.key < $1.key }) {
            let fold = TagName.fold(tag)
            folded[fold, default: []].formUnion(keys)
            if spelled[fold] == nil { spelled[fold] = TagName.spaced(tag) }
        }
        tagged.withLock { $0 = folded }
        spellings.withLock { $0 = spelled }
    }

    /// Every tag given, as spelled, by name.
    var names: [String] {
        spellings.withLock { Array($0.values) }.sorted { CaseFold.key($0) < CaseFold.key($1) }
    }

    /// The cases carrying any of `tags`.
    func rows(any tags: Set<String>) -> CaseBitmap {
        let wanted = tagged.withLock { known in tags.reduce(into: Set<String>()) { $0.formUnion(known[TagName.fold($1)] ?? []) } }
        guard !wanted.isEmpty else { return CaseBitmap(count: keyRows.caseCount) }
        return keyRows.rows(wanted)
    }
}
