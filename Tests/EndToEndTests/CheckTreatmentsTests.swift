import Foundation
import Testing
import TestFixtures

/// `imr check --treatments`: the words the tables do not explain and the unrecognised requests, with
/// their counts, most frequent first; exit 1 when there are any.
@Suite("Check treatments")
struct CheckTreatmentsTests {
    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        return try E2E.run(binary, arguments + ["--no-cache"])
    }

    /// Every request of the shipped letters is recognised, and hardly any has a word left over; those
    /// that do are listed with the word, an example and its key.
    @Test func theShippedLettersAreRecognisedWithFewDoubts() throws {
        let result = try imr(["check", "--treatments", E2E.corpusPath])
        #expect(result.stderr.contains(" 0 unrecognised (0 distinct keys)"))
        let summary = try #require(result.stderr.split(separator: "\n").first { $0.contains("with words not understood") })
        let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let (requests, doubtful) = (numbers[0], numbers[1])
        #expect(requests > 250)
        #expect(Double(doubtful) / Double(requests) < 0.01, "\(summary)")
        let listed = result.stdout.split(separator: "\n").dropFirst()
        #expect(listed.allSatisfy { $0.contains("\" -> ") })
        #expect(result.status == (doubtful > 0 ? 1 : 0))
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
        let third = letter.replacingOccurrences(of: "MRI of the cervical spine without contrast: Upheld",
                                                with: "MRI of the cervical spine, wibbled: Upheld")
        #expect(first != letter && second != first && third != letter)
        try Data(first.utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data(second.utf8).write(to: folder.appendingPathComponent("b.txt"))
        try Data(third.utf8).write(to: folder.appendingPathComponent("c.txt"))
        let result = try imr(["check", "--treatments", folder.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Words the treatment tables do not explain (requests using each; an example and the key it got):",
            "     1  wibbled  \"MRI of the cervical spine, wibbled\" -> MRI",
            "Requests no treatment table recognises (their key is the cleaned text):",
            "     2  frobnication shoulder  (e.g. \"Frobnication of the right shoulder, 6 sessions\")",
            "     1  zorbing",
        ])
        #expect(result.stderr.contains("6 requests: 1 with words not understood (1 distinct word), 3 unrecognised (2 distinct keys)"))
    }
}
