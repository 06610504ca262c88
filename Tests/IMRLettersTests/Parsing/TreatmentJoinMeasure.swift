import Foundation
import Testing
import LetterFixtures
import TestFixtures
@testable import IMRModel
@testable import IMRVocabulary

/// The instrument for treatment keys: the shipped real letters' items, each labelled by hand with its
/// treatment class and regions under docs/treatment-identity.md (`Fixtures/labels/treatment-classes.tsv`),
/// against what imr joins as precedents (`TreatmentIdentity.sameTreatment`). Prints the share of
/// same-treatment pairs imr joins and of imr's joins that are right, with the pairs it gets wrong, so
/// that every change to the tables is measured; fails below the issue's targets.
@Suite struct TreatmentJoinMeasure {
    /// One labelled item: its class and regions by hand, and the item as imr read it.
    struct Labelled {
        let caseId: String
        let index: Int
        let label: String
        let regions: Set<String>
        let item: Item
        /// The classes the request is one of: its label, or each of the classes a writer joined for a request
        /// of several regions (`TreatmentWordingMeasure.classesJoinedWithPlus`).
        var classes: Set<String> = []
        /// A request its writer classed against the spec (`TreatmentWordingMeasure.severalRegionsAsOneClass`):
        /// its pairs are not judged.
        var unjudged = false

        init(caseId: String, index: Int, label: String, regions: Set<String>, item: Item, classes: Set<String>? = nil) {
            self.caseId = caseId
            self.index = index
            self.label = label
            self.regions = regions
            self.item = item
            self.classes = classes ?? [label]
        }
    }

    /// The labels matched to the items the parser reads from the same letters, by case and position;
    /// a label whose item is missing or whose request reads otherwise fails the test.
    static func labelledItems() throws -> [Labelled] {
        let text = try String(contentsOfFile: try FixtureFile.treatmentClasses.require(), encoding: .utf8)
        let corpus = try RealLetters.folder(.dwcLayout)
        let items = Dictionary(corpus.cases.map { ($0.id, $0.items) }, uniquingKeysWith: { first, _ in first })
        var labelled: [Labelled] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count >= 5, "a label line has case, item, treatment, class, regions: \(line)")
            let index = try #require(Int(fields[1]))
            let item = try #require(items[fields[0]].flatMap { $0.indices.contains(index) ? $0[index] : nil },
                                    "no item \(index) in \(fields[0])")
            #expect(item.treatment == fields[2], "\(fields[0]) item \(index) reads otherwise than its label")
            let regions = Set(fields[4].split(separator: ";").map { String($0) })
            labelled.append(Labelled(caseId: fields[0], index: index, label: fields[3], regions: regions, item: item))
        }
        return labelled
    }

    /// Two labelled items are one treatment by hand: a class in common, and a region in common (or none either).
    static func sameByHand(_ a: Labelled, _ b: Labelled) -> Bool {
        !a.classes.isDisjoint(with: b.classes) && (a.regions.isEmpty && b.regions.isEmpty || !a.regions.isDisjoint(with: b.regions))
    }

    @Test func joinsOfTheShippedLettersMatchTheHandLabels() throws {
        let labelled = try Self.labelledItems()
        #expect(labelled.count > 250)
        let score = Self.score("Treatment joins on \(labelled.count) hand-labelled items", labelled)
        #expect(score.recall >= 0.99, "same-treatment pairs joined: \(Self.percent(score.recall))")
        #expect(score.precision >= 0.99, "joins right: \(Self.percent(score.precision))")
    }

    struct Score {
        var recall = 0.0, precision = 0.0
    }

    /// How much of a score is printed: a set kept apart shows its totals at most, and only when asked.
    enum Report { case pairs, totals, nothing }

    /// Every pair of `labelled`: the share of same-treatment pairs (by hand) imr joins, and of imr's joins
    /// that are right, printed as `report` says.
    static func score(_ title: String, _ labelled: [Labelled], report: Report = .pairs) -> Score {
        var same = 0, joined = 0, right = 0
        var missed: [String] = [], wrong: [String] = []
        for (offset, a) in labelled.enumerated() {
            for b in labelled[(offset + 1)...] where (a.caseId != b.caseId || a.index != b.index) && !a.unjudged && !b.unjudged {
                let byHand = Self.sameByHand(a, b)
                let byImr = TreatmentIdentity.sameTreatment(a.item, b.item)
                if byHand { same += 1 }
                if byImr { joined += 1 }
                if byHand && byImr { right += 1 }
                if byHand && !byImr { missed.append(Self.describe(a, b)) }
                if byImr && !byHand { wrong.append(Self.describe(a, b)) }
            }
        }
        let score = Score(recall: Double(right) / Double(max(same, 1)), precision: Double(right) / Double(max(joined, 1)))
        guard report != .nothing else { return score }
        var text = """
            \(title): \(same) same-treatment pairs, \(joined) joined by imr, \(right) both.
              same-treatment pairs joined: \(Self.percent(score.recall))   joins right: \(Self.percent(score.precision))
            """
        if report == .pairs {
            // IMR_MEASURE_LINES=N: more of the pairs it gets wrong (15 of each by default).
            let lines = Int(ProcessInfo.processInfo.environment["IMR_MEASURE_LINES"] ?? "") ?? 15
            for pair in Set(missed).sorted().prefix(lines) { text += "\n  missed: \(pair)" }
            for pair in Set(wrong).sorted().prefix(lines) { text += "\n  wrong:  \(pair)" }
        }
        print(text)
        return score
    }

    /// Every region the hand names for a request is one imr gives it (named or inferred), so a
    /// multi-region request counts under each.
    @Test func everyRegionOfTheLabelsIsFound() throws {
        let labelled = try Self.labelledItems()
        let missing = labelled.filter { !$0.regions.isSubset(of: $0.item.bodyRegions) }
        let share = 1 - Double(missing.count) / Double(max(labelled.count, 1))
        print("Regions: \(Self.percent(share)) of \(labelled.count) labelled items have every region the hand gives them.")
        for item in missing.prefix(15) {
            print("  \(item.caseId) #\(item.index) \(item.item.treatment): hand \(item.regions.sorted()), imr \(item.item.bodyRegions)")
        }
        #expect(share >= 0.95)
    }

    static func describe(_ a: Labelled, _ b: Labelled) -> String {
        "\(a.item.treatment) [\(a.item.treatmentKey ?? "-") \(a.item.bodyRegions)] ~ \(b.item.treatment) [\(b.item.treatmentKey ?? "-") \(b.item.bodyRegions)]"
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
