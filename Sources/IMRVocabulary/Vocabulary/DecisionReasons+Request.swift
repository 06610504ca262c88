/// The reasons for upholding that speak of the request (docs/decision-reasons.md): what it leaves unsaid, what it
/// waits on or follows. The indication its patient lacks is `ofTheIndication`, the rationale not given `ofTheRecords`.
extension DecisionReasons {
    /// The ninety-second round (DD): care already booked ("a follow-up appointment with that podiatrist is already scheduled");
    /// not an operation so (`operationsBooked`), the primary request's.
    static let alreadyBooked = ["is already scheduled", "are already scheduled", "has already been scheduled",
                                "have already been scheduled"]
    static let operationsBooked = operations.flatMap { operation in alreadyBooked.map { "\(operation) \($0)" } }

    static let ofTheRequest: [Reason] = [
        Reason("request-incomplete", .upholding,
               "the request does not say what, how much, how long or which body part",
               phrases: [
                         // The sixtieth round (BQ): "The request also does not indicate whether this is an initial course or how many
                         // sessions the patient has previously attended" (not "does not indicate that the claimant will be homebound":
                         // a fact of the case).
                         "request does not indicate whether", "request also does not indicate whether", "request does not indicate how",
                         "request also does not indicate how",
                         // The eighty-eighth round (CV): "The request does not describe the items in the kit or the exercises for which they
                         // are needed" (not "did not": "the examinations documented near the time of the request did not describe any
                         // sensory level" is a finding missing).
                         "request does not describe",
                         // The eighty-ninth round (CW): "the request is for six visits without a stated frequency or time frame" (AH-034's
                         // "without a stated time frame or purpose" the same; not "without a stated reason").
                         "without a stated frequency", "without a stated time frame", "without a stated duration",
                         "with no stated frequency", "with no stated time frame", "with no stated duration",
                         // The fifty-first round (BH): "The specific program, its duration and cost are also not identified".
                         "its duration", "its frequency", "their duration", "their frequency",
                         "how many tablets", "what quantity", "rental or a purchase", "rental or purchase",
                         "does not say", "does not identify", "lacks a quantity", "what type", "which type",
                         "number of refills", "over what period", "what period", "custom or",
                         "frequency and duration", "frequency or duration", "frequency of", "duration of",
                         "number of sessions requested", "body part", "body region", "which body",
                         "laterality", "specific amount", "specific quantity", "specific number",
                         "amount requested", "quantity requested", "dosage", "specified", "which region", "which drugs", "which medication", "what equipment", "which equipment", "what concentration", "concentrations", "how many visits", "how long", "how often", "which side", "which level", "which levels", "number of visits", "number of units", "which knee", "which shoulder", "which hip", "which wrist", "which ankle", "which elbow", "which hand", "which foot", "which joint", "which item", "strength and quantity", "quantity of the", "the dose", "number of tablets", "number of patches", "the frequency", "the duration", "what device", "what service", "what is being requested", "not clear from the request", "which space", "into which", "amount to be", "how many weeks", "for how many", "number of trips", "destination", "what services", "which services", "what skilled", "no number", "no period",
                         // What the request leaves out, named ("with no ingredients listed", "without naming the instruments").
                         "ingredients listed", "ingredients are listed", "no ingredients", "naming the", "description of what",
                         "description of the equipment", "description of the device", "description of the item", "description of the service",
                         "whether a rental", "rental trial or", "rental trial or a purchase", "rental trial or purchase",
                         // The thirty-third round (AP): a kit's contents unsaid ("do not explain what the kit contains").
                         "what the kit", "kit contains", "kit includes", "kit consists", "contents of the kit", "kit's contents",
                         // The fifty-fifth round (BL): a program's parts or the tests wanted unsaid ("the specific program and its
                         // components are not identified"; "'labs' without specification of which tests are to be performed").
                         "its components", "their components", "content of the program", "contents of the program", "which tests", "which test", "which labs", "which laboratory",
                         // The ninety-second round (DD): the program itself unnamed ("The program to be used is also not identified", "The
                         // specific program requested is not identified").
                         "specific program requested", "specific program is not", "specific program was not", "program to be used is",
                         "program to be used was", "program to be attended", "program requested is"],
               negative: ["vague", "open-ended", "open ended", "indefinite", "not specified",
                          "does not specify", "did not specify", "does not include the",
                          // The eightieth round (CN): "The request does not give the strength, frequency or quantity of Norco" (not "did
                          // not give" alone: an injection that "did not give the relief expected" is no request's term).
                          "request does not give", "request did not give", "prescription does not give", "does not give a quantity",
                          "does not give the quantity", "does not give a frequency", "does not give the frequency", "does not give the dose",
                          "does not give the strength", "does not give a dose", "does not give a strength",
                          "not included with the request", "not stated", "does not state", "did not state", "not disclosed", "unstated", "reads only", "not identified in the request", "left off", "no quantity", "no frequency", "no duration", "without a quantity", "without a frequency", "without a duration", "without specifying", "without specification", "no specification of",
                          // The fifty-fifth round's sweep: "The request is for an unspecified number of visits" (not "unspecified"
                          // alone, a diagnosis code's word).
                          "unspecified number", "unspecified quantity", "unspecified duration", "unspecified frequency", "unspecified amount", "not say how many", "not say which", "not listed on the request", "not listed in the request", "does not name", "did not name", "does not list the", "did not list the", "omits", "omitted"],
               general: true,
               // What the records do not say is another reason than what the request does not.
               unless: [
                        // The fifty-eighth round (BO): how often and how long a symptom comes ("no headache diary documenting the frequency
                        // and duration of headaches") is the history's, no term of the request.
                        "headache diary", "pain diary", "of headaches", "of her headaches", "of his headaches", "of the headaches",
                        "of symptoms", "of her symptoms", "of his symptoms", "of the symptoms", "of attacks", "of the attacks",
                        // The fifty-sixth round (BM): a diagnosis unnamed is no term of the request (what, how much, how long, which part:
                        // "The request does not identify the diagnosis being treated").
                        "identify the diagnosis", "state the diagnosis", "specify the diagnosis", "name the diagnosis",
                        "the diagnosis being treated", "the diagnosis for which",
                        // The fifty-first round (BH): the dose the patient is on ("no ... reduction in pain with the current dosage") is the regimen's, not a request left unsaid.
                        "the current dosage", "the current dose", "current dosing", "the present dose",
                        // The sixty-sixth round (BW): the dose's history ("no objective change in function since the dose was increased").
                        "since the dose", "the dose was increased", "the dose was raised", "the dose was reduced", "the dose was decreased",
                        "the dose was lowered", "the dose has been increased", "the dose has been reduced",
                        // The fifty-seventh round (BN): "no documentation that this dosage has produced objective functional improvement".
                        "this dosage", "that dosage", "his dosage", "her dosage", "this dose", "that dose",
                        // The forty-eighth round (BE): how long the patient has taken a drug is its history, no term of the request.
                        "has taken", "has been taking", "have taken",
                        // The forty-fourth round (BA): what the records lack ("the documentation submitted does not include the current medication list") is no part of the request left out.
                        "records do not include", "record does not include", "documentation does not include", "documentation submitted does not include", "notes do not include", "history does not include",
                        // The diagnoses a study is for ("None of the diagnoses for which hand MRI is recommended ... is documented").
                        "diagnoses for which", "diagnosis for which", "conditions for which",
                        // The twenty-third round: the count of care had before not stated ("The number of previous therapy visits
                        // is not stated in the notes") is the records', not the request's terms.
                        "number of previous", "number of prior", "number of past", "previous therapy visits", "prior therapy visits",
                        // The nineteenth round (AB): a symptom said to be vague ("reports neck pain with vague tingling in both
                        // hands") is the history's, not the request's words left out.
                        "vague tingling", "vague pain", "vague ache", "vague aching", "vague numbness", "vague symptom", "vague complaint",
                        "vague discomfort", "vague paresthesia", "vague sensation", "vague radiating", "vague radiation", "vague weakness",
                        "in the records", "in the medical records", "records provided", "in the documentation",
                        // A test that does not identify a lesion ("Discography does not identify the symptomatic disc") is its
                        // diagnostic worth, the literature's, not the request's missing words.
                        "discography does not", "study does not identify", "studies do not identify", "imaging does not identify",
                        "test does not identify", "testing does not identify", "scan does not identify", "mri does not identify",
                        // Why it is asked for is the physician's rationale, not the request's terms.
                        "reason for", "reason why", "clinical reason", "rationale", "why",
                        // The forty-second round (AY): "without any description of what the pain consultation is expected to add".
                        "expected to add", "is expected to",
                        // The relief a treatment brought, its duration unrecorded ("The percent and duration of relief from the
                        // diagnostic blocks are not documented"), is the records' effect, not the request's terms.
                        "duration of relief", "duration of the relief", "duration of pain relief", "duration of benefit",
                        // A claim not made ("did not state that the findings would be used") is not a term left out.
                        "state that", "stated that", "states that", "say that", "said that", "says that",
                        // Goals the records do not set ("does not identify any functional goals") are the treatment plan's.
                        "functional goals",
                        // The twenty-second round (AE): what the patient can do with the drug left undescribed ("without a pain
                        // scale or a description of what the patient is able to do with it") is its effect unmeasured, not the
                        // request's terms.
                        "is able to do", "are able to do", "able to do with", "can do with", "pain scale",
                        // A quantity requested that "cannot be supported" is set against the guideline, not left out.
                        "cannot be supported", "is not supported", "are not supported",
                        // What the patient does with the treatment ("how long she sleeps on the medication", "a description of
                        // what he can do") is its effect; the indication not stated is the rationale's or the history's.
                        "how long she", "how long he", "how long the patient", "how long the claimant", "what he can do",
                        "what she can do", "what the patient can do", "indication for the", "indication for this",
                        "indication for his", "indication for her",
                        // The twenty-seventh round (AJ): what the physician or the notes did not state ("The treating physician did
                        // not state what question the evaluation was meant to answer", "The progress note did not state what benefit
                        // the drug had produced") is the rationale, the effect or the plan unexplained, not the request's terms left
                        // out: the request's own words ("The request does not state the body part") stay.
                        "physician does not state", "physician did not state", "physician has not stated", "physician had not stated",
                        "provider does not state", "provider did not state", "provider has not stated", "surgeon does not state",
                        "surgeon did not state", "note does not state", "note did not state", "notes do not state", "notes did not state",
                        "not stated by the",
                        // The eighty-first round (CO): what the employer has not said ("His employer has not stated whether modified
                        // work is available") is the case's facts, no term the request left out.
                        "employer does not state", "employer did not state", "employer has not stated", "employer had not stated",
                        // The thirtieth round (AM): what care had before left unsaid ("has had chiropractic care in the past, but the
                        // number of visits and the response are not stated") is its effect missing, not this request's terms: in its
                        // clause, negated or not, and anywhere in the sentence where it is told as had.
                        "the response"],
               unlessInSentence: ["in the past", "previously had", "had prior", "prior course", "previous course", "last year",
                                  "the outcome", "the response"]),
        Reason("pending-prior-treatment", .upholding,
               "part is already authorized or the same study was done recently, or more must wait for what was authorized",
               phrases: ["pending", "awaiting", "response to the authorized", "prior to additional",
                         "before additional", "change since then", "change since the",
                         // The thirty-first round (AN): "no change in his clinical presentation since that time" (after a study).
                         "since that time", "interval change", "changes since then", "changes since the",
                         // The forty-second round (AY): a repeat soon after the last ("A second evaluation so soon after the first is not
                         // supported", "no rationale for repeating the study within a year of the last one", "Repeat testing one month after
                         // a consistent screen is not supported").
                         "so soon after the first", "so soon after the last", "so soon after the prior", "so soon after the previous",
                         "within a year of the last", "within a year of the prior", "within a year of the previous",
                         "after a consistent screen", "after a consistent test", "after a consistent result",
                         // The forty-third round (AZ): "repeat testing is not yet due".
                         "not yet due"],
               negative: [
                          // The fifty-seventh round (BN): the need judged again once the care authorized is under way ("should be reassessed
                          // once the patient's progress with crutches and her post-operative course are known").
                          "be reassessed once", "be re-evaluated once", "be reevaluated once", "be reassessed after", "be re-evaluated after",
                          // The forty-ninth round (BF): what more must wait for ("Any visits beyond the 6 certified must await documentation of the patient's response").
                          "must await", "await documentation", "await evidence", "must wait for",
                          "had been approved for", "has been approved for", "was approved for",
                          // Nothing new since the study had ("the records describe no new symptom since").
                          "no new symptom since", "no new symptoms since", "no new finding since", "no new findings since",
                          "no new complaint since", "no new complaints since", "nothing new since", "no new deficit since",
                          "just authorized", "already provided",
                          // The twenty-eighth round (AK): a study done and not to be done again ("Labs drawn in August were normal, and
                          // there is no reason to repeat them"); what is asked decided after a study authorized ("the need for
                          // arthrography should be determined after that study").
                          "no reason to repeat", "no need to repeat", "need not be repeated", "not need to be repeated",
                          // The sixty-first round (BR): a test done of late with the expected result ("Another screen three months later is
                          // not necessary given the recent consistent result"), where the verdict is the only negation.
                          "recent consistent result", "recent consistent screen", "recent consistent test",
                          // The study had already shows it, nothing changed since ("A lumbar MRI from 2015 already showed the
                          // protrusion, and nothing has changed clinically since then").
                          // Not "already established" (a diagnosis made, the indication for a study absent) nor "has not changed
                          // since" (an examination unchanged, the finding absent).
                          "nothing has changed", "unchanged since the", "unchanged since that",
                          "no reason to redo", "no need to redo", "determined after that", "determined after the", "decided after that",
                          "decided after the", "determined once that", "determined once the", "decided once that", "decided once the",
                          // The twenty-third round (AF): the same device or supply given already ("a brace of the same type has
                          // already been provided").
                          "already been provided", "already been issued", "already been dispensed", "already been supplied",
                          "already issued", "already dispensed", "already supplied",
                          "would justify a second", "would justify a repeat", "warrant a second",
                          "warrant a repeat", "cannot be known until", "not be known until", "cannot be judged until",
                          "cannot be assessed until", "response to the initial",  "repeat study",
                          "repeat imaging", "additional study", "was authorized", "were authorized",
                          "has been authorized", "have been authorized", "already authorized",
                          // The thirty-third round (AP): "the 30 tablets authorized already provide a short course".
                          "authorized already", "certified already", "approved already",
                          "previously authorized", "previously certified", "certified on", "authorized on", "was certified", "were certified",
                          "has been certified", "have been certified", "already certified", "was modified",
                          "already been certified", "already been authorized",
                          // The consultation had already, the care it led to still going on ("which is in progress").
                          "already evaluated", "already been evaluated", "already been seen by", "already seen by",
                          "contingent upon", "contingent on", "dependent on the", "dependent upon", "be completed first", "completed first",
                          // The twenty-first round (AD): more decided once what is under way has shown its result ("her response to
                          // that therapy should be known before biofeedback is added"; "purchase can be considered once the results of
                          // that trial are documented"; "extension depends on improvement that has not yet had a chance to occur").
                          "should be known before", "must be known before", "be known first", "not yet had a chance", "not yet had the chance",
                          "not yet taken place", "yet to take place", "be reconsidered once",
                          "be reconsidered after", "be reconsidered when", "be revisited once", "be revisited after", "be revisited when",
                          "be considered once the", "based on its results", "based on their results", "based on the results of that",
                          "once the results of that", "once the results of the trial", "once the results of this",
                          "depend on the documented response", "depends on the documented response",
                          "should wait for", "before any more are considered",
                          // The thirty-ninth round (AV): "Refills should wait until the response to this first month ... has been assessed".
                          "should wait until", "wait until the response", "wait until the result", "wait until its result", "before more are considered",
                          // What the part authorized brings ("once improvement from the authorized six is documented").
                          "from the authorized", "after the authorized",
                          // More waits on the response to the part authorized ("whether more therapy is warranted depends on her
                          // response to those six"); not "once the response ... is documented", a guideline's condition.
                          "depends on the response", "depend on the response", "depends on her response", "depend on her response",
                          "depends on his response", "depend on his response",
                          // The sixty-fourth round (BU): "Any further treatment depends on the results of the 6 sessions authorized" (not
                          // "would depend on the result of the study", a plan that a study would decide).
                          "depends on the results of", "depends on the outcome of", "depend on the outcome of the",
                          // The sixty-fifth round (BV): "Further refills should depend on documentation of at least 30% pain relief".
                          "depend on documentation of", "depends on documentation of",
                          "already undergone", "already had an", "already had a", "not recommended until",
                          // The same kind of study had already ("already had lumbar films in August").
                          "already had lumbar", "already had cervical", "already had thoracic", "already had x-ray", "already had films", "already had plain",
                          "already had radiographs", "already had imaging", "already had mri", "already had electrodiagnostic", "already had emg", "already had nerve conduction",
                          "until the", "prior to the completion", "after completion", "upon completion",
                          "after the completion", "still pending", "yet been performed", "yet been done", "yet been completed", "yet undergone", "yet to be performed", "not been performed", "not been completed", "still under way", "still underway", "ongoing rental", "effect has not", "result has not", "results have not", "outcome has not", "not yet reported", "not yet known", "awaited", "was obtained on", "was performed on", "was done on", "was completed on", "was collected on", "barely a month", "changes in signs", "change in signs", "changes in symptoms", "change in symptoms", "since the prior", "since the previous", "since the last", "sessions remaining", "visits remaining", "remaining sessions", "remaining visits", "unused", "not been used",
                          // The thirtieth round (AM): the visits authorized not yet used, not care never had ("she has not yet used
                          // custom orthotics or had therapy": the conservative care untried).
                          "not yet used the authorized", "not yet used the certified", "not yet used the approved", "not yet used those",
                          "not yet used them", "not yet used all", "not yet used any of the",
                          "recently completed", "recently approved", "recently authorized", "recently certified", "not yet available", "should await", "await its", "await the", "await their result", "wait for the results", "wait for its", "was imaged", "were imaged", "with pending", "still in treatment", "the authorized", "the certified", "the approved", "still attending", "currently attending", "still in therapy"]
                   // The gain or result awaited "until" (`awaitedGains`): "until the" alone is already here.
                   + awaitedGains.filter { !$0.hasPrefix("until the") } + alreadyBooked,
               affirmative: ["recent mri", "recent imaging", "recent study", "prior mri", "previous mri", "prior imaging", "prior x-ray", "prior study", "prior studies", "previous imaging", "previous study", "previous x-ray", "x-ray previously", "mri previously", "imaging previously", "study previously", "previously performed", "previously obtained",
                             // Care still under way, not negated ("recommended conservative care, which is in progress").
                             "is in progress", "are in progress", "still in progress", "recently performed", "recently had",
                             // A study done of late, not a drug started or switched of late ("was recently started on Nucynta").
                             "was recently done", "was recently obtained", "was recently completed", "was recently repeated",
                             "were recently done", "were recently obtained",
                             // The thirtieth round (AM): a study done before, named by its result ("less than a month after the prior
                             // negative study"); care given on the strength of a recent one ("based on the recent one").
                             "prior negative", "previous negative", "based on the recent",
                             // The thirty-second round (AO): a test had weeks ago ("a urine drug screen on 1/6/2020, less than a month before this one").
                             "less than a month before", "before this one",
                             // The thirty-fourth round (AQ): the same device given months ago ("custom orthotics were dispensed in July
                             // 2016, and there is no explanation of why a new pair is needed").
                             "were dispensed in", "was dispensed in", "were issued in", "was issued in",
                             // The thirty-fifth round (AR): more after the part authorized is done and its response known ("The remaining
                             // authorized visits should be completed and the response documented before additional sessions are considered").
                             "remaining authorized visits", "remaining authorized sessions", "before additional sessions are considered",
                             "before additional visits are considered",
                             // The thirty-sixth round (AS): "should be requested after the 80 authorized hours are completed"; "should be
                             // reassessed at the end of the two authorized weeks".
                             "authorized hours are completed", "authorized visits are completed", "authorized sessions are completed",
                             "end of the authorized", "end of the two authorized", "end of the three authorized", "end of the four authorized"],
               // An operation authorized is the primary request's, not a part of this one authorized ("Although the
               // arthroplasty has been authorized, the 21 days of CPM exceed ..."): an associated item's own reasons follow.
               // Another item's decision said where the letter gave it ("the injection at that level has been certified
               // above") is that item's.
               // An evaluation an operation needs first, not performed ("a psychological evaluation before surgery has not been
               // performed"), is its clearance absent, no study awaited.
               unless: operationsAuthorized + operationsBooked + authorizedForAnOperation + otherItemsVerdicts + changesOfPlan + [
                        // The seventy-fourth round (CI): the gain missing from care already had ("no objective functional improvement from the
                        // therapy already provided") is no part authorized awaiting its result.
                        "from the therapy already", "from the care already", "from the chiropractic care already", "from the treatment already",
                        "from the sessions already", "from the visits already", "from the acupuncture already",
                                                                    // The sixty-fifth round (BV): the guideline's conservative course not completed ("the
                                                                    // period of conservative care and observation has not been completed") is care untried,
                                                                    // nothing authorized awaited (over every set 16 of 18 such sentences so labelled).
                                                                    "period of conservative", "months of conservative", "weeks of conservative",
                                                                    "conservative course", "course of conservative", "trial of conservative",
                                                                    // The sixty-eighth round (BY): "has not yet undergone any course of physical
                                                                    // therapy or other conservative care" (over every set 7 of 8 such sentences
                                                                    // care untried).
                                                                    "other conservative care", "other conservative treatment", "other conservative measures",
                                                                    "other conservative therapy",
                                                                    // The forty-fifth round (BB): surgery planned on a study's result ("no documentation ... that a surgeon is planning surgery based on its results") is the plan's question.
                                                                    "surgery based on", "planning surgery", "plans surgery",
                                                                    // The ninety-first round (CZ): "not stated that the applicant was
                                                                    // intent on pursuing any kind of surgical intervention ... based on the
                                                                    // outcome of the repeat study" (the plan's question).
                                                                    "intent on pursuing", "intent on surgery", "intent on surgical",
                                                                    // The forty-fourth round (BA): an assessment not done ("A risk assessment for opioid misuse has not been performed"), as an evaluation above, is no result awaited.
                                                                    "assessment has not been performed", "assessment has not been done", "assessment has not been completed",
                                                                    "risk assessment", "risk screening",
                                                                    // The forty-fourth round (BA): a trial done first, negated ("no evidence that a one-month rental trial was completed first"), is care untried.
                                                                    "was completed first", "were completed first",
                                                                    "before surgery", "prior to surgery", "before the surgery",
                                                                    // The eighty-eighth round (CV): the screen an operation or a trial needs first, named
                                                                    // so ("A preoperative psychosocial screen has not been performed", "a pre-trial
                                                                    // psychological evaluation ... has not been completed"), is its clearance absent.
                                                                    "preoperative psych", "pre-operative psych", "presurgical psych", "pre-surgical psych",
                                                                    "pre-trial psych", "pretrial psych",
                                                                    // The ninety-first round (CZ): the same, named by what it does or
                                                                    // without its time ("A psychological evaluation clearing him for the
                                                                    // trial has not been performed", "A psychosocial screen has not been
                                                                    // performed"); one authorized and not yet done still awaits.
                                                                    "evaluation clearing", "clearing him for", "clearing her for",
                                                                    "screen has not been performed", "screen has not been done",
                                                                    "screen has not been completed",
                                                                    // The ninety-third round (DB): a prerequisite named among others
                                                                    // missing ("A functional capacity evaluation has also not been
                                                                    // performed"), no care awaited.
                                                                    "capacity evaluation has", "has also not been performed",
                                                                    "have also not been performed",
                                                                    // The thirty-first and thirty-third rounds (AN, AP): how a repeat study
                                                                    // would change management or treatment is the plan's question
                                                                    // (`changesOfPlan`), not the study had.
                                                                    "change his management", "change her management", "change her treatment",
                                                                    "change his treatment",
                                                                    // The thirty-fifth round (AR; over every set, "the authorized quantity
                                                                    // allows a taper" 9 of 11 times labelled otherwise): the part
                                                                    // authorized as what a taper takes is the taper's, no care awaited.
                                                                    "allows a taper", "allows for a taper", "allows for a gradual taper",
                                                                    "allows a gradual taper", "allow a taper", "allow for a taper",
                                                                    "sufficient for weaning", "sufficient for a taper", "sufficient to taper",
                                                                    // The eighty-ninth round (CW): "the authorized quantity should be used to taper".
                                                                    "used to taper", "used for a taper", "used for tapering", "used to wean", "used for weaning",
                                                                    "allow weaning", "allows weaning", "allow for weaning", "allows for weaning",
                                                                    "to allow weaning", "adequate for weaning", "appropriate to allow weaning",
                                                                    // The fortieth round (AW; over every set, a quantity authorized "for
                                                                    // weaning" 1 time in 4 labelled care awaited; "appropriate for a taper"
                                                                    // stays, AT's and Q's writers label it).
                                                                    "for weaning",
                                                                    // The forty-third round (AZ): the same taper in other words ("The certified
                                                                    // quantity allows for tapering").
                                                                    "allows for tapering", "allow for tapering", "allows tapering",
                                                                    // The forty-first round (AX): "Terocin is not the approved Lidoderm
                                                                    // formulation"; "consistent with the S1 level that was authorized" (another
                                                                    // item's level); "A diagnostic injection test has not been performed" (a
                                                                    // test the treatment needs first, care untried).
                                                                    "not the approved", "not the authorized", "not the certified",
                                                                    "level that was authorized", "level that was certified", "levels that were authorized",
                                                                    "levels that were certified", "injection test has not", "injection test was not",
                                                                    // The thirty-second round (AO): a drug's approved indications are
                                                                    // its label's, no care authorized.
                                                                    "approved indication", "approved indications",
                                                                    "before an operation",
                                                                    // The thirty-fourth round (AQ): "no indication that the patient ... had
                                                                    // recently had surgery or had gastroenteritis" (an antiemetic's indication).
                                                                    "recently had surgery", "had recently had surgery", "recently undergone surgery",
                                                                    // "The lumbar fusion that this device would follow has been certified".
                                                                    "device would follow", "brace would follow", "would follow has been",
                                                                    // The thirty-eighth round (AU): "A urine drug test has not been performed
                                                                    // since 2017" (monitoring missing).
                                                                    "not been performed since", "not been done since", "not been obtained since",
                                                                    // The twenty-third round (AF): an evaluation or testing a treatment needs
                                                                    // first, not done and not authorized ("a psychological evaluation prior to
                                                                    // fusion has not been performed", "an initial evaluation with baseline
                                                                    // functional testing has not been performed"), is a prerequisite absent, no
                                                                    // result awaited; one authorized and not yet done still is.
                                                                    "evaluation prior to", "evaluation before", "screening prior to", "screening before",
                                                                    "evaluation has not been performed", "evaluation has not been done",
                                                                    "evaluation has not been completed", "testing has not been performed",
                                                                    "testing has not been done", "screening has not been performed",
                                                                    // The last visit is no study had ("the same since the last visit"); a
                                                                    // course of conservative care not completed is care not tried.
                                                                    "since the last visit", "since the last office visit", "since the last appointment",
                                                                    "since the last exam", "conservative care has not", "conservative care have not",
                                                                    "conservative treatment has not", "conservative treatment have not",
                                                                    "conservative treatment recommended has not",
                                                                    // What is contingent on goals met, an operation or a result is the
                                                                    // guideline's condition, the primary request or the plan, not care authorized.
                                                                    "contingent on meeting", "contingent upon meeting", "contingent on that operation",
                                                                    "contingent on the operation", "contingent on the surgery", "contingent on the result",
                                                                    "contingent on the results",
                                                                    // Therapy authorized and not begun, or left ("has not yet started the
                                                                    // physical therapy that was authorized", "attended one visit and did not
                                                                    // return"): the conservative care not tried (five writers of five).
                                                                    "not yet started the physical", "not yet begun the physical",
                                                                    "not started the physical", "not begun the physical", "not yet started physical",
                                                                    "not yet begun physical", "not yet started the therapy", "not yet begun the therapy",
                                                                    "yet to start the physical", "yet to begin the physical", "did not return",
                                                                    // The part disputed named in the verdict ("The remaining visits are not
                                                                    // medically necessary").
                                                                    "remaining visits are not", "remaining sessions are not", "remaining visits is not",
                                                                    "remaining sessions is not", "remaining visits were not", "remaining sessions were not",
                                                                    // The twenty-fourth round: what was done on a date that is no study had
                                                                    // again: an evaluation a program needs ("A multidisciplinary evaluation was
                                                                    // performed on 10/05/2016": its prerequisite met), the first of a series asked
                                                                    // to be repeated ("The first injection was performed on 03/05/2019": its
                                                                    // history); writers read a study "performed on" a date as pending (15 right).
                                                                    "evaluation was performed on", "evaluation was done on", "evaluation was completed on",
                                                                    "first injection was", "first procedure was", "first block was", "first session was",
                                                                    "first treatment was"],
               // The twenty-third round: therapy authorized and left, across the clause's cut ("Physical therapy was authorized in
               // July, but the claimant attended one visit and did not return"; "... authorized in October but had not started
               // at the time of the request"): the conservative care not tried, as above, wherever the sentence says so.
               unlessInSentence: [
                                  // The sixty-fourth round (BU): the visits authorized counted into a total set against the guideline ("The 6
                                  // prior visits and the 4 already certified bring the total to 10, which is above the 9 recommended"): the
                                  // quantity, not care pending (a total with the outcome of the part approved awaited beside it is both).
                                  "certified bring the total", "authorized bring the total", "approved bring the total","did not return", "had not started", "had attended only", "attended only one", "attended only two"]),
        Reason("follows-primary-denied", .upholding,
               "an associated, pre-op or post-op item falls with the primary request that was denied",
               // The surgery as the cause, with its denial in the clause ("As the surgery is not certified, ..."); alone, the words
               // tell a time ("Percocet has been prescribed four times daily since the surgery": the forty-ninth round, BF).
               phrases: ["since the surgery", "as the surgery", "because the surgery", "as surgery", "since surgery"],
               negative: ["is also not medically", "are also not medically", "is also not necessary", "are also not necessary",
                          "also not supported", "also not indicated", "also not warranted", "also not certified", "associated lumbar", "associated surgery", "associated procedure", "non-certified",
                          "not certified", "was not found medically", "were not found medically",
                          "found not medically", "not medically necessary either", 
                          "cannot be supported either", 
                          "not needed either", "primary procedure", "primary request", "primary surgery",
                          "primary surgical", "requested surgery", "requested surgical", "requested procedure",
                          "surgery is not medically", "surgery was not", "surgery has not", "surgery is not",
                          "surgery not", "surgical intervention is not", "surgical procedure is not",
                          "procedure is not medically", "procedure was not", "procedure has not", "ancillary",
                          // The seventy-second round (CE): the associated request is the item's own name in its verdict ("The associated
                          // request for a bone growth stimulator is not medically necessary"); only a conclusion's word before it says it
                          // falls with the primary ("Therefore, the associated request for an assistant surgeon is not medically
                          // necessary"; over every set the 2 such verdicts with no cause, labelled none, read so now, and none lost).
                          "therefore, the associated", "therefore the associated", "therefore, none of the associated",
                          "thus the associated", "thus, the associated", "hence the associated", "consequently, the associated",
                          "accordingly, the associated", "none of the associated",
                          "has been denied", "was denied", "was not approved", "were not approved", "not been approved", "not been authorized", "was not authorized", "were not authorized", "surgery denied", "procedure denied", "were denied", "been non-certified", "not been certified", "has not been found", "have not been found", "was not found", "moot", "no surgery to", "not necessary either",
                          // The twenty-fourth round (AG): the primary request not certified, as the cause ("Without certification of the
                          // surgery, the commode is not medically necessary").
                          "without certification of", "without approval of", "without authorization of", "without certification for",
                          "without approval for", "without authorization for", "cannot be certified either", "not supported either", "falls with", "with its denial", "been denied", "the denied", "no certified procedure", "upheld as not", "was upheld", "were upheld"]
                   + pastDenials + verdictThenItem
                   // The primary request's verdict joined to this one's by a conclusion's word (", and therefore the", ", so
                   // it"), where the part before it names no request (AD-117, AG-052, AG-100, AW-064, AY-047).
                   + verdictJoins,
               // The utilization review's denial is the dispute itself, not a primary request denied.
               unless: [
                        // The fifty-first round (BH): the surgery's own criteria not met ("Guideline criteria for the requested surgery have not been met") are its indication absent; over every set never the primary request denied.
                        "criteria for the requested", "criteria for the primary", "criteria for the surgery", "criteria for surgery", "criteria for the procedure", "criteria for the proposed",
                        // The forty-seventh round (BD): work status since an operation ("has remained on temporary total disability since the surgery") is time since it, no operation denied.
                        "disability since the surgery", "disability since surgery", "off work since the surgery", "off work since surgery", "worked since the surgery", "worked since surgery",
                        "utilization review", "by ur", "ur denied", "ur denial", "ur decision", "ur reviewer", "initial review",
                        // This request's own denial at UR ("The request was denied in UR on 06/11/2016"); another denied request
                        // said to be no part of this one ("was denied in a separate review and is not at issue here").
                        "in ur", "at ur", "not at issue here",
                        // Another item named as decided elsewhere, with no decision ("The associated request ... is addressed
                        // separately").
                        "addressed separately", "addressed in a separate", "is addressed below", "is addressed above",
                        "prior reviewer", "previous reviewer", "peer reviewer", "by the claims administrator", "claims administrator denied",
                        // A record not found where it was looked for ("a urine drug screen ... was not found in the file"); an
                        // operation not ruled out ("so surgery has not been ruled out") is no operation denied.
                        "not found in the", "not found in any", "not found among", "ruled out",
                        // The eighty-ninth round (CW): a finding not found on an examination ("Muscle spasm was not found on the most
                        // recent examination"), which negates the approving side's "was found"; a first operation, not a revision ("the
                        // fusion is a primary procedure at one level"), is no primary request.
                        "not found on", "not found at", "not found during", "is a primary", "was a primary"] + [
                        // The thirty-eighth round (AU): the surgery item's own verdict ("Given the above, the requested surgery is not
                        // medically necessary"); visits counted since the operation ("has completed 16 postoperative therapy visits since
                        // surgery").
                        "given the above", "visits since surgery",
                        // The fifty-eighth round (BO): an operation not proposed ("The orthopedist has already stated that surgery is not
                        // being recommended at this time") is no plan, not a denial.
                        "not being recommended", "not recommended at this time", "not being offered", "not being proposed", "sessions since surgery", "visits since the surgery",
                        "sessions since the surgery", "weeks since surgery", "months since surgery", "weeks since the surgery",
                        "months since the surgery"]
                   // A surgery not weighed ("surgery has not been discussed") is no plan, not a denial.
                   + DecisionReasons.weighed.flatMap { ["not been \($0)", "not \($0)"] }
                   // What an operation needs first ("a psychological evaluation before surgery has not been performed"):
                   // the surgery is its object, not a request denied.
                   + ["evaluation before surgery", "screening before surgery", "clearance before surgery"],
               // The fifty-fifth round (BL): an operation's own verdict ("As the criteria for fusion are not met, the surgery is not
               // medically necessary", for the fusion); over every set an operation item had it right only where the sentence
               // named the primary request or this one as associated with it (an inpatient stay, an assistant are no operation).
               ownOperationNeeds: ["primary", "associated", "ancillary", "accompany", "accompanying"]),
    ]
}
