import Foundation
import TestFixtures
import Testing

/// `imr --generate-completion-script bash|zsh|fish`: a script for each shell that names every
/// subcommand `imr --help` lists, offers the values of `--format` and `--by`, and asks `imr` for the
/// user's tags; each shell reads it without a syntax error (a shell that is not installed fails the test).
@Suite("Shell completions")
final class CompletionScriptTests {
    let data = NSTemporaryDirectory() + "imr-completion-e2e-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: data) }

    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "XDG_DATA_HOME": data]) { $1 }
        environment["IMR_NOTES"] = nil
        return try E2E.run(binary, arguments, environment: environment)
    }

    /// The subcommands `imr --help` lists (the hidden ones aside).
    func subcommands() throws -> [String] {
        let help = try imr(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "SUBCOMMANDS:").last)
        // The list ends at its first blank line (a note on `imr help` follows).
        let list = section.drop { $0 == "\n" }.components(separatedBy: "\n\n").first ?? ""
        return list.split(separator: "\n").compactMap { line -> String? in
            // A subcommand's line starts with two spaces and its name; wrapped abstracts start further in.
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first,
                  name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            return String(name)
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func eachShellGetsAScriptForEverySubcommand(shell: String) throws {
        let names = try subcommands()
        #expect(names.count >= 10 && names.contains("stats") && names.contains("export"), "\(names)")
        let result = try imr(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let script = result.stdout
        for name in names { #expect(script.contains(name), "\(shell): \(name)") }
        // Values to offer: --format's and --by's (periods included), and the tags asked of imr itself.
        for value in ["markdown", "json", "csv", "quarter", "item-decision", "decision-date"] {
            #expect(script.contains(value), "\(shell): \(value)")
        }
        #expect(script.contains("---completion list -- --tag"), "\(shell): tags come from imr")
        // The shell reads it without a syntax error: each must be installed (.ci/run installs them).
        let path = try RequiredTool.require(shell, package: shell)
        let file = data + "-" + shell
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let check = try E2E.run(path, ["-n", file])
        #expect(check.status == 0, "\(shell) -n: \(check.stderr)")
    }

    /// What Tab offers after `--tag`: the tags written with `imr tag`, narrowed by what was typed; with no
    /// notes store, nothing, and none is made.
    @Test func tagsAreOfferedFromTheNotesStore() throws {
        let store = data + "/imr/notes.sqlite"
        let before = try imr(["---completion", "list", "--", "--tag", "3", "0", "imr", "list", "--tag", ""])
        #expect(before.status == 0 && before.stdout.allSatisfy(\.isWhitespace), "\(before.stdout)")
        #expect(!FileManager.default.fileExists(atPath: store), "pressing Tab makes no store")
        try E2E.requireCorpus(in: [E2E.corpusPath])
        #expect(try imr(["tag", "CM16-0213037", "Follow up", "mri", E2E.corpusPath]).status == 0)
        let all = try imr(["---completion", "list", "--", "--tag", "3", "0", "imr", "list", "--tag", ""])
        #expect(Set(all.stdout.split(separator: "\n")) == ["Follow up", "mri"])
        let narrowed = try imr(["---completion", "stats", "--", "--tag", "3", "2", "imr", "stats", "--tag", "fo"])
        #expect(narrowed.stdout.split(separator: "\n") == ["Follow up"])
    }
}
