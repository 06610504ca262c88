/// The reasons for overturning a denial (docs/decision-reasons.md): the treatment is found medically
/// necessary. Their phrases count in a sentence of an overturned item, no negation needed.
extension DecisionReasons {
    static let overturning: [Reason] = ofTheCaseGranted + ofTheRequestGranted

    /// What the case shows: criteria met, findings, care failed, a gain from the care before.
    static let ofTheCaseGranted: [Reason] = [
        Reason("criteria-met", .overturning,
               "the guideline's criteria are met",
               phrases: ["satisfies", "satisfied", "satisfying", "meeting the", "met the",
                         "been met", "are met", "were met", "is met", "fulfills", "fulfilled", "meets all",
                         "meets the", "qualifies for", "qualifies", "meets", "meet guidelines",
                         "meet the guidelines", "guidelines have been met", "criteria have been met",
                         "criteria are met", "criteria were met", "meets the criteria", "meets criteria",
                         "meet the criteria", "meets guideline", "meet guideline", "meets the guideline", "meet the guideline indications",
                         "meets the guideline indications", "meet the indications", "meets the indications",
                         "meets published", "met the criteria", "in accordance with", "in keeping with", "meet that standard", "meets that standard", "meet the standard", "meets the standard", "meets each", "meets every", "all of the criteria", "each of the criteria",
                         // The sixty-ninth round (BZ): "The multidisciplinary evaluation of 02/2017 documents each of these criteria."
                         "each of these criteria", "each of those criteria", "all of these criteria", "all of those criteria",
                         // The seventy-second round (CE): the criteria or the guideline's case named by a demonstrative ("The
                         // circumstances of this visit meet those criteria", "This patient fits that description", "she fits that
                         // indication"); over every set 4 on the overturning side, each the criteria met.
                         "meet those", "meet these", "meet this", "fits that", "fits this", "fits these", "fit that", "fit this",
                         // The seventy-fifth round (CJ): "These findings of sleep bruxism meet the recommended indication for an occlusal
                         // appliance."
                         "meet the recommended", "meets the recommended",
                         // The seventy-fifth round (CJ): the case said to be the guideline's named indication ("which is the indication
                         // named in the guideline for a short oral steroid course", "which is the indication the guideline names for this
                         // product"): over every set 5 such sentences missed on the overturning side, each labelled the criteria met.
                         "which is the indication", "which is an indication", "is the indication the guideline", "indication named in the guideline",
                         "indication named by the guideline", "indications the guideline names",
                          "every criterion", "the conditions for", "conditions are met", "conditions have been met", "satisfies each", "has been fulfilled", "have been fulfilled", "is fulfilled", "are fulfilled", "fits the", "fits within", "falls under", "qualifies under", "supported by the guidelines", "supported by guidelines",
                         // Supported by the guideline by any of its names ("is supported by MTUS"), as "not supported by
                         // the ODG" is not-recommended.
                         "supported by the guideline", "supported by guideline", "supported by the mtus", "supported by mtus",
                         "supported by the ca mtus", "supported by the california mtus", "supported by the odg", "supported by odg",
                         "supported by the acoem", "supported by acoem", "guideline supported", "guideline-supported", "would be appropriate", "clinically appropriate",
                         // The judgement with its cause ("is appropriate because the pain has persisted beyond three months"); alone it
                         // is the criteria met only with the guideline named (`judgedFitting`).
                         "is appropriate because", "is reasonable because", "is warranted because", "are warranted because",
                         // Indicated with the guideline named ("would appear to be indicated per evidence based guidelines").
                         "indicated per", "indicated according to", "indicated under the",
                         "consistent with the mtus", "consistent with mtus", "consistent with the odg", "consistent with odg", "consistent with the acoem", "consistent with acoem", "consistent with the recommendations", "are present here", "is present here", "present in this case", "consistent with guideline", "consistent with the guideline", "fulfils", "fulfil", "satisfy", "recommends this", "recommended for this",
                         // The twenty-fourth round: the request said recommended by the guidelines ("Oral naproxen for a flare-up of
                         // low back pain is recommended by the guidelines"), as "supported by the guidelines" is; not the guideline's
                         // own voice ("recommended by the MTUS as an option ...").
                         "recommended by the guidelines", "recommended by the guideline",
                         // The thirtieth round (AM): "a counterforce brace is a guideline-recommended, low-risk treatment".
                         "guideline-recommended", "a guideline recommended",
                         // The thirty-first round (AN): "Massage is requested as an adjunct to active exercise, as the guidelines require."
                         "as the guidelines require", "as required by the guidelines",
                         // and the guidelines said to support it here ("the guidelines support its use", "an option the guidelines support
                         // for NSAID-related dyspepsia"); not a quantity's ("an initial trial of 6 visits, which the guidelines support").
                         "the guidelines support its", "the guidelines support their", "the guidelines support the use",
                         "the guidelines support for", "the guidelines support this", "the guideline supports its",
                         "the guideline supports the use", "the guideline supports this",
                         "is due.", "are due.", "is desirable",
                         // Indicated here, a candidate, in compliance.
                         "is therefore indicated", "was therefore indicated", "thus, indicated", "appropriate candidate",
                         "good candidate", "suitable candidate", "reasonable candidate", "complies with", "comply with",
                         "in compliance with",
                         // The guideline or the records said to support it here.
                         "would support", "would be supported", "documentation supports", "documentation supported",
                         "records support", "records supported", "is supported to", "is supported for this",
                         // The indication home care is for, present.
                         "is homebound", "remains homebound", "is confined to the home",
                         // The risk factors the guideline names, present ("He has both risk factors"; "at high risk of a GI event").
                         "has both risk factors", "has the risk factor", "has the risk factors", "has risk factors", "has two risk factors",
                         "at high risk", "at increased risk", "at elevated risk",
                         // The twenty-ninth round (AL): the intermediate risk a proton-pump inhibitor asks for ("which places him at
                         // intermediate risk per the guidelines"); this case's findings said to be the indication ("The findings are an
                         // indication for a CT scan under the guidelines"), not a guideline's list of them.
                         "at intermediate risk", "findings are an indication", "findings are the indication",
                         "findings are a clear indication", "this is an indication for", "which is an indication for",
                         // The twenty-first round (AD): the criteria met by several things, the guideline named, or its indication
                         // ("a CBC and a metabolic panel before surgery meet the ODG criteria"; "the new findings meet the
                         // guideline indication for a repeat MRI").
                         "meet the guideline", "meet the odg", "meet the mtus", "meet the acoem", "meet the ca mtus",
                         "meet the official", "meet the indication", "meets the indication", "meet its criteria", "meets its criteria",
                         // An option under the guideline, said of this request in an overturned item ("trazodone is an appropriate
                         // option under the guidelines"): the criteria met. ("X is recommended by the MTUS" was tried and left out:
                         // four writers of five read it as the guideline's restatement.)
                         "appropriate option under", "an option under the", "option per the", "recommended option under"]
                   + caseFitsGuideline,
               guidelineMayState: true, openingRestates: true, general: true, positive: true,
               // A diagnosis's criteria met ("She meets DSM-5 criteria for PTSD") are the diagnosis, not the guideline's criteria.
               unless: [
                        // The sixty-first round (BR): a quantity within the guideline's named ("four tablets per day is within the dose the
                        // guidelines support for this patient"): over every set such a sentence is the quantity within (60 times).
                        "within the dose", "within the dosage", "within the dosing", "within the quantity", "within the amount",
                        "within the number",
                        // The nineteenth round (AB): a stay or course matching the guideline's target ("the 3-day stay requested
                        // matches the ODG target") is a quantity within it, not the criteria met.
                        "odg target", "guideline target", "guidelines target", "guideline's target", "mtus target", "target length",
                        "dsm", "diagnostic criteria", "diagnostic and statistical",
                        // The thirtieth round (AM): the guideline's testing "guided by the patient's clinical history" is its own voice.
                        "guided by the"],
               // "An MRI is indicated if there are red flags" restates the guideline's condition.
               conditional: true),
        Reason("objective-findings", .overturning,
               "the objective findings the guideline requires are present",
               phrases: ["x-rays show", "imaging shows", "mri shows", "x-ray shows", "exam shows",
                         "exam documents", "examination documents", "confirms", "confirmed", "demonstrates",
                         "positive", "tenderness", "decreased sensation", "reduced sensation", "allodynia",
                         "effusion", "crepitus", "twitch", "trigger points",
                         // The seventy-seventh round (CH): a test's measured result ("an apnea-hypopnea index of 32 events per hour with
                         // oxygen desaturation to 81%", "4 mm of translation on flexion-extension films", an audiogram's "notch at 4000 Hz").
                         "apnea-hypopnea index of", "desaturation to", "mm of translation", "notch at", "word recognition of",
                         // The twenty-eighth round (AK): a finding felt on examination ("Paraspinal muscle spasm was palpated").
                         "was palpated", "were palpated", "is palpated", "are palpated", "palpated on",
                         "objective evidence", "objective finding",
                         // The thirty-second round (AO): "The repeat radiograph of 4/2017 shows a lucent line across the scaphoid waist."
                         "lucent line", "fracture line",
                         // The thirty-fourth round (AQ; AP-084 the same, and AT's writer by its own reading): a diagnostic block's response,
                         // the finding a neurotomy requires ("The diagnostic medial branch blocks ... produced 80% pain relief").
                         "diagnostic medial branch", "diagnostic block", "diagnostic facet",
                         // The thirty-fifth round (AR): "limited active flexion of the finger".
                         "limited active",
                         // The thirty-first round (AN): "significant objective deficits in range of motion and gait".
                         "objective deficit",
                         "objective findings", "neurologic deficit",
                         "neurological deficit", "examination revealed", "exam revealed", "examination showed",
                         "exam showed", "demonstrated", "revealed", "documented findings", "findings of",
                         "mri showed", "mri revealed", "evidence of",
                         "weakness", "numbness", "diminished", "atrophy", "signs of",
                         "presence of", "foot drop", "drop foot", "diminished reflex", "decreased reflex", "dermatomal", "positive straight leg", "positive spurling", "positive tinel", "positive phalen", "positive mcmurray", "positive lachman", "joint line tenderness", "point tenderness", "latency", "slowed conduction", "denervation", "fibrillation", "loss of motion", "limited range", "decreased range", "reduced range", "3/5", "4/5", "4-/5", "4+/5", "sensory deficit", "motor deficit",
                         "neurologic compromise", "neurological compromise", "nerve compromise", "nerve root compromise",
                         "nerve impingement", "findings on imaging", "imaging findings", "findings on exam", "findings on examination", "films show", "loss of", "contracture", "flat affect", "tearful", "lucency", "antalgic", "restricted flexion", "restricted extension", "restricted range", "restricted motion",
                         // Signs an examination finds ("palpable trapezius spasm", "reproducible triggering"); not a spasm
                         // felt or a flare's, nor a mental state's (writers read a PHQ-9 or nightmares either way).
                         "palpable", "paraspinal spasm", "laxity", "clonus", "ecchymosis", "hypoesthesia", "triggering",
                         "trendelenburg", "contact guard",
                         // The fifty-fifth round (BL): the signs of a neurological examination ("a new right pronator drift on
                         // neurological examination").
                         // The fifty-sixth round (BM): a dental examiner's findings ("masseter hypertrophy, wear facets ... and limited
                         // opening of 32 mm").
                         "examiner documents", "examiner documented", "limited opening", "wear facets",
                         "pronator drift", "hyperreflexia", "babinski", "hoffmann sign", "positive hoffmann", "upgoing toe", "ataxia",
                         "ataxic", "nystagmus", "papilledema", "dysmetria"]
                   // The eighty-first round (CO): a test of the mind or the nerves reporting what it found ("The standardized
                   // testing documents clinically significant PTSD"), not a drug screen's testing.
                   + ["standardized testing", "psychological testing", "neuropsychological testing", "psychometric testing",
                      "electrodiagnostic testing", "nerve conduction testing"].flatMap { test in
                       ["documents", "documented", "shows", "showed", "demonstrates", "demonstrated", "revealed"].map { "\(test) \($0)" }
                   }
                   // The twenty-ninth round (AL): a motion measured short ("her cervical rotation is limited to 40 degrees"): its
                   // "limited" is the finding, not a negation of one.
                   + ["rotation", "flexion", "extension", "abduction", "motion", "range", "dorsiflexion", "elevation"].flatMap { motion in
                       ["is limited", "was limited", "are limited", "were limited", "remains limited"].map { "\(motion) \($0)" }
                           // The thirty-third round (AP): "flexion limited to 60 degrees with inability to bear full weight".
                           + ["limited to", "restricted to"].map { "\(motion) \($0)" }
                   }
                   // The findings the guideline requires, named so, are the spec's own definition ("the kind of physiologic
                   // evidence of neurologic dysfunction the guideline requires").
                   + namedByGuideline(["evidence", "findings", "signs", "dysfunction", "deficit", "deficits", "compromise", "pathology",
                                       "abnormality", "abnormalities", "instability", "radiculopathy"]),
               negative: ["absent reflex", "inability to bear", "reflex is absent", "reflexes are absent", "absent ankle", "absent knee", "absent left", "absent right", "absent sensory", "absent pulse", "cannot bear weight", "unable to bear weight", "lacks full", "lacks 1", "lacks 2", "lacks 3", "lacks 4", "lacks 5", "lacks 6", "lacks 7", "lacks 8", "lacks 9", "loss of sensation", "sensory loss", "unable to heel", "unable to toe"],
               positive: true,
               // The injury's history ("sustained a fracture in a fall", "internal fixation of a fracture") is
               // what happened, not the findings the guideline requires for this request.
               // The label's approval ("tizanidine is FDA approved for management of spasticity and is used off-label for ...") is
               // the literature's, not a finding (the eighteenth round, Y).
               unless: [
                        // The sixty-third round (BT): the criteria said met for the procedure named ("The ODG criteria are satisfied
                        // for a single-level bilateral diagnostic block"): over every set such a sentence is the criteria met (101), never a finding.
                        "criteria are met", "criteria are satisfied", "criteria have been met", "criteria have been satisfied",
                        "criteria were met", "criteria are fulfilled",
                        // The fifty-sixth round (BM): an examination that documents a gain ("re-examination documents cervical rotation
                        // improving from 45 to 70 degrees") tells the care's effect, no finding the request needs.
                        "improving from", "increased from", "improving to", "improved to",
                        // The eighty-first round (CO): function lost ("a significant loss of the ability to function independently",
                        // the programs' criteria; "risks loss of the function she has gained") is the patient's state or a risk, no
                        // examination's finding.
                        "loss of the ability", "loss of ability", "loss of function", "loss of the function",
                        // The forty-eighth round (BE): a job lost ("loss of her job") is no examination's finding.
                        "loss of her job", "loss of his job", "loss of job", "loss of employment", "loss of income",
                        // The forty-sixth round (BC): the criteria met for the request it names ("All of the ODG criteria are met for diagnostic blocks") are the criteria's, no block's result.
                        "criteria are met for", "criteria have been met for", "criteria were met for",
                        // The forty-fifth round (BB): weight lost ("weight loss of 15 pounds", "a loss of only 4 pounds") is the diet's result or the care had, no examination's finding.
                        "weight loss", "loss of only", "pounds lost", "lost weight",
                        // The forty-second round (AY): a heart rhythm of the history ("takes warfarin for atrial fibrillation"), not a
                        // study's fibrillation potentials.
                        "atrial fibrillation",
                        // The twentieth round (AC): evidence of an improvement is the treatment's effect, not a finding ("The return
                        // to modified work is objective evidence of functional improvement"), as `no-objective-findings` reads it.
                        "evidence of functional", "evidence of improvement", "evidence of benefit", "evidence of efficacy",
                        "evidence of objective functional", "evidence of pain relief",
                        "fda approved", "fda-approved", "approved by the fda", "off-label", "sustained a", "sustained an", "fixation of a", "fixation of the", "fixation of his", "fixation of her",
                        // What a study is for is no finding it made ("imaging to confirm or exclude a fracture").
                        "to confirm", "to rule out", "to exclude", "to evaluate for", "to look for", "suspected", "suspicion of",
                        // The thirty-second round (AO): a measure that rose with care ("progression from 0-90 to 0-130 degrees of knee flexion,
                        // quadriceps strength from 3+/5 to 4+/5") is the gain it brought, not a finding the guideline requires (not
                        // "progressed from": weakness progresses too).
                        "progression from",
                        // The thirty-fourth round (AQ): diagnostic blocks named as the request whose criteria are met ("meets the ODG
                        // criteria for diagnostic medial branch blocks"), or among the criteria of another ("including dual diagnostic
                        // blocks"), are no block's response found.
                        "criteria for diagnostic", "conditions for diagnostic", "including dual diagnostic", "including diagnostic",
                        // The thirty-sixth round (AS): "his Oswestry score improved from 46% to 22% and he returned to full duty, which
                        // demonstrates a good response": a gain, no finding.
                        "score improved", "improved from", "returned to full duty"]),
        Reason("conservative-care-failed", .overturning,
               "the required conservative care was tried and failed",
               phrases: [
                         // The fifty-second round (BI): relief that did not last ("a corticosteroid injection in June 2016 that gave relief for only three weeks").
                         "relief for only", "relief lasting only", "relief that lasted only",
                         // The seventy-third round (CD): relief measured in weeks or less than a month ("with less than one month of relief
                         // each", "gave two weeks of relief", "relief lasting two weeks"), the care's relief too short; a gain lasts
                         // longer ("70% relief for 10 weeks").
                         "weeks of relief", "week of relief", "month of relief", "weeks of partial relief", "week of partial relief",
                         "relief lasting two weeks", "relief lasting three weeks", "relief lasting a week", "relief lasting one week",
                         "relief for about a week", "relief for a week", "relief for one week", "relief for two weeks",
                         "relief for three weeks", "relief for about two weeks", "relief for about three weeks",
                         // The fifty-first round (BH): care that helped too little ("completed 8 sessions of physical therapy with only partial improvement").
                         "only partial improvement", "only minimal improvement", "only slight improvement", "only modest improvement",
                          "not responded",
                         "has not responded", "without adequate relief", "without relief",
                         // The twenty-fifth round (AH): care completed without the symptom's end ("completed 6 sessions of therapy and
                         // a course of NSAIDs without resolution of the mechanical symptoms").
                         "without resolution", "without any resolution", "without lasting resolution", "did not resolve",
                         "without improvement", "stopped because", "discontinued because",
                         // The ninety-first round (CZ): the symptom back after the care ("Triggering has recurred after two corticosteroid
                         // injections and splinting"), care had without gain ("10 sessions of physical therapy without progress in strength").
                         "recurred after", "recurred despite", "returned after", "returned despite", "without progress",
                         "unsuccessful", "refractory", "failed conservative", "failed physical therapy", "failed to improve",
                         "has failed", "have failed", "failure of", "exhausted", "all failed", "failed", "not improved",
                         "not helped", "did not help", "did not improve", "without lasting",
                         "little benefit", "little relief", "only temporary", "temporary relief", "short-lived",
                         "could not tolerate", "not tolerate", "did not tolerate", "intolerant", "cannot tolerate", "can't tolerate",
                         "unable to tolerate", "intolerance",
                         "neither of which", "none of which", "ineffective", "not effective", "did not work", "no relief", "no lasting", "intolerable", "not relieved", "failed to relieve", "did not relieve", "do not relieve", "have not relieved", "has not relieved", "not resolved", "not resolve", "not brought", "not regained", "not recovered", "had to stop", "stopped after", "discontinued after",
                         // Stopped for a cause ("stopped for dizziness"); stopped alone may be a drug no longer needed.
                         "stopped due", "stopped for", "discontinued due", "discontinued for", "not given relief", "given no relief", "not provided relief", "not controlled", "not control", "did not change", "not changed", "only a few", "gave only", "inadequate relief", "insufficient relief", "partial relief", "caused sedation", "caused nausea", "caused constipation", "caused severe", "caused vomiting", "caused dizziness", "caused drowsiness", "caused gastritis", "intractable", "developed nausea",
                         // Care that did not do enough, or after which things got worse.
                         "no progress", "not been sufficient", "without any change", "without change", "worse than it was",
                         "worse than before", "helped for less than", "helped for only", "lasted less than", "lasted only",
                         "without benefit", "without any benefit", "been insufficient", "was insufficient", "were insufficient",
                         // The thirty-third round (AP): care kept up with relief short of its aim ("continued a home exercise program and
                         // gabapentin with incomplete relief"); progress that stopped in therapy ("has not progressed in physical therapy").
                         "incomplete relief", "only partial relief", "partial relief only", "not progressed in", "not progressed with",
                         "persisted despite", "persists despite", "has persisted despite", "without recovery of", "without recovering",
                         "failed to progress in", "failed to progress with",
                         // The ninety-third round (DB): "He has not progressed despite 12 sessions of physical therapy"; "She has remained
                         // symptomatic after more than a year of stretching, night splints ...".
                         "not progressed despite", "not progressed after", "failed to progress after", "remained symptomatic after",
                         "remained symptomatic despite", "remains symptomatic after",
                         // The fortieth round (AW): "She had side effects on gabapentin and was switched to Lyrica".
                         "had side effects on", "had side effects from", "had side effects with", "developed side effects"],
               affirmative: ["has tried", "previously tried", "trials of", "trial of", "has undergone", "has already had", "already undergone", "have been tried", "conservative treatment", "conservative care", "conservative measures", "conservative therapy", "conservative management", "tried", "trialed", "despite", "in spite of", "remains symptomatic"],
               // Care that helped is no care that failed.
               unless: [
                        // The fifty-third round (BJ): an opioid regimen kept up ("As he is on ongoing opioid therapy and a screen is due") is no care that failed.
                        "ongoing opioid", "is on ongoing", "on ongoing opioid",
                        // The fifty-first round (BH): the criterion in the past perfect ("The patient must have been initially unresponsive to conservative treatment").
                        "must have been initially", "must have been unresponsive", "should have been initially", "should have been unresponsive",
                        // The fiftieth round (BG): surgeries that failed are a diagnosis, as one is ("a history of two failed lumbar surgeries").
                        "failed lumbar surgeries", "failed cervical surgeries", "failed back surgeries", "failed spine surgeries", "failed spinal surgeries", "failed spinal surgery", "failed neck surgeries",
                        // The forty-ninth round (BF): what the patient cannot do without the drug ("without the medication he is unable to complete his shift") is its gain.
                        "without the medication", "without medication", "without medications", "without it", "without them",
                        // The forty-sixth round (BC): what she could not do without the drug ("..., neither of which she could do without it") is its gain, no care failed.
                        "neither of which she could", "neither of which he could", "neither of which they could",
                        // The nineteenth round (AB): care named as when a follow-up reassesses ("follow-up to reassess the wrist
                        // after a period of conservative care is reasonable") is the visit's purpose, no care that failed.
                        "to reassess", "to re-evaluate", "to reevaluate", "to re-assess",
                        // The thirty-fifth round (AR): the guideline's criterion ("The patient should be initially unresponsive to
                        // conservative treatment") is no course had.
                        "should be initially", "should be unresponsive", "must be unresponsive", "should first be",
                        // Pain medication not tolerated, named as what makes acupuncture an option ("Medication is not tolerated,
                        // so acupuncture is an appropriate option"), is the guideline's criterion met, not a course had that failed
                        // ("has tried and not tolerated two NSAIDs" still is).
                        "medication is not tolerated", "medication that is not tolerated", "medications are not tolerated",
                        "medication not tolerated", "medication is reduced or not tolerated",
                        // The twentieth round (AC): the same criterion told as a reduction ("Her pain medication has been reduced
                        // because it was not tolerated, which is the indication the guideline describes").
                        "reduced because it was not tolerated", "reduced because they were not tolerated",
                        "reduced because of intolerance", "reduced due to intolerance", "indication the guideline",
                        "with benefit", "with improvement", "with good", "was helpful", "were helpful", "resumed", "good response",
                        "responded well", "benefited from",
                        // A trial asked for, not one had ("meets the criteria for a trial of spinal cord stimulation").
                        "for a trial", "next step",
                        // A surgery that failed is a diagnosis ("failed back surgery syndrome"), not conservative care.
                        "failed back", "failed neck", "failed spine", "failed surgery", "failed surgeries", "failed fusion", "failed lumbar fusion",
                        "failed cervical fusion", "failed lumbar surgery", "failed cervical surgery",
                        // Care that calls for review as it goes ("medications that require ongoing review") is the regimen's
                        // monitoring, not a course that failed.
                        "ongoing review", "require ongoing", "requires ongoing",
                        // Signs absent before ("none of which were present in September") are a change in findings; an attempt
                        // at a procedure that failed ("two failed attempts to aspirate the knee") is no conservative care.
                        "none of which were present", "none of which was present", "neither of which was present",
                        "neither of which were present", "none of which were seen", "none of which were noted",
                        "none of which were found", "attempts to aspirate", "attempt to aspirate", "attempts at aspiration",
                        "failed aspiration", "failed landmark",
                        // Attempts to go back to work that failed are work hardening's indication, no care that failed.
                        "attempts to return", "attempt to return", "attempts at returning",
                        // The eighteenth round (Y): an implant that failed ("revision ... for a failed prosthesis") is a diagnosis, as a
                        // surgery that failed is; a trial asked for ("now requests a trial of chiropractic manipulation") or a trial's
                        // length ("completed a trial of 6 chiropractic visits", "a trial of 6 visits over 2 weeks is followed ...") is
                        // the course's quantity or the item's own course, not care that failed.
                        "failed prosthes", "failed implant", "failed hardware", "failed arthroplast", "failed hemiarthroplast",
                        "failed joint replacement", "failed knee replacement", "failed hip replacement", "failed total",
                        "requests a trial", "requested a trial", "trial of up to", "none of which she could", "none of which he could", "none of which she can", "none of which he can", "request a trial", "requesting a trial", "asks for a trial",
                        // The twenty-fourth round (AG): the request named as the guideline's conservative care ("splinting is
                        // recommended as first-line conservative treatment for carpal tunnel syndrome") is what it is, no care had
                        // that failed; care that goes on as such ("with ongoing medication adjustment", "ongoing management of
                        // her medications") is the regimen followed, no symptom left after care.
                        "as first-line conservative", "as a first-line conservative", "as initial conservative", "as an initial conservative",
                        "as a conservative", "as conservative treatment", "as conservative care", "as conservative therapy",
                        // The thirty-seventh round (AT): "Occlusal guards are an accepted conservative treatment for bruxism".
                        "an accepted conservative", "accepted conservative treatment", "is a conservative treatment", "are a conservative treatment",
                        "ongoing medication", "ongoing management", "ongoing adjustment", "ongoing monitoring"]
                        + ["1", "2", "3", "4", "5", "6", "8", "10", "12", "one", "two", "three", "four", "five", "six", "eight", "ten", "twelve"]
                            .map { "trial of \($0)" },
               // Care had that is the item's own ("has attended 12 occupational therapy sessions", for more of
               // it) is the course asked to go on, not the conservative care that failed.
               untriedIsAnother: true),
        Reason("functional-improvement", .overturning,
               "prior use brought documented functional improvement",
               phrases: ["decrease~ by", "decrease~ from", "increase~ by", "decreases", "reduce~ from", "reduce~ by",
                         // The thirty-sixth round (AS): what the drug lets the patient do ("with the medication she can stand through an
                         // eight-hour shift ..., and without it she is unable to work").
                         "with the medication she can", "with the medication he can", "with the medication, she can", "with the medication, he can",
                         "with it she can", "with it he can", "without it she is unable", "without it he is unable",
                         // The seventy-third round (CD): what the patient cannot do without the drug, however told ("without it he must stop
                         // every 30 minutes", "without it she cannot walk more than one hole", "without it he is limited to the house"), and
                         // what the medication lets the patient do, named otherwise than "she" or "he".
                         "without it he", "without it she", "without it, he", "without it, she", "without it the patient",
                         "without it the injured worker", "without it the claimant",
                         "with the medication the injured worker can", "with the medication the patient can", "with the medication the claimant can",
                         "fell from", "fallen from", "drop~ from", "drop~ by", "from 8/10", "returned to", "resumed",
                         "let~ her", "let~ him", "allow~ her to", "allow~ him to", "enable~ her to", "enable~ him to", "allow~ the patient to",
                         "allow~ the claimant to", "allow~ the worker to", "allow~ the injured worker to", "allow~ the employee to",
                         "enable~ the claimant to", "enable~ the worker to",
                         "enable~ the patient to",
                         "no longer needs", "no longer requires",
                         // Full duty reached or held ("back at full duty", "released to modified duty"); modified duty
                         // alone is a status, given as care or kept since the injury.
                         "to full duty", "at full duty", "on full duty", "to modified duty", "able to",
                         "functional improvement", "improvement in function", "improved function",
                         "increased function", "functional gain", "functional benefit", "reduction in",
                         "decrease in pain", "pain relief", "pain reduction", "improved", "improvement",
                         "benefit", "helping", "helped", "helps", "reduction of", "decrease in",
                         "increased ability", "return to work",
                         // The fifty-sixth round (BM): "with discontinuation of Norco and a return to regular duty".
                         "return to regular", "return to full", "return to modified", "return to usual", "return to his usual",
                         "return to her usual",
                         // Relief given as a share ("70% relief for eight months"; `PhraseMatcher` finds a phrase opening with the
                         // percent sign after the number).
                         "% relief", "% pain relief", "% reduction in pain", "% improvement in",
                         // The sixty-ninth round (BZ): "She notes 40% less knee pain with Celebrex"; a measure that rose or fell ("grip
                         // strength rose from 20 to 38 pounds", "a drop in the Beck Depression Inventory from 29 to 19").
                         "% less", "rose from", "rising from", "risen from", "increasing from", "reduction from", "decrease of the",
                         "drop in the",
                         // The twenty-eighth round (AK): a whole shift worked with the treatment ("can stand at the line for a full
                         // shift"), a headache stopped by the drug ("aborts her headaches"), the condition it treats held in check
                         // ("has controlled his blood pressure"). Not full duty alone: a status, which four writers never read as a gain.
                         "a full shift", "the full shift", "an entire shift",
                         // The thirty-second round (AO): a measure that rose ("progression from 0-90 to 0-130 degrees of knee flexion").
                         "progression from",
                         // The thirtieth round (AM): "complete his shift at the hardware store with celecoxib".
                         "complete~ his shift", "complete~ her shift", "finish~ his shift", "finish~ her shift", "complete~ the shift",
                         "complete~ a shift", "a full workday", "a full work day", "aborts", "abort~ her",
                         "abort~ his", "abort~ the", "has controlled", "have controlled", "controls her", "controls his", "well controlled on",
                         "resume~",
                         // The twenty-eighth round's sweep: less of a drug used, better sleep ("documented less use of pain
                         // medication and better sleep").
                         "less use of", "reduced use of", "decreased use of", "lower use of", "better sleep", "sleeping better",
                         "sleeps better", "improved sleep",
                         // The thirty-ninth round (AV; over the tuning sets "work restrictions" alone was wrong 3 times in 9, restrictions
                         // given or among the care that failed): restrictions eased.
                         "work restrictions were lifted", "work restrictions were reduced", "work restrictions were relaxed",
                         "work restrictions were eased", "fewer work restrictions", "lessening of work restrictions",
                         // The eighty-ninth round (CW): "her lifting restriction was raised from 10 to 25 pounds".
                         "restriction was raised from", "restrictions were raised from", "limit was raised from",
                         "restrictions were lifted", "restrictions were relaxed", "restrictions were eased", "reduced her", "reduced his", "cut her", "cut his", "from four", "from three", "from two", "tablets a day to", "a day to one", "tolerance from", "tolerance increased", "tolerance improved", "percent relief", "relief of", "relief lasting", "improved from", "went from", "now able", "is now able", "able to return", "back to work", "working again", "fewer medications", "less medication", "reduced medication", "decreased medication", "lower dose", "tapered", "allows her to", "allows him to", "enables her", "enables him", "household", "chores", "gains", "increased grip", "increased strength", "increased range", "reduced pain", "lower pain", "less pain", "up from", "falls by", "fell by", "dropped by", "drops by", "by half", "now walks", "improving from", "can now", "falling from", "reduced to"],
               positive: true,
               // Relief a treatment is meant to bring is no relief it brought; a fall is no falling pain.
               // The forty-first round (AX): a workplace's name is no gain (`workplaceNames`).
               unless: workplaceNames + cutForSideEffects + [
                        // The sixty-first round (BR): what is still to be followed ("She requires ongoing evaluation of her postoperative
                        // recovery, therapy and return to work") is no gain made.
                        "ongoing evaluation of", "ongoing monitoring of", "continued evaluation of", "continued monitoring of",
                        // The sixtieth round (BQ): the guideline's limit on a program "without evidence of demonstrated efficacy as
                        // documented by subjective and objective gains" (over every set never labelled, 13 times overturned).
                        "without evidence of demonstrated", "without demonstrated efficacy", "not suggested for longer than",
                        // The fifty-sixth round (BM): what keeps the patient from a gain ("depressive symptoms that interfere with her
                        // ability to return to work").
                        "interfere with", "interferes with", "interfering with", "interfered with",
                        // The sixty-ninth round (BZ): what the patient still needs done for them ("needs help with household chores"),
                        // a household's distances walked.
                        "needs help with", "need help with", "requires help with", "require help with", "household distances",
                        // Rising from a chair is a task, not a measure rising; a weight that rose is no gain.
                        "rising from a chair", "rising from a seated", "rising from sitting", "difficulty rising", "weight has risen",
                        "weight rose", "weight increasing",
                        // A return that failed ("He attempted a return to regular duty in 10/2016 and was taken off work again").
                        "attempted a return", "attempted to return", "failed attempt", "unsuccessful attempt",
                        // The fifty-ninth round (BP): a return foreseen ("The surgeon anticipates a return to work after therapy").
                        "anticipates a return", "anticipate a return", "anticipated return", "expects a return", "expected return",
                        // The fifty-fifth round (BL): a visit back to care ("returned to the clinic with a flare of pain") is no return to
                        // work or to what the patient does.
                        "returned to the clinic", "returned to clinic", "returned to the office", "returned to the emergency",
                        "returned to the er", "returned to the hospital", "returned to the doctor", "returned to his doctor",
                        "returned to her doctor", "returned to the physician", "returned to his physician", "returned to her physician",
                        "returned to the provider", "returned to the treating", "returned to see", "returned to care",
                        // The forty-fifth round (BB): an operation's "risks, benefits, and expected outcome" discussed are no gain care brought.
                        "risks, benefits", "risks and benefits", "benefits and risks", "benefits, and risks",
                        // The twenty-seventh round (AJ): a fracture or dislocation set by an operation or a manipulation ("after an open
                        // reduction of a calcaneal fracture", "a closed reduction of the dislocation") is care had, no pain reduced.
                        "open reduction", "closed reduction",
                        // The thirty-fourth round (AQ): a taper's step ("Reducing the supply by half in one step would be inconsistent
                        // with a safe taper"; "a 50 percent decrease in a single month") is the weaning's pace, no gain brought.
                        "supply by half", "dose by half", "in one step", "in a single month", "safe taper", "reduction to once",
                        // The thirty-fifth round (AR): a gain that went ("He initially improved with therapy, but over the past month his
                        // arm pain has increased") is no gain brought.
                        "initially improved", "improved initially", "at first improved", "improved at first",
                        // The thirty-ninth round (AV): a gain that did not last ("a partial medial meniscectomy in 2015 with temporary
                        // improvement"); a return to work to come, on a surgeon's clearance ("cleared by his surgeon to begin a graded
                        // return to work"): the operation's healing and a plan, no gain the care brought.
                        // The seventy-second round (CE): relief that did not last ("each with relief lasting less than a month").
                        "lasting less than", "lasting only", "lasted only", "lasted less than",
                        "temporary improvement", "transient improvement", "temporary benefit", "transient benefit", "brief improvement",
                        "improvement was temporary", "improvement was short-lived", "temporarily improved", "improved temporarily",
                        "to begin a graded", "to begin a gradual", "to start a graded", "to start a gradual",
                        // The forty-second round (AY): a drug held for an operation and resumed ("apixaban, which was held at the time of
                        // surgery and resumed") is no gain.
                        "was held", "were held", "held at the time",
                        // The forty-third round (AZ): the literature on an operation ("one of the most successful orthopaedic operations,
                        // with high rates of improvement in pain and function").
                        "rates of improvement", "rate of improvement", "most successful",
                        // The fortieth round (AW): gains that stopped ("improved and then plateaued", "gains followed by a plateau",
                        // over the tuning sets wrong each of 3 times) are the course's end, no gain brought since.
                        "plateau",
                        "cleared by his surgeon", "cleared by her surgeon", "cleared by the surgeon",
                        "to provide", "will provide", "would provide", "in order to", "expected to", "intended to", "goal of", "aim of",
                        "fell from a", "fell from the", "fell from his", "fell from her", "medical improvement",
                        // The eighty-eighth round (CV): the injury's own fall or cut told ("fractured two ribs falling from a loading
                        // dock", "cut her left forearm on broken cullet": `cutInjuries`) is no pain falling nor a dose cut (over the sets
                        // wrong each of the 5 times seen).
                        "fell from an", "falling from a", "falling from an", "falling from the", "falling from his", "falling from her",
                        "fallen from a", "fallen from an", "fallen from the", "fallen from his", "fallen from her",
                        // The eighty-ninth round (CW): the return the patient cannot make ("nightmares, avoidance of the mountain and
                        // inability to return to work") is no gain.
                        "inability to return", "inability to work"]
                        + cutInjuries + [
                        // The twentieth round (AC): a dose cut for its side effects ("her physician has reduced her ibuprofen
                        // because of gastric side effects") is the drug not tolerated, no gain.
                        "because of gastric", "because of side effects", "because of adverse", "because of stomach",
                        "due to gastric", "due to side effects", "due to adverse", "due to stomach", "because it was not tolerated",
                        "because of intolerance", "due to intolerance",
                        // The thirtieth round (AM): the same for nausea, sedation and the like ("has reduced her medications due to
                        // nausea").
                        "due to nausea", "because of nausea", "due to sedation", "because of sedation", "due to dizziness",
                        "because of dizziness", "due to constipation", "because of constipation", "due to drowsiness", "because of drowsiness",
                        // Care given, modified duty among it ("treated with ibuprofen and modified duty"), is no gain.
                        "treated with", "treated at",
                        // A baseline measured before care is no gain from it.
                        "baseline",
                        // A diagnostic block's relief is the finding it tests for, no gain from care; worse "rather than improved"
                        // is none.
                        "medial branch block", "diagnostic block", "diagnostic injection", "rather than improv", "instead of improv",
                        // What the patient still can do, limited ("now walks only a block before her legs give out"), is no gain.
                        "walks only", "walk only", "only a block", "only half a block", "legs give out", "leg gives out",
                        // The guideline's condition for a repeat ("Repeat blocks depend on at least 50% pain relief with reduced
                        // medication use"); relief "for a while" only.
                        "depend on at least", "depends on at least", "repeat blocks depend", "repeat injections depend",
                        "for a while",
                        // A gain foreseen ("would benefit from a home program") is none brought.
                        "would benefit", "could benefit", "may benefit", "might benefit", "will benefit", "should benefit",
                        "likely to benefit", "expected benefit",
                        // Someone helping her ("her husband helps her with bathing") is no care that helped.
                        "helps her with", "helps him with", "help her with", "help him with", "helps with bathing", "helps with dressing",
                        // What a device lets the patient do ("A rolling walker with a seat allows her to rest") is its purpose, and
                        // work kept up told with no care ("was able to continue working light duty") a status.
                        "walker with", "with a seat", "seat allows", "device allows", "unit allows", "chair allows", "walker allows",
                        "cane allows", "brace allows", "bed allows", "bar allows", "bars allow",
                        "attempts to return", "attempt to return", "attempts at returning",
                        "would allow", "will allow", "able to continue working", "able to continue work",
                        // The eighteenth round (Y): help that lasted days or weeks ("an injection ..., which helped for about three
                        // weeks") is relief that wore off, not a gain; the label's approval ("Voltaren gel 1% is FDA-approved for
                        // relief of osteoarthritis pain") is the literature's.
                        "helped for about", "helped for a few", "helped for several", "helped for a day", "helped for one",
                        "helped for two", "helped for three", "helped for four", "relief for a few",
                        "fda-approved", "fda approved", "approved by the fda",
                        // The twenty-third round (AF): a taper under way ("is being tapered") is the plan, no gain brought; more care
                        // "based on objective improvement" is the guideline's condition for it.
                        "being tapered", "being weaned", "is tapering", "based on objective", "based on functional", "based on documented",
                        "based on improvement", "based on evidence of", "based upon objective", "based upon functional", "based upon improvement",
                        // The twenty-fourth round: a return to work that failed is work hardening's indication, no gain (as for
                        // `no-functional-improvement`).
                        "failed return", "unsuccessful return", "return to work goal", "return-to-work goal", "work goal",
                        // The twenty-sixth round (AI): a return to duty told as the occasion of a flare ("a recent flare after returning
                        // to modified duty", "spasm after the patient returned to full duty") is what brought the flare, no gain care
                        // brought; one the treatment will guide ("testing will guide a return to work") is its purpose.
                        "flare after", "flared after", "flare-up after", "exacerbation after", "reinjured after", "re-injured after",
                        "after returning to", "after he returned to", "after she returned to", "after the patient returned to",
                        "after the claimant returned to", "after the worker returned to", "after the employee returned to",
                        "will guide a return", "would guide a return", "to guide a return", "guide his return", "guide her return",
                        "guide the return",
                        // The twenty-ninth round (AL): what stands in the way of a return to work ("fear-avoidance behaviors that are
                        // impeding his return to work") is the indication, no gain.
                        "imped", "barrier to", "barriers to", "obstacle to", "obstacles to", "preventing his return", "preventing her return",
                        "preventing a return", "keeping him from", "keeping her from"]
                   // What the care is for, or the patient hopes for, is no gain it brought ("the time to produce
                   // functional improvement", "he wishes to return to work").
                   + purposes,
               // The ninety-first round (a real letter's decisions pane, CM16-0242419; BC-084's and BC-141's the same): the MTUS's
               // definition, in any of its clauses ("Functional improvement" means either a clinically significant improvement in
               // activities of daily living or a reduction in work restrictions ...; and a reduction in the dependency on continued
               // medical treatment") is the guideline's, no gain of this patient's.
               unlessInSentence: ["improvement means", "improvement\" means", "improvement' means", "means either a clinically",
                                  "means a clinically significant"],
               gainOfItsOwn: true)
    ]
}
