import IMRText

/// What imr made of an item's request, said for a reader in one place (the decision pane, the case
/// reports, the precedents brief): why the item joins the precedents it joins.
/// A decoded item's or a stored record's read in place (`ItemFields`) alike.
extension ItemFields {
    /// "MRI (imaging); lumbar spine, knee": the treatment key, its kind, and every region, an inferred
    /// region saying where it came from. Nil for an item with no treatment text. (Inlinable, as the
    /// readings below: a report of a stored record, in another module, is then compiled for its type.)
    @inlinable
    public var treatmentReading: String? {
        guard let key = treatmentKey?.asString else { return nil }
        var text = key
        // A key that says in parentheses which of its kind it is ("injection (ganglion cyst)") is read whole.
        if let kind = treatmentKind, !key.hasSuffix(")") { text += " (\(kind.rawValue))" }
        if !bodyRegions.isEmpty {
            text += "; " + bodyRegions.map { $0.asString }.joined(separator: ", ") + (regionInferred ? " (inferred from the letter)" : "")
        }
        return text
    }

    /// The request's words its key does not account for, said as a warning; nil when there are none.
    @inlinable
    public var doubtReading: String? {
        treatmentDoubt.isEmpty ? nil : Item.doubtReading(treatmentDoubt.map { $0.asString })
    }
}

extension Item {

    /// A request a region tells apart that names none and took none from its letter, said for a reader:
    /// what the letter points to, and what that means for its precedents (`imr check --regions` lists them).
    public static func unknownRegionReading(pointedTo regions: [String]) -> String {
        "unknown: \(letterPointsTo(regions)); its precedents are the requests that name none"
    }

    /// What the letter of such a request points to, said for a reader.
    public static func letterPointsTo(_ regions: [String]) -> String {
        regions.isEmpty ? "the letter names no part the treatment can serve"
            : "the letter points to several parts (\(regions.joined(separator: ", ")))"
    }

    /// `words` said as a warning: the key may not be the treatment asked.
    public static func doubtReading(_ words: [String]) -> String? {
        words.isEmpty ? nil : "\(words.joined(separator: ", ")) (the treatment key may not be what was asked)"
    }
}

extension Item {
    /// What the decision pane and the reports say where no reason was read: a gap in the rules, shown
    /// rather than hidden (`imr check --reasons` lists such items).
    public static let noReasonReading = "none found (imr check --reasons lists such items)"

    /// Where each reason's sentence stands in `paragraph` (a part of the rationale), as UTF-8 offsets,
    /// in order and without overlaps: for marking them where the rationale is shown.
    public func reasonRanges(in paragraph: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for reason in reasons {
            guard let found = Sentences.locate(reason.sentence, in: paragraph),
                  !ranges.contains(where: { $0.overlaps(found) }) else { continue }
            ranges.append(found)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }
}
