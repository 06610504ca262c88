/// Families of wordings read beside the reasons' own phrases: a quantity set against the guideline, the
/// other side's words negated (`Reason.mirrors`). Data, as the rest of `DecisionReasons`.
extension DecisionReasons {
    /// A quantity set against the guideline ("more than the guideline allows", "beyond what the MTUS
    /// recommends") speaks of the request: the guideline does not measure itself against itself.
    package static let guidelineComparisons = [
        "than the guideline", "than guideline", "than the guidelines", "than guidelines", "than the mtus", "than mtus",
        "than the odg", "than odg", "than the acoem", "than acoem", "than recommended", "than the recommended",
        "than allowed", "than is allowed", "than is recommended", "than what the", "beyond what the", "beyond what is",
        "exceeds the recommended", "exceeds recommended", "exceeds the guideline", "exceeds guideline",
        // The request as a multiple of the guideline's ("12 sessions at the outset is twice the trial recommended").
        "is twice the", "is double the", "is three times the", "are twice the", "are double the", "are three times the",
        // The twenty-eighth round (AK): the request set against the figure the sentence has just given ("the guidelines support
        // an initial trial of 3-4 visits, and six visits exceeds that"); a dose above the ceiling ("The combined daily dose of
        // opioids is above the recommended maximum").
        "exceeds that", "exceeds this", "exceed that", "exceed this", "exceeds those", "exceed those",
        "is above the recommended", "are above the recommended", "is above the maximum", "is over the recommended"]

    /// More of what the item asks for ("eight further visits", "another injection"): the request, not the
    /// guideline's talk of treatment in general.
    package static let moreOfTheRequest = ["further", "more", "additional", "another"].flatMap { more in
        ["visit~", "session~", "treatment~", "injection~", "week~", "month~"].map { "\(more) \($0)" }
    }

    /// Words of an overturning reason that, negated, say something else than the reason it mirrors: an
    /// inability ("not able to swallow tablets") is a finding or an indication, not a gain that failed; a
    /// decrease is better or worse as what decreased ("minimal decreases in range of motion").
    package static let unmirrored = ["able to", "decreases"]

    /// Words of a state that lasts, and of being off work or disabled: together, work status no better
    /// after treatment ("he remains off work", "she stayed on temporary total disability").
    package static let persists = ["remains", "remained", "still", "stayed", "stays", "continues", "continued"]
    package static let offWork = ["off work", "temporary total disability", "total temporary disability",
                                  "temporarily totally disabled", "totally temporarily disabled", "totally disabled",
                                  "on disability", "unable to work", "not working"]

    /// Words that say no functional improvement where their clause negates, beside the reason's own
    /// phrases: no change measured in what treatment is to improve ("no recorded change in pain or range
    /// of motion"), care no longer helping, reliance on care not lessened.
    package static let noImprovement = ["change in pain", "change in range", "change in motion",
                                        "change in activit", "change in strength", "change in mobility", "change in work",
                                        "helping", "helps", "reliance on"]

    /// Words before a verdict that say it was made already ("the discectomy was found not medically
    /// necessary above"): another item's decision or the review's, not the sentence's own verdict.
    package static let pastVerdicts = ["found", "deemed", "determined", "judged"].flatMap { verb in
        ["was \(verb)", "were \(verb)", "been \(verb)", "was \(verb) to be", "were \(verb) to be", "been \(verb) to be"]
    }

    /// Words that open a clause of its own after a thing named ("failed that would necessitate ..."):
    /// what that clause names is not the thing.
    package static let relativeOpenings = ["that", "which", "who", "would", "to justify", "to warrant"]

    /// Words right before a person that make them anyone the guideline speaks of, not this patient ("a
    /// worker", "any patient", "every claimant on opioids").
    package static let anyone = ["a", "an", "any", "every", "each", "such a"]

    /// Words of what a treatment is for or what the patient hopes for: functional gains after them are
    /// aims, not gains the treatment brought.
    package static let purposes = ["to produce", "to achieve", "to obtain", "to bring about", "time to", "goals of", "goal is",
                                   "aim is", "aims to", "to guide", "and guide", "wish~ to", "want~ to", "hope~ to", "plan~ to", "would like to",
                                   "motivated to", "desire to", "seek~ to",
                                   // The twenty-fourth round (AG): the motive told as a noun, or readiness ("expresses motivation to return to
                                   // work", "should be ready to return to work"): a goal, no gain brought.
                                   "motivation to", "readiness to", "ready to",
                                   // Given or done so that something may follow ("given to allow him to progress in therapy").
                                   "to allow", "to enable", "to let", "so that", "so as to", "aims at", "aimed at", "aim at"]

    /// Words of exercise kept up at home, and of carrying it on: together, the home program suffices
    /// ("his home program, which he does daily, can be continued"; "she does her home exercises every
    /// morning").
    package static let carriedOn = ["can be continued", "can continue", "be continued", "can be pursued", "be pursued",
                                    // What is left addressed by the program the patient was taught, or carried on in it.
                                    "be addressed by", "be addressed with", "already taught", "was taught", "continue strengthening",
                                    "continue exercising", "continue stretching",
                                    "does her", "does his", "doing her", "doing his", "performs her", "performs his",
                                    "daily", "every morning", "every day", "each day", "for home use"]
    package static let homeExercise = ["home program", "home exercise", "home-based", "self-directed", "exercises she",
                                       "exercises he", "band exercises", "putty"]

    /// Words saying this case is the one the guideline names, beyond "meets" and "fits": indicated or
    /// supported here, the guideline applying to this patient, the circumstances it describes.
    package static let caseFitsGuideline = [
        "is indicated here", "is indicated in this case", "indicated for this patient", "indicated for her", "indicated for him",
        "is supported here", "supported in this case", "applies here", "applies to this patient", "applies to her",
        "applies to him", "applies in this case", "as the guideline requires",
        "as required by the", "qualified for", "is eligible", "are eligible"]
        // The case placed among what the guideline names ("the population the guideline describes", "two of
        // the risk factors the ODG lists", "what the MTUS requires"); a candidate of any kind the reviewer approves.
        + namedByGuideline(["patient", "population", "situation", "circumstance", "circumstances", "kind of patient", "risk factors",
                            "risk factor", "indications", "presentation", "scenario",
                            // "The requested tests are those the guideline calls for"; "the screening steps the guideline requires".
                            "those", "steps", "tests", "conditions", "condition"])
        // "the risk factors for delayed recovery that the guideline identifies"; "for exactly this presentation".
        + namedByGuideline(["that"]).flatMap { that in ["identifies", "names", "lists", "supports", "recommends", "favors"].map { "\(that) \($0)" } }
        + ["exactly this presentation", "exactly this situation", "exactly those for which", "exactly the patient"]
        // The twenty-first round: the request named as the use, role, group or taper the guideline has in mind ("which is the use
        // the guidelines support", "the role the guideline accepts for it", "the group the guideline names for buprenorphine",
        // "consistent with the taper the guidelines describe"; misses of five writers).
        + namedByGuideline(["the use", "the role", "the group", "the taper", "the setting"])
        + ["use odg", "use mtus", "use acoem"].map { "the \($0) describes" }
        // What the guideline asks for (a quantity it allows is within it: "24 is what the guideline allows").
        + namedByGuideline(["what"]).flatMap { what in ["requires", "calls for", "asks for", "has in mind", "recommends for", "supports for",
                                                        "favors for"].map { "\(what) \($0)" } }
        + ["appropriate", "good", "suitable", "reasonable", "ideal"].flatMap { ["\($0) surgical candidate", "\($0) operative candidate"] }
        // Matching the guideline, said of the request or the case (a quantity that matches is within it).
        + ["guideline", "guidelines", "mtus", "odg", "acoem", "criteria"].flatMap { name in
            ["match~", "conform~ to", "in line with", "in keeping with", "accord~ with"].flatMap { ["\($0) the \(name)", "\($0) \(name)"] }
        }

    /// Another reviewer's reasoning reported: a reviewer (`reviewers`) with a verb of deciding or saying
    /// (`reasoningVerbs`) right after it ("the utilization review physician denied this request citing
    /// ...", "the UR denial cited 'no functional improvement'", "the prior reviewer found ..."): theirs, not
    /// this reviewer's finding, which the rationale states in its own sentences. Not what another review
    /// approved or certified ("authorized by utilization review"), a fact of the case.
    package static let reviewers = ["utilization review", "utilization reviewer", "utilization review physician", "ur physician",
                                    "ur reviewer", "ur denial", "prior reviewer", "previous reviewer",
                                    // The one that decided another request, with its cause ("The omeprazole ... was denied
                                    // by the Claims Administrator because there were no GI risk factors").
                                    "claims administrator"]
    /// Words common in letters ("found", "noted", "stated") are left out: each found costs every
    /// sentence that holds it a little, and these are the verbs of the reviewer's own findings too.
    package static let reasoningVerbs = ["denied", "non-certified", "cited", "citing", "concluded", "was based", "because", "on the grounds",
                                         // What another reviewer found ("The utilization reviewer found no documented benefit").
                                         "found no", "found that", "found insufficient", "determined that",
                                         // What another reviewer said, with "that" or "no" after it ("The prior reviewer noted that there
                                         // were no red flags"): two words, rarer than the verb alone.
                                         "noted that", "noted no", "stated that", "opined that", "felt that", "commented that",
                                         "reasoned that", "indicated that", "pointed out"]

    /// A guideline's list of what it requires ("The MTUS criteria for a functional restoration program
    /// include an adequate evaluation, ... and that the patient is not a surgical candidate"): the words
    /// after the verb, up to the sentence's end, are the guideline's, a patient it imagines, and state no
    /// reason. The nouns naming the list, then the verbs opening it in the same part of the sentence
    /// ("including" after a comma too).
    package static let requirementNouns = ["criteria", "indications", "requirements",
                                           // The patients a guideline names by what they meet ("for selected patients ... who meet all of
                                           // the following: ...; ...").
                                           "who meet all", "who meet each", "that meet all"]
    package static let listVerbs = ["include", "includes", "including", "consist of", "consists of", "are as follows", "are:", "of the following"]

    /// A reduced relative clause naming the guideline after a noun ("the trial the guideline describes",
    /// "the population the MTUS has in mind"): the guideline's words as the standard the case is set against.
    package static func namedByGuideline(_ nouns: [String]) -> [String] {
        nouns.flatMap { noun in guidelineNames.map { "\(noun) the \($0)" } }
    }

    /// The guideline's quantities, as a reduced relative names them ("the trial length the guideline
    /// specifies", "the 9 to 10 visits the MTUS supports"): said of the request, within the guideline.
    package static let quantitiesNamedByGuideline = namedByGuideline([
        "trial", "trial length", "course", "number", "visits", "sessions", "treatments", "days", "weeks", "length", "duration",
        "maximum", "amount", "quantity", "supply", "frequency", "period", "initial period", "hours"])

    /// The notice closing an opioid item, however worded: the decision does not mean the drug is to stop
    /// at once ("is not a recommendation that it be stopped abruptly", "does not mean she should
    /// discontinue it suddenly", "abrupt discontinuation is not advised"). What is disputed, not a reason.
    package static let abruptStops = ["abrupt", "sudden"].flatMap { manner in
        ["discontinuation", "cessation", "withdrawal", "stop", "stopping", "tapering"].map { "\(manner) \($0)" }
    } + ["stop~", "discontinue~", "cease~", "withdraw~", "withdrawn"].flatMap { verb in
        ["", "it ", "them ", "the drug ", "the medication "].flatMap { object in
            ["abruptly", "suddenly", "all at once"].map { "\(verb) \(object)\($0)" }
        }
    } + ["abruptly stop~", "abruptly discontinue~", "suddenly stop~", "suddenly discontinue~", "abruptly cease~"] + drugsStoppedAtOnce

    /// The ninety-first round (CZ): the drug named between the verb and its manner ("should not be read as advice to stop
    /// long-term opioids abruptly").
    private static let drugsStoppedAtOnce: [String] = ["opioids", "opioid", "medications", "medication", "drugs"].flatMap { drug in
        ["abruptly", "suddenly"].map { "\(drug) \($0)" }
    }

    /// A quantity not carried past the guideline's, negated ("the 8 visits do not go beyond that
    /// allowance", "the six in dispute do not take her past it"): within it, as "does not exceed" is.
    /// "Go" only with the guideline's number after it: "did not go beyond the second block" is a walk.
    package static let notCarriedPast = ["take her", "take him", "take the patient", "take the total", "bring her",
                                         "bring him", "bring the total", "carry her", "carry him", "put her", "put him"]
        .flatMap { verb in ["beyond", "past", "over"].map { "not \(verb) \($0)" } }
        + ["beyond", "past", "over"].flatMap { over in
            ["that allowance", "that limit", "that number", "the allowance", "the limit", "the guideline", "what the"]
                .map { "not go \(over) \($0)" }
        }

    /// A primary request's denial said already made, by any verb of deciding ("has been determined to be
    /// not medically necessary", "was judged not medically necessary"): the associated item falls with it.
    package static let pastDenials = ["found", "determined", "deemed", "judged", "held"].flatMap { verb in
        ["been \(verb) to be not medically", "been \(verb) not medically", "was \(verb) to be not medically",
         "were \(verb) to be not medically", "was \(verb) not medically", "were \(verb) not medically"]
    } + ["likewise not medically", "likewise not necessary", "similarly not medically"]

    /// The primary request's verdict as the clause before this item's own ("Since the fusion is not medically
    /// necessary, an assistant surgeon is not necessary"): a verdict, a comma and the next clause's subject.
    /// In the plural or the past too ("As the opioid medications are not medically necessary, the stool softener
    /// is not ..."), or with the need for this item denied after it (the eighty-fifth round, CR: "As the proposed anterior
    /// cervical discectomy and fusion is not medically necessary, there is no need for the preoperative workup"). Not "and" or
    /// "as", which go on with the same request's cause.
    package static let verdictThenItem = ["is not medically necessary", "is not necessary", "are not medically necessary",
                                          "are not necessary", "was not medically necessary", "were not medically necessary",
                                          "was not supported", "is not supported", "not certified", "non-certified"]
        .flatMap { verdict in ["the", "an", "a", "this", "these", "any", "there is no need", "there is no longer a need"].map { "\(verdict), \($0)" } }

    /// The gain or result of care authorized that more care waits for, after "until" ("sessions beyond them cannot be supported
    /// until objective improvement from that trial has been documented", the nineteenth round; "not warranted until the response to
    /// the six certified visits ... has been documented", the sixtieth): more care waiting on it, no gain missing; and, as the
    /// sixty-third round found ("Any further sessions should not be considered until functional improvement from the six authorized
    /// sessions has been documented"), care pending where no other word of it stands.
    package static let awaitedGains = [
        "until the results of", "until the outcome of", "until objective improvement from", "until functional improvement from",
        "until improvement from", "until objective functional improvement from", "until documented improvement from",
        "until the response", "until the patient's response", "until her response", "until his response", "until their response",
        "until a response",
        // The sixty-ninth round (BZ): "cannot be supported until the functional response to the six authorized visits has been documented".
        "until the functional response", "until functional response", "until the functional improvement", "until the objective improvement"]

    /// Care or testing more often than the guideline's, with what is more frequent between ("more frequent
    /// testing than the guideline supports"); not more frequent testing that something would warrant.
    package static let moreFrequentThan = ["", " testing", " screening", " visits", " sessions", " injections", " use", " dosing"]
        .map { "more frequent\($0) than" }

    /// Words placing a finding's absence in an examination: what they frame is what the examination
    /// did not show (`no-objective-findings`), not what the history lacks. Not a bare "on exam", which
    /// lists complaints as well ("no gastrointestinal complaints on exam or dyspepsia").
    /// A study reporting what it showed ("The MRI of the right shoulder of 11/2016 shows mild tendinosis without a tear or labral
    /// pathology": the fiftieth round, BG): what it did not show is a finding missing, not a condition the history lacks.
    package static let studyFrames = ["mri shows", "mri showed", "mri of the", "mri dated", "mri from", "mri on", "x-rays of the",
                                      "radiographs of the", "ct of the", "ct scan of the", "ultrasound of the",
                                      // The ninety-third round (DB): the study named after what it did not show ("no fracture,
                                      // spondylolisthesis or instability on her imaging", "on his films").
                                      // Not a bare "on imaging" ("There is no diagnosis of fracture ... on imaging": the diagnosis's).
                                      "on the imaging", "on her imaging", "on his imaging", "on the films", "on her films",
                                      "on his films"]

    package static let examinationFrames = ["on that examination", "on this examination", "on physical examination", "on palpation",
                                            "at the examination", "the examination did not", "the exam did not",
                                            "examination does not", "exam does not", "examiner did not", "examiner found no",
                                            // An examination named as where it was not found ("no spasm was noted on the
                                            // most recent examination").
                                            "on examination", "on the examination", "on the exam", "on physical exam",
                                            "on the most recent examination", "on the most recent exam", "on the last examination",
                                            "on the last exam", "on the latest examination", "on recent examination",
                                            "on his examination", "on her examination", "on his exam", "on her exam",
                                            // The ninety-third round (DB): "No spondylolisthesis or instability is suspected from his
                                            // examination or his standard radiographs".
                                            "from his examination", "from her examination", "from the examination",
                                            "on any examination", "on any exam", "at any examination", "in any examination",
                                            // The twenty-second round (AE): several examinations named ("no muscle spasm is documented
                                            // on the recent examinations"; "on the last two exams").
                                            "on the recent examination", "on the recent exam", "on the latest exam",
                                            "on examinations", "on the examinations", "on recent examinations", "on the recent examinations",
                                            "on the recent exams", "on recent exams", "on the last two examinations", "on the last two exams",
                                            "on the last examinations", "on the most recent examinations", "on serial examinations",
                                            "on repeated examinations", "on repeat examination", "on his examinations", "on her examinations",
                                            // The twenty-fourth round (AG): a structural lesion a study would show, not suspected ("no
                                            // clinical suspicion of an osteochondral lesion", "no suspicion of fracture persists"), is what
                                            // the examination did not show, as the spec's "no evidence of specific nerve compromise
                                            // warranting an MRI" is; a diagnosis not suspected ("no suspicion of sleep apnea") stays the history's.
                                            "suspicion of fracture", "suspicion of a fracture", "suspicion of an osteochondral",
                                            "suspicion of a tear", "suspicion of a ligament", "suspicion of a labral", "suspicion of a meniscal",
                                            "suspicion of a tendon", "suspicion of an occult",
                                            // The twenty-ninth round (AL): the examination as the subject that found none ("the
                                            // examination shows no effusion, instability or mechanical symptoms").
                                            "examination shows no", "exam shows no", "examination showed no", "exam showed no",
                                            "examination reveals no", "exam reveals no", "examination revealed no", "exam revealed no",
                                            "examination found no", "exam found no", "examination demonstrates no", "examination demonstrated no",
                                            "examination documents no", "examination documented no",
                                            // The ninety-second round (DD): the same, the examination's findings told first ("Examination
                                            // shows tenderness over the greater trochanter; ... no mechanical symptoms of catching or
                                            // locking"; "The examination documents joint line tenderness but no locking").
                                            "examination shows", "exam shows", "examination showed", "exam showed", "examination documents",
                                            "examination documented", "examination reveals", "examination revealed",
                                            // The thirty-sixth round (AS): red flags named after "no diagnosis of" (the history's frame)
                                            // keep what an examination or study would show ("no diagnosis of tissue insult, nerve
                                            // impairment, or other red flags").
                                            "other red flag", "or red flags",
                                            // The thirty-second round (AO): the examination named with its date ("the most recent examination of
                                            // 1/20/2016 does not describe any paravertebral muscle spasm").
                                            "recent examination of", "last examination of", "latest examination of"]
}

