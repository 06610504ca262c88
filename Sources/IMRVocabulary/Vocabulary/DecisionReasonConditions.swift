/// The conditions, symptoms, risk factors and circumstances guidelines name as a treatment's
/// indication, in the clinical terms reviewers use when they say the patient lacks one ("he denies
/// locking or giving way"; "she is not obese"; "not confined to the home"; "not on aspirin or
/// anticoagulants"): `indication-absent`'s words, read beside a negation in their clause like its
/// other phrases. Grouped by what they are; data, as the rest of `DecisionReasons`.
extension DecisionReasons {
    package static let indicationConditions =
        // Confinement and what the patient cannot do alone (home health, transportation, equipment).
        ["ambulatory", "confined", "room-confined", "bed-confined", "bathroom-confined", "home-bound",
         "unable to drive", "transportation", "assistive device", "bathe", "bathing", "toileting", "transfers",
         "fall risk", "weight-bearing restriction", "non-weight", "weight bearing restriction"]
        // Risk factors (gastrointestinal, cardiac, surgical, metabolic).
        + ["obese", "obesity", "body mass", "smoker", "smoking", "aspirin", "anticoagulant", "anticoagulants",
           "corticosteroid", "corticosteroids", "steroids", "cardiopulmonary", "cardiac", "heart disease",
           "diabetes", "diabetic", "hypertension", "renal", "hepatic", "elderly", "over 65", "older than 65",
           "high risk", "high-risk", "at risk", "risk of falls", "bleeding"]
        // Symptoms a guideline names (mechanical knee symptoms, claudication, bowel or bladder change,
        // neuropathic pain, opioid side effects).
        + ["locking", "giving way", "catching", "claudication", "complaint", "complaints", "radiating",
           "bowel", "bladder", "incontinence", "weight loss", "fever", "nausea", "vomiting", "constipation",
           "spasticity", "burning pain", "sleep disturbance", "sleep difficulty", "difficulty sleeping",
           "headache", "headaches",
           "migraine", "vertigo", "snoring", "apnea", "apneas", "daytime sleepiness", "leg symptoms", "dizziness", "edema", "swelling of", "lymphedema",
           "dvt", "deep vein", "thrombosis", "hypercoagulable", "clotting",
           // A deficiency a supplement or hormone is for.
           "deficiency", "deficiencies", "deficient"]
        // The thirty-fourth round (AQ): an antiemetic's and an opioid program's indications ("no indication that the patient was
        // undergoing chemotherapy ... or had gastroenteritis"; "no history of opioid addiction or detoxification").
        + ["chemotherapy", "gastroenteritis", "opioid addiction", "opioid dependence", "opioid use disorder", "detoxification",
           // The thirty-sixth round (AS): baclofen's ("has neither multiple sclerosis nor a spinal cord injury").
           "multiple sclerosis", "spinal cord injury",
           // Aquatic therapy's ("a need for reduced weight bearing").
           "reduced weight bearing", "reduced weight-bearing"]
        // Circumstances: on the drug the item supports, in a program.
        + ["taking any nsaid", "taking an nsaid", "taking nsaids", "on an nsaid", "on nsaids", "on opioids", "opioid therapy", "taking opioids", "utilizing opioids", "using opioids",
           "prescribed an opioid", "prescribed opioids", "controlled substance", "long-term opioid",
           "chronic opioid", "opioid use", "in a program", "functional restoration"]

    /// What the patient can do that says, with no negation, that a confinement or dependence the
    /// guideline names is absent ("she walks without assistance and leaves the home for appointments").
    package static let indicationAbsentFacts =
        ["able to walk", "walk~ without", "walk~ independently", "ambulate~ independently", "ambulate~ without",
         "leave~ the home", "leave~ home", "leave~ her home", "leave~ his home", "left the home", "left home", "able to leave",
         "able to drive", "drive~ herself", "drive~ himself", "drove herself", "drove himself", "independent in"]

    /// The patient said to lack what a treatment is for, in clinical terms and with no word of the
    /// indication: a need denied ("she needs no skilled care"), a state or a program the patient is not in
    /// ("he is not having surgery", "is not enrolled in a rehabilitation program", "is not post-operative"),
    /// a condition not described ("the notes describe no acute flare"). A catch-all: any specific reason of
    /// the sentence's words is its reason ("she does not have a neurologic deficit" is what the examination
    /// did not show).
    package static let patientAbsences = patientSubjects.flatMap { subject in absenceVerbs.map { "\(subject) \($0)" } }
        + ["describe no", "describes no", "nothing to suggest", "nothing suggests", "no suggestion of",
           "none of the conditions", "none of the criteria", "none of the selection", "none of the indications",
           "none of the other conditions", "none of the risk factors", "none of these conditions", "none of these criteria",
           // The guideline's list named otherwise ("none of the listed circumstances is documented").
           "none of the listed", "none of the circumstances", "none of these circumstances",
           // The fifty-fourth round (BK): "None of these diagnoses is present here".
           "none of these diagnoses", "none of the diagnoses", "none of those diagnoses",
           // The sixty-ninth round (BZ): the guideline's exceptions ("None of these exceptions applies to this patient").
           "none of these exceptions", "none of the exceptions", "none of those exceptions", "neither exception"]

    static let patientSubjects = ["he", "she", "the patient", "the claimant", "the injured worker", "the applicant", "this patient",
                                  "the employee", "the worker", "the individual", "this claimant"]
    static let absenceVerbs = ["needs no", "need no", "does not need", "did not need", "has no need", "is not having", "is not undergoing",
                               "is not taking", "is not on", "is not in a", "is not in an", "is not engaged in", "is not enrolled in",
                               "is not participating in", "is not involved in", "is not post", "is not opioid", "does not have a",
                               "does not have an", "does not have any", "has no history", "has never been prescribed", "was never prescribed"]

    /// The indication named as what the patient lacks, by a relative clause after it ("no neuropathic
    /// diagnosis for which an antiepileptic would be indicated", "no suspected fracture for which a CT would be
    /// the better test", "no opioid history that would point toward buprenorphine").
    package static let indicationNamed = ["for which a", "for which an", "for which the", "for which it", "for which this",
                                          "for which such", "would point toward", "would point to"]
}

