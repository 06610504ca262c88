/// A body region, with the ACOEM chapter and ODG chapter spellings that go with it.
struct BodyRegion: Sendable {
    let key: String
    /// How prose names it ("lumbar spine"); sided regions get "left"/"right" in front.
    let names: [String]
    let sided: Bool
    let acoemChapter: Int
    /// ACOEM/MTUS part title and the year of the MTUS adoption.
    let mtusTitle: String
    let mtusYear: Int
    /// First pages of the chapter that citations point at.
    let pageStarts: [Int]
    let odgChapters: [String]
    let complaintWords: [String]
    let diagnoses: [String]
    let examFindings: [String]
    let imagingTopics: [String]

    static let cervical = BodyRegion(
        key: "cervical", names: ["cervical spine", "neck"], sided: false, acoemChapter: 8,
        mtusTitle: "Neck and Upper Back Complaints", mtusYear: 2004, pageStarts: [177, 181, 173, 186],
        odgChapters: ["Neck and Upper Back", "Neck & Upper Back (Acute & Chronic)", "Neck Chapter", "Neck and Upper Back (updated 06/25/15)"],
        complaintWords: ["neck pain", "stiffness of the neck", "pain radiating into the shoulders", "cervicogenic headaches"],
        diagnoses: ["cervical strain", "cervical radiculopathy", "cervical disc protrusion", "cervicalgia", "degenerative disc disease of the cervical spine"],
        examFindings: ["tenderness over the cervical paraspinal muscles", "a positive Spurling test on the right", "cervical flexion limited to 30 degrees", "guarding with rotation of the neck"],
        imagingTopics: ["Magnetic resonance imaging (MRI)", "MRI", "Special Studies", "Computed tomography (CT)"])

    static let lumbar = BodyRegion(
        key: "lumbar", names: ["lumbar spine", "low back"], sided: false, acoemChapter: 12,
        mtusTitle: "Low Back Complaints", mtusYear: 2004, pageStarts: [303, 308, 298, 300],
        odgChapters: ["Low Back", "Low Back - Lumbar & Thoracic (Acute & Chronic)", "Low Back Chapter", "Low Back Complaints"],
        complaintWords: ["low back pain", "pain radiating into the left leg", "numbness in the feet", "difficulty sitting for long periods"],
        diagnoses: ["lumbar strain", "lumbar radiculopathy", "L4-L5 disc herniation", "lumbago", "lumbar spondylosis", "failed back surgery syndrome"],
        examFindings: ["a positive straight leg raise on the left", "lumbar flexion to 40 degrees", "spasm of the lumbar paraspinal muscles", "decreased sensation in the L5 dermatome"],
        imagingTopics: ["MRIs (magnetic resonance imaging)", "MRI", "Special Studies", "CT (computed tomography)"])

    static let shoulder = BodyRegion(
        key: "shoulder", names: ["shoulder"], sided: true, acoemChapter: 9,
        mtusTitle: "Shoulder Complaints", mtusYear: 2004, pageStarts: [207, 209, 212, 201],
        odgChapters: ["Shoulder", "Shoulder (Acute & Chronic)", "Shoulder Chapter"],
        complaintWords: ["shoulder pain", "pain with overhead reaching", "night pain in the shoulder", "weakness lifting the arm"],
        diagnoses: ["rotator cuff tendinosis", "shoulder impingement syndrome", "partial-thickness rotator cuff tear", "adhesive capsulitis"],
        examFindings: ["a positive Neer sign", "abduction limited to 110 degrees", "tenderness at the greater tuberosity", "painful arc between 70 and 120 degrees"],
        imagingTopics: ["Magnetic resonance imaging (MRI)", "MRI", "Special Studies", "Imaging"])

    static let elbow = BodyRegion(
        key: "elbow", names: ["elbow"], sided: true, acoemChapter: 10,
        mtusTitle: "Elbow Complaints", mtusYear: 2007, pageStarts: [33, 42, 18, 27],
        odgChapters: ["Elbow", "Elbow (Acute & Chronic)", "Elbow Chapter"],
        complaintWords: ["elbow pain", "pain with gripping", "tenderness at the outer elbow"],
        diagnoses: ["lateral epicondylitis", "medial epicondylitis", "cubital tunnel syndrome"],
        examFindings: ["tenderness over the lateral epicondyle", "pain with resisted wrist extension", "a positive Tinel sign at the cubital tunnel"],
        imagingTopics: ["MRI", "Special Studies", "Radiography"])

    static let wrist = BodyRegion(
        key: "wrist", names: ["wrist", "hand"], sided: true, acoemChapter: 11,
        mtusTitle: "Forearm, Wrist, and Hand Complaints", mtusYear: 2004, pageStarts: [268, 272, 264, 270],
        odgChapters: ["Forearm, Wrist, & Hand", "Forearm, Wrist and Hand (Acute & Chronic)", "Carpal Tunnel Syndrome"],
        complaintWords: ["wrist pain", "numbness and tingling in the fingers", "weak grip", "dropping objects"],
        diagnoses: ["carpal tunnel syndrome", "de Quervain tenosynovitis", "wrist sprain", "trigger finger"],
        examFindings: ["a positive Phalen test", "a positive Tinel sign at the wrist", "grip strength reduced on dynamometry", "tenderness over the first dorsal compartment"],
        imagingTopics: ["MRI's (magnetic resonance imaging)", "Special Studies", "Radiography"])

    static let knee = BodyRegion(
        key: "knee", names: ["knee"], sided: true, acoemChapter: 13,
        mtusTitle: "Knee Complaints", mtusYear: 2004, pageStarts: [341, 343, 346, 338],
        odgChapters: ["Knee & Leg", "Knee and Leg (Acute & Chronic)", "Knee Chapter"],
        complaintWords: ["knee pain", "swelling of the knee", "clicking and locking", "giving way on stairs"],
        diagnoses: ["medial meniscus tear", "patellofemoral syndrome", "knee osteoarthritis", "knee sprain"],
        examFindings: ["medial joint line tenderness", "a positive McMurray test", "a small effusion", "flexion to 105 degrees"],
        imagingTopics: ["MRI's (magnetic resonance imaging)", "Special Studies", "Radiographs"])

    static let ankle = BodyRegion(
        key: "ankle", names: ["ankle", "foot"], sided: true, acoemChapter: 14,
        mtusTitle: "Ankle and Foot Complaints", mtusYear: 2004, pageStarts: [372, 374, 376, 369],
        odgChapters: ["Ankle & Foot", "Ankle and Foot (Acute & Chronic)", "Ankle Chapter"],
        complaintWords: ["ankle pain", "swelling after standing", "pain in the heel", "instability on uneven ground"],
        diagnoses: ["ankle sprain", "plantar fasciitis", "peroneal tendinitis", "ankle instability"],
        examFindings: ["tenderness over the anterior talofibular ligament", "a positive anterior drawer test", "swelling about the lateral malleolus"],
        imagingTopics: ["MRI (magnetic resonance imaging)", "Special Studies", "Radiography"])

    static let all: [BodyRegion] = [cervical, lumbar, shoulder, elbow, wrist, knee, ankle]
    /// Workers' compensation disputes lean heavily on the spine, then shoulder and knee.
    static let weights: [Int] = [22, 34, 14, 5, 9, 11, 5]

    static let spines: [BodyRegion] = [cervical, lumbar]
    static let limbs: [BodyRegion] = [shoulder, elbow, wrist, knee, ankle]

    var isSpine: Bool { key == "cervical" || key == "lumbar" }

    /// "MTUS Low Back Complaints 2004" style title with year.
    var mtusPart: String { "\(mtusTitle) \(mtusYear)" }

    var limbWord: String {
        switch key {
        case "cervical", "shoulder", "elbow", "wrist": return "upper"
        default: return "lower"
        }
    }
}
