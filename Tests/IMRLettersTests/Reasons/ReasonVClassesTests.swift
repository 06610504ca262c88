import Testing
@testable import IMRLetters
@testable import IMRModel

/// The fifteenth round's classes (issue 30: set V's misses and false reasons judged against the spec), on wordings
/// written for these tests: the criteria met as the cause before a verdict, the risk factors present, a gain in function
/// missing, a limit named by "that", the course called long-term use, care already certified or a consultation already
/// had, the same kind of study had already, an indication looked for and not found, no job to go back to, symptoms
/// that went on after care, and a range of motion that is no quantity. Each both ways: the sentence that states it,
/// and those that must not (the guideline's restatement, the other side, the negation, another reason's words).
@Suite struct ReasonVClassesTests {
    /// "..., so the criteria are met and the X is medically necessary": the criteria met are the verdict's cause,
    /// not the verdict in other words; "so it is reasonable and medically necessary" still only concludes.
    @Test func theCriteriaMetBeforeTheVerdict() {
        #expect(ReasonUnseenTests.ids("She has taken tramadol daily since the spring and her last screen was a year ago, so the criteria "
                         + "are met and the drug test is medically necessary.", .overturned) == ["criteria-met"])
        #expect(ReasonUnseenTests.ids("Therefore the guideline's criteria have been met and the block is medically necessary.", .overturned)
                == ["criteria-met"])
        #expect(ReasonUnseenTests.ids("Therefore the injection is reasonable and medically necessary.", .overturned).isEmpty)
        #expect(ReasonUnseenTests.ids("So the request is medically necessary.", .overturned).isEmpty)
    }

    /// The risk factors the guideline names, present ("she has both risk factors", "at high risk of a bleed"), are
    /// criteria met on an overturned item; their absence on an upheld one is the indication absent, as before.
    @Test func theRiskFactorsPresent() {
        #expect(ReasonUnseenTests.ids("She is 70 and takes warfarin, so she has both risk factors the guideline names for a proton pump "
                         + "inhibitor.", .overturned) == ["criteria-met"])
        #expect(ReasonUnseenTests.ids("Her age and the daily aspirin put her at high risk of a gastrointestinal bleed.", .overturned)
                == ["criteria-met"])
        #expect(ReasonUnseenTests.ids("There are no gastrointestinal risk factors documented.") == ["indication-absent"])
    }

    /// "No gain in function" is no functional improvement, as "no functional gain" is; a gain in function shown is not.
    @Test func noGainInFunction() {
        #expect(ReasonUnseenTests.ids("The notes record no gain in function after the eight chiropractic visits.") == ["no-functional-improvement"])
        #expect(ReasonUnseenTests.ids("The notes record a clear gain in function after the eight chiropractic visits.").isEmpty)
    }

    /// A limit named before and then by "that" or "this" ("beyond that limit") is a quantity past the guideline's.
    @Test func aLimitNamedByThat() {
        #expect(ReasonUnseenTests.ids("Ten sessions of acupuncture have been requested in all, which is well beyond that limit.")
                == ["exceeds-guideline-quantity"])
        #expect(ReasonUnseenTests.ids("Ten sessions of acupuncture in all would go past this limit.") == ["exceeds-guideline-quantity"])
    }

    /// The course called long-term use, with its negation ("which is not supported"), is a course too long; long-term
    /// use named in a guideline's condition is not.
    @Test func theCourseCalledLongTermUse() {
        #expect(ReasonUnseenTests.ids("Nightly zolpidem since April is long-term use that the guideline does not support.")
                == ["exceeds-guideline-quantity"])
        #expect(ReasonUnseenTests.ids("Her use of the muscle relaxant since March amounts to long-term use, which the guideline does not endorse.")
                == ["exceeds-guideline-quantity"])
    }

    /// Part of the care already certified ("have already been certified"), a consultation had already, care it led to
    /// still under way ("which is in progress"): more waits on what was authorized. Care not in progress is not.
    @Test func careAlreadyCertifiedOrUnderWay() {
        #expect(ReasonUnseenTests.ids("Eight visits have already been certified, and she has attended two of them.") == ["pending-prior-treatment"])
        #expect(ReasonUnseenTests.ids("A hand surgeon already evaluated her in October and advised splinting, which is in progress.")
                == ["pending-prior-treatment"])
        #expect(ReasonUnseenTests.ids("No rehabilitation program is in progress.").isEmpty)
    }

    /// The same kind of study had already ("already had lumbar films in May") is the study done recently, not a course
    /// too long; "already had 12 visits" stays a quantity.
    @Test func theSameStudyHadAlready() {
        #expect(ReasonUnseenTests.ids("He already had cervical films in May that showed mild disc narrowing.") == ["pending-prior-treatment"])
        #expect(ReasonUnseenTests.ids("She already had 12 visits of therapy this year.") == ["exceeds-guideline-quantity"])
    }

    /// An indication for the request looked for and not found ("I cannot find an indication for", "no indication for
    /// repeat testing") is the indication absent, not monitoring missing; "without further indication for imaging"
    /// before a verdict only concludes.
    @Test func anIndicationLookedForAndNotFound() {
        #expect(ReasonUnseenTests.ids("I cannot find an indication for a three-phase bone scan in these records.") == ["indication-absent"])
        #expect(ReasonUnseenTests.ids("There is no indication for a repeat urine drug screen this soon.") == ["indication-absent"])
        #expect(ReasonUnseenTests.ids("Without further indication for imaging, the request for the CT is not medically necessary.").isEmpty)
    }

    /// No job to go back to is the indication of a work conditioning program absent.
    @Test func noJobToGoBackTo() {
        #expect(ReasonUnseenTests.ids("The employer has closed, so she has no job to return to.") == ["indication-absent"])
        #expect(ReasonUnseenTests.ids("He has no position to return to at the warehouse.") == ["indication-absent"])
    }

    /// Care used, and symptoms that went on after it ("yet the symptoms continue", "symptoms have continued after"):
    /// care that failed, on an overturned item. Symptoms described alone are not.
    @Test func symptomsThatWentOnAfterCare() {
        #expect(ReasonUnseenTests.ids("She has used a wrist splint at night and taken naproxen for two months, yet her symptoms continue.",
                         .overturned) == ["conservative-care-failed"])
        #expect(ReasonUnseenTests.ids("His symptoms have continued after eight weeks of physical therapy and a steroid taper.", .overturned)
                == ["conservative-care-failed"])
        #expect(ReasonUnseenTests.ids("Her symptoms continue at night.", .overturned).isEmpty)
    }

    /// A range of motion measured ("abduction limited to 90 degrees") is a finding, not a quantity within the guideline;
    /// what a test is to guide is its purpose, not a gain it brought.
    @Test func aRangeOfMotionAndAPurpose() {
        #expect(!ReasonUnseenTests.ids("She has abduction limited to 90 degrees and pain at night.", .overturned).contains("within-guideline-quantity"))
        #expect(ReasonUnseenTests.ids("Twelve visits are limited to the number the guideline allows.", .overturned) == ["within-guideline-quantity"])
        #expect(ReasonUnseenTests.ids("The evaluation will describe his deficits and guide his return to work.", .overturned).isEmpty)
    }
}
