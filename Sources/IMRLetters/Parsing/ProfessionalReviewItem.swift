import IMRModel
import IMRText

/// The one disputed item of a "MEDICAL PROFESSIONAL REVIEW" letter, from its labelled fields: the
/// treatment from ISSUE AT DISPUTE, the guideline from the guideline field, the rationale, and the
/// decision from the reviewer's own conclusion in it ("Therefore, the request for X is not medically
/// necessary."). The layout has no decision heading, and its rationale label names no outcome of its
/// own ("IS/WAS NOT MEDICALLY NECESSARY" is the form's wording): without a conclusion no item is made.
enum ProfessionalReviewItem {
    struct Result {
        var item: Item?
        var warnings: [String] = []
    }

    static func read(_ fields: [ProfessionalReviewFields.Field: Lines], memo: ParseMemo) -> Result {
        var result = Result()
        guard let issue = fields[.issue].map(Reflow.joined), let treatment = treatment(ofIssue: issue) else {
            result.warnings.append("The issue at dispute could not be read.")
            return result
        }
        let rationale = fields[.rationale].map(Reflow.joinedParagraphs) ?? ""
        // Read as one paragraph: a page break may fall inside the conclusion ("medical" / "necessity").
        guard let decision = decision(ofRationale: fields[.rationale].map(Reflow.joined) ?? "") else {
            result.warnings.append(rationale.isEmpty
                ? "No rationale could be read, so the decision on \"\(ItemsParser.short(treatment))\" is unknown."
                : "The rationale states no conclusion on medical necessity, so the decision on \"\(ItemsParser.short(treatment))\" is unknown.")
            return result
        }
        var item = Item(treatment: treatment, decision: decision, rationale: rationale)
        if let guideline = fields[.guidelines].map(Reflow.joined) {
            item.maximusGuideline = CitationParser.citations(from: guideline, memo: memo)
        } else {
            result.warnings.append("Item 1 (\(ItemsParser.short(treatment))): no guideline line could be read.")
        }
        ItemsParser.classify(&item, memo: memo)
        result.item = item
        return result
    }

    // MARK: The issue

    /// How the question opens, longest first.
    static let questionOpenings = [
        "is/was the request for ", "is the request for ", "was the request for ", "whether the request for ",
        "is the requested ", "was the requested ", "the request for ",
    ]
    /// Where the question's treatment ends.
    static let questionEnds = [" medically necessary", " medically reasonable", " reasonable and necessary"]

    /// "Is the request for Lyrica 75mg #60 medically necessary and appropriate?" -> "Lyrica 75mg #60";
    /// an issue worded otherwise is kept whole.
    static func treatment(ofIssue issue: String) -> String? {
        var text = issue.trimmingSpaces
        if let opening = questionOpenings.first(where: { text.hasPrefixIgnoringCase($0) }) {
            text = text.dropFirst(opening.count).trimmingSpaces
            if let end = questionEnds.compactMap({ text.rangeIgnoringCase(of: $0)?.lowerBound }).min() {
                text = text[text.startIndex..<end].trimmingSpaces
            }
            for verb in [" is", " was"] where text.hasSuffixIgnoringCase(verb) { text = text.dropLast(verb.count).trimmingSpaces }
        }
        text = text.droppingTrailing { $0 == "?" || $0 == "." || $0 == "," || $0 == " " }
        return text.isEmpty ? nil : String(text)
    }

    // MARK: The conclusion

    static let negations: Set<String> = ["not", "no", "non", "cannot", "nor", "neither", "never", "isn", "wasn", "aren", "weren"]

    /// Upheld when the last sentence that speaks of medical necessity denies it, overturned when it
    /// affirms it; nil when no sentence speaks of it. A denial is a negation just before the mention, in
    /// its clause ("is not medically necessary"), or after it ("medical necessity for X, 60 count has not
    /// been established"); one in an earlier clause ("Since there is no contraindication, the request is
    /// medically necessary") is not.
    static func decision(ofRationale rationale: String) -> Decision? {
        var conclusion: (sentence: Substring, mention: Range<String.Index>)? = nil
        for sentence in Sentences.split(rationale).map({ $0[...] }) {
            let mentions = DecisiveSentence.necessity.compactMap { sentence.rangeIgnoringCase(of: $0) }
            if let first = mentions.min(by: { $0.lowerBound < $1.lowerBound }) { conclusion = (sentence, first) }
        }
        guard let (sentence, mention) = conclusion else { return nil }
        let lead = sentence[..<mention.lowerBound]
        let clause = lead.lastIndex(of: ",").map { lead[lead.index(after: $0)...] } ?? lead
        let before = words(clause).suffix(Self.negationReach)
        let after = words(sentence[mention.upperBound...])
        return (before + after).contains { negations.contains($0) } ? .upheld : .overturned
    }

    /// How many words before the mention, within its clause, a negation may stand ("the MRI is not
    /// supported by the provided records as being medically necessary").
    static let negationReach = 12

    static func words(_ text: Substring) -> [String] {
        CaseFold.key(text).split { !$0.isLetter }.map(String.init)
    }
}
