/// What an examination or study found when it found something: signs, abnormal values, a test
/// positive. Beside a normal finding stated with no negation ("full range of motion", "reflexes
/// symmetric") in one sentence, they make it a narrative of an examination that found something,
/// not the reviewer's finding that it found nothing (`no-objective-findings`' `contrary`). Data, as
/// the rest of `DecisionReasons`.
extension DecisionReasons {
    package static let abnormalFindings =
        // Signs found by touch, sight or movement.
        ["tenderness", "tender", "spasm", "spasms", "guarding", "swelling", "swollen", "effusion", "crepitus",
         "atrophy", "antalgic", "deformity", "laxity", "instability", "trigger point", "trigger points", "allodynia",
         "limited", "restricted", "painful range"]
        // Neurologic findings.
        + ["weakness", "weak", "decreased", "diminished", "reduced", "absent", "numbness", "paresthesia",
           "paresthesias", "hypoesthesia", "dysesthesia", "hyperreflexia", "clonus", "4/5", "4+/5", "4-/5", "3/5"]
        // A test or study that found something, and a finding named elsewhere.
        + ["positive", "abnormal", "abnormality", "otherwise"]

    /// Words opening a reason's own words that say how little was found ("only a positive FABER test"):
    /// a limit, not a normal finding, so nothing found beside it is `contrary` to it.
    package static let limits = ["only", "purely", "merely", "solely"]
}
