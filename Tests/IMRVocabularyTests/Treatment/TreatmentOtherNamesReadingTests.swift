import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// Requests by another of their names: how a study or kit is done, later years' shorthand and brands,
/// eponyms, lay names and slips, billing codes, services beyond orthopaedics. Wordings of my own, none from
/// a measured set (the first half of these readings is `TreatmentRequestReadingTests`).
@Suite struct TreatmentOtherNamesReadingTests {
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }
    static func doubt(_ text: String) -> [String] { Fixture.treatmentDoubt(text) }

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
        ("Gingival graft, lower incisors", "periodontal treatment"),
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

    /// A tooth's implant by its surgical names is a dental implant, the tooth named by its kind (incisor, molar).
    @Test(arguments: ["Endosteal implant, lower left first molar", "Two endosseous implants, teeth #8 and #9",
                      "Implant abutment and crown #30"])
    func implantsInTheJawAreDentalTreatment(text: String) {
        #expect(Self.identity(text) == "dental implants", "\(text)")
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
        ("Extra depth diabetic shoes with custom inserts", "orthopedic shoes"),
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
        ("3-unit bridge, lower left", "dental bridge"),
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
