import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-ninth round's classes (issue 30: set BZ's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a finding read "consistent with" a diagnosis is still a finding; the case's own long duration beside "not recommended"
/// is no limit of the guideline's; the literature's doubt of a drug class is no gain missing; a study's missing evidence is a
/// finding missing; measures that rose or fell, and less pain by a share, are gains; what the patient needs help with is none;
/// the guideline's exceptions said not to apply are the indication absent; more care awaiting the response to what was authorized
/// is care pending alone; every criterion documented is the criteria met. Both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonBZClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// An examination's findings read as a diagnosis ("..., consistent with lateral epicondylitis") are findings present.
    @Test func findingsConsistentWithADiagnosis() {
        #expect(Self.ids("There is a diminished Achilles reflex on the right with weakness of plantar flexion, consistent with an S1 radiculopathy.",
                         .overturned, "Lumbar epidural steroid injection").contains("objective-findings"))
        #expect(Self.ids("The orthopedic examination documents point tenderness at the lateral epicondyle and pain on resisted wrist extension, consistent with lateral epicondylitis.",
                         .overturned, "Elbow strap").contains("objective-findings"))
        // Near miss: the guideline's own sentence of when a study helps names no finding of this case.
        #expect(!Self.ids("Electrodiagnostic studies may be considered when the history is consistent with radiculopathy.", .overturned,
                          "EMG of the lower extremities").contains("objective-findings"))
    }

    /// The patient's pain lasting "more than three years" beside "not recommended" is the treatment not recommended for a chronic
    /// condition; the guideline's own limit ("not recommended for more than two weeks", "no more than two") is not.
    @Test func theCasesDurationBesideNotRecommended() {
        #expect(Self.ids("His neck pain began more than four years ago, and a cervical collar is not recommended for a strain of this age.",
                         .upheld, "Soft cervical collar").contains("not-recommended"))
        #expect(Self.ids("A back brace is not recommended for this worker, whose pain has lasted for more than three years.",
                         .upheld, "Lumbar brace").contains("not-recommended"))
        #expect(!Self.ids("The MTUS states that occipital nerve blocks are not recommended for tension headaches, and that no more than two blocks should be given in any case.",
                          .upheld, "Occipital nerve block").contains("not-recommended"))
    }

    /// The literature's doubt of a drug class is the guideline's voice, no gain missing in this case; a gain not documented is.
    @Test func theLiteraturesDoubtOfADrugClass() {
        #expect(!Self.ids("For chronic neck pain, opioids give short-term relief at best, and long-term efficacy is unclear.",
                          .upheld, "Oxycodone 10mg #60").contains("no-functional-improvement"))
        #expect(Self.ids("The records describe no improvement in function or pain with the oxycodone taken since 2016.", .upheld,
                         "Oxycodone 10mg #60").contains("no-functional-improvement"))
        #expect(Self.ids("There is no documentation of long-term efficacy with the oxycodone taken since 2016.", .upheld,
                         "Oxycodone 10mg #60").contains("no-functional-improvement"))
    }

    /// What a study did not show is a finding missing.
    @Test func noEvidenceOnAStudy() {
        #expect(Self.ids("There is no radiographic evidence of patellofemoral arthrosis to justify the arthroscopy.", .upheld, "Left knee arthroscopy")
                    .contains("no-objective-findings"))
        #expect(Self.ids("The claimant has no MRI evidence of a labral tear.", .upheld, "Hip arthroscopy with labral repair")
                    .contains("no-objective-findings"))
    }

    /// A measure that rose or fell with the care, and less pain by a share, are gains; rising from a chair, a weight that rose and
    /// needing help with chores are not.
    @Test func measuresThatRoseOrFell() {
        #expect(Self.ids("Shoulder abduction rose from 80 to 150 degrees over the first eight visits.", .overturned, "Physical therapy x8")
                    .contains("functional-improvement"))
        #expect(Self.ids("The counselor documents a drop in the PHQ-9 from 18 to 9 after five sessions.", .overturned,
                         "Cognitive behavioral therapy x6").contains("functional-improvement"))
        #expect(Self.ids("He reports 30% less neck pain with the patches.", .overturned, "Lidoderm 5% patch #30")
                    .contains("functional-improvement"))
        #expect(!Self.ids("He still has trouble rising from a chair and walks only household distances.", .overturned,
                          "Home health aide").contains("functional-improvement"))
        #expect(!Self.ids("She lies down most of the afternoon and needs help with household chores and shopping.", .overturned,
                          "Functional restoration program x10 days").contains("functional-improvement"))
        #expect(!Self.ids("His weight has risen from 190 to 240 pounds since the injury.", .overturned, "Weight loss program")
                    .contains("functional-improvement"))
    }

    /// The guideline's exceptions said not to apply are the indication absent.
    @Test func theExceptionsDoNotApply() {
        #expect(Self.ids("None of these exceptions applies to her.", .upheld, "Lumbar corset").contains("indication-absent"))
        #expect(Self.ids("None of those exceptions is present in this claimant's case.", .upheld, "Lumbar corset").contains("indication-absent"))
    }

    /// More care waiting on the response to the visits authorized is care pending, not a gain missing.
    @Test func moreCareAwaitingTheResponse() {
        let pending = Self.ids("Further sessions cannot be certified until the functional response to the four approved sessions is documented.",
                               .upheld, "Acupuncture x4")
        #expect(pending.contains("pending-prior-treatment"))
        #expect(!pending.contains("no-functional-improvement"))
    }

    /// Every criterion documented is the criteria met.
    @Test func everyCriterionDocumented() {
        #expect(Self.ids("The psychological evaluation of 05/2018 addresses each of these criteria.", .overturned,
                         "Spinal cord stimulator trial").contains("criteria-met"))
    }
}
