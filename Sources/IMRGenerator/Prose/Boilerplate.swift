/// The fixed-purpose paragraphs of a letter, reworded from many fragments so that a large
/// corpus does not repeat one text. The credential sentences keep the exact wording parsers key on.
enum Boilerplate {
    static func howMade(reviewer: ReviewerTruth, _ rng: inout SplitMix64) -> [String] {
        var sentences: [String] = []
        sentences.append(rng.pick([
            "MAXIMUS Federal Services forwarded the complete case file to an independent expert reviewer.",
            "MAXIMUS Federal Services sent the entire case file to an expert reviewer for an independent look.",
            "The full case file was sent by MAXIMUS Federal Services to an expert reviewer.",
            "MAXIMUS Federal Services assigned this case, with its complete file, to an expert reviewer.",
        ]))
        sentences.append(rng.pick([
            "The reviewer has no affiliation with the employer, the employee, the treating providers or the claims administrator.",
            "He/she has no tie to the employer, the employee, any provider or the claims administrator.",
            "This reviewer is not connected with the employer, the injured employee, the providers, or the claims administrator.",
        ]))
        if reviewer.boardCertified == true {
            sentences.append(boardSentence(reviewer, &rng))
        }
        sentences.append(rng.pick([
            "He/she has practiced clinically for more than five years and still works at least 24 hours a week in active practice.",
            "The reviewer has more than five years of clinical practice and currently sees patients at least 24 hours each week.",
            "He/she has been in clinical practice for over five years and continues to practice at least 24 hours per week.",
        ]))
        sentences.append(rng.pick([
            "The reviewer was chosen for clinical experience, training, and expertise in a specialty that evaluates or treats the condition and the disputed items/services.",
            "Selection of the expert reviewer rested on his/her education, background, and experience with the medical condition and the disputed services.",
            "He/she was matched to this case on the strength of clinical experience and expertise in specialties that manage the condition under review.",
        ]))
        sentences.append(rng.pick([
            "He/she knows the governing laws and regulations, including the strength-of-evidence hierarchy used in Independent Medical Review determinations.",
            "The reviewer is familiar with the applicable statutes and regulations and with the strength of evidence hierarchy that governs Independent Medical Review.",
            "He/she applies the governing regulations, including the evidence hierarchy that Independent Medical Review determinations follow.",
        ]))
        return [sentences.joined(separator: " ")]
    }

    /// "The expert reviewer is Board Certified in X[, has a subspecialty in Y] and is licensed to practice in Z."
    static func boardSentence(_ reviewer: ReviewerTruth, _ rng: inout SplitMix64) -> String {
        let written = reviewer.specialtiesAsWritten
        var sentence = "The expert reviewer is Board Certified in \(written.first ?? "")"
        if written.count > 1 {
            sentence += ", has a subspecialty in \(written[1])"
        }
        sentence += " and is licensed to practice in \(reviewer.licensure.joined(separator: " and "))."
        return sentence
    }

    /// The credentials-list wording, one line each.
    static func credentialLines(_ reviewer: ReviewerTruth, _ rng: inout SplitMix64) -> [String] {
        let separator = rng.chance(0.3) ? "," : ", "
        return [
            "The Expert Reviewer has the following credentials:",
            "State(s) of Licensure: \(reviewer.licensure.joined(separator: separator))",
            "Certification(s)/Specialty: \(reviewer.specialtiesAsWritten.joined(separator: ", "))",
        ]
    }

    static func summaryIntro(_ rng: inout SplitMix64) -> String {
        let who = rng.pick(["The expert reviewer", "The reviewer", "The expert reviewer"])
        let verb = rng.pick(["prepared", "wrote", "developed", "assembled"])
        let basis = rng.pick(["after reviewing the case file, including all medical records:",
                              "from the case file and all of the medical records in it:",
                              "based on the case file, including the medical records provided:"])
        return "\(who) \(verb) the following clinical case summary \(basis)"
    }

    static func decisionsIntro(_ rng: inout SplitMix64) -> String {
        rng.pick([
            "The Final Determination was based on decisions for the disputed items/services set forth below:",
            "The Final Determination rests on the decisions for the disputed items/services listed below:",
            "The Final Determination reflects the following decisions on the disputed items/services:",
            "The Final Determination was reached on the disputed items/services as set out below:",
        ])
    }
}
