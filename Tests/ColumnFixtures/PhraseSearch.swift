import IMRColumns
import IMRModel

/// Phrases asked of the word index and of the text, on cases made so that words lie in a row in one
/// field, across two fields, in another case and in other scripts: what IMRColumnsTests' PhraseIndexTests
/// hold the index to, and what the store's word-index tests read back.
package enum PhraseSearch {
    package static func letter(_ id: String, summary: String, items: [(String, String)] = []) -> IMRCase {
        IMRCase(id: id, file: id + ".txt", summary: summary,
                items: items.map { Item(treatment: $0.0, decision: .upheld, rationale: $0.1) })
    }

    package static let cases: [IMRCase] = [
        letter("A", summary: "Chronic pain treated with physical therapy twice weekly."),
        // "physical" ends the summary and "therapy" starts the treatment: not a phrase.
        letter("B", summary: "Pain after a fall; the plan was physical", items: [("Therapy sessions x12", "Not indicated.")]),
        letter("C", summary: "PHYSICAL THERAPY, then Physical-therapists' notes.", items: [("Aquatic therapy", "physical therapy failed")]),
        letter("D", summary: "Physical therapies and physical Therapeutic exercise"),
        letter("E", summary: "caf\u{E9} au lait; au cafe\u{301} noir; au cafeteria"),
        letter("F", summary: "therapy physical", items: [("physical", "therapy")]),
        letter("G", summary: "the the the end, drug screen urine drug screen"),
    ]

    package static func viaIndex(_ phrase: String, _ cases: [IMRCase] = cases, index: WordIndex? = nil) -> [String] {
        let words = Tokenizer.words(phrase)
        let all = allCases(cases.count)
        let found = (index ?? WordIndex(cases)).cases(withPhrase: words, among: all, in: CaseList(cases))
        return found.indices.map { cases[$0].id }
    }

    package static func viaText(_ phrase: String, _ cases: [IMRCase] = cases) -> [String] {
        let rule = TextMatcher(.phrase, phrase)
        return WordIndex.readingText(rule, among: allCases(cases.count), in: CaseList(cases)).indices.map { cases[$0].id }
    }

    package static func allCases(_ count: Int) -> CaseBitmap {
        var all = CaseBitmap(count: count)
        for index in 0..<count { all.insert(index) }
        return all
    }
}
