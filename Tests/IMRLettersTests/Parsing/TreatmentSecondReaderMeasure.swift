import Foundation
import Testing
import TestFixtures
@testable import IMRLetters
@testable import IMRModel

/// How far two careful readers of docs/treatment-identity.md agree on which requests are one treatment, and
/// where imr stands: second readers, who read only the spec and the requests (never the labels, the vocabularies
/// or the other sets), labelled tuning sets R13 (near misses), R14 (far-apart wordings) and R15 (a plain random
/// draw) blind (`Fixtures/labels/treatment-rereadings-{r13b,r14b,r15b}.tsv`). Each pair of requests is scored as
/// `TreatmentJoinMeasure` scores them. Printed: the second reader against the set's writer, imr against the second
/// reader. Fails below its floor of imr against the second reader.
@Suite struct TreatmentSecondReaderMeasure {
    @Test(arguments: [(FixtureFile.treatmentWordingsR13, FixtureFile.treatmentRereadingsR13b, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR14, FixtureFile.treatmentRereadingsR14b, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.99)),
                      // R15's reader gives a request of two regions a class of its own: its pairs with the single
                      // regions' requests are its only differences from the writer (28 of 465).
                      (FixtureFile.treatmentWordingsR15, FixtureFile.treatmentRereadingsR15b, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.93))])
    func imrStandsBetweenTwoReaders(_ set: FixtureFile, _ rereadings: FixtureFile, _ floor: TreatmentJoinMeasure.Score) throws {
        let written = try TreatmentWordingMeasure.items(set)
        let reread = try TreatmentWordingMeasure.items(rereadings)
        try #require(reread.map(\.caseId) == written.map(\.caseId), "the second reader read \(set.rawValue)'s requests, in order")
        #expect(reread.map(\.item.treatment) == written.map(\.item.treatment), "the requests copied as written")
        // The second reader's pairs scored against the writer's.
        let both = Array(zip(written, reread))
        var same = 0, joined = 0, right = 0
        for (offset, a) in both.enumerated() {
            for b in both[(offset + 1)...] {
                let byWriter = TreatmentJoinMeasure.sameByHand(a.0, b.0)
                let bySecond = TreatmentJoinMeasure.sameByHand(a.1, b.1)
                same += byWriter ? 1 : 0
                joined += bySecond ? 1 : 0
                right += byWriter && bySecond ? 1 : 0
            }
        }
        let readers = TreatmentJoinMeasure.Score(recall: Double(right) / Double(max(same, 1)), precision: Double(right) / Double(max(joined, 1)))
        // imr against the second reader: the reader's labels with imr's readings.
        let imr = TreatmentJoinMeasure.score("imr against \(rereadings.rawValue)", reread, report: .totals)
        print("""
            \(set.rawValue) read twice: the second reader against the set's writer: \
            \(TreatmentJoinMeasure.percent(readers.recall)) of same-treatment pairs joined, \(TreatmentJoinMeasure.percent(readers.precision)) of joins right
            """)
        #expect(readers.recall > 0.5)
        #expect(imr.recall >= floor.recall, "imr against \(rereadings.rawValue): pairs joined")
        #expect(imr.precision >= floor.precision, "imr against \(rereadings.rawValue): joins right")
    }
}
