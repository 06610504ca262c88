import CaseFixtures
import IMRLetters
import IMRModel
import IMRText
import Testing

/// Helpers that turn hand-written letter text into cases the way the loader does.
extension Fixture {
    /// Every letter of `text`, parsed as one file named `name`.
    public static func file(_ text: String, name: String = "letter.txt") -> ParsedFile {
        FileParser.parse(bytes: Array(text.utf8), displayPath: name)
    }

    /// The only (or first) letter of `text`. Records an issue when the text gives no letter.
    public static func letter(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> IMRCase {
        let parsed = file(text)
        guard let first = parsed.cases.first else {
            Issue.record("no letter parsed; problems: \(parsed.problems.map(\.line))", sourceLocation: sourceLocation)
            return IMRCase(id: "", file: "")
        }
        return first
    }

    /// TextLines of a fragment, for the parsers that take lines.
    public static func lines(_ text: String) -> Lines {
        LineSplitter.lines(of: text)
    }

    public static let determination = """
        HOW THE IMR FINAL DETERMINATION WAS MADE
        An independent physician looked at every record in the file and has no tie to anyone in the dispute.
        """

    /// A whole letter around the given credentials, summary and items text (one line each part).
    public static func wrap(header: String? = nil,
                            credentials: String = "The expert reviewer is Board Certified in Neurology and is licensed to practice in Oregon.",
                            summary: String = "The worker is a 40-year-old man with an injury of the wrist.",
                            items: String = "Splint for the right wrist: Upheld\n\nMAXIMUS guideline: Decision based on MTUS Forearm, Wrist, and Hand Complaints 2004.\n\nDecision rationale: Not needed.") -> String {
        var parts: [String] = []
        if let header { parts.append(header) }
        parts.append(determination)
        parts.append(credentials)
        parts.append("CLINICAL CASE SUMMARY\nThe expert reviewer developed the following clinical case summary based on a review of the case file, including all medical records:\n")
        parts.append(summary)
        parts.append("IMR ISSUES, DECISIONS AND RATIONALES\nThe Final Determination was based on decisions for the disputed items/services set forth below:\n")
        parts.append(items)
        return parts.joined(separator: "\n") + "\n"
    }
}
