import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The eleventh round's classes of sentence (issue 30, sets O and P read by class), on wordings written for
/// these tests: what a guideline's verb of saying reports, a phrase ending in a word of grammar, the patient
/// said to lack what a treatment is for in clinical terms, and an overturned item's signs and care that failed
/// stated without the reason's words. Each both ways: the sentence that states it, and those that must not
/// (the guideline's restatement, the negation, the other side, another reason's words).
@Suite struct ReasonClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonReader.reasons(in: rationale, decision: decision).map(\.id)
    }

    /// After "The MTUS states that", "The ODG describes", "The ACOEM chapter explains", the patient named is
    /// the one the guideline imagines: the sentence restates it, as one naming no patient does. Only its own
    /// "not recommended" stands, as the spec's "The MTUS does not recommend ..." does. A part joined after it
    /// that speaks of this case is read; "the notes state" names no guideline.
    @Test func whatAGuidelinesVerbOfSayingReportsIsTheGuidelines() {
        #expect(Self.ids("The MTUS states that a power wheelchair is not indicated if the patient can propel a manual chair "
                         + "or has a caregiver.").isEmpty)
        #expect(Self.ids("The ODG describes fusion as a last resort and lists among its criteria that the patient has failed six "
                         + "months of conservative care and has no untreated psychiatric illness.").isEmpty)
        #expect(Self.ids("The ACOEM chapter explains that traction has not been shown to give lasting relief and that most "
                         + "patients do not benefit.") == ["not-recommended"])
        #expect(Self.ids("The ODG states that shockwave therapy is not recommended for the lumbar spine.") == ["not-recommended"])

        #expect(Self.ids("The MTUS states that tramadol is not a first-line analgesic, and this patient has not tried acetaminophen.")
                == ["first-line-not-tried"])
        #expect(Self.ids("The guidelines state that therapy should bring functional improvement; she has had no improvement after "
                         + "12 visits.") == ["no-functional-improvement"])
        #expect(Self.ids("The guidelines state that therapy should bring functional improvement, and there is no record of any "
                         + "improvement after 12 visits.") == ["no-functional-improvement"])
        #expect(Self.ids("Per the notes of 10/12/2016, he has not had any physical therapy.") == ["conservative-care-not-tried"])
    }

    /// Another item's decision said where the letter gave it ("upheld above", "found medically necessary earlier in
    /// this review", "denied in a separate review"), with its cause: the cause is that item's, and the sentence
    /// states only that this item follows it. Not "as noted above", nor a cause of this item's own.
    @Test func anotherItemsDecisionToldWithItsCause() {
        #expect(Self.ids("The MRI was upheld above, as there was no red flag and the patient had just begun therapy.")
                == ["follows-primary-denied"])
        #expect(Self.ids("The left carpal tunnel release was found medically necessary earlier in this review, based on positive "
                         + "Phalen and Tinel signs.", .overturned) == ["follows-primary-approved"])
        #expect(Self.ids("The shoulder arthroscopy was denied in a separate review, because no tear was shown.") == ["follows-primary-denied"])
        #expect(Self.ids("As noted above, there is no red flag on examination.") == ["no-objective-findings"])
        #expect(Self.ids("There is no red flag, as the examination above shows.") == ["no-objective-findings"])
    }

    /// "reduction in" is no start of "reduction internal fixation": an operation's name states no improvement.
    @Test func aPhraseEndingInAWordOfGrammarEndsAWord() {
        #expect(Self.ids("He underwent open reduction internal fixation of the wrist on 11/02/2016.", .overturned).isEmpty)
        #expect(Self.ids("The patient reports a reduction in pain from 8/10 to 4/10 with the medication.", .overturned)
                == ["functional-improvement"])
    }

    /// A need denied, a state or program the patient is not in, a condition the notes describe none of, the
    /// criteria none of which is present, the indication named by a relative clause: `indication-absent` in an
    /// upheld item. Not where the sentence names a specific reason, nor without the negation, nor in the
    /// guideline's voice or its condition, nor in an overturned item.
    @Test func thePatientSaidToLackWhatTheTreatmentIsFor() {
        #expect(Self.ids("She needs no skilled nursing care.") == ["indication-absent"])
        #expect(Self.ids("He is not having surgery or chemotherapy.") == ["indication-absent"])
        #expect(Self.ids("The claimant is not enrolled in any exercise program to which the device would be an adjunct.")
                == ["indication-absent"])
        #expect(Self.ids("The notes describe no acute flare or new injury.") == ["indication-absent"])
        #expect(Self.ids("None of the selection criteria for a trial of the unit are present.") == ["indication-absent"])
        #expect(Self.ids("There is no neuropathic diagnosis for which a topical anesthetic would be indicated.") == ["indication-absent"])

        #expect(Self.ids("He does not have a neurologic deficit on examination.") == ["no-objective-findings"])
        #expect(Self.ids("She needs skilled nursing care three times a week.").isEmpty)
        #expect(Self.ids("He is having surgery next month.").isEmpty)
        #expect(Self.ids("Patients who need no skilled care are not candidates for home health.").isEmpty)
        #expect(Self.ids("If none of the criteria are present, the ODG does not support the unit.").isEmpty)
        #expect(Self.ids("She needs no assistance with bathing since the surgery.", .overturned).isEmpty)
    }

    /// In an overturned item: signs an examination finds (palpable spasm, triggering, laxity) are
    /// `objective-findings`, not a spasm felt in the history nor one said absent; care had with what is left
    /// after it ("with only two weeks of relief", "his pain is worse", "have not restored motion") is
    /// `conservative-care-failed`, not the guideline's condition nor care that worked; the case named as
    /// "exactly what the guideline describes" is `criteria-met`.
    @Test func anOverturnedItemsSignsAndCareThatFailedInClinicalTerms() {
        #expect(Self.ids("She has palpable trapezius spasm and reduced cervical rotation.", .overturned) == ["objective-findings"])
        #expect(Self.ids("He has reproducible triggering of the ring finger with a palpable nodule.", .overturned) == ["objective-findings"])
        #expect(Self.ids("He felt a sudden spasm in his back while lifting a box.", .overturned).isEmpty)
        #expect(Self.ids("There is no palpable spasm today.", .overturned).isEmpty)
        #expect(Self.ids("There is no palpable spasm on examination.") == ["no-objective-findings"])

        #expect(Self.ids("She wore a night splint and had a steroid injection, with only two weeks of relief.", .overturned)
                == ["conservative-care-failed"])
        #expect(Self.ids("He did 8 weeks of therapy and took naproxen, and his pain is worse.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Eight weeks of therapy and a subacromial injection have not restored motion.", .overturned)
                == ["conservative-care-failed"])
        #expect(Self.ids("Therapy in the spring restored his motion.", .overturned).isEmpty)
        #expect(Self.ids("The guideline supports surgery when pain persists despite therapy.", .overturned).isEmpty)

        #expect(Self.ids("Testing at the start of opioid therapy is exactly what the guideline describes.", .overturned) == ["criteria-met"])
    }

    /// Wordings of known reasons the definitions cover: a supply extended or a total gone beyond the
    /// guideline's (a short course taken is no excess, a short course set against is), what is left addressed
    /// by the home program the patient knows (not one never taught), the primary being certified.
    @Test func moreWordingsOfTheSameReasons() {
        #expect(Self.ids("Three more refills would extend her use of the relaxant into a fourth month.") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("Ten more visits would make 22 in all, which goes beyond the guideline's number.") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("He took a short course of cyclobenzaprine in May.").isEmpty)
        #expect(Self.ids("Use since March is not consistent with the short course the guideline describes.") == ["exceeds-guideline-quantity"])
        #expect(Self.ids("What weakness remains can be addressed through the home program he already knows.") == ["home-exercise-sufficient"])
        #expect(Self.ids("A home program was never taught, so what remains cannot be addressed through the home program.").isEmpty)
        #expect(Self.ids("Since the knee arthroplasty is being certified, a walker for the first weeks is reasonable.", .overturned)
                == ["follows-primary-approved"])
    }

    /// A treatment the guideline supports only beside other care ("except in conjunction with an exercise
    /// program") is a requirement restated, as "not recommended as an isolated intervention" is, and a need not
    /// shown is no `not-recommended`; the guideline's plain verdict on it still is.
    @Test func notRecommendedAloneButBesideOtherCareRestatesARequirement() {
        #expect(Self.ids("No quality evidence supports the unit except in conjunction with an exercise program.").isEmpty)
        #expect(Self.ids("The inpatient stay has not been shown to be necessary.").isEmpty)
        #expect(Self.ids("There is no quality evidence supporting the unit, used alone or otherwise.") == ["not-recommended"])
        #expect(Self.ids("Ultrasound therapy is not recommended for chronic low back pain.") == ["not-recommended"])
    }
}
