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

    /// Set I's recall floor was lowered in the ninth round, from 78.0% to 77.5%: tuned on J and L, the rules
    /// found one reason of I's 253 fewer (78.3% to 77.9%) while giving seven fewer wrongly (75.9% to 77.9%
    /// right when given); a set kept apart cannot be tuned back, and its totals were read only at the round's
    /// start and end. In the eleventh round, tuned on O and P, two precision floors were lowered: G's from
    /// 89.5% to 89.0% (89.8% to 89.5%: G-129's "nothing suggests ... she needs equipment she does not have at
    /// home", a need denied, is now the indication absent, which its writer leaves unlabelled) and I's from
    /// 81.0% to 80.0% (81.1% to 80.4%: I-037's "palpable paraspinal spasm on exam" is now a finding its writer
    /// leaves unlabelled, and I-045's "ongoing" review beside opioid therapy, once "they are present" speaks
    /// of the case, reads as care that failed, a false reason kept); both found as many or more. In the thirteenth,
    /// tuned on S and U, F's from 93.0% to 92.5% (93.3% to 92.9%): F-086's "so she is homebound", set against the
    /// MTUS's home health "for patients who are homebound", is now criteria-met, which its writer leaves unlabelled
    /// while P's, Q's, S's and U's writers label it (P-017, P-129, Q-098, S-125, U-113 found).
    /// In the fourteenth round the learned reader (`ReasonModel`), trained on the tuning sets' labelled sentences,
    /// joined the rules: the tuning sets' floors were raised to its figures, which on the sets it was trained on
    /// are well above what it brings to a writer it never saw (leave-one-writer-out: 88.1 / 85.1 / 93.3 by the
    /// rules alone, 88.0 / 85.9 / 93.7 with it; docs/benchmarks-history.md). Set F, whose labels name no sentence,
    /// trains nothing. The kept-apart sets' floors were raised to their totals at that round's end (B 93.6 / 88.5 /
    /// 96.7, V 82.4 / 77.1 / 86.2, W 82.3 / 75.6 / 86.9).
    /// In the fifteenth round V became a tuning set and Z joined; the learned reader was trained with both, on cheaper
    /// features (a word hashed eight bytes at a time, pairs and negated words mixed from the words' hashes), its
    /// positives weighted twice, and adds its reason at p >= 0.9 (was 0.8): leave-one-writer-out rose a little (87.9 /
    /// 85.3 / 92.9 to 87.9 / 85.4 / 93.0 over 21 sets), but on the sets it was trained on it memorises less, and nine
    /// tuning sets' floors were lowered to their new figures (A, G, I, J, K, L, O, Q, U; J's recall most, 90.2% to 87.7%),
    /// V's and Z's set (docs/benchmarks-history.md). The sets kept apart, their totals read at the round's start and
    /// end: B 93.6 / 88.5 / 96.7 -> 93.4 / 85.7 / 95.9 and W 82.3 / 75.6 / 86.9 -> 81.9 / 75.6 / 87.6, their floors lowered
    /// to them (a set kept apart cannot be tuned back), X 78.6 / 70.2 / 85.6 -> 79.1 / 71.0 / 89.0, its floor raised.
    /// In the sixteenth round W became a tuning set (its totals at the round's start 81.9 / 75.6 / 87.6, then read line by line,
    /// its false reasons judged by class) and AA, written during the round to a brief weighted to precision, joined the sets
    /// kept apart (first read at 70.1 / 84.3 / 87.5). The rules' classes and the reader retrained with W: C's precision floor
    /// lowered to 96.0% (96.7% to 96.3%: C-126's "satisfying the Ottawa knee rules", the criteria met in a part of their own,
    /// which its writer leaves unlabelled beside the findings), L's, S's and V's found floors and V's one-right floor lowered
    /// (the retrained reader memorises those sets a little less: L-150, S-142, V-087, V-091), fifteen sets' precision floors
    /// raised. The sets kept apart, their totals read at the round's start and end: B 93.4 / 85.7 / 95.9 -> 93.5 / 86.3 /
    /// 95.9, X 78.8 / 71.0 / 89.0 -> 80.5 / 71.0 / 88.4 (its one-right floor lowered to 88.0%: one item fewer with a right
    /// reason), Y 78.7 / 88.7 / 91.9 -> 79.8 / 89.5 / 92.6, AA 70.1 / 84.3 / 87.5 -> 71.0 / 85.0 / 88.3; floors set to them.
    /// In the seventeenth round X became a tuning set (its totals at the round's start 80.5 / 71.0 / 88.4, then read line by line,
    /// its false reasons judged by class, and the tuning sets' weakest families held to stronger evidence) and AB, written during
    /// the round as a plain random draw of real items, joined the sets kept apart (first read at 86.9 / 88.0 / 93.2). The rules'
    /// classes and the reader retrained with X: the real letters' found floor lowered to 92.5% (93.2% to 92.9%: CM17-0009441 #4,
    /// a reason only the sixteenth round's reader had memorised), G's found and one-right floors (G-102's "walks without a limp",
    /// the indication absent to its writer and no reason to both second readers of W and S), W's found and one-right floors
    /// (W-070, W-116: care told alone, no longer care that failed); most others raised. The sets kept apart, their totals read at
    /// the round's start and end: B 93.5 / 86.3 / 95.9 unchanged, Y 79.8 / 89.5 / 92.6 -> 81.9 / 89.5 / 93.2, AA 71.0 / 85.0 / 88.3
    /// -> 71.8 / 85.0 / 88.3, AB 86.9 / 88.0 / 93.2 (first) -> 86.5 / 88.0 / 93.2 (its precision floor 86.0%); floors set to them.
    /// In the eighteenth round Y became a tuning set (its totals at the round's start 81.9 / 89.5 / 93.2, then read line by line,
    /// its false reasons judged by class, and the tuning sets' phrase families counted right and wrong) and AC, written during the
    /// round as a second plain random draw of real items, joined the sets kept apart (first read at 91.7 / 86.6 / 89.0). The rules'
    /// classes lost no tuning set a reason; the reader retrained with Y lost ten reasons found that only the seventeenth round's had
    /// memorised, so O's, Q's, R's, S's, U's and W's found floors (and O's right when given) were lowered, I's, J's, P's, V's, X's and
    /// Y's raised. The sets kept apart, their totals read at the round's start and end: B 93.5 / 86.3 / 95.9 unchanged, AA 71.8 /
    /// 85.0 / 88.3 -> 72.4 / 85.6 / 89.2, AB 86.5 / 88.0 / 93.2 -> 87.2 / 88.0 / 93.2, AC 91.7 / 86.6 / 89.0 (first) -> 91.7 / 87.0 /
    /// 89.7; floors set to them.
    /// In the nineteenth round AB became a tuning set (its totals at the round's start 87.2 / 88.0 / 93.2, then read per reason as a
    /// fresh writer's, its false reasons judged by class) and AD, written during the round as a third plain random draw of real
    /// items, joined the sets kept apart (first read at 90.0 / 85.3 / 91.8). The rules' classes lost no tuning set a reason; the
    /// reader retrained with AB lost five reasons found that only the eighteenth round's had memorised (O-128, O-142, U-050 with a
    /// false reason instead, V-091, V-129) and found O-024, so O's and V's found floors and U's three were lowered; AB's was raised
    /// to its figures as a set trained on, and the real letters', J's, L's, P's, Q's, S's and W's raised. The sets kept apart, their
    /// totals read at the round's start and end: B 93.5 / 86.3 / 95.9 unchanged, AA 72.4 / 85.6 / 89.2 -> 72.5 / 86.3 / 90.0, AC 91.7 /
    /// 87.0 / 89.7 unchanged, AD 90.0 / 85.3 / 91.8 (first) -> 90.3 / 85.3 / 91.8; floors set to them.
    /// In the twenty-first round AD became a tuning set (its totals at the round's start 90.3 / 85.3 / 91.8, then read per reason as
    /// a fresh writer's, its misses judged by class) and AF, written during the round as a fifth plain random draw of real items,
    /// joined the sets kept apart (first read at 84.9 / 84.1 / 87.1). X's precision floor was lowered from 90.0% to 89.5% (90.2% to
    /// 89.8%): X-064's "pain rated 5/10 with medication and 8/10 without it", on an overturned item, is now the relief the drug
    /// brings (functional-improvement), which its writer leaves unlabelled while AB's, AD's and J's writers label it (AB-062,
    /// AD-143, J-118 found). AC's and AD's floors were raised to their new figures (AC 94.1 / 89.4 / 92.5, AD 92.0 / 90.9 / 95.9).
    /// The sets kept apart, their totals read at the round's start and end: B 93.5 / 86.3 / 95.9, AA 72.5 / 86.3 / 90.0 and AE 90.2 /
    /// 82.2 / 92.6 unchanged, AF 84.9 / 84.1 / 87.1 (first) -> 85.0 / 85.0 / 88.4; AF's floor set to it.
    /// The twenty-second round: AE became a tuning set (kept apart until then, read at 90.2 / 82.2 / 92.6) and AG, a sixth plain
    /// random draw, joined the sets kept apart. AC's found floor was lowered from 89.0% to 88.5% (89.4% to 88.9%): AC-044's "no
    /// trial of behavioral intervention or of sleep medications", conservative care untried to its writer, is now first-line
    /// untried alone (a first-line alternative stated in the sentence takes the conservative course's place), as L-023's writer
    /// reads the same words; ten false reasons of that pair went on E, L, R, S, V, W, Z, AC and AE. L's, R's, V's, W's and Z's
    /// precision floors and AD's found floor were raised to their new figures, AE's to its end (91.9 / 82.6 / 92.6). The sets kept
    /// apart at the round's end: B 93.5 / 86.3 / 95.9 and AA 72.5 / 86.3 / 90.0 unchanged, AF 85.0 / 85.0 / 88.4 -> 85.5 / 85.5 / 88.4,
    /// AG 90.1 / 84.6 / 87.2 (first, with the round's first classes) and the same at the end; AF's and AG's floors set to them.
/// The twenty-third round: AF became a tuning set (kept apart until then, read at 85.5 / 85.5 / 88.4) and AH, a seventh plain
/// random draw, joined the sets kept apart (first read at 88.6 / 82.4 / 87.8, with the round's first classes). No set lost a
/// right reason or gained a false one; AF's floor was set to its end (90.3 / 87.4 / 89.8), F's and AE's precision floors and
/// V's and AB's three raised. The sets kept apart at the round's end: B 93.5 / 86.3 / 95.9 and AG 90.1 / 84.6 / 87.2 unchanged,
/// AA 72.5 / 86.3 / 90.0 -> 72.9 / 86.3 / 90.0, AH 88.6 / 82.4 / 87.8 as first read; AH's floor set to it.
/// The twenty-fourth round: AG became a tuning set (kept apart until then, read at 90.1 / 84.6 / 87.2) and AI, an eighth plain
/// random draw, joined the sets kept apart (first read at 88.8 / 78.8 / 85.8, with the round's first classes). Q's precision
/// floor was lowered from 90.0% to 89.5% (90.2% to 89.9%, three reasons more found): Q-060's "has taken carisoprodol three
/// times daily ... for more than two years", a course longer than the guideline's for a drug of a short course, is now
/// `exceeds-guideline-quantity`, which its writer leaves unlabelled. AE's found floor stayed; AG's was set to its end (94.8 /
/// 87.7 / 89.9), and C's, E's, I's, J's, L's, P's, Q's, S's, W's, X's, AD's and AF's raised. The sets kept apart at the round's
/// end: B 93.5 / 86.3 / 95.9 and AA 72.9 / 86.3 / 90.0 unchanged, AH 88.6 / 82.4 / 87.8 -> 89.1 / 82.9 / 88.4, AI 88.8 / 78.8 /
/// 85.8 as first read; AH's and AI's floors set to them.
/// The twenty-seventh round: AJ became a tuning set (kept apart until then, read at 88.9 / 84.5 / 92.6) and AM, a twelfth plain
/// random draw, joined the sets kept apart (first read at 90.4 / 87.1 / 91.9, on main's rules of the round's start; its floor
/// set under it). M's found floor was lowered from 82.0% to 81.5% (82.4% to 82.0%, 214 of 261): M-061's "has attended at least 30
/// physical therapy visits over the years", a count set against the guideline in another sentence, now yields to the item's
/// home program and unmeasured gain (`DecisionReasons.countYieldsTo`), 13 false reasons fewer over 10 sets for 3 right lost.
/// AJ's floor was set under its end (92.4 / 86.6 / 93.2) and twenty sets' raised to their new figures.
/// Merged with the treatment keys' nineteenth round (new rows for names a rationale may hold: imaging guidance, anaesthesia,
/// dental work by kind, more drugs), B found one reason fewer (86.3% to 85.7%; its lines not read, so not which): its found
/// floor lowered from 86% to 85.5%; AD one false reason fewer, no other tuning set moved. AN, a thirteenth plain random
/// draw written in the same session, joined the sets kept apart (first read at 86.3 / 83.3 / 92.5; its floor under it).
/// The twenty-eighth round: AK became a tuning set (kept apart until then, read at 88.3 / 85.1 / 89.2) and AO, a fourteenth plain
/// random draw, joined the sets kept apart (first read at 89.0 / 91.3 / 97.3, with the round's first classes; its floor under
/// it). A normal examination or a negative study told for a drug, therapy or a program now states no finding absent
/// (`Reason.normalsNeedAResult`: 15 false reasons fewer over 12 sets): G's found floor was lowered from 88.0% to 87.5% (G-149's
/// "ankle ROM within normal limits and a normal gait", for therapy) and P's from 84.5% to 84.0% (P-048's "ambulating without a
/// limp", for therapy). AK's floor was set under its end and eleven sets' raised to their new figures. AP, a fifteenth plain
/// random draw written at the round's end, joined the sets kept apart (first read at 87.0 / 82.7 / 90.9; its floor under it).
/// The thirty-third round: AP became a tuning set (87.1 / 83.6 / 91.6 -> 92.2 / 89.4 / 94.4; its floor under its end); a study's
/// subject as the frame of a finding absent ("The MRI shows ... without a discrete tear") was tried, and withdrawn when AR lost a
/// right reason with it at the round's end reading (docs/benchmarks-history.md).
/// The thirty-fourth round: AQ became a tuning set (91.2 / 84.3 / 93.1 -> 95.8 / 88.1 / 95.2; its floor under its end). Q's and S's
/// precision floors were lowered half a point (Q-032's "He has had no surgery and is not receiving chemotherapy", an antiemetic's
/// indications absent, and S-036's diagnostic blocks' 80% relief, a finding to six writers of seven, left unlabelled or read as a
/// gain by theirs), AE's one-right floor from 92.5% to 91.5% (AE-050: "little evidence to utilize topical NSAIDs for ... the
/// spine" is now not-recommended, as AH's and AQ's writers read it; AE's its indication absent). Kept apart at the round's end,
/// AA gave two false reasons more and one item fewer a right one (its lines not read): its one-right floor lowered to 89.0%.
/// The thirty-fifth round: AR became a tuning set (92.3 / 89.1 / 95.9 -> 95.6 / 92.2 / 96.6; its floor under its end). "The
/// authorized quantity allows a taper" no longer reads as care awaited (over every set its writers label it so 2 times in 11):
/// nine false reasons fewer, and E's, AB's and AH's found floors lowered half a point for the four they had labelled so.
/// The thirty-sixth round: AS became a tuning set (92.2 / 91.1 / 95.2 -> 94.7 / 93.9 / 98.0; its floor under its end); no other
/// set lost a reason. The thirty-seventh: AT (90.8 / 90.8 / 95.9 -> 93.4 / 92.1 / 97.3; its floor under its end), none lost.
/// The thirty-eighth: AU (93.3 / 90.9 / 96.6 -> 95.8 / 92.0 / 96.6; its floor under its end), none other moved.
/// The thirty-ninth: AV (92.8 / 91.2 / 94.5 -> 95.9 / 93.0 / 96.6; its floor under its end); no tuning set lost a reason. Kept
/// apart at the round's end, AW found one reason fewer (88.7% to 88.2%; its lines not read): its found floor lowered to 88.0%.
/// The fortieth: AW (90.9 / 88.2 / 93.9 -> 92.8 / 92.0 / 95.2; its floor under its end); no other set lost a reason.
/// The forty-first: AX (85.5 / 85.9 / 93.0 -> 89.5 / 86.7 / 94.4; its floor under its end); no other set lost a reason. AZ's found
/// floor, set at its first reading to 90.5% where it read 90.46%, was set to 90.0%.
/// The forty-second: AY (90.7 / 86.6 / 91.1 -> 94.7 / 87.4 / 91.8; its floor under its end). I's found floor was lowered from 85.5%
/// to 85.0% (85.8% to 85.4%): I-064's finding had been found in a sentence of the history ("takes apixaban for atrial fibrillation"),
/// which states none since, and the sentence of its findings ("The hemiparesis ... are documented") the rules do not read.
/// The forty-third: AZ (93.2 / 90.5 / 96.6 -> 94.0 / 91.7 / 96.6; its floor under its end); AY lost a reason to "allows for
/// tapering" (its writer's care awaited, AZ's not; the thirty-fifth round's count), within its floor. Kept apart at the round's
/// end, BA gave one false reason more (88.2% to 87.8%; its lines not read): its precision floor lowered to 87.5%.
/// The forty-fourth: BA (87.8 / 83.9 / 93.1 -> 91.5 / 86.3 / 94.4; its floor under its end); AM lost a reason to spasm the records
/// lack read as the examination's silence (its writer's indication absent; over every set 30 to 8 the other way), within its floor.
/// The forty-fifth: BB (89.0 / 88.0 / 95.2 -> 91.9 / 89.5 / 95.2; its floor under its end); no other set lost a reason.
/// The forty-sixth: BC (90.6 / 88.7 / 97.3 -> 94.7 / 90.4 / 98.0; its floor under its end); no other set lost a reason.
/// The forty-seventh: BD (93.6 / 90.6 / 97.9 -> 96.5 / 91.4 / 97.9; its floor under its end); no other set lost a reason.
/// The forty-eighth: BE (90.8 / 87.7 / 91.7 -> 94.6 / 89.4 / 93.1; its floor under its end); no other set lost a reason. Kept apart,
/// AA read at the end of the forty-fourth to forty-eighth rounds' session (not at each round: which round cost it is not known) had
/// one right reason turned false and one item fewer given a right one (73.1 / 86.9 / 90.0 to 72.5 / 86.3 / 89.2; its lines not
/// read): its floors lowered to 72.0 / 86.0 / 89.0.
/// The forty-ninth: BF (94.5 / 94.1 / 96.6 -> 95.4 / 95.4 / 97.9; its floor under its end); I lost a right reason and gained a false one
/// for "no ... instability ... for which the ODG allows a brace" (its writer's no objective findings; four writers the indication absent),
/// within its floor. Kept apart, read at the round's start and end: B and AA unchanged, BG 87.1 / 86.3 / 92.5 -> 87.5 / 86.8 / 93.2.
/// The fiftieth: BG (87.5 / 86.8 / 93.2 -> 89.2 / 88.0 / 93.2; its floor under its end); AR lost one right reason to a study's frame
/// reaching the diagnosis in the part after it ("The MRI ... shows tendinosis without calcific deposits, and the claimant does not have
/// calcifying tendinitis": the examination's silence to imr, its writer's indication absent), three false ones fewer over the sets: its
/// precision floor lowered to 0.95. Kept apart, read at the round's start and end: B, AA and BH unchanged.
/// The fifty-first: BH (92.5 / 84.4 / 94.6 -> 94.7 / 88.9 / 97.3; its floor under its end); AR lost a right reason to a walker untried
/// read as the first line (four writers so, AR's care untried) and BG gained a false one to no symptoms on the other side read as the
/// indication (three writers so, BG's the examination's silence): their precision floors lowered to 0.945 and 0.885. Kept apart, read
/// at the round's start and end: B, AA and BI unchanged (AA once one false reason more, to "measurable gains", dropped).
/// The fifty-second: BI (89.1 / 91.0 / 95.8 -> 90.0 / 92.7 / 96.5; its floor under its end); no other set lost a reason. Kept apart,
/// read at the round's start and end: B, AA and BJ unchanged.
/// The fifty-third: BJ (88.2 / 89.6 / 95.2 -> 90.5 / 91.9 / 95.9; its floor under its end); S lost a care untried to "no sleep
/// history" read as an evaluation lacking (two writers and four items the other way), AH gained a false finding missing for a lab
/// panel's "no abnormality", within their floors. Kept apart, read at the round's start and end: B, AA and BK unchanged.
/// The fifty-fourth: BK (93.1 / 87.0 / 93.8 -> 93.9 / 87.4 / 93.8; its floor under its end); no other set lost a reason. Kept apart,
/// read at its end: B and AA unchanged.
/// The fifty-fifth: BL (90.2 / 92.2 / 93.8 -> 91.9 / 94.3 / 95.2; its floor under its end); no other set lost a reason. Kept apart,
/// read at the round's start and end: B unchanged, AA one false reason more (72.5 -> 72.1 right when given). BM and BN, new,
/// first read on its rules.
/// The fifty-sixth: BM (89.8 / 87.6 / 91.8 -> 92.3 / 89.3 / 93.2; its floor under its end); no other set lost a reason. Kept apart,
/// read at its end: B one right reason more (93.5 -> 93.6 / 87.9), AA and BN unchanged. BO, new, first read on its rules.
/// The fifty-seventh: BN (88.4 / 89.6 / 94.5 -> 90.1 / 91.3 / 95.9; its floor under its end); M lost a within the quantity ("ODG
/// allows a one day stay") when the "Decision rationale:" label was taken off as the parser takes it off, within its floor. Kept
/// apart, read at its end: B and AA unchanged, BO one right reason more (86.6 -> 87.0 found). BP, new, first read on its rules.
/// The fifty-eighth: BO (85.3 / 87.0 / 95.2 -> 86.7 / 87.7 / 95.2; its floor under its end); no other set lost a reason. Kept apart,
/// read at its end: B, AA and BP unchanged. BQ, new, first read on its rules.
/// The fifty-ninth: BP (90.3 / 88.0 / 92.4 -> 92.7 / 88.8 / 93.1; its floor under its end); no other set lost a reason. Kept apart,
/// read at its end: B one right reason more (87.9 -> 88.5 found), AA unchanged, BQ one false reason fewer (90.6 -> 91.0 right).
/// After it, relief as a share ("70% relief") and two review mends: B, AA and BQ unchanged at the session's end; BR, new, first read.
/// The sixtieth: BQ (91.0 / 91.0 / 93.8 -> 94.7 / 93.2 / 95.9; its floor under its end); no other set lost a reason. Kept apart,
/// read at the round's start and end: B and BR unchanged, AA one false reason fewer (72.1 -> 72.5 right when given). BS, new,
/// first read on its rules.
/// The sixty-first: BR (91.9 / 87.5 / 93.9 -> 94.4 / 89.1 / 94.6; its floor under its end); no other set lost a reason (BO one
/// false reason fewer: "the left is to be done six weeks later" is now a duty's voice, whose request-incomplete sentences in BA
/// and BE "the prescription" and "not specified" keep this case's). Kept apart, read at its start and end: B, AA and BS
/// unchanged. BT, new, first read on its rules.
/// The sixty-second: BS (91.3 / 89.4 / 97.2 -> 92.2 / 89.8 / 97.2; its floor under its end). L lost a first line found and W
/// gained a false care untried where their writers read behavioral measures for sleep untried as the first line (over every
/// set 85 such sentences are care untried, 5 the first line: L's floor 0.925 -> 0.92 found, W's 0.94 -> 0.935 right); no other
/// set lost a reason. Kept apart, read at its start and end: B, AA and BT unchanged. BU, new, first read on its rules.
/// The sixty-third: BT (92.1 / 93.2 / 98.6 -> 92.2 / 94.4 / 98.6; its floor under its end); no other set lost a reason. Kept apart,
/// read at its start and end: B, AA and BU unchanged. BV, new, first read on its rules after the regions' thirty-third round was
/// merged.
/// The sixty-fourth: BU (93.8 / 91.4 / 95.2 -> 94.3 / 92.7 / 95.2; its floor under its end); no other set lost a reason. Kept apart,
/// read at its start and end: B, AA and BV unchanged. After it, pain "with ... versus ... without" read as a gain (BR-028); B, AA and BV
/// unchanged at the session's end; BW, new, first read.
/// The sixty-fifth: BV (91.2 / 90.9 / 93.2 -> 92.2 / 93.4 / 95.2; its floor under its end). AR lost a criteria met it read where its
/// writer reads a test's interval "consistent with the guidelines" as the criteria met, and BH and BV as the quantity within (AR's
/// floor 0.945 -> 0.94 right); BH gained a false care untried where its writer reads a prior steroid injection never recorded, before
/// hyaluronic acid, as the first line and BV as care untried; no other set lost a reason. Kept apart, read at its start and end: B and
/// BW unchanged, AA one false reason more (72.5 -> 72.1 right). BX, new, first read on its rules.
/// The sixty-sixth: BW (86.8 / 81.5 / 86.2 -> 87.2 / 82.0 / 86.9; its floor under its end); no other set lost a reason. Kept apart,
/// read at its start and end: B, AA and BX unchanged. BY, new, first read on its rules.
/// The sixty-seventh: BX (95.0 / 93.1 / 97.3 -> 95.5 / 93.9 / 97.9; its floor under its end); no other set lost a reason. Kept apart,
/// read at its start and end: B, AA and BY unchanged. BZ, new, first read on its rules.
/// The sixty-eighth: BY (88.8 / 91.6 / 96.5 -> 89.7 / 92.0 / 97.2; its floor under its end); no other set lost a reason. Kept apart,
/// read at its start and end: B, AA and BZ unchanged. CA, new, first read on its rules.
/// The sixty-ninth: BZ (93.3 / 93.3 / 97.3 -> 94.8 / 96.4 / 98.6; its floor under its end); BO one false reason more (87.5 -> 87.1
/// right: a conclusion read "consistent with" its findings), BX one reason fewer found (93.9 -> 93.5: an item's indication now read
/// as not recommended in the sentence beside it), every other set as many or more. Kept apart, read at its start and end: AA
/// unchanged, B one reason fewer found (88.5 -> 87.9), CA one more (81.6 -> 82.0). CB and CC, new, first read on its rules.
/// The seventieth: CA (89.9 / 82.0 / 87.0 -> 90.8 / 82.5 / 87.7; its floor under its end); AZ one false reason fewer, every other
/// set the same. Kept apart, read at its start and end: B, AA, CB and CC unchanged. CD, new, first read on its rules.
/// The seventy-first: CC (94.1 / 93.6 / 95.9 -> 94.1 / 94.1 / 95.9; its floor under its end); BR one reason more found, BA one
/// fewer (a radiculopathy "not diagnosed" now the indication absent, its writer's finding read from another sentence), every other
/// set the same. Kept apart, read at its start and end: B, AA, CB and CD unchanged. CE, new, first read on its rules.
/// The seventy-second: CE (88.8 / 91.4 / 94.5 -> 90.3 / 92.3 / 95.9; its floor under its end); no other set lost a reason but
/// R one (a month's home trial with its outcomes now the trial untried). Kept apart, read at its start and end: B, CB and CD
/// unchanged, AA one false reason fewer (72.1 -> 72.5). CF and CG, new, first read on its rules.
/// The seventy-third: CD (93.5 / 89.8 / 95.9 -> 94.4 / 91.8 / 98.0; its floor under its end); CE one false reason more (90.3 ->
/// 90.0: two weeks of relief after an injection read as care failed, its writer none), J and U one each likewise (a guideline's
/// criteria for a trial, a few weeks of relief), every other set as many or more found. Kept apart, read at its start and end: B, AA,
/// CB, CF and CG unchanged. CH and CI, new, first read on its rules.
/// The seventy-fourth: CI (92.6 / 90.6 / 97.9 -> 93.9 / 91.5 / 97.9; its floor under its end); AP one reason more found, every
/// other set as many. Kept apart, read at its start and end: B, CB, CF, CG and CH unchanged, AA one false reason more (72.5 ->
/// 72.1). CJ, new, first read on its rules.
/// The seventy-fifth: CJ (86.4 / 88.2 / 95.8 -> 88.0 / 90.2 / 97.2; its floor under its end); AC, AJ and BI one reason more found
/// each, every other set as many. Kept apart, read at its start and end: B, AA, CB, CF, CG and CH unchanged.
/// The seventy-sixth: CG (93.7 / 96.5 / 97.9 -> 94.5 / 97.4 / 99.3; its floor under its end); H, Z, AH, AK, AZ, BO and CI one false
/// reason fewer each, AF, BB and BF one reason more found each, every other set as many. Kept apart, read at its start and end: B,
/// AA, CB, CF, CH, CK and CL unchanged. CK and CL, new, first read at its start (on the seventy-fifth's rules); CM, new, first
/// read on its rules.
/// The seventy-seventh: CH (95.7 / 93.8 / 97.3 -> 95.8 / 95.4 / 97.3; its floor under its end); AS, BE, BM, BO, BQ, CI, CJ, F, H, M, AH,
/// CC and Z one reason more found each, Q two, I one false reason more (a calcific deposit absent from the studies, its
/// writer the indication), every other set as many. Kept apart, read at its start and end: B, CB, CF, CL and CM unchanged, AA and CK one
/// reason more found each (72.1 / 86.3 -> 72.3 / 86.9; 94.2 / 94.7 -> 94.3 / 95.1).
/// The seventy-eighth: CK read (94.3 / 95.1 / 96.5 on the seventy-seventh's rules), its 13 false reasons and 11 misses judged its
/// writer's splits or single wordings; no rule changed, every set as it was.
/// The seventy-ninth: CM (89.1 / 95.6 / 96.6 -> 89.8 / 95.6 / 96.6; its floor under its end): a long use told with nothing it is
/// set against ("has taken tizanidine since 2017", "for over a year") no longer a course too long, its pairing taken out (writers
/// 44 to 27 against it over the tuning sets: pooled 92.89 / 91.12 -> 93.08 / 90.99), "This exceeds ..." the case's, and a second
/// predicate of the patient's state ("... and reports pain of 7/10") out of the negation before it. E's, BW's and U's writers, who
/// label the long use alone, lost found reasons and their floors (E 0.885 -> 0.87, BW 0.815 / 0.865 -> 0.81 / 0.86, U 0.84 / 0.91
/// -> 0.835 / 0.90). Kept apart, read at its start
/// and end: B and CL unchanged, AA 72.3 -> 72.7, CB 97.5 -> 97.9, CF 95.5 / 94.0 -> 96.3 / 93.6, CN 91.8 / 87.9 -> 92.2 / 87.5. CN,
/// new, first read on the seventy-eighth's rules.
/// The eightieth: CN (92.2 / 87.5 / 95.9 -> 92.2 / 88.3 / 95.9; its floor under its end): a request that "does not give" its terms
/// incomplete, a use said not to be the guideline's short course ("is not the short-term use the guideline supports") the case's;
/// X one reason more found, every other set as many. Kept apart, read at its start and end: B, AA, CB, CF, CL and CO unchanged.
/// The eighty-first: CO (93.1 / 93.8 / 98.6 -> 94.5 / 94.5 / 98.6; its floor under its end): a motion measured short ("limited
/// flexion", "flexion limited to 40 degrees") negates nothing beside it (`DecisionReasons.notNegating`): 9 examinations' silences
/// no writer labelled gone; a test of the mind or the nerves that documents what it found ("the standardized testing documents
/// ... PTSD") the finding; the case that "meets" the criteria or indications the criteria met (10 found, none given wrong); function
/// lost ("a significant loss of the ability to function independently") no examination's finding (5 gone); the employer's
/// silence no request's. An examination dated reporting its findings ("The examination of 12/01/2016 documents ...") was tried as
/// a pairing: 4 found and 1 false over the tuning sets, and CL fell a false reason, left out. 28 misreadings gone, none new.
/// Kept apart, read at its start and end: B 93.6 / 87.9 -> 94.2 / 88.5 and CP's recall 91.3 -> 91.7; AA, CB, CF and CL the same.
/// The eighty-second: CP (92.4 / 91.7 / 96.6 -> 92.5 / 92.9 / 96.6; its floor under its end): the criteria said not met
/// (`DecisionReasons.criteriaNotMet`) stand beside the specific reason the sentence gives for them as `indication-absent` (the
/// spec's "or the reviewer says the listed criteria are not met"): 14 found, 1 false; a patient's absence said generally stays
/// only the specific reason's (tried with it: 6 false more). The guideline's "not recommended as an isolated intervention" or "as
/// a stand-alone treatment" blocks `not-recommended` only where the sentence speaks of no case (`Reason.unlessRestated`): applied
/// to the request, 19 found and 9 false `indication-absent` gone; restated, none. Kept apart, read at its start and end: B, AA,
/// CB, CF, CL and CQ the same.
/// The eighty-third: CL (94.7 / 94.3 / 97.2 -> 94.7 / 94.7 / 97.9; its floor under its end), a short round: "on its own" and "by
/// itself" block `not-recommended` only where the sentence speaks of no case, as "stand-alone" does since the eighty-second (4 found,
/// 1 false `indication-absent` gone). Kept apart, read at its start and end: B, AA, CB, CF, CQ, CR and CS the same.
/// The eighty-fourth: CQ (92.2 / 92.2 / 97.3 -> 92.3 / 94.5 / 99.3; its floor under its end): a quantity said not to agree with the
/// guideline's limit, trial or course in words of their own negation ("not within the 120 mg daily limit the guideline recommends")
/// states a quantity exceeded, set against the guideline named after it (7 found, 1 false); "mobility deficit" denied, the power
/// chair's indication absent, the guideline's condition on it blocked (6 found, 1 false). Kept apart, read at its start and end: B,
/// AA, CB, CF, CR, CS and CT the same.
/// The eighty-fifth: CR (97.2 / 92.7 / 97.3 -> 97.2 / 93.8 / 98.6; its floor under its end): "without" blocks `not-recommended`
/// only where the sentence speaks of no case ("Fusion for degenerative disc disease without instability is not recommended, and
/// that is the condition documented here": 10 found, 5 false gone, 1 lost); the primary request's verdict followed by "there is no
/// need for" this item is the item falling with it (2 found). Kept apart, read at its start and end: B 94.2 / 88.5 / 97.5 -> 94.2 /
/// 89.0 / 97.5, CS 96.6 / 94.6 / 100.0 -> 96.6 / 95.0 / 100.0, AA, CB, CF, CT and CU the same.
/// The eighty-sixth: CS (96.6 / 95.0 / 100.0 -> 96.7 / 95.9 / 100.0; its floor under its end): a negation in a part before a
/// comparison set against the guideline is that part's ("covers three months without reassessment, which exceeds what the guideline
/// allows"), and "does not allow for the periodic reassessment" a quantity exceeded (4 found, none false). Kept apart, read at its
/// start and end: B, AA, CB, CF, CT and CU the same.
/// The eighty-seventh: CT (95.5 / 95.1 / 97.9 -> 95.5 / 95.5 / 97.9; its floor kept), a short round: the guidelines said met before a
/// verdict in other words ("Guidelines have been met, and the treatment is appropriate") are its cause, not a verdict alone (1
/// found). Kept apart, read at its start and end: B, AA, CB, CF, CU and CV the same.
/// The eighty-eighth: CV (93.2 / 96.5 / 97.2 -> 94.4 / 96.9 / 97.9; its floor under its end): the injury's own fall or cut told
/// ("fractured two ribs falling from a loading dock", "cut her left forearm on broken cullet") is no gain (5 false gone over the
/// sets); the psychological screen an operation or a trial needs first, not done ("A preoperative psychosocial screen has not been
/// performed"), no care awaited (2 gone); a TENS unit untried is care untried for an H-wave unit, not the item itself (the
/// modality's general name only, `TreatmentProcedures.namesTheModality`: 1 found); "The request does not describe ..." is
/// incomplete (1 found); ODG's "depends on variables such as" opens the guideline's list. Kept apart, read at its start and end:
/// B, AA, CB, CF, CU, CW and CX the same.
/// The eighty-ninth: CW (90.9 / 92.0 / 96.5 -> 92.4 / 93.2 / 97.2; its floor under its end): a finding "not found on" an
/// examination is no primary request denied (the approving side's "was found" negated), nor "a primary procedure" (a first
/// operation); a lifting restriction "raised from" one weight to another is a gain (CT-149 too), an "inability to return" none;
/// the part authorized "used to taper" is no care awaited; a request "without a stated frequency or time frame" is incomplete
/// (AH-034 too). Tried and left out: spasm and a wedge compression shown as findings (1 found, 3 false in histories). Kept apart,
/// read at its start and end: B, AA, CB, CF, CU, CX and CY the same.
/// The ninetieth: CX (91.9 / 90.5 / 96.5 -> 92.8 / 92.1 / 97.2; its floor under its end): a measure told "from" a bare number "to"
/// another in its unit ("sitting tolerance increased from 15 to 60 minutes") is a change where a word of change stands within
/// 48 bytes before it (`DecisionReasons.measureChanges`), a range where none does ("a painful arc from 70 to 120 degrees": nine
/// false gains in the first try); an agreement denied with the guideline's talk after it ("not consistent with the 9-10 visits
/// recommended") is a quantity exceeded (3 found); a program among the care not tried ("... and a functional restoration program
/// have not been tried") is care untried, not the program the patient is not in (2 found); pain "radicular or other neuropathic"
/// undescribed is the indication absent (2 found, 2 false gone); "second-line" alone places the drug, no first line untried (5
/// false gone); "a surgical remedy" not considered is no surgical plan. Tried and left out: acupuncture's "pain medication ...
/// being reduced or not tolerated" as the indication absent (nine writers' reading, but the real letters' labels and the spec's
/// own example read it the first line untried). Kept apart, read at its start and end: B, AA, CB, CF, CU, CY, CZ, DA and DB the
/// same.
/// The ninety-first: CZ (93.4 / 95.6 / 97.2 -> 95.3 / 98.4 / 98.6; its floor under its end): what a treatment or visit lets
/// someone do ("allows her to type", "allow the surgeon to review radiographs": `DecisionReasons.lettingSomeoneDo`) is no
/// quantity within (8 false gone over the sets, 1 found lost where "within the guideline" stood beside it); a symptom back "after"
/// care ("recurred after two corticosteroid injections") or care had "without progress" is care failed; no apprehension or
/// O'Brien's sign, and an audiogram's words, are what a study or examination showed none of (6 found); "not consistent with
/// shortest-duration use" is exceeded; a psychological evaluation "clearing" the patient or a screen "not performed" is the
/// indication absent, no care awaited (one authorized and not yet done still is); "intent on pursuing" surgery is the plan's
/// question, no study awaited; the notice not to stop "opioids abruptly" states nothing (the drug named between verb and manner);
/// "a program of physical rehabilitation" not joined is the indication absent. Tried and left out: "depends on documented"
/// improvement as care awaited (1 found, 1 false: a guideline's "after which continuation depends on documented improvement").
/// Kept apart, read at its start and end: B, AA, CB, CF, CU, CY, DB, DC and DD the same; DA 94.4 / 95.8 / 99.3 -> 94.0 / 95.4 /
/// 98.6 (one right reason given another: with "hearing loss" alone as the study's words, then with the audiogram's, the same).
/// The ninety-second: DD (94.0 / 91.3 / 97.2 -> 94.5 / 93.4 / 97.9; its floor under its end): a "window" is a quantity word, as a
/// course or a duration is ("falls within the post-operative window the guideline allows"; "period" tried and left out: it
/// starts "periodic", 8 false); what the patient can do "because of" the drug, undescribed, is no functional improvement (4
/// found); the program itself unnamed ("The program to be used is also not identified"; not "program to be used in adjunct"
/// in a real letter, 2 of its reasons lost at the first try) is the request incomplete; a visit "already scheduled" is care
/// awaited, an operation so is the primary request's (`DecisionReasons.alreadyBooked`, `operationsBooked`); a frame opening the
/// sentence ("Examination shows tenderness ...; ... no mechanical symptoms of catching or locking") frames its later clauses
/// too. Tried and left out: "further acupuncture", "additional therapy" as the case's words beside a guideline's "not
/// recommended until" (a real letter's restatement, "additional therapy may be considered", read as two reasons). Kept apart,
/// read at its start and end: every set the same but DE (93.5 / 96.2 / 96.6 -> 93.5 / 96.7 / 97.2: one more found).
/// The ninety-third: DB (93.6 / 92.8 / 96.6 -> 95.3 / 96.0 / 97.3; its floor under its end): a span named as the guideline's
/// ("not within the two weeks the guideline allows", "the one-month trial the guideline allows", "the 35 hours the guideline
/// allows") is a quantity a denied agreement is set against (`quantitiesSetAgainst`); "not progressed despite" care and
/// "remained symptomatic after" it are care failed; "how many" units are planned is the request's count, no plan a result would
/// change; a prerequisite "also not performed" (a functional capacity evaluation) is no care awaited; hyperesthesia "limited to a
/// 6 cm area" no quantity; "no (compression) fracture, spondylolisthesis or instability" is the indication absent where no study
/// is named (over every set 23 of 30 such sentences; imr read 14 of them as a finding missing) and a study's silence "on his
/// films" (`spineBraceIndications`; bare "on imaging" and "radiographs show" tried as frames and left out: a "diagnosis ... on
/// imaging" and knee films showing "only mild" arthritis are the indication's); "when the applicant was last tested", unsaid, is
/// no monitoring. Tried and left out: "no loss of consciousness" as the indication absent (2 found, 1 false over the tuning
/// sets; a kept-apart set, CB, lost a right reason to it and DJ gained one, read by totals only). Kept apart, read at its start
/// and end: every set the same but CF, CU and DK (one more found each).
    /// Sets A, C to M and O to Z, which the rules were tuned against (O and P written in the tenth round under
    /// M's brief: O with a third of its items one item of a letter of several whose rationale speaks of the
    /// others, P half overturned; Q and R in the eleventh: Q a third of its items outside orthopaedics, R drawn
    /// as real items are; S and U in the twelfth, tuning sets since the thirteenth), and B, V and W, kept apart: the gap
    /// between them is how far the rules fit wordings they were written from.
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
