/// The reasons for upholding that speak of care the guideline wants tried first and not tried (docs/decision-reasons.md): a
/// conservative course, or a first-line alternative. Their order follows `ofTheTreatment`'s in `DecisionReasons.upholding`,
/// which numbers the learned reader's weights.
extension DecisionReasons {
    static let ofTheCareUntried: [Reason] = [
        Reason("conservative-care-not-tried", .upholding,
               "the conservative course the guideline requires first was not tried or its failure not documented",
               phrases: ["trial of anti-inflammator", "trial of nsaid", "anti-inflammatory medication for",
                         // The thirtieth round (AM): "she has not yet used custom orthotics or had therapy or an injection" (not "had
                         // therapy" alone: the request's own therapy never had is its first trial).
                         "used custom orthotics", "used orthotics", "tried orthotics",
                         // The thirty-first round (AN): "no documentation of night splinting or a corticosteroid injection".
                         "night splint", "splinting",
                         "course of physical therapy", "had physical therapy", "had any physical therapy",
                         "tried physical therapy", "completed a course", "course of therapy", "home trial",
                         "30-day", "one-month trial", "month trial", "stretching", "physical methods",
                         // The seventy-second round (CE): the trial named with its setting ("a one-month home-based trial"); not with
                         // the item's own device ("no one-month home-based H-wave trial" for the H-wave), which yields to the care
                         // the sentence says untried beside it ("has tried and failed a TENS unit").
                         "home-based trial",
                         "muscle relaxant", "unresponsive to", 
                         "failure of other treatment", "other treatment methods",  "sleep hygiene", 
                         "further conservative", "course of conservative", "conservative therapy", "conservative treatment",
                         "conservative care", "conservative measures", "conservative management", "failure of other conservative", "conservative",
                         "failed physical therapy", "less invasive", "lesser invasive",
                         "non-operative", "nonoperative", "non-surgical", "nonsurgical",
                         "other treatment modalities", "failure of other", "failed other",
                         "activity modification", "failed treatment", "failed to respond", "any physical therapy", "trial of tens", "tens trial", "trial of a tens", "tried a tens", "tried tens", "used a tens", "tens unit before", "tens before", "structured rehabilitation", "completed physical therapy", "completed any physical therapy", "not been attempted", "never been attempted", "not been trialed",
                         "rehabilitation program before", "injection has been tried", "injection was tried", "been tried", "has been tried", "have been tried", "not received", "not undergone", "not attempted", "not tried", "not trialed", "yet to begin", "single evaluation", "trial and failure", "failure of injections", "failed injections", "no treatment", "lesser measures", "only one visit", "a single visit", "not been injected", "not injected", "did not return", "no injection", "rental trial",
                         // The twenty-fourth round (AG): the diet tried first, for a weight loss program ("no documentation of prior
                         // physician-supervised dietary attempts", "any supervised weight loss attempt", "any diet or exercise plan").
                         "dietary attempt", "diet attempt", "weight loss attempt", "diet or exercise", "diet and exercise", "dietary counseling"],
               negative: ["before any conservative", "given a chance",
                          // The twenty-eighth round (AK): the request made early in a course ("only three weeks into treatment", "has
                          // not yet had the chance to complete a course of therapy").
                          "weeks into treatment", "weeks into his treatment", "weeks into her treatment", "weeks into therapy",
                          "weeks into care", "weeks into conservative", "chance to complete a course", "chance to complete the course",
                          "chance to finish a course", "chance to finish the course", "not yet started a strengthening",
                          "not yet started physical", "not yet begun physical", "not yet started a course", "not yet begun a course",
                          // The twenty-seventh round (AJ): the request made before a course was had ("two weeks after the injury,
                          // before any period of conservative care", "before any trial of physical therapy").
                          "before any period of conservative", "before any course of conservative", "before any trial of conservative",
                          "before any course of physical therapy", "before any trial of physical therapy", "before any physical therapy",
                          // What must come first, said of this request ("should not begin before she has had a course of CBT").
                          "not begin before", "not begin until", "not start before", "not start until"],
               general: false,
               // An evaluation before an operation is the surgeon's criterion, no conservative care.
               unless: [
                        // The seventy-third round (CD): a stimulator's patient selection criteria said absent together ("pain ineffectively
                        // controlled ..., a history of substance abuse, or unresponsive to conservative measures") are its indication absent.
                        "history of substance abuse", "history of drug abuse",
                        // The fifty-third round (BJ): what an evaluation of sleep lacks ("do not contain a sleep history, a sleep hygiene review or a diagnosis of insomnia"), the criteria for a trial not documented ("The patient selection criteria for a one-month trial ... are not documented") and a work status ("... and she has not worked since 2016") are no care untried.
                        "sleep history", "sleep pattern", "sleep hygiene review", "review of sleep hygiene", "selection criteria", "patient selection", "not worked since", "not been working since",
                        // The forty-seventh round (BD): an operation not had ("has not undergone back surgery", for a stimulator) is the indication's history, no conservative care untried.
                        "undergone back surgery", "undergone surgery", "undergone spine surgery", "undergone spinal surgery", "undergone lumbar surgery",
                        // The forty-fifth round (BB; over every set, non-opioid care untried 19 times labelled the first line untried, never care untried): the first line's own words.
                        "non-opioid", "nonopioid", "non opioid",
                        // The twenty-third round: a return to work not attempted ("has not attempted to return to work") is work
                        // hardening's indication, no care untried; conservative care that goes on ("surgery is not planned and
                        // conservative care will continue", "recommended continued conservative management") is care under way.
                        "attempted to return", "attempted a return", "attempt to return", "attempt at returning",
                        // The thirty-fifth round (AR): a note not sent ("The progress note ..., on which the injection was given, was
                        // not included") is the records missing, no care untried.
                        "was not included", "were not included", "was not provided", "were not provided",
                        // The thirty-sixth round (AS): a second relaxant from another prescriber ("no reason is given for two muscle
                        // relaxants at the same time") is a duplication; a course authorized and not yet completed ("A course of physical
                        // therapy was authorized last month and has not been completed") is care awaited.
                        "two muscle relaxants", "a second muscle relaxant", "another muscle relaxant", "was authorized last", "were authorized last",
                        "was authorized and has not", "authorized last month",
                        "care will continue", "management will continue", "treatment will continue", "continued conservative",
                        "continue conservative", "continuing conservative", "continues conservative",
                        // The nineteenth round (AB): use set against a short course ("taking it daily for more than a year, which is
                        // not consistent with a short course of therapy") is a course too long, no care untried.
                        "with a short course", "with the short course", "than a short course", "beyond a short course",
                        // The eighteenth round (Y): care the decision leaves open ("This does not preclude further non-operative
                        // therapy") is no care untried.
                        "not preclude", "doesn't preclude", "psychological evaluation", "psychological screening", "psychological clearance", "psych evaluation",
                        // A muscle relaxant named as a compound's ingredient is no course of care untried.
                        "as a topical", "topical product", "topically",
                        // Surgery never had is the history an indication names, no conservative care untried.
                        "not had surgery", "not undergone surgery", "never had surgery", "never undergone surgery", "not had spine surgery",
                        "not undergone spine surgery", "not had lumbar surgery", "not undergone lumbar surgery",
                        // A GI event never had is a drug's risk factor absent ("takes one NSAID ... and has never had an ulcer or bleed").
                        "an ulcer", "a bleed", "gi bleed",
                        // The twenty-fourth round (AG): the drug taken day after day ("the muscle relaxant has been taken daily for
                        // four months") was tried: its use, no care untried.
                        "taken daily", "used daily", "taken every day", "used every day", "taken nightly", "used nightly",
                        "daily for", "every day for", "nightly for",
                        // The guideline's conditions for a trial named as such ("any of the other conditions for which a trial of TENS
                        // may be considered", "the conditions under which a one-month trial may be considered: ineffective
                        // medications, ...") are the indication the patient lacks, no care untried.
                        "conditions for which", "conditions under which", "circumstances under which", "situations in which",
                        // A treatment plan or goals absent ("no treatment plan with short and long-term goals", "no treatment goals are
                        // set") are the request's terms, no care untried.
                        "treatment plan", "treatment goal"],
               untriedIsAnother: true),
        Reason("first-line-not-tried", .upholding,
               "a first-line alternative was not tried or not shown intolerable (an oral drug before a topical, a non-opioid before an opioid, plain films before an MRI)",
               phrases: ["no x-ray", "no x-rays", "no plain", "without x-ray", "x-rays have not",
                         // The thirtieth round (AM): "has not been shown to be intolerant of other treatments".
                         "intolerant of other", "intolerant to other", "intolerance of other", "intolerance to other",
                         "x-ray was not", "x-rays were", "plain films were", "plain films have",  "radiographs have", "radiographs were", "no radiographs",
                         "prior radiograph", "before an mri", "prior to mri", "prior to an mri",
                         "preceding x-ray",  
                         "primary treatment", "first-line medications", "antidepressants",
                         // The first lines not exhausted ("primary and secondary treatments were exhausted", "the simpler studies
                         // have not been exhausted").
                         "secondary treatments", "simpler studies",
                         "other muscle relaxants", "x-rays were not", "first-line", "first line", "second-line", "second line",
                         "first-line treatment", "oral medication", "oral medications", "oral analgesic",
                         "non-opioid", "nonopioid", "antidepressant", "anticonvulsant", "tricyclic",
                         "intolerant", "intolerance", "not tolerated", "cannot tolerate", "unable to tolerate",
                         "able to tolerate", "trialed and failed first", "failed first", "tablet form",
                         "oral form", 
                         "reduced or not tolerated", "non-selective", "acetaminophen", "tylenol", "plain radiograph", "plain film", "preferred study", "simpler study", "snri", "tricyclics", "gabapentin", "pregabalin", "lyrica", "neurontin", "amitriptyline", "duloxetine", "oral", "swallow", "swallowing", "dysphagia", "less invasive study", "short-acting",
                         // The simpler study named as the one to do first ("MRI, not CT, would be the first study").
                         "study of choice", "first study", "initial study",
                         // The thirty-third round (AP): the drug of first choice, untried ("has not documented a trial of an SSRI, which is
                         // the treatment of choice for anxiety disorders").
                         "treatment of choice", "drug of choice", "medication of choice", "agent of choice",
                         // The thirty-seventh round (AT): a compound's components first ("has tried the individual components").
                         "individual components", "components separately",
                         // "no documentation that this patient experienced intolerable side effects on hydrocodone or oxycodone".
                         "intolerable side effects on", "intolerable side effects with", "intolerable side effects from",
                         "intolerable adverse effects on", "intolerable adverse effects with", "intolerable adverse effects from"],
               negative: ["not recommended as a first", "not recommended as first", "not a first-line",
                          "not first-line",
                          // Not "second-line" alone (the ninetieth round, CX; over every set 6 of 7 such sentences unlabelled): the
                          // drug's place in the guideline ("Lidoderm is a second-line agent"), no first line said untried.
                          // The twenty-fifth round (AH): the part never x-rayed ("the elbow has not been x-rayed") is the plain films
                          // the spec names as the simpler study first; a treatment "not recommended over" a simpler one ("not
                          // recommended over other heat therapies") names the alternative to have first.
                          "not been x-rayed", "never been x-rayed", "was not x-rayed", "were not x-rayed", "not had x-rays",
                          "not had radiographs", "not had plain films", "not recommended over other", "not recommended over simple",
                          "not recommended over standard", "not recommended over conventional", "not recommended over usual"],
               // A drug named in what the indication is ("any diagnosis for which an anticonvulsant is indicated", "a
               // GI risk factor that would favor celecoxib over a non-selective NSAID") is the indication absent.
               unless: [
                        // The seventy-third round (CD): the intolerance among a stimulator's patient selection criteria ("no mention of
                        // medication intolerance, history of substance abuse, or ineffective pain control") is the indication's.
                        "history of substance abuse", "history of drug abuse",
                        // The sixtieth round (BQ): no reason given for starting the drug ("does not give any reason for starting
                        // duloxetine") is the rationale missing, no first line skipped.
                        "reason for starting", "reason for prescribing", "reason for initiating", "reason for switching",
                        // The sixtieth round (BQ): the simpler study done already ("plain films and MRI have already been obtained
                        // without such findings"), whatever the clause before it negates.
                        "already been obtained", "already been performed", "already been done", "already been taken",
                        // The fifty-second round (BI): records not sent ("no dental charting or radiographs were submitted") are records missing, no simpler study untried.
                        "were submitted", "was submitted",
                        // The sixty-first round (BR): "No dental examination, charting or radiographs were included in the records".
                        "were included", "was included", // The forty-eighth round (BE): the relief a first-line drug brought, asked after ("what percentage of relief, if any, the worker has had from gabapentin"), is a gain missing.
                        "percentage of relief", "relief, if any", "relief from", "benefit from",
                        // The forty-seventh round (BD): a reduction in oral medication use negated is a gain missing, no first line untried.
                        "medication use",
                        // The forty-sixth round (BC): films read as normal were taken ("The knee x-rays were read as normal").
                        "read as normal", "were unremarkable", "was unremarkable",
                        // The forty-second round (AY): plain films done, their result told ("Plain radiographs show a small calcaneal spur and
                        // no fracture"): the simpler study had.
                        "radiographs show", "radiographs showed", "radiographs demonstrate", "radiographs revealed", "x-rays show",
                        "x-rays showed", "x-rays demonstrate", "x-rays revealed", "films show", "films showed",
                        // The nineteenth round (AB): plain films done and normal ("no snuffbox tenderness, and radiographs were
                        // normal") are the simpler study had: the finding the examination and films did not show.
                        "radiographs were normal", "radiographs were negative", "radiographs were unremarkable", "x-rays were normal",
                        "x-rays were negative", "x-rays were unremarkable", "plain films were normal", "plain films were negative",
                        "plain films were unremarkable",
                        "diagnosis for which", "condition for which", "risk factor",
                        // The twentieth round (AC): the symptom named as the indication ("no radicular complaint for which
                        // gabapentin would be indicated") is the indication absent as the diagnosis is.
                        "complaint for which", "complaints for which", "symptom for which", "symptoms for which", "pain for which",
                        // A study "negative for fracture" was done: its result, no simpler study skipped.
                        "negative for", "were negative", "was negative",
                        // The twenty-third round (AF): a drug the patient no longer takes, or was switched to ("no longer taking an
                        // NSAID, having been switched to acetaminophen"), was taken: what the patient is on now, no first line untried.
                        "no longer taking", "no longer takes", "no longer on", "switched to", "been switched", "was switched",
                        // The twenty-sixth round (AI): acetaminophen inside an opioid's combination ("maintained on
                        // hydrocodone/acetaminophen", "oxycodone-acetaminophen") is the opioid taken, not the first-line drug.
                        "hydrocodone/acetaminophen", "hydrocodone-acetaminophen", "oxycodone/acetaminophen", "oxycodone-acetaminophen",
                        "codeine/acetaminophen", "tramadol/acetaminophen", "tramadol-acetaminophen", "hydrocodone/apap", "oxycodone/apap",
                        "hydrocodone with acetaminophen", "oxycodone with acetaminophen", "codeine with acetaminophen",
                        "tramadol with acetaminophen",
                        // The thirty-fourth round (AQ): land-based therapy not tolerated is aquatic therapy's indication ("unable to
                        // tolerate land-based therapy or has a need for reduced weight bearing"), no first line untried.
                        "land-based", "land based", "topical use of"],
               // The forty-fourth round (BA): plain films are the simplest study; radiographs "obtained" before a request for
               // radiographs are the same study had, no simpler one skipped.
               notForTreatments: simplerStudies.sorted(),
               // The seventy-sixth round (CG): the item's own drug named ("no change ... since gabapentin was started", of
               // gabapentin) is no first-line alternative skipped.
               alternativeIsAnother: true),
    ]
}
