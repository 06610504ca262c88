import IMRModel
import IMRText

/// Turns the lines of one letter into a case. The id and file are the loader's to set.
public enum LetterParser {
    /// The parsed case, and whether the letter was read only in part (a section it should have is missing).
    public struct Parsed: Sendable {
        public var imrCase: IMRCase
        public var readInPart: Bool
    }

    public static func parse(_ lines: Lines, file: String, index: Int, memo: ParseMemo = ParseMemo()) -> Parsed {
        let sections = LetterSplitter.sections(of: lines)
        var warnings: [String] = []
        // The professional-review layout names its parts otherwise: its summary and qualifications are
        // read like the MAXIMUS layout's, its one item from its issue, guideline and rationale fields.
        var professionalSummary: Lines? = nil
        var professionalQualifications: Lines? = nil
        var professionalFields: [ProfessionalReviewFields.Field: Lines] = [:]
        if sections.unplacedLayout != nil {
            professionalFields = ProfessionalReviewFields.fields(of: lines)
            if sections.summary == nil { professionalSummary = professionalFields[.summary] }
            if sections.credentials == nil { professionalQualifications = professionalFields[.qualifications] }
        }
        var imrCase = IMRCase(id: "", file: file, index: index, layout: sections.layout)

        if let range = sections.header {
            let header = HeaderParser.parse(lines[range])
            imrCase.caseNumber = header.caseNumber
            imrCase.dates = header.dates
            imrCase.priority = header.priority
            imrCase.patient.dateOfInjury = header.dateOfInjury
            for label in header.unreadLabels {
                warnings.append("The header's \(label) could not be read.")
            }
        }
        if let parts = sections.maximus2013 {
            if imrCase.caseNumber == nil { imrCase.caseNumber = Maximus2013Reader.caseNumber(parts, lines) }
            Maximus2013Reader.dates(parts, lines, into: &imrCase.dates)
        }

        if let credentials = sections.credentials.map({ lines[$0] }) ?? professionalQualifications {
            imrCase.reviewer = CredentialsParser.parse(credentials, memo: memo)
            if imrCase.reviewer.specialtiesAsWritten.isEmpty {
                warnings.append("The reviewer's specialty could not be read.")
            }
            if imrCase.reviewer.licensure.isEmpty {
                warnings.append("The reviewer's state of licensure could not be read.")
            }
        } else if sections.maximus2013 != nil {
            warnings.append("The medical qualifications of the expert reviewer are missing.")
        } else if sections.unplacedLayout == nil {
            warnings.append("The section on how the determination was made (reviewer credentials) is missing.")
        }

        if let summaryLines = sections.summary.map({ lines[$0] }) ?? professionalSummary {
            // The first letters' summary opens with its label and a disclaimer, not the narrative.
            let summary = sections.maximus2013 == nil
                ? SummaryParser.text(summaryLines) : Maximus2013Parts.narrative(SummaryParser.text(summaryLines))
            imrCase.summary = ByteText.string(summary[...])
            let (age, sex) = SummaryParser.ageAndSex(summary)
            imrCase.patient.age = age
            imrCase.patient.sex = sex ?? SummaryParser.sexFromPronouns(summary)
            if imrCase.patient.dateOfInjury == nil {
                imrCase.patient.dateOfInjury = SummaryParser.dateOfInjury(summary)
            }
            if imrCase.summary.isEmpty { warnings.append("The clinical case summary is empty.") }
        } else {
            warnings.append("The clinical case summary is missing.")
        }

        var readInPart = sections.summary == nil && professionalSummary == nil
        if let parts = sections.maximus2013 {
            let result = Maximus2013Reader.items(parts, lines, memo: memo)
            imrCase.items = result.items
            warnings += result.warnings
            readInPart = readInPart || result.readInPart
        } else if let range = sections.items {
            let result = ItemsParser.parse(lines[range], memo: memo)
            imrCase.items = result.items
            warnings += result.warnings
            if result.items.isEmpty {
                warnings.append("The decisions section holds no item this reader could read.")
                readInPart = true
            }
        } else if let layout = sections.unplacedLayout {
            let result = ProfessionalReviewItem.read(professionalFields, memo: memo)
            warnings += result.warnings
            if let item = result.item {
                imrCase.items = [item]
            } else {
                readInPart = true
                warnings.append("This letter uses the \"\(layout)\" layout, whose decision is read from the rationale's conclusion; its whole text is kept.")
            }
        } else {
            readInPart = true
            warnings.append("The decisions section (IMR issues, decisions and rationales) is missing.")
        }
        if imrCase.patient.sex == nil, imrCase.patient.age == nil, !imrCase.summary.isEmpty {
            // Only worth saying when the summary seems to speak of the patient at all.
            if imrCase.summary.containsIgnoringCase("year old") || imrCase.summary.containsIgnoringCase("year-old") {
                warnings.append("The patient's age and sex could not be read.")
            }
        }
        RegionInference.infer(&imrCase, memo: memo)
        // One reader for the letter's items: its buffers are made once.
        var reader = ReasonReader(memo: memo)
        for index in imrCase.items.indices {
            // Lent in place (`lent(_:)`): passed on as `imrCase.items[index]` the item was copied.
            imrCase.items[index].reasons = lent(&imrCase.items[index]) { reader.reasons(of: $0) }
        }
        imrCase.outcome = Outcome(decisions: imrCase.items.map(\.decision))
        imrCase.chapters = IMRCase.chapterLabels(of: imrCase.items)
        if imrCase.outcome == .unknown { warnings.append("No decision could be read, so the outcome is unknown.") }
        imrCase.warnings = warnings
        if readInPart {
            // Kept whole: the parts this reader could not place are still the user's to read and search.
            let text = Reflow.joinedParagraphs(lines)
            imrCase.letterText = text.isEmpty ? nil : text
        }
        return Parsed(imrCase: imrCase, readInPart: readInPart)
    }
}
