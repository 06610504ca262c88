/// The reason for upholding that speaks of the patient the request is for (docs/decision-reasons.md): the diagnosis,
/// condition, history or risk factor the guideline names as the indication, absent, or its criteria not met. After
/// `ofTheRequest` in `DecisionReasons.upholding`, whose order numbers the learned reader's weights.
extension DecisionReasons {
    /// The ninety-third round (DB): the spine's diagnoses a brace or a fusion is for, said absent together ("He has no fracture,
    /// spondylolisthesis or instability"): the indication absent (over every set 23 of 30 such sentences), and an examination's or
    /// a study's silence only where one is named (`studyFrames` reframes them: "no fracture, spondylolisthesis or instability on
    /// his films").
    static let spineBraceIndications = ["fracture, spondylolisthesis", "spondylolisthesis or instability",
                                        "spondylolisthesis or documented instability", "spondylolisthesis, or instability"]

    /// The reviewer's words that the criteria are not met, `indication-absent`'s by the spec: a catch-all that yields the
    /// sentence's first place to the specific reason it gives, and stands beside it as a second (`ReasonReader.Reading`'s
    /// `statesCriteriaNotMet`, the eighty-second round).
    package static let criteriaNotMet = ["guidelines have not been met", "criteria have not been met", "criteria are not met",
                                         "criteria were not met", "not met",
                                         // The twenty-eighth round (AK): a criterion named at length before its verdict ("the
                                         // criterion that he not be a surgical candidate has not been met").
                                         "not been met", "not been fulfilled", "does not meet", "do not meet", "did not meet",
                                         "not meet the criteria", "does not satisfy", "not been satisfied", "not satisfied"]

    static let ofTheIndication: [Reason] = [
        Reason("indication-absent", .upholding,
               "the patient does not have the diagnosis, condition, history or risk factor the guideline names as the indication, or the criteria are not met",
               // Symptoms the patient reports or denies are the history ("no mechanical symptoms such as locking
               // are recorded"); an examination's "mechanical locking" is its finding.
               phrases: spineBraceIndications + [
                         // The fifty-fifth round (BL; AQ and AU read so too): a simpler aid the patient is not shown unable to use
                         // ("no documentation that she is unable to use a walker or a manual wheelchair"), a power chair's indication.
                         "unable to use a", "unable to use the", "cannot use a", "cannot use the", "inability to use a", "unable to safely use",
                         "cannot safely use", "unable to propel", "cannot propel", "insufficient to propel", "unable to self-propel",
                         "cannot self-propel",
                         // The eighty-fourth round (CQ; CL and CP showed it too): the deficit a power chair is for, denied ("does not
                         // have a mobility deficit that a cane, walker or manual wheelchair cannot address", "no documented mobility
                         // deficit"); the guideline's own sentence names it in a condition, of no patient.
                         "mobility deficit",
                         // The seventy-third round (CD): a stimulator's patient selection criteria said absent together ("no mention of
                         // medication intolerance, history of substance abuse, or ineffective pain control"), where the intolerance or the
                         // conservative care among them read as the first line or the care untried ("pain ineffectively controlled" alone is
                         // the first line's where it names the analgesics: a real letter's).
                         "history of substance abuse", "history of drug abuse",
                         // The seventy-third round (CD): a power chair's indication ("no upper extremity deficit that would prevent use of a
                         // manual wheelchair"), 3 of 3 such sentences over the sets so labelled.
                         "prevent use of", "prevent the use of", "prevent usage of", "preclude use of", "preclude the use of",
                         "would prevent use of", "would prevent the use of", "would prevent usage of", "would preclude use of",
                         // The fifty-seventh round (BN): "The indication for a whole body study is not clear from the records".
                         "the indication for",
                         // The fifty-first round (BH): no symptoms on the other side to justify testing both ("There is no documentation of symptoms in the left lower extremity to justify bilateral testing"); with findings named too, the examination's words stay the stronger.
                         "to justify bilateral", "to support bilateral", "to warrant bilateral",
                         "mechanical symptoms", "depression", "neuropathy", "osteoarthritis", "adhesive capsulitis", "frozen shoulder",
                         // The thirty-second round (AO): no result to confirm ("no ... unexpected point-of-care result that day to justify confirmatory
                         // quantitative testing"); a patient not confined to bed or room (home care's indication).
                         "confirmatory testing", "confirmatory quantitative", "justify confirmatory", "justify confirmation", "warrant confirmation", "confined to bed", "confined to the home",
                         "confined to her home", "confined to his home", "tendonitis", "tendinitis", "seizure",
                         "severe", "pathology", "complaints of", "program of", "adjunct", "initiated",  "suspicion", "satisfy",
                         "criteria", "diagnosis", "diagnosed", "history of",
                         "risk factor", "risk factors", "gastrointestinal", "gi risk", "gi event",
                         // The twenty-first round (AD): a risk factor told as what it does ("no factor placing her at higher risk of
                         // a stiff knee"), as criteria-met reads "at high risk" present.
                         "factor placing", "factors placing", "factor that places", "factors that place", "at higher risk",
                         "at increased risk", "at high risk", "at elevated risk",

                         "gi symptoms", "peptic ulcer", "gi bleed", "dyspepsia", "condition", "candidate",
                         "neuropathic", "insomnia", "sleep", "anxiety",
                         "acute exacerbation", "exacerbation", "flare", "diagnostic uncertainty", "comorbid",
                         "comorbidities", "erectile", "hypogonadism", "deconditioning", "homebound", "crps",
                         "osteoporosis", "return to work attempt", "unsuccessful return", "rtw attempt", "night pain", "pain at night", "night time pain", "nighttime pain", "negative predictors", "predictors of", "uncertainty", "cbt", "in psychotherapy",
                         // A return to work that failed (work hardening's indication); the psychological evaluation an operation or a
                         // stimulator needs first (docs/reading.md: the surgeon's criterion).
                         "failed return", "psychological evaluation", "psychological screening",
                         // The twenty-fifth round (AH): the clearance or screen an implant or an operation needs, by its other names
                         // ("no psychological clearance documented", "nor has a preoperative psychological screen been done"); and the
                         // active program a passive or adjunct treatment needs beside it, not in place ("not participating in any
                         // exercise program", "not enrolled in a functional restoration program"): the guideline's criterion the patient
                         // does not meet, as "adjunct" reads ("no rehabilitation program is in progress" alone stays no reason:
                         // ReasonVClassesTests).
                         "psychological clearance", "psychologic clearance", "psychological screen", "psych clearance",
                         "in any exercise program", "in an exercise program", "in a daily exercise program", "in an active exercise program",
                         "in any active exercise program", "part of an exercise program", "exercise program described", "exercise program is described",
                         "paired exercise program",
                         "enrolled in a functional restoration program", "in a functional restoration program",
                         "enrolled in a rehabilitation program", "in a rehabilitation program",
                         // The ninety-first round (CZ): the program named after its kind ("she is not enrolled in a program of physical
                         // rehabilitation", acupuncture's adjunct).
                         "in a program of physical rehabilitation", "in a program of rehabilitation", "in any program of rehabilitation",
                         "in any program of physical rehabilitation",
                         // The diagnostic block a neurotomy needs first, never had ("never undergone a diagnostic medial branch block",
                         // "no record of a diagnostic medial branch block").
                         "diagnostic medial branch block", "diagnostic block on", "diagnostic facet block",
                         // The twenty-sixth round (AI): the diagnostic blocks named without their nerve, never had ("No diagnostic blocks
                         // have been performed"; not blocks certified and awaited, nor their result); and the guideline's indications said
                         // absent as a whole ("None of these indications is present").
                         "no diagnostic blocks", "no diagnostic block", "no prior diagnostic block", "no previous diagnostic block",
                         "without a diagnostic block", "without diagnostic blocks", "never had a diagnostic block", "never had diagnostic blocks",
                         "never undergone diagnostic blocks", "never undergone a diagnostic block",
                         "none of these indications", "none of those indications", "none of the listed indications",
                         "none of the above indications", "none of the guideline's indications", "neither indication",
                         // No indication for the request ("I cannot find an indication for a whole body scan"); no job to go back to
                         // (work hardening's indication).
                         "no indication for", "find an indication", "find no indication", "among the diagnoses", "among his diagnoses", "among her diagnoses", "return-to-work goal", "return to work goal", "negative predictor", "motivated to return", "motivation to return",
                         "none of the guideline indications", "any other indication for", "other indication for a", "job to return", "job to go back", "position to return",
                         // A diagnosis the guideline names for a fusion or a brace (seventeenth round: 6 of its 9 reasons as an
                         // examination's finding were wrong, its writers reading the history's diagnosis).
                         "spondylolisthesis"] + indicationConditions + indicationNamed,
               negative: ["excludes", "outside the criteria", "outside of the criteria", "outside the indications",
                          // The fifty-seventh round (BN): a power chair's simpler aids not shown to fail ("no documentation that his mobility
                          // deficit cannot be resolved with a cane or walker").
                          "cannot be resolved with", "cannot be resolved by", "could not be resolved with", "could not be resolved by",
                          // The fortieth round (AW): an operation never had, for what follows one ("The request is for chronic knee pain,
                          // and no surgery has been performed or scheduled", a cold therapy unit).
                          "no surgery has been performed", "no surgery was performed", "no surgery has been done", "no operation has been performed",
                          // The twenty-ninth round (AL): a diagnosis already made, which a study would only confirm ("so the diagnosis
                          // is already clinically obvious"): the unclear diagnosis a study is for, absent.
                          // Not "clinically obvious" alone: a radiculopathy obvious on examination is a finding to four writers of seven.
                          "diagnosis is already", "diagnosis was already", "diagnosis is clinically clear",
                          // The thirtieth round (AM): a condition the request is for, not suspected ("She is not suspected of having a
                          // labral tear").
                          "not suspected of having", "not suspected to have",
                          // The thirty-first round (AN): "chronic knee pain, which is not an indication for ketorolac".
                          "not an indication for", "is not an indication",
                          // The thirty-second round (AO): "this claimant has none of the approved indications".
                          "none of the approved indications",
                          "outside the guideline's criteria", "falls outside",
                          // The thirty-third round (AP): a patient not opioid tolerant (a long-acting opioid's indication).
                          "not opioid tolerant", "not opioid-tolerant", "opioid naive",
                          "opioid-naive", "opioid naïve"] + indicationAbsentFacts,
               general: true,
               // The guideline's testing "guided by the patient's history, comorbidities and examination" speaks of the patient
               // it imagines.
               unless: [
                        // The ninetieth round (CX; CQ's and AO's the same): a program named among the care not tried ("less invasive
                        // options such as a repeat epidural injection and a functional restoration program have not been tried") is
                        // care untried, not the program the patient is not in.
                        "program have not been tried", "program has not been tried", "programs have not been tried",
                        "program have been tried", "program has been tried", "program have not been attempted",
                        "program has not been attempted", "program have not been trialed", "program has not been trialed",
                        // The eighty-fourth round (CQ): the guideline's own condition on the deficit ("not recommended if the functional
                        // mobility deficit can be sufficiently resolved by ... a cane or walker, or the patient has ..."), whose
                        // "the patient" speaks of no case.
                        "mobility deficit can be", "mobility deficit could be",
                        // The fifty-ninth round (BP; BM's writer read so too): a drug's laboratory monitoring not done ("no documentation
                        // of laboratory monitoring of renal and hepatic function") names no condition the patient lacks; no drug that needs
                        // monitoring, for the tests themselves, still does.
                        "monitoring of renal", "monitoring of hepatic", "monitoring renal", "monitoring hepatic",
                        // The forty-sixth round (BC): what a study would add to the diagnosis, negated, is the study's worth, no diagnosis absent.
                        "add to the diagnosis", "add anything to the diagnosis",
                        // The nineteenth round: a document not sent for review ("No psychological evaluation, treatment plan or
                        // progress report ... was provided for review", "No psychological evaluation is in the records sent to this
                        // reviewer") is the records missing (`no-rationale-given`), not a history the patient lacks; what "the
                        // documentation submitted for review did not note" still is (the real letters' template).
                        "was provided for review", "were provided for review", "sent to this reviewer", "records sent",
                        // The twenty-third round (AF): a corticosteroid injection had or not had ("no corticosteroid injection",
                        // "received a corticosteroid injection three weeks before") is care, not the drug taken as a risk factor.
                        // Not "steroid injection" alone (the fiftieth round, BG): "steroid" is no risk factor's word, and an epidural
                        // steroid injection is often the item ("The criteria for an epidural steroid injection have not been met").
                        "corticosteroid injection", "corticosteroid injections",
                        "cortisone injection", "cortisone injections",
                        // What a drug's label or a complaint is confined to ("is limited to short-term management of moderately
                        // severe acute pain", "his complaints are limited to the neck") restricts it; no condition said absent.
                        "limited to", "boxed warning",
                        // The thirty-fourth round (AQ): the literature's "little evidence to utilize topical NSAIDs for treatment of
                        // osteoarthritis of the spine" is the drug not recommended there, no condition absent.
                        "little evidence", "unchanged from that", "unchanged since that", "unchanged since then",
                        // The thirty-third round (AP): a condition named as what the first choice treats ("an SSRI, which is the
                        // treatment of choice for anxiety disorders") is the drug's use, no condition said absent.
                        "treatment of choice for", "drug of choice for", "medication of choice for", "agent of choice for",
                        "guided by the patient", "guided by a patient", "guided by history",
                        // Laboratory monitoring not done ("no discussion of renal function or blood pressure monitoring") and a
                        // drug's effect on sleep undescribed ("no sleep log", "how many hours he sleeps") are no indication absent.
                        "renal function", "liver function", "kidney function", "blood counts", "blood pressure monitoring",
                        "sleep log", "sleep diary", "sleep onset", "sleep maintenance", "hours he sleeps", "hours she sleeps",
                        // The thirty-seventh round (AT): "no description of the patient's sleep pattern ... or the effect of the medication on
                        // next-day functioning" (not "sleep latency" alone: the sleep disturbance undescribed is the indication to writers).
                        "effect of the medication",
                        "her sleep only", "his sleep only", "how long she sleeps", "how long he sleeps", "how long the patient sleeps",
                        // A gait without a limp is what an examination saw, not a confinement absent (both second readers of W and S
                        // read neither); a condition unchanged before a second study is the study had already.
                        "without a limp", "without limping", "change in her condition", "change in his condition",
                        "change in the condition", "change in condition",
                        // The twentieth round (AC): the patient put among those the guideline speaks of ("does not recommend
                        // routine echocardiography in asymptomatic patients with hypertension such as this applicant") has the
                        // condition; the negation is the recommendation's.
                        ] + ["such as", "like"].flatMap { lead in
                            ["this applicant", "this patient", "this claimant", "this injured worker", "this worker", "this employee",
                             "the applicant", "the claimant", "the injured worker"].map { "\(lead) \($0)" } },
               catchAll: criteriaNotMet + patientAbsences,
               // What the history and diagnosis lack, rather than what an examination did not show.
               // The patient's diagnosis stated ("her diagnosis is axial neck pain, not radiculopathy"), not a
               // diagnosis a study or examination would make ("no studies supporting a diagnosis of radiculopathy").
               frames: ["diagnosis is", "diagnosis was", "diagnoses are", "diagnoses were", "diagnosis in this case",
                        // The thirty-sixth round (AS): "there is no diagnosis of radiculopathy, diabetic neuropathy, postherpetic
                        // neuralgia or any other neuropathic pain condition".
                        "no diagnosis of",
                        // The twenty-eighth round (AK): the risk factors a guideline names as the indication ("is a non-smoker and has
                        // no other risk factors for non-union"), which the spec counts with the history, not the examination.
                        "risk factors for", "risk factor for", "other risk factors", "other risk factor",
                        "his diagnosis", "her diagnosis", "working diagnosis", "diagnosed with", "diagnosed as",
                        "diagnoses do", "diagnoses include", "diagnosis does", "diagnosis include~",
                        // Pain of a kind, and symptoms the history has or lacks ("axial pain without radicular features", "the
                        // pain is radicular, not facet-mediated", "no radicular diagnosis"): not what an examination did not show.
                        "radicular features", "radicular component", "radicular symptoms", "radicular complaints", "radicular complaint", "radicular pain",
                        "radicular diagnosis", "radicular presentation", "non-radicular", "nonradicular", "is radicular",
                        // The thirty-third round (AP): "low back pain ... is not radicular" (the pain's kind, the history's).
                        "is not radicular", "was not radicular", "are not radicular", "has not been radicular",
                        // The thirtieth round (AM): "any radicular or neuropathic symptoms, only axial neck pain".
                        "neuropathic symptoms", "radicular or neuropathic", "neuropathic or radicular",
                        // The ninetieth round (CX; BT's the same): "the records do not describe radicular or other neuropathic pain".
                        "or other neuropathic", "or any other neuropathic",
                        // The eighteenth round (Y): "the predominantly radicular leg pain that makes ... an indication", "the
                        // claimant's pain is a cervical radiculopathy, not the localized peripheral pain for which the patch is indicated".
                        "radicular leg pain", "radicular arm pain", "radicular neck pain", "radicular back pain", "pain is a radic",
                        "pain is a cervical radic", "pain is a lumbar radic", "pain is a thoracic radic", "pain is radiculopathy",
                        // The twenty-fourth round (AG): a neurologic condition or disease the history lacks ("chronic low back pain and
                        // no neurological condition in the records") is a diagnosis, not what an examination did not show.
                        "neurologic condition", "neurological condition", "neurologic disease", "neurological disease",
                        "neurologic disorder", "neurological disorder", "neurologic illness", "neurological illness"]
                        // The forty-ninth round (BF): the condition named by what the treatment is for ("no documented instability,
                        // compression fracture or spondylolisthesis for which a brace might be considered").
                        + ["for which",
                           // The fiftieth round (BG): the guideline's diagnoses the patient lacks ("has none of these diagnoses, and there
                           // is no clinical evidence of a neuropathic component").
                           "none of these diagnoses", "none of the diagnoses", "none of those diagnoses",
                           // The fifty-third round (BJ): the diagnosis the patient carries that rules the treatment out ("carries a
                           // diagnosis of C6 radiculopathy, so the guideline criteria are not met").
                           "carries a diagnosis", "has a diagnosis of", "carries the diagnosis",
                           // The seventy-first round (CC): a diagnosis never made ("The treating physician has not diagnosed neuropathic
                           // pain or radiculopathy") is the history's, not what an examination did not show.
                           "has not diagnosed", "have not diagnosed", "had not diagnosed", "did not diagnose", "does not diagnose",
                           "has not been diagnosed", "have not been diagnosed", "was not diagnosed", "were not diagnosed", "never been diagnosed"],
               reframes: "no-objective-findings"),
    ]
}
