import IMRModel
import IMRText

/// The readings of an item that serves no part beside a claim of another system (the mind, sleep, an organ): an
/// anti-infective for the injury's wound, a drug or therapy of the mind the pain guideline judges beside a mind told as the
/// injury's (the regions' twenty-first round). Moved beside `RegionInference` when its file passed 600 lines.
extension RegionInference {
    static let antiInfectives = "Pharmaceuticals > Anti-infectives"
    static let drugsOfTheMind: Set<String> = ["Pharmaceuticals > Antidepressant", "Pharmaceuticals > Benzodiazepine",
                                              "Pharmaceuticals > Sedative-hypnotics", "Pharmaceuticals > AntiAnxiety",
                                              "Pharmaceuticals > Atypical Antipsychotic"]

    /// Whether the item is a drug or a therapy of the mind or sleep (not an evaluation of it: the writers split two and
    /// two on a psychological evaluation cited to the pain guideline beside a claim of the mind told as the injury's), or a
    /// sleep study: judged by the pain guideline beside sleep told as the pain's, it is the pain's part to every writer of
    /// the labelled sets (N11, N14, N21, N26; the regions' twenty-seventh round).
    static func treatsTheMind(_ item: Item) -> Bool {
        if let category = item.category, drugsOfTheMind.contains(category) { return true }
        // Biofeedback, which the pain guideline holds beside cognitive behavioural therapy, is a therapy of the mind's
        // hold on the pain as psychotherapy is.
        return item.treatmentKey == "psychotherapy" || item.treatmentKey == "biofeedback" || item.treatmentKey == "sleep study"
    }

    /// Whether every citation of the item's decision is of the chronic pain guideline, none for a use of the mind ("ODG
    /// Mental Illness & Stress", "Antidepressants for treatment of MDD", "Stress Related Conditions"): the reviewer judged
    /// the item as a treatment of the injury's pain.
    /// ODG's chapter of the pain as letters print it ("ODG, Pain (Chronic), Insomnia treatment", "ODG Pain Chapter") counts
    /// as the MTUS's chronic pain guideline does (the regions' twenty-seventh round).
    static func citesChronicPainOnly(_ item: Item) -> Bool {
        !item.maximusGuideline.isEmpty && item.maximusGuideline.allSatisfy { citation in
            Self.namesOfThePainGuideline.contains(where: { citation.text.containsIgnoringCase($0) })
                && !Self.guidelinesOfTheMind.contains(where: { citation.text.containsIgnoringCase($0) })
        }
    }

    /// How a citation names the guideline of chronic pain: the MTUS's "Chronic Pain Medical Treatment Guidelines", ODG's
    /// "Pain (Chronic)" chapter, or its "Pain Chapter".
    static let namesOfThePainGuideline = ["chronic pain", "pain (chronic)", "pain chapter"]

    static let guidelinesOfTheMind = ["mental illness", "depression", "mdd", "anxiety", "stress"]

    /// Beginnings of words of a condition of the mind or sleep, lower case (of `conditionsOfOtherSystems`).
    static let conditionsOfTheMind = ["psych", "depress", "anxiety", "anxious", "adjustment disorder", "ptsd", "post-traumatic stress",
                                      "posttraumatic stress", "panic", "mood", "emotional", "insomnia", "sleep"]

    /// Words that, in a sentence naming a condition of the mind or sleep, tell it as the injury's or its pain's consequence.
    static let consequences = [
        "compensable consequence", "since the injury", "since his injury", "since her injury", "since the accident",
        "from the chronic pain", "from chronic pain", "from the pain", "from his pain", "from her pain", "prolonged disability",
    ]

    /// Words of a cause, which tell the mind's condition as the injury's where the injury or its pain follows them in the
    /// sentence (`theInjurysWords`). "Consequences of" in the plural too ("claimed depression and insomnia as consequences of
    /// the injury": the regions' twenty-seventh round).
    static let causes = ["secondary to", "consequence of", "consequences of", "attribut", "related to", "due to", "because of", "result of",
                         "arising from", "arising out of", "stemming from", "caused by"]
    static let theInjurysWords = ["pain", "injur", "accident", "disabilit"]

    /// Of `conditionsOfOtherSystems`, those of an organ an infection may take (the stomach's ulcer, the kidney, the
    /// bladder, the liver), or that a letter's internist may treat with one: an anti-infective may be for them. Not the
    /// mind, sleep, blood pressure, the heart's or sex's conditions, for which no antibiotic is given.
    static let conditionsOfInfectedOrgans = [
        "gastritis", "gastric", "gastrointestinal", "gastroenter", "ulcer", "internal medicine", "internal claim",
        "incontinence", " urolog", "hepat", "kidney", " renal",
    ]
}
