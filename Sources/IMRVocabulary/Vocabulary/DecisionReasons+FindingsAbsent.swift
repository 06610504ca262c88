/// The reason for upholding that speaks of what an examination or a study showed (docs/decision-reasons.md): no red flag,
/// neurologic deficit or other objective finding the guideline requires. Last of `DecisionReasons.ofTheTreatment`, whose order
/// numbers the learned reader's weights.
extension DecisionReasons {
    static let ofTheFindingsAbsent: [Reason] = [
        Reason("no-objective-findings", .upholding,
               "no red flags, neurologic deficit or other objective finding the guideline requires",
               phrases: [
                         // The seventy-seventh round (CH): what a study shows none of ("The shoulder x-rays and MRI show no calcific
                         // deposits", "X-rays show no significant arthritic change", "radiographs show no translation or angular motion");
                         // not a tear, which writers read by what the request needs (a repair a tear, a decompression none).
                         "calcific deposit", "calcific deposits", "translation", "angular motion", "arthritic change", "arthritic changes",
                         // The ninety-first round (CZ): a shoulder's instability tests, and hearing tested ("no apprehension, relocation
                         // or O'Brien's sign", "The audiogram ... shows no hearing loss", "No audiogram ... documenting hearing loss"). The
                         // study's words, not "hearing loss" alone: a loss the history does not tell is the indication's (the first try,
                         // "hearing loss" alone, cost a kept-apart set one right reason).
                         "apprehension", "o'brien", "audiogram", "audiometric", "audiologic", "audiology evaluation",
                         "acromial spur", "fracture line",
                         // The fifty-third round (BJ): "Gait examination on 5/16/2017 showed no abnormality".
                         "abnormality", "abnormalities",
                         // The forty-fourth round (BA; over every set, spasm said absent 30 times labelled an examination's silence, 8 times the indication absent): spasm is what an examination finds.
                         "muscle spasm", "spasm", "spasms",
                         "red flag", "red-flag", "neurologic deficit", "neurological deficit",
                         // The twenty-eighth round (AK): a provocative test negative ("Cross-body adduction was not painful on the last
                         // two examinations").
                         "painful on examination", "painful on exam", "painful on the last", "painful on recent", "painful on testing",
                         // The thirty-fourth round (AQ): "no osteochondral lesion or impingement".
                         "osteochondral",
                         // The sixty-ninth round (BZ): what a study did not show ("There is no imaging evidence of acromioclavicular
                         // joint arthrosis to support the distal clavicle excision").
                         "imaging evidence", "radiographic evidence", "mri evidence", "x-ray evidence", "electrodiagnostic evidence",
                         // The twenty-fourth round (AG): a fracture's healing the films show ("no evidence of nonunion or delayed union").
                         "nonunion", "non-union", "delayed union",
                         "neurologic finding", "neurological finding", "neurologic compromise",
                         "nerve compromise", "nerve root", "radiculopathy", "radicular", "objective finding",
                         "objective evidence", "objective exam", "objective physical", "physical exam",
                         "physical examination", "exam finding", "examination finding", "clinical finding",
                         "focal", "instability", "sensory deficit", "motor deficit",
                         "weakness", "reflex", "deficit", "neurologic", "neurological", "significant finding",
                         "specific nerve", "nerve dysfunction", "signs of", "imaging finding", "trigger point",
                         "twitch", "serious pathology", "cauda equina", "dermatomal", "myotomal", "sign of",
                         "clinical evidence",  "effusion", "tenderness", "swelling", "atrophy", "findings on exam",
                         "positive test", "provocative", "mcmurray", "spurling", "straight leg", "tinel", "phalen",
                         "lachman", "impingement sign", "sensory loss", "sensory change", "loss of sensation",
                         "decreased sensation", "reflex asymmetry", "occult fracture", "surgical lesion", "neoplasm", "corroborating", "objective correlate", "objective support", "on exam", "on examination", "loose body", "unstable", "mechanical locking", "neural compression", "nerve compression", "root compression", "cord compression", "deformity", "segmental motion", "asymmetry", "color change", "trophic", "sweating"],
               negative: ["strength is intact", "sensation is intact", "sensation intact", "reflexes are symmetric",
                          "symmetric reflexes", "neurologically intact", "neurovascularly intact", "normal neurologic",
                          "normal neurological", "normal strength", "normal sensation", "normal reflexes",
                          "unremarkable exam", "unremarkable examination", "examination was unremarkable",
                          "exam was unremarkable", "is stable to", "tests are negative", "tests were negative",
                          "test was negative", "test is negative", "5/5", "only subjective", "purely subjective", "subjective complaints only", "no corroborating", "only a positive", "only one positive", "only a single positive", "only one provocative",
                          // An examination of a joint that found it sound ("stable ligaments", "a negative Lachman").
                          "stable ligaments", "ligaments are stable", "ligaments were stable", "ligaments stable", "negative lachman",
                          "negative meniscal", "negative drawer", "negative mcmurray",
                          // The thirty-first round (AN): an examination that found little ("the physical examination findings are nonspecific"); not
                          // "only mild" on a study (a mild arthritis is the indication absent to writers, not a finding).
                          "findings are nonspecific", "findings were nonspecific", "nonspecific findings"],
               // Evidence of an improvement is the treatment's effect, not an examination's finding ("no
               // objective evidence of functional improvement").
               unless: spineBraceIndications + [
                        // The seventy-fifth round (CJ): examination findings among the records not sent ("no progress notes or examination findings
                        // were provided") are the records missing (no rationale given), not findings the examination lacked.
                        "findings were provided", "findings were not provided", "findings were submitted", "findings were not submitted",
                        // The seventy-sixth round (CG): "The examination findings and treatment history since 2022 were not included in the
                        // records submitted".
                        "were not included in the records", "was not included in the records",
                        // The fifty-eighth round (BO): spasm eased by a drug ("no documentation of reduced muscle spasm or improved
                        // function attributable to this medication") is the gain missing, not the examination's silence.
                        "reduced muscle spasm", "reduced spasm", "decreased muscle spasm", "decreased spasm", "reduction in spasm",
                        "reduction in muscle spasm", "reduction of spasm", "reduction of muscle spasm", "less spasm",
                        // The fifty-fourth round (BK): the ODG's words on the literature ("the findings were either negative or non-interpretable for recommendation due to poor study design") are no examination's.
                        "non-interpretable", "noninterpretable",
                        // The patient's history of spasm is the indication's ("There is no history of muscle spasm"), not an examination's silence.
                        "history of muscle spasm", "history of spasm", "history of spasms",
                        // An acute flare said absent ("spasm ... described as chronic and unchanged, not an acute flare") is the indication absent, though a finding stands beside it.
                        "not an acute flare", "not an acute exacerbation",
                        // The forty-fourth round (BA): the diagnoses a study is for, none documented ("None of the diagnoses for which hand MRI is recommended, such as a suspected occult fracture, is documented"), are the indication absent.
                        "none of the diagnoses", "diagnoses for which", "diagnosis for which",
                        "evidence of functional", "evidence of improvement", "evidence of benefit", "evidence of efficacy",
                        "evidence of objective functional", "evidence of pain relief",
                        // The twenty-ninth round (AL): the same said of a gain in other words ("no objective evidence of improved
                        // function with Norco"); the injections named for what was given ("received trigger point injections in
                        // January and there was no documentation of the degree or duration of relief"), no trigger point missing.
                        "evidence of improved", "evidence of any improvement", "evidence of any benefit", "evidence of any functional",
                        // The thirty-third round (AP): "no objective evidence of increased function or decreased medication use".
                        "evidence of increased", "evidence of decreased", "evidence of reduced", "evidence of better",
                        "trigger point inject",
                        // A deficit of another sense than an examination's ("if the functional mobility deficit can be resolved
                        // by a cane", "no deficit that prevents self-transport", "no balance deficit or fall history").
                        "mobility deficit", "balance deficit", "deficit that prevents", "deficit that would prevent", "deficit the",
                        // The thirty-eighth round (AU): "These same tests were drawn on 02/02/2017 ..., and all results were normal" (the
                        // tests had, awaited no finding).
                        "same tests were", "same test was", "same study was", "same studies were"],
               contrary: abnormalFindings,
               // What an examination did not show, though its words name a condition ("no spasm was noted on
               // that examination"): the examination's silence, not the history's.
               frames: examinationFrames + studyFrames, reframes: "indication-absent",
               // The twenty-eighth round (AK; over every tuning set, a normal finding told for a drug was right 0 times of 6, for
               // therapy 4 of 12; for a knee brace, "stable ligaments", nearly always).
               normalsNeedAResult: true),
    ]
}
