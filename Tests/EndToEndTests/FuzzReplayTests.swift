import Foundation
import Testing
import TestFixtures

/// The fuzz target's checks (docs/fuzzing.md) must hold for every shipped letter: a check that real
/// letters break (it once took CSV's CR LF row ends for raw control characters) would make every
/// fuzzing run stop at its first input.
@Suite("Fuzz replay")
struct FuzzReplayTests {
    @Test func everyShippedLetterPassesTheFuzzChecks() throws {
        let imr = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        let fuzz = URL(fileURLWithPath: imr).deletingLastPathComponent().appendingPathComponent("imr-fuzz").path
        #expect(FileManager.default.isExecutableFile(atPath: fuzz), "imr-fuzz is built next to imr")
        var letters: [String] = []
        for folder in [try FixtureFile.seeds.require(), try FixtureFile.dwcLayout.require(), try FixtureFile.dwcRaw.require()] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }
            letters += names.sorted().map { folder + "/" + $0 }
        }
        #expect(letters.count > 200, "the shipped letters are there")
        let result = try E2E.run(fuzz, letters)
        #expect(result.status == 0, "\(result.stdout.split(separator: "\n").last ?? "")")
        #expect(!result.stdout.contains("invariant broken"))
    }
}
