import ArgumentParser
import IMRCore

extension ExportFormat: ExpressibleByArgument {}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one case to a file (text, Markdown or JSON).",
        discussion: "Written atomically; an existing file is kept unless --force is given."
    )

    @Argument(help: "The case id.")
    var id: String
    @OptionGroup var corpus: CorpusArguments
    @Option(help: "text, markdown or json.")
    var format: ExportFormat = .text
    @Option(name: .shortAndLong, help: "The file to write (default ./ID.txt, .md or .json; - for stdout).")
    var output: String?
    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
        let letter = try CaseLookup.find(id, in: try corpus.load(reportProblems: false))
        let text = format.render(letter)
        let path = output ?? "./" + ExportFormat.safeFileName(for: letter.id, extension: format.fileExtension)
        try Self.write(text, to: path, force: force)
    }

    /// Writes an export to `path` atomically (stdout for `-`), keeping an existing file unless `force`.
    static func write(_ text: String, to path: String, force: Bool) throws {
        if path == "-" {
            print(text, terminator: "")
            return
        }
        do {
            try AtomicFile.write(text, to: path, overwrite: force)
        } catch {
            throw CommandFailure(message: error.description)
        }
        Output.note("wrote \(path)")
    }
}
