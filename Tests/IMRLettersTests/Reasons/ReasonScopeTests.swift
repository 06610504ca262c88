import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The twelfth round's classes of false reason (issue 30, sets Q and R read by class), on wordings written for
/// these tests: is the sentence the reviewer's own finding about this patient, for this item, for this
/// decision? Each both ways: the sentence that must state nothing (the literature's voice, a duty with no one
/// named, another request's decision or operation, a drug tolerated, a quantity that is no care's) and the
/// reviewer's finding beside it that still states its reason.
@Suite struct ReasonScopeTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, treatment: String? = nil) -> [String] {
        let named = treatment.flatMap(TreatmentNormalizer.normalize).map { ReasonReader.Treatment(key: $0.key, kind: $0.kind) }
        return ReasonReader.reasons(in: rationale, decision: decision, treatment: named).map(\.id)
    }

    /// The spec's `within-guideline-quantity` is a quantity or duration within the guideline: a sentence naming
    /// none (a share of a tooth, a place on the body, a use the guideline describes) states it not.
    @Test func aQuantityWithinTheGuidelineNamesAQuantity() {
        #expect(!Self.ids("More than half of the crown has broken away below the gum.", .overturned).contains("within-guideline-quantity"))
        #expect(!Self.ids("Her pain lies below the joint line on the medial side.", .overturned).contains("within-guideline-quantity"))
        #expect(!Self.ids("Using the patch for localized neuropathic pain after a failed anticonvulsant is within what the "
                          + "guideline describes.", .overturned).contains("within-guideline-quantity"))

        #expect(Self.ids("The 6 visits requested are within the guideline's recommendation.", .overturned).contains("within-guideline-quantity"))
        #expect(Self.ids("Her daily dose of 40 MME is below the level at which the guideline advises caution.", .overturned)
                .contains("within-guideline-quantity"))
        #expect(Self.ids("With the eight already given, the total of 16 is what the guideline allows after this repair.", .overturned)
                .contains("within-guideline-quantity"))
        // A number alone names the quantity.
        #expect(Self.ids("With her gains on record, the ODG supports up to 24 here.", .overturned).contains("within-guideline-quantity"))
    }

    /// What the literature found of a treatment in general, and a duty put in the passive with no one named, speak
    /// of no patient: they restate the guideline. The reviewer's own "no evidence" of this patient's gains states it.
    @Test func theLiteraturesVoiceAndAPassiveDutyRestate() {
        #expect(Self.ids("No evidence exists that a longer course improves outcomes.").isEmpty)
        #expect(Self.ids("There have been no studies of the 0.05% strength, and no sign that a stronger cream gives more relief.").isEmpty)
        #expect(Self.ids("Few randomized controlled trials have looked at central pain, and none at radiculopathy.").isEmpty)
        #expect(Self.ids("Gains need to be documented after the first six visits, and open-ended care is not supported.").isEmpty)
        #expect(Self.ids("Each further block has to be justified by measured relief and function from the last.", .overturned).isEmpty)

        #expect(Self.ids("There is no evidence that the patient's function improved after the prior six sessions.")
                == ["no-functional-improvement"])
        #expect(Self.ids("His gains have not been documented after the first six visits.") == ["no-functional-improvement"])
        #expect(Self.ids("After the block of 05/02/2016 her pain fell from 8/10 to 3/10 for four months and she returned to "
                         + "full duty.", .overturned) == ["functional-improvement"])
    }

    /// An operation said authorized in an associated item's rationale is the primary request's, not a part of
    /// this request authorized: the item's own reason is read. A part of this request authorized still is one.
    @Test func anOperationAuthorizedIsThePrimarysNotAPartAuthorized() {
        #expect(Self.ids("Although the knee replacement was certified, a 30 day rental of the CPM exceeds the 21 days the "
                         + "guideline allows.") == ["exceeds-guideline-quantity"])
        #expect(!Self.ids("While the shoulder repair has been approved, buying the cold unit goes well past the week after "
                          + "surgery that the guideline allows.").contains("pending-prior-treatment"))

        #expect(Self.ids("Six of the twelve sessions were authorized on 10/02/2016, and their response is not yet known.")
                .contains("pending-prior-treatment"))
    }

    /// A drug tolerated or not ("took ibuprofen without side effects") is a first-line drug's trial, and a
    /// screening before an operation the surgeon's criterion: neither is opioid monitoring. Monitoring missing is.
    @Test func aDrugToleratedOrAnotherScreeningIsNoOpioidMonitoring() {
        #expect(!Self.ids("Nothing shows she cannot take oral NSAIDs; she took ibuprofen without side effects last month.")
                .contains("no-opioid-monitoring"))
        #expect(!Self.ids("The records hold no psychological screening before the fusion.").contains("no-opioid-monitoring"))
        #expect(!Self.ids("The notes do not show a trial of morphine, or that he had intolerable adverse effects with it.")
                .contains("no-opioid-monitoring"))

        #expect(Self.ids("There is no urine drug screen on file and no record of side effects being assessed.") == ["no-opioid-monitoring"])
    }

    /// Another request's decision by the claims administrator, told with its cause, is that request's.
    @Test func anotherRequestsDecisionWithItsCause() {
        #expect(Self.ids("The cyclobenzaprine ordered that day was denied by the Claims Administrator because no spasm was found; "
                         + "it is not under review here.").isEmpty)
        #expect(Self.ids("No spasm was found on the examination of 11/02/2016.") == ["no-objective-findings"])
    }

    /// "No surgery is planned" says what a test's result would decide; for a drug, therapy or a program, which
    /// give no result to act on, it is the indication or the history (an antiemetic for nausea after surgery, an
    /// opioid for a patient who declined an operation, a program for one who is no surgical candidate).
    @Test func aDrugOrAProgramHasNoSurgicalPlanToMiss() {
        #expect(!Self.ids("No operation is scheduled, and she is not receiving chemotherapy.", treatment: "Ondansetron 4mg #20")
                .contains("no-surgical-plan"))
        #expect(!Self.ids("The 2014 MRI shows a small protrusion, and he has declined surgery.", treatment: "Norco 10/325mg #90")
                .contains("no-surgical-plan"))
        #expect(!Self.ids("A fusion was offered in May and he has not yet decided whether to go ahead.",
                          treatment: "Functional restoration program 80 hours").contains("no-surgical-plan"))

        #expect(Self.ids("He has declined surgery, and no procedure depends on the study.", treatment: "MRI of the lumbar spine")
                .contains("no-surgical-plan"))
    }

    /// A guideline's patients named by what they meet, with the list after it ("for selected patients who meet all
    /// of the following: ...; ...; the patient is not a candidate for surgery"), are the ones it imagines.
    @Test func theListAGuidelinesPatientsMeetIsItsOwn() {
        #expect(Self.ids("Per the ODG, a pain program is recommended for selected patients who meet all of the following: a "
                         + "baseline evaluation; prior methods of treating pain have been unsuccessful and no other options remain; "
                         + "the patient is not a candidate for surgery.").isEmpty)
        #expect(Self.ids("Per the ODG, a pain program is recommended for selected patients who meet all of the following: a "
                         + "baseline evaluation; prior methods have been unsuccessful. She has not had physical therapy or any "
                         + "medication before this request.") == ["conservative-care-not-tried"])
    }

    /// What another reviewer found is theirs ("The utilization reviewer found no documented benefit"); the patient
    /// who "found no relief" is this case.
    @Test func whatAnotherReviewerFoundIsTheirs() {
        #expect(Self.ids("The utilization reviewer found no documented benefit from the first block.", .overturned).isEmpty)
        #expect(Self.ids("The patient found no relief from oral medications and eight visits of therapy.", .overturned)
                == ["conservative-care-failed"])
    }

    /// A home program the patient is not said to have cannot suffice ("no mention of home exercise"); one kept up
    /// or one the patient can carry on alone does.
    @Test func aHomeProgramNotMentionedDoesNotSuffice() {
        #expect(!Self.ids("There is no mention of home exercise or of anything she does during the day.").contains("home-exercise-sufficient"))
        #expect(!Self.ids("There was no mention of the applicant's having a home exercise program to go with the unit.")
                .contains("home-exercise-sufficient"))
        #expect(Self.ids("There is no reason he cannot continue his home exercise program on his own.") == ["home-exercise-sufficient"])
    }

    /// The case placed among what the guideline names, by any relative ("those the guideline calls for", "the
    /// screening steps the guideline requires", "the risk factors ... that the guideline identifies", "exactly this
    /// presentation"), is `criteria-met`; "the criteria for an initial trial are satisfied" names what the criteria
    /// are for, no quantity. The guideline naming them in its own voice is none.
    @Test func theCasePlacedAmongWhatTheGuidelineNames() {
        #expect(Self.ids("The labs ordered are those the guideline calls for before this surgery.", .overturned) == ["criteria-met"])
        #expect(Self.ids("He has completed the screening steps the guideline requires.", .overturned) == ["criteria-met"])
        #expect(Self.ids("Her fear of movement and poor sleep are the risk factors that the guideline identifies for delayed recovery.",
                         .overturned) == ["criteria-met"])
        #expect(Self.ids("A night splint is the first care the guideline recommends for exactly this presentation.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("The criteria for an initial trial of acupuncture are satisfied.", .overturned) == ["criteria-met"])

        #expect(Self.ids("The guideline identifies fear of movement and poor sleep as risk factors for delayed recovery.", .overturned).isEmpty)
        #expect(Self.ids("The 6 visits asked for are the initial trial the guideline describes.", .overturned) == ["within-guideline-quantity"])
    }

    /// Words that look like a reason but speak of something else: a study's result ("negative for fracture") is no
    /// simpler study skipped; what the patient tolerates ("unable to sit longer than") no quantity of care; a risk the
    /// history does not show ("no aberrant behavior") no monitoring missing; an evaluation before an operation no
    /// conservative care; goals the records lack no term of the request; "since the surgery" a time. Beside each, the
    /// reason its words do state.
    @Test func wordsOfAReasonSpeakingOfSomethingElse() {
        #expect(!Self.ids("Plain films of the ankle were negative for fracture.").contains("first-line-not-tried"))
        #expect(Self.ids("No plain films of the ankle were taken before the MRI was ordered.") == ["first-line-not-tried"])
        #expect(!Self.ids("The note of 09/12/2016 says she is unable to sit longer than 15 minutes.").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("Twelve more visits would take her well past the 10 the guideline allows.") == ["exceeds-guideline-quantity"])
        #expect(!Self.ids("He scored low risk on the screening tool, and no aberrant behavior is noted.").contains("no-opioid-monitoring"))
        #expect(Self.ids("No urine drug screen has been done since 2015.") == ["no-opioid-monitoring"])
        #expect(!Self.ids("He has not had a psychological evaluation before the fusion.").contains("conservative-care-not-tried"))
        #expect(Self.ids("Biofeedback should not begin before she has had a course of cognitive behavioral therapy.")
                == ["conservative-care-not-tried"])
        #expect(!Self.ids("The notes do not identify any functional goals for the program.").contains("request-incomplete"))
        #expect(Self.ids("The request does not specify a frequency or a duration.") == ["request-incomplete"])
        #expect(!Self.ids("Her weight has gone up 30 pounds since the surgery.", .overturned).contains("follows-primary-approved"))
        #expect(Self.ids("Since the knee arthroscopy is medically necessary, the crutches are appropriate.", .overturned)
                == ["follows-primary-approved"])
        #expect(!Self.ids("The carpal tunnel release is medically necessary and appropriate.", .overturned).contains("follows-primary-approved"))
    }

    /// The drug not doing what it was given for is no improvement; a condition unchanged since a study, and a job or
    /// goal the patient lacks, are none missing.
    @Test func aDrugNotDoingWhatItIsForIsNoImprovement() {
        #expect(Self.ids("Her pain flares continue weekly, so the drug is not producing the intended effect.") == ["no-functional-improvement"])
        #expect(Self.ids("The nightmares go on, so the medication has not controlled the symptom it was started for.")
                == ["no-functional-improvement"])
        #expect(!Self.ids("The new films were taken a week after the first, with no change in his condition.")
                .contains("no-functional-improvement"))
        #expect(!Self.ids("He has no job to return to and no return to work goal with an employer.").contains("no-functional-improvement"))
        #expect(Self.ids("He has not returned to work after twelve sessions.") == ["no-functional-improvement"])
    }

    /// The findings the guideline requires, named so, are `objective-findings` (the spec's own definition), not the
    /// criteria in general; a result the test would lead to not proposed is no plan; a guideline's condition "where a
    /// complaint is presumed radicular" or "if goals are not met" sets no reason; another payer's policy restates.
    @Test func whatTheGuidelineRequiresNamedAndItsConditions() {
        #expect(Self.ids("Her exam shows the signs of nerve dysfunction the guideline requires.", .overturned)
                == ["objective-findings"])
        #expect(Self.ids("Nothing suggests he is a candidate for an injection or for surgery.", treatment: "MRI of the lumbar spine")
                == ["no-surgical-plan"])
        #expect(Self.ids("The ODG notes that nerve conduction studies are not recommended where a leg complaint is presumed radicular.")
                .isEmpty)
        #expect(Self.ids("The ODG does not recommend nerve conduction studies for presumed radicular leg pain.") == ["not-recommended"])
        #expect(Self.ids("Before opioids are continued, the guidelines advise that they be tapered if goals are not met.").isEmpty)
        #expect(Self.ids("Medicare's policy for these devices provides for coverage beyond three months with objective evidence of use.",
                         .overturned).isEmpty)
    }

    /// A diagnostic block's relief is the finding it tests for, not a gain from care; pain worse "rather than improved"
    /// is none; care "beyond the initial trial" is none within it, though "does not go beyond" the trial is.
    @Test func aDiagnosticBlocksReliefAndCareBeyondTheTrial() {
        #expect(!Self.ids("Two medial branch blocks in May each gave 90% relief for the hours the anesthetic lasts.", .overturned)
                .contains("functional-improvement"))
        #expect(Self.ids("After the first ablation in 2015 her pain fell from 8/10 to 3/10 for ten months.", .overturned)
                == ["functional-improvement"])
        #expect(!Self.ids("He finished eight visits of therapy and his arm pain has worsened rather than improved.", .overturned)
                .contains("functional-improvement"))
        #expect(!Self.ids("Eight visits were given in the spring, so this request is for treatment beyond the initial trial.", .overturned)
                .contains("within-guideline-quantity"))
        #expect(Self.ids("The request for 6 visits does not go beyond the initial trial the guideline allows.", .overturned)
                == ["within-guideline-quantity"])
    }
}
