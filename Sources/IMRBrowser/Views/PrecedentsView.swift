import IMRIndex
import IMRScreen
import IMRModel
import IMRColumns
import IMRText

/// The precedents view, drawn over the panes: the question, the counts and the rate with its interval,
/// the splits by region, specialty and year (with the year trend as a sparkline and bars), then the
/// precedents, overturned first and newest first, each with its decisive sentence.
enum PrecedentsView {
    static let sparks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    static func draw(_ state: BrowserState, _ view: PrecedentsState, into frame: inout Frame, body: Rect) {
        guard let found = state.precedentsFound, let index = state.index else { return }
        let geometry = PrecedentsGeometry(body: body)
        let inner = OverlayViews.box(&frame, body, title: "Precedents: \(view.question.treatment) (Esc back, ? keys)")
        let question = view.question
        var about = [Span("Key ", role: .label), Span(question.treatmentKey, role: .overlay),
                     Span("  Region ", role: .label), Span(question.regionText, role: .overlay)]
        if let source = question.source {
            about += [Span("  Asked from ", role: .label), Span("\(source.caseId) item \(source.item + 1)", role: .overlay)]
        }
        _ = frame.put(about, row: geometry.headerRow, col: inner.col + 1, width: inner.width - 1)
        // The rate before the note on partially overturned cases: on a narrow screen the note gives way.
        let counts = [Span(PrecedentBrief.countsLine(found, withPartialNote: false), role: .overlay, extra: [.bold]),
                      Span("   " + PrecedentBrief.rateLine(found), role: .heading),
                      Span(PrecedentBrief.partialNote(found), role: .dim)]
        _ = frame.put(counts, row: geometry.headerRow + 1, col: inner.col + 1, width: inner.width - 1)
        let filters = QueryText.format(state.query)
        let narrowing = filters.isEmpty
            ? [Span("Narrow: ", role: .label), Span("s specialty, c chapter, y year, b region, w reason, u/o/p decision, f filter line", role: .dim)]
            : [Span("Narrowed by: ", role: .label), Span(filters, role: .overlay), Span("  (x clears)", role: .dim)]
        _ = frame.put(narrowing, row: geometry.headerRow + 2, col: inner.col + 1, width: inner.width - 1)
        if let line = widerLine(found, question) {
            _ = frame.put(line, row: geometry.headerRow + 3, col: inner.col + 1, width: inner.width - 1)
        }
        drawSplits(found, geometry: geometry, into: &frame)
        drawReasons(found, cases: index.cases, geometry: geometry, into: &frame)
        drawList(found, view, cases: index.cases, geometry: geometry, into: &frame, narrowed: !filters.isEmpty)
    }

    /// Under the counts: the wider looks when the precedents are thin, else what the key did not
    /// understand of the request, if anything.
    static func widerLine(_ found: Precedents, _ question: PrecedentQuestion) -> [Span]? {
        if !found.wider.isEmpty {
            var spans = [Span("Wider (fewer than \(Precedents.thin)): ", role: .label)]
            for (number, look) in found.wider.enumerated() {
                let rate = look.found.interval.rate == nil ? "" : " " + look.found.interval.rateText
                spans.append(Span((number > 0 ? "  ·  " : "") + "\(look.label) \(look.found.overturned)/\(look.found.total)\(rate)",
                                  role: .overlay))
            }
            return spans
        }
        guard let doubt = Item.doubtReading(question.doubt) else { return nil }
        return [Span("Not understood: ", role: .label), Span(doubt, role: .dim)]
    }

    static func drawSplits(_ found: Precedents, geometry: PrecedentsGeometry, into frame: inout Frame) {
        let inner = geometry.inner
        let columnWidth = max(10, (inner.width - 1) / 3)
        let columns = PrecedentBrief.splitSections(found).map { ($0.columnTitle, $0.splits, $0.note) }
        for (number, (title, splits, note)) in columns.enumerated() {
            let col = inner.col + 1 + number * columnWidth
            let width = min(columnWidth - 1, inner.right - col)
            guard width > 4 else { continue }
            var heading = [Span(title, role: .heading)]
            if number == 2 { heading.append(Span(" " + sparkline(splits), role: .bar)) }
            _ = frame.put(heading, row: geometry.splitHeadingRow, col: col, width: width)
            let shown = splits.count > geometry.splitRows ? geometry.splitRows - 1 : splits.count
            for (row, split) in splits.prefix(shown).enumerated() {
                let figures = " \(split.overturned)/\(split.items) " + split.interval.rateText
                let barRoom = number == 2 ? min(8, max(0, width - 24)) : 0
                let nameWidth = max(3, width - figures.count - (barRoom > 0 ? barRoom + 1 : 0))
                var spans = [Span(TextTable.fit(split.value, width: nameWidth), role: .overlay), Span(figures, role: .overlay)]
                if barRoom > 0, let rate = split.interval.rate {
                    spans.append(Span(" " + String(repeating: "█", count: max(rate > 0 ? 1 : 0, Int((rate * Double(barRoom)).rounded()))),
                                      role: .bar))
                }
                _ = frame.put(spans, row: geometry.splitHeadingRow + 1 + row, col: col, width: width)
            }
            if splits.count > shown {
                _ = frame.put("… \(splits.count - shown) more", row: geometry.splitHeadingRow + 1 + shown, col: col,
                              width: width, role: .dim)
            } else if let note {
                // Rows adding up to more decisions than there are say why, whole where there is room, else
                // in a word.
                let room = geometry.splitRows - shown
                let whole = TextWrap.wrap("(" + note + ")", width: width)
                for (line, text) in (whole.count <= room ? whole : ["(counted under each)"]).prefix(room).enumerated() {
                    _ = frame.put(text, row: geometry.splitHeadingRow + 1 + shown + line, col: col, width: width, role: .dim)
                }
            }
        }
    }

    /// The reasons the precedents state, for upholding then for overturning, most cases first: each
    /// with its cases (a share from twenty decisions on) and an example sentence with its case.
    static func drawReasons(_ found: Precedents, cases: CaseList, geometry: PrecedentsGeometry, into frame: inout Frame) {
        let inner = geometry.inner
        let width = inner.width - 1
        let upheld = found.byReason.first { $0.side == .upholding }?.sideCases ?? 0
        let overturned = found.byReason.first { $0.side == .overturning }?.sideCases ?? 0
        var heading = [Span("Why: ", role: .heading)]
        heading.append(Span(found.list.isEmpty ? "no decisions" : found.byReason.isEmpty ? "no reason read from these decisions"
                                : "reasons of \(upheld) upheld and \(overturned) overturned cases; w lists a reason's precedents",
                            role: .dim))
        _ = frame.put(heading, row: geometry.reasonHeadingRow, col: inner.col + 1, width: width)
        let rows = found.byReason.count > geometry.reasonRows ? geometry.reasonRows - 1 : found.byReason.count
        let shown = shownReasons(found.byReason, rows: rows)
        let counts = shown.map { PrecedentBrief.reasonLine($0, found) }
        let countWidth = min(width / 2, counts.map { DisplayWidth.of($0) }.max() ?? 0)
        for (row, (reason, count)) in zip(shown, counts).enumerated() {
            let example = PrecedentBrief.reasonExample(reason, cases: cases)
            let decision: Decision = reason.side == .overturning ? .overturned : .upheld
            let spans = [Span(decision == .overturned ? "O " : "U ", role: CaseDocument.decisionRole(decision), extra: [.bold]),
                         Span(TextTable.fit(count, width: countWidth) + "  ", role: .overlay),
                         Span("\(example.reference): \(example.sentence)", role: .dim)]
            _ = frame.put(spans, row: geometry.reasonHeadingRow + 1 + row, col: inner.col + 1, width: width)
        }
        if found.byReason.count > rows {
            _ = frame.put("… \(found.byReason.count - rows) more (w picks one)", row: geometry.reasonHeadingRow + 1 + rows,
                          col: inner.col + 1, width: width, role: .dim)
        }
    }

    /// The reasons that fit in `rows`, each side's commonest first: when both sides cannot be shown whole,
    /// each keeps at least half the rows it needs, so the overturning reasons are never all cut for the
    /// upholding ones (listed first).
    static func shownReasons(_ reasons: [PrecedentReason], rows: Int) -> [PrecedentReason] {
        guard reasons.count > rows else { return reasons }
        let upholding = reasons.filter { $0.side == .upholding }
        let overturning = reasons.filter { $0.side == .overturning }
        let overturningRows = min(overturning.count, max(rows - upholding.count, rows / 2))
        return Array(upholding.prefix(rows - overturningRows)) + overturning.prefix(overturningRows)
    }

    /// The overturn rate of each dated year, oldest first, as one block character each ("▁▅█").
    static func sparkline(_ years: [PrecedentSplit]) -> String {
        String(years.compactMap { split -> Character? in
            guard Int(split.value) != nil, let rate = split.interval.rate else { return nil }
            return sparks[min(sparks.count - 1, Int(rate * Double(sparks.count - 1) + 0.5))]
        })
    }

    static func drawList(_ found: Precedents, _ view: PrecedentsState, cases: CaseList, geometry: PrecedentsGeometry,
                         into frame: inout Frame, narrowed: Bool) {
        let inner = geometry.inner
        let heading = "Cases (\(found.list.count)): Enter opens, e exports the brief"
        _ = frame.put(heading, row: geometry.listHeadingRow, col: inner.col + 1, width: inner.width - 1, role: .heading)
        let list = geometry.listRect
        guard !found.list.isEmpty else {
            let empty = narrowed ? "No precedent under this narrowing: x clears it."
                : found.wider.isEmpty ? "No other item in these letters has this treatment."
                : "No other item in these letters has this treatment; the wider looks above count related ones."
            _ = frame.put(empty, row: list.row, col: list.col + 1, width: list.width - 1, role: .dim)
            return
        }
        var cursor = view.cursor
        cursor.clamp(count: found.list.count, height: list.height)
        let references = found.list[cursor.top..<min(found.list.count, cursor.top + list.height)]
            .map { PrecedentBrief.Entry($0, in: cases).reference }
        let referenceWidth = min(30, max(12, references.map { DisplayWidth.of($0) }.max() ?? 12))
        let specialtyWidth = max(8, min(24, (list.width - referenceWidth - 18) / 3))
        for row in 0..<list.height {
            let position = cursor.top + row
            guard position < found.list.count else { break }
            let entry = found.entry(position, in: cases)
            let selected = position == cursor.position
            let role: Role = selected ? .listCursor : .overlay
            let line = Rect(row: list.row + row, col: list.col, height: 1, width: list.width)
            frame.fill(line, role: role)
            let decision = entry.precedent.decision
            let spans = [
                Span(" "),
                Span(decision == .overturned ? "O" : "U", role: selected ? role : CaseDocument.decisionRole(decision), extra: [.bold]),
                Span(entry.precedent.caseOutcome == .partial ? "p " : "  ", role: selected ? role : .dim),
                Span(TextTable.fit(entry.date, width: 10) + " ", role: role),
                Span(TextTable.fit(entry.reference, width: referenceWidth) + " ", role: role),
                Span(TextTable.fit(entry.imrCase.reviewer.specialties.first ?? "-", width: specialtyWidth) + " ", role: selected ? role : .dim),
                Span(entry.decisiveSentence, role: role),
            ].map { Span($0.text, role: $0.role == .normal ? role : $0.role, extra: $0.extra) }
            _ = frame.put(spans, row: line.row, col: line.col, width: line.width)
        }
        let indicator = PaneChrome.positionText(first: cursor.top, shown: list.height, total: found.list.count)
        if !indicator.isEmpty, inner.width > indicator.count + 2 {
            _ = frame.put(indicator, row: inner.bottom, col: inner.right - indicator.count - 1, role: .borderFocus)
        }
    }
}
