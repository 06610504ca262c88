/// Families of wordings read beside the reasons' own phrases: a quantity set against the guideline, the
/// other side's words negated (`Reason.mirrors`). Data, as the rest of `DecisionReasons`.
extension DecisionReasons {
    /// A quantity set against the guideline ("more than the guideline allows", "beyond what the MTUS
    /// recommends") speaks of the request: the guideline does not measure itself against itself.
    package static let guidelineComparisons = [
        "than the guideline", "than guideline", "than the guidelines", "than guidelines", "than the mtus", "than mtus",
        "than the odg", "than odg", "than the acoem", "than acoem", "than recommended", "than the recommended",
        "than allowed", "than is allowed", "than is recommended", "than what the", "beyond what the", "beyond what is"]

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
}
