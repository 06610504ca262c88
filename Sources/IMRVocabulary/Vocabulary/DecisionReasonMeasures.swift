/// Measurements taken twice that did not change ("knee flexion 110 degrees at the start of therapy
/// and 112 degrees after twelve visits"; "pain 7/10 with and without medication"): the reviewer's
/// way of saying, with numbers and no negation, that a treatment brought no functional improvement.
/// Data, read by `ReasonReader.Measures`.
extension DecisionReasons {
    /// The reason two unchanged measurements state (on the upholding side).
    package static let unchangedMeasureReason = "no-functional-improvement"

    /// The units a measurement is read in, after its number ("110 degrees", "7/10", "20 kg"); two
    /// numbers compare only in the same unit.
    package static let measureUnits = [
        "/10", "degrees", "degree", "kg", "kgs", "lbs", "lb", "pounds", "points", "point", "percent", "%",
        "feet", "ft", "meters", "yards", "blocks", "minutes", "mm", "cm"]

    /// Words that set two measurements in time or beside each other (before and after, with and
    /// without): without one, two numbers in one unit are two measures (flexion and abduction), not
    /// one measured twice.
    package static let measureTimes = [
        "before", "after", "initially", "initial", "at the start", "at the outset", "at baseline", "baseline",
        "previously", "prior", "earlier", "since", "still", "remains", "remained",
        "unchanged", "with and without", "without and with", "again", "at the end", "then", "most recent",
        "compared with", "compared to", "versus", "vs", "at the first", "first visit", "now", "currently", "today",
        "later", "subsequently", "follow-up", "last", "intake", "with the medication", "with medication", "on medication"]
        + months.map { "in \($0)" }

    /// The months, lower case: a month named with a preposition ("in May", "since March") is a date of
    /// this case's records, which a guideline never names.
    package static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                 "october", "november", "december"]
    package static let datedMonths = ["in", "since", "of", "on", "from", "until", "during", "last"]
        .flatMap { preposition in months.map { "\(preposition) \($0)" } }

    /// Words saying that one value holds for two times or conditions ("7/10 with and without
    /// medication", "unchanged at 31 points"): with one measurement, it is measured twice.
    package static let sameMeasure = [
        "with and without", "without and with", "unchanged at", "remains at", "remained at", "still at",
        "stayed at", "stays at", "same as before", "as before", "unchanged from", "no different from", "before and after",
        "both before and after", "pre and post", "at the first and", "at both",
        // One value recorded visit after visit ("pain at 7/10 at every visit").
        "at every visit", "at each visit", "every visit", "each visit", "at every appointment", "at each appointment"]

    /// Scales whose number follows their name ("the Beck Depression Inventory was 31", "an Oswestry score
    /// of 42"): questionnaires and indices of pain, disability and mood.
    package static let scoreNames = [
        "inventory", "index", "questionnaire", "oswestry", "odi", "ndi", "dash", "quickdash", "phq-9", "phq9", "gad-7",
        "bdi", "bai", "womac", "koos", "lefs", "disability score", "depression score", "anxiety score", "functional score"]
    /// A scale named as what did not change ("no meaningful change in her Oswestry score"): the care brought no gain.
    package static let scoreChanges = ["change in her", "change in his", "change in the"].flatMap { change in
        scoreNames.map { "\(change) \($0)" }
    }
    /// How far after a scale's name its numbers are read (bytes).
    package static let scoreReach = 100

    /// The reason a measurement that got better states (on the overturning side): pain on a scale of
    /// ten that fell ("from 7/10 to 3/10"), a capacity that rose ("from 10 minutes to 40 minutes").
    package static let improvedMeasureReason = "functional-improvement"
    /// The beginnings of words saying a measurement changed over time ("increased from", "has gone from", "increasing his
    /// lift from"), which a value told "from" a bare number "to" another needs: without one it is a range ("a painful arc
    /// from 70 to 120 degrees").
    package static let measureChanges = ["increas", "improv", "rose", "risen", "rising", "gone", "went", "progress", "rais",
                                         "grew", "grown", "climb", "advanc", "gain", "decreas", "fell", "fallen", "drop", "reduc",
                                         "lower", "better"]

    /// The units in which more is better (a distance, a time, a weight lifted, a motion): on a scale of
    /// ten, less is; in points or percent, it depends on the scale, so neither says which way is better.
    package static let higherIsBetter = ["degrees", "degree", "kg", "kgs", "lbs", "lb", "pounds", "feet", "ft", "meters",
                                         "yards", "blocks", "minutes"]

    /// A change smaller than this share of the larger value is none; on a pain scale of ten, a change
    /// smaller than `unchangedScalePoints` (the guidelines' clinically meaningful change is about two).
    package static let unchangedShare = 0.1
    package static let unchangedScalePoints = 2.0
}
