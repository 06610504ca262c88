import Foundation
import Testing
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The instrument for treatment keys on request wordings no letter of the repository holds: requests
/// written as letters word them, by a writer who read only docs/treatment-identity.md and the real
/// letters (never the vocabularies), each labelled by hand with its treatment class and the regions it
/// names (`Fixtures/labels/treatment-wordings-*.tsv`). Each request is keyed as the parser keys an item
/// (`ItemsParser.classify`), and every pair is scored as `TreatmentJoinMeasure` scores the letters'
/// items. Sets R1, R2 and R4 to R9 (R4's to R9's writers weighted them as a year of real decisions is;
/// R6's to R9's lines are often as terse as real item lines, R8's with codes, history and misspellings,
/// R9's a fifth beyond orthopaedics, R10's worded as the different hands behind an item line word it) are
/// the ones the vocabularies may be tuned against, R2 and R5 since the second round, R4 and R6 since the
/// third, R7 since the fourth, R8 since the fifth, R9 since the sixth, R10 since the seventh, R11 (a tenth
/// writer's, regions and sides as offices write them, near misses) since the eighth, R12 (an eleventh
/// writer's, later years' drugs and procedures and the hands of billing: codes, units, modifiers, RFA rows,
/// status words) since the ninth, R13 (a twelfth writer's, near misses: wordings of one treatment beside
/// different treatments that share their words) since the tenth, R14 (a thirteenth writer's, recall: one
/// treatment worded as far apart as years, hands and review organisations word it) since the eleventh, R15
/// (a fourteenth writer's, a plain random draw of real letters' item lines, 2014-2022) since the twelfth, R16
/// (a fifteenth writer's, another plain random draw, 2013-2024, other review organisations and industries)
/// since the thirteenth, R17 (a sixteenth writer's, a third plain random draw, 2014-2023, other regions of
/// the state and trades) since the fourteenth, R18 (a seventeenth writer's, a fourth plain random draw,
/// 2014-2023, other counties and trades) since the fifteenth, R19 (an eighteenth writer's, a fifth plain
/// random draw, 2014-2023, Orange, Fresno and Alameda counties) since the sixteenth, R20 (a nineteenth
/// writer's, a sixth plain random draw, 2014-2023, Kern, San Bernardino and Sonoma counties) since the
/// seventeenth, R22 (a twenty-first writer's, the rarer items of a real draw: the commonest twenty treatments left
/// out, 2014-2024) since the eighteenth, R3 (another writer's, rarer treatments above all; kept apart from the
/// first round to the eighteenth) since the nineteenth; R21 (a twentieth writer's, a seventh plain random draw,
/// 2014-2023, Fresno, Riverside and Santa Clara counties) and R23 (a twenty-second writer's, a second draw of the
/// rarer items, Los Angeles, Stanislaus, Monterey and Shasta counties) and R24 (a twenty-third writer's, R3's
/// brief again: what a first vocabulary may miss beside common treatments in fresh wordings, 2013-2024) are kept
/// apart, as is R25 (a twenty-fourth writer's, an eighth plain random draw, 2014-2024, Sacramento, Ventura and San
/// Joaquin counties), the check on wordings no one tuned for: their totals are printed only with
/// IMR_MEASURE_KEPT_APART=1 (or =r21, =r23, =r24, =r25: `KeptApart`).
/// IMR_MEASURE_ITEMS=1 prints a tuning set's requests with their keys.
@Suite struct TreatmentWordingMeasure {
    static let keptApart: Set<FixtureFile> = [.treatmentWordingsR21, .treatmentWordingsR23, .treatmentWordingsR24,
                                              .treatmentWordingsR25]

    /// Sets whose writer labelled a request of two regions with the classes of each joined by " + " ("mri
    /// lumbar spine + mri cervical spine"; R16's to R18's and R20's writers name the second by its region alone, "physical
    /// therapy cervical spine + lumbar spine"): a request for each, one of either class, as the spec says.
    /// (R9's " + " is inside a compound's name, one class.)
    static let classesJoinedWithPlus: Set<FixtureFile> = [.treatmentWordingsR15, .treatmentWordingsR16, .treatmentWordingsR17,
                                                                    .treatmentWordingsR18, .treatmentWordingsR20]

    /// Sets whose writer classed a request of several regions as a treatment of its own, apart from the same
    /// treatment of each region (R19's, in its readings; R21's and R25's, by their writers' final messages): the spec makes it a
    /// request for each, so its pairs are left unjudged rather than scored against a reading the spec does not have.
    static let severalRegionsAsOneClass: Set<FixtureFile> = [.treatmentWordingsR19, .treatmentWordingsR21, .treatmentWordingsR25]

    /// The classes of a label joined by " + ", a part naming only a region taking the first part's treatment.
    static func classes(joinedWithPlus label: String, regions: Set<String>) -> Set<String> {
        let parts = label.components(separatedBy: " + ")
        guard let first = parts.first, let firstRegion = regions.first(where: { first.hasSuffix(" " + $0) }) else {
            return Set(parts)
        }
        let treatment = first.dropLast(firstRegion.count)
        return Set(parts.map { regions.contains($0) ? treatment + $0 : $0 })
    }

    /// The set's requests, keyed as the parser keys them.
    static func items(_ file: FixtureFile) throws -> [TreatmentJoinMeasure.Labelled] {
        let text = try String(contentsOfFile: try file.require(), encoding: .utf8)
        let memo = ParseMemo()
        return try text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count >= 4, "a line has id, treatment, class, regions: \(line)")
            var item = Item(treatment: fields[1], decision: .upheld)
            ItemsParser.classify(&item, memo: memo)
            // Regions are separated by ";" (or "," as R15's brief asked).
            let regions = Set(fields[3].split(whereSeparator: { $0 == ";" || $0 == "," }).map { String($0).trimmingCharacters(in: .whitespaces) })
            let classes = Self.classesJoinedWithPlus.contains(file)
                ? Self.classes(joinedWithPlus: fields[2], regions: regions) : [fields[2]]
            var labelled = TreatmentJoinMeasure.Labelled(caseId: fields[0], index: 0, label: fields[2], regions: regions, item: item,
                                                         classes: classes)
            labelled.unjudged = regions.count > 1 && Self.severalRegionsAsOneClass.contains(file)
            return labelled
        }
    }

    @Test(arguments: [(FixtureFile.treatmentWordingsR1, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR2, TreatmentJoinMeasure.Score(recall: 0.955, precision: 0.99)),
                      (FixtureFile.treatmentWordingsR3, TreatmentJoinMeasure.Score(recall: 0.98, precision: 0.93)),
                      (FixtureFile.treatmentWordingsR4, TreatmentJoinMeasure.Score(recall: 0.97, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR5, TreatmentJoinMeasure.Score(recall: 0.98, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR6, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.99)),
                      (FixtureFile.treatmentWordingsR7, TreatmentJoinMeasure.Score(recall: 0.97, precision: 0.985)),
                      (FixtureFile.treatmentWordingsR8, TreatmentJoinMeasure.Score(recall: 0.97, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR9, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.98)),
                      (FixtureFile.treatmentWordingsR10, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR11, TreatmentJoinMeasure.Score(recall: 0.985, precision: 0.955)),
                      (FixtureFile.treatmentWordingsR12, TreatmentJoinMeasure.Score(recall: 0.96, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR13, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.955)),
                      (FixtureFile.treatmentWordingsR14, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR15, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR16, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR17, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR18, TreatmentJoinMeasure.Score(recall: 0.985, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR19, TreatmentJoinMeasure.Score(recall: 0.985, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR20, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.99)),
                      (FixtureFile.treatmentWordingsR21, TreatmentJoinMeasure.Score(recall: 0.98, precision: 0.99)),
                      (FixtureFile.treatmentWordingsR22, TreatmentJoinMeasure.Score(recall: 0.995, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR23, TreatmentJoinMeasure.Score(recall: 0.975, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR24, TreatmentJoinMeasure.Score(recall: 0.975, precision: 0.94)),
                      (FixtureFile.treatmentWordingsR25, TreatmentJoinMeasure.Score(recall: 0.985, precision: 0.99))])
    func joinsOfWrittenRequestsMatchTheirLabels(_ file: FixtureFile, _ floor: TreatmentJoinMeasure.Score) throws {
        if KeptApart.skipped(file, keptApart: Self.keptApart) { return }
        let labelled = try Self.items(file)
        #expect(labelled.count >= 200)
        let apart = Self.keptApart.contains(file)
        // A set kept apart prints its totals only when asked (IMR_MEASURE_KEPT_APART=1): once at the start and
        // once at the end of a round, never after each change.
        let showApart = KeptApart.asked(Self.keptApart).contains(file)
        let report: TreatmentJoinMeasure.Report = !apart ? .pairs : showApart ? .totals : .nothing
        let score = TreatmentJoinMeasure.score("\(file.rawValue), \(labelled.count) requests", labelled, report: report)
        if !apart, ProcessInfo.processInfo.environment["IMR_MEASURE_ITEMS"] != nil {
            for entry in labelled.sorted(by: { ($0.label, $0.caseId) < ($1.label, $1.caseId) }) {
                let doubt = entry.item.treatmentDoubt.isEmpty ? "" : "  doubt: \(entry.item.treatmentDoubt)"
                print("  \(entry.caseId) \(entry.label) | \(entry.item.treatmentKey ?? "-") \(entry.item.bodyRegions.sorted()) | \(entry.item.treatment)\(doubt)")
            }
        }
        // What imr says it did not understand: a request with no key, or words its key leaves unexplained.
        let unkeyed = labelled.filter { $0.item.treatmentKey == nil }.count
        let doubted = labelled.filter { $0.item.treatmentKey != nil && !$0.item.treatmentDoubt.isEmpty }.count
        guard report != .nothing else {
            // Only that it fell below a floor, never by how much.
            let joinedAboveFloor = score.recall >= floor.recall, rightAboveFloor = score.precision >= floor.precision
            #expect(joinedAboveFloor, "\(file.rawValue), kept apart: below its floor of pairs joined")
            #expect(rightAboveFloor, "\(file.rawValue), kept apart: below its floor of joins right")
            return
        }
        print("  no key: \(unkeyed), a key with unexplained words: \(doubted) of \(labelled.count)"
              + "; floor \(TreatmentJoinMeasure.percent(floor.recall)) / \(TreatmentJoinMeasure.percent(floor.precision))")
        #expect(score.recall >= floor.recall, "\(file.rawValue): same-treatment pairs joined \(TreatmentJoinMeasure.percent(score.recall))")
        #expect(score.precision >= floor.precision, "\(file.rawValue): joins right \(TreatmentJoinMeasure.percent(score.precision))")
    }
}
