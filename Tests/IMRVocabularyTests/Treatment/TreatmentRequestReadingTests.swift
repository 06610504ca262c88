import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// Requests as the other hands behind a letter write them: a follow-up with whoever sees the patient, a
/// hormone by any route, the requesting clinician's name with initials, abbreviations whose meaning
/// depends on what else the request names. Wordings of my own, none from a measured set.
@Suite struct TreatmentRequestReadingTests {
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }
    static func doubt(_ text: String) -> [String] { Fixture.treatmentDoubt(text) }

    /// Office visits and follow-ups are one (docs/treatment-identity.md), whoever the follow-up is with;
    /// a referral or a consultation of a specialist stays the specialist's.
    @Test(arguments: [
        "Follow-up visit with the spine surgeon in 8 weeks",
        "Return visit to neurology x 1",
        "F/U with pain management monthly x 3",
        "Med mgmt visit every 4-6 weeks",
        "f/u appt with orthopaedist, 1 visit",
        "Office visit",
        "Return to clinic in 6 weeks",
        "RTC 4-6 wks",
    ])
    func aFollowUpWithASpecialistIsAnOfficeVisit(text: String) {
        #expect(Self.identity(text) == "office visit")
    }

    @Test func aReferralOrAConsultationStaysTheSpecialists() {
        #expect(Self.identity("Orthopedic follow-up consultation") == "orthopedic surgery consultation")
        #expect(Self.identity("Referral to a neurologist for follow up") == "neurology consultation")
        #expect(Self.identity("Second opinion with spine surgeon, follow-up as needed") == "spine surgery consultation")
        #expect(Self.identity("Psychiatrist eval & tx") == "psychiatry consultation")
        #expect(Self.doubt("Pain management eval & tx, lumbar") == [])
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
        #expect(Self.identity("L 4-5 x-ray, flexion/extension") == "X-ray @ lumbar spine")
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

    /// "RFA" is the request for authorization where the paperwork's words or a date stand beside it, an
    /// ablation elsewhere; "PTP" the treating physician's paperwork after "per", a visit elsewhere.
    @Test func paperworkAbbreviationsBesideTheirWordsAreThePaperwork() {
        #expect(Self.identity("Lumbar ESI L4-5 per RFA dated 11/2/16") == "epidural steroid injection @ lumbar spine")
        #expect(Self.identity("Toradol 60 mg IM, requested on RFA 9/9/16") == "ketorolac injection")
        #expect(Self.identity("Compound cream flurbiprofen 20%/lidocaine 5% per the 10/12/16 RFA")
                == "compound: flurbiprofen/lidocaine")
        #expect(Self.identity("RFA L4-5 bilateral") == "radiofrequency ablation @ lumbar spine")
        #expect(Self.identity("Repeat cervical RFA C4/5") == "radiofrequency ablation @ cervical spine")
        #expect(Self.identity("XR left knee 3 views per PTP's report of 9/1/16") == "X-ray @ knee")
        #expect(Self.identity("F/U with PTP") == "office visit")
        #expect(Self.identity("Medrol 4 mg dose pack, RF x2") == Self.identity("Medrol 4 mg dose pack"))
        #expect(Self.identity("Lidoderm 5% patch #30 RF x 1") == "lidocaine patch")
        #expect(Self.identity("Lumbar RF L4-5, L5-S1") == "radiofrequency ablation @ lumbar spine")
    }

    /// Words of a request's history with the claims office and its ordinals are no doubt; a diagnostic
    /// ultrasound is the study whatever words of treatment stand with it.
    @Test(arguments: ["Reconsideration of Norco 10/325 #60 (2nd request)", "UR appeal - MRI lumbar spine",
                      "Req: Omeprazole 20 mg #30", "Imaging: X-ray of the right wrist, 3rd set",
                      "Gabapentin 300 mg for maintenance", "Naproxen 550 mg to reduce inflammation",
                      "Tramadol 50 mg ii tabs q6h prn #120", "MRI left knee STAT", "Urgent: CT head w/o contrast",
                      "Expedited review: lumbar ESI L4-5",
                      // Item lines of MAXIMUS's letters of 2014 and 2015 name the period a request covers.
                      "1 prescription of Norco 10/325mg #120 between 5/1/2014 and 7/15/2014",
                      "12 physical therapy visits for the lumbar spine between 4/1/2014 and 5/16/2014",
                      "Pharmacy purchase of Omeprazole 20mg #60"])
    func theRequestsHistoryIsNoDoubt(text: String) {
        #expect(Self.doubt(text) == [], "\(text)")
    }

    @Test func aDiagnosticUltrasoundIsTheStudy() {
        #expect(Self.identity("Treatment: diagnostic ultrasound of the right shoulder") == "ultrasound @ shoulder")
        #expect(Self.identity("Ultrasound treatment 2x4, right shoulder") == "therapeutic ultrasound @ shoulder")
    }

    /// A slip in a word ending in "s" is read as written, not through the singular the compared form
    /// makes of it ("Xartemas", "Batrans"); a word two slips from a table word is not read at all.
    @Test func aSlipEndingInSIsReadAsWritten() {
        #expect(Self.identity("Xartemas XR 7.5/325 #60") == "oxycodone/acetaminophen")
        #expect(Self.identity("Batrans 10 mcg/hr #4") == "buprenorphine")
        #expect(Self.identity("Polates classes x 8") == Self.identity("Pilates classes x 8"))
        #expect(Self.doubt("Prolates 10 mg") == [])
        #expect(Self.doubt("Pralotes 10 mg") == ["pralotes"])
    }

    /// A joint's or a bursa's injection with no drug named is the corticosteroid injection; a drug named
    /// keeps its own; a spinal injection with no name stays an injection.
    @Test func aJointsInjectionWithNoDrugIsTheCorticosteroidInjection() {
        #expect(Self.identity("Right knee injection") == Self.identity("Kenalog 40 mg injection, right knee"))
        #expect(Self.identity("Intra-articular hip injection under fluoroscopy") == "corticosteroid injection @ hip")
        #expect(Self.identity("Greater trochanteric bursa injection, left") == "corticosteroid injection @ hip")
        #expect(Self.identity("Lidocaine injection, right shoulder") == "lidocaine injection @ shoulder")
        #expect(Self.identity("Orthovisc injection right knee") == "viscosupplementation injection @ knee")
        #expect(Self.identity("Lumbar injection") == "injection @ lumbar spine")
        #expect(Self.identity("Piriformis injection, right") == "piriformis injection @ pelvis", "a muscle's own entry, no joint's")
        #expect(Self.identity("Scanogram, bilateral lower extremities") == "X-ray @ lower extremities")
    }

    /// A decompression of the spine is the laminectomy decided with the discectomy; of a nerve elsewhere it
    /// stays a decompression; a partial knee replacement is the knee's arthroplasty.
    @Test func aSpinalDecompressionIsTheLaminectomy() {
        #expect(Self.identity("Lumbar decompression L4-5") == Self.identity("L4-5 laminectomy"))
        #expect(Self.identity("Cervical decompression C5-6, posterior") == "discectomy/laminectomy @ cervical spine")
        #expect(Self.identity("L4-5 decompression and fusion") == "fusion @ lumbar spine")
        #expect(Self.identity("Peroneal nerve decompression, left") == "decompression @ lower extremities")
        #expect(Self.identity("UKA right knee") == Self.identity("Right TKA"))
    }

    /// Equipment as claims offices write it: aids to daily living are one entry, a walker whatever its
    /// wheels.
    @Test func equipmentAsClaimsOfficesWriteIt() {
        #expect(Self.identity("Sock aid and long-handled shoe horn") == Self.identity("Reacher/grabber"))
        #expect(Self.identity("FWW") == Self.identity("Standard walker"))
        #expect(Self.identity("Walker with wheels") == "walker")
        #expect(Self.identity("Inversion table, home use") == "inversion table")
        #expect(Self.doubt("Infrared sauna sessions x 6") == [])
    }

    /// A psychologist's sessions counted, no evaluation asked, are psychotherapy; an evaluation or testing
    /// stays the psychologist's consultation.
    @Test func aPsychologistsSessionsArePsychotherapy() {
        #expect(Self.identity("Pain psychology 6 sessions") == Self.identity("Individual psychotherapy x 6"))
        #expect(Self.identity("Psychologist sessions x 8") == "psychotherapy")
        #expect(Self.identity("Psychology 1x/week x 6 weeks") == "psychotherapy")
        #expect(Self.identity("Psych eval") == "psychology consultation")
        #expect(Self.identity("Psychological evaluation, 1 session") == "psychology consultation")
        #expect(Self.identity("Psychological testing x 1") == "psychology consultation")
    }

    /// A tooth names the head, as teeth do.
    @Test func aToothIsTheHead() {
        #expect(Self.identity("Root canal, tooth #14") == Self.identity("Root canal of the upper teeth"))
        #expect(Self.identity("Extraction of tooth #30") == "tooth extraction")
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
        #expect(Self.identity("CT scan C/T/L spine") == "CT @ cervical spine + thoracic spine + lumbar spine")
        #expect(Self.identity("Chiro C/L spine x 6") == "chiropractic @ cervical spine + lumbar spine")
    }

    /// A part by its lay name or its bone: the collarbone is the shoulder's, the kneecap the knee's, the
    /// tarsals the foot's; the humerus is the arm's, its upper end the shoulder's; a thigh muscle names none.
    @Test func aPartByItsLayNameOrItsBone() {
        #expect(Self.identity("X-rays of the left collarbone") == "X-ray @ shoulder")
        #expect(Self.identity("MRI right kneecap") == "MRI @ knee")
        #expect(Self.identity("CT of the tarsals, left") == "CT @ ankle/foot")
        #expect(Self.identity("X-ray humerus, 2 views") == "X-ray @ upper extremities")
        #expect(Self.identity("MRI proximal humerus") == "MRI @ shoulder")
        #expect(Self.identity("Physical therapy for quad strain x 6") == "physical therapy")
        #expect(Self.doubt("Physical therapy for quad strain x 6") == [])
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
        ("Autonomic function testing", "autonomic function test"),
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
        ("Tiger Balm ointment", "compound: camphor/menthol"),
        ("Scanogram of the legs", "X-ray @ lower extremities"),
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

    /// What a request names after "no", "without" or "not" is left out of it: the needle study alone is
    /// the EMG, not the EMG/NCV; "without contrast" and "No. 90" leave nothing out.
    @Test func whatARequestLeavesOutIsNotAskedFor() {
        for text in ["Needle EMG of both legs (no nerve conduction studies)", "EMG RUE without NCS",
                     "EMG only, not NCV, left arm", "Electromyography, lower limbs, excluding NCV"] {
            #expect(Self.identity(text)?.hasPrefix("EMG @") == true, "\(text): \(Self.identity(text) ?? "-")")
        }
        #expect(Self.identity("EMG/NCS of both arms") == Self.identity("Electrodiagnostic EMG and nerve conduction, bilateral upper extremities"))
        #expect(Self.identity("MRI of the right knee without contrast") == "MRI @ knee")
        #expect(Self.identity("CT head w/o contrast") == "CT @ head")
        #expect(Self.identity("Tramadol 50 mg No. 60") == "tramadol")
        // Nothing else named: the word leaves nothing out ("No PT" is still about physical therapy).
        #expect(Self.identity("Aquatic therapy, no land-based") == "aquatic therapy")
    }

    /// A tear's tendon names its repair ("supraspinatus" is of the rotator cuff), however far the tear goes.
    @Test(arguments: ["Repair of full-thickness supraspinatus tendon tear, right shoulder",
                      "Open infraspinatus repair, left", "Arthroscopic subscapularis repair R shoulder"])
    func aRotatorCuffTendonsRepairIsTheCuffRepair(text: String) {
        #expect(Self.identity(text) == "rotator cuff repair @ shoulder", "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A therapy no discipline names is physical therapy: named before the operation it follows, the
    /// post-operative therapy ("Post op rehab" is not the knee replacement); with nothing else, the
    /// therapy; beside a word no table knows, not read.
    @Test func aTherapyOfNoDisciplineIsPhysicalTherapy() {
        #expect(Self.identity("Post-op rehab R TKA x 12 visits") == "postoperative physical therapy @ knee")
        #expect(Self.identity("Postoperative rehabilitation for the left rotator cuff repair, 16 sessions")
                == "postoperative physical therapy @ shoulder")
        #expect(Self.identity("Right TKA with post-op rehab") == "arthroplasty @ knee", "the operation named first is asked for")
        #expect(Self.identity("Rehab 2x/week x 4 weeks, neck") == "physical therapy @ cervical spine")
        #expect(Self.identity("Therapy x 6 for the left wrist s/p ORIF") == "physical therapy @ wrist/hand")
        for named in ["Vision therapy x 10", "Hormone therapy", "Oxygen therapy at night"] {
            #expect(Self.identity(named)?.contains("physical therapy") != true, "\(named): \(Self.identity(named) ?? "-")")
        }
    }

    /// Later years' drugs and procedures, and requests as billing writes them (codes with modifiers,
    /// national drug codes, a form's fields, what UR did): keyed without doubt. Wordings of my own.
    @Test(arguments: [
        ("Trulance 3 mg daily #30", "plecanatide"),
        ("Apadaz 6.12/325 mg #60", "benzhydrocodone/acetaminophen"),
        ("Lucemyra 0.18mg tabs", "lofexidine"),
        ("Sublocade 100 mg SQ monthly injection", "buprenorphine injection"),
        ("Coolief cooled radiofrequency, genicular nerves L knee", "radiofrequency ablation @ knee"),
        ("Intracept basivertebral ablation L5", "basivertebral nerve ablation"),
        ("Peripheral nerve stimulation trial, superficial peroneal nerve", "peripheral nerve stimulator"),
        ("Presumptive urine drug screen by immunoassay", "urine drug screen"),
        ("Definitive drug testing, 22+ classes", "urine drug screen"),
        ("NDC 68462-0161-01 meloxicam 15 mg #30", "meloxicam"),
        ("Service: Chiropractic; Frequency: 2x/wk; Duration: 4 wks; Body part: neck", "chiropractic @ cervical spine"),
        ("Lidoderm 5% #30 - IMR requested after UR non-cert", "lidocaine patch"),
        ("Meloxicam 7.5 mg #60 DAW", "meloxicam"),
        ("A4595 TENS supplies x 3 months", "TENS unit"),
        ("20611-RT knee, ultrasound guided", "corticosteroid injection @ knee"),
        ("Steroid injection R shoulder w/ US guidance", "corticosteroid injection @ shoulder"),
        ("G0283 unattended e-stim x 6", "electrical stimulation"),
    ])
    func laterYearsAndBillingsWordingsAreKeyed(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A lone "q" is a dosing interval ("q4 weeks", "q 6 h"), never the On-Q pain pump, which is named
    /// with its pump.
    @Test func aLoneQIsAnIntervalNotThePump() {
        #expect(Self.identity("Office visit q4 weeks x 3") == "office visit")
        #expect(Self.identity("Follow-up q 6 weeks with PTP") == "office visit")
        #expect(Self.identity("On-Q pain pump, post-op") == "postoperative pain pump")
        #expect(Self.identity("OnQ pump") == "postoperative pain pump")
    }

    /// "MRA" of a joint is the MR arthrogram; of the brain or the neck, where no joint is imaged that way,
    /// the MR angiogram.
    @Test func anMRAIsOfAJointOrOfTheVessels() {
        #expect(Self.identity("MRA R hip") == "MR arthrogram @ hip")
        #expect(Self.identity("MRA of the left shoulder with gadolinium") == "MR arthrogram @ shoulder")
        #expect(Self.identity("MRA brain w/o contrast") == "MR angiogram @ head")
        #expect(Self.identity("Magnetic resonance angiography, carotids") == "MR angiogram")
        #expect(Self.identity("MRA of the head and neck")?.hasPrefix("MR angiogram") == true)
    }

    /// Items beyond orthopaedics, as psychiatrists, internists and dentists request them: each its own
    /// treatment, the colon's endoscopy apart from the upper tract's, a dental splint the oral appliance
    /// (not a dentist's consultation).
    @Test(arguments: [
        ("Prazosin 2 mg qhs for nightmares", "prazosin"),
        ("EMDR sessions x 8", "psychotherapy"),
        ("Occlusal splint / dental splint for clenching", "oral appliance"),
        ("Screening colonoscopy", "colonoscopy"),
        ("EGD with biopsy", "endoscopy"),
        ("Urea breath test for H. pylori", "h pylori test"),
        ("Tobacco cessation program, 8 weeks", "smoking cessation program"),
        ("Free and total testosterone level", "testosterone level"),
    ])
    func itemsBeyondOrthopaedicsAreKeyed(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Rarer operations and injections the guidelines decide in entries of their own: keyed as their own,
    /// not as the arthroscopy, chondroplasty, injection or epidural steroid injection beside them.
    @Test(arguments: [
        ("Microfracture chondroplasty of the medial femoral condyle, R knee", "microfracture @ knee"),
        ("OATS procedure left knee", "osteochondral graft @ knee"),
        ("Arthroscopic capsular release for adhesive capsulitis, L shoulder", "capsular release @ shoulder"),
        ("Excision of Morton's neuroma, third interspace, left foot", "neuroma excision @ ankle/foot"),
        ("Hammer toe repair, second toe, right", "hammertoe correction @ ankle/foot"),
        ("Radial tunnel decompression, right", "radial tunnel release @ elbow"),
        ("Revision total knee arthroplasty, left", "arthroplasty @ knee"),
        ("Right thumb CMC arthroplasty with LRTI", "arthroplasty @ wrist/hand"),
        ("Epidural blood patch for post-myelogram headache", "epidural blood patch"),
        ("IDET at L4-5", "intradiscal electrothermal therapy @ lumbar spine"),
        ("Bier block, right hand, series of 3", "intravenous regional block"),
    ])
    func rarerOperationsAndInjectionsKeepTheirOwnKeys(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A time around an operation in two pieces ("pre-op", "post operative") is one word, so a filler
    /// between it and the rest of a spelling reads as the whole word does.
    @Test(arguments: [
        ("Pre-op medical clearance exam with PCP", "preoperative medical clearance"),
        ("pre operative medical evaluation, internal medicine", "preoperative medical clearance"),
        ("Post-op OT 2x4 right wrist", "postoperative occupational therapy @ wrist/hand"),
        ("post operative rehab x 12 for the left knee", "postoperative physical therapy @ knee"),
        ("Preop chest x-ray", "X-ray @ chest"),
    ])
    func anOperationsTimeInTwoPiecesIsOneWord(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// A spinal cord stimulator's trial and its permanent implant are decided apart (the implant's criteria
    /// include a successful trial); each keeps its own key however it is written.
    @Test func aStimulatorsTrialIsNotItsImplant() {
        let trials = ["Trial of spinal cord stimulation, 5 days", "SCS trial w/ 2 percutaneous leads", "Dorsal column stimulator trial"]
        let implants = ["Implantation of spinal cord stimulator and IPG", "Permanent SCS placement, thoracic paddle",
                        "63685 pulse generator insertion"]
        for trial in trials { #expect(Self.identity(trial) == "spinal cord stimulator trial", "\(trial)") }
        for implant in implants { #expect(Self.identity(implant) == "spinal cord stimulator", "\(implant)") }
    }

    /// Gabapentin enacarbil (Horizant) is a prodrug of its own, not gabapentin; the once-daily gabapentin
    /// (Gralise) is gabapentin.
    @Test func gabapentinEnacarbilIsNotGabapentin() {
        #expect(Self.identity("Horizant 300 mg ER tablets #30") == "gabapentin enacarbil")
        #expect(Self.identity("gabapentin enacarbil 600mg qhs") == "gabapentin enacarbil")
        #expect(Self.identity("Gralise 300 mg #90") == "gabapentin")
        #expect(Self.identity("Neurontin 600 mg tid") == "gabapentin")
    }
}
