import Foundation
import Testing

/// Standard output is written as carefully as a file: a full disk or a closed descriptor ends the
/// command with one line on stderr and status 2, never status 0 and an empty file; a reader that goes
/// away (`imr list | head`) ends it quietly, as it always has.
@Suite("Checked standard output")
struct CheckedOutputTests {
    /// Every command that writes to standard output, with arguments that make it write.
    static let writers: [[String]] = [
        ["list", "--json", E2E.corpusPath],
        ["list", "--csv", E2E.corpusPath],
        ["list", E2E.corpusPath],
        ["show", "CM16-0213037", E2E.corpusPath],
        ["show", "--json", "CM16-0213037", E2E.corpusPath],
        ["similar", "CM16-0213037", E2E.corpusPath],
        ["stats", E2E.corpusPath],
        ["stats", "--csv", E2E.corpusPath],
        ["stats", "--json", E2E.corpusPath],
        ["precedents", "CM16-0213037", E2E.corpusPath],
        ["precedents", "--csv", "CM16-0213037", E2E.corpusPath],
        ["precedents", "--format", "markdown", "CM16-0213037", E2E.corpusPath],
        ["export", "--outcome", "overturned", "--format", "markdown", "-o", "-", E2E.corpusPath],
        ["export", "CM16-0213037", "-o", "-", E2E.corpusPath],
        ["check", "--treatments", E2E.corpusPath],
        ["keys"],
        ["version"],
        ["--version"],
        ["--help"],
        ["list", "--help"],
    ]

    /// /dev/full takes nothing: ENOSPC, as a full disk gives.
    @Test func aFullDiskIsOneLineAndStatusTwo() throws {
        let sandbox = Sandbox()
        for arguments in Self.writers {
            let result = try sandbox.imr(arguments, shell: "exec \"$@\" >/dev/full")
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            let failures = result.stderr.split(separator: "\n").filter { $0.contains("standard output") }
            #expect(failures == ["imr: cannot write to standard output: No space left on device"], "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack"), "\(arguments)")
        }
    }

    /// `>&-`: the descriptor is not there at all. No file the command opens may take its place.
    @Test func aClosedStandardOutputIsOneLineAndStatusTwo() throws {
        let sandbox = Sandbox()
        for arguments in [["list", "--json", E2E.corpusPath], ["stats", "--csv", E2E.corpusPath], ["version"]] {
            let result = try sandbox.imr(arguments, shell: "exec \"$@\" >&-")
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasSuffix("imr: cannot write to standard output: it is closed\n"), "\(arguments): \(result.stderr)")
        }
        // With the notes store opened for writing, which would take the lowest free descriptor.
        let tagged = try sandbox.imr(["tag", "CM16-0213037", "kept", E2E.corpusPath], shell: "exec \"$@\" >&-")
        #expect(tagged.status == 0, "tag writes nothing to standard output: \(tagged.stderr)")
        let listed = try sandbox.imr(["tags", E2E.corpusPath], shell: "exec \"$@\" >&-")
        #expect(listed.status == 2 && listed.stderr.contains("standard output: it is closed"), "\(listed.stderr)")
        #expect(try sandbox.imr(["tags", E2E.corpusPath]).stdout == "1\tkept\n", "the store was not written to")
    }

    /// A reader gone before the output is written: imr ends as SIGPIPE ends it (status 141 in the
    /// shell) and says nothing, whether SIGPIPE is left to its default or ignored (then the write gets
    /// EPIPE).
    @Test func aReaderThatLeavesEndsItQuietly() throws {
        let sandbox = Sandbox()
        for arguments in [["list", "--json", E2E.corpusPath], ["list", E2E.corpusPath], ["stats", "--csv", E2E.corpusPath]] {
            for trap in ["", "trap '' PIPE; "] {
                let result = try sandbox.imr(arguments, shell: trap + "{ \"$@\"; echo \"status $?\" >&2; } | true")
                #expect(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("imr: ") || !$0.contains("cases") }
                        == ["status 141"], "\(trap)\(arguments): \(result.stderr)")
            }
        }
    }

    /// A stderr that takes nothing (full, closed) loses the messages, not the command: no crash (it
    /// died of SIGILL), the status as it would be, standard output whole.
    @Test func aStderrThatCannotBeWrittenLosesOnlyTheMessages() throws {
        let sandbox = Sandbox()
        for redirect in ["2>/dev/full", "2>&-"] {
            let failing = try sandbox.imr(["list", "/no/such/folder"], shell: "exec \"$@\" \(redirect)")
            #expect(failing.status == 2, "\(redirect)")
            let listed = try sandbox.imr(["list", "--json", E2E.corpusPath], shell: "exec \"$@\" \(redirect)")
            #expect(listed.status == 0, "\(redirect)")
            #expect(listed.stdout.split(separator: "\n").count == 126)
        }
    }

    /// What is written when all goes well is whole, whatever the buffering: the last line too.
    @Test func aWholeOutputArrivesWhole() throws {
        let sandbox = Sandbox()
        let result = try sandbox.imr(["list", "--json", E2E.corpusPath])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("}\n"))
        #expect(result.stdout.split(separator: "\n").count == 126)
    }
}
