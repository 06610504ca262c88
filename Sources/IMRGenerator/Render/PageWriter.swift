/// Emits lines in one text form's conventions: the spacing between lines and paragraphs,
/// page breaks after a number of lines, and what ends a letter.
struct PageWriter {
    let form: TextForm
    let linesPerPage: Int
    private(set) var bytes: [UInt8] = []
    private var lineOnPage = 0
    private var pageFull = false
    /// Two gaps in a row collapse into one, as no extractor prints two paragraph breaks.
    private var lastWasGap = false
    /// Double-spaced files put a space at the end of most lines, as in the seeds.
    var trailingSpace = true

    init(form: TextForm, linesPerPage: Int, capacity: Int) {
        self.form = form
        self.linesPerPage = linesPerPage
        bytes.reserveCapacity(capacity)
    }

    mutating func line<C: Collection>(_ text: C) where C.Element == UInt8 {
        breakPageIfDue()
        lastWasGap = false
        bytes.append(contentsOf: text)
        if form == .doubleSpaced {
            if trailingSpace { bytes.append(0x20) }
            bytes.append(0x0A)
        }
        bytes.append(0x0A)
        countLine()
    }

    mutating func line(_ text: String) {
        line(text.utf8)
    }

    /// A paragraph gap. Plain pdftotext loses these, so the raw form drops them unless forced.
    mutating func gap(force: Bool = false) {
        guard (lineOnPage > 0 || pageFull), !lastWasGap else { return }
        lastWasGap = true
        switch form {
        case .doubleSpaced:
            breakPageIfDue()
            bytes.append(contentsOf: [0x20, 0x0A, 0x0A])
        case .layout:
            if pageFull { return }
            bytes.append(0x0A)
        case .raw:
            guard force, !pageFull else { return }
            bytes.append(0x0A)
        }
        countLine()
    }

    /// Ends a letter: the last page is closed the way each extractor closes pages.
    mutating func endLetter() {
        closePage()
        lastWasGap = false
    }

    private mutating func countLine() {
        lineOnPage += 1
        if lineOnPage >= linesPerPage { pageFull = true }
    }

    private mutating func breakPageIfDue() {
        guard pageFull else { return }
        closePage()
    }

    private mutating func closePage() {
        switch form {
        // A page break in the double-spaced form is a longer run of empty lines.
        case .doubleSpaced: bytes.append(contentsOf: [0x0A, 0x0A])
        // pdftotext starts each new page with a form feed.
        case .layout: bytes.append(0x0C)
        case .raw: bytes.append(contentsOf: [0x0A, 0x0C])
        }
        lineOnPage = 0
        pageFull = false
    }
}
