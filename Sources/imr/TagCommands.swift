import ArgumentParser
import Foundation
import IMRIndex
import IMRNotes
import TextSafety
import IMRModel

/// The words after a case id: tags up to the first that names a file or folder, paths from there.
struct TaggedArguments: ParsableArguments {
    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @OptionGroup var corpus: CorpusArguments

    /// The tags and the corpus, split where the paths begin.
    func split() throws -> (tags: [String], corpus: CorpusArguments) {
        let words = corpus.paths
        let start = words.firstIndex(where: { FileManager.default.fileExists(atPath: $0) }) ?? words.endIndex
        let tags = Array(words[..<start])
        guard !tags.isEmpty else { throw CommandFailure(message: "say which tags: imr tag ID TAG... [PATHS]") }
        for tag in tags {
            if let problem = TagName.problem(tag) {
                throw CommandFailure(message: "tag \"\(tag)\": \(problem)")
            }
        }
        var corpus = self.corpus
        corpus.paths = Array(words[start...])
        return (tags, corpus)
    }

    /// Finds the case, makes the change to its tags and says what tags it has now (`changed` is how
    /// many tags the change added or took away).
    func change(_ body: (_ store: NotesStore, _ tags: [String], _ key: String) throws(NotesStoreError) -> Int) throws {
        let (tags, corpus) = try split()
        let imrCase = try CaseLookup.annotatable(id, in: try corpus.load(reportProblems: false))
        let key = CaseKey.of(imrCase)
        let store = try NotesAccess.open()
        do {
            let before = try store.tags(of: key)
            let changed = try body(store, tags, key)
            let now = try store.tags(of: key)
            func listed(_ tags: [String]) -> String { tags.joined(separator: ", ") }
            let name = imrCase.id
            let list = now.isEmpty ? "no tags" : listed(now)
            // What the change did, then what the case carries now.
            let folded = Set(now.map(TagName.fold)), had = Set(before.map(TagName.fold))
            let added = now.filter { !had.contains(TagName.fold($0)) }, removed = before.filter { !folded.contains(TagName.fold($0)) }
            var done: [String] = []
            if !added.isEmpty { done.append("added \(listed(added))") }
            if !removed.isEmpty { done.append("removed \(listed(removed))") }
            Output.note(changed == 0 ? "\(name): nothing changed (\(list))" : "\(name): \(done.joined(separator: "; ")); now \(list)")
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

struct Tag: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put tags on a case (kept in the notes database, not in the letters).",
        discussion: """
            imr tag ID TAG... [PATHS]: the words after the id are tags up to the first that names a file or \
            folder. Tags keep the spelling first typed and are compared without regard to case.
            """
    )

    @OptionGroup var arguments: TaggedArguments

    func run() throws {
        try arguments.change { store, tags, key throws(NotesStoreError) in try store.add(tags, to: [key]) }
    }
}

struct Untag: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Take tags off a case.",
        discussion: "imr untag ID TAG... [PATHS]: the words after the id are tags up to the first that names a file or folder."
    )

    @OptionGroup var arguments: TaggedArguments

    func run() throws {
        try arguments.change { store, tags, key throws(NotesStoreError) in try store.remove(tags, from: [key]) }
    }
}

struct Tags: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every tag on the cases of the corpus, with how many cases carry it.")

    @OptionGroup var corpus: CorpusArguments

    func run() throws {
        let cases = try corpus.load(reportProblems: false).cases
        guard let store = try NotesAccess.existing() else {
            Output.note("no tags yet (imr tag ID TAG puts one on a case)")
            return
        }
        let byKey: [String: [String]]
        do { byKey = try store.tagsByKey() } catch { throw CommandFailure(message: error.description) }
        var counts: [String: (tag: String, cases: Int)] = [:]
        for key in Set(cases.map(CaseKey.of)) {
            for tag in byKey[key] ?? [] { counts[TagName.fold(tag), default: (tag, 0)].cases += 1 }
        }
        let rows = counts.values.sorted { $0.cases != $1.cases ? $0.cases > $1.cases : TagName.fold($0.tag) < TagName.fold($1.tag) }
        for row in rows { try StandardOutput.line("\(row.cases)\t\(ControlEscape.escape(row.tag))") }
        if rows.isEmpty { Output.note("no case of these letters carries a tag") }
    }
}
