import Foundation
import Testing

/// What imr says on stderr is safe to show and says what happened: text the user typed (a filter, a case
/// id, a path, an option) comes back escaped like a letter's text, a cache that is a folder is said to be
/// one, each note is said once, and a damaged notes database is one line.
@Suite("Messages")
struct MessageTests {
    static let esc = "\u{1B}"

    /// Every message that repeats what was typed (errors and warnings), with an ESC sequence in it: `^[`
    /// on stderr, never ESC.
    @Test func whatTheUserTypedIsEscaped() throws {
        let sandbox = Sandbox()
        let typed = Self.esc + "[31m"
        let runs: [[String]] = [
            ["list", "--filter", "outcome:\(typed)red", E2E.corpusPath],
            ["list", "--filter", "region:\(typed)", E2E.corpusPath],
            ["list", "--filter", "ur:\(typed)", E2E.corpusPath],
            ["list", "--filter", "@x\(typed)", E2E.corpusPath],
            ["list", "--filter", "decided:\(typed)", E2E.corpusPath],
            ["list", "--decided", typed, E2E.corpusPath],
            ["list", "--outcome", typed, E2E.corpusPath],
            ["list", "--specialty", typed, E2E.corpusPath],
            ["stats", "--by", typed, E2E.corpusPath],
            ["stats", "--sort", typed, E2E.corpusPath],
            ["list", "/no/such/\(typed)"],
            ["show", "CM\(typed)", E2E.corpusPath],
            ["export", "--id", "CM16-0213037", "-o", "/no/such\(typed)/case.txt", E2E.corpusPath],
            ["filters", "delete", "a\(typed)"],
            ["list", "--\(typed)", E2E.corpusPath],
            [typed],
        ]
        for arguments in runs {
            let result = try sandbox.imr(arguments)
            let shown = arguments.map { $0.replacingOccurrences(of: Self.esc, with: "ESC") }
            #expect(!result.stderr.contains(Self.esc), "raw ESC for \(shown)")
            #expect(result.stderr.contains("^[[31m"), "\(shown): \(result.stderr)")
        }
    }

    /// The case store replaced by a folder (or by bytes that are no store): said once, as what it is.
    @Test func aStoreThatIsAFolderIsSaidToBeOneOnce() throws {
        let sandbox = Sandbox()
        sandbox.environment["IMR_NO_CACHE"] = nil
        #expect(try sandbox.imr(["list", E2E.corpusPath]).status == 0)
        let cache = sandbox.root + "/cache/imr"
        let store = cache + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".imrcache") }))

        try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: store))
        let foreign = try sandbox.imr(["list", E2E.corpusPath])
        #expect(foreign.status == 0)
        #expect(foreign.stderr.components(separatedBy: "ignored the case store").count == 2, "once: \(foreign.stderr)")

        try FileManager.default.removeItem(atPath: store)
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: false)
        let folder = try sandbox.imr(["list", E2E.corpusPath])
        #expect(folder.status == 0)
        #expect(!folder.stderr.contains("truncated"), "\(folder.stderr)")
        let lines = folder.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("ignored the case store \(store): it is a folder, not a file") }.count == 1, "\(folder.stderr)")
        #expect(Set(lines).count == lines.count, "no line twice: \(folder.stderr)")
    }

    /// SQLite's integrity check reports many problems over many lines: the message is one line.
    @Test func aDamagedNotesDatabaseIsOneLine() throws {
        let sandbox = Sandbox()
        #expect(try sandbox.imr(["tag", "CM16-0213037", "one", E2E.corpusPath]).status == 0)
        #expect(try sandbox.imr(["note", "CM16-0213037", "--text", "a note", E2E.corpusPath]).status == 0)
        let database = sandbox.root + "/data/imr/notes.sqlite"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: database)))
        // The start of every page but the first: cell offsets out of range in every table.
        for page in 1..<(bytes.count / 4096) {
            for at in (page * 4096 + 8)..<(page * 4096 + 40) { bytes[at] = bytes[at] &* 7 &+ 13 }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: database))
        let tag = try sandbox.imr(["tag", "CM16-0213037", "two", E2E.corpusPath])
        #expect(tag.status == 2)
        #expect(tag.stderr.split(separator: "\n").count == 1, "\(tag.stderr)")
        #expect(tag.stderr.hasPrefix("imr: \(database): the notes database is damaged (On tree page "), "\(tag.stderr)")
        #expect(tag.stderr.contains(" more problems); "), "the first problem, and how many more: \(tag.stderr)")
        #expect(!tag.stderr.contains("^J") && !tag.stderr.contains("***"), "\(tag.stderr)")
        #expect(tag.stderr.hasSuffix("it was left as it is: move it aside to start a new one\n"), "\(tag.stderr)")
        let list = try sandbox.imr(["list", "--json", E2E.corpusPath])
        #expect(list.status == 0)
        #expect(list.stderr.split(separator: "\n").count == 1 && list.stderr.contains("tags and notes left out"), "\(list.stderr)")
    }
}
