import IMRModel
import IMRText
import IMRVocabulary
import IMRColumns

/// The filter line's language: the whole query as one line of text, read and written back.
///
///     overturned spec:"pain management" ch:12 cat:imaging item:overturned state:texas year:2016 mri
///     treatment:"MRI lumbar spine" region:knee
///     decided:2016-12..2017-01 injured:..2014
///
/// Bare `upheld`, `overturned`, `partial` choose the case outcome; `treat:word` or `treat:"a phrase"`
/// holds words to one item's treatment text (with the other item terms, on that same item);
/// `key:value` chooses a facet value
/// (repeat the key, or separate values with commas, for OR); `date:range` holds a date to a range
/// (DateRange); `tag:name` chooses cases carrying a tag (OR, like a facet); `sort:key` (`-key` for descending) orders;
/// every other word is searched for ("quoted phrases" kept together).
public enum QueryText {
    /// The key each facet is typed with, and accepted synonyms.
    public static let keys: [(facet: Facet, key: String, synonyms: [String])] = [
        (.outcome, "outcome", ["o"]),
        (.itemDecision, "item", ["decision", "i"]),
        (.specialty, "spec", ["specialty", "s"]),
        (.chapter, "ch", ["chapter", "c"]),
        (.category, "cat", ["category"]),
        (.treatment, "treatment", ["tx"]),
        (.region, "region", ["body"]),
        (.state, "state", ["lic", "licensure"]),
        (.year, "year", ["y"]),
        (.layout, "layout", []),
        (.kind, "kind", []),
        (.reason, "reason", ["why"]),
        (.review, "ur", ["review"]),
    ]

    public struct ParseResult: Sendable {
        public var query: CaseQuery
        /// Values that matched nothing in the corpus, to say so rather than show an empty list silently.
        public var unknown: [String] = []
        /// What those may have meant, as terms to type (`spec:"Pain Management"`).
        public var suggestions: [String] = []
        /// Date terms whose value is not a date or range ("decided:2016-13"), left out of the query.
        public var invalidDates: [String] = []
        /// Turnaround terms whose value is not a count or range of days ("days:soon").
        public var invalidDays: [String] = []

        /// What is wrong with the line, as the browser and the command line say it; nil when nothing.
        public var problem: String? {
            if !invalidDates.isEmpty { return "Not a date or range: \(invalidDates.joined(separator: ", ")) (\(QueryText.dateHelp))" }
            if !invalidDays.isEmpty { return "Not a number of days: \(invalidDays.joined(separator: ", ")) (\(DayRange.help))" }
            if !unknown.isEmpty {
                let meant = suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: " or "))?"
                return "Nothing matches \(unknown.joined(separator: ", "))" + meant
            }
            return nil
        }
    }

    /// How dates and ranges are typed, for messages about one that could not be read.
    public static let dateHelp = "dates: 2016, 2016-12, 2016-12-09, 12/09/2016; ranges: 2016-12..2017-01, ..2015, 2016.."


    /// Reads a filter line. `resolve` maps a typed value to facet values (CorpusIndex.resolve);
    /// `suggest`, the values one that resolved to none may have meant (CorpusIndex.suggestions).
    public static func parse(_ line: String, base: CaseQuery = CaseQuery(),
                             suggest: (String, Facet) -> [String] = { _, _ in [] },
                             resolve: (String, Facet) -> [String]) -> ParseResult {
        let line = QuoteMarks.straightened(line)
        var query = base.cleared
        var unknown: [String] = []
        var suggestions: [String] = []
        var invalidDates: [String] = []
        var invalidDays: [String] = []
        var searchWords: [String] = []
        for token in tokens(line) {
            if token.quoted {
                searchWords.append("\"\(token.text)\"")
                continue
            }
            let lower = CaseFold.key(token.text)
            if let colon = token.text.firstIndex(of: ":"), let facet = facet(forKey: String(lower[lower.startIndex..<colon])) {
                let valueText = String(token.text[token.text.index(after: colon)...])
                for value in splitValues(valueText) {
                    let resolved = resolve(value, facet)
                    if resolved.isEmpty {
                        unknown.append("\(keyName(facet)):\(value)")
                        suggestions += suggest(value, facet).map { "\(keyName(facet)):\(quoteIfNeeded($0))" }
                    }
                    for name in resolved { query.toggleOn(facet, name) }
                    if resolved.isEmpty { query.toggleOn(facet, value) }
                    // "treatment:L-spine MRI" is an MRI of the lumbar spine: the region it names holds for
                    // the same item, as an item-level region term does.
                    if facet == .treatment, !resolved.isEmpty {
                        for region in regionsNamed(byTreatment: value) {
                            for name in resolve("=" + region, .region) { query.toggleOn(.region, name) }
                        }
                    }
                }
            } else if let colon = token.text.firstIndex(of: ":"),
                      let field = DateField.forKey(String(lower[lower.startIndex..<colon])) {
                let valueText = String(token.text[token.text.index(after: colon)...])
                if let range = DateRange(valueText) { query.dateRanges[field] = range } else { invalidDates.append(token.text) }
            } else if let colon = token.text.firstIndex(of: ":"),
                      turnaroundKeys.contains(String(lower[lower.startIndex..<colon])) {
                let valueText = String(token.text[token.text.index(after: colon)...])
                if let range = DayRange(valueText) { query.turnaround = range } else { invalidDays.append(token.text) }
            } else if lower.hasPrefix(tagKey + ":") {
                query.tags.formUnion(splitValues(String(token.text.dropFirst(tagKey.count + 1))))
            } else if lower.hasPrefix(treatmentWordsKey + ":") {
                let value = String(token.text.dropFirst(treatmentWordsKey.count + 1))
                let phrase = value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                let inner = phrase ? String(value.dropFirst().dropLast()) : value
                if !inner.trimmingSpaces.isEmpty { query.treatmentWords.append(phrase ? "\"\(inner)\"" : inner) }
            } else if lower.hasPrefix(sortKey + ":") {
                var key = String(lower.dropFirst(sortKey.count + 1))
                query.descending = key.hasPrefix("-")
                if query.descending { key.removeFirst() }
                if let sort = SortKey(rawValue: key) { query.sort = sort } else { unknown.append(token.text) }
            } else if let outcome = outcomeWord(lower) {
                query.toggleOn(.outcome, outcome.rawValue)
            } else {
                searchWords.append(token.text)
            }
        }
        query.text = searchWords.joined(separator: " ")
        return ParseResult(query: query, unknown: unknown, suggestions: suggestions, invalidDates: invalidDates,
                           invalidDays: invalidDays)
    }

    /// The regions a typed treatment names, where regions tell that treatment apart ("L-spine MRI":
    /// lumbar spine; "Norco for the back": none).
    static func regionsNamed(byTreatment text: String) -> [String] {
        guard let normalized = TreatmentNormalizer.normalize(text),
              TreatmentIdentity.isRegional(key: normalized.key, kind: normalized.kind) else { return [] }
        return normalized.regions
    }

    /// The query as the user would type it; parsing this gives the same query back.
    public static func format(_ query: CaseQuery, includeSort: Bool = false) -> String {
        var parts: [String] = []
        let outcomes = query.values(.outcome)
        for outcome in Outcome.allCases where outcomes.contains(outcome.rawValue) { parts.append(outcome.rawValue) }
        for (facet, key, _) in keys where facet != .outcome {
            let values = query.values(facet).sorted()
            guard !values.isEmpty else { continue }
            parts.append("\(key):" + values.map(quoteIfNeeded).joined(separator: ","))
        }
        for term in query.treatmentWords { parts.append("\(treatmentWordsKey):\(term)") }
        for field in DateField.allCases {
            if let range = query.dateRanges[field] { parts.append("\(field.key):\(range.text)") }
        }
        if let range = query.turnaround { parts.append("\(turnaroundKeys[0]):\(range.text)") }
        if !query.tags.isEmpty { parts.append(tagKey + ":" + query.tags.sorted().map(quoteIfNeeded).joined(separator: ",")) }
        if !query.text.trimmingSpaces.isEmpty { parts.append(String(query.text.trimmingSpaces)) }
        if includeSort && (query.sort != .id || query.descending) {
            parts.append(sortKey + ":" + (query.descending ? "-" : "") + query.sort.rawValue)
        }
        return parts.joined(separator: " ")
    }

    /// The term that holds the review's clock to a range of days, and its synonym.
    public static let turnaroundKeys = ["days", "turnaround"]

    /// The term that holds words to one item's treatment.
    public static let treatmentWordsKey = "treat"

    /// The terms that choose cases by tag and that order them.
    public static let tagKey = "tag", sortKey = "sort"

    public static func keyName(_ facet: Facet) -> String {
        keys.first { $0.facet == facet }?.key ?? facet.rawValue
    }

    static func facet(forKey key: String) -> Facet? {
        keys.first { $0.key == key || $0.synonyms.contains(key) }?.facet
    }

    static func outcomeWord(_ word: String) -> Outcome? {
        switch word {
        case "upheld": return .upheld
        case "overturned": return .overturned
        case "partial", "partially-overturned": return .partial
        case "unknown": return .unknown
        default: return nil
        }
    }

    static func quoteIfNeeded(_ value: String) -> String {
        value.contains(" ") || value.contains(",") ? "\"\(value)\"" : value
    }

    /// Values separated by commas, outside quotes.
    static func splitValues(_ text: String) -> [String] {
        var values: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle(); continue }
            if character == "," && !quoted {
                values.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        values.append(current)
        return values.map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    struct Token {
        var text: String
        /// A whole token in quotes: a phrase to search.
        var quoted: Bool
    }

    /// Splits at spaces outside quotes; `key:"a b"` stays one token.
    static func tokens(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inQuotes = false
        var startedQuoted = false
        for character in line {
            if character == "\"" {
                if current.isEmpty && !inQuotes { startedQuoted = true }
                inQuotes.toggle()
                if !startedQuoted { current.append(character) }
                continue
            }
            if character == " " && !inQuotes {
                if !current.isEmpty { tokens.append(Token(text: current, quoted: startedQuoted)) }
                current = ""
                startedQuoted = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, quoted: startedQuoted)) }
        return tokens
    }
}

extension CaseQuery {
    mutating func toggleOn(_ facet: Facet, _ value: String) {
        var current = values(facet)
        current.insert(value)
        set(facet, current)
    }
}
