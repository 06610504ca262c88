import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-fourth round's classes (issue 30: set CQ's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a quantity said not to agree with the guideline's limit, trial or course is a quantity exceeded; the deficit a power
/// chair is for, denied, is the indication absent, and the guideline's own condition on it is no reason. Wordings written for
/// these tests.
@Suite struct ReasonCQClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The agreement denied in its own words, with a quantity in its clause, whether the guideline is named after it or not.
    @Test func aQuantityThatDoesNotAgreeWithTheLimitExceedsIt() {
        #expect(Self.ids("With the oxycodone, her daily total comes to 210 morphine equivalents, which is not within the 90 mg daily "
                         + "limit the guideline sets.", .upheld, "Oxycodone 15mg #120") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("A request for 18 visits at the start is inconsistent with the guideline's initial trial of 6 visits.", .upheld,
                         "Chiropractic manipulation x 18") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("The order for 24 hours a week of care does not follow the guideline's initial trial of one week.", .upheld,
                         "Home health aide 24 hours per week") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("Ninety tablets of a muscle relaxant is well past a three week course and is not in keeping with the guideline.",
                         .upheld, "Methocarbamol 750mg #90") == ["exceeds-guideline-quantity"])
    }

    /// Near misses: a negation of something else before "within", a finding "not consistent with" a diagnosis over a span of
    /// time, a device's unit, and the overturning side's agreement.
    @Test func otherDisagreementsAndNegationsAreNoQuantity() {
        #expect(!Self.ids("There has been no gain in grip strength within the 8 sessions she has had.", .upheld,
                          "Occupational therapy x 8").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("The sensory changes are not consistent with a radiculopathy in the C6 distribution over the past 3 months.",
                          .upheld, "EMG of the upper extremities").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("A home TENS unit is not consistent with the guideline for this patient.", .upheld, "TENS unit purchase")
            .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The 6 visits requested are within the guideline's initial trial of 3 to 6 visits.", .overturned,
                         "Acupuncture x 6").contains("within-guideline-quantity"))
    }

    /// The deficit a power mobility device is for, denied of this patient, is the indication absent; the guideline's condition
    /// on the deficit ("if ... can be sufficiently resolved by a cane or walker, or the patient has ...") states none.
    @Test func noMobilityDeficitIsTheIndicationAbsent() {
        #expect(Self.ids("She walks the length of the clinic hallway with a rolling walker, has normal grip strength, and does not have a "
                         + "mobility deficit that a walker or manual wheelchair cannot meet.", .upheld, "Power scooter")
            .contains("indication-absent"))
        #expect(Self.ids("There is no documented mobility deficit beyond what his cane already addresses.", .upheld, "Power wheelchair")
            .contains("indication-absent"))
        #expect(Self.ids("The guideline does not support a power mobility device if the functional mobility deficit can be resolved by "
                         + "a cane or walker, or if the patient has enough upper extremity function to propel a manual wheelchair.",
                         .upheld, "Power wheelchair").isEmpty)
    }
}
