import IMRModel
import IMRText
import IMRColumns

/// What the filter line can complete at its caret: the term's keys ("reas" → `reason:`), then a facet's
/// values as the corpus has them, most cases first ("reason:no-f" → `reason:no-functional-improvement`),
/// so a new user picks from what is there rather than guessing the spellings. The browser's Tab and its
/// hint line read it; the keys are the filter language's own (`QueryText`).
public struct FilterCompletion: Sendable, Equatable {
    public struct Candidate: Sendable, Equatable {
        /// The key ("reason") or the value as the corpus spells it.
        public var text: String
        /// Cases it finds in the whole corpus (nil for a key).
        public var cases: Int?
    }

    public enum Subject: Sendable, Equatable {
        /// A term's key, or a bare outcome word.
        case key
        /// A value of the term whose key is given, as typed.
        case value(key: String)
        /// A term whose value is typed freely (a date, a number of days, words): how to type it.
        case help(key: String, help: String)
    }

    public var subject: Subject
    /// What is typed of the key or value being completed.
    public var typed: String
    /// Those that start with what is typed, most cases first; when none does, those that contain it.
    public var candidates: [Candidate]
    /// Whether the candidates only contain what is typed (Tab then completes nothing but a single one).
    public var byContaining = false
    /// Where the key or value being completed begins in the line, in characters.
    let start: Int

    /// What is being completed, in words ("key", "reason value").
    public var what: String {
        switch subject {
        case .key: return "key"
        case .value(let key), .help(let key, _): return "\(key): value"
        }
    }

    /// Every key the line takes, canonical spellings in the order the reference gives them.
    public static let keys: [String] = QueryText.keys.map(\.key) + DateField.allCases.map(\.key)
        + [QueryText.turnaroundKeys[0], QueryText.tagKey, QueryText.treatmentWordsKey, QueryText.sortKey]

    /// Words typed bare that choose the case outcome (`QueryText.outcomeWord` reads each).
    static let outcomeWords = Outcome.allCases.map(\.rawValue)

    /// What can be completed at `caret` (in characters) of `line`, with values counted in `index` among
    /// the cases the rest of the line selects (the term being typed left out, as a picker leaves out its
    /// own facet): what each value would give added to the line.
    public static func at(_ caret: Int, of line: String, in index: CorpusIndex) -> FilterCompletion {
        let characters = Array(QuoteMarks.straightened(line))
        let before = Array(characters.prefix(caret))
        let tokenStart = currentTokenStart(before)
        let token = String(before[tokenStart...])
        guard let colon = token.firstIndex(of: ":") else {
            let fold = CaseFold.key(token)
            let keys = (keys.map { $0 + ":" } + outcomeWords).filter { CaseFold.key($0).hasPrefix(fold) }
            return FilterCompletion(subject: .key, typed: token, candidates: keys.map { Candidate(text: $0) }, start: tokenStart)
        }
        let key = CaseFold.key(String(token[..<colon]))
        let valueText = Array(token[token.index(after: colon)...])
        // After the last comma outside quotes: one value of several (`spec:a,b`).
        var valueStart = 0
        var quoted = false
        for (position, character) in valueText.enumerated() {
            if character == "\"" { quoted.toggle() }
            if character == "," && !quoted { valueStart = position + 1 }
        }
        var typed = String(valueText[valueStart...])
        if typed.hasPrefix("\"") { typed.removeFirst() }
        let start = tokenStart + token.distance(from: token.startIndex, to: colon) + 1 + valueStart
        // The rest of the line, the term at the caret left out: what the values are counted among.
        var tokenEnd = min(caret, characters.count)
        while tokenEnd < characters.count && !characters[tokenEnd].isWhitespace { tokenEnd += 1 }
        let rest = String(characters[..<tokenStart]) + " " + String(characters[tokenEnd...])
        let others = QueryText.parse(rest) { index.resolve($0, facet: $1) }.query
        let values: [Candidate]
        if let facet = QueryText.facet(forKey: key) {
            values = facetValues(facet, in: index, among: others)
        } else if key == QueryText.tagKey {
            values = index.tagCounts(for: others).map { Candidate(text: $0.value, cases: $0.cases) }
        } else if key == QueryText.sortKey {
            values = SortKey.allCases.flatMap { [Candidate(text: $0.rawValue), Candidate(text: "-" + $0.rawValue)] }
        } else {
            return FilterCompletion(subject: .help(key: key, help: help(forKey: key)), typed: typed, candidates: [], start: start)
        }
        let fold = CaseFold.key(typed)
        let starting = values.filter { CaseFold.key($0.text).hasPrefix(fold) }
        let containing = starting.isEmpty ? values.filter { CaseFold.key($0.text).contains(fold) } : []
        return FilterCompletion(subject: .value(key: key), typed: typed, candidates: starting.isEmpty ? containing : starting,
                                byContaining: starting.isEmpty && !containing.isEmpty, start: start)
    }

    /// The line with Tab pressed at `caret`: the one candidate written whole (then a space, or the key's
    /// colon), or as much as the candidates share beyond what is typed; nil when Tab has nothing to add.
    public func completing(_ line: String, caret: Int) -> (line: String, caret: Int)? {
        let written: String
        if candidates.count == 1, let only = candidates.first {
            switch subject {
            case .key: written = only.text.hasSuffix(":") ? only.text : only.text + " "
            case .value: written = QueryText.quoteIfNeeded(only.text) + " "
            case .help: return nil
            }
        } else {
            guard !byContaining, let common = Self.sharedPrefix(candidates.map(\.text)),
                  common.count > typed.count else { return nil }
            // A shared start holding a space stays one term: its quote is closed once a value is chosen.
            written = subject != .key && (common.contains(" ") || common.contains(",")) ? "\"" + common : common
        }
        var characters = Array(line)
        characters.replaceSubrange(start..<caret, with: Array(written))
        let end = start + written.count
        // A space after the caret already separates the term from what follows: the caret goes past it.
        if written.hasSuffix(" "), end < characters.count, characters[end] == " " { characters.remove(at: end - 1) }
        return (String(characters), end)
    }

    /// The facet's values and the levels above them ("ODG", "spine", "overturning"), most cases among
    /// `others`' first; a value none of them has is still offered, counted 0.
    static func facetValues(_ facet: Facet, in index: CorpusIndex, among others: CaseQuery) -> [Candidate] {
        var scope = others
        scope.set(facet, [])
        let levels = index.levels(of: facet).map { group -> Candidate in
            var query = scope
            query.set(facet, Set(group.members))
            return Candidate(text: group.term, cases: index.count(matching: query))
        }
        let among = Dictionary(index.facetCounts(facet, for: scope).map { ($0.value, $0.cases) }, uniquingKeysWith: max)
        let values = index.facetCounts(facet, for: CaseQuery()).map { Candidate(text: $0.value, cases: among[$0.value] ?? 0) }
        var seen = Set<String>()
        return (levels + values).filter { seen.insert(CaseFold.key($0.text)).inserted }
            .sorted { ($0.cases ?? 0) > ($1.cases ?? 0) }
    }

    /// How a freely typed value is written.
    static func help(forKey key: String) -> String {
        if DateField.forKey(key) != nil { return QueryText.dateHelp }
        if QueryText.turnaroundKeys.contains(key) { return DayRange.help }
        if key == QueryText.treatmentWordsKey { return "words of the item's treatment as written, or \"a phrase\"" }
        return "not a key of the filter line; keys: " + keys.joined(separator: " ")
    }

    /// Where the term at the end of `before` begins: after the last space outside quotes.
    static func currentTokenStart(_ before: [Character]) -> Int {
        var start = 0
        var quoted = false
        for (position, character) in before.enumerated() {
            if character == "\"" { quoted.toggle() }
            if character == " " && !quoted { start = position + 1 }
        }
        return start
    }

    /// The longest start all `texts` share, compared as `CaseFold` compares, spelled as the first has it.
    static func sharedPrefix(_ texts: [String]) -> String? {
        guard var common = texts.first.map(Array.init) else { return nil }
        for text in texts.dropFirst() {
            let other = Array(text)
            var length = 0
            while length < min(common.count, other.count),
                  CaseFold.key(String(common[length])) == CaseFold.key(String(other[length])) { length += 1 }
            common = Array(common[..<length])
        }
        return String(common)
    }
}
