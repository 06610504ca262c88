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

    /// How a study, a visit or a kit is done or made up is no doubt ("needle only", "video", "behind the
    /// ear", "pulley", "wheelchair van", "carton").
    @Test(arguments: [
        "Needle EMG only, right arm",
        "Telehealth follow-up by video, 20 minutes",
        "Hearing aids, behind the ear, both ears",
        "Home exercise kit with pulley and bands",
        "Transport by wheelchair van to therapy appointments",
        "Narcan nasal spray, 1 carton",
        "Therapeutic exercise and neuromuscular re-education 2x6, neck",
        "Psychiatry referral for medication recommendations",
    ])
    func howItIsDoneIsNoDoubt(text: String) {
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// The later years' shorthand: the drug formulary's fills, a follow-up as "FU", a reverse shoulder
    /// replacement as "RSA", the pain pump's trial.
    @Test(arguments: [
        ("Gabapentin 300 mg #90 (non-exempt, special fill)", "gabapentin"),
        ("Oxycodone 5 mg #20, perioperative fill", "oxycodone"),
        ("FU with pain management in 4 weeks", "office visit"),
        ("Left RSA with 2 day inpatient stay", "arthroplasty @ shoulder"),
        ("Intrathecal pain pump trial", "intrathecal pump"),
    ])
    func laterYearsShorthandIsUnderstood(text: String, key: String) {
        #expect(Self.identity(text) == key, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A consultation about an operation of a part, no specialist named, asks a surgeon's opinion, as a
    /// "surgical consultation for" the operation does; a specialist named is theirs; the operation asked
    /// outright, or an evaluation that may ask for a stimulator's trial, is not a consultation.
    @Test func aConsultationAboutAnOperationIsTheSurgeons() {
        // A consultation joins whatever its part (the part stays on the item, for the region filter).
        #expect(Self.identity("Cubital tunnel release consultation") == "surgery consultation")
        #expect(TreatmentNormalizer.normalize("Cubital tunnel release consultation")?.regions == ["elbow"])
        #expect(Self.identity("Referral for right shoulder arthroscopy") == "surgery consultation")
        #expect(Self.identity("Second opinion regarding L4-5 fusion") == "surgery consultation")
        #expect(Self.identity("Surgical consult for possible knee replacement") == "surgery consultation")
        #expect(Self.identity("Referral to orthopedics for carpal tunnel release") == "orthopedic surgery consultation")
        #expect(Self.identity("Right cubital tunnel release") == "cubital tunnel release @ elbow")
        #expect(Self.identity("Evaluation for spinal cord stimulator trial") == "spinal cord stimulator trial")
    }

    /// Services beyond orthopaedics that have guideline entries of their own: each its own treatment, the
    /// words around it explained.
    @Test(arguments: [
        ("Hyperbaric oxygen treatments x 30", "hyperbaric oxygen therapy"),
        ("HBOT 20 sessions", "hyperbaric oxygen therapy"),
        ("Home oxygen concentrator", "oxygen therapy"),
        ("Wound VAC rental x 4 weeks", "negative pressure wound therapy"),
        ("Silicone scar sheets for the incision", "silicone gel sheets"),
        ("Excision of hypertrophic scar, right wrist", "scar revision"),
        ("Personal training sessions x 12", "personal trainer"),
        ("Aquatic therapy membership x 6 months", "gym membership"),
        ("Walk-in bath installation", "home modification"),
        ("ENT evaluation for vertigo and tinnitus", "otolaryngology consultation"),
    ])
    func servicesOfTheirOwn(text: String, key: String) {
        #expect(Self.identity(text) == key, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A drug's family named beside the drug says what kind of drug, the drug deciding; an aide after the
    /// nurse is the home health aide.
    @Test(arguments: [
        ("Muscle relaxant - tizanidine 4 mg #60", "tizanidine"),
        ("Anticonvulsant: Lyrica 75 mg bid", "pregabalin"),
        ("Stool softener, Colace 100 mg #60", "docusate"),
        ("Proton pump inhibitor (Prilosec) 20 mg daily", "omeprazole"),
        ("Sleep aid Lunesta 2 mg #30", "eszopiclone"),
        ("Visiting nurse and aide, 3 hours a day for 4 weeks", "home health care"),
    ])
    func aDrugsFamilyBesideItIsNoDoubt(text: String, key: String) {
        #expect(Self.identity(text) == key, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A program asked for as an evaluation only is the candidate's evaluation, decided apart from the
    /// program; a program's length asks for the program whatever else it says.
    @Test func aProgramsEvaluationIsNotTheProgram() {
        #expect(Self.identity("Interdisciplinary evaluation for a chronic pain program") == "functional restoration program evaluation")
        #expect(Self.identity("FRP eval") == "functional restoration program evaluation")
        #expect(Self.identity("Work conditioning assessment") == "work hardening program evaluation")
        #expect(Self.identity("HELP program 80 hrs after the initial evaluation") == "functional restoration program")
        #expect(Self.identity("Functional restoration, 10 days") == "functional restoration program")
        // What follows the program to keep its gains is decided apart from it.
        #expect(Self.identity("Aftercare following FRP, 6 months") == "functional restoration aftercare program")
        #expect(Self.identity("1 remote care program after the HELP program") == "functional restoration aftercare program")
        // A psychologist's or psychiatrist's evaluation of a candidate is theirs, the program its purpose (as
        // before a stimulator); an evaluation of several disciplines, or one that only includes their testing,
        // is the program's.
        #expect(Self.identity("Psych eval prior to HELP program") == "psychology consultation")
        #expect(Self.identity("Pain psychologist evaluation for FRP candidacy") == "psychology consultation")
        #expect(Self.identity("Psychiatric assessment for chronic pain program") == "psychiatry consultation")
        #expect(Self.identity("Team evaluation for a functional restoration program") == "functional restoration program evaluation")
        #expect(Self.identity("FRP evaluation with psychological testing") == "functional restoration program evaluation")
    }

    /// A drug test of blood is not the urine drug screen; one of saliva or oral fluid is (the spec: a drug
    /// screen whatever it is called).
    @Test func aBloodDrugTestIsNotTheUrineScreen() {
        #expect(Self.identity("Blood tox screen x1") == "serum drug levels")
        #expect(Self.identity("serum toxicology panel") == "serum drug levels")
        #expect(Self.identity("Saliva drug screen, 12 panel") == "urine drug screen")
        #expect(Self.identity("Urine tox") == "urine drug screen")
        #expect(Self.identity("Medical toxicology referral") == "toxicology consultation")
        // A drug's level in the blood is the test of it, not the drug.
        #expect(Self.identity("Valproic acid level, serum") == "serum drug levels")
        #expect(Self.identity("Check levels of carbamazepine") == "serum drug levels")
        #expect(Self.identity("Carbamazepine 200 mg bid") == "carbamazepine")
        #expect(Self.identity("Urine C&S") == "urine culture")
    }

    /// An orthotic for the jaw is the oral appliance, not a foot orthotic; senna with docusate is the
    /// combination.
    @Test func namesSharedAcrossFieldsKeepTheirTreatment() {
        #expect(Self.identity("TMJ orthosis, upper arch") == "oral appliance")
        #expect(Self.identity("Custom foot orthotics, both feet") == "orthotics")
        #expect(Self.identity("Senna-S 2 tabs qhs") == "docusate/sennosides")
        #expect(Self.identity("Senokot 8.6 mg") == "sennosides")
        #expect(Self.doubt("Periodontal scaling, 2 quadrants") == [])
    }

    /// A visit with nothing else named is an office visit; beside words no table knows it stays unread.
    @Test func aVisitAloneIsAnOfficeVisit() {
        #expect(Self.identity("Return visits every 6 weeks x 3") == "office visit")
        #expect(Self.identity("Appt for med refills") == "office visit")
        #expect(Self.identity("Frobnication visit") != "office visit")
        // Counted with a therapy, visits are the therapy's sessions.
        #expect(Self.identity("Chiropractic 6 visits, lumbar") == "chiropractic @ lumbar spine")
        #expect(Self.doubt("Percocet 5/325 #60, MED 45") == [])
        #expect(Self.doubt("PT 2x3 neck (original request 2x6), Dx: cervicalgia") == [])
    }

    /// Rarer devices, tests and injections keep keys of their own, apart from what shares their words.
    @Test(arguments: [
        ("Maintenance of wakefulness test (MWT)", "multiple sleep latency test"),
        ("Wrist actigraphy x 2 weeks", "actigraphy"),
        ("Overnight polysomnogram", "sleep study"),
        ("Hot/cold contrast therapy unit, purchase", "cold therapy unit"),
        ("Paraffin wax unit for both hands", "paraffin bath"),
        ("Thera-Cane massager", "massage device"),
        ("Foam roller and resistance bands", "home exercise kit"),
        ("Prolozone injection, left shoulder", "ozone injection @ shoulder"),
        ("Dextrose prolotherapy x 3, SI joint", "prolotherapy @ pelvis"),
        ("Spinal Q posture brace", "brace"),
        ("Complete decongestive therapy, left arm, 10 visits", "lymphedema therapy"),
        ("Pelvic floor PT 2x6", "pelvic floor therapy @ pelvis"),
        ("Flexitouch pump for leg lymphedema", "lymphedema pump"),
        ("Intermittent pneumatic compression after TKA", "DVT compression device"),
        ("Radial shockwave x3, plantar fascia", "extracorporeal shockwave therapy @ ankle/foot"),
        ("TPI x 2, left upper trap", "trigger point injection @ cervical spine"),
        ("Vax-D decompression table 20 sessions", "traction"),
        ("CTA of the carotids", "CT angiogram"),
        ("CT arthrography of the left hip", "CT arthrogram @ hip"),
        ("Non-contrast CT of the head", "CT @ head"),
        ("Home oxygen concentrator rental", "oxygen therapy"),
        ("Ventolin HFA 2 puffs q4h prn", "albuterol"),
    ])
    func rarerDevicesTestsAndInjectionsKeepTheirKeys(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Operations that share a word with another's spelling keep their own: an interlaminar device is not
    /// an interlaminar epidural, a thoracic outlet is not the thoracic spine's decompression, a shoulder's
    /// manipulation with lysis of adhesions is under anaesthesia, not a chiropractor's.
    @Test(arguments: [
        ("Interlaminar stabilization device (Coflex) L3-4", "interspinous stabilization @ lumbar spine"),
        ("Interlaminar epidural injection C6-7", "epidural steroid injection @ cervical spine"),
        ("L5-S1 coblation nucleoplasty", "percutaneous disc decompression @ lumbar spine"),
        ("Right first rib resection for thoracic outlet syndrome", "thoracic outlet decompression"),
        ("Left shoulder manipulation with lysis of adhesions under anesthesia", "manipulation under anesthesia @ shoulder"),
        ("Knee scope, lysis of adhesions", "lysis of adhesions @ knee"),
        ("Percutaneous adhesiolysis L4-5", "epiduroscopy @ lumbar spine"),
        ("Removal of painful hardware, right ankle", "hardware removal @ ankle/foot"),
        ("Lumbar spinal manipulation under general anesthesia x 3", "manipulation under anesthesia @ lumbar spine"),
        ("Chiropractic manipulation 2x4, lumbar", "chiropractic @ lumbar spine"),
    ])
    func operationsSharingAWordKeepTheirKeys(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// Later years' brands are keyed by their ingredients: a combination as itself, a new ingredient as
    /// its own, a release form or a sprinkle as the drug.
    @Test(arguments: [
        ("Seglentis tablets #60", "celecoxib/tramadol"),
        ("Targiniq ER 20/10 mg", "oxycodone/naloxone"),
        ("Fetzima ER 80 mg daily", "levomilnacipran"),
        ("Dayvigo 10 mg qhs #30", "lemborexant"),
        ("Symproic 0.2 mg #30", "naldemedine"),
        ("Licart topical system 1.3% #30", "diclofenac patch"),
        ("Qdolo oral solution 100 mL", "tramadol"),
        ("Drizalma Sprinkle 60 mg", "duloxetine"),
        // Combinations sold under one name are their ingredients, never one of them or a compound cream.
        ("Treximet tablets #9", "sumatriptan/naproxen"),
        ("Soma Compound #60", "carisoprodol/aspirin"),
        ("EMLA 2.5% cream, 30 g", "compound: lidocaine/prilocaine"),
        ("Transderm Scop 1.5 mg patch", "scopolamine"),
        ("ITB pump refill", "intrathecal baclofen"),
        ("Baclofen 10 mg tid", "baclofen"),
    ])
    func laterYearsBrandsAreKeyedByTheirIngredients(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Help at home is one treatment whoever gives it (docs/treatment-identity.md: home health services are
    /// one); a place to live with help is a level of care of its own; work on the gums is the dentist's.
    @Test(arguments: [
        ("CNA in the home 4 hrs/day", "home health care"),
        ("Personal care attendant, 6 hours a day", "home health care"),
        ("Respite care for the spouse, 2 weekends", "home health care"),
        ("Meals on wheels x 3 months", "home health care"),
        ("Assisted living, board and care", "assisted living facility"),
        ("Adult day health care 3 days a week", "adult day care"),
        ("Skilled nursing facility x 10 days", "skilled nursing facility"),
        ("Gingival graft, lower incisors", "dental treatment"),
        ("Semi-electric hospital bed", "hospital bed"),
        ("Wheelchair accessible van conversion", "vehicle modification"),
    ])
    func helpAtHomeAndPlacesOfCareKeepTheirKeys(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// "RFA" beside a date or after "request for authorization", past a bracket, is the paperwork that asked;
    /// beside levels or a region it is the ablation.
    @Test(arguments: [
        ("RFA 11/03/2016: Celebrex 200 mg #30", "celecoxib"),
        ("Request for authorization (RFA) dated 2/14/17: chiropractic 2x4 cervical", "chiropractic @ cervical spine"),
        ("Per the 9/9/15 RFA, Flexeril 7.5 mg", "cyclobenzaprine"),
        ("RFA #20931: MRI of the right knee", "MRI @ knee"),
        ("RFA bilateral L3-L5 medial branches", "radiofrequency ablation @ lumbar spine"),
        ("Cervical RFA C5-6, C6-7", "radiofrequency ablation @ cervical spine"),
    ])
    func theRequestsPaperworkIsNotAnAblation(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// A number alone counts no sessions, spelled out or not: one evaluation is a visit, one ultrasound of a
    /// joint the study, as "1 ..." reads.
    @Test func aNumberAloneCountsNoSessions() {
        #expect(Self.identity("One chiropractic re-evaluation") == "chiropractic evaluation")
        #expect(Self.identity("1 chiropractic re-evaluation") == "chiropractic evaluation")
        #expect(Self.identity("One ultrasound of the left shoulder") == Self.identity("1 ultrasound of the left shoulder"))
        #expect(Self.identity("One ultrasound of the left shoulder") != "therapeutic ultrasound @ shoulder")
        #expect(Self.identity("Six chiropractic treatments, lumbar") == "chiropractic @ lumbar spine")
        #expect(Self.identity("Ultrasound twice a week x 4 weeks, left shoulder") == "therapeutic ultrasound @ shoulder")
    }

    /// A tooth's implant by its surgical names is dental work, the tooth named by its kind (incisor, molar).
    @Test(arguments: ["Endosteal implant, lower left first molar", "Two endosseous implants, teeth #8 and #9",
                      "Implant abutment and crown #30"])
    func implantsInTheJawAreDentalTreatment(text: String) {
        #expect(Self.identity(text) == "dental treatment", "\(text)")
        #expect(TreatmentNormalizer.normalize(text)?.regions == ["head"], "\(text)")
    }

    /// How a device or a test is done, an interpreter's language, what a request still has left: words of no
    /// doubt beside a known treatment.
    @Test(arguments: [
        "APAP auto titrating CPAP with heated humidifier", "Armenian interpreter for medical appointments",
        "Pharmacogenetic testing, buccal swab, for addiction risk", "Remaining 3 sessions of acupuncture",
        "MRI of the left hip with metal artifact reduction sequences", "Concurrent review: Norco 5/325 #30",
    ])
    func wordsOfHowAndForWhomLeaveNoDoubt(text: String) {
        #expect(TreatmentNormalizer.normalize(text) != nil, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A treatment by another of its names: a program of pain rehabilitation is the functional restoration
    /// program, a nerve's release by its tunnel's operation, a stimulator of the dorsal root ganglion its own
    /// (trial apart from implant), the botulinum toxins by their generic names.
    @Test(arguments: [
        ("Chronic pain rehabilitation program, 2 weeks", "functional restoration program"),
        ("Interdisciplinary pain rehabilitation program", "functional restoration program"),
        ("Release of the median nerve, right wrist", "carpal tunnel release @ wrist/hand"),
        ("Ulnar nerve release, left elbow", "cubital tunnel release @ elbow"),
        ("DRG stimulator trial", "dorsal root ganglion stimulator trial"),
        ("Permanent implant of a dorsal root ganglion stimulator", "dorsal root ganglion stimulator"),
        ("Calmare scrambler therapy, 10 sessions", "scrambler therapy"),
        ("BMAC injection, left knee", "stem cell injection @ knee"),
        ("IncobotulinumtoxinA 100 units, cervical", "botulinum toxin injection @ cervical spine"),
        ("Vehicle hand controls", "vehicle modification"),
    ])
    func aTreatmentByAnotherOfItsNames(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Later years' migraine and mood drugs by brand or generic, vision therapy by its older names, an
    /// operation by another of its names or with its tear described, an observation stay.
    @Test(arguments: [
        ("Aimovig 140 mg/mL autoinjector monthly", "erenumab"),
        ("Galcanezumab-gnlm 120 mg pen", "galcanezumab"),
        ("Nurtec 75 mg ODT #8", "rimegepant"),
        ("Spravato 84 mg intranasal", "esketamine"),
        ("Orthoptic exercises x 8 visits", "vision therapy"),
        ("Work capacity assessment", "functional capacity evaluation"),
        ("Extra depth diabetic shoes with custom inserts", "orthotics"),
        ("Anterior cruciate ligament repair, left knee", "acl reconstruction @ knee"),
        ("ACL recon w/ hamstring autograft", "acl reconstruction @ knee"),
        ("Arthroscopic repair of the torn supraspinatus tendon", "rotator cuff repair @ shoulder"),
        ("Tenotomy of the long head of the biceps, right", "tenodesis @ shoulder"),
        ("Release for frozen shoulder, left", "capsular release @ shoulder"),
        ("23-hour observation after surgery", "observation stay"),
        ("Bledsoe post-op knee brace", "brace @ knee"),
    ])
    func aTreatmentByALaterOrOlderName(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Letters written with dots spell the word they abbreviate: "M.R.I." is the MRI, "p.r.n." as needed.
    @Test(arguments: [
        ("M.R.I. of the left knee", "MRI @ knee"),
        ("E.M.G./N.C.V. of both arms", "EMG/NCV @ upper extremities"),
        ("T.E.N.S. unit, 30 day rental", "TENS unit"),
        ("Norco 5/325 1 p.o. q.6h p.r.n. #60", "hydrocodone/acetaminophen"),
    ])
    func dottedLettersSpellTheirWord(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Misspellings and lay names the hands behind item lines write: a misheard "inferential" unit, a
    /// doubled letter, a home sleep test, a doctor named by what they treat.
    @Test(arguments: [
        ("Inferential stim unit, 2 month rental", "interferential unit"),
        ("Lumbar fussion L4-5", "fusion @ lumbar spine"),
        ("Magnetic resonance imagining, cervical spine", "MRI @ cervical spine"),
        ("Home sleep apnea testing", "sleep study"),
        ("Split-night polysomnogram", "sleep study"),
        ("AutoPAP with supplies", "CPAP"),
        ("Co-codamol 30/500", "acetaminophen/codeine"),
        ("Visiting nurse 2x/week", "home health care"),
        ("Ambulance transport to surgery", "transportation"),
        ("Referral to a bone doctor", "orthopedic surgery consultation"),
        ("Exercises in a pool, 8 sessions", "aquatic therapy"),
    ])
    func misspellingsAndLayNamesFindTheirTreatment(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Operations and devices by an eponym or a brand: the eponym is the operation the guideline decides.
    @Test(arguments: [
        ("Open Latarjet, right shoulder", "Bankart repair @ shoulder"),
        ("Arthroscopic Neer acromioplasty", "subacromial decompression @ shoulder"),
        ("Modified Darrach procedure, left wrist", "distal ulna resection @ wrist/hand"),
        ("PRC, right wrist: proximal row carpectomy", "proximal row carpectomy @ wrist/hand"),
        ("Nirschl release, lateral elbow", "lateral epicondyle release @ elbow"),
        ("TriVisc x3 injections, right knee", "viscosupplementation injection @ knee"),
        ("SpinaLogic bone growth stimulator after fusion", "bone growth stimulator"),
        // Named alone; an accessory "for" its device keys the device, as TENS supplies key the unit.
        ("Overhead trapeze, bed mounted", "trapeze bar"),
        ("Overhead trapeze for hospital bed", "hospital bed"),
    ])
    func operationsAndDevicesByEponymOrBrand(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// A surgeon named with no operation is the person asked to see the patient, as a referral to one is;
    /// a surgery by its specialty and a region is an operation.
    @Test(arguments: [
        ("Spine surgeon", "spine surgery consultation"),
        ("Orthopedic hand surgeon", "hand surgery consultation"),
        ("Orthopaedic surgeon, right shoulder", "orthopedic surgery consultation"),
        ("Foot and ankle surgeon", "orthopedic surgery consultation"),
        ("Bariatric surgeon evaluation", "general surgery consultation"),
        ("Spine surgery L4-5", "surgery @ lumbar spine"),
        ("Assistant surgeon", "surgical assistant"),
    ])
    func aSurgeonNamedAloneIsAConsultation(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// Programs and operations by their other names, and where a procedure is done.
    @Test(arguments: [
        ("Chemical dependency program, 30 days", "detoxification program"),
        ("Laparoscopic right inguinal herniorrhaphy", "hernia repair"),
        ("Lumbar ESI at the ambulatory surgery center", "epidural steroid injection @ lumbar spine"),
    ])
    func programsAndOperationsByOtherNames(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Later years' drugs, procedures and devices, each under the guideline entry that decides it.
    @Test(arguments: [
        ("Journavx 50 mg #14", "suzetrigine"),
        ("Exparel liposomal bupivacaine infiltration", "bupivacaine"),
        ("Zynrelef 400 mg/12 mg", "bupivacaine/meloxicam"),
        ("Vertiflex interspinous spacer L3-4", "interspinous stabilization @ lumbar spine"),
        ("MILD procedure, L4-5", "percutaneous lumbar decompression"),
        ("ReActiv8 restorative neurostimulation system", "restorative neurostimulation"),
        ("Iovera cryoneurolysis of the genicular nerves, left knee", "cryoneurolysis @ knee"),
        ("Percutaneous ultrasonic tenotomy (Tenex), right elbow", "percutaneous tenotomy @ elbow"),
        ("Cefaly external trigeminal nerve stimulator", "trigeminal nerve stimulator"),
        ("gammaCore non-invasive vagus nerve stimulator", "vagus nerve stimulator"),
        ("rTMS 5x/week x 6 weeks", "transcranial magnetic stimulation"),
        ("Quell wearable TENS device", "TENS unit"),
    ])
    func laterYearsProceduresAndDevicesKeepTheirEntries(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// An over-the-counter line named with its ingredient after "with" is that product, not the line's
    /// first one beside the ingredient; elsewhere "with" still joins two things asked for.
    @Test(arguments: [
        ("Aspercreme with lidocaine, 1 tube", "lidocaine topical"),
        ("Aspercreme cream", "trolamine salicylate topical"),
        ("Icy Hot with lidocaine roll-on", "compound: lidocaine/menthol"),
        ("Salonpas lidocaine 4% patches #30", "lidocaine patch"),
    ])
    func aProductLineWithItsIngredientIsThatProduct(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// The form's field names before a request ("Service/Good Requested:") are no doubt.
    @Test func aFormsFieldNamesAreNoDoubt() {
        #expect(Self.identity("Service/Good Requested: Norco 10/325 mg #90") == "hydrocodone/acetaminophen")
        #expect(Self.doubt("Service/Good Requested: Norco 10/325 mg #90") == [])
    }

    /// British spellings and a prescription's Latin are the same requests.
    @Test(arguments: [
        ("Physiotherapy programme x 6, lumbar", "physical therapy @ lumbar spine"),
        ("Oedema control garment, left arm", "compression garment"),
        ("Haematology referral", "hematology consultation"),
        ("Ondansetron 8 mg q.o.d. prn nausea", "ondansetron"),
        ("Norco 5/325 Sig: 1 tab PO q6h PRN, Disp #60", "hydrocodone/acetaminophen"),
        ("Lidoderm 5% patch, 1 patch daily ud, #30", "lidocaine patch"),
    ])
    func britishSpellingsAndPrescriptionLatinAreTheSameRequests(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A billing code alone is its treatment; an unknown HCPCS code is reported and keyed as written, never
    /// by its letter ("J3490" had been the key "j").
    @Test(arguments: [
        ("J7325 x 3, right knee", "viscosupplementation injection @ knee"),
        ("23412", "rotator cuff repair @ shoulder"),
        ("L1832 (purchase)", "brace @ knee"),
        ("96130, 96131", "psychology consultation"),
        ("73610 R ankle 3 views", "X-ray @ ankle/foot"),
    ])
    func aBillingCodeAloneIsItsTreatment(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    @Test func anUnknownCodeIsKeyedAsWrittenAndReported() {
        let read = TreatmentNormalizer.normalize("J3490 x1")
        #expect(read?.key == "J3490")
        #expect(read?.doubt == ["J3490"])
    }

    /// Dental, eye, ear, balance and driving items and supplements by their other names.
    @Test(arguments: [
        ("Full mouth reconstruction", "dental treatment"),
        ("3-unit bridge, lower left", "dental treatment"),
        ("Left TMJ arthrocentesis", "arthrocentesis @ head"),
        ("Ophthalmological evaluation", "ophthalmology consultation"),
        ("Phacoemulsification, right eye", "cataract surgery"),
        ("Right cochlear implantation", "cochlear implant"),
        ("Tinnitus sound generator", "tinnitus masker"),
        ("Balance training 2x/week x 4 weeks", "vestibular rehabilitation"),
        ("Driving rehabilitation assessment", "driver rehabilitation evaluation"),
        ("Door widening for wheelchair access", "home modification"),
        ("Calcium carbonate with vitamin D3", "calcium/vitamin d"),
        ("LDN 4.5 mg qhs", "naltrexone"),
        ("CBD oil 30 mL", "cannabis"),
    ])
    func dentalEyeEarAndHomeItemsByOtherNames(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }
}
