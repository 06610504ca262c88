import IMRText

/// Counts set against the guideline's number across sentences: "The guidelines allow 9 to 10 visits.
/// ... She has attended 18 physical therapy sessions." states a course longer than the guideline
/// allows though no sentence holds both. Each sentence notes its counts as it is read (the guideline's,
/// or this case's); the rationale compares them once all are read. Data, read by `ReasonReader.Counts`.
extension DecisionReasons {
    /// The units counted, one kind a list: two counts compare only in one kind. Visits, sessions and
    /// treatments are one (a guideline's "10 visits" and a patient's "18 sessions"); a daily dose in
    /// morphine equivalents another (the guideline's ceiling and the patient's dose). Durations are left
    /// out: a guideline's "2 weeks" and "symptoms for 6 weeks" are not one thing.
    package static let countUnits: [[String]] = [
        ["visit", "visits", "session", "sessions", "treatments"],
        ["mme", "med", "morphine equivalent", "morphine equivalents", "morphine milligram equivalent",
         "morphine milligram equivalents", "morphine equivalent dose", "morphine-equivalent"]]

    /// Numbers written as words before a unit ("twelve visits").
    package static let countNumbers: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "twenty-four": 24, "thirty": 30, "thirty-six": 36]

    /// How many words may stand between a number and its unit ("18 physical therapy sessions").
    package static let countWordsBetween = 3

    /// Words after a unit that make its number a frequency, not a count ("2 visits per week"); not for
    /// the kinds in `countRates`, a rate by nature ("120 MME per day").
    package static let countFrequencies = ["per", "a", "each", "every", "weekly", "monthly", "/"]
    package static let countRates: Set<Int> = [1]

    /// How far past the guideline's largest number a case's count must be to state a course too long:
    /// half again (as a share, in halves: 3 for 1.5). A guideline's number is where care is reassessed
    /// (extended where function improved, a few visits for a flare), so a count a little past it is the
    /// reviewer's to weigh; one half again past it, or more, is plainly more than the guideline allows.
    package static let countAboveHalves = 3

    /// Words that make a count the guideline's: standing before it in its sentence ("The ODG allows up
    /// to 10 visits"), or right after it ("the 3 to 6 treatments the guideline allows"). The guideline's
    /// voice (`guidelineTalk`) does as well.
    package static let countLimits = [
        "guideline", "guidelines", "mtus", "odg", "acoem", "recommend", "recommends", "recommended", "allow", "allows", "allowed",
        "support", "supports", "up to", "no more than", "maximum", "ceiling", "limit", "limits", "advise", "advises", "trial of"]
    /// Words that make a count of this case's no care had: approved or certified (what was authorized
    /// is `pending-prior-treatment`'s), or what remains to be decided.
    package static let countNotHad = authorized + ["remaining"]

    /// How far after a count (bytes) a limit word makes it the guideline's.
    package static let countLimitReach = 32

    /// The reason a case's count more than the guideline's largest number states, in an upheld item.
    package static let countAboveReason = "exceeds-guideline-quantity"
    /// Reasons that, given in the item, make a count of visits had (not a rate) their history rather than a course too
    /// long (issue 30's twenty-seventh round): "She has had 18 therapy visits since March" beside "she can continue her
    /// home exercise program" or "no functional gain from them is documented" is what the reviewer judges those on; the
    /// count set against the guideline's number in another sentence was a reason of imr's inference, not the reviewer's
    /// (pooled over the tuning sets, 5 right of 19 given for visits). A count the reviewer sets against the guideline
    /// in its own sentence is read there, and a dose in morphine equivalents (`countRates`) still counts.
    package static let countYieldsTo: Set<String> = ["home-exercise-sufficient", "no-functional-improvement"]
}

extension DecisionReasons {
    /// Reasons that yield to a more specific one stated in the same sentence (issue 30's twenty-second round):
    /// something not tried first that the sentence names as a first-line alternative (a drug, a device, a simpler
    /// study: "no indication why a preferred NSAID such as naproxen was not tried first") is `first-line-not-tried`,
    /// not the conservative course in general, so a sentence that states the first gives not the second, unless it
    /// names the general course too ("failure of other conservative modalities or first-line medications": both) or
    /// care of the general kind where it does not name the specific one: behavioral measures for sleep untried are care
    /// untried (the sixty-second round: over every set 85 so, 5 the first line), and the learned reader's specific reason
    /// never replaces the rules' general one there; "sleep hygiene or a first-line hypnotic" names both.
    package static let yieldsInSentence = [
        Yielding(general: "conservative-care-not-tried", specific: "first-line-not-tried", unlessNamed: ["conservative"],
                 generalCare: ["behavioral", "behavioural", "sleep hygiene"], specificNamed: ["first-line", "first line"]),
    ]

    /// A general reason that yields to a specific one in its sentence (`yieldsInSentence`).
    package struct Yielding: Sendable {
        package let general: String
        package let specific: String
        /// Words naming the general course itself: with one, the sentence states both.
        package let unlessNamed: [String]
        /// Words naming care of the general kind: with one, and none of `specificNamed`, the sentence states the general one.
        package let generalCare: [String]
        package let specificNamed: [String]

        /// Whether `sentence` names the general reason's own care: the course itself, or care of its kind where the
        /// specific one goes unnamed.
        package func namesTheGeneral(_ sentence: String) -> Bool {
            func names(_ words: [String]) -> Bool { words.contains { sentence.containsIgnoringCase($0) } }
            return names(unlessNamed) || names(generalCare) && !names(specificNamed)
        }
    }
}
