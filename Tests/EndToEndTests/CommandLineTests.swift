import Foundation
import Testing
import IMRIndex
import IMRText

/// The `imr` subcommands as scripts use them: output, exit status and the one-line errors.
@Suite("Command line")
struct CommandLineTests {
    func imr(_ arguments: [String], in folder: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        guard let folder else { return try E2E.run(binary, arguments) }
        return try E2E.run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder, binary] + arguments)
    }

    /// `imr --version` and `imr version` print the version, and the README states the same one.
    @Test func theVersionIsPrintedAndTheReadmeStatesIt() throws {
        for arguments in [["--version"], ["version"]] {
            let result = try imr(arguments)
            #expect(result.status == 0)
            #expect(result.stdout == IMRVersion.current + "\n", "\(arguments)")
        }
        let readme = try String(contentsOfFile: E2E.packageRoot.appendingPathComponent("README.md").path, encoding: .utf8)
        #expect(readme.contains("describes imr \(IMRVersion.current) "))
    }

    @Test func listJsonPrintsOneCasePerLine() throws {
        let result = try imr(["list", "--json", E2E.corpusPath])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 126)
        let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(first?["id"] as? String == "CM16-0213037")
        #expect(first?["outcome"] as? String == "upheld")
    }

    @Test func filtersCombineAcrossOptions() throws {
        let overturned = try imr(["list", "--json", "--outcome", "overturned", E2E.corpusPath])
        #expect(overturned.stdout.split(separator: "\n").count == 18)
        let both = try imr(["list", "--json", "--outcome", "overturned", "--outcome", "partial", E2E.corpusPath])
        #expect(both.stdout.split(separator: "\n").count == 26)
    }

    /// `--decided` picks the cases whose decision date (as `list --json` gives it) lies in the range.
    @Test func dateRangesFilterByTheDatesTheJSONShows() throws {
        let all = try imr(["list", "--json", E2E.corpusPath]).stdout.split(separator: "\n")
        let decided = try all.map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["dates"] as? [String: Any])?["decision"] as? String ?? ""
        }
        let expected = decided.filter { $0 >= "2017-01-10" && $0 <= "2017-01-31" }.count
        let result = try imr(["list", "--json", "--decided", "2017-01-10..2017-01", E2E.corpusPath])
        #expect(result.status == 0)
        #expect(expected > 0 && result.stdout.split(separator: "\n").count == expected)
    }

    /// The case outcomes stay apart: the stats' OVERTURNED column counts what `--outcome overturned`
    /// lists, PARTIAL what `--outcome partial` lists, and a pipe gets every value whole.
    @Test func statsCountOutcomesApartAndCutNothingInAPipe() throws {
        func listed(_ outcome: String) throws -> Int {
            try imr(["list", "--json", "--outcome", outcome, E2E.corpusPath]).stdout.split(separator: "\n").count
        }
        let result = try imr(["stats", "--by", "outcome", "--by", "specialty", E2E.corpusPath])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let overturnedRow = try #require(rows.first { $0.first == "Overturned" })
        let partialRow = try #require(rows.first { $0.starts(with: ["Partially", "overturned"]) })
        let overturned = try listed("overturned"), partial = try listed("partial")
        #expect(Int(overturnedRow[2]) == overturned)
        #expect(Int(partialRow[3]) == 0 && Int(partialRow[4]) == partial)
        #expect(!result.stdout.contains("…"))
        #expect(!result.stdout.contains("█"))
    }

    /// DECIDED holds the decision date `list --json` gives, or "-": never another date.
    @Test func theDecidedColumnIsTheDecisionDateOrNothing() throws {
        let json = try imr(["list", "--json", E2E.corpusPath]).stdout.split(separator: "\n")
        var expected: [String: String] = [:]
        for line in json {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let dates = object["dates"] as? [String: Any]
            expected[object["id"] as? String ?? ""] = dates?["decision"] as? String ?? "-"
        }
        let table = try imr(["list", E2E.corpusPath]).stdout.split(separator: "\n").dropFirst()
        #expect(table.count == expected.count)
        for row in table {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(expected[String(cells[0])] == String(cells[1]), "\(row)")
        }
    }

    /// A folder with no letter says what was looked for and what hidden files were passed over, in one
    /// line on stderr, with status 1; `check` names the hidden files and `--hidden` reads them.
    @Test func aFolderWithoutLettersSaysSoAndExitsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        try "not a letter".write(toFile: folder + "/.draft.txt", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in ["list", "stats"] {
            let result = try imr([command, folder])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(lines.first?.contains("no letters in \(folder): no files to read") == true)
            #expect(lines.first?.contains("2 hidden files or folders skipped (--hidden reads them)") == true)
        }
        let check = try imr(["check", folder])
        #expect(check.status == 1)
        #expect(check.stdout.split(separator: "\n") == ["hidden: .draft.txt: skipped (--hidden reads it)",
                                                         "hidden: .git: skipped (--hidden reads it)"])
        let hidden = try imr(["check", "--hidden", folder])
        #expect(hidden.status == 1)
        #expect(hidden.stdout.contains("not-a-letter: .draft.txt"))
        #expect(hidden.stderr.contains("1 file read, none of them a letter"))
    }

    @Test func withoutAPathTheSampleIsUsedAndSaidSo() throws {
        let result = try imr(["list"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("built-in sample"))
        #expect(result.stdout.contains("ID"))
    }

    @Test func errorsAreOneLineAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["list", "/no/such/folder"], "no such file or folder: /no/such/folder"),
            (["list", "--sort", "nope", E2E.corpusPath], "id, decision-date, injury-date"),
            (["show", "CM16-021303", E2E.corpusPath], "closest: CM16-0213037"),
            (["stats", "--by", "colour", E2E.corpusPath], "outcome, item-decision, specialty"),
            (["list", "--decided", "2017-13", E2E.corpusPath], "--decided 2017-13 is not a date or range"),
        ]
        for (arguments, expected) in cases {
            let result = try imr(arguments)
            #expect(result.status == 2, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line for \(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("imr: ") && result.stderr.contains(expected), "\(result.stderr)")
        }
    }

    @Test func checkExitsOneOnProblemsAndZeroWhenClean() throws {
        let clean = try imr(["check", E2E.corpusPath])
        #expect(clean.status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("just a shopping list\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let dirty = try imr(["check", folder.path])
        #expect(dirty.status == 1)
        #expect(dirty.stdout.contains("notes.txt"))
        #expect(dirty.stdout.contains("not an IMR letter"))
        // The check is the list: it does not send the user to itself.
        #expect(!dirty.stderr.contains("run `imr check`"), "\(dirty.stderr)")
        #expect(dirty.stderr.contains("1 problem in 1 file"))
        let listed = try imr(["list", folder.path])
        #expect(listed.stderr.contains("run `imr check` for the list"))
    }

    @Test func exportKeepsAnExistingFileUnlessForced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try imr(["export", "CM16-0213037", E2E.corpusPath], in: folder.path)
        #expect(first.status == 0)
        let path = folder.appendingPathComponent("CM16-0213037.txt").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("CLINICAL CASE SUMMARY"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: path))
        let again = try imr(["export", "CM16-0213037", E2E.corpusPath], in: folder.path)
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine\n")
        let forced = try imr(["export", "CM16-0213037", E2E.corpusPath, "--force", "--format", "markdown",
                              "--output", path], in: folder.path)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# CM16-0213037"))
    }

    /// A second `imr generate` into the same folder writes nothing without --force: a letter edited
    /// there is kept, the refusal says why in one line, with status 2.
    @Test func generateRefusesAFolderThatIsNotEmpty() throws {
        let sandbox = Sandbox()
        let folder = sandbox.work + "/letters"
        #expect(try sandbox.imr(["generate", folder, "--count", "3", "--seed", "4"]).status == 0)
        let letter = try #require(FileManager.default.subpaths(atPath: folder)?.sorted().first { $0.hasSuffix(".txt") })
        try Data("edited\n".utf8).write(to: URL(fileURLWithPath: folder + "/" + letter))
        let listing = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        let again = try sandbox.imr(["generate", folder, "--count", "5", "--seed", "4"])
        #expect(again.status == 2)
        #expect(again.stderr == "imr: \(folder) is not empty: nothing was written (give a new or empty folder, or --force to write over it)\n")
        #expect(try String(contentsOfFile: folder + "/" + letter, encoding: .utf8) == "edited\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == listing, "nothing added")
        // An empty folder is no refusal; --force writes over the letters.
        try FileManager.default.createDirectory(atPath: sandbox.work + "/empty", withIntermediateDirectories: true)
        #expect(try sandbox.imr(["generate", sandbox.work + "/empty", "--count", "1"]).status == 0)
        #expect(try sandbox.imr(["generate", folder, "--count", "3", "--seed", "4", "--force"]).status == 0)
        #expect(try String(contentsOfFile: folder + "/" + letter, encoding: .utf8) != "edited\n")
    }

    /// Many cases in one run: one document in the format asked for, or one file per case with --split,
    /// and standard output with -o -. With --id or a filter, every argument is a path.
    @Test func exportWritesManyCasesAsOneDocumentOrSplit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let overturned = try imr(["list", "--json", "--outcome", "overturned", E2E.corpusPath]).stdout
            .split(separator: "\n").count
        let one = try imr(["export", "--outcome", "overturned", E2E.corpusPath, "-o", "over.md"], in: folder)
        #expect(one.status == 0)
        #expect(one.stderr.contains("Exported \(overturned) cases to over.md"))
        let markdown = try String(contentsOfFile: folder + "/over.md", encoding: .utf8)
        #expect(markdown.hasPrefix("# IMR cases (\(overturned))"))

        let json = try imr(["export", "--filter", "partial", E2E.corpusPath, "--format", "json", "-o", "-"])
        #expect(json.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count > 1 && array.allSatisfy { $0["outcome"] as? String == "partial" })

        let ids = ["CM16-0213037", "CM16-0229336"]
        let split = try imr(["export", E2E.corpusPath, "--id", ids[0], "--id", ids[1], "--split", "-o", "each/"], in: folder)
        #expect(split.status == 0)
        #expect(split.stderr.contains("Exported 2 cases to each/"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/each").sorted() == ids.map { $0 + ".txt" })
        let again = try imr(["export", E2E.corpusPath, "--id", ids[0], "--id", ids[1], "--split", "-o", "each/"], in: folder)
        #expect(again.status == 2)
        #expect(again.stderr.contains("nothing was written"))

        let single = try imr(["export", ids[0], E2E.corpusPath, "--format", "csv", "-o", "-"])
        #expect(single.stdout.hasPrefix("id,case_number,"))
        let pathOnly = try imr(["export", E2E.corpusPath])
        #expect(pathOnly.status == 2)
        #expect(pathOnly.stderr.contains("is a path: say which cases"))
    }

    /// Per month, the cases and items `stats` counts are those `list --json` gives for that month; the
    /// CSV carries each rate with its Wilson interval; `--sort rate` puts the highest rate first.
    /// A generated corpus holds every layout: `stats --by layout` counts what `list --json` says of each
    /// case's layout, and the names are the README's.
    @Test func statsByLayoutCountTheLayoutsTheJSONGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-layouts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try imr(["generate", folder, "--count", "300", "--seed", "11"]).status == 0)
        var counts: [String: Int] = [:]
        for line in try imr(["list", "--json", "--no-cache", folder]).stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object.keys.contains("layout"))
            counts[object["layout"] as? String ?? "none", default: 0] += 1
        }
        let names = ["maximus", "maximus-documents", "professional-review", "maximus-2013"]
        #expect(Set(counts.keys) == Set(names))
        let csv = try imr(["stats", "--by", "layout", "--csv", "--no-cache", folder])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0[1], Int($0[2]) ?? -1) }) == counts)
        let readme = try String(contentsOfFile: E2E.packageRoot.path + "/README.md", encoding: .utf8)
        for name in names { #expect(readme.contains("`\(name)`"), "the README lists \(name)") }
    }

    /// `stats --json` carries what the table shows: each value's item overturn rate and its 95% Wilson
    /// interval, and for a period the clock (median days, past 30).
    @Test func statsJSONCarriesRatesIntervalsAndTheClock() throws {
        let result = try imr(["stats", "--by", "specialty", "--by", "month", "--json", E2E.corpusPath])
        #expect(result.status == 0)
        let tables = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(tables.count == 2)
        for table in tables {
            for value in table["values"] as? [[String: Any]] ?? [] {
                let items = value["items"] as? Int ?? 0, overturned = value["overturnedItems"] as? Int ?? 0
                let interval = WilsonInterval(successes: overturned, of: items)
                // As printed, to the last digit or so.
                func close(_ key: String, _ expected: Double?) -> Bool {
                    guard let expected else { return value[key] is NSNull }
                    return abs((value[key] as? Double ?? -1) - expected) < 1e-9
                }
                #expect(close("itemRate", interval.rate), "\(value)")
                #expect(close("lower", items > 0 ? interval.lower : nil) && close("upper", items > 0 ? interval.upper : nil), "\(value)")
            }
        }
        #expect(tables[0]["turnaround"] == nil || tables[0]["turnaround"] is NSNull)
        let clock = try #require(tables[1]["turnaround"] as? [[String: Any]])
        #expect(clock.last?["value"] as? String == "all")
        #expect((clock.last?["timed"] as? Int ?? 0) > 100)
    }

    @Test func statsByPeriodMatchTheListAndCarryIntervals() throws {
        var cases: [String: Int] = [:], items: [String: Int] = [:], overturnedItems: [String: Int] = [:]
        for line in try imr(["list", "--json", E2E.corpusPath]).stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let date = (object["dates"] as? [String: Any])?["decision"] as? String
            let month = date.map { String($0.prefix(7)) } ?? "undated"
            let decisions = object["items"] as? [[String: Any]] ?? []
            cases[month, default: 0] += 1
            items[month, default: 0] += decisions.count
            overturnedItems[month, default: 0] += decisions.filter { $0["decision"] as? String == "overturned" }.count
        }
        let csv = try imr(["stats", "--by", "month", "--csv", E2E.corpusPath])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first == ["by", "value", "cases", "overturned_cases", "partial_cases", "items", "overturned_items",
                               "item_rate", "ci_low", "ci_high"])
        let body = rows.dropFirst()
        #expect(body.map { $0[1] } == cases.keys.sorted())
        for row in body {
            #expect(Int(row[2]) == cases[row[1]] && Int(row[5]) == items[row[1]] && Int(row[6]) == overturnedItems[row[1]])
            let (low, rate, high) = (Double(row[8]) ?? -1, Double(row[7]) ?? -1, Double(row[9]) ?? -1)
            #expect(0 <= low && low <= rate && rate <= high && high <= 1)
        }
        let byRate = try imr(["stats", "--by", "specialty", "--sort", "rate", "--csv", E2E.corpusPath]).stdout
            .split(separator: "\r\n").dropFirst().compactMap { Double($0.split(separator: ",", omittingEmptySubsequences: false)[7]) }
        #expect(byRate.count > 3 && byRate == byRate.sorted(by: >))
    }
}
