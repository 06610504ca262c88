/// A guideline field of a first MAXIMUS letter's item part, as the reviewer's sentence states it: "The
/// Expert Reviewer based his/her decision on the MTUS Chronic Pain Medical Treatment Guidelines, page 99,
/// which is part of the MTUS." The citation is what follows "based ... decision on" (the last such
/// phrase: "... found that no section of the MTUS was applicable. Per the Strength of Evidence hierarchy
/// ..., the Expert Reviewer based his/her decision on the Official Disability Guidelines"), without the
/// closing "which is part of the MTUS"; a field that says no criteria were cited cites nothing. A field
/// written as a bare citation is read as it is.
enum Maximus2013Guideline {
    static let basedOn = ["decision on the ", "decision on "]
    static let partOfMTUS = [", which is part of the mtus", ", which are part of the mtus", " which is part of the mtus",
                             " which are part of the mtus"]
    static let nothingCited = ["did not cite any evidence", "did not cite any medical evidence", "did not cite any criteria",
                               "did not cite any guideline"]

    /// The citation text of a guideline field's text; nil when the field says nothing was cited.
    static func citationText(_ field: String) -> String? {
        if nothingCited.contains(where: { field.containsIgnoringCase($0) }) { return nil }
        var text = Substring(field)
        // The last "based ... decision on": a field may first say why no MTUS section applied.
        if let based = text.lastRangeIgnoringCase(of: "based"), let on = basedOn.lazy.compactMap({ text.rangeIgnoringCase(of: $0, from: based.upperBound) }).first,
           text.distance(from: based.upperBound, to: on.lowerBound) <= 16 {
            text = text[on.upperBound...]
        }
        text = text.droppingTrailing(while: { $0 == "." || $0.isWhitespace })
        for suffix in partOfMTUS where text.hasSuffixIgnoringCase(suffix) {
            text = text.dropLast(suffix.count)
            break
        }
        return String(text.trimmingSpaces)
    }
}
