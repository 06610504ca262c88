/// The reasons reviewers state for a decision (docs/decision-reasons.md), each with the phrases that
/// state it: data, read by `ReasonReader` one sentence at a time.
///
/// A reason for upholding speaks of something missing, so its `phrases` count only in a sentence that
/// also negates ("no", "lack of", "without", "not", "failed to"...); its `negative` phrases carry their
/// own negation ("exceeds", "vague") and count alone. A reason for overturning counts from its phrases
/// in a sentence of an overturned item. Phrases are lower case and matched at word starts.
///
/// To add a wording: put its telling words in the reason's list (the shortest words that say it, not a
/// sample's whole sentence), then run `swift test --filter ReasonMeasure` to see precision and recall
/// on the hand-labelled real letters.
public enum DecisionReasons {
    public enum Side: String, Sendable {
        /// The denial stands (the item is upheld).
        case upholding
        /// The treatment is found medically necessary (the item is overturned).
        case overturning
    }

    /// Every reason, the upholding ones first (`DecisionReasons+Overturning` and `+Granted` hold the others): their order
    /// numbers the learned reader's weights.
    public static let all: [Reason] = upholding + overturning

    /// The reasons for upholding: those about the treatment (the findings absent last, `DecisionReasons+FindingsAbsent`), then
    /// the care untried before it (`DecisionReasons+CareUntried`), then the care around it (`DecisionReasons+Course`), then those
    /// about the request (`DecisionReasons+Request`), the indication (`DecisionReasons+Indication`) and the records
    /// (`DecisionReasons+Records`), in the order the weights number them.
    static let upholding: [Reason] = ofTheTreatment + ofTheCareUntried + ofTheCourse + ofTheRequest + ofTheIndication + ofTheRecords

    static let ofTheTreatment: [Reason] = [
        Reason("no-functional-improvement", .upholding,
               "no documented objective functional improvement or quantified pain relief from the same treatment before",
               // The forty-fifth round (BB): a scale named as what did not change (`scoreChanges`).
               phrases: scoreChanges + [
                         // The fifty-first round (BH): the response to care had before, not told ("the number of sessions and the response are not documented", "has not reported the response to that injection").
                         "and the response are", "reported the response",
                         // The forty-seventh round (BD): the effect a hypnotic is judged by ("the effect of zolpidem on sleep latency"; sleep latency alone is
                         // as often the disturbance described, the indication); the degree of benefit.
                         "on sleep latency", "degree of benefit",
                         // The seventy-first round (CC): "The progress reports ... contain no functional measures".
                         "functional measures", "functional measure",
                         "relief", "reduction in medication", "reduction in", 
                         "functional gain", "ability to", "how long relief", "relief lasted", "been measured",
                         "work status", "not beneficial", "outcome",  "functional improvement", "functional benefit",
                         "functional response", "improvement in function", "improvements in function",
                         "increase in function", "increased function", "improved function",
                         "objective improvement", "objective functional", "objective response", "gain in function", "gains in function",
                         "objective benefit", "functional objective", "clinical progression", "measurable",
                         // The seventy-fourth round (CI): the gain's own words, before the care named after them ("does not identify any
                         // measurable gains from the most recent course of therapy"), which would read as care untried.
                         "measurable gains", "measurable gain", "any measurable gains", "any measurable gain",
                         "quantified", "quantifiable", "numerical pain", "pain relief", "decrease in pain",
                         "reduction in pain", "reduced pain", "pain reduction", "improvement in pain",
                         "efficacy", "benefit from", "benefited", "benefit with", "response to prior",
                         "response to the prior", "response to previous", "improvement with",
                         "improvement from", "improvement following", "improvement after", "return to work",
                         "work restrictions", "activities of daily living", "functional status",
                         "function with", "significant improvement", "sustained improvement", "progress with",
                         "gains with", "effectiveness", "effective", "pain score", "pain scores", "pain level", "pain levels", "daily activities", "activity level", "activity tolerance", "sitting tolerance", "standing tolerance", "walking tolerance", "lowers", "lowered", "improves", "gains", "objective gains", "change in function", "range of motion improved", "any change", "benefit", "difference", "difference to", "reduction in the use", "return to any", "of progress", "measure of", "function improved", "re-tested", "retested", "level of function", "functional level", "read the same", "improved his", "improved her", "ability to work", "daily tasks", "effect on", "its effect", "helped", "response to the drug", "response to the medication",
                         "response to the cream", "response to the gel", "response to the patch", "response to the compound",
                         // The twenty-fourth round (AG): the patient's response to a drug named ("no documentation of the patient's response
                         // to naproxen").
                         "patient's response to", "claimant's response to",
                         // The twenty-fifth round (AH): a gain in strength or grip not documented ("Improvement in grip strength and
                         // pain has not been documented").
                         "improvement in grip", "improvement in strength", "improvements in grip", "improvements in strength",
                         "improved grip", "improved strength", "gain in strength", "gains in strength", "worker's response to", "his response to", "her response to",
                         // What the course had before brought ("no notes ... to show the results of that trial").
                         "results of that trial", "results of the trial", "outcome of that trial", "outcome of the trial",
                         "functions better", "function better", "reduces pain", "reduces the pain", "reduces her pain", "reduces his pain",
                         "makes possible",
                         // What the patient can do with it, undescribed ("without ... a description of what the patient is able to
                         // do with it"): the twenty-second round (AE).
                         "able to do with", "can do with",
                         // The ninety-second round (DD): what the patient can do "because of" the drug, undescribed ("do not describe a single
                         // activity he is able to perform because of the medication").
                         "able to perform because of", "able to do because of", "can perform because of", "can do because of",
                         "can now perform because of", "can now do because of",

                         // The drug not doing what it was given for ("is not producing the intended effect", "has not controlled the
                         // symptom for which it was started").
                         "intended effect", "desired effect", "controlled the symptom", "controlled her", "controlled his", "controlled the pain",
                         // The thirty-third round (AP): how the drug had has acted, undescribed ("the records do not describe how the
                         // medication has affected the patient's sleep latency, duration or daytime function").
                         "how the medication has affected", "how the medication affected", "how the drug has affected", "how the drug affected",
                         "how the medicine has affected", "how it has affected", "how the treatment has affected", "what effect the medication",
                         "what effect the drug", "what effect it has had"]
                   + noImprovement,
               negative: ["without benefit", "without improvement", "no improvement", "minimal improvement",
                          "no significant improvement", "did not improve", "not improved", "function is unchanged", "unchanged function", "remains unchanged", "pain remains", "pain has remained", "no change in", "no changes in", "no measurable", "no documented improvement", "only outcome", "no better", "not better", "plateaued", "plateau", "same as when", "the same as before", "same as at the", "the same as it", "the same as they", "same as it had", "same as they had", "no different from", "no different than", "made no difference", "no difference", "have stayed", "has stayed", "stayed the same", "have remained", "has remained", "remained the same", "less than 50%", "under 50%", "less than half", "only partial", "has not fallen", "have not fallen", "not decreased", "has not decreased", "not been reduced", "has not dropped", "stalled", "has plateaued", "leveled off", "levelled off", "the same at the end", "remains unable", "remain unable", "still unable", "still cannot", "much the same", "not shown to have",
                          // The twenty-eighth round's sweep: relief shorter than the guideline asks for a repeat ("gave only two
                          // weeks of relief, less than the six to eight weeks required").
                          "of relief, less than", "relief, less than", "relief lasted less than", "relief lasting less than",
                          "relief for less than", "relief of less than",
                          // The twenty-ninth round's sweep: relief that did not last ("provided only transient benefit").
                          "only transient", "transient benefit", "transient relief", "short-lived relief", "short-lived benefit",
                          "only temporary relief", "only temporary benefit", "only brief relief", "only brief benefit"]
                   // The thirtieth round (AM): relief short of the half a repeat asks for ("only 40% relief for two hours").
                   + stride(from: 5, through: 45, by: 5).flatMap { ["only \($0)% relief", "only \($0) percent relief"] },
               // Maximal medical improvement is a status of the claim, not a gain from treatment.
               // A laboratory value measured or not ("no vitamin B12 level has been measured") is an
               // indication's test, not a measure of the treatment's effect.
               // The fortieth round (AW): a device's criterion (`painControlCriterion`) is its indication; the forty-first (AX): a
               // workplace's name (`workplaceNames`).
               unless: painControlCriterion + workplaceNames + awaitedGains + [
                        // The seventy-second round (CE): a device's trial never had, with the outcome it would have recorded ("no report of
                        // a one-month H-wave trial with its outcome"; "a one-month trial of TENS with the outcome of that trial") is the
                        // trial untried, no gain missing from it.
                        "of a one-month", "no one-month", "a one-month trial of", "a one-month home", "a one-month h-wave",
                        "a one-month tens", "a one month home", "a one month trial of",
                        // The sixty-ninth round (BZ): the literature's doubt of a drug class ("Opioids ... appear to be efficacious but
                        // limited for short-term pain relief, and long-term efficacy is unclear") is no gain missing in this case (over
                        // every set 5 such sentences read so, 4 of them wrong); not "no documentation of long-term efficacy" here.
                        "long-term efficacy is unclear", "long term efficacy is unclear", "long-term efficacy beyond",
                        "long-term efficacy is unproven", "long-term efficacy is uncertain", "long-term efficacy appears",
                        // The sixtieth round (BQ): attempts to return to work that failed are what a capacity evaluation or a program
                        // asks for ("no documentation of prior unsuccessful attempts to return to work"), its indication, no gain
                        // missing (over every set labelled the indication absent).
                        "attempts to return to work", "attempt to return to work", "attempts at returning to work",
                        "attempts at return to work",
                        // The fifty-sixth round (BM): the literature's efficacy ("There are no high-quality studies demonstrating its
                        // efficacy for chronic pain") is the guideline's evidence, no gain missing in this case.
                        "studies demonstrating", "studies showing", "studies supporting", "studies establishing", "studies that demonstrate",
                        "studies that show",
                        // The forty-eighth round (BE): a device's criteria ("used together with exercise and a return to work"); the literature's "uncertain benefit"; what a deficit would limit ("that would limit her ability to stand").
                        "used together with", "used in conjunction with", "uncertain benefit", "limit her ability", "limit his ability",
                        // The forty-sixth round (BC): a patient independent in the activities of daily living ("drives and is independent in his activities of daily living", for transport) is the indication's question, no gain missing.
                        "is independent in", "independent in his", "independent in her",
                        // The forty-sixth round (BC): no change in the patient's risk ("has not identified any change in her risk level") is the test's indication, no gain missing.
                        "risk level", "change in her risk", "change in his risk", "change in the risk",
                        "medical improvement", "serum", "vitamin",
                        // The fortieth round (AW): the literature's doubt ("under study, with no consistent evidence of benefit") is not
                        // this patient's care.
                        "under study", "no consistent evidence",
                        // The forty-second round (AY): the literature on a class ("they show no benefit beyond NSAIDs in pain and overall
                        // improvement", "no published evidence of efficacy", "efficacy appears to diminish over time": over the tuning
                        // sets never labelled); a diagnostic block's relief (the diagnosis, over the tuning sets never a gain missing);
                        // a course not yet completed ("as they had not been completed at the time of the request": care awaited).
                        "no benefit beyond nsaids", "published evidence", "appears to diminish", "diagnostic block", "diagnostic medial branch",
                        "by the fda",
                        "had not been completed", "have not been completed", "has not been completed", "not yet been completed",
                        // The regimen unchanged ("no change in the medication regimen") is what was prescribed, not its effect.
                        // ("no change in medication use" is a measure of the effect, and stays).
                        "change in the medication regimen", "change in his medication regimen", "change in her medication regimen",
                        "change in the regimen", "change in the prescription", "change in the dose", "change in dosage",
                        // "no change in medications, no new symptoms ... that would prompt repeat testing": the regimen, and a test's
                        // occasion, not a treatment's effect.
                        "change in medications", "change in his medications", "change in her medications", "change in the medications",
                        "repeat testing", "repeat test",
                        // Off work since the injury ("has not returned to work since the injury") is the claim's status, not care
                        // that did not help.
                        "since the injury", "since his injury", "since her injury", "since the accident",
                        // The clinical picture unchanged, for a study asked again ("no change in the neurologic picture ... that
                        // would make a second study worthwhile"), is the study done already, not a treatment's gain missing.
                        "neurologic picture", "neurological picture", "clinical picture", "second study", "repeat study", "new study",
                        // The thirty-first round (AN): "no change in his clinical presentation since that time", after a study had.
                        "clinical presentation",
                        // A condition unchanged since a study, a job or goal absent, are no gain missing.
                        "in her condition", "in his condition", "in the condition", "in condition", "job to return", "return to work goal", "blood level", "drug level", "laboratory", "lab test",
                        "lab work", "hemoglobin", "a1c", "testosterone", "thyroid", "creatinine", "liver function",
                        "renal function", "blood count",
                        // What cannot be known until the care authorized is done ("whether she ... shows measurable change cannot be
                        // known until those sessions are completed"): more waits on it, no gain missing.
                        // The twenty-eighth round (AK): what a device is expected to bring, undescribed ("what outcomes it was
                        // expected to achieve"), is the request's goals, no gain missing from care had.
                        "expected to achieve", "is expected to", "was expected to", "would be expected to",
                        "cannot be known until", "can't be known until", "not be known until", "cannot be judged until",
                        "cannot be assessed until", "cannot be measured until",
                        // The guideline's criteria for a program ("an absence of other options likely to result in significant
                        // clinical improvement"), a treatment's worth in general ("a lumbar support offers no demonstrated benefit
                        // once the acute phase has passed"), what a drug's ingredients add ("no ... enhancement of analgesic efficacy
                        // due to the barbiturate constituents"): the guideline's and the literature's, not this patient's course.
                        "likely to result in", "options likely", "offers no demonstrated", "offer no demonstrated", "constituent", "enhancement of",
                        // The thirty-second round (AO): "lumbar supports have no demonstrated lasting benefit once the acute phase ... has passed".
                        "have no demonstrated", "has no demonstrated", "no demonstrated lasting",
                        // The dose kept the same is the regimen, not the patient's function; not a dose named as what brought no gain
                        // ("no documentation that this dosage has produced objective functional improvement": the fifty-seventh round, BN).
                        // Not a dose named in passing ("no objective change in function since the dose was increased": the
                        // sixty-sixth round, BW).
                        "the dose is unchanged", "the dose was unchanged", "the dose has not changed", "the dose was not changed",
                        "the dose remains", "the dose has remained", "dose is the same", "dose was the same", "the dose is stable",
                        "the dose has been stable", "the dose requested", "the requested dose",
                        "same dosage", "stable dosage", "unchanged dosage", "dosage is unchanged", "dosage was unchanged",
                        "dosage has not changed", "dosage remains", "dosage has remained", "dosage was not changed",
                        // What further care is contingent on ("contingent on documentation of functional improvement") is
                        // pending care's condition, not a gain missing.
                        "contingent on documentation", "contingent upon documentation", "contingent on evidence", "contingent upon evidence",
                        // A return to work that failed is work hardening's indication, not a gain from care.
                        "failed return", "unsuccessful return",
                        // The seventy-sixth round (CG): the plateau work hardening asks of the therapy before it ("an adequate trial
                        // of physical therapy with improvement followed by a plateau") is its condition, no gain missing; a tibial
                        // plateau is a bone.
                        "followed by a plateau", "tibial plateau", "plateau fracture",
                        // The eighteenth round (Y): an examination unchanged since a study ("no change in her examination since
                        // then") is the study had, not a gain missing; improvement that goes on ("notes continued improvement in
                        // range of motion ... and temporary total disability") is none lasting off work; a rule's date of effect
                        // ("the MTUS Drug Formulary, effective 01/01/2018") is no effect of care.
                        "change in her exam", "change in his exam", "change in the exam", "change in exam", "change in the findings",
                        "change in her findings", "change in his findings", "change on imaging", "change in the imaging",
                        "continued improvement", "continuing improvement", "continues to improve", "continue to improve",
                        "effective 0", "effective 1", "effective as of", "effective date", "became effective", "took effect",
                        // The sixty-first round (BR): more that depends on the gain from the part authorized ("further sessions depend
                        // on documented functional improvement with them"): over every set such a sentence is care pending (20), never a gain missing.
                        "depend on documented", "depends on documented", "depend upon documented", "depends upon documented",
                        "depend on objective", "depends on objective", "depend on functional", "depends on functional",
                        // The nineteenth round (AB): the gain asked of care authorized and not yet given or finished, "contingent on"
                        // it (as after "until": `awaitedGains`), is more care waiting on it, no gain missing; a share of a structure
                        // ("a tear involving less than 50% of the tendon") is an imaging finding, no relief measured.
                        "contingent on documented", "contingent upon documented", "contingent on functional", "contingent upon functional",
                        "contingent on objective", "contingent upon objective",
                        "of the tendon", "tendon thickness", "of the thickness", "of its thickness", "of the canal", "of the disc height",
                        "of the vertebral",
                        // The twenty-fourth round (AG): the guideline's limit on a course "without demonstrated efficacy" ("the
                        // guidelines do not support more than 2 weeks without demonstrated efficacy") is a quantity, no gain missing
                        // (writers read the MTUS's own "not suggested for longer than 2 weeks without evidence of demonstrated efficacy"
                        // so fifteen times); "a lumbar support gives no demonstrated benefit" is the literature's.
                        "demonstrated efficacy", "demonstrated benefit",
                        // The twenty-ninth round (AL): the use the guideline asks of a stimulator, as an adjunct to exercise and a
                        // return to work ("no indication that the unit will be used as part of an active program of exercise or
                        // return to work"), is the plan for it, no gain missing from care had.
                        "as part of an active", "as part of a program", "as part of a functional", "exercise or return to work",
                        "exercise and return to work",
                        // The thirty-third round (AP): one treatment's worth against another's ("no evidence that a powered unit offers any
                        // benefit over simple packs") is the literature's; household items are a kit's stand-ins ("done with elastic bands
                        // or household items"), no household task; progress to be assessed ("does not allow for re-assessment of
                        // progress") is a plan, no gain missing; the outcome of a trial never had ("a one-month trial ..., the outcome of
                        // such a trial") is the trial untried.
                        "benefit over", "advantage over", "household items", "household objects", "assessment of progress",
                        // The thirty-fifth round (AR): "no change in his symptoms or examination since then" (since a study: the study
                        // had); "no published evidence that such a device offers greater benefit than simple packs".
                        "examination since", "exam since", "findings since", "greater benefit than", "more benefit than", "benefit than",
                        // The thirty-sixth round (AS): a program's admission criteria restated ("The MTUS sets criteria for admission to a
                        // work hardening program, including ... a plateau").
                        "criteria for admission", "admission criteria", "sets criteria",
                        // The thirty-seventh round (AT): a work restriction's "no" ("His work status is modified duty with no lifting over 20
                        // pounds") negates no gain; an examination that stayed normal ("His neurologic examination has remained normal")
                        // is no gain missing.
                        "no lifting", "no overhead", "remained normal", "remains normal",
                        // The thirty-eighth round (AU): the literature's "the effect on more frequently treated acute injuries has not been
                        // fully evaluated"; a work program's predictors ("off work for more than four years, a negative predictor of
                        // success, and ... no documentation ... that she is motivated to return to work").
                        "fully evaluated", "negative predictor", "motivated to return", "motivation to return", "may not benefit", "unlikely to benefit",
                        "re-assessment of progress", "reassessment of progress", "reassess progress", "re-assess progress", "such a trial"],
               mirrors: "functional-improvement"),
        Reason("exceeds-guideline-quantity", .upholding,
               "more sessions, a longer course, more refills or a larger quantity than the guideline allows",
               // A long use told with nothing it is set against ("She has taken tizanidine since 2017", "has been prescribed Soma
               // for over a year") is the history, not this reason: a pairing of a drug taken again and a long time read it so from
               // the nineteenth round to the seventy-eighth, and over every tuning set its writers labelled 27 of the 71 it alone
               // gave (the seventy-ninth round, CM). Set against the guideline's course it is ("well past the four weeks").
               phrases: [
                         // The short course the guideline describes, negated ("not consistent with the short-term treatment").
                         "short-term treatment", "short term treatment",
                         // The thirtieth round (AM): the use the quantity implies, not supported ("indicates continued long-term use,
                         // which is not supported").
                         "long-term use, which is not", "long-term use is not supported",
                         "long term use is not supported",
                         // The course called long-term use beside its negation ("This is long-term use, which is not supported").
                         "is long-term use", "is long term use", "constitutes long-term use", "represents long-term use", "amounts to long-term use", "short-term course", "short term course", "short course",
                         "week limit", "day limit", "hour limit", "weekly limit", "limit of", "the limit",
                         "maximum of", "the maximum", "beyond the acute", "not within", "not in line",
                         // Use that goes on, negated ("does not recommend their continuous use for chronic pain"): a course too long.
                         "continuous use", "chronic use", "prolonged use",
                         "no more than", "allowance", "series of", "prior sessions", "sessions to date"],
               negative: ["exceed", "long term use is not recommended", "long-term use is not recommended", "would exceed", "will exceed", "in excess", "is excessive", "are excessive", "be excessive",
                          "excessive number", "excessive quantity", "excessive amount", "excessive duration", "excessive use", "excessive for", "surpass", "long term use is not", "long-term use is not",
                          // The twenty-fourth round (AG): a quantity said to be more than the case needs ("twelve visits in advance is
                          // more than is needed for a stable patient").
                          "more than is needed", "more than is necessary", "more than is required", "more than is warranted",
                          "more than she needs", "more than he needs", "more than the patient needs", "more than needed",
                          // The twenty-fifth round (AH): a count the guideline does not support ("24 visits since 2019, a number the
                          // guidelines do not support", "does not support that many sessions"); testing more often than the guideline's
                          // schedule ("monthly testing is not supported").
                          "a number the guideline does not", "a number the guidelines do not", "a number that the guideline does not",
                          "a number the mtus does not", "a number the odg does not", "a number not supported",
                          "not support that many", "not support so many", "not supported that many",
                          "monthly testing is not supported", "weekly testing is not supported", "monthly drug testing is not supported",
                          "monthly urine drug testing is not supported", "monthly drug screens are not supported", "monthly screening is not supported",
                          "weekly drug testing is not supported", "weekly urine drug testing is not supported", "testing every month is not supported",
                          "monthly testing is not recommended", "monthly testing is not necessary", "monthly testing is not medically",
                          "monthly testing is not indicated", "weekly testing is not recommended", "weekly testing is not indicated",
                          // Use set outside the guideline's course, or against its short course ("is outside the four-week limit",
                          // "outside of what the guidelines support", "long-term use rather than the short course the guideline
                          // permits", "not consistent with the short course recommended").
                          "outside the guideline's limit", "outside the guidelines' limit", "outside the limit", "outside the recommended duration",
                          "outside the recommended course", "outside the recommended limit", "outside the recommended number",
                          "outside of what the guideline", "outside what the guideline", "outside the two-week", "outside the three-week",
                          "outside the four-week", "outside the four week", "outside the two week", "outside the short",
                          "use is outside the guideline", "not consistent with the short", "inconsistent with the short",
                          // The ninety-first round (CZ): "is not consistent with shortest-duration use".
                          "not consistent with shortest", "inconsistent with shortest", "not consistent with the shortest",
                          "rather than the short course", "rather than a short course",
                          "for long term use", "for long-term use", "limit the use", "shortest duration",
                          "short-term basis", "short term basis", "full complement", "over rental",
                          "rather than rental", "exceeds", "exceeded", "exceeding", "in excess of",
                          "more than the recommended", "beyond the recommended", "more than recommended",
                          "longer than", "beyond the guideline", "beyond guideline", "above the recommended",
                          // The thirty-first round (AN): "is beyond the brief course supported by the guidelines".
                          "beyond the brief course", "beyond the short course", "past the brief course", "past the short course",
                          // The thirty-fourth round (AQ): "beyond what the MTUS supports", "more joints than the guidelines allow in one
                          // session", "well above the recommended ceiling".
                          "beyond what the mtus", "beyond what the odg", "beyond what the acoem", "beyond what the guideline",
                          "more joints than", "more levels than", "above the recommended ceiling", "above the ceiling",
                          // The thirty-fifth round (AR): "approximately 120 MED, which is above the threshold recommended"; "above the 80
                          // MED the guidelines recommend".
                          "above the threshold", "over the threshold", "above the 80", "above the 90", "above the 100", "above the 120",
                          "over the 80", "over the 90", "over the 120",
                          "surpasses", "short-term use", "short term use", "not recommended for long",
                          "not recommended for more than", "not recommended beyond", "not recommended past",
                          "beyond 2", "beyond 3", "beyond 4", "beyond 6",
                          "would result in", "already received", 
                          "rental over purchase", "purchase is not", "ceiling", "upper limit", "twice the", "times the", "times what", "times longer", "times as many",
                          "three times the", "times that", "triple the", "triples the", "quadruple the", "well over", "far over", "over even", "would double", "would take the total", "total to",
                          "would bring the total", "more than twice", "more than double",
                          "already attended", "already had",
                          "more than the", "well past", "past the", "longer course", "too frequent", "is more frequent", "are more frequent", "more frequently than", "more than a short",
                          "goes beyond", "went beyond", "would extend", "at odds with the short",
                          "more often than", "far more", "much more", "more than that", "more than allowed", "more than guidelines", "more than the guidelines", "already completed", "beyond the maximum", "go beyond", "far beyond", "well beyond", "beyond the limit", "beyond that limit", "beyond this limit", "past that limit", "past this limit", "over that limit", "over this limit", "above that limit", "above this limit", "well above", "far above", "too many", "too long", "double", "up front", "use beyond", "used beyond", "more than an initial trial", "more than a trial", "beyond one", "beyond two", "beyond three", "beyond four", "beyond six", "greater than the guideline", "greater than guideline", "greater than the recommended", "greater than recommended", "greater than what", "short courses", "where the mtus provides", "where the guideline provides", "whereas the guideline", "whereas the guidelines", "whereas the mtus", "whereas the odg", "while the guideline", "while the guidelines", "while the mtus", "while the odg", "would result", "would total",
                          // The fortieth round (AW): "The amount requested is beyond the duration the guidelines recommend".
                          "beyond the duration", "beyond the period", "beyond the length",
                          // The forty-fourth round (BA): the short use the guideline allows, gone past or not matched ("Long-term use is
                          // beyond the short-term treatment of exacerbations"; "90 tablets ... is not consistent with short-term use").
                          "beyond the short-term", "beyond short-term", "inconsistent with short-term", "inconsistent with the short-term",
                          "not consistent with short-term",
                          // The seventy-second round (CE): a quantity too large for the care to be judged again before it is used ("a request
                          // for 6 visits in advance does not allow for reassessment"; "a three-month supply with refills does not allow for
                          // the reassessment that the guidelines require"); over every set 6 sentences so, 5 of them labelled a quantity.
                          // The request's own verb: the guideline's ("... the guidelines recommend and would not allow reassessment") is read
                          // by its words of the guideline.
                          "does not allow for reassessment", "does not allow for the reassessment", "does not allow reassessment",
                          "does not allow for re-assessment", "does not allow for interval reassessment", "does not permit reassessment",
                          // The eighty-sixth round (CS): "does not allow for the periodic reassessment the guideline calls for".
                          "does not allow for the periodic", "does not allow for periodic", "do not allow for the periodic",
                          "do not allow for periodic", "does not permit the periodic", "does not permit periodic",
                          "does not permit the reassessment", "do not allow for reassessment", "do not permit reassessment"]
                   + moreFrequentThan + beyondTheLimit,
               // A study already had is the prior study, not a quantity exceeded; a measure of the patient above
               // a limit ("a body mass index above the limit") is an indication, not a quantity of care.
               unless: [
                        // An authorization with no end set ("an open-ended authorization would not allow for reassessment") is the request
                        // incomplete, no quantity.
                        "open-ended authorization", "open ended authorization", "open-ended approval", "open-ended certification",
                        // The seventieth round (CA): a purchase that waits on a trial ("Purchase is not supported without a successful
                        // trial") is the trial's, no quantity passed.
                        "purchase is not supported without", "purchase is not supported before", "purchase is not indicated without",
                        "purchase is not recommended without", "purchase is not recommended before", "purchase is not indicated before",
                        // The forty-sixth round (BC): a drug's "lack of an analgesic ceiling" is the literature's, no limit passed.
                        "analgesic ceiling", "ceiling effect",
                        // The fortieth round (AW): a count of care had that is not known ("the number of prior sessions is not
                        // stated") is no count exceeded.
                        "number of prior sessions is not", "number of prior visits is not", "number of previous sessions is not",
                        "number of previous visits is not", "number of prior sessions was not", "number of prior visits was not",
                        "number of prior sessions has not", "number of prior visits has not",
                        // The thirty-second round (AO): a risk that would justify testing more often than the guideline allows, absent, is the test's
                        // indication absent (as `no-opioid-monitoring` reads it since the thirty-first).
                        "testing more often", "testing more frequently", "test more often",
                        // The thirty-seventh round (AT): "no documentation of objective functional improvement with the sessions already
                        // completed" is a gain missing, not a count.
                        "improvement with the sessions already", "improvement from the sessions already", "with the sessions already completed",
                        // The nineteenth round (AB): the patient past the acute phase ("she is well beyond the acute phase") is the
                        // condition's time, the indication the guideline names, not a course longer than it allows.
                        "is well beyond the acute", "is well past the acute", "is beyond the acute", "is past the acute",
                        "is now beyond the acute", "is now past the acute", "are beyond the acute", "are well beyond the acute",
                        "an mri", "mri of", "x-ray", "ct scan", "emg", "nerve conduction", "imaging", "add nothing", "body mass", "bmi",
                        // A ceiling of a room ("a ceiling panel fell on him"); more asked as a question once the response is known
                        // ("whether she needs more than the 30 already certified can be decided once ...").
                        "ceiling panel", "ceiling tile", "ceiling fan", "ceiling light", "from the ceiling", "on the ceiling",
                        "whether she needs more", "whether he needs more", "whether the patient needs more", "whether more",
                        // What the patient tolerates ("unable to stand longer than 10 minutes") is a measure of function.
                        "unable to stand", "unable to sit", "unable to walk", "stand longer", "sit longer", "walk longer", "stand for longer",
                        "sit for longer", "walk for longer",
                        // The twenty-second round (AE): the time since the injury ("5 years past the date of injury", "well past
                        // the injury date") is the claim's age, the indication's time, not a course longer than the guideline allows.
                        "past the date of injury", "past the injury", "past her injury", "past his injury", "past the date of the injury",
                        "beyond the date of injury", "beyond the injury", "past the accident", "beyond the accident",
                        // The twenty-third round (AF): the count of past sessions not provided ("The number of prior sessions and the
                        // response to them were not provided for review") is the records missing, no quantity known to exceed.
                        "were not provided", "was not provided", "not been provided", "not provided for review"],
               setAgainstGuideline: true),
        Reason("not-recommended", .upholding,
               "the guideline does not recommend the treatment for this condition at all",
               negative: [
                          // The fifty-first round (BH): the treatment not indicated for this patient's kind of condition ("Toradol is not indicated for chronic pain of this type"; the MTUS's "not indicated for minor or chronic painful conditions" is its restatement, not these words).
                          "not indicated for this", "not indicated for chronic pain", "not indicated for a chronic", "not indicated for such", "guidelines do not support", "guideline does not support", "guidelines does not support", "mtus does not support", "odg does not support", "acoem does not support", "not recommended", "does not recommend", "do not recommend", "not recommend",
                          "recommend against", "recommends against", "not supported by the guidelines",
                          // The fortieth round (AW): a drug's topical form not supported ("cyclobenzaprine, a muscle relaxant, which is not
                          // supported as a topical agent"); the literature's absence for it ("there is no peer-reviewed literature to
                          // support the topical use of gabapentin").
                          "not supported as a topical", "not supported for topical", "not supported as topical",
                          "no peer-reviewed literature to support", "no peer reviewed literature to support",
                          "not supported by guidelines", "not guideline supported", "not endorsed",
                          "not support the use", "not advocated", "no role for", "not a recommended",
                          "insufficient evidence", "no high quality", "not been proven", "not proven",
                          "unproven", "not an option", "not been shown to", "not been shown effective", "not shown to", "not fda approved", "not fda-approved", "not approved by the fda", "no proven", "investigational", "not been evaluated for", "not supported by the odg", "not supported by odg", "not supported by the mtus", "not supported by mtus", "not supported by the acoem", "not supported by acoem", "no support in the", "no support for", "has no support", "not supported by the evidence", "not supported by evidence", "not supported by the ca mtus", "not supported by the california",
                          "not a treatment the", "not a treatment that", "no scientific evidence", "no evidence supporting the use", "no evidence to support the use", "no quality evidence", "not count as", "no place in", "evidence to support its use", "without added benefit", "no added benefit", "no additional benefit",
                          // Not to be recommended at all; a guideline leaving it out.
                          "cannot be recommended",
                          // The thirty-fourth round (AQ): "There is little evidence to utilize topical NSAIDs for treatment of
                          // osteoarthritis of the spine, hip or shoulder."
                          "little evidence to support the use",
                          "little evidence to support its use", "little evidence to support their use",
                          // The thirty-fifth round (AR): "There is likewise no evidence for the topical use of amitriptyline".
                          "no evidence for the topical use", "no evidence for topical use", "no evidence for its topical",
                          // Help that is no medical care ("help with meals and housekeeping, which is not medical treatment").
                          "not medical treatment", "not a medical treatment", "not medical care", "guideline excludes", "guidelines exclude",
                          // The twenty-first round (AD): the guideline not counting it as care ("custodial care that the guidelines
                          // do not consider medical treatment"), or none of a compound's drugs recommended ("ketoprofen and
                          // cyclobenzaprine, neither of which is recommended in topical form").
                          "not consider medical treatment", "not considered medical treatment", "not consider it medical treatment",
                          "not consider them medical treatment", "not consider medical care", "not considered medical care",
                          "not considered to be medical treatment", "not considered a medical treatment",
                          "neither of which is recommended", "neither of which are recommended", "none of which is recommended",
                          "none of which are recommended", "neither is recommended",
                          "mtus excludes", "odg excludes", "acoem excludes",
                          // The guideline giving the use no support or discouraging it ("a use for which the guidelines give no
                          // support", "no guideline support exists for the back", "these units have no support", "falls outside what
                          // the guideline supports", "the guidelines discourage collars").
                          "give no support", "gives no support", "provide no support", "provides no support", "offer no support",
                          "offers no support", "have no support", "no guideline support", "no guidelines support",
                          "outside what the guideline supports", "outside what the guidelines support", "outside what the mtus supports",
                          "outside what the odg supports", "guidelines discourage", "guideline discourages", "mtus discourages",
                          "odg discourages", "acoem discourages"],
               guidelineMayState: true,
               unless: ["at least one drug", "as the only", "continuous use", "chronic use", "prolonged use",
                        // The thirty-fourth round (AQ): "do not support a series of injections" (AB-074 the same): a series is a count,
                        // the treatment itself supported once.
                        "a series of", "series of injections", "series of blocks",
                        "as a primary", "as a first", "first line", "first-line", "long term", "before",
                        // The guideline's routine use ("not recommended for routine use", "Routine MRI is not recommended"), not a
                        // routine visit of this case's ("at a routine office visit, for which Toradol is not recommended": the
                        // fifty-fifth round, AB, BB and BL read so).
                        "routine use", "routine evaluation", "routine imaging", "routine mri", "routine x-ray", "routine radiograph",
                        "routine ct", "routine testing", "routine test", "routine repeat", "routine prophylaxis", "routine part",
                        "routine screening", "routine monitoring", "routine study", "routine studies", "routine laboratory",
                        "routine postoperative", "routine post-operative", "routinely", "for routine", "routine follow-up of asymptomatic",
                        "matter of routine", "as routine", "routine chest", "routine lab", "routine blood", "routine ekg", "routine ecg",
                        "routine electro",
                        // The thirtieth round (AM): a patient not shown intolerant of other care is the first line untried, not the guideline's word.
                        "shown to be intoleran",
                        "long-term", "longer than", "beyond", "until", "unless", "in the absence",
                        // A count or a time the guideline allows at most ("no guideline support for more than ten visits"); not the
                        // case's own "more than two years" of pain (the sixty-ninth round, BZ: 8 such sentences over the sets
                        // labelled not recommended).
                        "no more than", "not more than", "support for more than", "support more than", "supports more than",
                        "recommended for more than", "recommend more than", "recommends more than", "allow more than",
                        "allows more than", "justifying more than", "justify more than",
                        "absence of", "as a sole", "sole purpose", "short-term", "short term",
                        "is recommended as", "are recommended as", "recommended as an option", "has not recommended", "have not recommended", "had not recommended", "did not recommend",
                        // Not alone but beside other care ("no quality evidence of effectiveness except in conjunction with
                        // recommended treatments"): what the guideline requires with it; a need not shown is the indication's.
                        "in conjunction with", "shown to be necessary", "shown to be needed", "shown to be required",
                        // "The pillow has not been shown to be medically necessary": the verdict, not the guideline's.
                        "shown to be medically necessary", "shown to be reasonable", "shown to be appropriate",
                        // Not in an early period ("not recommended ... in the first 4-6 weeks"): a time to wait, as "until" is.
                        "in the first 2", "in the first 3", "in the first 4", "in the first 6", "in the first two", "in the first three",
                        "in the first four", "in the first six", "in the first few weeks", "during the first", "within the first",
                        "in the first month", "in the first week", "in the first weeks", "in the first 1", "in the first one",
                        // The twenty-fifth round (AH): a treatment "not recommended over" a simpler one is the first line untried; a
                        // count "the guideline does not support" ("30 visits since 2014, a number the guideline does not support",
                        // "does not support that many visits") is a quantity exceeded. In the clause, negated or not.
                        "recommended over other", "recommended over simple", "recommended over standard",
                        "recommended over conventional", "recommended over usual",
                        "a number the guideline", "a number the guidelines", "a number that the guideline",
                        "a number the mtus", "a number the odg", "that many visits", "that many sessions",
                        "so many visits", "so many sessions", "that many treatments", "so many treatments",
                        // The twenty-sixth round (pooled over the tuning sets: G, K, X, O, R): the compounding rule told of any compound
                        // ("a compounded cream is not recommended if even one of its ingredients is not recommended", "any compounded
                        // product containing a drug that is not recommended is not recommended") is a class rule, no finding of this
                        // request (the reason is the sentence naming its ingredient); nor is what a treatment is not recommended "for
                        // other indications such as" ("They are not recommended for other indications such as chondromalacia patellae").
                        "if even one", "if one of its ingredients", "if any of its ingredients", "if any ingredient",
                        "any compounded product", "any compound containing", "any compound that contains", "any compounded cream",
                        "any compounded topical", "compound containing a non-recommended", "for other indications",
                        // The fifty-sixth round (BM): "not recommended for any other indication, such as chondromalacia patellae".
                        "any other indication",
                        // The forty-second round (AY): "the addition of cyclobenzaprine to other agents is not recommended" (the MTUS's
                        // sentence on the class; over the tuning sets never labelled).
                        "to other agents"],
               unlessInSentence: ["is recommended", "are recommended", "recommended as an option", "may be indicated",
                                  "is indicated", "are indicated",
                                  // A contrast of uses ("not recommended for chronic pain, but may have a role in depression";
                                  // "recommends it as an option after surgery ..., and does not recommend it for nonsurgical
                                  // treatment"): the sentence states where the guideline stands for each, not which is the item's.
                                  "may have a role", "can have a role", "as an option after", "as an option following",
                                  // The fifty-sixth round (BM): "not recommended for the forearm, wrist, hand, ankle and foot, but it may be
                                  // considered for the neck and low back when time-limited".
                                  "may be considered for", "can be considered for",
                                  "only as an option for", "only as an option in", "as an option only for", "only for compression",
                                  // The twenty-fourth round: a use allowed briefly beside it ("does not recommend muscle relaxants for
                                  // chronic low back pain, other than for brief use in acute exacerbations", "..., while allowing a short
                                  // course", "recommend cyclobenzaprine for a short course ..., and state that the addition ... is not
                                  // recommended"): the guideline's course, which the request is set against (`exceeds-guideline-quantity`,
                                  // as "not recommended for longer than" is), no flat "not recommended" (5 of 6 wrong on the tuning sets).
                                  "short course", "brief use", "other than briefly", "except briefly", "only briefly", "brief course", "brief period",
                                  "short-term use", "short term use"],
               // The guideline's qualification restated ("interferential current stimulation is not recommended as an isolated
               // intervention") is no reason; applied to this request ("the unit is requested as a stand-alone treatment, which is
               // not recommended", "she is not in a CBT program, so the biofeedback would be a stand-alone treatment") it is the
               // treatment not recommended for this use (the eighty-second round: 27 such sentences over the tuning sets labelled
               // so, 10 of them read as the indication absent).
               // The eighty-third round (CL): the same said as "on its own" or "by itself" ("An inversion table used by itself, as
               // proposed here, is not recommended").
               // The eighty-fifth round (CR): the guideline's class of patients it does not recommend the treatment for ("Fusion for
               // degenerative disc disease without instability is not recommended") restated is no reason, and applied to this case
               // ("..., and that is the condition documented here", "..., which is this claimant's condition") it is.
               unlessRestated: ["as an isolated", "stand-alone", "standalone", "on its own", "by itself", "without"],
               conditional: true, namesItsTreatment: true),
    ] + ofTheFindingsAbsent

    /// The reasons by identifier.
    public static let byId: [String: Reason] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}
