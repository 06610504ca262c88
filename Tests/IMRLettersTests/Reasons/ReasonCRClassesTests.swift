import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-fifth round's classes (issue 30: set CR's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the guideline's class of patients "without" a feature, for whom it does not recommend the treatment, applied to this
/// case is the treatment not recommended, and restated alone no reason; the primary request's denial followed by "there is no
/// need for" this item is the item falling with it. Wordings written for these tests.
@Suite struct ReasonCRClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "Not recommended for X without Y" said of this case is `not-recommended`; said of no case, nothing.
    @Test func theGuidelinesClassWithoutAFeatureAppliedToTheCase() {
        #expect(Self.ids("Radiofrequency ablation for neck pain without a positive diagnostic block is not recommended, and that describes "
                         + "this claimant.", .upheld, "Cervical radiofrequency ablation").contains("not-recommended"))
        #expect(Self.ids("A cervical collar is not recommended for neck strain without a fracture, which is the injury documented here.",
                         .upheld, "Cervical collar").contains("not-recommended"))
        #expect(Self.ids("Cervical traction is not recommended for chronic neck pain without radicular symptoms.", .upheld,
                         "Cervical traction unit").isEmpty)
    }

    /// The primary request denied, then no need for this one: the item falls with it; the need denied alone is not that.
    @Test func noNeedAfterThePrimaryDenied() {
        #expect(Self.ids("Because the total shoulder arthroplasty is not medically necessary, there is no need for the post-operative "
                         + "sling.", .upheld, "Shoulder sling").contains("follows-primary-denied"))
        #expect(!Self.ids("There is no need for a sling, as the shoulder has full motion and no instability.", .upheld, "Shoulder sling")
            .contains("follows-primary-denied"))
    }
}
