import Foundation
import Testing
import TestFixtures

/// `imr check --treatments`: the unrecognised requests with their counts, exit 1 when there are any.
@Suite("Check treatments")
struct CheckTreatmentsTests {
    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        return try E2E.run(binary, arguments + ["--no-cache"])
    }

    @Test func theShippedLettersAreAllRecognised() throws {
        let result = try imr(["check", "--treatments", E2E.corpusPath])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("imr: 0 requests of ") && result.stderr.contains(" unrecognised (0 distinct keys)"))
    }

    @Test func unknownRequestsAreListedMostFrequentFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-treatments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let letter = try String(contentsOfFile: E2E.corpusPath + "/CM16-0213037.txt", encoding: .utf8)
        let first = letter.replacingOccurrences(of: "MRI of the right shoulder without contrast: Upheld",
                                                with: "Frobnication of the right shoulder, 6 sessions: Upheld")
        let second = first.replacingOccurrences(of: "MRI of the cervical spine without contrast: Upheld",
                                                with: "Zorbing: Upheld")
        #expect(first != letter && second != first)
        try Data(first.utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data(second.utf8).write(to: folder.appendingPathComponent("b.txt"))
        let result = try imr(["check", "--treatments", folder.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "     2  frobnication shoulder  (e.g. \"Frobnication of the right shoulder, 6 sessions\")",
            "     1  zorbing",
        ])
        #expect(result.stderr.contains("3 requests of 4 unrecognised (2 distinct keys)"))
    }
}
