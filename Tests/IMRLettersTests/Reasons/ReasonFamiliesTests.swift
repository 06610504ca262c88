import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Families of wordings the definitions cover (docs/decision-reasons.md), on sentences written for these
/// tests: a reason joined to the verdict in one sentence, a quantity set against the guideline, word
/// forms, the other side's words negated. Each both ways: where the family states its reason, and where
/// like words must not.
@Suite struct ReasonFamiliesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonFormsTests.ids(rationale, decision)
    }

    /// A reason and the verdict joined in one sentence (", and the request is medically necessary") give
    /// the reason; the verdict alone, or one that gives its cause in its own part, as before.
    @Test func aReasonJoinedToTheVerdictIsRead() {
        #expect(Self.ids("The request is consistent with the guideline, and the knee brace is medically necessary.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("Eight visits fall within the number the ODG allows, and the request is medically necessary.", .overturned)
                == ["within-guideline-quantity"])
        #expect(Self.ids("Her pain diary shows no improvement in function; the request is not medically necessary.") == ["no-functional-improvement"])
        #expect(Self.ids("The criteria are satisfied, and a one-month rental of the unit is medically necessary.", .overturned)
                == ["criteria-met"], "the verdict's own words (a one-month rental) state nothing")

        #expect(Self.ids("The request for the cane is medically necessary.", .overturned).isEmpty)
        #expect(Self.ids("The patient was seen on 10/02/2016, and the request is medically necessary.", .overturned).isEmpty)
    }

    /// A quantity set against the guideline ("more than the guideline allows") speaks of the request,
    /// though no patient is named: the guideline does not measure itself. The guideline's own limit,
    /// said in its voice, is still no finding.
    @Test func aQuantitySetAgainstTheGuidelineIsTheRequests() {
        let exceeds = ["exceeds-guideline-quantity"]
        #expect(Self.ids("Twelve further visits would be more than the guideline allows for this diagnosis.") == exceeds)
        #expect(Self.ids("Ten sessions is more than the MTUS recommends, and the request is not medically necessary.") == exceeds)
        #expect(Self.ids("Guidelines recommend no more than 10 visits for myalgia.").isEmpty)
    }

    /// Words that carry their own excess, with the guideline named after them as the standard ("three
    /// times the trial the guideline describes", "well beyond the ODG ceiling"), set this case against
    /// it, though the sentence names no patient; not inside a condition, nor after a negation or the
    /// guideline's voice, where they are the guideline's limit.
    @Test func anExcessSetAgainstANamedGuidelineIsTheCases() {
        let exceeds = ["exceeds-guideline-quantity"]
        #expect(Self.ids("Sixteen sessions at the start is twice the trial the guideline describes.") == exceeds)
        #expect(Self.ids("Twenty hours a week goes well beyond the ODG ceiling.") == exceeds)
        #expect(Self.ids("Care of 56 hours a week is well beyond the guideline maximum.") == exceeds, "the guideline in the words' own phrase")
        #expect(Self.ids("A request for 10 tablets a day exceeds the dose the MTUS supports.") == exceeds)
        #expect(Self.ids("Thirty visits is triple the number ACOEM allows.") == exceeds)
        #expect(Self.ids("Twelve visits is well over the full postoperative course.") == exceeds)

        #expect(Self.ids("When the number of visits exceeds the guideline, exceptional factors should be documented.").isEmpty)
        #expect(Self.ids("Treatment should not exceed the duration the guideline recommends.").isEmpty)
        #expect(Self.ids("Guidelines recommend no more than 10 visits, beyond which the MTUS asks for a reassessment.").isEmpty)
    }

    /// Agreement with a named guideline ("conforms to the ODG", "in line with the MTUS") is the criteria
    /// met; where the sentence names a quantity ("eight visits is in line with the guideline") it is a
    /// quantity within the guideline.
    @Test func agreementWithANamedGuidelineIsItsCriteriaMet() {
        #expect(Self.ids("The request conforms to the ODG.", .overturned) == ["criteria-met"])
        #expect(Self.ids("Short-term use of the cream is in line with the MTUS.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The treatment is in keeping with the guideline's recommendations.", .overturned) == ["criteria-met"])
        #expect(Self.ids("Eight visits is in line with the guideline.", .overturned) == ["within-guideline-quantity"])
        #expect(Self.ids("The six sessions requested are in keeping with the ODG.", .overturned) == ["within-guideline-quantity"])
    }

    /// Modified duty given as care ("treated with naproxen and modified duty") is no gain from
    /// treatment; a return to it, or work at full duty again, is.
    @Test func modifiedDutyAsCareIsNoGain() {
        #expect(Self.ids("She was treated with naproxen and modified duty.", .overturned).isEmpty)
        #expect(Self.ids("He was first treated at an urgent care clinic with ice, modified duty and a sling.", .overturned).isEmpty)
        #expect(Self.ids("She has returned to modified duty.", .overturned) == ["functional-improvement"])
        #expect(Self.ids("He is back at full duty since the injections.", .overturned) == ["functional-improvement"])
    }

    /// The case placed among what the guideline names, by a relative clause after a noun ("the kind of
    /// patient the ODG describes", "two of the risk factors the MTUS names"), is the criteria met; the
    /// guideline's quantity so named ("the number the guideline allows") is a quantity within it.
    @Test func whatTheGuidelineNamesPlacesTheCase() {
        #expect(Self.ids("He is the kind of patient the ODG describes.", .overturned) == ["criteria-met"])
        #expect(Self.ids("Her history includes two of the risk factors the MTUS names.", .overturned) == ["criteria-met"])
        #expect(Self.ids("He is a good surgical candidate.", .overturned) == ["criteria-met"])
        #expect(Self.ids("This is what the guideline requires before a repeat study.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The 12 visits requested are the number the guideline allows.", .overturned) == ["within-guideline-quantity"])
        #expect(Self.ids("The total of 18 is what the MTUS allows.", .overturned) == ["within-guideline-quantity"])
    }

    /// Records named as not among those sent ("none of the surgeon's reports were included") are records
    /// not provided, where the sentence states nothing more specific; what the request leaves out, named
    /// ("with no ingredients listed"), is a request incomplete, not what the records do not describe.
    @Test func recordsNotSentAndTermsLeftOut() {
        #expect(Self.ids("None of the surgeon's reports were included.") == ["no-rationale-given"])
        #expect(Self.ids("No operative note is on file.") == ["no-rationale-given"])
        #expect(Self.ids("The physician did not explain what the consultation is meant to decide.") == ["no-rationale-given"])
        #expect(Self.ids("The physician did not note what the brace is for.") == ["no-rationale-given"])
        #expect(Self.ids("The reports submitted show no red flags.") == ["no-objective-findings"])
        #expect(Self.ids("There is no documentation of improvement in the notes submitted.") == ["no-functional-improvement"])

        #expect(Self.ids("The order reads 'topical compound' with no ingredients listed.") == ["request-incomplete"])
        #expect(Self.ids("The RFA asks for 'DME' with no description of the equipment.") == ["request-incomplete"])
        #expect(Self.ids("There is no description of the pain itself.").isEmpty)
    }

    /// Care authorized in this case speaks of the case, though a condition names it ("once progress with
    /// the authorized six is documented"): more must wait for it. The same condition naming no care of
    /// the case is the guideline's.
    @Test func theAuthorizedCareInAConditionIsTheCases() {
        #expect(Self.ids("More visits may be considered once progress with the authorized six is documented.") == ["pending-prior-treatment"])
        #expect(Self.ids("More visits may be considered once progress is documented.").isEmpty)
    }

    /// "Premature" says what the request waits for has not happened: that is the reason, authorized care
    /// still to be had (`pending-prior-treatment`) or care the guideline wants first; alone it is only the verdict.
    @Test func prematureNamesWhatItWaitsFor() {
        #expect(Self.ids("Surgery is premature until a full course of physical therapy has been completed.") == ["conservative-care-not-tried"])
        #expect(Self.ids("A purchase is premature, as the 30-day rental authorized in May has not been completed.") == ["pending-prior-treatment"])
        #expect(Self.ids("The results of the nerve block certified on 10/02/2016 have not been reported.") == ["pending-prior-treatment"])
        #expect(Self.ids("The request is premature.").isEmpty)
    }

    /// A risk the history does not show ("no history of substance abuse", "no aberrant behavior") is a
    /// patient at low risk, not monitoring missing; monitoring or screening not done is.
    @Test func noRiskIsNoMonitoringMissing() {
        #expect(!Self.ids("She has no history of substance abuse, and no aberrant behavior is described.").contains("no-opioid-monitoring"))
        #expect(Self.ids("No urine drug screen has been done.") == ["no-opioid-monitoring"])
        #expect(Self.ids("His risk of misuse was never screened.") == ["no-opioid-monitoring"])
        #expect(Self.ids("There is no monitoring of aberrant behavior.") == ["no-opioid-monitoring"])
    }

    /// The supply a request makes, worked out in days, weeks or a month, is its quantity set against the
    /// guideline's course in an overturned item; not the request's own form ("#60 day supply: 30").
    @Test func aSupplyWorkedOutIsTheQuantity() {
        #expect(Self.ids("Sixty tablets at two a day is a 30-day supply.", .overturned) == ["within-guideline-quantity"])
        #expect(Self.ids("Thirty tablets is roughly a one-week supply at this dose.", .overturned) == ["within-guideline-quantity"])
        #expect(Self.ids("Oxycodone ER 20mg #60 day supply: 30 is medically necessary, given the recent surgery.", .overturned).isEmpty)
    }

    /// The simpler study named as the one to do first ("the study of choice", "the initial study"), not
    /// done; a device's rental trial before its purchase, or care ordered and never attended, not tried.
    @Test func theFirstStudyAndTheTrialNotHad() {
        #expect(Self.ids("No x-ray has been taken, and plain films, not an MRI, are the study of choice for this question.") == ["first-line-not-tried"])
        #expect(Self.ids("Plain radiographs would be the initial study, and none have been done.") == ["first-line-not-tried"])
        #expect(Self.ids("The unit is requested for purchase with no rental trial on record.") == ["conservative-care-not-tried"])
        #expect(Self.ids("Therapy was ordered in June, but there is no record that he has attended a single visit.") == ["conservative-care-not-tried"])
        #expect(Self.ids("He has attended a single session.").isEmpty)
    }

    /// A diagnosis stated ("radicular pain", "with L5 radiculopathy") is the history, not an objective
    /// finding: a study or examination showing it is. Symptoms that last are care failed only beside
    /// the care they outlast ("persists despite eight visits of therapy"); alone, a symptom described.
    @Test func aDiagnosisOrASymptomAloneIsTheHistory() {
        #expect(Self.ids("He has chronic left S1 radicular pain.", .overturned).isEmpty)
        #expect(Self.ids("The EMG confirms an active L5 radiculopathy.", .overturned) == ["objective-findings"])
        #expect(Self.ids("Examination shows decreased sensation in the L5 dermatome.", .overturned) == ["objective-findings"])
        #expect(Self.ids("Her neck pain persists despite eight visits of physical therapy.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("His pain with reaching persists after four weeks of therapy and ibuprofen.", .overturned) == ["conservative-care-failed"])
        #expect(!Self.ids("The patient has persistent nausea after surgery.", .overturned).contains("conservative-care-failed"))
        #expect(Self.ids("Biofeedback is part of an ongoing CBT program.", .overturned).isEmpty)
    }

    /// An operation going ahead, or scheduled as approved, is the primary request an associated item
    /// stands with; not one negated. Care given without benefit, or insufficient, failed (overturned);
    /// the same words in an upheld item are no improvement; a risk screen not recorded is no monitoring.
    @Test func anOperationGoingAheadAndCareWithoutBenefit() {
        #expect(Self.ids("Since the knee replacement is going ahead, a walker for the first weeks is reasonable.", .overturned)
                == ["follows-primary-approved"])
        #expect(Self.ids("The patient is scheduled for an approved carpal tunnel release next month.", .overturned) == ["follows-primary-approved"])
        #expect(Self.ids("The surgery was not scheduled.", .overturned).isEmpty)
        #expect(Self.ids("Six sessions of cognitive therapy were given in May without benefit.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Naproxen at full dose has been insufficient.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Gabapentin was started without benefit.") == ["no-functional-improvement"])
        #expect(Self.ids("No risk screen is recorded before the opioid was started.") == ["no-opioid-monitoring"])
    }

    /// A measure "the same as it was" before is no improvement, negation by meaning; the dose kept the
    /// same is the regimen, and an overturned item's words state none.
    @Test func theSameAsItWasIsNoImprovement() {
        #expect(Self.ids("His Oswestry score of 40 is the same as it was before the injections.") == ["no-functional-improvement"])
        #expect(Self.ids("Her range of motion and grip are the same as they were in June.") == ["no-functional-improvement"])
        #expect(Self.ids("The dose requested is the same as it was last year.").isEmpty)
        #expect(Self.ids("Her walking tolerance is the same as it was before the flare.", .overturned).isEmpty)
    }

    /// Another reviewer's reasoning reported ("the utilization review physician denied the request
    /// citing ...") is theirs, not this reviewer's finding; what another review authorized is a fact.
    @Test func anotherReviewersReasoningIsTheirs() {
        #expect(Self.ids("The utilization review physician denied the request citing no trial of physical therapy.").isEmpty)
        #expect(Self.ids("The prior reviewer concluded there were no red flags.").isEmpty)
        #expect(Self.ids("The UR denial cited the lack of a urine drug screen.").isEmpty)
        #expect(Self.ids("There are no red flags on examination.") == ["no-objective-findings"])
        #expect(Self.ids("The knee arthroplasty was authorized by utilization review on 11/18/2016.", .overturned) == ["follows-primary-approved"])
    }

    /// A word written with "~" stands for its regular forms, so that a family is written by its stems.
    @Test func aStemStandsForItsForms() {
        #expect(PhraseMatcher.forms(of: "return~ to work") == ["return to work", "returns to work", "returned to work", "returning to work"])
        #expect(PhraseMatcher.forms(of: "drive~ herself").contains("drives herself"))
        #expect(Set(PhraseMatcher.inflections(of: "try")) == ["try", "tries", "tried", "trying"])
        #expect(PhraseMatcher.inflections(of: "stop").contains("stopped"))
        #expect(PhraseMatcher.inflections(of: "refuse").contains("refused"))
        #expect(PhraseMatcher.forms(of: "no change in") == ["no change in"])
        #expect(Self.ids("Meloxicam lets her work full shifts.", .overturned) == ["functional-improvement"])
        #expect(Self.ids("She drove herself to her last three appointments.") == ["indication-absent"])
        #expect(Self.ids("He has refused the injection twice.") == ["no-surgical-plan"])
    }

    /// The stem mark stands only where the matcher reads the words (the lists read as plain text would
    /// look for the mark itself), after a word; and the words left unmirrored are the mirrored reason's.
    @Test func aStemMarkIsOnlyWhereTheMatcherReadsIt() {
        let plain: [[String]] = [DecisionReasons.guidelineOpenings, DecisionReasons.preambles, DecisionReasons.clauseSubjects,
                                 DecisionReasons.limits, DecisionReasons.conclusionOpenings]
        #expect(!plain.joined().contains { $0.contains("~") })
        var read: [String] = []
        for reason in DecisionReasons.all { read += reason.phrases + reason.negative + reason.affirmative + reason.unless + reason.frames }
        for pairing in DecisionReasons.pairings { read += pairing.actions + pairing.objects }
        for phrase in read where phrase.contains("~") {
            #expect(phrase.split(separator: " ").allSatisfy { !$0.dropLast().contains("~") && $0 != "~" }, "\(phrase)")
        }
        let mirrored = DecisionReasons.all.compactMap(\.mirrors).flatMap { id in DecisionReasons.byId[id]?.phrases ?? [] }
        #expect(Set(DecisionReasons.unmirrored).isSubset(of: mirrored))
    }

    /// The overturning side's words of an improvement, negated right before them, say there was none
    /// ("has not returned to work"); not an inability ("not able to swallow"), not words standing apart
    /// from the negation, not maximal medical improvement (a status of the claim) on either side.
    @Test func anImprovementNegatedIsNone() {
        let nfi = ["no-functional-improvement"]
        #expect(Self.ids("She has not returned to work since the sessions ended.") == nfi)
        #expect(Self.ids("He has not resumed his walking program after the injections.") == nfi)
        #expect(Self.ids("It is not documented that the cream lets her work longer.") == nfi)
        #expect(Self.ids("The patient is not able to swallow tablets.") != nfi)
        #expect(Self.ids("There are no red flags, and she returned to work in May.").contains("no-functional-improvement") == false)
        #expect(Self.ids("The physician placed him at maximum medical improvement in May.", .overturned).isEmpty)
        #expect(Self.ids("He is not yet at maximal medical improvement.").isEmpty)
    }

    /// Work status no better after care ("remains off work"), and one value recorded visit after visit,
    /// say there was no improvement, with no negation; being off work, said once, does not.
    @Test func aStatusThatLastsIsNoImprovement() {
        let nfi = ["no-functional-improvement"]
        #expect(Self.ids("After twelve visits he remains off work.") == nfi)
        #expect(Self.ids("She stayed on temporary total disability through the course.") == nfi)
        #expect(Self.ids("Pain is recorded at 7/10 at every visit.") == nfi)
        #expect(Self.ids("The massage notes give no recorded change in pain or range of motion.") == nfi)
        #expect(Self.ids("He is off work.").isEmpty)
        #expect(Self.ids("After twelve visits he remains off work.", .overturned).isEmpty)
    }

    /// Care not yet begun, an attempt not made, and care that brought no change or relief (on the other
    /// side) are said in more ways than "not tried" and "did not help".
    @Test func careNotYetTriedOrThatBroughtNoChange() {
        #expect(Self.ids("She has not yet started the chiropractic care she was given.") == ["conservative-care-not-tried"])
        #expect(Self.ids("The six authorized visits have not yet started.") == ["pending-prior-treatment"])
        #expect(Self.ids("There is no record of a supervised attempt at diet and exercise.") == ["conservative-care-not-tried"])
        #expect(Self.ids("Eight weeks of splinting and NSAIDs brought no change.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("A TENS unit used for two months gave no meaningful relief.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Physical therapy brought lasting relief and she returned to work.", .overturned) == ["functional-improvement"])
    }

    /// A surgery refused, not weighed or not discussed is no plan, not a denied primary request; one
    /// not certified is. Part already authorized waits for its result.
    @Test func surgeryNotWeighedIsNoPlan() {
        #expect(Self.ids("He will not consider surgery of any kind.") == ["no-surgical-plan"])
        #expect(Self.ids("Surgery has not been discussed with the patient.") == ["no-surgical-plan"])
        #expect(Self.ids("The shoulder surgery has not been certified, so the therapy after it is not needed.") == ["follows-primary-denied"])
        #expect(Self.ids("Six sessions have already been authorized.") == ["pending-prior-treatment"])
    }

    /// An operation and its approval side by side is the primary request an associated item stands
    /// with; an approval of something else beside an operation is not. Criteria and an indication met
    /// or matched, in the singular too.
    @Test func anApprovedOperationAndCriteriaMatched() {
        let approved = ["follows-primary-approved"]
        #expect(Self.ids("With the knee arthroplasty approved, a walker will be needed in the first weeks.", .overturned) == approved)
        #expect(Self.ids("Following the authorized shoulder repair, the surgeon prescribed a sling.", .overturned) == approved)
        #expect(Self.ids("She has finished the 12 authorized visits after her arthroplasty, and her flexion improved.", .overturned)
                == ["functional-improvement"])
        #expect(Self.ids("The guideline's indication for orthotics is met.", .overturned) == ["criteria-met"])
        #expect(Self.ids("Her circumstances match the guideline's indication for a topical agent.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The block is indicated in this case.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The guideline's recommendation applies to this patient.", .overturned) == ["criteria-met"])
        #expect(Self.ids("A block is indicated when pain is non-radicular.", .overturned).isEmpty)
    }

    /// A decision said already made ("was found not medically necessary above") is another item's, not
    /// the sentence's verdict: the primary request denied. The item's own verdict states nothing.
    @Test func aDecisionAlreadyMadeIsAnotherItems() {
        #expect(Self.ids("The discectomy itself was found not medically necessary above.") == ["follows-primary-denied"])
        #expect(Self.ids("The request for surgery is not medically necessary.").isEmpty)
        #expect(Self.ids("The surgery was found not medically necessary by the utilization review.").isEmpty)
    }

    /// The guideline's own voice in more of its forms: a person no one in particular ("any patient on
    /// opioids"), a clause opened by "once", a sentence opened "Under the MTUS", a limit it sets ("no more
    /// than two levels") though the words carry their negation; the same words of this request count.
    @Test func theGuidelinesVoiceInMoreForms() {
        #expect(Self.ids("Guidelines call for a urine drug screen in any patient on long-term opioids without a pain agreement.").isEmpty)
        #expect(Self.ids("The patient has no urine drug screen on file.") == ["no-opioid-monitoring"])
        #expect(Self.ids("Under the MTUS, acupuncture may continue past the first six visits once functional improvement is documented.")
                .isEmpty)
        #expect(Self.ids("ODG limits medial branch blocks to no more than two levels.", .overturned).isEmpty)
        #expect(Self.ids("The two levels requested are no more than the ODG allows.", .overturned) == ["within-guideline-quantity"])
    }

    /// The request's quantity set against the guideline's limit in one clause is within it; its quantity
    /// alone says nothing. N times the guideline's course, more visits taking the total past it, exceed.
    @Test func aQuantityAgainstTheLimit() {
        #expect(Self.ids("ODG recommends cold therapy for up to 7 days, and the request is for 7 days.", .overturned)
                == ["within-guideline-quantity"])
        #expect(Self.ids("The request is for 30 tablets, one at bedtime.", .overturned).isEmpty)
        #expect(Self.ids("The request is for a 30-day rental, four times the period the guideline supports.")
                == ["exceeds-guideline-quantity"])
        #expect(Self.ids("Eight further visits would take the total to 28, well beyond the maximum the guideline allows.")
                == ["exceeds-guideline-quantity"])
    }

    /// What care is for or what the patient hopes for is no gain it brought; a claim not made is no term
    /// of the request left out; a result not to be used for a plan, why a drug was given, a trial not had,
    /// a diagnosis lacking, a measure of the patient above a limit: each its reason.
    @Test func aimsClaimsAndWhatTheRecordsLack() {
        #expect(Self.ids("The time to produce functional improvement is 3 to 6 treatments.", .overturned).isEmpty)
        #expect(Self.ids("He wishes to return to work as a driver.", .overturned).isEmpty)
        #expect(Self.ids("The physician did not state that a lesion would be treated.").isEmpty)
        #expect(Self.ids("The request does not state the number of visits.") == ["request-incomplete"])
        #expect(Self.ids("The provider does not say the study would be used to plan a procedure.") == ["no-surgical-plan"])
        #expect(Self.ids("The notes do not mention why the patches were given.") == ["no-rationale-given"])
        #expect(Self.ids("There is no behavioral therapy or trial of medication on record.") == ["conservative-care-not-tried"])
        #expect(Self.ids("Her diagnoses do not include fracture or spondylolisthesis.") == ["indication-absent"])
        #expect(Self.ids("His body mass index of 44 is above the limit, so the criteria are not met.") == ["indication-absent"])
    }

    /// A scale named before its numbers (an index, an inventory) that held one value says there was no
    /// improvement, as two measurements in a unit do; not one that changed, not on the other side.
    @Test func aScoreThatHeldIsNoImprovement() {
        let nfi = ["no-functional-improvement"]
        #expect(Self.ids("Her Oswestry index was 42 before therapy and 40 after it.") == nfi)
        #expect(Self.ids("The Beck Depression Inventory is unchanged at 29 after eight sessions.") == nfi)
        #expect(Self.ids("Her Oswestry index was 42 before therapy and 24 after it.").isEmpty)
        #expect(Self.ids("Her Oswestry index was 42 before therapy and 40 after it.", .overturned).isEmpty)
    }

    /// On the overturning side a fact's negation is its own verb's, right before it: a negation of
    /// another verb earlier in its part leaves the fact standing.
    @Test func anApprovalStandsBesideAnotherVerbsNegation() {
        #expect(Self.ids("He will not be able to drive following the lumbar fusion which was certified on 08/19/2016.", .overturned)
                == ["follows-primary-approved"])
        #expect(Self.ids("The lumbar fusion was not certified.", .overturned).isEmpty)
    }

    /// A home program kept up or to be carried on suffices; a long use said "since at least" a month or a
    /// year, told alone, is the history (since the seventy-ninth round), as one since a date written in numbers is.
    @Test func aHomeProgramKeptUpAndAUseSinceAtLeast() {
        #expect(Self.ids("She reports doing her home exercises daily.") == ["home-exercise-sufficient"])
        #expect(Self.ids("His home program can be continued without a therapist.") == ["home-exercise-sufficient"])
        #expect(Self.ids("He has been taking Soma since at least June 2014.").isEmpty)
        #expect(Self.ids("He has been taking the patches since at least 11/02/2016.").isEmpty)
    }

    /// A home program the patient was never taught cannot suffice; one taught and kept up still does.
    @Test func aHomeProgramNeverTaughtDoesNotSuffice() {
        #expect(!Self.ids("She was never instructed in a home exercise program by her therapist.").contains("home-exercise-sufficient"))
        #expect(!Self.ids("He has not been taught a home program.").contains("home-exercise-sufficient"))
        #expect(Self.ids("He was taught a home exercise program at discharge and can continue it independently.")
                == ["home-exercise-sufficient"])
        #expect(Self.ids("She should be able to continue her home exercise program on her own.") == ["home-exercise-sufficient"])
    }

    /// A laboratory value measured or not is an indication's test, not the treatment's effect: no
    /// functional improvement only where what was not measured is pain or function.
    @Test func aLaboratoryValueNotMeasuredIsNoFunctionalMeasure() {
        #expect(!Self.ids("No vitamin D level has been measured to support the supplement.").contains("no-functional-improvement"))
        #expect(!Self.ids("Serum testosterone has not been measured.").contains("no-functional-improvement"))
        #expect(Self.ids("Her pain level has not been measured since the injections began.") == ["no-functional-improvement"])
        #expect(Self.ids("No change in function has been measured since the injections began.") == ["no-functional-improvement"])
        #expect(Self.ids("Pain fell from 8/10 to 3/10 with the medication, and her liver function was measured in May.", .overturned)
                == ["functional-improvement"])
    }

    /// The notice closing an opioid item, however worded, says what the decision does not mean: no
    /// reason. The same words beside a reason in a sentence of its own leave that reason.
    @Test func theNoticeNotToStopAbruptlyIsNoReason() {
        #expect(Self.ids("This decision is not a recommendation that the opioid be stopped abruptly.").isEmpty)
        #expect(Self.ids("The determination does not mean that she should discontinue the medication suddenly.").isEmpty)
        #expect(Self.ids("It does not recommend abrupt discontinuation; the physician may taper as he sees fit.").isEmpty)
        #expect(Self.ids("Nothing here means he must stop it all at once.").isEmpty)
        #expect(Self.ids("There is no urine drug screen on file, and the four A's are not documented.") == ["no-opioid-monitoring"])
        #expect(Self.ids("She stopped the medication abruptly in June.").isEmpty)
        #expect(Self.ids("Tramadol is not recommended for chronic neck pain.") == ["not-recommended"])
    }

    /// The reviewer placing the patient among those the guideline names ("the kind of patient for whom
    /// the MTUS supports it") says the criteria are met; the guideline naming them itself does not.
    @Test func thePatientTheGuidelineNamesMeetsItsCriteria() {
        let met = ["criteria-met"]
        #expect(Self.ids("He is exactly the kind of patient for whom the guidelines recommend a functional restoration program.", .overturned) == met)
        #expect(Self.ids("Her findings place her in the group for whom the ODG favors a selective agent.", .overturned) == met)
        #expect(Self.ids("This is the situation in which ACOEM supports a repeat radiograph.", .overturned) == met)
        #expect(Self.ids("A flare of this sort is precisely the use the guideline endorses.", .overturned) == met)
        #expect(Self.ids("The guideline condition for a purchase is met in this case.", .overturned) == met)
        #expect(Self.ids("Guidelines recommend psychotherapy for patients in whom depression limits function.", .overturned).isEmpty)
        #expect(Self.ids("The ODG supports a repeat MRI in the situation in which there is a significant change in symptoms.", .overturned).isEmpty)
        #expect(Self.ids("He is not the kind of patient for whom the guideline recommends an opioid.", .overturned).isEmpty,
                "an overturned item's reasons are never its denial's")
    }

    /// A quantity not carried past the guideline's, said with a negated verb of going, is within it.
    @Test func aQuantityNotCarriedPastTheGuidelineIsWithinIt() {
        let within = ["within-guideline-quantity"]
        #expect(Self.ids("The six visits requested do not go beyond that allowance.", .overturned) == within)
        #expect(Self.ids("The four visits in dispute do not take him past the number the ODG sets.", .overturned) == within)
        #expect(Self.ids("A ten-day rental matches the period of use the guideline recommends.", .overturned) == within)
        #expect(Self.ids("He did not go beyond the second block before resting.", .overturned).isEmpty)
    }

    /// A count of visits had since a month is a count, which says nothing until it is set against the guideline's
    /// number; a drug taken since long ago, told alone, is the history too (since the seventy-ninth round).
    @Test func aCountOfVisitsSinceAMonthIsNoCourseTooLong() {
        #expect(Self.ids("He has completed 12 physical therapy sessions since August.").isEmpty)
        #expect(Self.ids("Eight chiropractic visits have been attended since October.").isEmpty)
        #expect(Self.ids("She has taken Flexeril nightly since March 2015.").isEmpty)
        #expect(Self.ids("He has been prescribed the patches monthly for years.").isEmpty)
    }

    /// The injury's history (a fracture sustained, an operation fixing one) is what happened, not the
    /// findings the guideline requires; a study or examination showing one is.
    @Test func anInjurysHistoryIsNoObjectiveFinding() {
        #expect(Self.ids("The claimant sustained a fracture of the left wrist in a fall in 2015.", .overturned).isEmpty)
        #expect(Self.ids("She underwent internal fixation of a right ankle fracture on 10/02/2016.", .overturned).isEmpty)
        #expect(Self.ids("The CT of 11/02/2016 shows a fracture of the L1 vertebral body.", .overturned) == ["objective-findings"])
        #expect(Self.ids("On examination there is a positive Spurling test and weakness of the left triceps.", .overturned)
                == ["objective-findings"])
    }

    /// A primary request's denial said already made by any verb of deciding, and the associated item
    /// falling with it; a denial not yet made, or the review's own verdict, is not.
    @Test func aDenialAlreadyDeterminedCarriesTheAssociatedItem() {
        let follows = ["follows-primary-denied"]
        #expect(Self.ids("As the knee arthroscopy has been determined to be not medically necessary, the crutches are not either.") == follows)
        #expect(Self.ids("The fusion was judged not medically necessary above, so the bone stimulator is likewise not medically necessary.")
                == follows)
        #expect(Self.ids("Whether the fusion is medically necessary has not been determined by the surgeon.").isEmpty)
    }

    /// Care or testing more often than the guideline's, or a course longer than a short one, is more than
    /// it allows; more frequent testing that nothing would warrant is not.
    @Test func moreOftenThanTheGuidelineIsMoreThanItAllows() {
        let exceeds = ["exceeds-guideline-quantity"]
        #expect(Self.ids("A third screen within two months is more frequent testing than the ODG supports for a low-risk patient.") == exceeds)
        #expect(Self.ids("Ninety tablets is a month's supply, which is more than a short course.") == exceeds)
        #expect(Self.ids("Twelve more visits would more than double the number the ODG recommends for a sprain.") == exceeds)
        #expect(!Self.ids("Nothing in the records would warrant more frequent testing.").contains("exceeds-guideline-quantity"))
    }

    /// Care that did not do enough (no progress, not sufficient, a relief that lasted only weeks, pain
    /// worse than before) failed, in an overturned item; the same words of something else do not.
    @Test func careThatDidNotDoEnoughFailed() {
        let failed = ["conservative-care-failed"]
        #expect(Self.ids("She completed six therapy visits and a course of naproxen and made no progress in her grip.", .overturned) == failed)
        #expect(Self.ids("A wrist splint has not been sufficient to control his symptoms.", .overturned) == failed)
        #expect(Self.ids("The last injection helped for less than a month.", .overturned) == failed)
        #expect(Self.ids("He took duloxetine for three months without any change in his pain.", .overturned) == failed)
        #expect(Self.ids("The physician explains why a home program alone is not sufficient for her.", .overturned).isEmpty)
    }

    /// A condition's word absent where an examination looked is what the examination did not show; the
    /// same word absent from the history is an indication absent.
    @Test func whatAnExaminationDidNotShowIsItsSilence() {
        #expect(Self.ids("No muscle spasm was found on palpation of the lumbar paraspinals.") == ["no-objective-findings"])
        #expect(Self.ids("Spasm was not noted on this examination.") == ["no-objective-findings"])
        #expect(Self.ids("He has no history of muscle spasm.") == ["indication-absent"])
    }

    /// The verdict in other words ("is appropriate", "is reasonable"), in a few words with no cause, only
    /// concludes; with the guideline or a cause beside it, it states the criteria met.
    @Test func theVerdictInOtherWordsOnlyConcludes() {
        #expect(Self.ids("A pain management consultation is appropriate.", .overturned).isEmpty)
        #expect(Self.ids("The cervical MRI was, thus, indicated.", .overturned).isEmpty)
        #expect(Self.ids("Continuing the patch at this dose is reasonable.", .overturned).isEmpty)
        #expect(Self.ids("The frequency of this request is reasonable and the home care would appear indicated per the guidelines.",
                         .overturned) == ["criteria-met"])
        #expect(Self.ids("A consultation is appropriate because the pain has persisted beyond three months.", .overturned) != [])
    }

    /// The requested treatment itself never tried is a first trial asked for, not conservative care left
    /// untried; other care never tried, or something about the treatment never tried, still is.
    @Test func theRequestedTreatmentNeverTriedIsAFirstTrial() {
        func ids(_ rationale: String, _ request: String) -> [String] {
            let treatment = TreatmentNormalizer.normalize(request).map { ReasonReader.Treatment(key: $0.key, kind: $0.kind) }
            return ReasonReader.reasons(in: rationale, decision: .upheld, treatment: treatment).map(\.id)
        }
        #expect(ids("She has never had acupuncture for her neck.", "Acupuncture x 6").isEmpty)
        #expect(ids("He has not received chiropractic care before.", "Chiropractic manipulation 2x4 lumbar").isEmpty)
        #expect(ids("She has never had physical therapy for her neck.", "Acupuncture x 6") == ["conservative-care-not-tried"])
        #expect(ids("No record shows what changes to the therapy plan have been tried that would justify a gym membership.",
                    "Gym membership") == ["conservative-care-not-tried"])
    }
}

