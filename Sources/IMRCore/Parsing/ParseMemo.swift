/// What one parsing worker has already worked out. Guideline lines, credentials and treatments recur
/// across thousands of letters word for word: the second time, the answer is a dictionary lookup, and
/// every case that repeats the text shares one copy of the strings made from it (peak memory).
///
/// One per worker thread (not Sendable on purpose); the parser's answer never depends on what is in it.
public final class ParseMemo {
    var citations: [ByteKey: Citation] = [:]
    var classifications: [String: Classification] = [:]
    var reviewers: [String: Reviewer] = [:]
    /// A listed credentials section's specialty list and state list as written, each by itself.
    var specialtyLists: [String: SpecialtyList] = [:]
    var licensures: [String: [String]] = [:]
    var specialties: [String: String] = [:]
    /// Beyond this many entries a table starts again: a corpus of unrepeated text must not grow it forever.
    static let limit = 50_000

    public init() {}

    /// Keyed by the sentence's bytes: a sentence seen before costs no string.
    func citation(_ sentence: ArraySlice<UInt8>, _ parse: (String) -> Citation) -> Citation {
        let key = ByteKey(sentence)
        if let known = citations[key] { return known }
        let made = parse(ByteText.string(sentence))
        if citations.count >= Self.limit { citations.removeAll(keepingCapacity: true) }
        citations[key.stored] = made
        return made
    }

    /// What a treatment as written is: its category and its normalized form, found with one lookup.
    struct Classification {
        var category: String?
        var normalized: NormalizedTreatment?
    }

    func classification(of treatment: String, _ classify: (String) -> Classification) -> Classification {
        remember(treatment, in: &classifications, classify)
    }

    func reviewer(of section: String, _ parse: () -> Reviewer) -> Reviewer {
        remember(section, in: &reviewers) { _ in parse() }
    }

    /// A specialty list's names, canonical (each once) and as written.
    typealias SpecialtyList = (canonical: [String], asWritten: [String])

    func specialtyList(_ written: String, _ parse: (String) -> SpecialtyList) -> SpecialtyList {
        remember(written, in: &specialtyLists, parse)
    }

    func licensure(_ written: String, _ parse: (String) -> [String]) -> [String] {
        remember(written, in: &licensures, parse)
    }

    func specialty(_ written: String, _ normalize: (String) -> String) -> String {
        remember(written, in: &specialties, normalize)
    }

    private func remember<Value>(_ key: String, in table: inout [String: Value], _ make: (String) -> Value) -> Value {
        if let known = table[key] { return known }
        let made = make(key)
        if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
        table[key] = made
        return made
    }
}
