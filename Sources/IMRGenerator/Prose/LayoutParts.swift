/// The parts only some layouts have: the later MAXIMUS letter's DOCUMENTS REVIEWED list, and the
/// labelled fields of the "MEDICAL PROFESSIONAL REVIEW" letter (docs/letters.md).
enum LayoutParts {
    static let documentsHeading = "DOCUMENTS REVIEWED"
    static let professionalTitle = "MEDICAL PROFESSIONAL REVIEW"

    /// The records the reviewer was sent, with the case's own dates.
    static func documents(received: CivilDate, urDenial: CivilDate, lastVisit: CivilDate, _ rng: inout SplitMix64) -> [String] {
        let style = DateStyle.slashFull
        var lines = [
            "Application of Independent Medical Review, received \(style.format(received))",
            "Utilization Review Determination letter, dated \(style.format(urDenial))",
            rng.pick(["Progress report", "Primary treating physician's progress report", "Physician's progress note"])
                + ", dated \(style.format(lastVisit))",
        ]
        lines += rng.sample(["Medical records from the treating physician", "Diagnostic imaging reports",
                             "Physical therapy notes", "Pharmacy records", "Qualified medical evaluation report"],
                            count: rng.int(1, 3))
        return lines
    }

    /// The professional-review letter's blocks, from its title to the reviewer's qualifications, for a
    /// letter of one disputed item.
    static func professionalReview(treatment: String, summary: [String], documents: [String], guideline: String,
                                   rationale: [String], reviewer: ReviewerTruth, _ rng: inout SplitMix64) -> [Block] {
        var blocks: [Block] = [
            .heading(professionalTitle),
            .paragraph("ISSUE AT DISPUTE: Is the request for \(treatment) medically necessary and appropriate?", gapBefore: true),
            .paragraph("CASE SUMMARY:", gapBefore: true),
        ]
        blocks += summary.map { .paragraph($0, gapBefore: true) }
        blocks.append(.paragraph("DOCUMENTS REVIEWED FOR DETERMINATION: " + documents.joined(separator: "; ") + ".", gapBefore: true))
        blocks.append(.paragraph("MEDICAL TREATMENT GUIDELINE(S) RELIED UPON BY PROFESSIONAL REVIEWER AND WHY: " + guideline, gapBefore: true))
        for (number, paragraph) in rationale.enumerated() {
            let label = "RATIONALE FOR WHY THE REQUESTED TREATMENT/SERVICE IS/WAS NOT MEDICALLY NECESSARY: "
            blocks.append(.paragraph(number == 0 ? label + paragraph : paragraph, gapBefore: true))
        }
        if reviewer.boardCertified == true {
            blocks.append(.paragraph("MEDICAL REVIEWER QUALIFICATIONS: " + Boilerplate.boardSentence(reviewer, &rng), gapBefore: true))
        } else {
            blocks.append(.paragraph("MEDICAL REVIEWER QUALIFICATIONS:", gapBefore: true))
            blocks.append(.lines(Boilerplate.credentialLines(reviewer, &rng)))
        }
        return blocks
    }
}
