import ArgumentParser
import Foundation
import IMRCore
import IMRNotes

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
                throw CommandFailure(message: "\(SafeText.escaped(tag, keepNewlines: false)): \(problem)")
            }
        }
        var corpus = self.corpus
        corpus.paths = Array(words[start...])
        return (tags, corpus)
    }

    /// The case's key in the notes store.
    func key(in corpus: CorpusArguments) throws -> (letter: IMRCase, key: String) {
        let letter = try CaseLookup.find(id, in: try corpus.load(reportProblems: false))
        return (letter, CaseKey.of(letter))
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
        let (tags, corpus) = try arguments.split()
        let (letter, key) = try arguments.key(in: corpus)
        let store = try NotesAccess.open()
        do {
            try store.add(tags, to: [key])
            Output.note("\(SafeText.escaped(letter.id, keepNewlines: false)): \(try store.tags(of: key).joined(separator: ", "))")
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

struct Untag: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Take tags off a case.",
        discussion: "imr untag ID TAG... [PATHS]: the words after the id are tags up to the first that names a file or folder."
    )

    @OptionGroup var arguments: TaggedArguments

    func run() throws {
        let (tags, corpus) = try arguments.split()
        let (letter, key) = try arguments.key(in: corpus)
        let store = try NotesAccess.open()
        do {
            let removed = try store.remove(tags, from: [key])
            let left = try store.tags(of: key)
            let id = SafeText.escaped(letter.id, keepNewlines: false)
            Output.note(removed == 0 ? "\(id) had none of those tags" : "\(id): \(left.isEmpty ? "no tags" : left.joined(separator: ", "))")
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

struct Tags: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every tag on the cases of the corpus, with how many cases carry it.")

    @OptionGroup var corpus: CorpusArguments

    func run() throws {
        let letters = try corpus.load(reportProblems: false).cases
        guard let store = try NotesAccess.existing() else {
            Output.note("no tags yet (imr tag ID TAG puts one on a case)")
            return
        }
        let byKey: [String: [String]]
        do { byKey = try store.tagsByKey() } catch { throw CommandFailure(message: error.description) }
        var counts: [String: (tag: String, cases: Int)] = [:]
        for key in Set(letters.map(CaseKey.of)) {
            for tag in byKey[key] ?? [] { counts[TagName.fold(tag), default: (tag, 0)].cases += 1 }
        }
        let rows = counts.values.sorted { $0.cases != $1.cases ? $0.cases > $1.cases : TagName.fold($0.tag) < TagName.fold($1.tag) }
        for row in rows { print("\(row.cases)\t\(SafeText.escaped(row.tag, keepNewlines: false))") }
        if rows.isEmpty { Output.note("no case of these letters carries a tag") }
    }
}
