import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-first round's classes (issue 30: set CO's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a motion measured short ("limited flexion") is an examination's finding, and its "limited" negates nothing beside
/// it; a test of the mind or the nerves that documents what it found states the finding; the case that "meets" the criteria
/// has them met; function lost is no examination's finding; the employer's silence is no request's. Wordings written for these
/// tests.
@Suite struct ReasonCOClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Spasm and a limited motion found on examination are what it found, not its silence; the silence still reads.
    @Test func aMotionMeasuredShortNegatesNothing() {
        #expect(!Self.ids("The visit of 03/14/2017 recorded trapezius spasm and limited cervical rotation.", .upheld, "Tizanidine 4mg #60")
            .contains("no-objective-findings"))
        #expect(!Self.ids("His last examination notes tenderness and spasm with extension limited to 10 degrees.", .upheld,
                          "Chiropractic 6 visits").contains("no-objective-findings"))
        #expect(Self.ids("The examination shows limited flexion but no neurologic deficit and no red flag.", .upheld, "MRI of the lumbar spine")
            .contains("no-objective-findings"))
        #expect(Self.ids("There is limited documentation of any neurologic deficit.", .upheld, "EMG of the lower extremities")
            .contains("no-objective-findings"))
    }

    /// A test of the mind or the nerves that reports what it found states the finding; a drug screen's testing is monitoring,
    /// and a functional evaluation documents function.
    @Test func aTestReportsItsFindings() {
        #expect(Self.ids("The psychological testing showed severe anxiety and a depressed mood.", .overturned, "Cognitive behavioral therapy")
            .contains("objective-findings"))
        #expect(Self.ids("Electrodiagnostic testing documented an acute left L4 radiculopathy.", .overturned, "Lumbar epidural steroid injection")
            .contains("objective-findings"))
        #expect(!Self.ids("Random urine testing showed results consistent with the prescribed medication.", .overturned, "Norco 10/325mg #90")
            .contains("objective-findings"))
        #expect(!Self.ids("The functional capacity evaluation of 5/2019 documents a lifting tolerance of 20 pounds.", .overturned,
                          "Functional restoration program").contains("objective-findings"))
    }

    /// The case said to meet the guideline's criteria or indications, in the verb's present: the criteria met.
    @Test func theCaseMeetsTheCriteria() {
        #expect(Self.ids("What the urgent care physician recorded meets the Ottawa criteria for an x-ray of the ankle.", .overturned,
                         "X-rays of the right ankle").contains("criteria-met"))
        #expect(Self.ids("With two failed courses of therapy he meets the ODG indications for the release.", .overturned,
                         "Carpal tunnel release").contains("criteria-met"))
    }

    /// Function lost is the patient's state or a risk, not what an examination found; a sign beside it still is.
    @Test func functionLostIsNoExaminationsFinding() {
        #expect(!Self.ids("Halving the dose at once would risk withdrawal and loss of the function he has regained with it.", .overturned,
                          "Norco 10/325mg #60").contains("objective-findings"))
        #expect(!Self.ids("He has had physical therapy, injections and medications without success, and he has a significant loss of the "
                          + "ability to function independently.", .overturned, "Functional restoration program").contains("objective-findings"))
        #expect(!Self.ids("His treating physician reports a marked loss of function, with help needed for dressing and cooking.", .overturned,
                          "Functional restoration program").contains("objective-findings"))
        #expect(Self.ids("The examination shows quadriceps atrophy and 4/5 knee extension strength.", .overturned, "Physical therapy 8 visits")
            .contains("objective-findings"))
    }

    /// What the employer has not said is the case's facts, not a term the request left out; the request's own silence is.
    @Test func anEmployersSilenceIsNoRequestIncomplete() {
        #expect(!Self.ids("The employer did not state whether light duty could be offered.", .upheld, "Work conditioning 10 visits")
            .contains("request-incomplete"))
        #expect(Self.ids("The request does not state whether the unit is to be rented or bought.", .upheld, "TENS unit")
            .contains("request-incomplete"))
    }
}
