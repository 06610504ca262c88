import IMRModel
import IMRText

/// The items where no reason was read, for `imr check --reasons`: grouped by how their rationale
/// opens (its first words, numbers made `#`), most common first, so that a gap in the rules shows on
/// any corpus as the wording it recurs in.
public enum ReasonGaps {
    /// How many of a group's first words make its key.
    static let openingWords = 8

    public struct Group: Sendable, Equatable {
        /// The opening the items share, folded ("the ca mtus guidelines state that # ...").
        public let opening: String
        public internal(set) var count: Int
        /// The first item of the group: its case, place (0-based), treatment, decision and first sentences.
        public let caseId: String
        public let item: Int
        public let treatment: String
        public let decision: Decision
        public let firstSentences: String
    }

    public struct Report: Sendable, Equatable {
        public var groups: [Group] = []
        public var items = 0
        public var withoutReason: Int { groups.reduce(0) { $0 + $1.count } }
    }

    /// Over the listed cases of `index`, read one at a time.
    public static func tally(_ index: CorpusIndex) -> Report {
        tally(index.forEachListedCase)
    }

    public static func tally(_ forEachCase: ((IMRCase) -> Void) -> Void) -> Report {
        var report = Report()
        var openings = ExampleTally<Group>()
        forEachCase { imrCase in
            for (place, item) in imrCase.items.enumerated() {
                report.items += 1
                guard item.reasons.isEmpty else { continue }
                let sentences = Sentences.split(item.rationale)
                let key = opening(sentences.first ?? "")
                openings.add(key) {
                    Group(opening: key, count: 0, caseId: imrCase.id, item: place, treatment: item.treatment,
                          decision: item.decision, firstSentences: sentences.prefix(2).joined(separator: " "))
                }
            }
        }
        report.groups = openings.sorted().map { entry in
            var group = entry.example
            group.count = entry.count
            return group
        }
        return report
    }

    /// A sentence's first words, lower case, each number `#`: the key items are grouped under.
    static func opening(_ sentence: String) -> String {
        let words = CaseFold.key(sentence).split(whereSeparator: { $0 == " " }).prefix(openingWords).map { word in
            word.contains(where: \.isNumber) ? "#" : String(word)
        }
        return words.isEmpty ? "(no rationale)" : words.joined(separator: " ")
    }
}
