import Testing
@testable import IMRLetters
@testable import IMRModel

/// A requested count set against the guideline's number in another sentence of the rationale
/// (`ReasonReader.Counts`), on sentences written for these tests: above it exceeds the guideline, at or
/// under it stays within; a count of another kind, a trial's number, a schedule quoted without the
/// guideline's name and a count the case had (not asked for) as written.
@Suite struct ReasonCountsTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonFormsTests.ids(rationale, decision)
    }

    @Test func aRequestedCountAboveTheGuidelinesNumberExceedsIt() {
        let limit = "The ODG allows up to 10 visits for a lumbar sprain. "
        #expect(Self.ids(limit + "The request is for 12 additional visits.").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The request is for twelve more sessions. The MTUS recommends 9 to 10 sessions over 8 weeks.")
                .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The guideline does not allow more than 10 visits. The request is for 12 visits.")
                .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The MTUS advises against doses above 120 mg MED. The request is for oxycodone at 180 mg MED.")
                .contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("The MTUS advises against doses above 120 mg MED. The request is for oxycodone at 60 mg MED.")
                .contains("exceeds-guideline-quantity"))
        // Its sentence is the request's.
        #expect(ReasonReader.reasons(in: limit + "The request is for 12 additional visits.", decision: .upheld)
                .first { $0.id == "exceeds-guideline-quantity" }?.sentence == "The request is for 12 additional visits.")

        #expect(!Self.ids(limit + "The request is for 6 additional visits.").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids(limit + "The request is for 60 tablets.").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("The MTUS recommends an initial trial of 6 sessions. The request is for 12 sessions.")
                .contains("exceeds-guideline-quantity"))
        // A count the case had, with no request beside it, is its history, not the quantity asked for.
        #expect(!Self.ids(limit + "He has had 14 visits so far.").contains("exceeds-guideline-quantity"))
        // A schedule quoted without the guideline's name is the guideline's, not the case's count.
        #expect(!Self.ids("Myositis: 9 to 10 visits over 8 weeks. The guidelines allow 8 visits.")
                .contains("exceeds-guideline-quantity"))
    }

    @Test func aRequestedCountAtOrUnderTheGuidelinesNumberIsWithinIt() {
        let limit = "The ODG allows up to 10 visits for a lumbar sprain. "
        #expect(Self.ids(limit + "The request is for 6 visits.", .overturned).contains("within-guideline-quantity"))
        #expect(Self.ids(limit + "The request is for ten visits.", .overturned).contains("within-guideline-quantity"))
        #expect(!Self.ids(limit + "The request is for 12 visits.", .overturned).contains("within-guideline-quantity"))
        #expect(!Self.ids(limit + "The request is for 6 sessions of acupuncture, and she has had 30 tablets.", .overturned)
                .contains("exceeds-guideline-quantity"))
        #expect(!Self.ids(limit + "She has had 6 visits so far.", .overturned).contains("within-guideline-quantity"))
    }
}
