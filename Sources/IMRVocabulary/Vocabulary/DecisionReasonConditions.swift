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
}
