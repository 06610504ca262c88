/// A count the case had or asks for, set against the guideline's number stated in another sentence of the
/// rationale ("ODG allows up to 10 visits. ... He has had 24 visits."): the reviewer's way of saying,
/// across sentences, that a quantity exceeds the guideline or stays within it. Data, read by
/// `ReasonReader.Counts`.
extension DecisionReasons {
    /// The reasons a count above the guideline's number, and a requested count at or under it, state.
    package static let countAboveReason = "exceeds-guideline-quantity"
    package static let countWithinReason = "within-guideline-quantity"

    /// Kinds of things counted: two numbers compare only where they count one kind. A word of a kind
    /// stands within a few words after its number ("24 prior chiropractic visits", "270 morphine
    /// milligram equivalents", "120 mg MED").
    package static let countedKinds: [[String]] = [
        ["visit", "visits", "session", "sessions"],
        ["tablet", "tablets", "pill", "pills", "capsule", "capsules"],
        ["mme", "med", "morphine"],
    ]

    /// How many words may stand between a number and the word of its kind.
    package static let countedKindReach = 3

    /// Words that, standing between a number and a kind's word, make the number count something else
    /// ("2 weeks of visits", "two of the sessions", "3 times a week for visits").
    package static let countBreaks = ["of", "times", "a", "year", "years", "hour", "hours", "day", "days", "week", "weeks",
                                      "month", "months"]

    /// Numbers written as words, by value ("one" is left out: "one of the visits", "the one session").
    package static let numberWords = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    ]

    /// Words naming the guideline: a sentence holding one (and no word of the request) states its number.
    package static let guidelineNames = ["guideline", "guidelines", "mtus", "odg", "acoem"]

    /// Words of time after "over" or "per" that make a count a schedule ("9 to 10 visits over 8 weeks"):
    /// the guideline's, quoted with or without its name.
    package static let scheduleTimes = ["day", "days", "week", "weeks", "month", "months"]
    package static let scheduleWords = ["over", "per", "in", "within", "across"]

    /// Words of a trial: the guideline's number for one ("an initial trial of 6 visits") is no ceiling,
    /// more may follow with improvement.
    package static let trialWords = ["trial", "initial", "initially"]

    /// Words of the request: its count is the one a quantity within the guideline is said of.
    package static let requestWords = ["request", "requested", "requests", "requesting"]

    /// Words of a quantity asked for or reached beyond the request's own: more of it, or the total it makes.
    package static let addedWords = ["additional", "more", "further", "another", "total"]
}
