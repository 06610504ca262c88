/// The specialists a request can ask to see: "Referral to a pain management specialist", "Orthopedic
/// surgeon evaluation" and "Psychiatric consultation" are consultations, keyed "<specialty> consultation"
/// (a body region named stays the item's `bodyRegion`, not part of the key). These are the specialties
/// of requests, not the reviewers' (`Specialties`).
///
/// Order is priority: the first row named wins ("orthopedic hand surgeon" is hand surgery, "orthopedic spine
/// surgeon" orthopedic surgery).
/// `surgical`: a request naming the specialty with no word of consultation ("lumbar spine surgery") asks
/// for an operation, not a visit.
///
/// To add one: a row, or a spelling in its row, lower case.
public enum ConsultSpecialties {
    public struct Specialty: Sendable {
        public let name: String
        public let spellings: [String]
        public let surgical: Bool
    }

    /// A row: the name (one of its spellings unless `named` is false), then the spellings, comma-separated.
    static func row(_ name: String, _ spellings: String, surgical: Bool = false, named: Bool = true) -> Specialty {
        let written = SpellingList.split(spellings)
        return Specialty(name: name, spellings: (named ? [name] : []) + written, surgical: surgical)
    }

    /// The psychologist's, whose sessions counted are psychotherapy.
    public static let psychology = "psychology"
    public static let psychiatry = "psychiatry"
    /// The specialties of the mind: their clearance or evaluation before a procedure or program is theirs.
    public static let ofTheMind: Set<String> = [psychology, psychiatry]
    /// Specialties of the mind and of other organs than the injured part's: a follow-up with one of them is
    /// for what they treat, not for the injury's part (`RegionInference`).
    public static let ofOtherSystems: Set<String> = ofTheMind.union([
        "internal medicine", "cardiology", "hematology", "gastroenterology", "pulmonology", "urology", "dermatology",
        "ophthalmology", "otolaryngology", "dentistry", "endocrinology", "sleep medicine", "infectious disease",
        "addiction medicine", "toxicology", "nutrition", "naturopathy", "vascular surgery", "general surgery",
    ])

    public static let all: [Specialty] = [
        row("hand surgery", "hand surgeon, hand specialist, orthopedic hand surgeon, hand surgical", surgical: true),
        row("neurosurgery", "neurosurgeon, neurosurgical, neurosurg, nsgy, neurological surgeon, neurological surgery, neuro surgeon, neuro surgery, neurosurgery spine", surgical: true),
        row("orthopedic surgery", "orthopedic, orthopaedic, orthopedist, orthopaedist, ortho, orthopedic surgeon, orthopaedic surgeon, orthopaedic surgery, orthopedics, orthopaedics, orthopedic specialist, orthopedic surgical, bone doctor, bone specialist, foot and ankle surgeon, foot ankle surgeon, foot and ankle specialist, foot ankle specialist", surgical: true),
        // An orthopedic spine surgeon is an orthopedist: the field named decides ("Referral to orthopedic spine
        // surgeon" is the orthopedic consultation, as every writer reads it), the spine is its region.
        row("spine surgery", "spine surgeon, spinal surgeon, spine specialist, spinal surgery, spine surgical", surgical: true),
        row("plastic surgery", "plastic surgeon, plastic surgical", surgical: true),
        row("vascular surgery", "vascular surgeon", surgical: true),
        row("general surgery", "general surgeon, bariatric surgeon, bariatric evaluation, bariatric consultation", surgical: true),
        row("podiatry", "podiatrist, podiatric, podiatric surgeon, foot specialist, foot doctor", surgical: false),
        // "Surgery" alone is an operation (TreatmentProcedures); with a word of consultation, this.
        row("surgery", "surgeon, surgical", surgical: true, named: false),
        row("pain management", "pain management specialist, pain specialist, pain medicine, pain physician, pain interventionist, pain clinic, interventional pain, interventional pain management, pain medicine specialist, anesthesiologist, anesthesiology, pain doctor, pain management physician, pain management doctor, pain mgmt, pain mgt"),
        row("physical medicine and rehabilitation", "physiatrist, physiatry, physical medicine, physical medicine rehabilitation, pm r, pmr, physical medicine rehab"),
        row(psychiatry, "psychiatrist, psychiatric, psych, psychiatric specialist"),
        // An evaluation by a psychologist includes its testing; "psych" alone is either specialty (psychiatry's
        // row), but a psych evaluation or testing is the psychologist's.
        row(psychology, "psychologist, psychological, psychology, psychologic, pain psychologist, pain psychology, pain psych, psychological testing, psychological test, psych testing, psychometric testing, mmpi, beck depression inventory, beck anxiety inventory, bdi, bai, psych eval, psych evaluation, psych clearance, psychological clearance, psychologic clearance"),
        row("neurology", "neurologist, neurological, neuro"),
        row("internal medicine", "internist, internal medicine specialist, internal medicine physician, im consult, im consultation"),
        row("rheumatology", "rheumatologist, rheum, rheumatologic"),
        row("cardiology", "cardiologist, cardio consult"),
        row("hematology", "hematologist, haematology, haematologist, hematology oncology, hematologic"),
        row("gastroenterology", "gastroenterologist, gi specialist, gi consult, gi consultation, gi referral, gi evaluation"),
        row("pulmonology", "pulmonologist, pulmonary specialist, pulmonary, pulmonary medicine, pulmonary consult, pulmonary consultation, pulm consult"),
        row("urology", "urologist, uro consult"),
        row("dermatology", "dermatologist, derm"),
        row("ophthalmology", "ophthalmologist, eye doctor, optometrist, optometry, ophthalmologic, ophthalmological, eye specialist, eye exam, eye examination, vision exam"),
        row("otolaryngology", "ent, otolaryngologist, ear nose throat, ent specialist, otolaryngology, otorhinolaryngology"),
        row("dentistry", "dentist, dental, dental specialist, oral surgeon, oral surgery"),
        row("endocrinology", "endocrinologist"),
        row("sleep medicine", "sleep specialist"),
        row("infectious disease", "infectious disease specialist, id consult, id consultation"),
        row("addiction medicine", "addiction specialist, addictionologist"),
        row("toxicology", "toxicologist, medical toxicologist"),
        row("occupational medicine", "occupational medicine specialist"),
        row("sports medicine", "sports medicine specialist, sports medicine physician"),
        row("nutrition", "nutritionist, dietitian, dietician, nutritional counseling"),
        row("naturopathy", "naturopath, naturopathic, naturopathic doctor, naturopathic physician, naturopathic medicine"),
        // The primary treating physician and medication management are no specialty: visits to them are
        // office visits (TreatmentProcedures.visits).
        row("primary care", "primary care physician, pcp, family practice, family physician, general practitioner"),
    ]

    /// The body regions a specialist of one part or organ sees: a consultation takes the region its letter
    /// points to among these (a podiatrist's the foot's, a gastroenterologist's the abdomen's, even in a
    /// letter about the back). Specialists of the whole person (pain management, physiatry, psychiatry,
    /// internal medicine) take none, nor a general surgeon, who operates on the abdomen's hernia but on a wound, the skin or
    /// a limb's soft tissue too: beside a hernia and a low back the letter points to two.
    public static let regionsSeen: [String: Set<String>] = {
        let spine: Set<String> = ["cervical spine", "thoracic spine", "lumbar spine"]
        let limbs: Set<String> = ["upper extremities", "lower extremities"]
        let head: Set<String> = ["head"]
        return [
            "hand surgery": ["wrist/hand", "elbow", "upper extremities"], "spine surgery": spine,
            "neurosurgery": spine.union(head), "orthopedic surgery": BodyRegions.joints.union(spine).union(limbs).union(["pelvis"]),
            "sports medicine": BodyRegions.joints.union(limbs), "podiatry": ["ankle/foot"],
            "gastroenterology": ["abdomen"], "urology": ["pelvis", "abdomen"],
            "cardiology": ["chest"], "pulmonology": ["chest"],
            "ophthalmology": head, "otolaryngology": head, "dentistry": head,
        ]
    }()

    /// The regions the specialist of a consultation's key sees (`regionsSeen`), nil for any other key.
    public static func regionsSeen(byKey key: String) -> Set<String>? {
        guard key.hasSuffix(consultationSuffix) else { return nil }
        return regionsSeen[String(key.dropLast(consultationSuffix.count))]
    }

    /// What a specialty's name is followed by in its consultation's key ("podiatry consultation").
    public static let consultationSuffix = " consultation"
}
