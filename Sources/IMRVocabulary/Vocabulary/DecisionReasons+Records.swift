/// The reason for upholding that speaks of the records (docs/decision-reasons.md): the rationale not given or the records
/// needed not provided. Last of `DecisionReasons.upholding`, whose order numbers the learned reader's weights.
extension DecisionReasons {
    static let ofTheRecords: [Reason] = [
        Reason("no-rationale-given", .upholding,
               "the requesting physician gave no rationale or the records needed were not provided",
               phrases: ["rationale", "reason for", "reasoning", "explanation", "justification",
                         "clear rationale", "not provided", "not submitted", "not included", "not available",
                         "medication regimen", "current medication", "no progress report", "no progress note", "no records were", "no medical records were", "explain why", "explain the", "explain what", "explain how", "note what", "note why", "say what", "basis for", "explains the need", "office note", "visit note", "no records", "no medical records", "accompanied by", "clinical notes", "office notes", "medical notes", "discuss this", "discuss the", "mention the request", "mention this", "reasons for", "no note", "clinical note", "explaining the need", "statement of what", "unaccompanied by", "not explained", "unexplained",
                         // Why it was asked for, not said; the note for it not among the records.
                         "mention why", "say why", "state why", "why it", "why they", "why the", "why this", "why a", "why an",
                         "not among the records", "not among the documents", "not among the notes", "not among those",
                         // The twenty-seventh round (AJ): a result or record said not provided in the negative's other order ("No
                         // electrocardiogram results were provided for review").
                         "results were provided", "result was provided", "report was provided", "reports were provided",
                         // The seventy-sixth round (CG): a list of records after its negation ("No dental records, radiographs, periodontal
                         // charting or treating dentist's report were submitted for review").
                         "were submitted for review", "was submitted for review", "were provided for review", "was provided for review"],
               fallback: true,
               // The twenty-ninth round (AL): what is missing named as a monitoring record ("A current urine drug screen and a CURES
               // review were not included") is `no-opioid-monitoring`; a rationale asked for over a home program ("no clear
               // rationale as to why the patient cannot continue ... with an independent home exercise program") is
               // `home-exercise-sufficient`: the specific reason, which these words stated more strongly hid.
               // Not a test's own reason asked for ("no reason given why a drug screen was ordered"), nor a kit's ("a home exercise
               // kit").
               unless: [// The thirty-ninth round (AV): a list given, with nothing of a kind in it ("the current medication list contains no
                        // opioids"), is the indication's; not a note that "contains no knee complaint" (the records' silence).
                        "list contains no", "list includes no", "list shows no", "list has no",
                        "drug screen and", "drug screen was not", "drug screens were not", "drug test results", "drug testing was not",
                        "cures review", "cures report", "cures check", "cures and", "pain agreement", "opioid agreement", "pain contract",
                        "home exercise program", "home exercises", "home program",
                        // The thirty-third round (AP): a kit's contents not explained are the request's ("do not explain what the kit
                        // contains").
                        "what the kit",
                        // The thirty-fourth round (AQ): a replacement asked for soon after the first was given is the one given.
                        "were dispensed", "was dispensed", "a new pair"]),
    ]
}
