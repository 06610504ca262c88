/// The first MAXIMUS letters' parts (layout `maximus-2013`, docs/reading.md): the letterhead and title,
/// the date, the numbered decisions, the application's paragraph and the decisions again, the
/// reviewer's qualifications, the case summary under its disclaimer, then each item's own part. Each
/// part's wording after the summary is the one recalled, not seen in a public sample.
extension LayoutParts {
    static let maximus2013Title = "Notice of Independent Medical Review Determination"
    static let maximus2013Heading = "INDEPENDENT MEDICAL REVIEW DECISION AND RATIONALE"
    static let sectionLabel = "Section of the Medical Treatment Utilization Schedule (MTUS) used by the"

    static func maximus2013(caseNumber: String?, dates: LetterFactory.CaseDates, reviewer: ReviewerTruth, summary: [String],
                            items: [ItemTruth], _ rng: inout SplitMix64) -> [Block] {
        let style = DateStyle.slashFull
        var blocks: [Block] = [.paragraph("MAXIMUS FEDERAL SERVICES, INC.", gapBefore: false), .heading(maximus2013Title),
                               .paragraph("Dated: \(style.format(dates.decision))", gapBefore: false)]
        if let caseNumber { blocks.append(.paragraph("Case Number: \(caseNumber)", gapBefore: false)) }
        // The letters' own typo, now and then.
        let glued = rng.chance(0.3)
        let decisions = items.enumerated().map { number, item in
            let phrase = item.decision == .upheld ? (glued ? "notmedically" : "not medically") : "medically"
            return "\(number + 1)) MAXIMUS Federal Services, Inc. has determined the request for \(item.treatment) is \(phrase) necessary and appropriate."
        }
        blocks.append(.lines(decisions))
        blocks.append(.heading(maximus2013Heading))
        blocks.append(.paragraph(
            "An application for Independent Medical Review was filed on \(style.format(dates.received)) disputing the "
                + "Utilization Review Denial dated \(style.format(dates.urDenial)). A Notice of Assignment and Request for "
                + "Information was provided to the above parties on \(style.format(dates.assigned)). A decision has been "
                + "made for each of the treatment and/or services that were in dispute:", gapBefore: false))
        blocks.append(.lines(decisions))
        blocks.append(.paragraph("Medical Qualifications of the Expert Reviewer:", gapBefore: true))
        blocks.append(.paragraph(rng.pick(["The physician who decided this review has no tie to any party. ",
                                           "The reviewing physician is independent of the parties. "])
                                 + Boilerplate.boardSentence(reviewer, &rng), gapBefore: false))
        blocks.append(.paragraph("Case Summary:", gapBefore: true))
        blocks.append(.paragraph("Disclaimer: The following case summary was taken directly from the utilization review "
                                 + "denial/modification dated \(DateStyle.spelled.format(dates.urDenial)).", gapBefore: false))
        // The real letters quote the summary; the quotation marks are left out here, as the truth's words
        // are checked in the text as they stand (the parser's reading of them is tested apart).
        for (number, paragraph) in summary.enumerated() {
            blocks.append(.paragraph(paragraph, gapBefore: number > 0))
        }
        for (number, item) in items.enumerated() {
            blocks.append(.paragraph("\(number + 1)) Regarding the request for \(item.treatment):", gapBefore: true))
            if let claims = item.claimsAdministratorGuideline {
                blocks.append(.paragraph("\(sectionLabel) Claims Administrator: "
                                         + LetterFactory.guidelineText(claims, who: "The Claims Administrator", &rng), gapBefore: false))
            }
            blocks.append(.paragraph("\(sectionLabel) Expert Reviewer: "
                                     + LetterFactory.guidelineText(item.maximusGuideline, who: "The Expert Reviewer", &rng), gapBefore: false))
            for (index, paragraph) in item.rationale.enumerated() {
                blocks.append(.paragraph(index == 0 ? "Rationale for the Decision: " + paragraph : paragraph, gapBefore: index > 0))
            }
        }
        return blocks
    }
}
