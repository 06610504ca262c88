/// Guidelines and their chapters: the MTUS parts with the ACOEM (2nd ed., 2004) chapter each adopts,
/// the other MTUS guidelines, ACOEM's later guidelines the MTUS adopted from December 2017, and the ODG
/// chapters with the spellings letters use.
public enum GuidelineChapters {
    public struct MTUSPart: Sendable {
        /// Words that name the part in a citation (any case), most specific first.
        public let spellings: [String]
        public let guideline: String
        public let chapter: Int?
        /// The facet label when there is no chapter number.
        public let title: String
    }

    public static let acoem = "ACOEM"
    public static let odg = "ODG"

    /// Words that name ACOEM in a citation, a common misspelling included.
    public static let acoemNames = ["acoem", "aceom", "american college of occupational"]
    /// Words that name the ODG, longest first (a citation's chapter follows the first found): "Official
    /// Disability Guidelines - Treatment in Workers' Comp" as ODG-TWC, and misspelt "Offical".
    public static let odgNames = [
        "official disability guidelines", "official disability guideline", "offical disability guidelines",
        "offical disability guideline", "odg-twc", "odg",
    ]
    /// What marks an ODG chapter's title even where the guideline is not named: "Knee & Leg (Acute & Chronic)".
    public static let odgTitleMarks = ["(acute & chronic)", "(acute and chronic)"]

    /// ACOEM 2nd edition chapter titles, by number.
    public static let acoemChapterTitles: [Int: String] = [
        1: "Prevention", 2: "General Approach to Initial Assessment and Documentation", 3: "Initial Approaches to Treatment",
        4: "Work-Relatedness", 5: "Cornerstones of Disability Prevention and Management",
        6: "Pain, Suffering, and the Restoration of Function", 7: "Independent Medical Examinations and Consultations",
        8: "Neck and Upper Back Complaints", 9: "Shoulder Complaints", 10: "Elbow Complaints",
        11: "Forearm, Wrist, and Hand Complaints", 12: "Low Back Complaints", 13: "Knee Complaints",
        14: "Ankle and Foot Complaints", 15: "Stress Related Conditions", 16: "Eye",
    ]

    /// MTUS parts before December 2017. Order matters: the first part whose spelling appears wins.
    public static let mtusParts: [MTUSPart] = [
        MTUSPart(spellings: ["neck and upper back", "neck & upper back", "upper back and neck"], guideline: acoem, chapter: 8,
                 title: "Neck and Upper Back Complaints"),
        MTUSPart(spellings: ["shoulder complaints", "shoulder"], guideline: acoem, chapter: 9, title: "Shoulder Complaints"),
        MTUSPart(spellings: ["elbow complaints", "elbow disorder", "elbow"], guideline: acoem, chapter: 10, title: "Elbow Complaints"),
        MTUSPart(spellings: ["forearm, wrist, and hand", "forearm, wrist and hand", "forearm, wrist & hand", "wrist, and hand", "forearm"],
                 guideline: acoem, chapter: 11, title: "Forearm, Wrist, and Hand Complaints"),
        MTUSPart(spellings: ["low back complaints", "low back"], guideline: acoem, chapter: 12, title: "Low Back Complaints"),
        MTUSPart(spellings: ["knee complaints", "knee"], guideline: acoem, chapter: 13, title: "Knee Complaints"),
        MTUSPart(spellings: ["ankle and foot", "ankle & foot"], guideline: acoem, chapter: 14, title: "Ankle and Foot Complaints"),
        MTUSPart(spellings: ["stress related conditions", "stress-related conditions"], guideline: acoem, chapter: 15, title: "Stress Related Conditions"),
        MTUSPart(spellings: ["eye 2004", "eye chapter"], guideline: acoem, chapter: 16, title: "Eye"),
        MTUSPart(spellings: ["cornerstones of disability"], guideline: acoem, chapter: 5, title: "Cornerstones of Disability Prevention and Management"),
        MTUSPart(spellings: ["pain, suffering"], guideline: acoem, chapter: 6, title: "Pain, Suffering, and the Restoration of Function"),
        MTUSPart(spellings: ["independent medical examinations"], guideline: acoem, chapter: 7, title: "Independent Medical Examinations and Consultations"),
        MTUSPart(spellings: ["general approaches", "general approach"], guideline: acoem, chapter: nil, title: "General Approaches"),
        MTUSPart(spellings: ["chronic pain"], guideline: "Chronic Pain Medical Treatment Guidelines", chapter: nil, title: "Chronic Pain"),
        MTUSPart(spellings: ["acupuncture"], guideline: "Acupuncture Medical Treatment Guidelines", chapter: nil, title: "Acupuncture"),
        MTUSPart(spellings: ["postsurgical", "post-surgical", "post surgical"], guideline: "Postsurgical Treatment Guidelines", chapter: nil, title: postsurgicalTitle),
        MTUSPart(spellings: ["opioid treatment", "opioids treatment", "opioids guideline", "opioid guideline"],
                 guideline: "Opioid Treatment Guidelines", chapter: nil, title: "Opioids"),
    ]

    /// A guideline of ACOEM's later editions, as the MTUS adopted them from December 2017 (the DWC's
    /// list: "Low Back Disorders Guideline", "Cervical and Thoracic Spine Disorders Guideline", ...).
    public struct ACOEMGuideline: Sendable {
        public let title: String
        /// Words that name it in a citation (any case).
        public let spellings: [String]
        /// The 2004 chapter of the same body part it succeeds, under whose label it is counted.
        public let chapter: Int?
    }

    /// ACOEM's later guidelines by title ("disorder" is matched as the start of "disorders" too). One that
    /// succeeds a 2004 chapter of the same body part falls under that chapter's label ("Low Back
    /// Disorders" with "Low Back Complaints", Ch. 12); the others have labels of their own
    /// (`acoemLabel(title:)`). Chronic Pain and Opioids are the MTUS parts of those names (`mtusParts`).
    public static let acoemGuidelines: [ACOEMGuideline] = [
        ACOEMGuideline(title: "Cervical and Thoracic Spine Disorders",
                       spellings: ["cervical and thoracic spine", "cervical & thoracic spine", "cervical and thoracic", "cervical/thoracic spine"], chapter: nil),
        ACOEMGuideline(title: "Hip and Groin Disorders", spellings: ["hip and groin", "hip & groin"], chapter: nil),
        ACOEMGuideline(title: "Shoulder Disorders", spellings: ["shoulder disorder"], chapter: 9),
        ACOEMGuideline(title: "Elbow Disorders", spellings: ["elbow disorder"], chapter: 10),
        ACOEMGuideline(title: "Hand, Wrist, and Forearm Disorders",
                       spellings: ["hand, wrist, and forearm", "hand, wrist and forearm", "hand, wrist & forearm", "hand wrist and forearm",
                                   "hand, wrist, forearm"], chapter: 11),
        ACOEMGuideline(title: "Low Back Disorders", spellings: ["low back disorder"], chapter: 12),
        ACOEMGuideline(title: "Knee Disorders", spellings: ["knee disorder"], chapter: 13),
        ACOEMGuideline(title: "Ankle and Foot Disorders", spellings: ["ankle and foot disorder", "ankle & foot disorder"], chapter: 14),
        ACOEMGuideline(title: "Eye Disorders", spellings: ["eye disorder"], chapter: 16),
        ACOEMGuideline(title: "Traumatic Brain Injury", spellings: ["traumatic brain injury"], chapter: nil),
        ACOEMGuideline(title: "Initial Approaches to Treatment", spellings: ["initial approaches to treatment"], chapter: nil),
        // The MTUS's Mental Health guideline is ACOEM's modules: PTSD and Acute Stress Disorder, Depressive
        // Disorders, Anxiety Disorders.
        ACOEMGuideline(title: "Mental Health", spellings: ["workplace mental health", "mental health guideline", "acute stress disorder",
                                                           "depressive disorder", "anxiety disorder"], chapter: nil),
        ACOEMGuideline(title: "Coronavirus (COVID-19)", spellings: ["coronavirus", "covid-19", "covid 19"], chapter: nil),
        ACOEMGuideline(title: "Occupational/Work-Related Asthma", spellings: ["work-related asthma", "occupational asthma"], chapter: nil),
        ACOEMGuideline(title: "Occupational Interstitial Lung Disease", spellings: ["interstitial lung disease"], chapter: nil),
    ]

    /// ODG chapters: canonical name and the words that identify it. Order matters ("pain" last).
    public static let odgChapters: [(name: String, spellings: [String])] = [
        ("Carpal Tunnel Syndrome", ["carpal tunnel"]),
        ("Low Back", ["low back", "lumbar"]),
        ("Neck and Upper Back", ["neck", "cervical"]),
        ("Shoulder", ["shoulder"]),
        ("Elbow", ["elbow"]),
        ("Forearm, Wrist & Hand", ["forearm", "wrist", "hand"]),
        ("Hip & Pelvis", ["hip", "pelvis"]),
        ("Knee & Leg", ["knee"]),
        ("Ankle & Foot", ["ankle", "foot"]),
        ("Mental Illness & Stress", ["mental", "stress"]),
        ("Traumatic Brain Injury", ["traumatic brain", "tbi"]),
        ("Head", ["head"]),
        ("Eye", ["eye"]),
        ("Pulmonary", ["pulmonary"]),
        ("Hernia", ["hernia"]),
        ("Burns", ["burns"]),
        ("Diabetes", ["diabetes"]),
        ("Formulary", ["formulary"]),
        ("Fitness for Duty", ["fitness for duty"]),
        ("Preface", ["preface", "physical therapy guidelines", "physical medicine guidelines", "chiropractic guidelines"]),
        ("Pain", ["pain"]),
    ]

    /// A guideline's name as a filter term and the beginnings of the chapter labels under it: `ch:ODG`
    /// is every ODG chapter; `ch:MTUS` the MTUS's own parts and the ACOEM chapters it adopted.
    public static let labelFamilies: [String: [String]] = [
        "odg": ["ODG"],
        "acoem": ["ACOEM"],
        "mtus": ["MTUS", "ACOEM Ch. ", acoemInMTUS] + acoemGuidelines.filter { $0.chapter == nil }.map { acoemLabel(title: $0.title) },
    ]

    /// The facet label of an MTUS part with no ACOEM chapter: "MTUS Postsurgical".
    public static func mtusLabel(title: String) -> String { "MTUS \(title)" }
    /// The title of the MTUS part for the post-surgical guidelines, whose sections are body parts.
    public static let postsurgicalTitle = "Postsurgical"
    /// The facet labels of a citation of no chapter imr knows: ACOEM outside the MTUS, another MTUS text,
    /// any other source.
    public static let acoemOutsideMTUS = "ACOEM (non-MTUS)"
    public static let acoemInMTUS = "ACOEM (MTUS)"
    public static let otherMTUS = "MTUS (other)"
    public static let otherGuideline = "Other guideline"

    /// The facet label of a later ACOEM guideline with no 2004 chapter: "ACOEM Hip and Groin Disorders".
    public static func acoemLabel(title: String) -> String { "\(acoem) \(title)" }

    /// The facet label for an ACOEM chapter: "ACOEM Ch. 12 Low Back Complaints".
    public static func acoemLabel(chapter: Int) -> String {
        let title = acoemChapterTitles[chapter].map { " \($0)" } ?? ""
        return "ACOEM Ch. \(chapter)\(title)"
    }
}
