import Foundation
import Testing
import LetterFixtures
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The instrument for decision reasons, on sets labelled by hand under docs/decision-reasons.md:
/// the shipped real letters' items (`Fixtures/labels/reasons.tsv`), and sets of rationales written in the
/// letters' style by people who never saw the rules: `reason-wordings-a.jsonl`, `-c` to `-m`, `-o` to `-s`, `-u` to `-z`,
/// which the rules were tuned against (D to K, M and O to U were kept apart at first, and
/// became tuning sets once their totals had been recorded: G in the eighth round, at 83.1 / 72.3 / 83.2, J in
/// the ninth, at 71.3 / 78.4 / 91.0, I, K and M in the tenth, at 77.9 / 77.9 / 90.3, 71.4 / 92.9 / 95.9 and
/// 75.7 / 71.6 / 84.8, O and P in the eleventh, at 81.6 / 74.3 / 89.7 and 78.3 / 69.2 / 83.4, Q and R in the
/// twelfth, at 80.9 / 74.0 / 86.9 and 76.7 / 83.0 / 95.2, their first readings, S and U in the thirteenth, at
/// 87.2 / 69.0 / 88.3 and 78.4 / 70.9 / 81.4, their readings at the twelfth round's end (written in the twelfth round:
/// S as close as its writer could make it to a random draw of real items, a quarter by reviewers outside
/// orthopaedics; U every item of about 40 multi-item letters written as real ones are; first read with the
/// eleventh round's rules at 86.4 / 69.0 / 88.3 and 74.8 / 70.0 / 80.0); L was a tuning set from the start,
/// first read at 79.9 / 83.2 / 91.1; V, written during the thirteenth round as a random draw of real items as many
/// different reviewers word them, in the fifteenth, at 82.4 / 77.1 / 86.2; Z, written during the fifteenth round to a
/// brief of breadth, half overturned, a tuning set from the start, first read at 88.1 / 79.9 / 87.7), and
/// `reason-wordings-b.jsonl`, `-aa`, `-cb`, `-cf`, `-cu`, `-cy`, `-da`, `-dc`, `-de`, `-df`, `-dg`, `-dh`, `-di`, `-dj`, `-dk`, `-dl`, `-dm` and `-dn` (AA during the sixteenth round, weighted to
/// precision; CB during the sixty-ninth, CF during the seventy-second, CU during the eighty-fifth, CY
/// after the eighty-eighth, DA during the ninetieth, DC during the ninety-first, DE and DF after it, DG to DL during the ninety-second, DM and DN during the ninety-third, plain random draws of real items of 2014-2024, first read at 97.5 / 96.3 /
/// 98.6 (the sixty-ninth round's rules), 95.5 / 94.0 / 99.3 (the seventy-second's), 94.8 / 93.6 / 98.6 (the eighty-fourth's),
/// 93.9 / 95.7 / 97.9 (the eighty-eighth's), 94.4 / 95.8 / 99.3 (the eighty-ninth's), 96.6 / 93.9 / 97.9 (the ninetieth's), 93.5 / 96.2 / 96.6 and 95.8 / 93.0 / 96.6 (both the ninety-first's), 95.3 / 91.3 / 95.9, 96.5 / 96.5 / 97.9, 91.3 / 94.3 / 97.9, 94.7 / 94.3 / 97.2, 94.0 / 93.2 / 97.2 and 98.0 / 95.3 / 99.3 (all six the ninety-first's), 93.6 / 92.0 / 95.2 and 94.4 / 96.2 / 100.0 (both the ninety-second's)); AB to CE, CG to CT, CV to CX, CZ, DB and DD, seventy-five such draws (the first
/// seventy-seven but CB, CF, CU and CY, and DB and DD), written during the seventeenth to the ninety-first and the treatment keys' nineteenth,
/// were kept apart until the nineteenth to the ninety-third, at 87.2 / 88.0 / 93.2, 91.7 / 87.0 / 89.7, 90.3 / 85.3 / 91.8, 90.2 / 82.2 / 92.6,
/// 85.5 / 85.5 / 88.4, 90.1 / 84.6 / 87.2, 89.1 / 82.9 / 88.4, 88.4 / 78.8 / 85.8, 88.9 / 84.5 / 92.6, 88.3 / 85.1 / 89.2,
/// 88.9 / 84.5 / 91.8, 90.5 / 87.6 / 91.9, 86.3 / 83.3 / 92.5, 89.0 / 91.3 / 97.3, 87.1 / 83.6 / 91.6, 91.2 / 84.3 / 93.1, 92.3 / 89.1 / 95.9, 92.2 / 91.1 / 95.2, 90.8 / 90.8 / 95.9, 93.3 / 90.9 / 96.6, 92.8 / 91.2 / 94.5, 90.9 / 88.2 / 93.9, 85.5 / 85.9 / 93.0, 90.7 / 86.6 / 91.1, 93.2 / 90.5 / 96.6, 87.8 / 83.9 / 93.1, 89.0 / 88.0 / 95.2, 90.6 / 88.7 / 97.3, 93.6 / 90.6 / 97.9, 90.8 / 87.7 / 91.7, 94.5 / 94.1 / 96.6, 87.5 / 86.8 / 93.2, 92.5 / 84.4 / 94.6, 89.1 / 91.0 / 95.8, 88.2 / 89.6 / 95.2, 93.1 / 87.0 / 93.8, 90.2 / 92.2 / 93.8, 89.8 / 87.6 / 91.8, 88.4 / 89.6 / 94.5, 85.3 / 86.6 / 95.2, 90.3 / 88.0 / 92.4, 91.0 / 91.0 / 93.8, 91.9 / 87.5 / 93.9, 91.3 / 89.4 / 97.2, 92.1 / 93.2 / 98.6, 93.8 / 91.4 / 95.2, 91.2 / 90.9 / 93.2, 86.8 / 81.5 / 86.2, 95.0 / 93.1 / 97.3, 88.8 / 91.6 / 96.5, 93.3 / 93.3 / 97.3, 89.9 / 81.6 / 87.0, 94.1 / 93.6 / 95.9, 93.5 / 89.8 / 95.9, 88.8 / 91.4 / 94.5, 92.6 / 90.6 / 97.9, 86.4 / 88.2 / 95.8, 93.7 / 96.5 / 97.9, 95.7 / 93.8 / 97.3, 94.2 / 94.7 / 96.5, 89.1 / 95.6 / 96.6, 92.2 / 87.5 / 95.9, 93.1 / 93.8 / 98.6, 92.4 / 91.7 / 96.6, 94.7 / 94.3 / 97.2 (CL, first read at the same after the seventy-fifth) 92.2 / 92.2 / 97.3 (CQ, first read at the same on the eighty-first's rules) 97.2 / 92.7 / 97.3 (CR, first read at the same on the eighty-second's) 96.6 / 95.0 / 100.0 (CS, first read at 96.6 / 94.6 / 100.0 on the eighty-second's) 95.5 / 95.1 / 97.9 (CT, first read at the same on the eighty-third's) 93.2 / 96.5 / 97.2 (CV, first read at the same on the eighty-sixth's) 90.9 / 92.0 / 96.5 (CW, first read at the same on the eighty-seventh's) 91.9 / 90.5 / 96.5 (CX, first read at the same on the eighty-seventh's) 93.4 / 95.6 / 97.2 (CZ, first read at the same on the eighty-ninth's) 94.0 / 91.3 / 97.2 (DD, first read at the same on the ninetieth's) and 93.6 / 92.8 / 96.6 (DB, first read at the same on the eighty-ninth's); W,
/// written during the thirteenth round
/// and weighted to the hard cases, was kept apart until the sixteenth, X, written during the fourteenth, other years' letters
/// and reviewers outside orthopaedics, until the seventeenth, Y, whole letters of other years, until the eighteenth, at 81.9 /
/// 89.5 / 93.2), kept apart as the check on wordings the rules never met (only their totals are read: looking at their
/// misses would make them tuning sets too). Each prints precision
/// and recall per reason and overall, the share of items with a stated reason that get at least one right,
/// (IMR_MEASURE_LINES=N) the misses, and (IMR_MEASURE_OUT=DIR) each set's report into a file of DIR.
///
/// The issue's targets (92% right when given, 85% of stated found, 90% of items with one right) are
/// printed beside each set's figures. The tuning sets reach them, which says little of letters the
/// rules never met: each set fails below its own floor, a little under what the rules reach today, so
/// that a change to the rules may not make any set worse. Raise a floor whenever the rules improve.
@Suite struct ReasonMeasure {
    struct Labelled {
        let name: String
        let byHand: Set<String>
        var found: [ItemReason]
        /// The sentence stating each reason by hand, where the labels give it.
        var evidence: [String: String] = [:]
        /// The item's rationale and decision, for the learned reader's training (`ReasonModelTraining`).
        var rationale = ""
        var decision = Decision.upheld
        var treatment: ReasonReader.Treatment?
    }

    static func letterItems() throws -> [Labelled] {
        let text = try String(contentsOfFile: try FixtureFile.decisionReasons.require(), encoding: .utf8)
        let corpus = try RealLetters.folder(.dwcLayout)
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
            // The evidence column: "id: words of its sentence | id: ...", shown beside a miss.
            let evidence = fields.count > 4 ? fields[4].components(separatedBy: " | ").reduce(into: [String: String]()) { pairs, pair in
                guard let colon = pair.firstIndex(of: ":") else { return }
                pairs[String(pair[..<colon])] = pair[pair.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } : [:]
            labelled.append(Labelled(name: "\(fields[0]) #\(index)", byHand: byHand, found: item.reasons, evidence: evidence,
                                     rationale: item.rationale, decision: item.decision,
                                     treatment: item.treatmentKey.flatMap { key in item.treatmentKind.map { ReasonReader.Treatment(key: key, kind: $0) } }))
        }
        return labelled
    }

    /// A set of written rationales: one JSON object a line with `id`, `decision`, `rationale` and `reasons`.
    static func writtenItems(_ file: FixtureFile) throws -> [Labelled] {
        struct Line: Decodable {
            let id: String
            let decision: Decision
            let rationale: String
            let reasons: [String]
            let evidence: [String: String]?
            /// The item's treatment, as a letter names it: its rationale speaks of it.
            let treatment: String?
        }
        let text = try String(contentsOfFile: try file.require(), encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let item = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            let treatment = item.treatment.flatMap(TreatmentNormalizer.normalize).map { ReasonReader.Treatment(key: $0.key, kind: $0.kind) }
            return Labelled(name: item.id, byHand: Set(item.reasons),
                            found: ReasonReader.reasons(in: item.rationale, decision: item.decision, treatment: treatment),
                            evidence: item.evidence ?? [:], rationale: item.rationale, decision: item.decision, treatment: treatment)
        }
    }

    struct Score: Sendable {
        var precision = 0.0, recall = 0.0, oneRight = 0.0
    }

    /// The sets kept apart: only their totals are printed, never a reason's tally or a miss, and only when
    /// asked (IMR_MEASURE_KEPT_APART=1: once at the start and once at the end of a round), so that reading
    /// the output after each change cannot make them tuning sets. A floor they fall below still says so.
    static let keptApart: Set<FixtureFile> = [.reasonWordingsB, .reasonWordingsAA, .reasonWordingsCB, .reasonWordingsCF, .reasonWordingsCU, .reasonWordingsCY, .reasonWordingsDA, .reasonWordingsDC, .reasonWordingsDE, .reasonWordingsDF, .reasonWordingsDG, .reasonWordingsDH, .reasonWordingsDI, .reasonWordingsDJ, .reasonWordingsDK, .reasonWordingsDL, .reasonWordingsDM, .reasonWordingsDN]

    /// The sets kept apart IMR_MEASURE_KEPT_APART names by their letters ("aa,b"); "1" names them all.
    static var keptApartAsked: Set<FixtureFile> { KeptApart.asked(keptApart) }

    /// Prints the set's figures (only its totals where `totalsOnly`) and returns them.
    static func score(_ title: String, _ labelled: [Labelled], totalsOnly: Bool = false) -> Score {
        var given = 0, right = 0, stated = 0, withStated = 0, withOneRight = 0
        var perReason: [String: (given: Int, right: Int, stated: Int)] = [:]
        var wrong: [String] = [], missed: [String] = []
        for item in labelled {
            for id in item.byHand { #expect(DecisionReasons.byId[id] != nil, "unknown reason \(id) in the labels of \(item.name)") }
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
                wrong.append("\(item.name) \(reason.id): \(reason.sentence.prefix(160))")
            }
            for id in item.byHand.subtracting(found).sorted() {
                missed.append("\(item.name) \(id)" + (item.evidence[id].map { ": \($0.prefix(200))" } ?? ""))
            }
        }
        let score = Score(precision: Double(right) / Double(max(given, 1)), recall: Double(right) / Double(max(stated, 1)),
                          oneRight: Double(withOneRight) / Double(max(withStated, 1)))
        if totalsOnly && !keptApartAsked.contains(where: { title.hasSuffix($0.rawValue) }) { return score }
        // One print for the set, so that sets measured side by side do not interleave their lines.
        var report = "\(title): \(labelled.count) items, \(stated) reasons stated by hand, \(given) given by imr, \(right) both: "
            + "right when given \(percent(score.precision)), found of stated \(percent(score.recall)), "
            + "items with one right \(percent(score.oneRight))"
        if !totalsOnly {
            for (id, tally) in perReason.sorted(by: { $0.key < $1.key }) {
                let p = Double(tally.right) / Double(max(tally.given, 1)), r = Double(tally.right) / Double(max(tally.stated, 1))
                report += "\n  \(id.padding(toLength: 28, withPad: " ", startingAt: 0)) given \(tally.given) right \(tally.right) stated \(tally.stated)   precision \(percent(p)) recall \(percent(r))"
            }
            let lines = Int(ProcessInfo.processInfo.environment["IMR_MEASURE_LINES"] ?? "0") ?? 0
            for line in wrong.prefix(lines) { report += "\n  wrong:  \(line)" }
            for line in missed.prefix(lines) { report += "\n  missed: \(line)" }
        }
        print(report)
        // IMR_MEASURE_OUT=DIR: each set's report also in a file of its own, whole (the test runner's lines
        // may break into a printed one).
        if let folder = ProcessInfo.processInfo.environment["IMR_MEASURE_OUT"] {
            let name = (title.split(separator: "/").last.map { String($0.split(separator: ".")[0]) } ?? title).replacingOccurrences(of: " ", with: "-")
            try? (report + "\n").write(toFile: "\(folder)/\(name).txt", atomically: true, encoding: .utf8)
        }
        return score
    }

    /// The issue's targets, on letters imr has never seen.
    static let target = Score(precision: 0.92, recall: 0.85, oneRight: 0.90)

    static func expectFloor(_ score: Score, _ floor: Score, _ set: String) {
        print("  targets: \(percent(target.precision)) / \(percent(target.recall)) / \(percent(target.oneRight)); "
              + "this set's floor: \(percent(floor.precision)) / \(percent(floor.recall)) / \(percent(floor.oneRight))")
        #expect(score.precision >= floor.precision, "\(set): right when given \(percent(score.precision))")
        #expect(score.recall >= floor.recall, "\(set): found of stated \(percent(score.recall))")
        #expect(score.oneRight >= floor.oneRight, "\(set): items with one right \(percent(score.oneRight))")
    }

    @Test func reasonsOfTheShippedLettersMatchTheHandLabels() throws {
        let labelled = try Self.letterItems()
        #expect(labelled.count >= 150)
        Self.expectFloor(Self.score("Real letters", labelled), Score(precision: 0.94, recall: 0.93, oneRight: 0.97), "real letters")
    }

    /// Sets A, C to M and O to Z, which the rules were tuned against (O and P written in the tenth round under
    /// M's brief: O with a third of its items one item of a letter of several whose rationale speaks of the
    /// others, P half overturned; Q and R in the eleventh: Q a third of its items outside orthopaedics, R drawn
    /// as real items are; S and U in the twelfth, tuning sets since the thirteenth), and B, V and W, kept apart: the gap
    /// between them is how far the rules fit wordings they were written from.
    /// Why each set's floor stands where it does, round by round from the ninth: docs/benchmarks-history.md, "The
    /// floors of ReasonMeasure, round by round".
    @Test(arguments: [(FixtureFile.reasonWordingsA, Score(precision: 0.985, recall: 0.985, oneRight: 0.98)),
                      (FixtureFile.reasonWordingsB, Score(precision: 0.94, recall: 0.88, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsC, Score(precision: 0.97, recall: 0.955, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsD, Score(precision: 0.99, recall: 0.985, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsE, Score(precision: 0.97, recall: 0.87, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsF, Score(precision: 0.95, recall: 0.925, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsG, Score(precision: 0.92, recall: 0.875, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsH, Score(precision: 0.95, recall: 0.94, oneRight: 0.995)),
                      (FixtureFile.reasonWordingsI, Score(precision: 0.86, recall: 0.85, oneRight: 0.935)),
                      (FixtureFile.reasonWordingsJ, Score(precision: 0.86, recall: 0.905, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsL, Score(precision: 0.895, recall: 0.92, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsK, Score(precision: 0.865, recall: 0.96, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsM, Score(precision: 0.86, recall: 0.82, oneRight: 0.92)),
                      (FixtureFile.reasonWordingsO, Score(precision: 0.895, recall: 0.83, oneRight: 0.935)),
                      (FixtureFile.reasonWordingsP, Score(precision: 0.885, recall: 0.84, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsQ, Score(precision: 0.895, recall: 0.87, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsR, Score(precision: 0.895, recall: 0.92, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsS, Score(precision: 0.945, recall: 0.86, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsU, Score(precision: 0.875, recall: 0.835, oneRight: 0.90)),
                      (FixtureFile.reasonWordingsV, Score(precision: 0.93, recall: 0.89, oneRight: 0.92)),
                      (FixtureFile.reasonWordingsW, Score(precision: 0.935, recall: 0.865, oneRight: 0.935)),
                      (FixtureFile.reasonWordingsX, Score(precision: 0.91, recall: 0.82, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsY, Score(precision: 0.895, recall: 0.945, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsZ, Score(precision: 0.915, recall: 0.86, oneRight: 0.925)),
                      (FixtureFile.reasonWordingsAA, Score(precision: 0.72, recall: 0.86, oneRight: 0.89)),
                      (FixtureFile.reasonWordingsAB, Score(precision: 0.935, recall: 0.93, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsAC, Score(precision: 0.95, recall: 0.89, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsAD, Score(precision: 0.925, recall: 0.92, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsAE, Score(precision: 0.915, recall: 0.83, oneRight: 0.915)),
                      (FixtureFile.reasonWordingsAF, Score(precision: 0.91, recall: 0.875, oneRight: 0.9)),
                      (FixtureFile.reasonWordingsAG, Score(precision: 0.945, recall: 0.88, oneRight: 0.9)),
                      // The thirtieth round: AH-083's "does not have adhesive capsulitis" is `indication-absent` by the spec (AE-058's
                      // writer reads it so; AH's reads it `not-recommended`).
                      (FixtureFile.reasonWordingsAH, Score(precision: 0.90, recall: 0.855, oneRight: 0.9)),
                      (FixtureFile.reasonWordingsAI, Score(precision: 0.9, recall: 0.81, oneRight: 0.875)),
                      (FixtureFile.reasonWordingsAJ, Score(precision: 0.92, recall: 0.865, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsAK, Score(precision: 0.91, recall: 0.94, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsAL, Score(precision: 0.90, recall: 0.89, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsAM, Score(precision: 0.925, recall: 0.93, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsAN, Score(precision: 0.87, recall: 0.87, oneRight: 0.935)),
                      (FixtureFile.reasonWordingsAO, Score(precision: 0.92, recall: 0.945, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsAP, Score(precision: 0.92, recall: 0.89, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsAQ, Score(precision: 0.95, recall: 0.875, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsAR, Score(precision: 0.94, recall: 0.92, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsAS, Score(precision: 0.945, recall: 0.935, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsAT, Score(precision: 0.93, recall: 0.92, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsAU, Score(precision: 0.955, recall: 0.915, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsAV, Score(precision: 0.955, recall: 0.925, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsAW, Score(precision: 0.925, recall: 0.915, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsAX, Score(precision: 0.89, recall: 0.865, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsAY, Score(precision: 0.945, recall: 0.87, oneRight: 0.915)),
                      (FixtureFile.reasonWordingsAZ, Score(precision: 0.935, recall: 0.915, oneRight: 0.96)),
                      (FixtureFile.reasonWordingsBA, Score(precision: 0.91, recall: 0.86, oneRight: 0.94)),
                      (FixtureFile.reasonWordingsBB, Score(precision: 0.915, recall: 0.89, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsBC, Score(precision: 0.945, recall: 0.90, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsBD, Score(precision: 0.965, recall: 0.91, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsBE, Score(precision: 0.945, recall: 0.89, oneRight: 0.925)),
                      (FixtureFile.reasonWordingsBF, Score(precision: 0.95, recall: 0.95, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsBG, Score(precision: 0.885, recall: 0.875, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsBH, Score(precision: 0.945, recall: 0.885, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsBI, Score(precision: 0.895, recall: 0.925, oneRight: 0.96)),
                      (FixtureFile.reasonWordingsBJ, Score(precision: 0.9, recall: 0.915, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsBK, Score(precision: 0.935, recall: 0.87, oneRight: 0.935)),
                      (FixtureFile.reasonWordingsBL, Score(precision: 0.915, recall: 0.94, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsBM, Score(precision: 0.92, recall: 0.89, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsBN, Score(precision: 0.9, recall: 0.91, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsBO, Score(precision: 0.865, recall: 0.875, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsBP, Score(precision: 0.925, recall: 0.885, oneRight: 0.93)),
                      (FixtureFile.reasonWordingsBQ, Score(precision: 0.945, recall: 0.93, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsBR, Score(precision: 0.94, recall: 0.89, oneRight: 0.945)),
                      (FixtureFile.reasonWordingsBS, Score(precision: 0.92, recall: 0.895, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsBT, Score(precision: 0.92, recall: 0.94, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsBU, Score(precision: 0.94, recall: 0.925, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsBV, Score(precision: 0.92, recall: 0.93, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsBW, Score(precision: 0.87, recall: 0.81, oneRight: 0.86)),
                      (FixtureFile.reasonWordingsBX, Score(precision: 0.95, recall: 0.935, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsBY, Score(precision: 0.895, recall: 0.92, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsBZ, Score(precision: 0.945, recall: 0.96, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsCA, Score(precision: 0.905, recall: 0.82, oneRight: 0.875)),
                      (FixtureFile.reasonWordingsCB, Score(precision: 0.97, recall: 0.96, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsCC, Score(precision: 0.94, recall: 0.94, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsCD, Score(precision: 0.94, recall: 0.915, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCE, Score(precision: 0.895, recall: 0.92, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsCF, Score(precision: 0.955, recall: 0.935, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsCG, Score(precision: 0.94, recall: 0.97, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsCH, Score(precision: 0.955, recall: 0.95, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsCI, Score(precision: 0.935, recall: 0.91, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCJ, Score(precision: 0.88, recall: 0.9, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsCK, Score(precision: 0.94, recall: 0.945, oneRight: 0.96)),
                      (FixtureFile.reasonWordingsCL, Score(precision: 0.945, recall: 0.945, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCM, Score(precision: 0.895, recall: 0.955, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsCN, Score(precision: 0.92, recall: 0.88, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsCO, Score(precision: 0.94, recall: 0.94, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsCP, Score(precision: 0.92, recall: 0.925, oneRight: 0.96)),
                      (FixtureFile.reasonWordingsCQ, Score(precision: 0.92, recall: 0.94, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsCR, Score(precision: 0.97, recall: 0.935, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsCS, Score(precision: 0.965, recall: 0.955, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsCT, Score(precision: 0.95, recall: 0.95, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCU, Score(precision: 0.945, recall: 0.935, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsCV, Score(precision: 0.94, recall: 0.965, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCW, Score(precision: 0.92, recall: 0.93, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsCX, Score(precision: 0.925, recall: 0.92, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsCY, Score(precision: 0.935, recall: 0.955, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsCZ, Score(precision: 0.95, recall: 0.98, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsDA, Score(precision: 0.935, recall: 0.95, oneRight: 0.985)),
                      (FixtureFile.reasonWordingsDB, Score(precision: 0.95, recall: 0.955, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsDC, Score(precision: 0.96, recall: 0.935, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsDD, Score(precision: 0.94, recall: 0.93, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsDE, Score(precision: 0.93, recall: 0.96, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsDF, Score(precision: 0.955, recall: 0.925, oneRight: 0.965)),
                      (FixtureFile.reasonWordingsDG, Score(precision: 0.95, recall: 0.91, oneRight: 0.955)),
                      (FixtureFile.reasonWordingsDH, Score(precision: 0.96, recall: 0.96, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsDI, Score(precision: 0.91, recall: 0.94, oneRight: 0.975)),
                      (FixtureFile.reasonWordingsDJ, Score(precision: 0.945, recall: 0.94, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsDK, Score(precision: 0.935, recall: 0.93, oneRight: 0.97)),
                      (FixtureFile.reasonWordingsDL, Score(precision: 0.975, recall: 0.95, oneRight: 0.99)),
                      (FixtureFile.reasonWordingsDM, Score(precision: 0.935, recall: 0.915, oneRight: 0.95)),
                      (FixtureFile.reasonWordingsDN, Score(precision: 0.94, recall: 0.96, oneRight: 0.995))])
    func reasonsOfWrittenRationalesMatchTheirLabels(_ file: FixtureFile, _ floor: Score) throws {
        // IMR_MEASURE_SKIP_KEPT_APART=1 leaves the sets kept apart unread while the rules are being changed (a floor they
        // fall below would print their figure), but for those IMR_MEASURE_KEPT_APART names ("aa": a new set's first reading).
        if Self.keptApart.contains(file) && ProcessInfo.processInfo.environment["IMR_MEASURE_SKIP_KEPT_APART"] != nil
            && !Self.keptApartAsked.contains(file) { return }
        let labelled = try Self.writtenItems(file)
        #expect(labelled.count >= 120)
        Self.expectFloor(Self.score(file.rawValue, labelled, totalsOnly: Self.keptApart.contains(file)), floor, file.rawValue)
    }

    static func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
