import ArgumentParser
import IMRCore
import IMRTerminal

extension ExportFormat: ExpressibleByArgument {}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write cases to one file (text, Markdown, JSON or CSV), or one file per case with --split.",
        discussion: """
            imr export ID [PATHS]: one case. imr export [PATHS] --id ID --id ID2 or --filter QUERY (or any \
            filter option): those cases, in one document (Markdown with a table of contents, a JSON array, \
            text with a form feed between cases, CSV one row per item); with --id or a filter every \
            argument is a path. -o - writes to standard output; -o DIR/ writes into that folder. Files are \
            written whole; an existing file is kept unless --force is given.
            """
    )

    @Argument(help: "The case id, unless --id or a filter chooses the cases (then it is a path).")
    var id: String?
    @OptionGroup var corpus: CorpusArguments
    @Option(name: .customLong("id"), help: "A case to export (repeat for more).")
    var ids: [String] = []
    @OptionGroup var filters: FilterOptions
    @OptionGroup var order: CaseOrderOptions
    @Option(help: "text, markdown, json or csv (default: from the output file's extension, else text).")
    var format: ExportFormat?
    @Option(name: .shortAndLong, help: "The file to write, - for standard output, or a folder (DIR/). Default ./ID.EXT or ./imr-export.EXT.",
            completion: Completions.output)
    var output: String?
    @Flag(help: "One file per case, in the folder given by -o (default ./imr-export/).")
    var split = false
    @Flag(help: "Replace files that exist.")
    var force = false

    func run() throws {
        let choosing = !ids.isEmpty || filters.choosesCases
        var corpus = self.corpus
        if choosing, let id { corpus.paths.insert(id, at: 0) }
        let askWhich = "say which cases: a case id before the paths, --id ID, or a filter (--filter QUERY, --outcome ...)"
        guard choosing || id != nil else { throw CommandFailure(message: askWhich) }
        if !choosing, let id, self.corpus.paths.isEmpty, ExportRunner.exists(id) {
            throw CommandFailure(message: "\(SafeText.escaped(id, keepNewlines: false)) is a path: \(askWhich)")
        }
        let index = CorpusIndex(try corpus.load(reportProblems: false))
        let cases = try chosen(in: index, choosing: choosing)
        guard !cases.isEmpty else { throw CommandFailure(message: "no case matches: nothing was written", status: 1) }
        let format = format ?? output.flatMap { ExportFormat(fileName: $0) } ?? .text
        if split {
            try writeSplit(cases, format: format)
        } else {
            try writeOne(cases, format: format)
        }
    }

    /// The cases asked for, in the order asked (ids) or the filter's order.
    func chosen(in index: CorpusIndex, choosing: Bool) throws -> [IMRCase] {
        guard choosing else { return [try CaseLookup.find(id ?? "", in: index.corpus)] }
        var cases = try ids.map { try CaseLookup.find($0, in: index.corpus) }
        if filters.choosesCases || ids.isEmpty {
            let matching = index.matching(all: try filters.queries(index, order: order)).map { index.cases[$0] }
            if ids.isEmpty {
                cases = matching
            } else {
                // Both: the ids the filter also selects (AND, as with every other option).
                let selected = Set(matching.map(\.id))
                cases = cases.filter { selected.contains($0.id) }
            }
        }
        return cases
    }

    func writeOne(_ cases: [IMRCase], format: ExportFormat) throws {
        let annotations = NotesAccess.annotations(of: cases)
        let text = cases.count == 1 ? format.render(cases[0], annotations: annotations?[0] ?? CaseAnnotations())
            : format.render(cases, annotations: annotations)
        let name = cases.count == 1 ? ExportFormat.safeFileName(for: cases[0].id, extension: format.fileExtension)
            : "imr-export." + format.fileExtension
        var path = output ?? "./" + name
        if path != "-" && (path.hasSuffix("/") || ExportRunner.isDirectory(path)) {
            path = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + name
        }
        try Self.write(text, to: path, force: force)
        if path != "-" { Output.note("Exported \(Wording.count(cases.count, "case")) to \(path)") }
    }

    func writeSplit(_ cases: [IMRCase], format: ExportFormat) throws {
        guard output != "-" else { throw CommandFailure(message: "--split writes files: give a folder with -o, not -") }
        var folder = output ?? "./imr-export/"
        if folder.hasSuffix("/") { folder.removeLast() }
        if let failure = ExportRunner.makeFolder(folder) { throw CommandFailure(message: failure) }
        let paths = ExportFormat.safeFileNames(for: cases.map(\.id), extension: format.fileExtension).map { folder + "/" + $0 }
        // Checked before the first write: a batch is written whole or not at all for want of --force.
        let existing = force ? [] : paths.filter(ExportRunner.exists)
        if let first = existing.first {
            let more = existing.count > 1 ? " and \(existing.count - 1) more" : ""
            throw CommandFailure(message: "\(first)\(more) already exist (use --force to replace them): nothing was written")
        }
        let annotations = NotesAccess.annotations(of: cases)
        for (number, (letter, path)) in zip(cases, paths).enumerated() {
            do {
                try AtomicFile.write(format.render(letter, annotations: annotations?[number] ?? CaseAnnotations()),
                                     to: path, overwrite: force)
            } catch {
                let done = number == 0 ? "" : " after \(Wording.count(number, "case")) written"
                throw CommandFailure(message: "\(error.description)\(done)")
            }
        }
        Output.note("Exported \(Wording.count(cases.count, "case")) to \(folder)/")
    }

    /// Writes an export to `path` atomically (standard output for `-`), keeping an existing file unless `force`.
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
    }
}
