/// Lays out one letter's blocks in a text form: wraps paragraphs, centres headings, and writes
/// the header as a two-column table (layout) or as separate runs of labels and values (raw).
struct LetterRenderer {
    let form: TextForm
    let width: Int
    let wrapper: LineWrapper

    init(form: TextForm, _ rng: inout SplitMix64) {
        self.form = form
        width = rng.int(88, 99)
        wrapper = LineWrapper(width: width, hyphenBreakShare: 0.75)
    }

    func render(_ document: LetterDocument, into writer: inout PageWriter, _ rng: inout SplitMix64) {
        if let header = document.header {
            renderHeader(header, into: &writer, &rng)
        }
        for block in document.blocks {
            switch block {
            case .heading(let title):
                writer.gap(force: rng.chance(0.3))
                writer.line(headingLine(title))
            case .paragraph(let text, let gapBefore):
                if gapBefore { writer.gap() }
                paragraph(text, into: &writer, &rng)
            case .lines(let lines):
                writer.gap()
                for line in lines { paragraph(line, into: &writer, &rng) }
            case .itemHeading(let lead, let decision, let style):
                writer.gap()
                itemHeading(lead: lead, decision: decision, style: style, into: &writer, &rng)
            }
        }
        writer.endLetter()
    }

    private func headingLine(_ title: String) -> String {
        switch form {
        case .doubleSpaced: return " " + title
        case .raw: return title
        case .layout: return String(repeating: " ", count: max(0, (width - title.count) / 2)) + title
        }
    }

    private func paragraph(_ text: String, into writer: inout PageWriter, _ rng: inout SplitMix64, width override: Int? = nil) {
        let bytes = Array(text.utf8)
        var wrap = wrapper
        if let override { wrap.width = override }
        for range in wrap.wrap(bytes, &rng) {
            writer.line(bytes[range])
        }
    }

    private func itemHeading(lead: String, decision: String, style: ItemHeadingStyle, into writer: inout PageWriter, _ rng: inout SplitMix64) {
        let space = rng.chance(0.2) ? "  " : " "
        switch style {
        case .flow:
            paragraph(lead + space + decision, into: &writer, &rng)
        case .decisionAlone:
            paragraph(lead, into: &writer, &rng)
            writer.line(decision)
        case .splitLead:
            // Break the lead near its middle so the heading spans two lines.
            let words = lead.split(separator: " ")
            guard words.count >= 2 else {
                paragraph(lead + space + decision, into: &writer, &rng)
                return
            }
            let cut = max(1, words.count / 2)
            writer.line(words[0..<cut].joined(separator: " "))
            paragraph(words[cut...].joined(separator: " ") + space + decision, into: &writer, &rng)
        }
    }

    private func renderHeader(_ h: HeaderFields, into writer: inout PageWriter, _ rng: inout SplitMix64) {
        switch form {
        case .raw:
            for label in ["Case Number:", "Date Assigned:", "Decision Date:", "Priority:"] { writer.line(label) }
            writer.gap(force: true)
            for value in [h.caseNumber, h.dateAssigned, h.decisionDate, h.priority] { writer.line(value) }
            writer.gap(force: true)
            for label in ["Date of Injury:", "UR Denial Date:", "Application", "Received:"] { writer.line(label) }
            writer.gap(force: true)
            for value in [h.dateOfInjury, h.urDenialDate, h.applicationReceived] { writer.line(value) }
            writer.gap(force: true)
        case .layout, .doubleSpaced:
            let valueColumn = rng.int(18, 24)
            let secondLabel = valueColumn + rng.int(28, 34)
            let secondValue = secondLabel + rng.int(19, 23)
            func row(_ label: String, _ value: String, _ label2: String, _ value2: String) -> String {
                var text = pad(label, to: valueColumn) + value
                guard !label2.isEmpty || !value2.isEmpty else { return text }
                text = pad(text, to: secondLabel) + label2
                return value2.isEmpty ? text : pad(text, to: secondValue) + value2
            }
            writer.line(row("Case Number:", h.caseNumber, "", ""))
            writer.line(row("Date Assigned:", h.dateAssigned, "Date of Injury:", h.dateOfInjury))
            writer.line(row("Decision Date:", h.decisionDate, "UR Denial Date:", h.urDenialDate))
            writer.line(row("Priority:", h.priority, "Application", h.applicationReceived))
            writer.line(String(repeating: " ", count: secondLabel) + "Received:")
            writer.gap()
        }
    }

    private func pad(_ text: String, to column: Int) -> String {
        let length = text.count
        return length >= column ? text + " " : text + String(repeating: " ", count: column - length)
    }
}
