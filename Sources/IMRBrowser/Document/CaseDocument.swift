import IMRIndex
import IMRScreen
import IMRExport
import IMRModel
import IMRVocabulary

/// The selected case as the two case panes show it: styled lines wrapped to the pane's width.
public enum CaseDocument {
    public static func outcomeRole(_ outcome: Outcome) -> Role {
        switch outcome {
        case .upheld: return .outcomeUpheld
        case .overturned: return .outcomeOverturned
        case .partial: return .outcomePartial
        case .unknown: return .outcomeUnknown
        }
    }

    public static func decisionRole(_ decision: Decision) -> Role {
        decision == .upheld ? .outcomeUpheld : .outcomeOverturned
    }

    /// Id, dates, outcome, reviewer, patient, the user's tags and note, then the clinical summary.
    public static func summary(_ imrCase: IMRCase, width: Int, annotations: CaseAnnotations = CaseAnnotations()) -> [StyledLine] {
        var lines: [StyledLine] = []
        func field(_ label: String, _ value: String, role: Role = .normal) {
            lines += StyledWrap.wrap([Span(label + ": ", role: .label), Span(value, role: role)], width: width, indent: 2)
        }
        lines += StyledWrap.wrap([Span(imrCase.id, role: .heading), Span("  "),
                                  Span("[\(imrCase.outcome.mark)] \(imrCase.outcome.title)", role: outcomeRole(imrCase.outcome))],
                                 width: width)
        var dates: [String] = []
        if let decided = imrCase.dates.decision { dates.append("decided \(decided.iso)") }
        if let assigned = imrCase.dates.assigned { dates.append("assigned \(assigned.iso)") }
        if let denial = imrCase.dates.urDenial { dates.append("UR denial \(denial.iso)") }
        if let received = imrCase.dates.applicationReceived { dates.append("received \(received.iso)") }
        if !dates.isEmpty { field("Dates", dates.joined(separator: ", ")) }
        if let turnaround = imrCase.turnaroundReading { field("Turnaround", turnaround) }
        let reviewer = imrCase.reviewer
        var specialties = reviewer.specialties.isEmpty ? "not stated" : reviewer.specialties.joined(separator: ", ")
        if reviewer.boardCertified == true { specialties += " (board certified)" }
        field("Reviewer", specialties)
        field("Licensed in", reviewer.licensure.isEmpty ? "not stated" : reviewer.licensure.joined(separator: ", "))
        var patient = CaseReport.patientLine(imrCase.patient)
        if let injury = imrCase.patient.dateOfInjury { patient += ", injured \(injury.iso)" }
        field("Patient", patient)
        field("File", imrCase.index > 0 ? "\(imrCase.file) (letter \(imrCase.index + 1))" : imrCase.file, role: .dim)
        if let copies = imrCase.copies, !copies.isEmpty { field("Also read from", copies.joined(separator: ", "), role: .dim) }
        for warning in imrCase.warnings {
            lines += StyledWrap.wrap([Span("! ", role: .statusError), Span(warning, role: .dim)], width: width, indent: 2)
        }
        if !annotations.tags.isEmpty { field("Tags", annotations.tags.joined(separator: ", "), role: .heading) }
        if let note = annotations.note {
            for (number, line) in note.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines += StyledWrap.wrap([Span(number == 0 ? "Note: " : "      ", role: .label), Span(String(line))],
                                         width: width, indent: 6)
            }
        }
        lines.append(.blank)
        lines.append(StyledLine("CLINICAL CASE SUMMARY", role: .heading))
        for (number, paragraph) in imrCase.summary.split(separator: "\n\n").enumerated() {
            if number > 0 { lines.append(.blank) }
            lines += StyledWrap.wrap([Span(String(paragraph))], width: width)
        }
        return lines
    }

    /// Each item: treatment, decision, category, what imr read it as, both guideline lists, the rationale.
    /// The items the filter singled out (`matched`, places in the case) are marked.
    public static func decisions(_ imrCase: IMRCase, width: Int, matched: [Int]? = nil) -> [StyledLine] {
        var lines: [StyledLine] = []
        if imrCase.items.isEmpty {
            lines.append(StyledLine("No decision could be read from this letter.", role: .statusError))
        }
        let unresolved = RegionGaps.unresolvedItems(of: imrCase)
        for (number, item) in imrCase.items.enumerated() {
            if number > 0 { lines.append(.blank) }
            let mark = matched?.contains(number) == true ? [Span(foundMark, role: .listMarked)] : []
            lines += StyledWrap.wrap(mark + [
                Span("\(number + 1). ", role: .heading), Span(item.treatment, role: .heading), Span(": "),
                Span(item.decision.title.uppercased(), role: decisionRole(item.decision)),
            ], width: width, indent: 3)
            func field(_ label: String, _ value: String) {
                lines += StyledWrap.wrap([Span("   " + label + ": ", role: .label), Span(value)], width: width, indent: 5)
            }
            if let category = item.category { field("Category", category) }
            // What imr made of the request: why the item joins the precedents it joins.
            if let reading = item.treatmentReading { field("Read as", reading) }
            if let pointedTo = unresolved[number] {
                lines += StyledWrap.wrap([Span("   Region: ", role: .label), Span(Item.unknownRegionReading(pointedTo: pointedTo), role: .dim)],
                                         width: width, indent: 5)
            }
            if let doubt = item.doubtReading {
                lines += StyledWrap.wrap([Span("   Not understood: ", role: .label), Span(doubt, role: .statusError)],
                                         width: width, indent: 5)
            }
            if let original = item.originalRequest { field("Original request", original) }
            if let authorized = item.authorizedPortion {
                field("Authorized", authorized)
                field("Disputed in IMR", item.treatment)
            }
            for list in imrCase.guidelineLists(of: item) {
                lines.append(StyledLine([Span("   " + list.title + ":", role: .label)]))
                if list.citations.isEmpty { lines.append(StyledLine("     none cited", role: .dim)) }
                for citation in list.citations {
                    lines += StyledWrap.wrap([Span("     - "), Span(citation.text), Span(" [\(citation.label)]", role: .dim)],
                                             width: width, indent: 7)
                }
            }
            lines += reasonLines(item, width: width)
            lines.append(StyledLine([Span("   Decision rationale:", role: .label)]))
            for (paragraph, text) in item.rationale.split(separator: "\n\n").enumerated() {
                if paragraph > 0 { lines.append(.blank) }
                lines += StyledWrap.wrap([Span("   ")] + markingReasons(of: item, in: String(text)), width: width, indent: 3)
            }
        }
        if let text = imrCase.letterText {
            // What the parser could not place: shown where the decisions would be, so nothing is lost.
            lines.append(.blank)
            lines.append(StyledLine(CaseReport.letterTextTitle, role: .heading))
            for (number, paragraph) in text.split(separator: "\n\n").enumerated() {
                if number > 0 { lines.append(.blank) }
                lines += StyledWrap.wrap([Span(String(paragraph))], width: width)
            }
        }
        return lines
    }

    /// The reasons read from the rationale, each with what it means; "none found" where the rules
    /// read none.
    static func reasonLines(_ item: Item, width: Int) -> [StyledLine] {
        guard !item.reasons.isEmpty else {
            return StyledWrap.wrap([Span("   Reasons: ", role: .label), Span(Item.noReasonReading, role: .dim)],
                                   width: width, indent: 5)
        }
        var lines = [StyledLine([Span("   Reasons (marked in the rationale):", role: .label)])]
        for reason in item.reasons {
            let meaning = DecisionReasons.byId[reason.id].map { ": " + $0.meaning } ?? ""
            lines += StyledWrap.wrap([Span("     - "), Span(reason.id, role: .letterReason), Span(meaning, role: .dim)],
                                     width: width, indent: 7)
        }
        return lines
    }

    /// A paragraph of the rationale as spans, the sentences that state a reason in their own role.
    static func markingReasons(of item: Item, in paragraph: String) -> [Span] {
        let bytes = Array(paragraph.utf8)
        var spans: [Span] = []
        var at = 0
        for range in item.reasonRanges(in: paragraph) {
            if range.lowerBound > at { spans.append(Span(String(decoding: bytes[at..<range.lowerBound], as: UTF8.self))) }
            spans.append(Span(String(decoding: bytes[range], as: UTF8.self), role: .letterReason))
            at = range.upperBound
        }
        if at < bytes.count { spans.append(Span(String(decoding: bytes[at...], as: UTF8.self))) }
        return spans
    }

    public static func lines(_ pane: Pane, of imrCase: IMRCase, width: Int, annotations: CaseAnnotations = CaseAnnotations(),
                             matched: [Int]? = nil) -> [StyledLine] {
        pane == .summary ? summary(imrCase, width: width, annotations: annotations) : decisions(imrCase, width: width, matched: matched)
    }

    /// Before the heading of an item the filter singled out.
    public static let foundMark = "▶ "
}
