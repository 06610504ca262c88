import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// A count of this case set against the guideline's number stated in another sentence
/// (`ReasonReader.Counts`), on rationales written for these tests: well past it, in an upheld item, the
/// course is longer than the guideline allows; a little past it, under it, of another kind, approved,
/// requested or only the guideline's, it states nothing.
@Suite struct ReasonCountsTests {
    static let exceeds = "exceeds-guideline-quantity"

    @Test func aCountWellPastTheGuidelinesNumberIsACourseTooLong() {
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits over 8 weeks for this sprain. He has attended 20 physical therapy sessions since May.")
                == [Self.exceeds])
        #expect(ReasonFormsTests.ids("She has had sixteen chiropractic visits this year. Guidelines support up to 8 visits for a flare.")
                == [Self.exceeds], "the guideline's number may come after the count")
        #expect(ReasonFormsTests.ids("The claimant takes 240 morphine milligram equivalents a day. The MTUS advises against more than 120 MME per day.")
                == [Self.exceeds], "a dose against the ceiling, a rate by nature")
        let found = ReasonReader.reasons(in: "Guidelines allow 6 treatments. The records list 14 acupuncture treatments in 2016.", decision: .upheld)
        #expect(found.map(\.sentence) == ["The records list 14 acupuncture treatments in 2016."], "the case's count is the sentence shown")
    }

    @Test func aCountALittlePastUnderOrApartStatesNothing() {
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits for this sprain. He has attended 12 physical therapy sessions.").isEmpty,
                "a little past the guideline's number is the reviewer's to weigh")
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits for this sprain. He has attended 6 physical therapy sessions.").isEmpty)
        #expect(ReasonFormsTests.ids("He has attended 20 physical therapy sessions since May.").isEmpty, "no guideline number to set it against")
        #expect(ReasonFormsTests.ids("The MTUS allows 10 visits. She takes 300 morphine equivalents a day.").isEmpty, "another kind of count")
        #expect(ReasonFormsTests.ids("The ODG allows 6 visits. Therapy is planned at 3 visits per week.").isEmpty, "a frequency, not a count")
        #expect(ReasonFormsTests.ids("Guidelines recommend 6 visits initially and up to 18 with improvement. An initial trial of 6 visits is the norm.")
                .isEmpty, "the guideline's numbers only")
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits. Twenty visits were authorized by the adjuster in June.") == ["pending-prior-treatment"],
                "an approval is pending-prior-treatment's, not care had")
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits. He has attended 20 sessions since May.", .overturned).isEmpty,
                "an overturned item's reasons are never its denial's")
        #expect(ReasonFormsTests.ids("The ODG allows 10 visits for this sprain. He has been seen since 2016 at 11/20 visits of his own.").isEmpty,
                "a year or a date is no count")
    }
}
