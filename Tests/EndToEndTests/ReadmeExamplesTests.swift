import Foundation
import IMRIndex
import Testing
import TestFixtures

/// The examples of the README and of the documents it leads to (the reference, how letters are read),
/// read from the Markdown itself and run against the real letters, so an example that finds nothing
/// fails here rather than on a reader's first try:
/// - every line of an `imr-filter` code block, and every filter line written inline in the prose (two
///   terms or more, one of them `key:value`), finds cases through `imr list --filter`;
/// - every `imr` command shown on `~/letters` (inline or in a code block) runs on the letters instead,
///   succeeds, and prints what it was asked for: no "0 of 126 cases", no value no case has.
@Suite("README and reference examples")
struct ReadmeExamplesTests {
    /// The documents whose examples are run; the reference shows every command.
    static let documents = ["README.md", "docs/reference.md", "docs/reading.md"]
    static let referencePath = FixtureFile.checkout + "/docs/reference.md"
    /// What the examples call the user's letters.
    static let lettersPlaceholder = "~/letters"

    struct Examples {
        var filters: [String] = []
        var commands: [[String]] = []
        /// The filters it saves (`imr filters save NAME QUERY`), which its `@NAME` examples use.
        var saved: [[String]] = []
    }

    /// The examples of a Markdown text.
    static func examples(in markdown: String) -> Examples {
        var found = Examples()
        var fence: String? = nil
        var paragraph: [String] = []
        func endParagraph() {
            // Inline code may wrap onto the next line of its paragraph: the paragraph is read as one line.
            inline(paragraph.joined(separator: " "), into: &found)
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                endParagraph()
                fence = fence == nil ? String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) : nil
                continue
            }
            if let info = fence {
                let text = line.trimmingCharacters(in: .whitespaces)
                if info == "imr-filter", !text.isEmpty { found.filters.append(text) }
                command(withoutComment(text), into: &found)
                continue
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("|") || line.hasPrefix("#") {
                endParagraph()
                // A table row is a paragraph of its own; `\|` in its code is a `|`.
                if line.hasPrefix("|") { inline(line.replacingOccurrences(of: "\\|", with: "|"), into: &found) }
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()
        return found
    }

    /// The inline code of a paragraph: commands, and filter lines.
    static func inline(_ text: String, into found: inout Examples) {
        for match in text.matches(of: /`([^`]+)`/) {
            let code = String(match.output.1)
            if code.hasPrefix("imr ") {
                command(code, into: &found)
            } else if !code.hasPrefix("-"), isFilterLine(code) {
                found.filters.append(code)
            }
        }
    }

    /// A filter line as the prose writes one: two terms or more, one of them a facet, date, item, tag
    /// term or a saved filter (a lone term, or words alone, is a value or a phrase being named, not an
    /// example to run; `grep -rl Overturned` is not one either).
    static func isFilterLine(_ code: String) -> Bool {
        let terms = words(code)
        guard terms.count >= 2 else { return false }
        if terms.contains(where: { $0.hasPrefix("@") }) { return true }
        var query = QueryText.parse(code) { value, _ in [value] }.query
        query.set(.outcome, [])
        return !query.selections.isEmpty || !query.treatmentWords.isEmpty || !query.dateRanges.isEmpty
            || !query.tags.isEmpty || query.turnaround != nil
    }

    /// An `imr` command on the user's letters, as arguments with the letters' place in them; filter
    /// lines it saves (`imr filters save NAME QUERY`) are examples too. Commands on no letters (a
    /// placeholder id, the completion scripts, `imr generate`) and the browser are not run.
    static func command(_ line: String, into found: inout Examples) {
        guard line.hasPrefix("imr ") else { return }
        let arguments = Array(words(line).dropFirst())
        if arguments.starts(with: ["filters", "save"]), arguments.count == 4, isFilterLine(arguments[3]) {
            found.saved.append(arguments)
            found.filters.append(arguments[3])
        }
        guard arguments.contains(lettersPlaceholder), let first = arguments.first, first != lettersPlaceholder else { return }
        found.commands.append(arguments)
    }

    static func withoutComment(_ line: String) -> String {
        guard let hash = line.range(of: " #") else { return line }
        return String(line[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
    }

    /// A command line's words as a shell gives them: quotes kept together and taken off.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character? = nil
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The examples of every document, together: a filter saved in one may be used in another.
    static func allExamples() throws -> Examples {
        var all = Examples()
        for document in documents {
            let found = examples(in: try String(contentsOfFile: FixtureFile.checkout + "/" + document, encoding: .utf8))
            all.filters += found.filters
            all.commands += found.commands
            all.saved += found.saved
        }
        return all
    }

    /// What `imr` says on stderr when a filter found nothing or named what no case has.
    static let foundNothing = ["imr: 0 of ", "no case has", "Nothing matches", "no case matches"]

    @Test func theDocumentsFilterLinesFindCases() throws {
        let examples = try Self.allExamples()
        #expect(examples.filters.count >= 6, "the documents' filter examples are read: \(examples.filters)")
        let sandbox = Sandbox()
        for save in examples.saved {
            let result = try sandbox.imr(save)
            #expect(result.status == 0, "imr \(save.joined(separator: " ")): \(result.stderr)")
        }
        for filter in examples.filters {
            let result = try sandbox.imr(["list", "--json", "--filter", filter, E2E.corpusPath])
            #expect(result.status == 0, "\(filter): \(result.stderr)")
            let cases = result.stdout.split(separator: "\n").count
            #expect(cases > 0, "the example `\(filter)` finds none of the shipped letters")
            #expect(!Self.foundNothing.contains { result.stderr.contains($0) }, "\(filter): \(result.stderr)")
        }
    }

    @Test func theDocumentsCommandsRunOnTheLetters() throws {
        let reference = Self.examples(in: try String(contentsOfFile: Self.referencePath, encoding: .utf8))
        let subcommands = Set(reference.commands.compactMap(\.first))
        for expected in ["list", "show", "similar", "export", "stats", "precedents", "tag", "note", "tags", "check"] {
            #expect(subcommands.contains(expected), "docs/reference.md shows imr \(expected) on ~/letters")
        }
        let examples = try Self.allExamples()
        let sandbox = Sandbox()
        for example in examples.commands {
            let arguments = example.map { $0 == Self.lettersPlaceholder ? E2E.corpusPath : $0 }
            let result = try sandbox.imr(arguments)
            let shown = "imr " + example.joined(separator: " ")
            // `imr check` says with status 1 that it found something to report.
            #expect(result.status == 0 || (example.first == "check" && result.status == 1), "\(shown): \(result.status) \(result.stderr)")
            #expect(!Self.foundNothing.contains { result.stderr.contains($0) }, "\(shown) finds nothing: \(result.stderr)")
            if let output = example.firstIndex(of: "-o").map({ example[$0 + 1] }) {
                let written = FileManager.default.contents(atPath: sandbox.work + "/" + output)
                #expect(written?.isEmpty == false, "\(shown) writes \(output)")
            } else if !["tag", "untag", "note", "export"].contains(example.first ?? "") {
                #expect(!result.stdout.isEmpty, "\(shown) prints what it was asked for")
            } else {
                #expect(!result.stderr.isEmpty, "\(shown) says what it did")
            }
        }
    }

    /// The reading itself: fenced filter lines, inline filter lines across a line break, table rows with
    /// `\|`, commands with quotes and comments; names and lone terms are not examples.
    @Test func examplesAreReadFromTheMarkdown() {
        let markdown = """
            Intro `treat:mri item:overturned` and `compound: a/b` and `treat:"a phrase"` and `mri lumbar`, then
            `imr list ~/letters --filter 'overturned
            ch:12'` wraps.

            | Command | Example |
            |---|---|
            | `imr show ID` | `imr export ~/letters --format text\\|markdown -o x.md` |

            ```imr-filter
            decided:2016.. region:knee
            ```

            ```sh
            imr check --treatments ~/letters      # words not understood
            imr ~/letters
            imr filters save knees 'region:knee item:upheld'
            imr filters save NAME QUERY
            ```

            Then `@knees upheld` and `grep -rl Overturned`.
            """
        let found = Self.examples(in: markdown)
        #expect(found.filters == ["treat:mri item:overturned", "decided:2016.. region:knee", "region:knee item:upheld", "@knees upheld"])
        #expect(found.saved == [["filters", "save", "knees", "region:knee item:upheld"]])
        #expect(found.commands == [
            ["list", "~/letters", "--filter", "overturned ch:12"],
            ["export", "~/letters", "--format", "text|markdown", "-o", "x.md"],
            ["check", "--treatments", "~/letters"],
        ])
    }
}
