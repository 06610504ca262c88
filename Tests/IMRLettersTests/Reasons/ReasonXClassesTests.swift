import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventeenth round's classes (issue 30: set X's false reasons, read as a fresh writer's, and the tuning sets' weakest
/// families, judged against the spec, for precision), on wordings written for these tests: care had told alone, symptoms
/// the history has or lacks beside a pain's kind, a record not found in the file, a diagnosis's criteria, the patient's own
/// dose, the UR's modification, what the patient does told as the request's terms, therapy authorized and not begun, a
/// second claim joined to a flat "not recommended". Each both ways where a reading stays.
@Suite struct ReasonXClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] { ReasonUnseenTests.ids(rationale, decision) }

    /// Care had, told alone, is the history: the care that failed needs what is left after it, its failure, or "already".
    @Test func careHadAloneIsTheHistory() {
        #expect(Self.ids("This 44 year old female hurt the right wrist on 03/02/2015 and has been treated with medications, splinting and therapy.",
                         .overturned).isEmpty)
        #expect(Self.ids("He went to eleven hand therapy visits.", .overturned).isEmpty)
        #expect(Self.ids("She has had therapy and one facet injection.", .overturned).isEmpty)
        #expect(Self.ids("She has had ten sessions of physical therapy and a course of meloxicam, with her pain still rated 8/10.",
                         .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("He has already had conservative treatment.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Six weeks of splinting and naproxen brought no change.", .overturned) == ["conservative-care-failed"])
    }

    /// A pain's kind and the symptoms the history has or lacks ("without radicular features", "the pain is radicular, not
    /// facet-mediated") are the indication absent; radicular findings the examination did not show stay its finding.
    @Test func radicularSymptomsAreTheHistory() {
        #expect(Self.ids("Her pain is axial neck pain with no radicular component.") == ["indication-absent"])
        #expect(Self.ids("His leg pain is radicular, not facet-mediated.") == ["indication-absent"])
        #expect(Self.ids("He reports no radicular complaints at all.") == ["indication-absent"])
        #expect(Self.ids("The examination shows no radicular signs and no motor deficit.") == ["no-objective-findings"])
    }

    /// Spondylolisthesis, the diagnosis a brace or a fusion is for, is the history's; an examination named with "any" is
    /// where a sign was not found.
    @Test func aDiagnosisTheGuidelineNamesAndAnyExamination() {
        #expect(Self.ids("There is no spondylolisthesis or compression fracture in his history.") == ["indication-absent"])
        #expect(Self.ids("No clicking or locking is described on any examination of the knee.") == ["no-objective-findings"])
    }

    /// A record not found where it was looked for is no primary request denied; the monitoring it names is the reason.
    /// An operation "not ruled out" is none denied.
    @Test func aRecordNotFoundInTheFile() {
        #expect(Self.ids("No signed opioid agreement or recent urine drug test was found in the chart.") == ["no-opioid-monitoring"])
        #expect(!Self.ids("A spine surgery consultation is still pending, so surgery has not been ruled out.").contains("follows-primary-denied"))
        #expect(Self.ids("As the requested arthroscopy was not found medically necessary, the post-operative brace is not either.")
                == ["follows-primary-denied"])
    }

    /// A diagnosis's criteria met ("meets DSM-5 criteria for major depressive disorder") are the diagnosis, not the guideline's.
    @Test func aDiagnosisCriteriaAreNotTheGuidelines() {
        #expect(!Self.ids("He meets DSM-5 criteria for major depressive disorder.", .overturned).contains("criteria-met"))
        #expect(Self.ids("He meets the guideline's criteria for a trial of psychotherapy.", .overturned) == ["criteria-met"])
    }

    /// The patient's own dose ("has taken ... up to 4 grams a day") and the UR's modification are no quantity of the request
    /// set against the guideline.
    @Test func theDoseTakenAndTheURsModification() {
        #expect(Self.ids("She has taken ibuprofen up to 2400 mg a day since 2016.", .overturned).isEmpty)
        #expect(!Self.ids("The utilization review physician modified the request to a one-month supply.", .overturned)
                  .contains("within-guideline-quantity"))
        #expect(Self.ids("The request for up to 12 visits is within the guideline's recommendation.", .overturned) == ["within-guideline-quantity"])
    }

    /// What the patient does with the treatment ("how long he sleeps on it", "what she can do") is its effect, and the
    /// indication not stated is no term of the request left out.
    @Test func whatThePatientDoesIsNoTermOfTheRequest() {
        #expect(!Self.ids("The notes do not say how long he sleeps on the medication.").contains("request-incomplete"))
        #expect(!Self.ids("The notes give no pain scores and no description of what she can do.").contains("request-incomplete"))
        #expect(!Self.ids("The indication for the cream is not stated.").contains("request-incomplete"))
        #expect(Self.ids("The request does not say how long the brace would be rented.") == ["request-incomplete"])
    }

    /// Physical therapy authorized and not begun, for another item, is the conservative care not tried; more of the item's own
    /// care not begun waits on it.
    @Test func therapyAuthorizedAndNotBegun() {
        #expect(Self.ids("He has not yet started the physical therapy that was authorized last month.") == ["conservative-care-not-tried"])
        #expect(Self.ids("She has not yet begun the eight authorized chiropractic visits, so their effect is unknown.")
                == ["pending-prior-treatment"])
        #expect(!Self.ids("The remaining sessions are not medically necessary.").contains("pending-prior-treatment"))
    }

    /// A flat "not recommended" with a second claim joined to it ("... and is not indicated for long-term use") keeps its
    /// reason; "not recommended for long-term use" stays a course too long.
    @Test func aFlatNotRecommendedWithASecondClaim() {
        #expect(Self.ids("Soma is not recommended by the MTUS and is not indicated for long-term use.") == ["not-recommended"])
        #expect(!Self.ids("The ODG does not recommend benzodiazepines for long-term use.").contains("not-recommended"))
    }

    /// A treatment's worth in general is the guideline's; a note that "offers no measure" of the effect is this patient's gain
    /// missing.
    @Test func aTreatmentsWorthInGeneral() {
        #expect(!Self.ids("Per the ACOEM, a wrist brace offers no demonstrated benefit after the first weeks.").contains("no-functional-improvement"))
        #expect(Self.ids("The last note offers no measure of pain or walking tolerance before and after the injections.")
                == ["no-functional-improvement"])
    }

    /// What cannot be known until the sessions authorized are done waits on them; it is no gain missing.
    @Test func whatCannotBeKnownUntil() {
        #expect(Self.ids("Whether he shows measurable change cannot be known until the authorized visits are completed.")
                == ["pending-prior-treatment"])
        #expect(Self.ids("There has been no change in his medications and no new symptom that would prompt repeat testing.")
                != ["no-functional-improvement"])
    }

    /// "Within" a span of time says when something happened or returned, not a quantity within the guideline; attempts to go
    /// back to work that failed are no care that failed.
    @Test func withinATimeAndAttemptsToReturn() {
        #expect(Self.ids("The tingling came back within a month of each injection.", .overturned).isEmpty)
        #expect(Self.ids("Her two attempts to return to work as a cashier failed within a week.", .overturned).isEmpty)
        #expect(Self.ids("The 6 visits requested are within the guideline's recommendation.", .overturned) == ["within-guideline-quantity"])
    }

    /// What a device lets the patient do is its purpose, and the first and second lines not exhausted are first-line care
    /// untried, not conservative care.
    @Test func aDevicesPurposeAndLinesNotExhausted() {
        #expect(Self.ids("A shower chair allows him to sit while bathing.", .overturned) != ["functional-improvement"])
        #expect(Self.ids("With the medication she is able to walk two more blocks.", .overturned) == ["functional-improvement"])
        #expect(Self.ids("There is no evidence that first-line and secondary treatments were exhausted.") == ["first-line-not-tried"])
    }
}
