import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Another request's denial given as this one's cause, joined to this one's verdict by a conclusion's word
/// (`DecisionReasons.verdictJoins`, `ReasonReader.Reading.verdictOfAnother`): the primary request denied, and only where the
/// part before the join is another request's verdict. Wordings written for these tests.
@Suite struct ReasonVerdictJoinTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    static let follows = "follows-primary-denied"

    /// Each join the letters use: ", and therefore", ", so", "; therefore,", a relative clause's verdict.
    @Test func anotherRequestsVerdictJoined() {
        #expect(Self.ids("The carpal tunnel release is not medically necessary, and therefore the postoperative splint is not medically necessary.",
                         .upheld, "Wrist splint").contains(Self.follows))
        #expect(Self.ids("The shoulder decompression is not medically necessary, so the associated cold therapy unit is not medically necessary.",
                         .upheld, "Cold therapy unit").contains(Self.follows))
        #expect(Self.ids("The proposed knee replacement is not certified; therefore, the preoperative clearance is not medically necessary.",
                         .upheld, "Preoperative medical clearance").contains(Self.follows))
        #expect(Self.ids("The crutches were ordered for use after the meniscectomy, which is not medically necessary, so they are not necessary either.",
                         .upheld, "Crutches").contains(Self.follows))
    }

    /// One verdict said twice, of the request itself, states no primary request denied.
    @Test func theRequestsOwnVerdictTwice() {
        #expect(!Self.ids("The request is not medically necessary; therefore, it is not certified.", .upheld, "Cold therapy unit")
                    .contains(Self.follows))
        #expect(!Self.ids("This medication is not medically necessary, and therefore the request is not certified.", .upheld,
                          "Tramadol 50mg #60").contains(Self.follows))
    }

    /// A denial followed by what is to be done, no second verdict: the item's own verdict with its plan.
    @Test func aDenialWithAPlanAfterIt() {
        #expect(!Self.ids("Continued Norco is not medically necessary, so a taper should begin.", .upheld, "Norco 10/325mg #90")
                    .contains(Self.follows))
    }

    /// A verdict that grants is no primary request denied, whatever follows it.
    @Test func aGrantingVerdict() {
        #expect(!Self.ids("The knee arthroscopy is medically necessary, and therefore the postoperative therapy is medically necessary.",
                          .upheld, "Postoperative physical therapy x12").contains(Self.follows))
    }
}
