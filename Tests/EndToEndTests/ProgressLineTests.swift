import Foundation
import Testing
import TestFixtures

/// A long open on the command line says each of its steps on a terminal's stderr, on one line rewritten
/// in place, and erases it before the command's own output: listing, reading (counted), and a first
/// open's writing of the case store, so the line never sits on "100%" while the store is written. Run
/// under `script`, which gives the command a terminal and keeps every byte it wrote there.
@Suite("Progress line")
struct ProgressLineTests {
    static let erase = "\r\u{1B}[K"

    @Test func aLongOpenNamesEachStepThenErasesItsLine() throws {
        let script = try RequiredTool.require("script", package: "bsdutils")
        let sandbox = Sandbox()
        sandbox.environment["IMR_NO_CACHE"] = nil
        let folder = sandbox.work + "/letters"
        // Enough letters for a progress line (2,000 files or more).
        #expect(try sandbox.imr(["generate", folder, "--count", "2400", "--seed", "5"]).status == 0)
        let underTerminal = "exec \(script) -qec \"$1 $2 $3\" /dev/null"

        let first = try sandbox.imr(["stats", folder], shell: underTerminal)
        #expect(first.status == 0, "\(first.stderr)")
        let firstSteps = Self.steps(first.stdout)
        #expect(firstSteps.first == "imr: listing the letters…", "\(firstSteps)")
        #expect(firstSteps.contains { $0.hasPrefix("imr: reading letters ") && $0.hasSuffix("(100%)") }, "\(firstSteps)")
        #expect(firstSteps.last == "imr: writing the case store…", "\(firstSteps)")
        #expect(Self.afterTheLine(first.stdout).contains("OUTCOME"), "the command's output follows the erased line")

        let second = try sandbox.imr(["stats", folder], shell: underTerminal)
        #expect(second.status == 0, "\(second.stderr)")
        let secondSteps = Self.steps(second.stdout)
        #expect(secondSteps.first == "imr: listing the letters…", "\(secondSteps)")
        #expect(!secondSteps.contains("imr: writing the case store…"), "nothing to write: \(secondSteps)")

        // Not a terminal: no line at all.
        let plain = try sandbox.imr(["stats", folder])
        #expect(!plain.stderr.contains("\r") && !plain.stderr.contains("reading letters"), "\(plain.stderr)")
    }

    /// The texts the line showed, in order: each write erases the line and writes the next.
    static func steps(_ output: String) -> [String] {
        let parts = output.components(separatedBy: erase)
        // The last part is what came after the final erase: the command's output.
        return parts.dropFirst().dropLast().filter { !$0.isEmpty }
    }

    static func afterTheLine(_ output: String) -> String {
        output.components(separatedBy: erase).last ?? ""
    }
}
