import IMRModel
import IMRText

/// Everything a request can ask for that is not a drug: surgery, injections, imaging, tests, programs,
/// therapies, equipment and visits, each with its canonical name (the key's first part), its kind, and
/// the words letters use for it.
///
/// When a request names several things, the one named first says what it asks for ("Physical therapy
/// following L4-5 fusion" is physical therapy, "Lumbar epidural steroid injection with pain management
/// consult" an injection). Among several of one kind, order is priority: the row listed first wins (a
/// "knee arthroscopy with partial meniscectomy" is a meniscectomy, an "anterior cervical discectomy and
/// fusion" a fusion). Imaging and tests are the exception: their names are joined ("EMG/NCV", "CT/MRI").
///
/// `regional`: the region named goes into the key ("MRI lumbar spine"); otherwise it is only the item's
/// `bodyRegion` ("TENS unit"). `region`: the region the procedure itself implies when none is written
/// ("carpal tunnel release" is the wrist/hand).
///
/// To add one: a row in its kind's list, or a spelling in its row, lower case. Abbreviations go to
/// `TreatmentAbbreviations`.
public enum TreatmentProcedures {
    public struct Procedure: Sendable {
        public let name: String
        public let kind: TreatmentKind
        public let spellings: [String]
        public let regional: Bool
        public let region: String?
        /// A service around an operation (an assistant, a hospital stay): keyed alone, whatever operation
        /// the request also names.
        public let adjunct: Bool
        /// A general name that yields to anything more specific the request also names ("office visit",
        /// "durable medical equipment", "laboratory tests"): "DME: front-wheeled walker" is a walker.
        public let generic: Bool
        /// A therapy discipline of its own (physical, occupational, chiropractic...): a request naming two
        /// ("PT/OT") asks for both, and its key names both; a modality named with one is part of it.
        public let discipline: Bool
    }

    /// Electrodiagnostic studies, decided by the limb they test (docs/treatment-identity.md): a study "of the
    /// wrist" or "of the cervical spine" is one of the upper extremities (`BodyRegions.limb(of:)`).
    public static let byLimb: Set<String> = ["EMG", "NCV", "SSEP"]

    /// Whether a key names only such studies ("EMG/NCV").
    public static func isByLimb(key: String) -> Bool {
        key.split(separator: "/").allSatisfy { byLimb.contains(String($0)) }
    }

    /// A study named with one that contains it: "MRI of the wrist with arthrogram" is an MR arthrogram, "MRI
    /// brain with DTI" the tensor imaging, "2D echo with Doppler" the echocardiogram; "urinalysis for drug
    /// screening" is the drug screen, a urinalysis for drugs.
    public static let containedIn: [String: Set<String>] = [
        "MRI": ["MR arthrogram", "diffusion tensor imaging", "functional MRI"], "CT": ["CT myelogram"],
        "urinalysis": ["urine drug screen"], "vascular ultrasound": ["echocardiogram"],
        "genetic testing": ["pharmacogenetic testing", "genetic testing for opioid abuse risk", "cytokine DNA testing"],
    ]

    /// A general name with a purpose or a place that another entry decides apart: "Genetic testing for opioid
    /// metabolism" is the pharmacogenetic test, "DNA test for narcotic addiction risk" the test of opioid
    /// abuse risk, a "wheelchair lift for the van" the vehicle's change, not the home's (name -> the first
    /// purpose whose words the request holds; abuse before metabolism, as "drug abuse" names a drug too).
    public static let byPurpose: [String: [(words: Set<String>, name: String)]] = [
        "genetic testing": [
            (["abuse", "addiction", "misuse", "dependence", "risk"], "genetic testing for opioid abuse risk"),
            (["metabolism", "metabolizer", "metabolic", "metabolizing", "selection", "response"], "pharmacogenetic testing"),
        ],
        "home modification": [
            (["van", "minivan", "vehicle", "car", "truck", "automobile", "suv", "pickup"], "vehicle modification"),
        ],
        "oral appliance": [
            (["apnea", "apnoea", "osa", "snoring", "snore"], "sleep apnea oral appliance"),
        ],
        "vascular ultrasound": [
            (["dvt", "venous", "vein", "veins", "thrombosis", "thrombus", "clot", "clots", "varicose", "phlebitis", "thrombophlebitis"], "venous duplex ultrasound"),
            (["arterial", "artery", "arteries", "claudication", "pulses", "ischemia", "peripheral arterial", "pad"], "arterial doppler study"),
        ],
    ]

    /// Imaging that, given in sessions, is a therapy: "Ultrasound 2 times a week" is therapeutic ultrasound.
    public static let asSessions: [String: String] = [
        "ultrasound": "therapeutic ultrasound", "hot/cold pack": "heat/cold therapy",
    ]

    /// What a general name becomes after an operation on a region: a "shoulder brace" after shoulder
    /// surgery is the post-operative sling the guidelines decide (name, region -> name).
    /// The region "" stands for any: a "pain pump" around an operation ("Associated surgical service:
    /// pain pump") is the post-operative infusion pump, not the implanted one.
    public static let afterSurgery: [String: [String: String]] = [
        "brace": ["shoulder": "sling"], "intrathecal pump": ["": "postoperative pain pump"],
    ]

    /// What a general name is in a region whatever the request's context: a decompression of the spine
    /// ("Lumbar decompression L4-5") is the laminectomy the guidelines decide with the discectomy.
    public static let inRegion: [String: [String: String]] = [
        "decompression": ["lumbar spine": "discectomy/laminectomy", "cervical spine": "discectomy/laminectomy",
                          "thoracic spine": "discectomy/laminectomy", "spine": "discectomy/laminectomy"],
    ]

    /// The regions a treatment can be for, where that is fewer than all: a letter pointing to several
    /// regions points to the one the treatment can serve ("Arthroscopic surgery" in a neck-and-knee injury
    /// is the knee's).
    public static let servedRegions: [String: Set<String>] = {
        let spine: Set<String> = ["cervical spine", "thoracic spine", "lumbar spine"]
        let joints = BodyRegions.joints
        // What a gait aid is for: the legs, the pelvis whose bones bear the weight (a pubic ramus fracture's protected
        // weight bearing), and the low back whose nerves reach them.
        let legs: Set<String> = ["hip", "pelvis", "knee", "ankle/foot", "lower extremities"]
        return [
            "epidural steroid injection": spine, "facet injection": spine, "discectomy/laminectomy": spine,
            "kyphoplasty": spine, "discography": spine, "CT myelogram": spine,
            "arthroscopy": joints, "chondroplasty": joints, "arthroplasty": joints.union(spine),
            "manipulation under anesthesia": joints.union(spine), "viscosupplementation injection": joints,
            "MR arthrogram": joints, "continuous passive motion": joints,
            "meniscectomy": ["knee"], "labral repair": ["shoulder", "hip"], "subacromial decompression": ["shoulder"],
            "rotator cuff repair": ["shoulder"],
            // Trigger points are in the muscles of the spine, the shoulder girdle and the buttock.
            "trigger point injection": spine.union(["shoulder", "hip", "pelvis"]),
            // A steroid injected with no site named is a joint's or a bursa's; the spine's injections have
            // their own names (epidural, facet).
            "corticosteroid injection": joints,
            // A decompression frees the spinal canal or a nerve in its tunnel; a fusion is of the spine or a
            // small joint of the hand, the foot or the sacroiliac joint.
            "decompression": spine.union(["wrist/hand", "elbow", "shoulder", "ankle/foot"]),
            "fusion": spine.union(["wrist/hand", "ankle/foot", "pelvis"]),
            "cane": legs.union(["lumbar spine"]), "walker": legs.union(["lumbar spine"]), "crutches": legs,
            // Traction pulls on the neck or the low back.
            "traction unit": spine, "traction": spine,
        ]
    }()

    /// Programs for the injured part, whatever else they treat: a functional restoration program or work
    /// hardening in a letter about the low back is the low back's (every writer and reader who labelled one so
    /// gave it the letter's part); a weight-loss or smoking program is no part's.
    public static let programsOfTheInjury: Set<String> = [
        "functional restoration program", "functional restoration aftercare program", "work hardening program",
        "home exercise program", "back school",
        // Exercise bought outside therapy is the injured part's exercise too: most writers give a gym membership the
        // letter's part (N7, N9, N10, N13, N17, N19, N22, N24, N27).
        "gym membership", "personal trainer",
    ]

    /// Treatments that follow an operation and serve the part operated on: therapy after surgery, the
    /// removal of an operation's hardware.
    public static func followsAnOperation(key: String) -> Bool {
        key.hasPrefix(TreatmentIdentity.postoperative) || key == hardwareRemoval
    }

    /// The services around an operation (`Procedure.adjunct`: an assistant, a hospital stay, anaesthesia).
    public static let adjuncts: Set<String> = Set(all.filter(\.adjunct).map(\.name))

    /// Whether a request of `kind` keyed `key` is an operation itself, not a service around one: what its letter
    /// calls "the surgery" is it.
    public static func isOwnOperation(key: String, kind: TreatmentKind) -> Bool {
        kind == .surgery && !key.split(separator: "/").contains { adjuncts.contains(String($0)) }
    }

    /// Words of a request that say which regions it can serve whatever its key: flexion and extension
    /// views are of the spine; a splint holds a wrist, an elbow, an ankle or a knee, never the neck.
    public static let servedRegionsByWords: [(words: [String], regions: Set<String>)] = [
        (["flexion", "extension"], ["cervical spine", "thoracic spine", "lumbar spine"]),
        (["flex", "ext"], ["cervical spine", "thoracic spine", "lumbar spine"]),
        (["splint"], ["wrist/hand", "elbow", "ankle/foot", "knee"]),
    ]

    /// The regions a request's own words say it can serve (`servedRegionsByWords`), nil where they say none.
    public static func servedRegions(ofRequest request: String) -> Set<String>? {
        let words = Set(TreatmentText.pieces(of: request).filter { $0.kind == .word }.map { TreatmentWordForm.singular($0.text) })
        return servedRegionsByWords.first { $0.words.allSatisfy(words.contains) }?.regions
    }

    /// The injection that a drug names ("Toradol injection" is "ketorolac injection").
    public static let injection = "injection"
    /// The operation that only a region names ("lumbar spine surgery").
    public static let surgery = "surgery"
    /// The therapy after an operation when no discipline is named.
    public static let physicalTherapy = "physical therapy"
    /// A visit no specialist names; a therapy discipline's evaluation is one too (docs/treatment-identity.md).
    public static let officeVisit = "office visit"
    /// What follows a therapy discipline's or a program's name in the key of its evaluation ("physical therapy
    /// evaluation", "functional restoration program evaluation").
    public static let evaluationSuffix = " evaluation"
    public static let psychotherapy = "psychotherapy"
    /// The assistant at surgery, whom billing's modifiers name too.
    public static let surgicalAssistant = "surgical assistant"
    public static let manipulationUnderAnesthesia = "manipulation under anesthesia"
    public static let serumDrugLevels = "serum drug levels"
    public static let hardwareRemoval = "hardware removal"

    /// A row: the name (one of its spellings unless `named` is false: a second row of the same name),
    /// then the spellings, comma-separated.
    static func row(_ name: String, _ kind: TreatmentKind, _ spellings: String = "", regional: Bool = true,
                    region: String? = nil, adjunct: Bool = false, named: Bool = true, generic: Bool = false,
                    discipline: Bool = false) -> Procedure {
        let written = SpellingList.split(spellings)
        return Procedure(name: name, kind: kind, spellings: (named ? [CaseFold.key(name)] : []) + written,
                         regional: regional, region: region, adjunct: adjunct, generic: generic, discipline: discipline)
    }

    public static let all: [Procedure] = [operations, injections, imaging, tests, programs, therapies, equipment,
                                          others, visits].flatMap { $0 }

    static let operations: [Procedure] = [
        // A stimulator of one peripheral nerve, decided apart from the spinal cord's.
        row("peripheral nerve stimulator", .surgery, "peripheral nerve stimulation, peripheral nerve stimulator trial, peripheral nerve stimulator implant, peripheral nerve field stimulation, peripheral nerve stimulation trial, pns system, pns trial, pns implant, sprint pns, sprint, percutaneous peripheral nerve stimulation", regional: false),
        // A stimulator of the dorsal root ganglion, decided apart from the spinal cord's (its own guideline
        // entry), its trial apart from its implant as theirs are.
        row("dorsal root ganglion stimulator trial", .surgery, "dorsal root ganglion stimulator trial, dorsal root ganglion stimulation trial, drg stimulator trial, drg stimulation trial, trial of dorsal root ganglion stimulation, trial dorsal root ganglion stimulator", regional: false),
        row("dorsal root ganglion stimulator", .surgery, "dorsal root ganglion stimulation, dorsal root ganglion neurostimulator, dorsal root ganglion neurostimulation, drg stimulator, drg stimulation, drg neurostimulator, drg neurostimulation, dorsal root ganglion stimulator implant, permanent dorsal root ganglion stimulator", regional: false),
        // The trial (temporary leads, days) and the permanent implant are decided apart: the implant's
        // criteria include a successful trial.
        row("spinal cord stimulator trial", .surgery, "spinal cord stimulator trial, spinal cord stimulation trial, dorsal column stimulator trial, trial spinal cord stimulator, trial of spinal cord stimulation, trial of spinal cord stimulator, trial of dorsal column stimulator, trial of dorsal column stimulation, spinal neurostimulator trial, trial of spinal neurostimulator, spinal neurostimulation trial", regional: false),
        // Taking a stimulator out is an operation of its own, not the stimulator asked for.
        row("spinal cord stimulator removal", .surgery, "spinal cord stimulator explant, explant of spinal cord stimulator, removal of spinal cord stimulator, removal of the spinal cord stimulator, spinal cord stimulator removal, scs removal, scs explant, explantation of spinal cord stimulator, removal of spinal cord stimulator leads, spinal cord stimulator lead removal", regional: false),
        row("spinal cord stimulator", .surgery, "spinal cord stimulation, dorsal column stimulator, spinal cord stimulator implant, spinal cord stimulator implantation, permanent spinal cord stimulator, spinal cord stimulator placement, implanted pulse generator, implantable pulse generator, spinal neurostimulator, spinal neurostimulation, spinal cord neurostimulator", regional: false),
        // Baclofen given into the spinal fluid for spasticity, decided apart from the pain pump and the tablets.
        row("intrathecal baclofen", .surgery, "baclofen pump, intrathecal baclofen pump, intrathecal baclofen trial, itb pump, itb therapy, baclofen pump refill, intrathecal baclofen therapy", regional: false),
        row("intrathecal pump", .surgery, "intrathecal drug delivery, pain pump, intrathecal pain pump, intrathecal pain pump trial, intrathecal pump trial, intrathecal morphine pump, intrathecal drug pump, intrathecal morphine trial, intrathecal trial, morphine pump, implantable drug delivery system, implanted drug delivery system", regional: false),
        // Weight-loss operations are decided together, apart from a weight-loss program.
        row("bariatric surgery", .surgery, "gastric sleeve, sleeve gastrectomy, vertical sleeve gastrectomy, gastric sleeve surgery, roux en y, gastric bypass, lap band, lap band surgery, gastric banding, weight loss surgery", regional: false),
        row("fusion", .surgery, "fussion, sacroiliac joint fusion, sacroiliac fusion, ifuse, spinal fusion, arthrodesis, interbody fusion, transforaminal lumbar interbody fusion, transforaminal interbody fusion, posterior lumbar interbody fusion, anterior lumbar interbody fusion, lateral lumbar interbody fusion, lumbar interbody fusion, posterolateral fusion, 360 fusion, spine fusion, fusions"),
        row("arthroplasty", .surgery, "knee prosthesis, hip prosthesis, shoulder prosthesis, total knee, total hip, total shoulder, total elbow, total ankle, total joint, reverse total shoulder, reverse shoulder arthroplasty, reverse total shoulder arthroplasty, artificial disc replacement, artificial disc, disc arthroplasty, total disc replacement, total knee arthroplasty, total hip arthroplasty, total shoulder arthroplasty, joint replacement, total joint replacement, knee replacement, hip replacement, shoulder replacement, disc replacement, disc arthroplasty, total knee replacement, total hip replacement, unicompartmental knee arthroplasty, partial knee replacement, reverse shoulder arthroplasty, hemiarthroplasty, revision arthroplasty, hip revision, knee revision, total hip revision, total knee revision, ligament reconstruction tendon interposition, lrti, cmc arthroplasty, carpometacarpal arthroplasty"),
        row("kyphoplasty", .surgery, "vertebroplasty"),
        // The guidelines decide a discectomy and a laminectomy (or laminotomy) together: one entry, one key.
        row("discectomy/laminectomy", .surgery, "discectomy, microdiscectomy, diskectomy, microdiskectomy, micro discectomy, disc excision, discetomy, laminectomy, laminotomy, hemilaminectomy, hemilaminotomy, decompressive laminectomy, laminectomy discectomy, microlaminectomy, microlaminotomy"),
        row("laminoplasty", .surgery),
        // Spinal operations the guidelines decide apart from an open discectomy or a fusion.
        // An image-guided percutaneous lumbar decompression (MILD), decided apart from the open laminectomy.
        row("percutaneous lumbar decompression", .surgery, "mild procedure, percutaneous image guided lumbar decompression, pild, minimally invasive lumbar decompression procedure", regional: false),
        // Stimulation of the multifidus muscle's nerve (ReActiv8), its own guideline entry.
        row("restorative neurostimulation", .surgery, "reactiv, reactiv8, restorative neurostimulation system, multifidus stimulation", regional: false),
        row("interspinous stabilization", .surgery, "coflex, superion, vertiflex, vertiflex procedure, interlaminar stabilization, interlaminar stabilization device, interspinous spacer, interspinous process spacer, interspinous process device, interspinous device, x stop, superion, interspinous stabilization device, interspinous process decompression"),
        row("percutaneous disc decompression", .surgery, "nucleoplasty, disc nucleoplasty, coblation nucleoplasty, dekompressor, percutaneous discectomy, percutaneous disc decompression, percutaneous lumbar discectomy"),
        row("thoracic outlet decompression", .surgery, "thoracic outlet surgery, thoracic outlet release, first rib resection, scalenectomy, thoracic outlet syndrome surgery", regional: false),
        row("foraminotomy", .surgery, "foraminectomy"),
        row(hardwareRemoval, .surgery, "hardware, removal hardware, hardware removal surgery, removal retained hardware, painful hardware removal, removal painful hardware, screw removal, plate removal, pin removal, implant removal"),
        row("open reduction internal fixation", .surgery, "internal fixation, revision fixation, revision internal fixation"),
        row("carpal tunnel release", .surgery, "carpal tunnel surgery, carpal tunnel decompression, carpel tunnel release, carpal tunnel releases, median nerve release, median nerve decompression, decompression median nerve, release median nerve", region: "wrist/hand"),
        row("trigger finger release", .surgery, "trigger thumb release, a1 pulley release, finger trigger release, thumb trigger release, trigger release finger, trigger finger surgery, trigger digit release", region: "wrist/hand"),
        row("cubital tunnel release", .surgery, "ulnar nerve transposition, ulnar nerve decompression, cubital tunnel surgery, cubital tunnel decompression, ulnar nerve release, decompression ulnar nerve, release ulnar nerve", region: "elbow"),
        row("de quervain release", .surgery, "dequervain release, de quervain's release, first dorsal compartment release, de quervain surgery", region: "wrist/hand"),
        row("ganglion cyst excision", .surgery, "ganglion excision, ganglionectomy, ganglion cyst removal, ganglion cyst resection"),
        row("lateral epicondyle release", .surgery, "nirschl, nirschl procedure, lateral epicondylectomy, lateral epicondyle debridement, tennis elbow release, tennis elbow surgery, lateral epicondylitis surgery, lateral release elbow, lateral epicondylar release, epicondylar release, epicondyle release, medial epicondylar release, medial epicondyle release, epicondylectomy, common extensor release, common extensor tendon release, extensor origin release", region: "elbow"),
        row("plantar fascia release", .surgery, "plantar fasciotomy, plantar fascia surgery", region: "ankle/foot"),
        row("tarsal tunnel release", .surgery, "tarsal tunnel decompression", region: "ankle/foot"),
        row("bunionectomy", .surgery, "bunion surgery", region: "ankle/foot"),
        // A nerve frozen by a probe (iovera) and an artery of the knee closed (embolization).
        row("cryoneurolysis", .injection, "iovera, cryoneuroablation, cryo neurolysis, cryoanalgesia, percutaneous cryoneurolysis, cryoablation, cryo ablation"),
        row("genicular artery embolization", .surgery, "geniculate artery embolization", region: "knee"),
        // A tendon's diseased part cut through the skin with an ultrasonic probe (Tenex).
        row("percutaneous tenotomy", .surgery, "tenex, tenex procedure, percutaneous ultrasonic tenotomy, ultrasonic tenotomy, percutaneous needle tenotomy"),
        // A joint's fluid drawn off by a needle (a knee's, the jaw's).
        row("arthrocentesis", .injection, "joint aspiration, aspiration joint, aspiration"),
        row("hernia repair", .surgery, "herniorrhaphy, hernia surgery, inguinal hernia repair, umbilical hernia repair, hernioplasty, ventral hernia repair, incisional hernia repair, hernia repair with mesh, mesh hernia repair, mesh repair of hernia, laparoscopic hernia repair", regional: false),
        row("cholecystectomy", .surgery, "gallbladder removal, laparoscopic cholecystectomy, lap chole, gallbladder surgery", regional: false),
        row("acl reconstruction", .surgery, "anterior cruciate ligament reconstruction, acl repair, anterior cruciate ligament repair, acl recon, acl surgery, anterior cruciate ligament surgery", region: "knee"),
        // What is done through the arthroscope is the guidelines' question, at the level they tell apart
        // ("shoulder arthroscopy with rotator cuff repair" is a rotator cuff repair), listed before the
        // arthroscopy itself: the first of these a request names is its key.
        row("rotator cuff repair", .surgery, "cuff repair, rotator cuff surgery, rotator cuff reconstruction, rotator cuff debridement repair, rotator cuff tendon repair, supraspinatus repair, supraspinatus tendon repair, infraspinatus repair, infraspinatus tendon repair, subscapularis repair, subscapularis tendon repair", region: "shoulder"),
        row("SLAP repair", .surgery, "slap lesion repair, superior labrum repair, superior labral repair, slap tear repair, superior labrum anterior posterior repair, slap, slap lesion, slap tear", region: "shoulder"),
        row("Bankart repair", .surgery, "bankart, bankart procedure, capsulolabral reconstruction, latarjet, latarjet procedure, coracoid transfer, bankart reconstruction, anterior labral repair, anterior labrum repair, anterior labrum, anterior stabilization, shoulder stabilization, capsulolabral repair", region: "shoulder"),
        row("labral repair", .surgery, "labrum repair, labral reconstruction, labral debridement, labrum debridement"),
        // Named before the arthroscopy it is done in: "Shoulder arthroscopy with biceps tenodesis" asks
        // for the tenodesis.
        row("tenodesis", .surgery, "biceps tenodesis, bicep tenodesis, long head biceps tenodesis, biceps tenotomy, bicep tenotomy, long head biceps tenotomy"),
        // Patellar instability's operations, one entry.
        row("patellar realignment", .surgery, "lateral release, lateral retinacular release, mpfl reconstruction, medial patellofemoral ligament reconstruction, tibial tubercle transfer, tibial tubercle osteotomy, patellar stabilization", region: "knee"),
        row("TFCC repair", .surgery, "tfcc debridement, triangular fibrocartilage complex repair, triangular fibrocartilage repair, triangular fibrocartilage debridement", region: "wrist/hand"),
        row("Dupuytren's release", .surgery, "dupuytren release, dupuytrens release, dupuytrens fasciectomy, dupuytren fasciectomy, dupuytren contracture release, palmar fasciectomy, fasciectomy, needle aponeurotomy", region: "wrist/hand"),
        row("coccygectomy", .surgery, "coccyx excision", region: "pelvis"),
        row("subacromial decompression", .surgery, "acromioplasty, neer acromioplasty, subacromial decompression acromioplasty, subacromial bursectomy, subacromial decompressions", region: "shoulder"),
        row("distal clavicle excision", .surgery, "distal clavicle resection, mumford, mumford procedure, distal clavicectomy, distal claviculectomy, claviculectomy", region: "shoulder"),
        row("meniscal repair", .surgery, "meniscus repair", region: "knee"),
        row("meniscectomy", .surgery, "menisectomy, meniscal surgery, meniscectomies, partial meniscectomy, meniscal debridement, menisectomies", region: "knee"),
        row("chondroplasty", .surgery, "chondroplasties"),
        // Cartilage repaired rather than smoothed: each has its own entry in the knee's guidelines.
        row("microfracture", .surgery, "microfracture surgery, microfracture chondroplasty, subchondral drilling, marrow stimulation"),
        row("osteochondral graft", .surgery, "osteochondral autograft transfer, osteochondral autograft, osteochondral allograft, osteochondral transplant, oats, oats procedure, mosaicplasty, autologous chondrocyte implantation, aci, maci"),
        row("high tibial osteotomy", .surgery, "hto, proximal tibial osteotomy, tibial osteotomy, unloading osteotomy", region: "knee"),
        // A release of a stiff joint's capsule is its own operation, not the arthroscopy it is done through.
        row("capsular release", .surgery, "capsulotomy, arthroscopic capsular release, capsular release frozen shoulder, frozen shoulder release, adhesive capsulitis release"),
        // An arthroscopy's specific work named with it is what is asked (as for the chondroplasty above).
        row("lysis of adhesions", .surgery, "adhesiolysis"),
        // A tendon or ligament repaired through the arthroscope ("Arthroscopic repair of the Achilles tendon")
        // is the repair.
        row("tendon repair", .surgery, "achilles repair, achilles tendon repair, tendon reconstruction"),
        // Lengthening the calf's tendon for the foot's pain or its equinus: another operation than its repair.
        row("gastrocnemius recession", .surgery, "gastroc recession, gastrocnemius lengthening, strayer procedure, tendo achilles lengthening, achilles tendon lengthening, achilles lengthening, heel cord lengthening", region: "ankle/foot"),
        row("ligament reconstruction", .surgery, "ligament repair, lateral ligament reconstruction, ankle stabilization, brostrom, brostrom repair, brostrom procedure, modified brostrom, brostrom gould, lateral ankle ligament repair, lateral ankle stabilization"),
        row("arthroscopy", .surgery, "arthroscopic, arthroscopic surgery, arthroscopically, scope, athroscopy, arthroscopy surgery, arthoscopy, diagnostic arthroscopy, synovectomy, loose body removal"),
        row("manipulation under anesthesia", .surgery, "manipulation lysis of adhesions, manipulation and lysis of adhesions, manipulation and arthroscopic lysis of adhesions"),
        row("debridement", .surgery, "debride"),
        row("decompression", .surgery, "nerve decompression, spinal decompression surgery"),
        row("neuroma excision", .surgery, "mortons neuroma excision, morton neuroma excision, interdigital neuroma excision, interdigital neurectomy, neurectomy", region: "ankle/foot"),
        row("hammertoe correction", .surgery, "hammertoe repair, hammer toe correction, hammer toe repair, hammertoe surgery, hammer toe surgery, hammertoe", region: "ankle/foot"),
        row("radial tunnel release", .surgery, "radial tunnel decompression, radial nerve decompression, posterior interosseous nerve decompression", region: "elbow"),
        // The distal ulna's end removed (Darrach) and the first row of wrist bones (proximal row carpectomy).
        row("distal ulna resection", .surgery, "darrach, darrach procedure, distal ulna excision, distal ulnar resection, distal ulna resection", region: "wrist/hand"),
        row("proximal row carpectomy", .surgery, "proximal row carpectomy", region: "wrist/hand"),
        row("amputation", .surgery, "revision amputation, stump revision, residual limb revision"),
        // Grafts and monitoring beside an operation, asked for as items of their own; named after the operation they
        // are part of it ("Fusion with allograft" is the fusion).
        row("bone graft", .surgery, "bone grafting, allograft, autograft, bone graft substitute, demineralized bone matrix, infuse bone graft, bone morphogenetic protein", regional: false, adjunct: true),
        row("intraoperative neuromonitoring", .surgery, "intraoperative monitoring, neuromonitoring, intraoperative neurophysiological monitoring, neurophysiological monitoring, ionm, intraoperative ssep monitoring, intraoperative emg monitoring, intraoperative nerve monitoring", regional: false, adjunct: true),
        row("skin graft", .surgery, "skin grafting, split thickness skin graft, full thickness skin graft, stsg", regional: false),
        row("septoplasty", .surgery, "nasal septoplasty, septal reconstruction", regional: false, region: "head"),
        row("carotid endarterectomy", .surgery, "endarterectomy", regional: false),
        row("surgical assistant", .surgery, "assistant surgeon, assist surgery, assistant surgery, assisting surgeon, surgical assistance, pa c surgical assist, pa c assist, surgical assist, surgeon assistant, pa assist, assistant pa, pa assistant, physician assistant, co surgeon, assistant physician, rnfa, surgical first assistant, first assistant, registered nurse first assistant, rn first assistant, nurse first assistant", regional: false, adjunct: true),
        // Kept in hospital under watch, short of an admission (billed apart from an inpatient day).
        row("observation stay", .surgery, "23 hour observation, twenty three hour observation, overnight observation, observation status, hospital observation", regional: false, adjunct: true),
        row("inpatient stay", .surgery, "hospital stay, length stay, hospital length stay, overnight stay, day stay, day inpatient stay, inpatient admission, hospitalization, hospital admission", regional: false, adjunct: true),
        // Anaesthesia asked for as an item of its own ("Monitored anesthesia care"): decided apart from the procedure
        // it is for. Named after a procedure ("ESI with IV sedation") it is how that procedure is done.
        row("anesthesia services", .surgery, "monitored anesthesia care, monitored anesthesia, monitored sedation, iv sedation, conscious sedation, moderate sedation, anesthesia services, anesthesia service, general anesthesia, anesthesiologist services, anesthesia care, mac anesthesia, mac, anesthesia", regional: false, adjunct: true),
        row("surgery", .surgery, "surgical procedure, surgical intervention, operation, operative treatment, surgical treatment"),
    ]

    static let injections: [Procedure] = [
        // An ablation of the vertebral body's own nerve, decided apart from a facet's radiofrequency ablation.
        row("basivertebral nerve ablation", .injection, "basivertebral ablation, basivertebral nerve radiofrequency ablation, intracept, intracept procedure", regional: false, region: "lumbar spine"),
        row("radiofrequency ablation", .injection, "nerve burning, nerve burn, burning of the nerves, radiofrequency, rf, radio frequency ablation, medial branch ablation, medial branch nerve ablation, facet ablation, radio frequency, rf ablation, radiofrequency neurotomy, rf neurotomy, rhizotomy, facet rhizotomy, radiofrequency rhizotomy, neurotomy, facet neurotomy, radiofrequency lesioning, neuroablation, coolief, ablation, nerve ablation, genicular nerve ablation, genicular ablation"),
        // A medial branch block is a facet injection (docs/treatment-identity.md: "facet injection / medial
        // branch block"), in this row's place among the injections.
        row("facet injection", .injection, "medial branch block, medial branch nerve block, medial branch, medial branch injection, medial nerve branch block", named: false),
        row("facet injection", .injection, "facet joint injection, facet block, facet joint block, facet, facet joint, intraarticular facet injection, facet steroid injection, facet joint steroid injection"),
        // The joint alone names it too ("injection of the right SI joint"); other procedures on the joint
        // are named before it (a fusion) or listed before it (a radiofrequency ablation).
        row("sacroiliac joint injection", .injection, "sacroiliac injection, sacroiliac joint block, sacroiliac block, sacroiliac joint steroid injection", region: "pelvis"),
        // The joint alone ("Right SI joint") asks for its injection only when nothing else is named: "SI joint
        // MRI" is an MRI of it.
        row("sacroiliac joint injection", .injection, "sacroiliac joint, sacroiliac", region: "pelvis", named: false, generic: true),
        // A patient's own blood for a spinal fluid leak: no steroid, no epidural steroid injection's entry.
        row("epidural blood patch", .injection, "blood patch", regional: false),
        row("epidural steroid injection", .injection, "epidural injection, epidural, epidural block, epidural steroid, transforaminal, interlaminar, translaminar, transforaminal injection, interlaminar injection, selective nerve root block, nerve root block, transforaminal nerve root block, epidurogram, epidural steroid injections"),
        row("trigger point injection", .injection, "trigger point, trigger point injections, trigger point inj, trigger point therapy"),
        row("platelet-rich plasma injection", .injection, "platelet rich plasma, platelet rich plasma injection, autologous blood injection"),
        row("viscosupplementation injection", .injection, "viscosupplementation, visco supplementation, hyaluronic acid, hyaluronic, hyaluronan, synvisc, synvisc one, orthovisc, euflexxa, supartz, hyalgan, gel one, monovisc, durolane, gelsyn, genvisc, trivisc, triluron, hymovis, visco 3, synojoynt, supartz fx, gelsyn 3"),
        // Bone marrow concentrate is injected for its stem cells.
        row("stem cell injection", .injection, "stem cell, stem cell therapy, bone marrow aspirate, bone marrow aspirate concentrate, bone marrow concentrate, bmac, bmac injection, mesenchymal stem cell"),
        row("ozone injection", .injection, "ozone therapy, ozone, prolozone, oxygen ozone injection"),
        // An enzyme injected into a Dupuytren's cord, not a steroid's injection.
        row("collagenase injection", .injection, "xiaflex, xiaflex injection, collagenase clostridium histolyticum, collagenase injection", region: "wrist/hand"),
        row("prolotherapy", .injection, "dextrose prolotherapy, dextrose injection, prolotherapy injection"),
        row("occipital nerve block", .injection, "greater occipital nerve block, lesser occipital nerve block, occipital block, nerve block occipital, occipital nerve blocks", region: "head"),
        row("sphenopalatine ganglion block", .injection, "sphenopalatine block, spg block", region: "head"),
        row("stellate ganglion block", .injection, "stellate ganglion", regional: false),
        row("intravenous regional block", .injection, "bier block, intravenous regional anesthesia, intravenous regional sympathetic block, ivra", regional: false),
        row("piriformis injection", .injection, "piriformis muscle injection, piriformis block, piriformis trigger point injection", region: "pelvis"),
        row("sympathetic block", .injection, "lumbar sympathetic block, sympathetic nerve block, sympathetic ganglion block"),
        row("genicular nerve block", .injection, "genicular block", region: "knee"),
        // A nerve stunned by pulses of current, not burnt: its own entry in the ODG (shoulder, knee).
        row("pulsed radiofrequency", .injection, "pulsed radiofrequency treatment, pulsed rf, prf, pulsed radio frequency"),
        // An anaesthetic put where a fusion's hardware lies, to learn whether it hurts: ODG's "hardware injection
        // (block)", a test before removing it, not the removal.
        row("hardware injection", .injection, "hardware block, hardware blocks, hardware block injection, hardware injection block, hardware diagnostic block"),
        row("suprascapular nerve block", .injection, region: "shoulder"),
        row("nerve block", .injection, "peripheral nerve block, nerve blocks, intercostal nerve block"),
        // Into the disc: an entry of its own, not an epidural or a joint's corticosteroid injection.
        row("intradiscal electrothermal therapy", .injection, "idet, intradiscal electrothermal annuloplasty, intradiscal electrothermal", region: "lumbar spine"),
        row("intradiscal injection", .injection, "intradiscal steroid injection, intradiscal, intradiscal therapy, intradiscal biacuplasty, biacuplasty", region: "lumbar spine"),
        row("epiduroscopy", .injection, "epidural lysis of adhesions, epidural adhesiolysis, racz procedure, lysis of epidural adhesions, percutaneous adhesiolysis, percutaneous epidural adhesiolysis, racz, epidural neuroplasty, epidural lysis", region: "lumbar spine"),
        row("injection", .injection, "inject, injectable, inj, shot, intramuscular, intramuscular injection, intra articular injection, intraarticular injection, joint injection, infusion, iv infusion, intravenous infusion, intra articular, intraarticular"),
    ]

    static let imaging: [Procedure] = [
        // Guidance by imaging asked for as an item of its own ("Ultrasound guidance", "Fluoroscopy"): the general name
        // yields to the procedure it guides wherever one is named ("Ultrasound-guided aspiration of the knee").
        row("imaging guidance", .imaging, "ultrasound guidance, ultrasound guided, us guidance, us guided, sonographic guidance, sonographically guided, diagnostic ultrasound guided, diagnostic ultrasound guidance, fluoroscopic guidance, fluoroscopy, fluoroscopically, fluoroscopic, fluoro, image guided, imaging guidance, ct guided, ct guidance", generic: true),
        // Imaging of the brain's tracts and its working, each decided apart from a plain MRI (the ODG's head chapter).
        row("diffusion tensor imaging", .imaging, "dti, dti mri, diffusion tensor, diffusion tensor mri", regional: false, region: "head"),
        row("functional MRI", .imaging, "fmri, functional magnetic resonance imaging", regional: false, region: "head"),
        row("MRI", .imaging, "magnetic resonance imaging, magnetic resonance, magnetic resonance image, magnetic resonance imaging scan, magnetic resonance imagining"),
        // A study of the blood vessels, not of a joint ("MRA of the brain", "MR angiography of the neck").
        row("MR angiogram", .imaging, "mr angiography, magnetic resonance angiography, magnetic resonance angiogram, mr angio"),
        row("MR arthrogram", .imaging, "mra, magnetic resonance imaging arthrogram, magnetic resonance imaging arthrography, magnetic resonance arthrogram, magnetic resonance imaging athrogram, arthrogram, arthrography"),
        // CT studies with contrast in a joint or the vessels: modalities of their own, as the MR ones are.
        row("CT arthrogram", .imaging, "ct arthrography, computed tomography arthrogram, computed tomography arthrography, ct scan arthrogram"),
        row("CT angiogram", .imaging, "ct angiography, cta, computed tomography angiogram, computed tomography angiography, ct angio"),
        row("CT", .imaging, "computed tomography, computerized tomography, cat scan, computed axial tomography, ct scan, computerized axial tomography"),
        row("CT myelogram", .imaging, "myelogram, myelography, computed tomography myelogram, computed tomography myelography"),
        row("X-ray", .imaging, "x ray, scanogram, radiograph, radiography, radiographic, plain film, plain radiograph, xray, roentgenogram, films, flexion extension views, flexion extension view, flex ext views, flexion extension series, flexion extension study"),
        row("ultrasound", .imaging, "diagnostic ultrasound, sonogram, ultrasonography, sonography, musculoskeletal ultrasound, ultra sound"),
        // A study of the veins or arteries (a clot, the circulation), not of a joint or a tendon.
        // A study of the veins (for a clot) and one of the arteries (for their flow) answer different questions and
        // are decided apart; "Doppler" alone is either, unless its purpose says which (`byPurpose`).
        row("vascular ultrasound", .imaging, "doppler, doppler ultrasound, duplex ultrasound, duplex, duplex scan, doppler study, vascular ultrasound, duplex doppler ultrasound, vascular study, vascular studies"),
        row("venous duplex ultrasound", .imaging, "venous doppler, venous duplex, venous ultrasound, venous duplex ultrasound, venous doppler ultrasound, venous study, venous studies, dvt ultrasound, dvt study, dvt scan, venous duplex scan, venous doppler study"),
        row("arterial doppler study", .imaging, "arterial doppler, arterial duplex, arterial ultrasound, arterial duplex ultrasound, arterial doppler ultrasound, arterial study, arterial studies, arterial brachial index, ankle brachial index, abi, arterial doppler study, arterial duplex scan, segmental pressures, pulse volume recording"),
        row("bone scan", .imaging, "three phase bone scan, triple phase bone scan, 3 phase bone scan, bone scintigraphy, nuclear bone scan, nuclear medicine bone scan"),
        row("bone density scan", .imaging, "bone density, bone densitometry, bone density test"),
        row("PET scan", .imaging, "pet, pet ct, positron emission tomography"),
        row("SPECT scan", .imaging, "spect, single photon emission computed tomography"),
        row("thermography", .imaging, "thermogram, infrared thermography"),
    ]

    static let tests: [Procedure] = [
        row("EMG", .test, "electromyography, electromyogram, electromyographic, needle electromyography"),
        // Surface electromyography has a recommendation of its own (not the needle study's).
        row("surface EMG", .test, "surface electromyography, surface electromyogram, semg, surface emg", regional: false),
        row("NCV", .test, "nerve conduction velocity, nerve conduction study, nerve conduction, nerve conduction test, nerve conduction velocity study, nerve conduction velocity test"),
        row("SSEP", .test, "somatosensory evoked potential, evoked potential"),
        row("discography", .test, "discogram, provocative discography, provocative discogram"),
        row("electroencephalogram", .test, "electroencephalography", regional: false),
        row("electrocardiogram", .test, "electrocardiography, 12 lead electrocardiogram", regional: false),
        row("echocardiogram", .test, "echocardiography, echo, 2d echo, cardiac echo, transthoracic echo, transthoracic echocardiogram, tte, echo doppler, 2d echo doppler, echocardiogram doppler", regional: false),
        row("urine drug screen", .test, "urine test, urine testing, urine screening, urine sample, urine specimen, urine drug screening, urine drug test, urine drug testing, urine toxicology, urine toxicology screen, urine toxicology screening, urine tox, urine tox screen, drug screen, drug screening, drug test, drug testing, toxicology screen, toxicology screening, toxicology test, tox screen, urine drug, confirmatory drug testing, quantitative drug testing, qualitative drug screen, urinalysis drug screen, saliva drug test, oral fluid drug test, chromatography, mass spectrometry, liquid chromatography mass spectrometry, urine screen, drug panel, comprehensive drug panel", regional: false),
        // Each named laboratory test is its own treatment; "labs" alone yields to any named with it.
        row("complete blood count", .test, "cbc, cbc differential, complete blood count differential, hemogram", regional: false),
        row("metabolic panel", .test, "bmp, basic metabolic panel, cmp, comprehensive metabolic panel, chem panel, chemistry panel, chem 7, chem 12, chemistry, electrolytes, renal function test, kidney function test, renal panel, renal function panel, kidney function panel", regional: false),
        row("coagulation panel", .test, "pt ptt, pt inr, ptt, inr, prothrombin time, partial thromboplastin time, coagulation studies, coagulation profile, coags", regional: false),
        row("urinalysis", .test, "urine analysis", regional: false),
        row("pregnancy test", .test, "urine pregnancy test, serum pregnancy test, hcg, beta hcg, upt", regional: false),
        row("MRSA screening", .test, "mrsa screen, mrsa screening, mrsa swab, mrsa nasal swab, mrsa culture, nasal mrsa screen, mrsa pcr", regional: false),
        // A test for the virus before an operation or a visit (2020 on).
        row("COVID-19 test", .test, "covid test, covid testing, covid pcr, covid pcr test, covid screening, covid antigen test, covid rapid test, sars cov test, sars cov testing, sars cov pcr, coronavirus test, coronavirus testing, covid 19 test, covid 19 testing, covid 19 pcr, covid 19 pcr test, covid 19 screening, covid 19 antigen test, sars cov 2 test, sars cov 2 testing, sars cov 2 pcr, sars cov 2 pcr test", regional: false),
        row("liver function test", .test, "lft, hepatic function panel, hepatic panel, liver panel, liver function panel", regional: false),
        row("hemoglobin A1c", .test, "hba1c, a1c, glycated hemoglobin, glycosylated hemoglobin, glycohemoglobin, hemoglobin a1c, hgba1c, hgb a1c", regional: false),
        row("lipid panel", .test, "lipid profile, cholesterol panel", regional: false),
        row("thyroid panel", .test, "tsh, thyroid function test, thyroid stimulating hormone", regional: false),
        row("inflammatory markers", .test, "crp, c reactive protein, esr, sed rate, sedimentation rate, erythrocyte sedimentation rate", regional: false),
        row("vitamin D level", .test, "vitamin d test, 25 hydroxy vitamin d", regional: false),
        row("testosterone level", .test, "testosterone test, serum testosterone", regional: false),
        row("urine culture", .test, "urine culture and sensitivity, urine c s, urine culture sensitivity", regional: false),
        row("serum drug levels", .test, "drug level, drug levels, medication level, medication levels, serum drug level, serum drug screen, serum drug test, serum drug testing, blood drug level, blood drug levels, blood drug screen, blood drug test, blood drug testing, serum levels, serum toxicology, serum toxicology screen, blood toxicology, blood toxicology screen, blood tox screen", regional: false),
        row("type and screen", .test, "type screen, type cross, blood type, type crossmatch, blood typing", regional: false),
        row("laboratory tests", .test, "lab, lab test, lab work, laboratory, laboratory test, laboratory work, blood work, bloodwork, blood test, blood draw, blood panel, labs, laboratory studies, lab studies", regional: false, generic: true),
        // Genes tested for how drugs are broken down, for the risk of opioid abuse, for the cytokines of pain:
        // each its own guideline entry; a genetic test named with its purpose is that one (`byPurpose`).
        row("pharmacogenetic testing", .test, "pharmacogenetic test, pharmacogenomic testing, pharmacogenomic test, pharmacogenomic panel, pharmacogenetic panel, pharmacogenomics, pharmacogenetics, genecept, genecept assay, cyp genotyping, cyp, cyp450, cyp2d6, cyp2c19, cyp2c9, cyp3a4, cytochrome p450, cytochrome, genetic metabolism test", regional: false),
        row("genetic testing for opioid abuse risk", .test, "proove, proove opioid risk, genetic opioid risk testing, opioid risk genetic test, opioid risk genetic testing", regional: false),
        row("cytokine DNA testing", .test, "cytokine dna test, cytokine testing, cytokine dna", regional: false),
        row("genetic testing", .test, "genetic test, dna testing, dna test, genotyping, genotype, genotype testing, genotype test", regional: false),
        row("ergonomic evaluation", .test, "ergonomic assessment, ergonomic study, workstation evaluation, workstation assessment, work station evaluation, worksite evaluation, job site evaluation, jobsite evaluation, job site analysis, ergonomic workstation evaluation, ergonomic workstation assessment, workstation ergonomic evaluation", regional: false),
        row("functional capacity evaluation", .test, "functional capacity exam, work capacity evaluation, work capacity assessment, functional capacity assessment, functional capacity test, functional capacity testing, functional capacity, physical capacity evaluation, functional capacities evaluation", regional: false),
        // Tests of daytime sleepiness and of sleep at home over weeks, decided apart from the overnight study.
        row("multiple sleep latency test", .test, "mslt, multiple sleep latency testing, maintenance of wakefulness test, mwt", regional: false),
        row("actigraphy", .test, "actigraph, actigraphy study, wrist actigraphy", regional: false),
        row("sleep study", .test, "polysomnography, polysomnogram, sleep test, home sleep study, overnight sleep study, sleep apnea study, home sleep apnea test, home sleep apnea testing, home sleep test, home sleep testing, hsat, hst, sleep apnea test, sleep apnea testing, psg", regional: false),
        // Psychological testing is part of a psychological evaluation (`ConsultSpecialties`, psychology);
        // a neuropsychological one is a test of its own.
        row("neuropsychological testing", .test, "neuropsychological, neuropsychological eval, neuropsychological evaluation, neuropsychological test, neuropsychological assessment, neuropsychometric testing", regional: false),
        row("grip strength test", .test, "jamar, jamar grip test, grip test, grip strength testing, grip strength, dynamometer testing, hand dynamometer", regional: false),
        // Testing of the autonomic nerves (the sweat glands' above all), asked for in complex regional pain and small
        // fibre neuropathy: ODG's autonomic testing, apart from its quantitative sensory testing.
        row("autonomic function test", .test, "autonomic function testing, autonomic testing, autonomic nervous system testing, sudomotor, sudomotor function testing, sudomotor testing, sudomotor test, qsart, quantitative sudomotor axon reflex test, quantitative sudomotor axon reflex testing", regional: false),
        row("range of motion test", .test, "range motion test, range motion testing, rom test, rom testing, computerized range motion, computerized rom, range motion measurement, range motion measurements", regional: false),
        row("muscle testing", .test, "manual muscle testing, computerized muscle testing, muscle strength testing, muscle test", regional: false),
        row("trigger point impedance imaging", .test, "trigger points impedance imaging", regional: false),
        row("audiogram", .test, "hearing test, audiometry, audiological evaluation, audiologic evaluation, audiology evaluation, audiology, audiology testing, hearing evaluation", regional: false),
        row("videonystagmography", .test, "vestibular testing, electronystagmography, vestibular test", regional: false),
        row("balance testing", .test, "balance test, posturography, computerized dynamic posturography, dynamic posturography", regional: false),
        row("tympanometry", .test, "tympanogram, impedance audiometry", regional: false),
        row("pulmonary function test", .test, "spirometry, pulmonary function testing", regional: false),
        row("stress test", .test, "cardiac stress test, treadmill stress test, nuclear stress test, stress echo, stress echocardiogram, myocardial perfusion imaging, lexiscan stress test, lexiscan", regional: false),
        row("tilt table test", .test, "tilt table, tilt table testing, head up tilt test, tilt test", regional: false),
        row("quantitative sensory testing", .test, "qst", regional: false),
        row("holter monitor", .test, "holter, ambulatory ecg, ambulatory cardiac monitor, cardiac event monitor, event monitor", regional: false),
        row("visual field test", .test, "visual field, visual fields, visual field testing, perimetry", regional: false),
        row("optical coherence tomography", .test, "optical coherence tomography scan, retinal oct", regional: false),
        row("cystoscopy", .test, "cystourethroscopy", regional: false),
        row("urodynamic study", .test, "urodynamic, urodynamics, urodynamic testing, urodynamic studies, cystometrogram", regional: false),
        row("nocturnal penile tumescence test", .test, "nocturnal penile tumescence, npt test", regional: false),
        row("penile duplex ultrasound", .test, "penile doppler, penile duplex, penile ultrasound, penile doppler ultrasound", regional: false),
        row("antinuclear antibody", .test, "ana, ana panel, ana test, antinuclear antibodies", regional: false),
        row("rheumatoid factor", .test, "rheumatoid factor test", regional: false),
        row("HLA-B27", .test, "hla b27, hla b 27, hlab27, hla b27 antigen, hla b27 test", regional: false),
        // A nerve or the skin's nerve fibres sampled for a neuropathy: a test of its own, not imaging ("biopsy"
        // alone is a way of doing another procedure).
        row("nerve biopsy", .test, "skin biopsy, skin punch biopsy, punch biopsy, epidermal nerve fiber density, epidermal nerve fiber density test, small fiber biopsy, sural nerve biopsy", regional: false),
        // The upper tract's and the colon's are decided apart (different indications and guidelines).
        row("endoscopy", .test, "upper endoscopy, egd, esophagogastroduodenoscopy", regional: false),
        row("colonoscopy", .test, "colonoscopies", regional: false),
        row("h pylori test", .test, "h pylori breath test, urea breath test, helicobacter pylori test, h pylori", regional: false),
        row("allergy testing", .test, "allergy test", regional: false),
    ]

    static let programs: [Procedure] = [
        // What follows a functional restoration program to keep its gains, decided apart from the program
        // (before it: named with the program, the aftercare is asked for).
        row("functional restoration aftercare program", .program, "aftercare program, aftercare, after care program, after care, frp aftercare, help aftercare, functional restoration aftercare, aftercare sessions, remote care program, restoration aftercare", regional: false),
        row("functional restoration program", .program, "functional restoration, help program, help functional restoration program, help interdisciplinary pain program, help interdisciplinary program, chronic pain program, interdisciplinary pain program, multidisciplinary pain program, interdisciplinary pain management program, multidisciplinary pain management program, pain management program, interdisciplinary program, multidisciplinary program, chronic pain management program, restoration program, interdisciplinary rehabilitation program, multidisciplinary rehabilitation program, pain rehabilitation program, chronic pain rehabilitation program, interdisciplinary pain rehabilitation program, multidisciplinary pain rehabilitation program, pain rehab program, functional restoration programme, hello program", regional: false),
        row("work hardening program", .program, "work hardening, work conditioning, work conditioning program, work hardening conditioning", regional: false),
        row("detoxification program", .program, "detoxification, detox, detox program, opioid detoxification, rapid detox, inpatient detox, chemical dependency program, chemical dependency treatment, substance abuse program, substance abuse treatment program, addiction treatment program", regional: false),
        row("smoking cessation program", .program, "smoking cessation, tobacco cessation, tobacco cessation program, stop smoking program", regional: false),
        row("weight loss program", .program, "weight loss, weight management program, weight reduction program, nutrisystem, weight watchers, lindora, medifast, diet program, medically supervised diet", regional: false),
        row("pulmonary rehabilitation", .program, "pulmonary rehab, pulmonary rehabilitation program, cardiopulmonary rehabilitation", regional: false),
        // A trainer's sessions, which the guidelines weigh apart from the membership they may come with.
        row("personal trainer", .program, "personal training, personal trainer sessions, fitness trainer, personal fitness trainer", regional: false),
        row("gym membership", .program, "gym, pool membership, ymca membership, ymca, health club membership, fitness membership, membership, fitness club, aquatic membership, aquatic center membership, swimming pool membership, swim membership, pool therapy membership, aquatic therapy membership", regional: false),
        row("inpatient rehabilitation", .program, "acute rehabilitation, acute inpatient rehabilitation, acute rehabilitation unit, inpatient rehab, acute rehab, rehabilitation facility, rehabilitation unit, rehab facility, inpatient rehabilitation facility, acute rehabilitation facility, acute inpatient rehabilitation facility, inpatient rehab facility", regional: false),
        // Help back to work of another kind, not a treatment program of the injury.
        row("vocational rehabilitation", .program, "vocational rehab, vocational retraining, vocational counseling, vocational counselling, job retraining", regional: false),
        // A skilled nursing facility (subacute care) is a level of care of its own, with its own criteria.
        // Where the patient lives with help, by the day or for good: levels of care apart from a nursing facility.
        row("assisted living facility", .program, "assisted living, board and care, board and care home, residential care facility", regional: false),
        row("adult day care", .program, "adult day health care, adult day program, adult day center", regional: false),
        row("skilled nursing facility", .program, "skilled nursing facility stay, skilled nursing facility admission, nursing facility, subacute rehabilitation, subacute rehab, subacute facility, transitional care unit", regional: false),
        row("partial hospitalization", .program, "partial hospitalization program, day treatment, partial hospital program", regional: false),
        row("home exercise program", .program, "home exercise", regional: false),
        row("yoga", .program, "tai chi, pilates", regional: false),
        row("back school", .program, regional: false),
    ]

    static let therapies: [Procedure] = [
        // Cognitive behavioural therapy is psychotherapy (docs/treatment-identity.md), named before biofeedback.
        row(psychotherapy, .therapy, "cognitive behavioral therapy, cognitive behavioural therapy, cognitive therapy, cognitive behavior therapy, cognitive behavioral psychotherapy, cognitive behavioral, cognitive behavioural", regional: false, named: false),
        // Treatments of the brain by magnets, by current, by its own waves shown back: each its own entry.
        row("transcranial magnetic stimulation", .therapy, "tms, rtms, repetitive transcranial magnetic stimulation, tms therapy", regional: false),
        row("electroconvulsive therapy", .therapy, "ect, electroconvulsive treatment", regional: false),
        row("neurofeedback", .therapy, "neuro feedback, eeg biofeedback, neurotherapy", regional: false),
        row("biofeedback", .therapy, "biofeedback therapy, bio feedback, electromyography biofeedback, electromyographic biofeedback", regional: false),
        row(psychotherapy, .therapy, "individual psychotherapy, behavioral therapy, emdr, eye movement desensitization reprocessing, group psychotherapy, psychological treatment, psychological therapy, psychiatric treatment, counseling, counselling, group therapy, individual therapy, psych therapy, talk therapy, psychological counseling, psychological care, psychotherapeutic, psychotherapies, psychological intervention, pain coping skills, pain coping skills training, coping skills training, coping skills group", regional: false),
        row("hypnotherapy", .therapy, "hypnosis, relaxation training, relaxation therapy", regional: false),
        row("chiropractic", .therapy, "chiropractor, chiro, chiropractic adjustments, chiropractic adjustment, chiro adjustments, chiro adjustment, spinal adjustments, spinal adjustment, graston, graston technique, instrument assisted soft tissue mobilization, iastm, chiropractic manipulation, chiropractic manipulative treatment, chiropractic manipulative therapy, chiropractic care, chiropractic treatment, chiropractic therapy, chirophysio, chirophysiotherapy, chiropractic physiotherapy, spinal manipulation, spinal manipulation therapy, manipulation therapy, chirophysio therapy, spinal manipulative therapy, manipulation, manipulative therapy, osteopathic manipulation, osteopathic manipulative treatment, chiropractice, chiropratic, chiropracter, chiropractic adjustment, manual therapy, soft tissue mobilization, mobilization, soft tissue therapy, joint mobilization, manual manipulation", discipline: true),
        row("acupuncture", .therapy, "electroacupuncture, electro acupuncture, elect acupuncture, electrical acupuncture, infrared acupuncture, manual acupuncture, acupuncture electrical stimulation, acupuncture electric stimulation, accupuncture, acupunture, acupucture, acupunct, acupuncture therapy, acupressure, acup", discipline: true),
        row(physicalTherapy, .therapy, "physiotherapy, physio, physio therapy, physical therapist, land based therapy, hand therapy, hand therapist, certified hand therapist, mckenzie, mckenzie therapy, mckenzie method, mckenzie exercises, physical rehabilitation, physicaltherapy, physcial therapy, phyiscal therapy, pysical therapy, physical, therapeutic exercise, therapeutic exercises, therapeutic activity, therapeutic activities, exercise therapy", discipline: true),
        row("occupational therapy", .therapy, "occupational therapist, occupational", discipline: true),
        row("aquatic therapy", .therapy, "aqua therapy, pool therapy, exercise pool, exercises pool, water therapy, hydrotherapy, aquatic, aquatic exercise, pool exercise, water based therapy, water based exercise, water exercise, aqua", discipline: true),
        row("massage therapy", .therapy, "massage, myofascial release, myofascial therapy"),
        // Exercises of the eyes' teaming and focus after a head injury, by an optometrist or orthoptist.
        row("vision therapy", .therapy, "orthoptic training, orthoptics, orthoptic therapy, orthoptic exercises, neuro optometric rehabilitation, neuro optometric therapy, neuro optometric vision therapy, optometric vision therapy, vision rehabilitation, visual rehabilitation, vision training, convergence therapy", regional: false),
        // Electrical stimulation through the skin by a scrambler device, a modality of its own.
        row("scrambler therapy", .therapy, "scrambler, calmare therapy, calmare, scrambler pain therapy", regional: false),
        row("massage device", .equipment, "theracane, thera cane, massage stick, massage ball, massage chair, massager, handheld massager, percussion massager, massage unit, massage device", regional: false),
        row("infrared therapy", .therapy, "infrared lamp, infrared heat lamp, heat lamp, infrared, infrared heat, infra red, infrared sauna, anodyne, anodyne therapy, monochromatic infrared energy, monochromatic infrared photo energy"),
        // Passive modalities of their own (treatment-identity.md: each modality is its own discipline).
        row("whirlpool therapy", .therapy, "whirlpool, hydrotherapy whirlpool, whirlpool bath therapy"),
        row("cupping therapy", .therapy, "cupping, cupping sessions, myofascial cupping"),
        row("therapeutic ultrasound", .therapy, "pulsed ultrasound, ultrasound therapy"),
        row("laser therapy", .therapy, "cold laser, low level laser therapy, low level laser, laser, class iv laser, hot laser, laser treatment"),
        row("extracorporeal shockwave therapy", .therapy, "radial shockwave, radial shock wave, radial shockwave therapy, radial pressure wave, eswt, extracorporeal shock wave therapy, shockwave therapy, shock wave therapy, shockwave, extracorporeal shockwave"),
        row("localized intense neurostimulation therapy", .therapy, "localized intense neurostimulation"),
        row("traction", .therapy, "vax d, vaxd, drx, drx 9000, nonsurgical spinal decompression, non surgical spinal decompression, mechanical traction, spinal decompression therapy, decompression therapy"),
        row("dry needling", .therapy),
        row("iontophoresis", .therapy, "phonophoresis"),
        row("kinesio taping", .therapy, "kinesiotaping, kinesio tape, taping"),
        row("vestibular rehabilitation", .therapy, "vestibular therapy, balance therapy, balance training, vestibular rehab", regional: false, region: "head"),
        row("cognitive rehabilitation", .therapy, "cognitive rehab, cognitive rehabilitation therapy, cognitive retraining, cognitive remediation", regional: false),
        // Therapies of their own kind and guideline entry.
        // Breathing oxygen in a pressurised chamber: a treatment of its own, not home oxygen.
        row("hyperbaric oxygen therapy", .therapy, "hbot, hyperbaric oxygen, hyperbaric therapy, hyperbaric chamber, hyperbaric oxygen treatment, hyperbaric treatments, hyperbaric oxygen treatments", regional: false),
        row("lymphedema therapy", .therapy, "complete decongestive therapy, decongestive therapy, manual lymphatic drainage, lymphatic drainage, lymphedema treatment", regional: false),
        row("pelvic floor therapy", .therapy, "pelvic floor physical therapy, pelvic floor rehabilitation, pelvic floor rehab, pelvic floor exercises", region: "pelvis"),
        row("speech therapy", .therapy, "speech language therapy", regional: false),
        // Electrical stimulation given in sessions is a passive modality, by region; the unit taken home is a
        // TENS unit (docs/treatment-identity.md).
        row("electrical stimulation", .therapy, "electric stimulation, e stim, estim, electrical muscle stimulation, ems, electro stimulation, electrostimulation, galvanic stimulation"),
        row("heat/cold therapy", .therapy, "heat therapy, cold therapy, cryotherapy, hot cold therapy, heat cold therapy, moist heat, ice, heat, ice heat, hot cold, ice heat pad, ice heat pads therapy, ice massage, heat cold modalities, thermal therapy, hot cold modalities"),
    ]

    /// Services that are neither a treatment of a body part nor a visit: recognised, kind `other`.
    static let others: [Procedure] = [
        row("home health care", .other, "certified nursing assistant, nursing assistant, cna, personal care attendant, personal care assistant, personal care services, respite care, respite, chore services, grocery delivery, grocery shopping, shopping assistance, yard work, yard work assistance, meals on wheels, meal delivery, home delivered meals, home health, in home supportive services, home health aide, home aide, aide, aides, health aide, visiting nurse, visiting nurse services, home care, home health services, home health nurse, nursing care, nurse, nursing, rn, lvn, caregiver, attendant care, in home care, home assistance, housekeeping, home health assistance, home attendant, homemaker, homecare", regional: false),
        row("transportation", .other, "transport, taxi, ride, rides, uber rides, ambulance, ambulance transport, ambulette, medical transportation, non emergency transportation, non emergency medical transportation, nemt, round trip, transportation services, uber, mileage, mileage reimbursement, travel reimbursement, travel expenses", regional: false),
        row("wound care", .other, "wound care supplies", regional: false),
        // A scar cut out or reshaped, wherever it is: the same criteria decide it.
        row("scar revision", .surgery, "scar excision, excision of scar, revision of scar, scar release, z plasty, zplasty, hypertrophic scar excision, hypertrophic scar revision, keloid excision, keloid removal", regional: false),
        row("varicose vein treatment", .surgery, "varicose vein ablation, vein ablation, endovenous ablation, vein stripping, sclerotherapy, varicose vein surgery", regional: false),
        row("IVC filter", .surgery, "ivc filter, ivc filter placement, inferior vena cava filter, vena cava filter", regional: false),
        // Work on the teeth themselves, as after a jaw injury; a dentist's visit is a consultation.
        // A dentist's work by kind, as the dentists' codes group it: an implant, a crown, a bridge, a root canal, an
        // extraction, a denture, the gums' care, a filling and braces are each decided on their own criteria.
        row("dental implants", .other, "dental implant, endosseous implant, endosseous implants, endosteal implant, endosteal implants, tooth implant, tooth implants, teeth implants, implant abutment, implant crown, implant supported crown, implant supported crowns, implant placement tooth", regional: false, region: "head"),
        row("dental crowns", .other, "dental crown, crown, crowns, crown restoration, porcelain crown, ceramic crown", regional: false, region: "head"),
        row("dental bridge", .other, "bridge, fixed bridge, fixed partial denture, 3 unit bridge, three unit bridge", regional: false, region: "head"),
        row("root canal", .other, "root canal therapy, root canal treatment, endodontic treatment, endodontic therapy, endodontics", regional: false, region: "head"),
        row("tooth extraction", .other, "teeth extraction, extraction tooth, extraction teeth, dental extraction, dental extractions, tooth extractions, oral surgery extraction", regional: false, region: "head"),
        row("dentures", .other, "denture, partial denture, partial dentures, complete denture, complete dentures", regional: false, region: "head"),
        row("periodontal treatment", .other, "periodontal surgery, gum surgery, gingival graft, full mouth debridement, periodontal scaling, scaling root planing, periodontal scaling root planing, deep cleaning, periodontal cleaning, periodontal deep cleaning, dental cleaning, teeth cleaning, tooth cleaning, periodontal maintenance", regional: false, region: "head"),
        row("dental fillings", .other, "dental filling, dental restoration, restorations, composite filling, composite fillings, amalgam filling, fillings", regional: false, region: "head"),
        row("orthodontic treatment", .other, "orthodontics, orthodontic braces, orthodontic", regional: false, region: "head"),
        row("dental treatment", .other, "full mouth reconstruction, full mouth rehabilitation, dental work, dental care, tooth, teeth", regional: false, region: "head", generic: true),
        row("case management", .other, "nurse case manager, case manager, nurse case management, medical case management", regional: false),
        row("interpreter services", .other, "interpreter, translator, interpretation services, translation services", regional: false),
    ]

    /// Visits no specialty names (a specialist's visit is a `ConsultSpecialties` consultation).
    static let visits: [Procedure] = [
        row("preoperative medical clearance", .consultation, "medical clearance, preoperative clearance, pre operative clearance, pre op clearance, clearance, preoperative medical evaluation, preoperative evaluation, pre operative evaluation, preoperative history physical, history physical, preoperative h p, h p, preoperative consultation, surgical clearance", regional: false, adjunct: true),
        row(officeVisit, .consultation, "telehealth, telehealth visit, telemedicine, telemedicine visit, video visit, virtual visit, primary treating physician, ptp, initial visit, initial exam, physical exam, physical examination, re exam, reexam, re examination, reevaluation, re evaluation, evaluation management, outpatient visit, new patient visit, established patient visit, office consultation, comprehensive exam", regional: false, generic: true),
        // A follow-up, apart: with a specialist it is still an office visit, not the specialist's consultation;
        // so are the visits that manage the drugs a specialist prescribes ("Med management with psychiatry x 6").
        row(officeVisit, .consultation, "follow up visit, follow up, followup, follow up office visit, f u, f u visit, fu, fu visit, return visit, return office visit, return to clinic, return to office, return clinic visit, rtc, return appointment, med management, medication management, medication mgmt, medication mgt, medication management visit, medication review, medication check, med check, med checks, medication monitoring", regional: false, named: false, generic: true),
    ]

    /// The row of follow-up visits (`visits`).
    public static let followUpRow = all.firstIndex { $0.name == officeVisit && !$0.spellings.contains(CaseFold.key(officeVisit)) } ?? 0
}
