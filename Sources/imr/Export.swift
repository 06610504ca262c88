import ArgumentParser
import IMRIndex
import IMRBrowser
import IMRTerminal
import IMRExport
import IMRModel
import IMRText
import IMRFiles

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
    @OptionGroup var csvOptions: CSVOptions

    func run() throws {
        let choosing = !ids.isEmpty || filters.choosesCases
        var corpus = self.corpus
        if choosing, let id { corpus.paths.insert(id, at: 0) }
        let askWhich = "say which cases: a case id before the paths, --id ID, or a filter (--filter QUERY, --outcome ...)"
        guard choosing || id != nil else { throw CommandFailure(message: askWhich) }
        if !choosing, let id, self.corpus.paths.isEmpty, ExportRunner.exists(id) {
            throw CommandFailure(message: "\(id) is a path: \(askWhich)")
        }
        let index = CorpusIndex(try corpus.load(reportProblems: false))
        let queries = filters.choosesCases ? try filters.queries(index, order: order) : []
        let rows = try chosen(in: index, choosing: choosing, queries: queries)
        guard !rows.isEmpty else { throw CommandFailure(message: "no case matches: nothing was written", status: 1) }
        let format = format ?? output.flatMap { ExportFormat(fileName: $0) } ?? .text
        try csvOptions.check(writingCSV: format == .csv)
        // Each case read from the corpus when it is written, and let go (`imr list` does the same).
        let notes = NotesAccess.annotations()
        let cases = rows.lazy.map { row in
            let imrCase = index.listedCase(row, matchedBy: queries)
            return (imrCase, notes.of(imrCase))
        }
        let ids = rows.map { index.cases.id(at: $0) }
        if split {
            try writeSplit(cases, ids: ids, format: format)
        } else {
            // A document of several cases is written from the index, each case read once (in every format
            // from its stored record, with no case decoded).
            let document = Document(index: index, rows: rows, queries: queries, annotations: notes.byKey)
            try writeOne(cases, ids: ids, document: document, format: format)
        }
    }

    /// The cases of a document of several, as `CorpusIndex.writeDocument` writes them.
    struct Document {
        var index: CorpusIndex
        var rows: [Int]
        var queries: [CaseQuery]
        var annotations: [String: CaseAnnotations]?
    }

    /// The rows of the cases asked for, in the order asked (ids) or the filter's order.
    /// - Parameter queries: the filters' queries, asked once (empty when no filter option is given).
    func chosen(in index: CorpusIndex, choosing: Bool, queries: [CaseQuery]) throws -> [Int] {
        guard choosing else { return [try CaseLookup.row(of: id ?? "", in: index.corpus)] }
        var rows = try ids.map { try CaseLookup.row(of: $0, in: index.corpus) }
        if filters.choosesCases || ids.isEmpty {
            let matching = index.matching(all: queries.isEmpty ? try filters.queries(index, order: order) : queries)
            if ids.isEmpty {
                rows = matching
            } else {
                // Both: the ids the filter also selects (AND, as with every other option).
                let selected = Set(matching)
                rows = rows.filter { selected.contains($0) }
            }
        }
        return rows
    }

    typealias Cases = LazyMapSequence<[Int], (IMRCase, CaseAnnotations)>

    func writeOne(_ cases: Cases, ids: [String], document: Document, format: ExportFormat) throws {
        let name = ids.count == 1 ? ExportFormat.safeFileName(for: ids[0], extension: format.fileExtension)
            : "imr-export." + format.fileExtension
        var path = output ?? "./" + name
        if path != "-" && (path.hasSuffix("/") || ExportRunner.isDirectory(path)) {
            path = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + name
        }
        // A document of many cases is written as it is made, never held whole.
        func write<E: Error>(_ emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            if ids.count == 1, let (imrCase, annotations) = cases.first {
                try ByteHandOff.hand(format.render(imrCase, annotations: annotations, cells: csvOptions.cells), to: emit)
            } else {
                try document.index.writeDocument(format, rows: document.rows, matchedBy: document.queries,
                                                 annotations: document.annotations, cells: csvOptions.cells, to: emit)
            }
        }
        if path == "-" {
            try write { piece throws(StandardOutput.Failure) in try StandardOutput.write(piece) }
            return
        }
        do {
            try AtomicFile.write(to: path, overwrite: force, bytes: write)
        } catch {
            throw CommandFailure(message: error.description)
        }
        Output.note("Exported \(Wording.count(ids.count, "case")) to \(path)")
    }

    func writeSplit(_ cases: Cases, ids: [String], format: ExportFormat) throws {
        guard output != "-" else { throw CommandFailure(message: "--split writes files: give a folder with -o, not -") }
        var folder = output ?? "./imr-export/"
        if folder.hasSuffix("/") { folder.removeLast() }
        if let failure = ExportRunner.makeFolder(folder) { throw CommandFailure(message: failure) }
        let paths = ExportFormat.safeFileNames(for: ids, extension: format.fileExtension).map { folder + "/" + $0 }
        // Checked before the first write: a batch is written whole or not at all for want of --force.
        let existing = force ? [] : paths.filter(ExportRunner.exists)
        if let first = existing.first {
            let more = existing.count > 1 ? " and \(existing.count - 1) more" : ""
            throw CommandFailure(message: "\(first)\(more) already exist (use --force to replace them): nothing was written")
        }
        for (number, ((imrCase, annotations), path)) in zip(cases, paths).enumerated() {
            do {
                try AtomicFile.write(format.render(imrCase, annotations: annotations, cells: csvOptions.cells), to: path, overwrite: force)
            } catch {
                let done = number == 0 ? "" : " after \(Wording.count(number, "case")) written"
                throw CommandFailure(message: "\(error.description)\(done)")
            }
        }
        Output.note("Exported \(Wording.count(ids.count, "case")) to \(folder)/")
    }

    /// Writes an export to `path` atomically (standard output for `-`), keeping an existing file unless `force`.
    static func write(_ text: String, to path: String, force: Bool) throws {
        if path == "-" {
            try StandardOutput.write(text)
            return
        }
        do {
            try AtomicFile.write(text, to: path, overwrite: force)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
