/// Reasons stated by two kinds of words in one clause rather than by one phrase: a "not tried" verb
/// with a treatment ("has had neither physical therapy nor an injection"), where neither word alone
/// says it and a list of whole phrases would have to name every pair. Data, read by `ReasonReader`
/// with the phrases (`DecisionReasons.all`): the same clauses, negations, guideline restatements and
/// conclusions apply.
extension DecisionReasons {
    package struct Pairing: Sendable {
        /// The reason the two state together.
        package let id: String
        /// One kind of words (what was done or not), and the other (to what).
        package let actions: [String]
        package let objects: [String]
        /// How specifically the pair states it, against a phrase's length in bytes: above the
        /// catch-all words it competes with, below `ReasonReader.secondReasonStrength`, so that a pair
        /// beside another reason's own phrase never counts as a second reason.
        package let strength: Int
        /// The action states a fact that says the reason with no negation in its clause ("reflexes
        /// are normal", "an MRI was done in June"); a negation right before the action reverses it
        /// ("was not done"). Otherwise an upholding pair needs its clause to negate, as a phrase does.
        package let alone: Bool

        init(_ id: String, actions: [String], objects: [String], strength: Int = 15, alone: Bool = false) {
            self.id = id
            self.actions = actions
            self.objects = objects
            self.strength = strength
            self.alone = alone
        }
    }

    /// Verbs saying a treatment was not had, tried or begun, with their negation or beside one
    /// ("no antidepressant has been tried").
    package static let notTried = [
        "not had", "not tried", "not trialed", "not attempted", "not undergone", "not received", "not completed",
        "not participated", "not started", "not begun", "not attended", "not pursued", "not done", "not performed",
        "yet to begin", "yet to start", "yet to try", "yet to undergo", "yet to receive", "yet to complete",
        "yet to attend", "never had", "never tried", "never received", "never attended", "never undergone",
        "never started", "had neither", "has had neither", "had no", "has had no", "have had no", "received no",
        "underwent no", "no documented trial", "no documented course", "no trial of", "been tried", "been trialed", "been attempted", "been undertaken", "been given",
        "been prescribed", "no trial", "no prior", "no previous", "no course", "without a trial", "without trying",
        "without first", "not first", "rather than first", "did not try",
        "did not attend", "did not undergo", "did not receive", "did not complete", "does not appear to have had",
        // Passive, beside a negation elsewhere in the clause ("no indication that splinting was attempted").
        "was attempted", "were attempted", "was tried", "were tried", "was trialed", "were trialed", "was used",
        "were used", "was given", "were given"]

    /// The conservative care guidelines want tried before a procedure, an imaging study or more.
    package static let conservativeCare = [
        "physical therapy", "therapy", "pt", "chiropractic", "manipulation", "acupuncture", "injection", "injections",
        "cortisone", "steroid injection", "conservative", "home exercise", "exercise program", "nsaid", "nsaids",
        "anti-inflammator", "medication", "medications", "rest", "bracing", "brace", "splint", "splinting",
        "night splint", "activity modification", "massage", "ice", "heat", "immobilization", "occupational therapy",
        "work hardening", "aquatic therapy", "cognitive behavioral", "psychotherapy"]

    /// The first-line alternatives guidelines want tried before a second-line drug, a topical, a device
    /// or a larger study.
    package static let firstLine = [
        "antidepressant", "antidepressants", "anticonvulsant", "anticonvulsants", "tricyclic", "tricyclics", "snri",
        "gabapentin", "pregabalin", "duloxetine", "amitriptyline", "nortriptyline", "acetaminophen", "tylenol",
        "non-opioid", "non-opioids", "non-selective", "oral", "x-ray", "x-rays", "radiograph", "radiographs", "plain film",
        "plain films", "first-line", "first line"]

    /// Words saying what was authorized, for a course that has yet to begin.
    package static let authorized = ["authorized", "certified", "approved"]

    /// Words saying an examination or study found nothing: with what was examined, no objective finding.
    package static let unremarkable = [
        "normal", "intact", "unremarkable", "negative", "symmetric", "symmetrical", "within normal limits", "benign",
        "non-focal", "nonfocal", "preserved", "stable", "5/5"]

    /// What an examination or study looks at, where a finding would be.
    package static let examined = [
        "strength", "reflex", "sensation", "sensory", "motor", "neurologic", "neurological", "neurovascular", "exam",
        "straight leg", "spurling", "tinel", "phalen", "mcmurray", "lachman", "drawer", "provocative", "range of motion",
        "gait", "x-ray", "radiograph", "films", "mri", "imaging", "electrodiagnostic", "emg", "nerve conduction", "ligament",
        "tests", "testing", "findings"]

    /// Words saying a study was already done, and when.
    package static let done = [
        "was done", "was performed", "was completed", "was obtained", "were done", "were performed", "were completed",
        "were obtained", "months ago", "weeks ago", "months before", "weeks before", "months earlier", "weeks earlier",
        "months prior", "weeks prior", "already had", "already underwent", "already undergone", "already been"]

    /// The studies that are repeated: one done recently is what a new request must wait on or differ from.
    package static let studies = [
        "mri", "ct scan", "ct of", "emg", "nerve conduction", "ncs", "ncv", "electrodiagnostic", "x-ray", "radiograph",
        "imaging", "bone scan", "ultrasound", "arthrogram", "myelogram", "urine drug", "drug screen", "uds", "study",
        "studies"]

    package static let pairings: [Pairing] = [
        Pairing("no-objective-findings", actions: unremarkable, objects: examined, strength: 8, alone: true),
        Pairing("pending-prior-treatment", actions: done, objects: studies, strength: 15, alone: true),
        Pairing("conservative-care-not-tried", actions: notTried, objects: conservativeCare, strength: 14),
        Pairing("first-line-not-tried", actions: notTried, objects: firstLine, strength: 15),
        Pairing("pending-prior-treatment", actions: ["yet to begin", "yet to start", "yet to undergo", "not yet begun",
                                                     "not yet started", "not yet been", "yet been", "still pending",
                                                     "has not begun", "have not begun", "has not started"],
                objects: authorized, strength: 15)]
}
