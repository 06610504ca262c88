/// The words of a sentence's structure the reasons are read within: its verdict and what gives its cause,
/// its clauses and conclusion, and whose sentence it is (a duty the guideline sets, a study like the item's).
/// Data, read by `ReasonReader` with the reasons' phrases (`DecisionReasons.all`).
extension DecisionReasons {
    /// Conclusions ("Therefore, the request is not medically necessary"): the verdict, not a reason.
    public static let conclusions = [
        " is medically necessary", " is not medically necessary", " are medically necessary",
        " are not medically necessary", " be medically necessary", " not medically necessary",
        "medically indicated", "medically reasonable", "medical necessity", "not certified", "non-certified",
        "is certified", "is not supported", "is supported", "is upheld", "is overturned", "not established",
        "has not been established", "has been established", "seen as medically necessary",
        // The twenty-first round: the verdict in the plural, or as need ("Nerve conduction studies are not supported in this
        // case because the symptoms are attributed to an L5 radiculopathy"; "an EMG is not necessary"): its negation is the
        // verdict's, not a finding's absence.
        " are not supported", " are supported", " is not necessary", " are not necessary"]
    /// The words that make a verdict a denial ("is not medically necessary", "non-certified").
    public static let denyingVerdictWords = ["not ", "non-"]
    /// The verdict in other words: in a few words with no cause ("A surgical opinion is appropriate.",
    /// "Continued use at the current dose is reasonable.") the sentence only concludes; in a longer one
    /// ("the duration of this request is reasonable and ... indicated per the guidelines") it may give one.
    public static let plainVerdicts = [" is appropriate", " are appropriate", " is reasonable", " are reasonable",
                                       " is warranted", " are warranted", " was, thus, indicated",
                                       " was therefore indicated", " is therefore indicated"]
    /// Words that give a cause: a sentence naming the request with a conclusion but none of these only
    /// concludes ("The request is not medically necessary"), and states no reason.
    public static let conclusionCauses = [" because ", " since ", " due to ", " as there ", " as the ", " given that ",
                                          " without ", " in the absence ", " absent ", " lack ", " as no ", " as it ", " until ",
                                          // The guideline named as what does not support it: its cause.
                                          " by the odg", " by odg", " by the mtus", " by mtus", " by the ca mtus", " by ca mtus", " by the california mtus", " by the acoem", " by acoem",
                                          " by the guideline", " by guideline", " by current guideline", " by the current guideline", " by the evidence", " by evidence",
                                          // The sixty-fifth round (BV): the guideline named as what the request agrees with ("A follow-up visit is
                                          // reasonable and consistent with the guideline").
                                          " consistent with the guideline", " consistent with guideline", " in keeping with the guideline",
                                          " in line with the guideline", " consistent with the mtus", " consistent with the odg",
                                          " consistent with mtus", " consistent with odg",
                                          // The eighty-seventh round (CT): the criteria or the guidelines met, as the part before the verdict
                                          // in other words ("Guidelines have been met, and the treatment is appropriate").
                                          " been met", " are met", " were met", " is met"]

    /// The clause breaks that set what follows against the clause before (`Pairing.overContrast`: "completed 8 sessions of
    /// therapy, but the neck pain has persisted"); not "while", "whereas", a semicolon or a second claim.
    public static let contrastBreaks = [", but ", " but ", ", however", " however, ", ", although ", " although ", ", though "]

    /// Where a sentence's clauses part: a negation speaks of its own clause ("there was no red flag, but
    /// the pain improved").
    public static let clauseBreaks = ["; "] + contrastBreaks + [", while ", " whereas ",
                                      // A second claim of its own ("Carisoprodol is not recommended by the MTUS and is not indicated for
                                      // long-term use"): the long use it names is not what the first clause's "not recommended" is for.
                                      " and is not indicated for ", " and are not indicated for ",
                                      // The fifty-first round (BH): the same with its subject ("Carisoprodol is not recommended by the MTUS,
                                      // and it is not indicated for long-term use").
                                      ", and it is not indicated for ", " and it is not indicated for ", ", and they are not indicated for ",
                                      " and they are not indicated for ",
                                      // The seventy-ninth round (CM): a second predicate of the same subject telling the patient's state ("He has
                                      // not worked since 2017 and reports pain of 7/10"): the history's negation is not the pain's. Not " and
                                      // takes ": "completed therapy and takes ibuprofen, but the pain has persisted" pairs across it.
                                      " and lives ", " and walks ", " and reports pain ", " and reports that "]

    /// Words that open a conclusion clause; what follows them is dropped when it only concludes.
    public static let conclusionOpenings = joiningConclusions + [
                                            "based on the above", "in light of the above", "given the above", "for these reasons",
                                            // The closing formula naming what was read ("Based on the clinical information in the
                                            // medical record and the guidelines reviewed, ... is not medically necessary").
                                            "based on the clinical", "based on the medical", "based on the information",
                                            "based on the documentation", "based on the records", "based on the currently"]
    /// The conclusion's words that join it to the clause before ("..., so the walker is not necessary either").
    public static let joiningConclusions = ["therefore", "as such", "thus", "hence", "accordingly", "consequently", "so"]
    /// A denying verdict's last word (of `conclusions` that deny) joined to a conclusion after it ("The fusion is not medically necessary, and
    /// therefore the associated stay is not medically necessary either"): another request's denial given as this
    /// one's cause, where the part before names another request (`ReasonReader.Reading.verdictOfAnother`).
    public static let verdictJoins = ["necessary", "certified", "supported", "established"].flatMap { verdict in
        [", ", "; ", ", and "].flatMap { join in joiningConclusions.map { "\(verdict)\(join)\($0)" } }
    }
    /// Words a clause's subject starts with: a conclusion marker before one opens a clause ("...
    /// therefore this request is not medically necessary") even with no comma before it.
    public static let clauseSubjects = ["the ", "this ", "these ", "that ", "it ", "a ", "an ", "such ", "he ", "she ",
                                        "they ", "medical necessity", "imr ", "no "]

    /// Care words letters use alone for one treatment ("has not had prior therapy"), and the treatment:
    /// a therapy no discipline names is physical therapy, as in a request (`TreatmentWords.bareTherapy`).
    public static let bareCare: [(word: String, meant: String)] =
        TreatmentWords.bareTherapy.sorted().map { ($0, TreatmentProcedures.physicalTherapy) }

    /// Words of time between "no" and the care it negates ("no prior therapy", "no previous injections"): the care
    /// is still the noun negated.
    public static let untriedTimeWords = ["prior", "previous", "earlier", "past"]
    /// Words after care untried that name what it should have come before ("has not tried a TENS unit before
    /// H-wave"): the care named ends there.
    public static let careBefore = ["before", "prior to", "ahead of"]
    /// Words of time a pairing reads as its action ("already", "previously"): after the care, no verb of their own.
    public static let timeAdverbs = ["previously", "already", "recently", "before"]

    /// The treatment keys of the simpler studies guidelines want done before an advanced one (plain
    /// films before an MRI or a CT): one done is no study repeated by the advanced one.
    public static let simplerStudies: Set<String> = ["X-ray"]

    /// Words of a duty the guideline sets: a case word right after one ("should document") names the act it
    /// prescribes, and one of `dutyBearers` right before one ("the prescriber should record") the role it
    /// binds, not this case ("the patient should be able to continue at home" is this patient).
    public static let duties = ["should", "must", "needs to", "is to"]
    public static let dutyBearers = ["prescriber", "provider", "physician", "clinician", "requesting physician",
                                     "treating physician", "treating provider", "requesting provider"]

    /// A relative clause naming the condition a treatment is for, and the negations of the treatment after it ("chronic low
    /// back pain, for which the injectable Toradol is not indicated"): its words are the treatment's, not a reason's
    /// (`ReasonReader.Reading.inNegatedRelative`; the twenty-third round).
    package static let relativeOfCondition = " for which "
    package static let treatmentNegated = [" not recommended", " not indicated", " not supported", " not advised"]
    /// Words naming a class of treatments before such a clause ("not among the agents for which ..."): the clause names the
    /// class's uses in the guideline's words, not the condition a reviewer finds absent.
    package static let treatmentClasses = [" agents", " ones", " drugs", " medications", " treatments", " products", " devices",
                                           " modalities", " procedures", " therapies"]
    /// The upholding reasons whose words the treatment's name or such a clause's opening may be ("for which the", "oral",
    /// "corticosteroids", "injection"): the others' are not looked for there, a search saved.
    package static let readInRelative: Set<String> = ["indication-absent", "first-line-not-tried", "conservative-care-not-tried",
                                                      "no-objective-findings"]
}
