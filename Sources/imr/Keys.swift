import ArgumentParser
import IMRBrowser

/// Prints the browser's key tables in Markdown: those of docs/reference.md are this output.
struct Keys: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the browser's key table (Markdown).", shouldDisplay: false)

    func run() throws {
        try StandardOutput.line(ActionTable.markdownTable())
    }
}
