import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// What beside a request's main words decides its key: the purpose a general test is named with, the place
/// an abbreviation is read beside, the route a drug is given by, the therapy a specialist of the mind is
/// named with, a billing code's family, spellings of another country. Wordings of my own, none from a
/// measured set.
@Suite struct TreatmentRequestContextTests {
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }
    static func doubt(_ text: String) -> [String] { Fixture.treatmentDoubt(text) }

    /// A genetic test's purpose names the guideline entry that decides it: the genes of drug metabolism,
    /// the risk of opioid abuse, the cytokines of pain; with no purpose it is a genetic test.
    @Test(arguments: [
        ("Genotype testing for opioid metabolism", "pharmacogenetic testing"),
        ("DNA test, drug metabolizer status", "pharmacogenetic testing"),
        ("Pharmacogenomics panel", "pharmacogenetic testing"),
        ("CYP2C19 genotype", "pharmacogenetic testing"),
        ("Genetic test for risk of narcotic addiction", "genetic testing for opioid abuse risk"),
        ("DNA testing for drug abuse risk", "genetic testing for opioid abuse risk"),
        ("Proove opioid risk assessment", "genetic testing for opioid abuse risk"),
        ("Cytokine DNA test", "cytokine DNA testing"),
        ("Genetic testing", "genetic testing"),
    ])
    func aGeneticTestIsDecidedByItsPurpose(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// A car's changes are not a home's, and a car's hand controls name no hand.
    @Test func aVehicleIsNotAHome() {
        #expect(Self.identity("Hand controls for the applicant's truck") == "vehicle modification")
        #expect(TreatmentNormalizer.normalize("Hand controls for the applicant's truck")?.regions == [])
        #expect(Self.identity("Aluminum wheelchair ramp at the front entrance") == "home modification")
        #expect(Self.doubt("Aluminum wheelchair ramp at the front entrance") == [])
        // A lift is the home's unless the request puts it in a vehicle.
        #expect(Self.identity("Wheelchair lift for the patient's minivan") == "vehicle modification")
        #expect(Self.identity("Wheelchair lift installed in the truck") == "vehicle modification")
        #expect(Self.identity("Wheelchair lift, front porch") == "home modification")
    }

    /// A drug only ever injected is the drug whether the request names the route or not.
    @Test(arguments: [
        ("Lovenox 40 mg #10", "enoxaparin"), ("Enoxaparin 40mg subcutaneous injections daily x 14 days", "enoxaparin"),
        ("Heparin 5,000 units SQ BID", "heparin"), ("Arixtra 2.5 mg injection #7", "fondaparinux"),
        ("Depo-Testosterone 200 mg IM every 2 weeks", "testosterone"),
    ])
    func aDrugOnlyInjectedIsItsInjection(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// A hardware block tests whether a fusion's hardware hurts: an injection, not the removal it may lead to.
    /// The side of a hand or foot and the build of a joint's replacement are no part of the key.
    @Test func aHardwareBlockAndWordsOfSideAndBuild() {
        #expect(Self.identity("Diagnostic hardware block, L4-S1") == "hardware injection @ lumbar spine")
        #expect(Self.identity("L5-S1 hardware removal") == "hardware removal @ lumbar spine")
        #expect(Self.identity("Ganglion cyst excision, volar wrist, right") == "ganglion cyst excision @ wrist/hand")
        #expect(Self.doubt("Ganglion cyst excision, volar wrist, right") == [])
        #expect(Self.identity("Left total shoulder arthroplasty, reverse") == "arthroplasty @ shoulder")
        #expect(Self.doubt("Left total shoulder arthroplasty, reverse") == [])
    }

    /// An operation named action first with its side between ("Repair of the left rotator cuff") is the
    /// operation named name first: the side is dropped, the phrase read across it; so is where on the part it
    /// is done ("Repair of the medial meniscus"), where no longer phrase holds that word ("Repair of the
    /// anterior labrum" stays the Bankart repair).
    @Test(arguments: [
        ("Arthroscopic repair of the medial meniscus, left knee", "meniscal repair @ knee"),
        ("Excision of a dorsal wrist ganglion cyst", "ganglion cyst excision @ wrist/hand"),
        ("Open repair of the anterior labrum, right shoulder", "Bankart repair @ shoulder"),
        ("Removal of posterior lumbar hardware", "hardware removal @ lumbar spine"),
        ("Ablation of the cervical medial branch nerves C4-6", "radiofrequency ablation @ cervical spine"),
        ("Repair of the right rotator cuff, arthroscopic", "rotator cuff repair @ shoulder"),
        ("Release of left carpal tunnel, open", "carpal tunnel release @ wrist/hand"),
        ("Excision of the left distal clavicle", "distal clavicle excision @ shoulder"),
        ("Reconstruction of right ACL with hamstring autograft", "acl reconstruction @ knee"),
        ("Arthroscopic decompression of the right subacromial space", "subacromial decompression @ shoulder"),
    ])
    func anOperationNamedActionFirstAcrossItsSide(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Visits that manage a specialist's drugs are office visits, as follow-ups with one are; asking for the
    /// specialist's opinion on them is the consultation.
    @Test func managingDrugsIsAVisit() {
        #expect(Self.identity("Medication management with the psychiatrist, monthly x 6") == "office visit")
        #expect(Self.identity("Psych med checks x 3") == "office visit")
        #expect(Self.identity("Referral to a psychiatrist for medication management") == "psychiatry consultation")
    }

    /// Tests of later years' letters: a nerve's or the skin's biopsy for a neuropathy, an antigen of the spine's
    /// arthritis; a study "updated" is asked again, one done by computer is the same study.
    @Test func testsOfLaterLetters() {
        #expect(Self.identity("Punch skin biopsy, epidermal nerve fiber density") == "nerve biopsy")
        #expect(Self.identity("Sural nerve biopsy") == "nerve biopsy")
        #expect(Self.identity("HLA-B27 antigen") == "HLA-B27")
        #expect(Self.identity("Updated lumbar MRI") == "MRI @ lumbar spine")
        #expect(Self.doubt("Updated lumbar MRI") == [])
        #expect(Self.doubt("Computerized muscle strength testing") == [])
    }

    /// A drug stopped is not asked for beside the one started; typing slips of a side and of a study's
    /// letters are read as meant.
    @Test func whatIsStoppedAndWhatIsMistyped() {
        #expect(Self.identity("D/C Norco, start Nucynta ER 50 mg") == "tapentadol")
        #expect(Self.identity("Discontinue tramadol; begin trial of Lyrica 75 mg") == "pregabalin")
        #expect(Self.identity("EMG/NVC of the upper extremities") == "EMG/NCV @ upper extremities")
        #expect(Self.doubt("Injection of the rigth shoulder, subacromial") == [])
        for text in ["Lidoderm 5% patchs #30", "Lidocaine 5% pacthes, 1 box", "Flector pathces #60"] {
            #expect(Self.doubt(text) == [], "\(text)")
        }
        #expect(Self.identity("Flector pathces #60") == "diclofenac patch")
    }

    /// A specialist named by the organ's adjective ("Pulmonary consult") is that specialty; the organ's
    /// program is not its specialist.
    @Test func specialistsByTheirOrgansAdjective() {
        #expect(Self.identity("Pulmonary consult for obstructive sleep apnea") == "pulmonology consultation")
        #expect(Self.identity("Otolaryngology referral for tinnitus") == "otolaryngology consultation")
        #expect(Self.identity("Pulmonary rehab 12 sessions") == "pulmonary rehabilitation")
        #expect(Self.identity("Pulmonary function testing") == "pulmonary function test")
    }

    /// Equipment by its type whatever its build, and a seat's arms name no arm of the patient.
    @Test(arguments: [
        ("Raised toilet seat with arms", "bathroom equipment"), ("Standard manual wheelchair", "wheelchair"),
        ("External bone growth stimulator, lumbar", "bone growth stimulator"), ("Cryo Cuff, left knee", "cold compression unit"),
        ("Lace-up ankle brace, right", "brace @ ankle/foot"), ("Counterforce strap, right elbow", "brace @ elbow"),
    ])
    func equipmentWhateverItsBuild(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Injections as pain physicians write them: a block "followed by" the ablation it tests for asks for the
    /// block; pulsed radiofrequency is its own entry; a joint's aspiration is the arthrocentesis; a catheter is
    /// how an epidural is given.
    @Test(arguments: [
        ("Diagnostic lumbar MBB x2, to be followed by RFA if positive", "facet injection @ lumbar spine"),
        ("Pulsed RF, right suprascapular nerve", "pulsed radiofrequency @ shoulder"),
        ("Aspiration of the left knee effusion", "arthrocentesis @ knee"),
        ("Caudal ESI via catheter, L5-S1", "epidural steroid injection @ lumbar spine"),
    ])
    func injectionsAsPainPhysiciansWriteThem(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// Therapies by their methods' names: a hand therapist's sessions and McKenzie's exercises are physical
    /// therapy, instrument-assisted soft tissue work (Graston) manual therapy.
    @Test(arguments: [
        ("CHT visits with a certified hand therapist, 2x/week x 4, left hand", "physical therapy @ wrist/hand"),
        ("McKenzie method therapy for the low back x 6", "physical therapy @ lumbar spine"),
        ("Graston technique, 6 sessions, cervical", "chiropractic @ cervical spine"),
    ])
    func therapiesByTheirMethodsNames(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
    }

    /// A cock-up splint holds the wrist whether or not the request says so.
    @Test func aCockUpSplintIsTheWrists() {
        #expect(TreatmentNormalizer.normalize("Cock-up splint, left")?.regions == ["wrist/hand"])
        #expect(Self.identity("Cockup splint for night use") == "brace @ wrist/hand")
    }

    /// A stocking's length names no part of the patient.
    @Test func aStockingsLengthIsNoRegion() {
        for text in ["Thigh-high compression stockings x2 pairs", "Knee high graduated compression hose"] {
            #expect(Self.identity(text) == "compression garment", "\(text)")
            #expect(TreatmentNormalizer.normalize(text)?.regions == [], "\(text)")
        }
    }

    /// "ASD" beside the shoulder is its arthroscopic subacromial decompression; elsewhere it is not
    /// understood (an adjacent segment's disease is a condition), never guessed.
    @Test func anAbbreviationIsReadBesideItsPlace() {
        #expect(Self.identity("Rt shoulder arthroscopy, ASD") == "subacromial decompression @ shoulder")
        #expect(Self.identity("ASD and DCE, left shoulder") == "subacromial decompression @ shoulder")
        #expect(Self.doubt("Revision L3-4 fusion for ASD") == ["asd"])
        #expect(Self.identity("MRA of the brain") == "MR angiogram @ head")
        #expect(Self.identity("MRA left hip") == "MR arthrogram @ hip")
    }

    /// A drug given into a vein is its infusion, the injection's entry; on the skin or by mouth it is not.
    @Test func aDrugIntoAVeinIsItsInfusion() {
        #expect(Self.identity("IV lidocaine infusion x 4") == "lidocaine injection")
        #expect(Self.identity("Ketamine, intravenous, 3 treatments") == "ketamine injection")
        #expect(Self.identity("Ketamine 5% cream 30 g") == "ketamine topical")
        #expect(Self.identity("Ketamine 10 mg troche") == "ketamine")
    }

    /// A specialist of the mind named with the therapy asks for the therapy; with a word asking for an
    /// opinion, for the specialist's consultation.
    @Test func aPsychTherapyNamedIsTheTherapy() {
        #expect(Self.identity("Psych counseling x 8") == "psychotherapy")
        #expect(Self.identity("Psychiatric counselling sessions") == "psychotherapy")
        #expect(Self.identity("Psychiatric referral for counseling") == "psychiatry consultation")
        #expect(Self.identity("Psychological evaluation") == "psychology consultation")
    }

    /// A dentist's code (HCPCS "D" and four digits) is dental work; a hospital bed with its mattress is the
    /// bed; foot orthoses are orthotics; a spinal neurostimulator is the spinal cord stimulator.
    @Test(arguments: [
        ("D2740 crown, tooth #14", "dental crowns"),
        ("D7210 x 2", "tooth extraction"),
        ("Semi-electric hospital bed with foam mattress", "hospital bed"),
        ("Custom molded foot orthoses", "orthotics"),
        ("Shoe lift, left, 1/2 inch", "orthotics"),
        ("Associated surgical service: DVT prophylaxis compression unit", "DVT compression device"),
        ("ESI L4-5 L5-S1 BILAT TF", "epidural steroid injection @ lumbar spine"),
        ("Spinal neurostimulator trial, 7 days", "spinal cord stimulator trial"),
        ("Permanent spinal neurostimulator implant", "spinal cord stimulator"),
        ("LONB right", "occipital nerve block @ head"),
        ("Hgb A1c", "hemoglobin A1c"),
        ("Laparoscopic vertical sleeve gastrectomy", "bariatric surgery"),
        ("Temporary PNS, 60 days", "peripheral nerve stimulator"),
        // How the patient is kept comfortable is technique, not the procedure.
        ("Right L4 TFESI with fluoro and monitored anesthesia", "epidural steroid injection @ lumbar spine"),
        ("Cervical facet blocks C4-5, C5-6 under conscious sedation", "facet injection @ cervical spine"),
    ])
    func aTreatmentByItsFamilyOrParts(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// Spellings of another country are read as the American ones the tables use, and doses written in
    /// words or by weight are no doubt.
    @Test(arguments: [
        ("Pain management programme, 4 weeks", "functional restoration program"),
        ("Glycated haemoglobin", "hemoglobin A1c"),
        ("Polysomnogram for obstructive sleep apnoea", "sleep study"),
        ("Behavioural therapy, 6 sessions", "psychotherapy"),
        ("Gabapentin three hundred milligrams at night", "gabapentin"),
        ("Ketamine infusion 0.3 mg/kg", "ketamine injection"),
    ])
    func otherSpellingsAndDosesInWords(text: String, identity: String) {
        #expect(Self.identity(text) == identity, "\(text)")
        #expect(Self.doubt(text) == [], "\(text)")
    }

    /// What may be done if found needed is not what is asked, beside what is; named alone it is asked.
    @Test func aContingentPartIsNotTheRequest() {
        #expect(Self.identity("Right shoulder arthroscopy, subacromial decompression, possible rotator cuff repair")
                == "subacromial decompression @ shoulder")
        #expect(Self.identity("L knee scope with possible medial meniscectomy") == "arthroscopy @ knee")
        #expect(Self.identity("Lumbar ESI L4-5, facet injections if needed") == "epidural steroid injection @ lumbar spine")
        #expect(Self.identity("Possible rotator cuff repair, left") == "rotator cuff repair @ shoulder")
    }

    /// A tendon repaired through the arthroscope is the repair; imaging and tests named together are each asked
    /// for, one key joining their names.
    @Test func whatIsDoneAndWhatIsTested() {
        #expect(Self.identity("Arthroscopically assisted Achilles tendon repair, right") == "tendon repair @ ankle/foot")
        #expect(Self.identity("Preoperative chest x-ray and ECG") == "X-ray/electrocardiogram @ chest")
        #expect(Self.identity("EKG") == "electrocardiogram")
    }

    /// An evaluation counted once ("x1") is one evaluation, the discipline's visit; counted more, or with a
    /// course, the therapy.
    @Test func anEvaluationCountedOnceIsAVisit() {
        #expect(Self.identity("Chiropractic re-evaluation x1") == "chiropractic evaluation")
        #expect(Self.identity("PT evaluation x 1, cervical") == "physical therapy evaluation")
        #expect(Self.identity("Chiropractic re-evaluation x 6") == "chiropractic")
        #expect(Self.identity("PT eval x1 and treatment 2x4, cervical") == "physical therapy @ cervical spine")
    }

    /// Later years' requests: a test for the virus before a procedure, a drug's status in the formulary (no
    /// part of the drug), a psychologist's clearance before a stimulator (their evaluation, where an
    /// internist's clearance is the preoperative clearance).
    @Test func laterYearsRequests() {
        #expect(Self.identity("COVID-19 PCR prior to the procedure") == "COVID-19 test")
        #expect(Self.identity("SARS-CoV-2 test, pre-procedure") == "COVID-19 test")
        #expect(Self.doubt("SARS-CoV-2 test, pre-procedure") == [])
        #expect(Self.identity("Tapentadol 50 mg #60 (non-exempt, MTUS formulary)") == "tapentadol")
        #expect(Self.doubt("Tapentadol 50 mg #60 (non-exempt, MTUS formulary)") == [])
        #expect(Self.identity("Psychological consult for spinal cord stimulator clearance") == "psychology consultation")
        #expect(Self.identity("Internal medicine consult for surgical clearance") == "preoperative medical clearance")
    }
}
