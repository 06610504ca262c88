import Foundation
import Testing
@testable import IMRCore
import TestFixtures

/// The instrument for decision reasons: the shipped real letters' items, each labelled by hand with the
/// reasons its rationale states under docs/decision-reasons.md (`Fixtures/labels/reasons.tsv`),
/// against what `ReasonReader` finds. Prints precision and recall per reason and overall, the share of
/// items with a stated reason that get at least one right, and the misses, so that every change to the
/// rules is measured; fails below the issue's targets.
@Suite struct ReasonMeasure {
    struct Labelled {
        let caseId: String
        let index: Int
        let byHand: Set<String>
        let found: [ItemReason]
    }

    static func labelledItems() throws -> [Labelled] {
        let text = try String(contentsOfFile: try FixtureFile.decisionReasons.require(), encoding: .utf8)
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let items = Dictionary(corpus.cases.map { ($0.id, $0.items) }, uniquingKeysWith: { first, _ in first })
        var labelled: [Labelled] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count >= 4, "a label line has case, item, decision, reasons: \(line)")
            let index = try #require(Int(fields[1]))
            let item = try #require(items[fields[0]].flatMap { $0.indices.contains(index) ? $0[index] : nil },
                                    "no item \(index) in \(fields[0])")
            #expect(item.decision.rawValue == fields[2], "\(fields[0]) item \(index) is decided otherwise than its label")
            let byHand = Set(fields[3].split(separator: ";").map(String.init).filter { $0 != "-" })
            for id in byHand { #expect(DecisionReasons.byId[id] != nil, "unknown reason \(id) in the labels") }
            labelled.append(Labelled(caseId: fields[0], index: index, byHand: byHand, found: item.reasons))
        }
        return labelled
    }

    @Test func reasonsOfTheShippedLettersMatchTheHandLabels() throws {
        let labelled = try Self.labelledItems()
        #expect(labelled.count >= 150)
        var given = 0, right = 0, stated = 0, withStated = 0, withOneRight = 0
        var perReason: [String: (given: Int, right: Int, stated: Int)] = [:]
        var wrong: [String] = [], missed: [String] = []
        for item in labelled {
            let found = Set(item.found.map(\.id))
            given += found.count
            stated += item.byHand.count
            right += found.intersection(item.byHand).count
            if !item.byHand.isEmpty {
                withStated += 1
                if !found.isDisjoint(with: item.byHand) { withOneRight += 1 }
            }
            for id in found.union(item.byHand) {
                var tally = perReason[id] ?? (0, 0, 0)
                if found.contains(id) { tally.given += 1 }
                if item.byHand.contains(id) { tally.stated += 1 }
                if found.contains(id) && item.byHand.contains(id) { tally.right += 1 }
                perReason[id] = tally
            }
            for reason in item.found where !item.byHand.contains(reason.id) {
                wrong.append("\(item.caseId) #\(item.index) \(reason.id): \(reason.sentence.prefix(140))")
            }
            for id in item.byHand.subtracting(found).sorted() { missed.append("\(item.caseId) #\(item.index) \(id)") }
        }
        let precision = Double(right) / Double(max(given, 1)), recall = Double(right) / Double(max(stated, 1))
        let oneRight = Double(withOneRight) / Double(max(withStated, 1))
        print("""
            Reasons on \(labelled.count) hand-labelled items: \(stated) stated by hand, \(given) given by imr, \(right) both.
              right when given: \(Self.percent(precision))   found of stated: \(Self.percent(recall))   \
            items with one right: \(Self.percent(oneRight))
            """)
        for (id, tally) in perReason.sorted(by: { $0.key < $1.key }) {
            let p = Double(tally.right) / Double(max(tally.given, 1)), r = Double(tally.right) / Double(max(tally.stated, 1))
            print("  \(id.padding(toLength: 28, withPad: " ", startingAt: 0)) given \(tally.given) right \(tally.right) stated \(tally.stated)   precision \(Self.percent(p)) recall \(Self.percent(r))")
        }
        for line in wrong.prefix(Int(ProcessInfo.processInfo.environment["IMR_MEASURE_LINES"] ?? "25") ?? 25) { print("  wrong:  \(line)") }
        for line in missed.prefix(Int(ProcessInfo.processInfo.environment["IMR_MEASURE_LINES"] ?? "25") ?? 25) { print("  missed: \(line)") }
        #expect(precision >= 0.92, "right when given: \(Self.percent(precision))")
        #expect(recall >= 0.85, "found of stated: \(Self.percent(recall))")
        #expect(oneRight >= 0.90, "items with one right: \(Self.percent(oneRight))")
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
