import Foundation
import Testing

/// Saved filters, the filter history and the kept theme, in the browser driven through tmux and on the
/// command line; each test keeps its notes (IMR_NOTES) and configuration (XDG_CONFIG_HOME) in its own folder.
@Suite(
    "Saved filters, filter history, kept theme",
    .serialized,
    .timeLimit(.minutes(2))
)
final class SavedFilterEndToEndTests {
    let folder = NSTemporaryDirectory() + "imr-sf-\(UUID().uuidString.prefix(8))"
    var notes: String { folder + "/data/notes.sqlite" }
    var config: String { folder + "/config" }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        var environment = ProcessInfo.processInfo.environment
        environment["IMR_NO_CACHE"] = "1"
        environment["IMR_NOTES"] = notes
        environment["XDG_CONFIG_HOME"] = config
        return try E2E.run(binary, arguments, environment: environment)
    }

    func ids(_ options: [String]) throws -> [String] {
        let result = try imr(["list", "--json"] + options + [E2E.corpusPath])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["id"] as? String
        }
    }

    // MARK: The command line

    @Test func aFilterSavedWithImrFiltersIsUsedByListStatsAndExport() throws {
        let query = "ch:12 treat:mri"
        let save = try imr(["filters", "save", "LowBack", query])
        #expect(save.status == 0, "\(save.stderr)")
        #expect(try imr(["filters"]).stdout == "LowBack\t\(query)\n")

        let direct = try ids(["--filter", query])
        #expect(direct.count > 1, "the filter finds several cases: \(direct)")
        #expect(try ids(["--filter", "@lowback"]) == direct, "names are compared without regard to case")
        let upheldToo = try ids(["--filter", "upheld @LowBack"])
        #expect(upheldToo == (try ids(["--filter", "upheld " + query])))
        #expect(try imr(["filters", "save", "recent", "@lowback decided:2017"]).status == 0)
        #expect(try ids(["--filter", "@recent"]) == (try ids(["--filter", query + " decided:2017"])))

        let stats = try imr(["stats", "--filter", "@lowback", "--json", E2E.corpusPath])
        #expect(stats.status == 0, "\(stats.stderr)")
        let table = stats.stdout.split(separator: "\n").first.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(table?["cases"] as? Int == direct.count, "\(stats.stdout.prefix(200))")
        let export = try imr(["export", "--filter", "@lowback", "--format", "json", "-o", "-", E2E.corpusPath])
        let exported = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [[String: Any]]
        #expect(exported?.count == direct.count)
    }

    @Test func unknownNamesBadNamesAndLoopsAreUsageErrors() throws {
        let unknown = try imr(["list", "--filter", "@nothing overturned", E2E.corpusPath])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("No saved filter @nothing (none is saved yet)"), "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)

        #expect(try imr(["filters", "save", "two words", "upheld"]).status == 2)
        #expect(try imr(["filters", "save", "dates", "decided:2016-13"]).stderr.contains("Not a date"))
        #expect(try imr(["filters", "save", "self", "@self upheld"]).stderr.contains("refers to itself"))
        #expect(try imr(["filters"]).stdout.isEmpty, "nothing bad was kept")

        #expect(try imr(["filters", "save", "a", "upheld"]).status == 0)
        #expect(try imr(["filters", "save", "b", "@a ch:12"]).status == 0)
        let deleted = try imr(["filters", "delete", "A"])
        #expect(deleted.status == 0)
        #expect(deleted.stderr.contains("named in @b"), "\(deleted.stderr)")
        let broken = try imr(["list", "--filter", "@b", E2E.corpusPath])
        #expect(broken.status == 2 && broken.stderr.contains("No saved filter @a (saved: @b)"), "\(broken.stderr)")
        #expect(try imr(["filters", "delete", "a"]).status == 2)
    }

    // MARK: The browser

    func browser(columns: Int = 120, _ body: (TmuxSession) async throws -> Void) async throws {
        try await TmuxSession.with(environment: ["IMR_NOTES": notes, "XDG_CONFIG_HOME": config], columns: columns) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            try await body(session)
            try session.send(keys: "q")
            #expect(try await session.waitForExit() == 0)
        }
    }

    @Test
    func wSavesAFilterAtAppliesItAndTheFilterLineRecallsItInTheNextRun() async throws {
        try await browser { session in
            try session.send(keys: "o", "W")
            try await session.waitFor(text: "Save \"overturned\" as @")
            try session.type(literal: "over")
            try session.send(keys: "Enter")
            try await session.waitFor(text: "Saved @over: overturned")
            try session.send(keys: "x")
            try await session.waitFor(text: "126 of 126 cases")

            try session.send(keys: "@")
            let list = try await session.waitFor(text: "Saved filters: 1")
            #expect(list.contains("@over") && list.contains("18"), "the list shows the name and the cases it finds:\n\(list)")
            try session.send(keys: "Enter")
            try await session.waitFor(text: "18 of 126 cases")

            // Typed in the filter line with another term.
            try session.send(keys: "f", "C-u")
            try session.type(literal: "@over ch:12")
            try session.send(keys: "Enter")
            let expected = try E2E.listCount(["--outcome", "overturned", "--chapter", "12"])
            try await session.waitFor(text: "\(expected) of 126 cases")
        }
        #expect(try imr(["filters"]).stdout == "over\toverturned\n", "the browser keeps it where imr filters finds it")

        // The next run: the history brings back the lines typed, newest first.
        try await browser { session in
            try session.send(keys: "f", "C-u", "Up")
            try await session.waitFor(text: "Filter: @over ch:12")
            try session.send(keys: "Up")
            try await session.waitFor(text: "Filter: @over")
            try session.send(keys: "Enter")
            try await session.waitFor(text: "18 of 126 cases")
            try session.send(keys: "x")
            try await session.waitFor(text: "126 of 126 cases")
            try session.send(keys: "U")
            try await session.waitFor(text: "18 of 126 cases")
        }
    }

    @Test
    func theThemeChosenWithTIsKeptInTheConfigurationWithItsComments() async throws {
        try FileManager.default.createDirectory(atPath: config + "/imr", withIntermediateDirectories: true)
        let file = config + "/imr/config.toml"
        try "# my settings\ntheme = \"light\"  # for the day\n\n[later]\nkey = 1\n".write(toFile: file, atomically: true, encoding: .utf8)
        /// Presses T and reads the theme it applied from the status line.
        func nextTheme(_ session: TmuxSession, after current: String) async throws -> String {
            try session.send(keys: "T")
            let screen = try await session.waitUntil("the theme after \(current)") {
                Screen.statusLine($0).contains("Theme: ") && !Screen.statusLine($0).contains("Theme: \(current) ")
                    && !Screen.statusLine($0).hasSuffix("Theme: \(current)")
            }
            return String(Screen.statusLine(screen).firstMatch(of: /Theme: ([\w-]+)/)?.1 ?? "")
        }
        // The first run goes once round every theme from the one configured, then one further.
        var cycle = ["light"]
        try await browser { session in
            while cycle.count < 20 {
                let next = try await nextTheme(session, after: cycle.last!)
                if next == "light" { break }
                cycle.append(next)
            }
            cycle.append(try await nextTheme(session, after: "light"))
        }
        let chosen = cycle.last!
        #expect(cycle.count >= 4 && chosen != "light", "\(cycle)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text == "# my settings\ntheme = \"\(chosen)\" # for the day\n\n[later]\nkey = 1\n")

        // The next run opens in it: T goes on from there.
        try await browser { session in
            let next = try await nextTheme(session, after: chosen)
            #expect(next == cycle[2])
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("theme = \"\(cycle[2])\""), "each T is kept")
    }

    @Test
    func aConfigurationThatCannotBeWrittenIsSaidInTheStatusLine() async throws {
        // A file where the configuration's folder should be.
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "not a folder".write(toFile: config + "/imr", atomically: true, encoding: .utf8)
        try await browser(columns: 200) { session in
            try session.send(keys: "T")
            let screen = try await session.waitFor(text: "not kept for the next run")
            #expect(Screen.statusLine(screen).contains(config + "/imr"), "the status line names the folder:\n\(screen)")
        }
        #expect(try String(contentsOfFile: config + "/imr", encoding: .utf8) == "not a folder")
    }
}
