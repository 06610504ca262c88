import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// Requests as the other hands behind a letter write them: a follow-up with whoever sees the patient, a
/// hormone by any route, the requesting clinician's name with initials, abbreviations whose meaning
/// depends on what else the request names. Wordings of my own, none from a measured set.
@Suite struct TreatmentRequestReadingTests {
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }
    static func doubt(_ text: String) -> [String] { TreatmentNormalizer.normalize(text)?.doubt ?? ["(no key)"] }

    /// Office visits and follow-ups are one (docs/treatment-identity.md), whoever the follow-up is with;
    /// a referral or a consultation of a specialist stays the specialist's.
    @Test(arguments: [
        "Follow-up visit with the spine surgeon in 8 weeks",
        "Return visit to neurology x 1",
        "F/U with pain management monthly x 3",
        "Med mgmt visit every 4-6 weeks",
        "f/u appt with orthopaedist, 1 visit",
        "Office visit",
    ])
    func aFollowUpWithASpecialistIsAnOfficeVisit(text: String) {
        #expect(Self.identity(text) == "office visit")
    }

    @Test func aReferralOrAConsultationStaysTheSpecialists() {
        #expect(Self.identity("Orthopedic follow-up consultation") == "orthopedic surgery consultation")
        #expect(Self.identity("Referral to a neurologist for follow up") == "neurology consultation")
        #expect(Self.identity("Second opinion with spine surgeon, follow-up as needed") == "spine surgery consultation")
        // A follow-up of a test or a treatment is that test or treatment again.
        #expect(Self.identity("Follow-up MRI of the cervical spine") == "MRI @ cervical spine")
        #expect(Self.identity("Follow up lumbar x-rays") == "X-ray @ lumbar spine")
    }

    /// Testosterone replacement is one recommendation whatever the route; other drugs given by
    /// injection are still their injection.
    @Test func aHormoneReplacedIsOneTreatmentWhateverTheRoute() {
        let forms = ["Testosterone enanthate 250 mg IM every 14 days", "Injection of testosterone cypionate 100 mg weekly",
                     "Androgel 1% gel, 2 packets daily", "Testosterone 4 mg/24 hr transdermal patch #30"]
        for form in forms { #expect(Self.identity(form) == "testosterone", "\(form)") }
        #expect(Self.identity("Ketorolac 30 mg IM injection") == "ketorolac injection")
        #expect(Self.identity("Toradol 60mg injection x1") == "ketorolac injection")
        #expect(Self.identity("Kenalog 40 mg injection, right knee") == "corticosteroid injection @ knee")
    }

    /// The requesting clinician's name after a title with initials is no doubt; a word that is not a
    /// name stays one.
    @Test func namesWithInitialsAfterATitleAreNoDoubt() {
        #expect(Self.doubt("Celecoxib 200 mg #30 - Dr. J. Q. Pemberton") == [])
        #expect(Self.doubt("Ortho consult per Dr. M. Abernathy-Ruiz") == [])
        #expect(Self.doubt("EMG bilateral upper extremities, NP R. Osei-Bonsu") == [])
        #expect(Self.doubt("Celecoxib 200 mg #30, frobnicated") == ["frobnicated"])
    }

    /// A spinal level written with a space after its letter names its region when a range of levels
    /// follows ("L 4-5", "C 5-6", "L 5-S1"); a side and a count ("L 2x6", "L 2-3x/week") name none.
    @Test func aSpacedLevelRangeNamesItsRegion() {
        #expect(Self.identity("MRI L 4-5 w/o contrast") == "MRI @ lumbar spine")
        #expect(Self.identity("Cervical ESI C 5-6") == Self.identity("ESI C5-6"))
        #expect(Self.identity("Transforaminal ESI L 5-S1") == "epidural steroid injection @ lumbar spine")
        #expect(Self.identity("PT L 2x6") == "physical therapy")
        #expect(Self.identity("PT L 2-3x/week x 4 weeks") == "physical therapy")
    }

    /// "LFT" is a liver function test in a list of labs and the left side just before a body part.
    @Test func lftBeforeABodyPartIsTheLeftSide() {
        #expect(Self.identity("lft knee MRI") == "MRI @ knee")
        #expect(Self.identity("X-ray lft shoulder 2 views") == "X-ray @ shoulder")
        #expect(Self.identity("CBC, LFT") == "complete blood count/liver function test")
        #expect(Self.identity("LFT q 6 months") == "liver function test")
    }

    /// The sacroiliac joint named alone asks for its injection; named with another procedure it is that
    /// procedure's site.
    @Test func theSacroiliacJointAloneIsItsInjection() {
        #expect(Self.identity("Right SI joint") == "sacroiliac joint injection @ pelvis")
        #expect(Self.identity("Injection of the left SI joint") == "sacroiliac joint injection @ pelvis")
        #expect(Self.identity("SI joint MRI") == "MRI @ pelvis")
        #expect(Self.identity("CT of the sacroiliac joints") == "CT @ pelvis")
        #expect(Self.identity("SI joint RFA left") == "radiofrequency ablation @ pelvis")
        #expect(Self.identity("PT for SI joint dysfunction 2x4") == "physical therapy @ pelvis")
    }

    /// A tooth names the head, as teeth do.
    @Test func aToothIsTheHead() {
        #expect(Self.identity("Root canal, tooth #14") == Self.identity("Root canal of the upper teeth"))
        #expect(Self.identity("Extraction of tooth #30") == "dental treatment")
    }

    /// A urine drug screen is a urinalysis for drugs: named with the screen, the urinalysis is its method,
    /// not a second test. Alone, a urinalysis is its own test.
    @Test(arguments: ["Random urinalysis for drug screening", "UA with drug screening, 4 per year",
                      "Urinalysis w/ urine drug testing (qualitative)", "Urine drug screen"])
    func aUrinalysisForDrugsIsTheDrugScreen(text: String) {
        #expect(Self.identity(text) == "urine drug screen")
    }

    @Test func aUrinalysisAloneOrWithAnotherTestIsAUrinalysis() {
        #expect(Self.identity("Urinalysis, routine with microscopy") == "urinalysis")
        #expect(Self.identity("Pre-op labs: CBC and UA") == "complete blood count/urinalysis")
    }

    /// "XR" is a release form beside a drug and an X-ray where nothing else is named.
    @Test func xrIsAnXRayOnlyWhereNoDrugIsNamed() {
        #expect(Self.identity("XR L shoulder 2 views") == "X-ray @ shoulder")
        #expect(Self.identity("XR lumbar spine flex/ext") == "X-ray @ lumbar spine")
        #expect(Self.identity("Tramadol XR 100 mg #30") == "tramadol")
        #expect(Self.identity("Oxycodone XR 10 mg #60") == Self.identity("OxyContin 10mg #60"))
    }

    /// "C/S" and "T/S" are spinal regions as "L/S" is.
    @Test func spinalRegionsWrittenWithASlash() {
        #expect(Self.identity("Chiro 1x6 C/S") == "chiropractic @ cervical spine")
        #expect(Self.identity("MRI T/S w/o contrast") == "MRI @ thoracic spine")
        #expect(Self.identity("Spinal manip x 8, L/S") == "chiropractic @ lumbar spine")
    }

    /// Words of a request's dosing, testing method and fitting are no doubt about its treatment.
    @Test(arguments: [
        "Pantoprazole 40 mg daily before dinner #30",
        "Testosterone cypionate 200 mg/mL, 1 mL vial",
        "Naproxen Na 275 mg #90",
        "Rizatriptan 10 mg orally disintegrating tablet #9",
        "UDS with confirmatory GC/MS",
        "Bilateral digital hearing aids with fitting",
        "Cont chiro 2x3",
        "Indiv CBT x 6",
        "Neurontin 300 mg titration pack",
        "Testosterone gel 1%, 4 pumps each morning",
        "H-wave unit with conductive garment, purchase",
    ])
    func dosingMethodAndFittingWordsAreNoDoubt(text: String) {
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A slip one letter from two table words is read as the one that names something alone: the
    /// other is only part of a phrase ("injector" of "auto injector"); a slip the tables once listed
    /// ("thearpy") is read as a slip, so that another slip beside it ("therepy") is no tie.
    @Test func aSlipIsReadAsTheWordThatNamesSomething() {
        #expect(Self.identity("Trigger point injecton x 4, trapezius") == Self.identity("Trigger point injection x 4, trapezius"))
        #expect(Self.identity("Cortisone injecton, left knee") == "corticosteroid injection @ knee")
        #expect(Self.identity("Physical therepy 2x4 lumbar") == "physical therapy @ lumbar spine")
        #expect(Self.identity("Physical thearpy x 6 knee") == "physical therapy @ knee")
        #expect(Self.doubt("Sumatriptan auto-injector 6 mg #2") == [])
        // A long word of context written with a slip is context still.
        #expect(Self.doubt("Cortisone injection, right wrist, for tenosinovitis") == [])
        #expect(Self.doubt("MRI lumbar spine to rule out radiculopaty") == [])
        #expect(Self.doubt("MRI lumbar spine, frobnicated") == ["frobnicated"])
    }

    /// Rarer tests, therapies and equipment, each named its own way, keyed with nothing left in doubt.
    @Test(arguments: [
        ("Cognitive rehab x 12 visits following TBI", "cognitive rehabilitation"),
        ("Cognitive retraining 2x/wk", "cognitive rehabilitation"),
        ("24 hour Holter", "holter monitor"),
        ("Cardiac event monitor x 30 days", "holter monitor"),
        ("Visual fields, both eyes", "visual field test"),
        ("Perimetry", "visual field test"),
        ("ANA panel", "antinuclear antibody"),
        ("Rheumatoid factor and ANA", "antinuclear antibody/rheumatoid factor"),
        ("Autonomic function testing", "quantitative sensory testing"),
        ("Electric adjustable bed for home", "hospital bed"),
        ("Home exercise bike (recumbent)", "home exercise kit"),
        ("Pilates classes x 10", "yoga"),
        ("Intravenous ketamine infusion x 5", "ketamine injection"),
        ("Whole body bone scan", "bone scan"),
        ("Installation of grab bars in the shower", "home modification"),
        ("Trial of intrathecal morphine pump", "intrathecal pump"),
        ("Tennis elbow release, left", "lateral epicondyle release @ elbow"),
        ("Lateral epicondylar release, right elbow", "lateral epicondyle release @ elbow"),
        ("Sleep Number mattress", "mattress"),
        ("Custom made orthotics, bilateral feet", "orthotics"),
        ("Prefab wrist splint", "brace @ wrist/hand"),
    ])
    func rarerTreatmentsAreKeyedWithoutDoubt(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// "RF" is radiofrequency, never the rheumatoid factor, which is written out; a drug named inside a
    /// device's name is the device's.
    @Test func namesInsideOtherNamesKeepTheirTreatment() {
        #expect(Self.identity("RF ablation L4-5 bilateral") == "radiofrequency ablation @ lumbar spine")
        #expect(Self.identity("Intrathecal morphine pump trial") == "intrathecal pump")
        #expect(Self.identity("Morphine sulfate ER 15 mg #60") == "morphine")
        // A knee's lateral release is not the elbow's.
        #expect(Self.identity("Lateral release right knee") != Self.identity("Lateral epicondylar release right elbow"))
    }
}
