/// The words around a reason's phrases that decide whether a sentence states it: negations, the
/// guideline's voice and its conditions, words of the case, and boilerplate (`ReasonReader` reads a
/// sentence's roles with them). Data, beside the reasons themselves in `DecisionReasons`.
extension DecisionReasons {
    /// Words that make a sentence negate: an upholding reason's phrases need one beside them.
    public static let negations = [
        "no", "not", "lack", "lacks", "lacking", "without", "absence", "absent", "unclear", "failed to", "fails to",
        "fail to", "neither", "nor", "insufficient", "none", "cannot", "can't", "unable", "missing", "limited",
        "did not", "does not", "has not", "have not", "had not", "was not", "were not", "is not", "are not",
        "doesn't", "didn't", "hasn't", "haven't", "isn't", "aren't", "never", "nothing", "minimal", "inadequate",
        "paucity", "deficient", "yet to", "not yet", "silent", "nowhere", "little", "unchanged", "is negative", "denies", "deny",
        "are negative", "was negative", "were negative", "uncertain", "unknown", "unsaid", "don't", "won't", "wasn't",
        "weren't", "couldn't",
        // Not yet warranted: what it waits for is the reason ("premature until conservative care has been completed").
        "premature",
        // The same with a typographic apostrophe.
        "don\u{2019}t", "doesn\u{2019}t", "didn\u{2019}t", "hasn\u{2019}t", "haven\u{2019}t", "isn\u{2019}t",
        "aren\u{2019}t", "wasn\u{2019}t", "weren\u{2019}t", "won\u{2019}t", "can\u{2019}t", "couldn\u{2019}t"]

    /// Words holding a negation's word that negate nothing: a motion measured short ("paraspinal spasm and limited flexion",
    /// "flexion limited to 40 degrees") is an examination's finding, and "limited" beside it no negation of the spasm (the
    /// eighty-first round, CO: over the tuning sets such sentences gave 10 examinations' silences no writer labelled).
    public static let notNegating: [String] = {
        let motions = ["flexion", "extension", "rotation", "abduction", "adduction", "range", "motion", "dorsiflexion",
                       "elevation", "bending", "mobility", "opening"]
        let sides = ["lumbar", "cervical", "thoracic", "shoulder", "hip", "knee", "wrist", "active", "passive", "forward",
                     "internal", "external", "lateral", "trunk", "spinal"]
        let before = (motions + sides).flatMap { ["limited \($0)", "mildly limited \($0)", "pain-limited \($0)"] }
        let after = motions.flatMap { motion in
            ["limited", "is limited", "was limited", "are limited", "were limited", "remains limited"].map { "\(motion) \($0)" }
        }
        return before + after
    }()

    /// Negations that, in a sentence speaking of no patient, record or request, set the guideline's
    /// condition rather than state a finding ("without red flags, imaging adds little"; "in the absence
    /// of a deficit, an MRI is not helpful"): the same words beside a case word are a finding ("the MRI
    /// was ordered without any red flag on exam").
    public static let conditionalNegations = ["without", "absence", "absent", "in the absence of"]

    /// Words that open a restatement of a guideline ("Guidelines recommend ...", "According to the MTUS
    /// ..."): a sentence that starts so and never speaks of the patient or the records states no reason.
    public static let guidelineOpenings = [
        "guideline", "guidelines", "the guideline", "the guidelines", "according to", "per the", "per ", "the mtus",
        "mtus", "ca mtus", "california mtus", "the california", "the ca mtus", "acoem", "the acoem", "odg",
        "the odg", "the official disability", "official disability", "the chronic pain", "chronic pain medical",
        "evidence based", "the american college", "regarding", "with regard", "in regards", "as per", "the ca ",
        "the cited", "the referenced", "these guidelines", "this guideline", "the current guidelines", "current guidelines",
        "the non-mtus", "the recommended", "recommendations",
        // A guideline named as where the words come from ("Under the MTUS, treatment may continue ...").
        "under the guideline", "under the mtus", "under mtus", "under the odg", "under odg", "under the acoem", "under acoem",
        "under the acupuncture", "under the chronic pain", "under the california", "under the ca mtus", "in the mtus", "in the odg",
        "in the acoem", "in acoem", "in odg", "in mtus", "in ca mtus"]

    /// The guideline's names: after words that set a quantity against something (`Reason.setAgainstGuideline`),
    /// the standard it is set against.
    public static let guidelineNames = ["guideline", "guidelines", "mtus", "odg", "acoem", "guidance"]

    /// Words that open a preamble naming what the sentence is about, to its first comma ("Regarding
    /// the request for physical therapy, "): the request named there does not make the rest the
    /// reviewer's finding, nor does a guideline named after it make the rest the guideline's.
    public static let preambles = ["regarding", "with regard to", "with regards to", "in regard to", "in regards to",
                                   "with respect to", "in reference to", "as for", "as to the", "concerning"]

    /// Words naming the guideline as the source of what follows in their part of the sentence (", as
    /// guidelines state excessive splinting is detrimental"): the guideline's words, not a finding.
    public static let attributions = ["as guidelines", "as the guidelines", "as the guideline", "as the mtus", "as mtus",
                                      "as the odg", "as odg", "as the acoem", "as acoem", "as per guidelines", "as per the guidelines",
                                      "as per the mtus", "as per mtus", "as per the odg", "as per odg"]

    /// A guideline's verbs of saying, after a sentence's opening naming it ("The MTUS states that ...", "The ODG
    /// describes ..."): what they report is the guideline's, and the patient in it the one it imagines ("if the
    /// patient has sufficient upper extremity function"), up to a part joined after it that speaks of the case
    /// (", and this patient has not tried an oral NSAID"). Not "recommends" or "supports": "the MTUS does not
    /// recommend MRI of the hand" is the spec's own example of a reason.
    public static let guidelineReporting = ["state", "states", "note", "notes", "describe", "describes", "list", "lists",
                                            "explain", "explains", "specify", "specifies", "say", "says", "advise", "advises",
                                            "caution", "cautions", "stipulate", "stipulates", "outline", "outlines", "add that", "adds that",
                                            // The fifty-fifth round (BL): "The ODG indicates that preoperative testing is guided by ...".
                                            "indicates that", "suggests that"]

    /// Short words of grammar a phrase may end with ("reduction in", "history of"): such a phrase states its
    /// reason only where the word ends there, not at the start of a longer one ("reduction internal").
    public static let grammarWords = ["in", "of", "to", "on", "at", "by", "for", "with", "from", "the", "a", "an", "as", "or", "and"]

    /// Another item's decision, said where the letter gave it ("The MRI was upheld above", "was found medically
    /// necessary earlier in this review", "was denied in a separate review"): a cause given after it (", as there
    /// was no red flag", ", based on positive Phalen and Tinel signs") is that item's, not this one's reason.
    public static let otherItemsVerdicts = ["upheld", "certified", "non-certified", "denied", "medically necessary"].flatMap { verdict in
        ["above", "earlier", "in a separate"].map { "\(verdict) \($0)" }
    }
    /// What opens the cause given after a verdict, in its sentence.
    public static let causeOpenings = [", as ", ", because ", ", based on ", ", since ", ", given "]

    /// Words that speak of this patient, these records or this request: with one, a sentence that
    /// opens with the guideline is still the reviewer's finding.
    public static let caseWords = [
        "is documented", "are documented", "was documented", "were documented", "iw", "ip", "mr.", "ms.",
        // The fifty-second round's sweep: this case's clinician named by specialty ("The orthopedist has not indicated that surgery
        // is being considered"); a guideline's clinician is "a" one, or one with a duty after ("the physician should ...").
        "the physician", "the orthopedist", "the orthopaedist", "the orthopedic surgeon", "the surgeon", "the neurologist",
        "the neurosurgeon", "the psychiatrist", "the psychologist", "the chiropractor", "the podiatrist", "the dentist",
        "the pain specialist", "the physiatrist", "the rheumatologist", "the internist",
        // The fifty-third round (BJ): this case's plan in the present ("Surgery is not being considered"); a guideline's is a
        // condition ("when surgery is being considered").
        "is not being considered", "are not being considered", "is not being contemplated", "is not being planned",
        // The sixty-seventh round (BX): the same with the negation on the plan ("No injection or surgery is being considered").
        "surgery is being considered", "surgery is being contemplated", "surgery is being planned", "intervention is being considered",
        "procedure is being considered", "injection is being considered", "injection is being contemplated", "injection is being planned",
        "mrs.", "him", "the requesting", "requesting provider", "requesting physician", "treating physician",
        "treating provider", "the provider", "prescriber", "progress note", "progress notes", "pr-2", "rfa",
        "the exam", "the examination", "exam of", "exam on", "the notes", "in this case", "this claimant",
        "is met", "been satisfied", "are satisfied", "is satisfied", "satisfying", "meeting the",
        "was approved", "been approved", "was certified", "were certified", "non-certified", "not certified",
        "found medically necessary", "found not medically necessary", "has had", "has not had", "has tried",
        "has not tried", "was tried", "were tried", "has been on", "has used", "has been taking", "currently",
        "patient", "injured worker", "claimant", "employee", "worker", "this case", "in this instance",
        "request", "requested", "records", "record", "no documentation", "lack of documentation",
        "not documented", "documentation does not", "documentation did not", "submitted", "provided", "he",
        "she", "his", "her", "the file", "progress report", "medical report", "this individual",
        "applicant", "reviewed", "there is no documentation", "there was no documentation",
        "there is a lack", "there was a lack", "there is no indication", "there was no indication",
        "there is no mention", "there was no mention", "there is no rationale", "there was no rationale",
        // Another item of this review ("An MRI of the hip has been found necessary in this review").
        "in this review",
        // The seventy-ninth round (CM): the case's use told in the sentence before, set against the guideline's by "this" ("The
        // patient has been on zolpidem nightly since 2016. This exceeds the short-term use recommended."): a guideline sets
        // its limit, it does not say that something exceeds it.
        "this exceeds", "this far exceeds", "this well exceeds", "this clearly exceeds", "this greatly exceeds", "this is beyond",
        "this is well beyond", "this is far beyond", "this is longer than", "this is well past", "this is far past",
        // The eightieth round (CN): a use said not to be the guideline's course ("Chronic daily use for two years is not the
        // short-term use the guideline supports"): the guideline names its course, the reviewer says this use is not it.
        "is not the short-term", "is not the short term", "is not the short course", "is not a short course", "is not the brief course",
        "are not the short-term", "is not the limited course",
        // Another request of this case approved, as the cause opening a sentence ("As the total knee arthroplasty is approved, a
        // 3-day stay in keeping with the guideline target is appropriate").
        "is approved,", "is certified,", "is authorized,", "are approved,", "are certified,", "are authorized,",
        // The twenty-ninth round (AL): a wait for the result of care of this case ("Shockwave therapy should await the result of
        // the orthotic treatment"): a guideline says what comes first, not what a result should be awaited for.
        "should await the result", "should await the outcome", "should await the response", "should await completion",
        "should await the completion",
        // The thirtieth round (AM): what of this case it waits for named otherwise ("should await the physician's weaning plan",
        // "the ablation should await their result").
        "should await the documented", "should await documented",
        "should await the physician", "should await the provider", "should await the surgeon", "should await their result",
        "should await its result", "should await a weaning", "should await the weaning",
        // The finding of absence with a word of addition ("There is also no indication that surgery is being considered"),
        // as "there is no indication" is.
        "there is also no", "there was also no", "there are also no", "there were also no", "there is still no",
        "there was still no", "there is further no", "there is again no", "there were no", "there is no clear", "there has been no",
        "there was no clear", "not provided", "not noted", "not been documented", "not mentioned", "no mention", "not mention", "not note",
        // The sixty-first round (BR): what this request leaves out ("The prescription does not state how often the tablets are to
        // be taken", "the body part to which the patches are to be applied ... were not specified").
        "the prescription", "not specified", "not stated",
        // The sixty-fifth round (BV): this case's next supply ("Further refills should depend on documentation of ... at the next
        // visit"), before a duty; a guideline speaks of refills in general.
        "further refills", "further tablets", "further supply", "further patches", "further doses", "further prescriptions",
        "not provide", "not document", "not indicate", "not identified", "were identified", "was identified",
        "not demonstrate", "not been met", "have been met", "has been met", "are met", "are not met",
        "were not met", "were met",
        // The fifty-first round (BH): the criteria judged not met in other words ("The criteria for medial branch blocks are not
        // satisfied"): the reviewer's judgement, as "are not met" is.
        "are not satisfied", "is not satisfied", "were not satisfied", "not been satisfied", "are not fulfilled", "is not fulfilled",
        "not been fulfilled",
        "there is no evidence of", "there was no evidence of", "there is no evidence the", "there was no evidence the", "nothing in the", "the chart", "the treating", "already", "so far", "to date", "here",
        // The item itself, or what granting it would do.
        "this medication", "this drug", "this device", "this treatment", "this procedure", "this study", "this service",
        "this item", "this request",
        // The requesting physician's recommendation, not the guideline's ("at the time of this recommendation").
        "this recommendation", "his recommendation", "her recommendation", "physician's recommendation",
        "provider's recommendation", "surgeon's recommendation", "an additional", "the additional", "would exceed", "would surpass", "would be the",
        // The sixty-first round (BR): what granting the rest of the request would do ("the remaining 60 tablets would extend use well
        // beyond that course").
        "would extend",
        "would go", "given that the", "would take the total", "would bring the total", "would put the total",
        "would double", "would more than double", "would triple", "would more than triple",
        // The thirty-ninth round (AV): the patient's regimen or dose, not a guideline's ("the combined regimen exceeds 400 mg
        // morphine equivalents per day, more than three times the recommended maximum").
        "combined regimen", "current regimen", "this regimen", "this dose", "current dose", "combined dose",
        // Care authorized in this case ("once improvement from the authorized six is documented").
        "the authorized", "the certified", "the approved",
        // Its use by this patient.
        "has been taken", "has been prescribed", "has been used", "has taken", "is taking", "was prescribed",
        "is prescribed", "were prescribed", "has been refilled", "was refilled", "is requested", "was requested",
        // Its studies done or not ("no plain radiographs of the wrist have been obtained").
        "been obtained", "have been taken",
        // A note of its records saying so ("the surgeon's note states that surgery is not planned"); the case set
        // against the criteria ("which is outside the criteria for facet blocks").
        "note states", "note indicates", "note says",
        // The twenty-eighth round (AK): a note of its records and what it tells ("The follow-up note describes only some relief
        // ..., without quantified pain relief"); a guideline has no note.
        "the note", "follow-up note", "follow up note", "note describes", "note documents", "note reports", "note records", "under consideration", "outside the criteria", "outside of the criteria", "outside the indications",
        // What is present in this case ("none of the selection criteria are present"); a guideline's "when a red flag is
        // present" is its condition.
        "is present", "are present",
        // The twenty-first round (AD): care authorized in this case, as "was certified" and "been approved" are ("The 30-day
        // trial has been authorized, and purchase can be considered once ..."); the criteria judged met or not, as "are not met"
        // is ("The criteria are therefore not met"; "the labs before surgery meet the ODG criteria"): a guideline says what its
        // criteria are, the reviewer whether they are met.
        "has been authorized", "have been authorized", "was authorized", "were authorized", "been authorized", "been certified",
        // The visits authorized in this case, named with their number ("the 6 authorized visits", "the 6 visits approved").
        "authorized visits", "authorized sessions", "authorized treatments", "approved visits", "approved sessions",
        "certified visits", "certified sessions", "visits approved", "sessions approved", "visits authorized", "sessions authorized",
        "visits certified", "sessions certified", "treatments authorized", "treatments approved", "treatments certified",
        "therefore not met", "thus not met", "therefore met", "thus met", "therefore been met", "therefore not been met",
        "meet the guideline", "meets the guideline", "meet the odg", "meets the odg", "meet the mtus", "meets the mtus",
        "meet the acoem", "meets the acoem", "meet the indication", "meets the indication"]
        // A date of its records ("in May", "since March").
        + datedMonths
        // A quantity set against the guideline ("more than the guideline allows"); more of what is requested.
        + guidelineComparisons + moreOfTheRequest
        // A study or examination reporting ("the MRI shows"): a guideline says what imaging would show, in a condition.
        + ["mri shows", "mri showed", "x-ray shows", "x-rays show", "x-ray showed", "x-rays showed", "ct shows", "ct showed",
           "emg shows", "emg showed", "study shows", "study showed", "films show", "films showed", "radiographs show",
           "radiographs showed", "exam shows", "exam showed", "examination shows", "examination showed", "revealed",
           "demonstrated", "was noted", "were noted"]

    /// Words of a guideline's own voice: a sentence that speaks of no patient or record and uses one of
    /// them restates the guideline ("Imaging is indicated when ...", "Sessions should not exceed 18").
    public static let guidelineTalk = [
        "recommend", "guideline", "should ", "must ", "may be", "may ", "can be", "can include", "indicated for", "is indicated when", "are indicated",
        // The fifty-third round (BJ): a treatment's intended goal defined, a rule's legal voice ("a subsequent course of therapy shall
        // be prescribed ..."); not "the purpose of", which a reviewer uses too ("certified #60 for the purpose of weaning").
        "intended goal", "intended effect", "shall be", "shall not",
        "criteria", "evidence-based", "evidence based", "studies show", "studies have shown", "studies have found", "studies suggest",
        // Not "consistent with": the reviewer's reading of this case's findings ("..., consistent with C5-6 radiculopathy": the
        // sixty-ninth round, BZ; 12 reasons found over the sets, 1 false).
        "studies found", "studies indicate that", "studies support the", "literature", "consider ", "considered", "consideration",
        "states", "state that", "notes that", "note that", "indicate that", "unless", "is reserved", "effective",
        // The literature's voice: what studies found, what a treatment is used for.
        "has been found to", "have been found to", "been associated with", "is associated with", "are associated with", "been shown", "insufficient evidence", "insufficient studies", "routine use", "is used as", "are used as",
        // What a treatment is worth in general, and what holds for most patients.
        "adds little", "add little", "adds nothing", "add nothing", "of little value", "of limited value", "of no value",
        "low yield", "not helpful", "is helpful", "are helpful", "not useful", "is useful", "are useful", "an option", "option for",
        "generally", "typically", "usually", "in general", "most patients", "in most cases", "can help",
        // The fifty-seventh round (BN): what is done as a rule ("Serial radiographs are the usual way to follow fracture healing").
        "the usual way", "the standard way", "the usual means", "the standard means", "the customary way",
        "is kept for", "are kept for", "those in whom", "those who have",
        // What a guideline requires, allows or defines.
        "requires", "is defined", "are defined", "defined as", "is allowed", "are allowed",
        "support the diagnosis", "supports the diagnosis",
        // The forty-fifth round (BB): a professional body's word ("The American Academy of Neurology has also noted that cervical
        // epidural injections ... lack strong evidence of efficacy"; over every set such sentences never labelled).
        "american academy", "american college", "american society", "american association", "american heart association",
        // The population a guideline speaks of, where the reviewer speaks of one patient.
        "patients", "individuals", "injured workers", "claimants",
        // The literature's evidence on a treatment in general ("no evidence that longer use improves outcomes",
        // "there have been no studies of a 0.0375% formulation", "few randomized controlled trials").
        "evidence exists", "no studies", "controlled trial", "randomized", "outcomes", "efficacy of these",
        // The fiftieth round (BG): "most double-blind trials have been of short duration (6-12 weeks)".
        "double-blind", "double blind", "trials have",
        // A duty in the passive, with no one named ("Benefits need to be documented", "each further block has to
        // be earned"): what the guideline requires of any case.
        "need to be", "needs to be", "has to be", "have to be",
        // The sixty-first round (BR): "No more than two joint levels are to be performed at one time".
        "are to be", "is to be",
        // Another payer's policy a guideline points to ("Medicare's policy ... provides for").
        "medicare", "policy for"]

    /// Words that open a condition ("... may be extended if functional improvement is documented"): the
    /// patient or records named after one, to the clause's end, are the guideline's hypothetical case.
    public static let conditions = requirements + ["for patients who", "for patients with", "for a patient who", "for a patient with",
                                                   "in patients who", "in patients with", "in a patient who", "in a patient with"]
        // "Once" opening a clause ("once functional improvement is documented"), not "once a day".
        + ["once the", "once functional", "once objective", "once improvement", "once there", "once it", "once he", "once she"]
    /// The conditions that name what the guideline requires before it recommends a treatment, rather
    /// than the patients it speaks of: "not recommended unless (if, when) ..." restates that
    /// requirement, and is not the reason `not-recommended` (docs/reading.md).
    public static let requirements = ["if", "when", "unless", "provided that", "provided the", "as long as", "only when",
                                      "whenever", "in the event", "in cases where", "only where", "only after", "only once",
                                      "after failure of", "after the failure of",
                                      // "not recommended where a lower extremity complaint is presumed to be radicular".
                                      "where a", "where there is", "where there are",
                                      // The eighty-eighth round (CV): ODG's "Approval of repeat neurotomies depends on variables such as
                                      // evidence of adequate diagnostic blocks, documented improvement in VAS score ...".
                                      "depends on variables such as", "depend on variables such as", "depends on factors such as",
                                      "depend on factors such as"]
    /// Words after which "if", "when" or "whether" opens no condition: a question the records leave
    /// open ("it is unclear if she tried a splint"), or an exception to a rule that stands for the
    /// rest ("not recommended, except when infection is suspected").
    public static let conditionVoiders = ["unclear", "clear", "known", "unknown", "uncertain", "certain", "sure", "documented",
                                          "stated", "state", "states", "say", "says", "said", "indicate", "indicates",
                                          "indicated", "noted", "document", "documents", "determine", "see", "ask", "asked",
                                          "know", "explain", "explains", "record", "records", "except", "except for"]
    /// The words `conditionVoiders` void.
    public static let voidedConditions = ["if", "when"]

    /// What opens a clause of its own after boilerplate: the reviewer's words, read.
    public static let clauseOpenings = [", and ", "; "]

    /// The boilerplate of a partial certification ("X was authorized by the Claims Administrator. The
    /// remaining IMR eligible portion ..."): a statement of what is disputed, not a reason.
    public static let boilerplate = [
        "authorized by the claims administrator", "remaining imr eligible portion", "was the original request",
        "certified by the claims administrator", "modified by the claims administrator",
        "claims administrator authorized", "leaving the original request", "eligible for imr",
        // The notice closing an opioid item: not to stop opioids abruptly, whatever the decision.
        "not be interpreted as a recommendation", "is not a recommendation", "not intended as a recommendation",
        // The ODG's sentence on office visits ("As patient conditions are extremely varied, a set number of office visits per
        // condition cannot be reasonably established"), quoted whatever the decision (the forty-sixth round, BC).
        "conditions are extremely varied"]
        + abruptStops
}
