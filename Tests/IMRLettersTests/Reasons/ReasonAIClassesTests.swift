import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The twenty-sixth round's classes (issue 30: set AI's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, and the causes pooled over every tuning set, judged against the spec): the primary requests' verdict in the plural or
/// the past as this item's cause; the guideline's indications said absent as a whole; diagnostic blocks never had; a result that would not
/// be used in managing the care; a return to duty that brought a flare or that a test will guide, no gain; acetaminophen inside an
/// opioid's combination, no first line; a next step that waits on care approved in this review; the compounding rule a class
/// rule; a finding set against the guideline in a trailing part (", which the ODG requires") the reviewer's. Each both ways, negated and not, with restatements that must not fire. Wordings written
/// for these tests.
@Suite struct ReasonAIClassesTests {
    /// The primary requests' verdict as the cause of this item's, in the plural or the past, is the associated item falling with
    /// them; one verdict alone is no cause, and the overturned side's words state nothing of it.
    @Test func thePrimaryRequestsVerdictInThePluralOrJoined() {
        #expect(ReasonUnseenTests.ids("Since the requested opioids are not medically necessary, the laxative is not medically necessary.")
                   .contains("follows-primary-denied"))
        #expect(ReasonUnseenTests.ids("Because the knee injections were not medically necessary, the ultrasound guidance is not necessary.")
                   .contains("follows-primary-denied"))
        #expect(ReasonUnseenTests.ids("As the shoulder arthroscopy was not medically necessary, the sling requested with it is not medically necessary.")
                   .contains("follows-primary-denied"))
        #expect(!ReasonUnseenTests.ids("The docusate is not medically necessary.").contains("follows-primary-denied"))
        #expect(ReasonUnseenTests.ids("As the opioid medications are medically necessary, the stool softener is medically necessary.", .overturned)
                   .allSatisfy { DecisionReasons.byId[$0]?.side == .overturning })
    }

    /// The guideline's indications said absent as a whole ("none of these indications is present") are the criteria unmet; the
    /// guideline listing them, or one of them present, is not.
    @Test func theIndicationsSaidAbsentAsAWhole() {
        #expect(ReasonUnseenTests.ids("None of these indications is documented for this claimant.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("In this case none of the listed indications applies.").contains("indication-absent"))
        #expect(!ReasonUnseenTests.ids("The ODG lists three indications for a repeat MRI.").contains("indication-absent"))
        #expect(!ReasonUnseenTests.ids("One of these indications, a progressive deficit, is present.", .overturned).contains("indication-absent"))
    }

    /// Diagnostic blocks never had are the criterion a neurotomy needs unmet; blocks certified and awaited are the result awaited,
    /// and blocks had, whatever their result, are not blocks never had.
    @Test func diagnosticBlocksNeverHad() {
        #expect(ReasonUnseenTests.ids("No diagnostic blocks have been done at the requested levels.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("He has never had a diagnostic block of the lumbar facets.").contains("indication-absent"))
        #expect(!ReasonUnseenTests.ids("The diagnostic blocks approved last month have not yet been performed.").contains("indication-absent"))
        #expect(!ReasonUnseenTests.ids("The first diagnostic block was approved in May and is scheduled for June.").contains("indication-absent"))
    }

    /// A study or evaluation whose use in managing the care is not said is the result that would change nothing; one the physician
    /// says will be used is no reason to uphold.
    @Test func aResultNotUsedInManagingTheCare() {
        #expect(ReasonUnseenTests.ids("It is unclear how the nerve study would be used in the management of her wrist.").contains("no-surgical-plan"))
        #expect(ReasonUnseenTests.ids("The physician does not say how the evaluation would be used in managing the claim.").contains("no-surgical-plan"))
        #expect(!ReasonUnseenTests.ids("The surgeon will use the study in the management of his shoulder.").contains("no-surgical-plan"))
    }

    /// A return to duty told as the occasion of a flare, or as what a test will guide, is no gain care brought; a return to duty
    /// after the care still is.
    @Test func aReturnToDutyThatBroughtAFlareIsNoGain() {
        #expect(!ReasonUnseenTests.ids("The note records a flare of neck pain after she returned to full duty.", .overturned)
                   .contains("functional-improvement"))
        #expect(!ReasonUnseenTests.ids("His back flared after returning to modified duty in June.", .overturned).contains("functional-improvement"))
        #expect(!ReasonUnseenTests.ids("The testing will guide a return to work.", .overturned).contains("functional-improvement"))
        #expect(ReasonUnseenTests.ids("After the six visits of therapy she returned to full duty.", .overturned).contains("functional-improvement"))
    }

    /// Acetaminophen inside an opioid's combination is the opioid taken, no first-line drug untried; acetaminophen itself not
    /// tried still is.
    @Test func acetaminophenInAnOpioidsCombination() {
        #expect(!ReasonUnseenTests.ids("He has taken oxycodone/acetaminophen for three years without any change in his pain scores.")
                   .contains("first-line-not-tried"))
        #expect(!ReasonUnseenTests.ids("She has been on hydrocodone with acetaminophen since 2015 and no gain in function is recorded.")
                   .contains("first-line-not-tried"))
        #expect(ReasonUnseenTests.ids("There is no record that she has tried acetaminophen before the opioid.").contains("first-line-not-tried"))
    }

    /// Care approved in this same review that a next step waits on ("the x-rays approved above should be reviewed before ...") is
    /// the result of what was authorized awaited; the same care approved and read, or approved with nothing waiting on it, is not.
    @Test func aNextStepWaitsOnCareApprovedInThisReview() {
        #expect(ReasonUnseenTests.ids("The shoulder x-rays approved above should be reviewed before an MRI is considered.")
                   .contains("pending-prior-treatment"))
        #expect(ReasonUnseenTests.ids("The night splints have just been approved, and their effect should be evaluated first.")
                   .contains("pending-prior-treatment"))
        #expect(!ReasonUnseenTests.ids("The lumbar MRI approved above showed no nerve root compression.").contains("pending-prior-treatment"))
        #expect(!ReasonUnseenTests.ids("The brace has just been approved.").contains("pending-prior-treatment"))
    }

    /// The compounding rule told of any compound ("is not recommended if even one of its ingredients is not"), and what a treatment
    /// is not recommended "for other indications such as", are class rules, no finding of this request; the request's own
    /// ingredient not recommended still is.
    @Test func theCompoundingRuleIsAClassRule() {
        #expect(!ReasonUnseenTests.ids("A compounded gel is not recommended if even one of its ingredients is not recommended.")
                   .contains("not-recommended"))
        #expect(!ReasonUnseenTests.ids("Any compounded product containing a drug class that is not recommended is itself not recommended.")
                   .contains("not-recommended"))
        #expect(!ReasonUnseenTests.ids("Knee braces are not recommended for other indications such as patellar tendinitis.")
                   .contains("not-recommended"))
        #expect(ReasonUnseenTests.ids("Topical cyclobenzaprine, one of this cream's ingredients, is not recommended.").contains("not-recommended"))
    }

    /// A finding stated first and set against the guideline in a trailing part (", which the MTUS requires", ", as the guideline
    /// requires") is the reviewer's: the part names the guideline, not the sentence's voice. A sentence that opens in the
    /// guideline's voice, or speaks of no case before its "which", still restates it.
    @Test func aFindingSetAgainstTheGuidelineInATrailingPart() {
        #expect(ReasonUnseenTests.ids("A psychological screen before the implant, which the ODG requires, has not been done.")
                   .contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("There is no functional restoration program for the unit to support, as the guideline requires.")
                   .contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("No baseline urine drug screen, which should precede any opioid, was done.").contains("no-opioid-monitoring"))
        #expect(ReasonUnseenTests.ids("The MTUS requires a psychological screen before a stimulator trial, which should be documented.").isEmpty)
        #expect(!ReasonUnseenTests.ids("The ODG states that a screen is needed if there is no clearance, as the guideline requires.")
                   .contains("indication-absent"))
    }
}
