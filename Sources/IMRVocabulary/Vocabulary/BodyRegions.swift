/// The body regions a request can name: one vocabulary for `bodyRegion` and for the region part of a
/// treatment key, with the words letters use for each. Side (left, right, bilateral) is never part of a
/// region. Spinal levels ("L4-5", "C5-C6", "T12", "S1") name their region through `levelRegions`.
///
/// To add a spelling: put it in its region's list, lower case; words are matched whole, plurals and
/// "of the" are folded away the same way in the text and here ("lower extremities" finds "lower extremity").
public enum BodyRegions {
    public struct Region: Sendable {
        public let name: String
        public let spellings: [String]
    }

    /// The spine as a whole; dropped when a part of it (cervical, thoracic, lumbar) is also named.
    public static let spine = "spine"
    public static let spineParts: Set<String> = ["cervical spine", "thoracic spine", "lumbar spine"]
    public static let head = "head"

    public static let regions: [Region] = [
        Region(name: "head", spellings: [
            "head", "brain", "brainstem", "brain stem", "skull", "face", "facial", "jaw", "tmj", "ear", "ears",
            "temporomandibular joint", "occipital nerve", "occipital nerves", "greater occipital nerve", "eye", "eyes", "retina", "retinal", "teeth", "tooth", "dental", "incisor", "incisors", "molar", "molars", "scalp", "occipital neuralgia",
            // An injury of the brain names the head: a concussion, a traumatic brain injury.
            "concussion", "concussions", "post concussion", "postconcussion", "postconcussive", "post concussive", "tbi",
        ]),
        Region(name: "cervical spine", spellings: [
            "cervical", "cervical spine", "c spine", "cspine", "c s", "neck", "cervical region", "c-spine", "trapezius",
            "cervicothoracic", "cervicalgia", "cervicobrachial", "cervical radiculopathy", "upper trap", "upper traps", "upper trapezius",
            // Conditions named for the neck alone.
            "whiplash", "torticollis",
            // Examination signs of the neck.
            "spurling", "spurlings", "spurling sign", "spurlings sign", "spurling test", "spurlings test",
        ]),
        Region(name: "thoracic spine", spellings: [
            "thoracic", "thoracic spine", "t spine", "tspine", "t s", "mid back", "middle back", "upper back", "dorsal spine",
            // The muscles between the shoulder blades and the spine.
            "rhomboid", "rhomboids", "rhomboid muscle", "rhomboid muscles",
            // Where they lie: between the shoulder blades.
            "interscapular", "between shoulder blades", "between the shoulder blades",
        ]),
        Region(name: "lumbar spine", spellings: [
            "lumbar", "lumbar spine", "l spine", "lspine", "l s", "ls", "ls spine", "lumbosacral", "lumbosacral spine",
            "low back", "lower back", "back", "lumbar region", "sacral", "sacrum", "caudal", "lumber", "lumbar sacral",
            "lumbago", "lumbalgia",
            // The low back's nerve roots, named for where their pain is felt or where they end.
            "sciatica", "cauda equina",
            // The straight leg raise tests the low back's nerve roots, not the leg.
            "straight leg raise", "straight leg raising", "straight leg raises", "seated straight leg raise",
        ]),
        Region(name: "spine", spellings: ["spine", "spinal column", "entire spine", "whole spine", "total spine"]),
        Region(name: "chest", spellings: ["chest", "rib", "ribs", "thorax", "sternum", "sternal", "chest wall", "costochondritis",
                                          "costochondral", "costosternal",
                                          // The lungs and airways as a claim names them ("an accepted claim for the respiratory
                                          // system"), not a lung heard clear on examination nor a respiratory therapist's trade.
                                          "respiratory system", "respiratory tract", "reactive airway", "reactive airways disease"]),
        Region(name: "abdomen", spellings: ["abdomen", "abdominal", "stomach", "epigastric", "epigastrium",
                                            // A hernia of the belly's wall ("herniated disc" is another word).
                                            "hernia", "hernias", "umbilical", "umbilicus", "navel", "inguinal", "inguinal hernia"]),
        Region(name: "shoulder", spellings: [
            "shoulder", "shoulders", "subacromial", "acromioclavicular", "ac joint", "clavicle", "scapula", "scapular", "scapulothoracic", "glenohumeral", "suprascapular",
            "rotator cuff", "humeral head", "proximal humerus", "proximal humeral", "collarbone", "collar bone", "long head biceps", "long head of biceps", "long head of the biceps", "proximal biceps",
            "proximal humerus", "proximal humeral", "adhesive capsulitis", "supraspinatus", "infraspinatus", "subscapularis",
            // Tears of the shoulder's labrum named for their kind.
            "slap lesion", "slap tear", "bankart", "hill sachs",
            // Examination signs of the shoulder ("a positive drop arm sign" is the rotator cuff's, not the arm's).
            "drop arm", "drop arm sign", "drop arm test", "empty can", "empty can test", "neer sign", "neers sign", "neer test",
            "neers test", "hawkins sign", "hawkins test", "hawkins kennedy", "yergason", "yergasons", "speeds test",
            // The shoulder's impingement by its name alone (the hip's is femoroacetabular, a nerve root's is not a syndrome).
            "impingement syndrome",
        ]),
        Region(name: "elbow", spellings: ["elbow", "elbows", "epicondyle", "olecranon", "cubital", "cubital tunnel", "radial tunnel", "epicondylitis", "epicondylalgia", "radial head", "distal biceps",
                                                "epicondylar", "epicondyles", "distal biceps", "triceps tendon",
                                                "triceps tendinitis", "triceps tendonitis", "triceps tendinopathy"]),
        Region(name: "wrist/hand", spellings: [
            "wrist", "wrists", "hand", "hands", "finger", "fingers", "thumb", "thumbs", "digit", "digits", "carpal",
            "forearm", "forearms", "palm", "de quervain", "de quervains", "dequervain", "dequervains", "carpal tunnel",
            "trigger finger", "trigger thumb", "stenosing tenosynovitis", "tfcc", "triangular fibrocartilage",
            // The bones of the forearm, wrist and hand.
            "radius", "distal radius", "ulna", "ulnar styloid", "scaphoid", "lunate", "metacarpal", "metacarpals", "carpometacarpal", "cmc", "cmc joint",
            // A splint named for holding the wrist up.
            "cock up", "cockup",
            // Fractures named for who described them or how they happen.
            "colles", "boxers fracture", "scapholunate", "kienbock", "kienbocks", "boutonniere", "dupuytren", "dupuytrens",
            // Examination signs of the wrist.
            "phalen", "phalens", "phalen sign", "phalens sign", "phalen test", "phalens test", "finkelstein", "finkelsteins",
        ]),
        Region(name: "upper extremities", spellings: [
            "upper extremity", "upper extremities", "upper limb", "upper limbs", "arm", "arms", "humerus", "humeral shaft",
            // The nerves and vessels to the arm pressed where they leave the chest: the arm's, not the spine's.
            "thoracic outlet", "thoracic outlet syndrome",
        ]),
        Region(name: "hip", spellings: ["hip", "hips", "groin", "thigh", "femur", "acetabulum", "acetabular", "femoroacetabular", "femoral head",
                                              "greater trochanter", "greater trochanteric", "trochanteric", "trochanteric bursa", "femoral neck", "intertrochanteric",
                                              "gluteus medius", "gluteus minimus", "gluteal tendon", "gluteal tendinopathy",
                                              // The thigh's bone by its shaft, as "femur" is ("a femoral shaft fracture").
                                              "femoral shaft", "femur shaft", "subtrochanteric"]),
        Region(name: "pelvis", spellings: [
            "pelvis", "pelvic", "sacroiliac", "sacroiliac joint", "si joint", "coccyx", "tailbone", "buttock", "buttocks", "piriformis",
            "coccydynia", "coccygodynia",
            // The pelvic ring's bones.
            "pubic", "pubis", "pubic rami", "pubic ramus", "pubic symphysis", "symphysis pubis", "ischium", "ischial",
            "ischial tuberosity",
            // The ilium, the ring's third bone, by its name or its wing ("a nondisplaced fracture of the left iliac wing"). Not
            // the iliac crest or spine: landmarks an examination names for a shoulder's reach ("internal rotation to the iliac
            // crest") or a low back's level ("tenderness over the posterior superior iliac spine").
            "ilium", "iliac wing", "iliac wings", "iliac bone",
        ]),
        Region(name: "knee", spellings: ["knee", "knees", "patella", "patellae", "patellar", "chondromalacia patellae", "chondromalacia patella", "kneecap", "kneecaps", "knee cap", "knee caps", "meniscus", "acl", "genicular", "fibular head", "meniscal", "menisci", "tibial plateau", "cruciate",
                                              "medial collateral ligament", "lateral collateral ligament",
                                              "mcl", "pcl", "infrapatellar", "prepatellar", "femoral condyle", "condyle", "trochlea", "trochlear",
                                              "tibial tubercle", "tibial tuberosity", "baker cyst", "bakers cyst", "popliteal cyst",
                                              "patellofemoral", "quadriceps tendon", "quad tendon",
                                              // Examination signs of the knee.
                                              "mcmurray", "mcmurrays", "lachman", "lachmans"]),
        Region(name: "ankle/foot", spellings: [
            "ankle", "ankles", "foot", "feet", "toe", "toes", "heel", "heels", "achilles", "plantar", "metatarsal head", "plantar fascia", "walking boot", "cam boot",
            "cam walker",
            // The bones of the ankle and foot.
            "metatarsal", "metatarsals", "calcaneus", "calcaneal", "talus", "talar", "malleolus", "malleolar", "bimalleolar", "distal fibula", "distal fibular",
            "trimalleolar", "lisfranc", "hallux", "bunion", "tarsal", "tarsals", "tarsal tunnel", "metatarsalgia", "morton neuroma", "mortons neuroma",
            "interdigital neuroma", "sesamoid", "sesamoids", "sesamoiditis", "cuboid", "jones fracture",
            // Tendons of the leg's muscles that are hurt where they pass the ankle.
            "posterior tibial tendon", "posterior tibialis tendon", "tibialis posterior", "tibialis posterior tendon",
            "anterior tibial tendon", "tibialis anterior tendon", "peroneal tendon", "peroneal tendons", "peroneus brevis",
            "peroneus longus",
            // Their inflammation or wear named without the word "tendon" ("peroneal tendinitis").
            "peroneal tendinitis", "peroneal tendonitis", "peroneal tendinosis", "peroneal tendinopathy", "peroneal tenosynovitis",
            "posterior tibial tendinitis", "posterior tibial tendonitis", "posterior tibial tendinopathy",
            "anterior tibial tendinitis", "anterior tibial tendonitis",
            "great toe", "big toe", "second toe", "third toe", "fourth toe", "fifth toe", "lesser toe", "lesser toes",
        ]),
        Region(name: "lower extremities", spellings: [
            "lower extremity", "lower extremities", "lower limb", "lower limbs", "leg", "legs", "lower leg",
            "tibia", "tibial", "peroneal", "fibula", "tibial shaft", "shin", "calf",
        ]),
    ]

    /// Regions named together in one phrase whose words name only one of them alone: "upper and lower
    /// extremities" is both limbs ("lower extremities" alone would be the legs), "mid and low back" the
    /// thoracic and lumbar spine.
    public static let together: [(spellings: [String], regions: [String])] = [
        (["upper and lower extremity", "upper and lower extremities", "upper lower extremity", "upper and lower limb",
          "upper and lower limbs", "all four extremities", "four extremities", "all extremities", "all four limbs",
          "four limbs", "all limbs", "arms and legs"], ["upper extremities", "lower extremities"]),
        (["upper and lower back", "mid and low back", "mid and lower back", "middle and lower back", "thoracolumbar", "thoraco lumbar", "thoracolumbar spine"], ["thoracic spine", "lumbar spine"]),
        // The spine's parts by their letters ("C/T/L spine", "C/L spine").
        (["c t l spine", "c t l", "ctl spine", "c t l s"], ["cervical spine", "thoracic spine", "lumbar spine"]),
        (["c l spine", "c l s"], ["cervical spine", "lumbar spine"]),
        (["c t spine"], ["cervical spine", "thoracic spine"]),
        // The ankle-brachial index compares the legs' pressures with the arms': a study of the legs' arteries.
        (["ankle brachial index", "ankle brachial indices", "ankle brachial"], ["lower extremities"]),
    ]

    /// Phrases whose body word is no part of the patient: a car's "hand controls", a "hand held" shower head,
    /// a stocking's length ("thigh high"), a seat's arms ("toilet seat with arms"). They name no region.
    public static let noPart: [String] = ["hand control", "hand controls", "hand held", "handheld", "hand rail", "hand rails",
                                          "thigh high", "knee high", "thigh length", "knee length", "seat with arms", "chair with arms", "arm rest",
                                          "arm rests", "armrest", "armrests",
                                          // Which hand a claimant writes with, and trades named for a hand.
                                          "hand dominant", "handed", "dominant hand", "ranch hand", "farm hand", "farmhand",
                                          "deck hand", "deckhand", "hired hand", "field hand", "stage hand", "stagehand",
                                          // More trades named for a hand ("a gate hand at a rodeo arena", "a dock hand at
                                          // a marina", "a car wash lead hand"): the worker, no hand of his.
                                          "gate hand", "dock hand", "dockhand", "yard hand", "derrick hand", "derrickhand",
                                          "lead hand", "mill hand", "rig hand", "stable hand", "stablehand", "barn hand",
                                          "ranchhand", "boat hand", "chute hand", "dairy hand", "orchard hand",
                                          // The rodeo's, the rig floor's, the cattle's and the kitchen's hands ("a male arena
                                          // hand at a rodeo grounds who was kicked in the chest", "a floor hand for a drilling
                                          // company"): the worker, no hand of his ("floorhand", "cowhand" are no hand's word).
                                          "arena hand", "rodeo hand", "floor hand", "cow hand", "chain hand", "kitchen hand",
                                          "galley hand",
                                          "on the other hand", "first hand", "firsthand",
                                          // A workplace named for a part ("an ophthalmic technician at an eye clinic"): where
                                          // the claimant works, no eye of hers; an eye hurt is named by its own words.
                                          "eye clinic", "eye clinics", "eye center", "eye care center", "eye care clinic",
                                          "eye hospital", "eye institute", "eye surgery center",
                                          // A therapy of the mind named for the eyes' movements ("Eye movement desensitization
                                          // and reprocessing (EMDR) x 8 sessions" for a claim of post-traumatic stress): no eye.
                                          "eye movement desensitization", "eye movement desensitisation",
                                          "eye movements desensitization", "eye movement desensitizing",
                                          // How a fall was broken, not what it hurt ("landing on his outstretched
                                          // right arm": the summary names the shoulder it tore).
                                          "outstretched arm", "outstretched arms", "outstretched hand", "outstretched hands",
                                          // Landing on the back ("fell from a ladder onto his back, sustaining a T8
                                          // compression fracture"): the diagnosis tells the part of it hurt.
                                          "onto his back", "onto her back", "onto their back", "landed on his back",
                                          "landed on her back", "landing on his back", "landing on her back",
                                          // Going on foot, not the foot ("a foot pursuit of a suspect").
                                          "foot pursuit", "foot pursuits", "foot chase", "foot patrol",
                                          "foot traffic",
                                          // A weight-bearing status, not the toe ("treated with toe-touch weight bearing"
                                          // after a pelvic or hip fracture).
                                          "toe touch weight bearing", "toe touch weightbearing", "toe touching weight bearing",
                                          "toe touch weight bear",
                                          // A thing's legs, not the worker's ("when a ladder leg sank into soft ground and
                                          // she fell", "a chair leg gave way"): the fall's cause; the summary names the
                                          // part it hurt.
                                          "ladder leg", "ladder legs", "ladder's leg", "ladder's legs", "leg of the ladder",
                                          "legs of the ladder", "leg of a ladder", "chair leg", "chair legs", "leg of the chair",
                                          "leg of a chair", "table leg", "table legs", "leg of the table", "leg of a table",
                                          "stool leg", "stool legs", "leg of the stool", "scaffold leg", "scaffold legs",
                                          "leg of the scaffold", "sawhorse leg", "tripod leg", "tripod legs",
                                          // A thing's ribs, not the worker's: a string instrument's sides ("bending a rib on a
                                          // hot iron" at a violin maker's), a boat's frames, an umbrella's stays; the summary
                                          // names the part the work hurt.
                                          "violin rib", "violin ribs", "viola rib", "viola ribs", "cello rib", "cello ribs",
                                          "guitar rib", "guitar ribs", "instrument rib", "instrument ribs", "rib of the violin",
                                          "ribs of the violin", "rib of the instrument", "ribs of the instrument",
                                          "bending a rib", "bending the rib", "bending the ribs", "bent a rib", "bent the rib",
                                          "bend a rib", "bend the ribs", "hull rib", "hull ribs", "ribs of the hull", "boat rib",
                                          "boat ribs", "umbrella rib", "umbrella ribs"]

    /// The region each region lies within, for filters that name the wider one: `region:spine` is every
    /// part of the spine, `region:"upper extremity"` the shoulder, elbow and wrist/hand too.
    public static let within: [String: String] = [
        "cervical spine": spine, "thoracic spine": spine, "lumbar spine": spine,
        "shoulder": "upper extremities", "elbow": "upper extremities", "wrist/hand": "upper extremities",
        "hip": "lower extremities", "knee": "lower extremities", "ankle/foot": "lower extremities",
    ]

    /// The limb a study of `region` tests: a joint's limb, and the limbs a cervical or lumbar nerve root
    /// reaches; nil for a region of no limb (the thoracic spine, the head).
    public static func limb(of region: String) -> String? {
        if region == "upper extremities" || region == "lower extremities" { return region }
        if let wider = within[region], wider != spine { return wider }
        return limbOfSpine[region]
    }

    /// The limbs the nerve roots of a part of the spine reach.
    static let limbOfSpine = ["cervical spine": "upper extremities", "lumbar spine": "lower extremities"]

    /// `region` and every region within it.
    public static func regionAndWithin(_ region: String) -> [String] {
        [region] + regions.map(\.name).filter { within[$0] == region }
    }

    /// Regions as named, each once in the order first named, less "spine" where a part of it is named.
    package static func distinct(_ named: [String]) -> [String] {
        let partNamed = named.contains(where: spineParts.contains)
        var regions: [String] = []
        for region in named where !regions.contains(region) && !(partNamed && region == spine) { regions.append(region) }
        return regions
    }

    /// The regions of a limb's joints: an injection there that names no drug is the corticosteroid one.
    public static let joints: Set<String> = ["shoulder", "elbow", "wrist/hand", "hip", "knee", "ankle/foot"]

    /// The letter of a spinal level ("L" of "L4-5") and its region.
    public static let levelRegions: [Character: String] = [
        "c": "cervical spine", "t": "thoracic spine", "l": "lumbar spine", "s": "lumbar spine",
    ]
    /// The highest level number each letter has.
    public static let levelLimits: [Character: Int] = ["c": 8, "t": 12, "l": 5, "s": 5]
}
