import Foundation
import Testing
import CaseFixtures
import LetterFixtures
import TestFixtures
@testable import IMRLetters
@testable import IMRModel

/// The first MAXIMUS letters written for the fixtures (Fixtures/corpus/maximus-2013, my own cases in the
/// layout's form), each read as `expected.jsonl` says: layout, dates, reviewer, patient, summary, items
/// and whether the letter is read only in part.
@Suite struct Maximus2013FixtureTests {
    struct Expected {
        var file: String
        var object: [String: Any]
        subscript(key: String) -> Any? { object[key] }
    }

    static func expected() throws -> [Expected] {
        let text = try String(contentsOfFile: try FixtureFile.maximus2013Expected.require(), encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return Expected(file: try #require(object["file"] as? String), object: object)
        }
    }

    static func parsed(_ file: String) throws -> ParsedFile {
        let folder = try FixtureFile.maximus2013.require()
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + file), "\(file) is there")
        return FileParser.parse(bytes: Array(bytes), displayPath: file)
    }

    @Test func everyLetterReadsAsExpected() throws {
        let all = try Self.expected()
        #expect(all.count == 3)
        for expected in all {
            let parsed = try Self.parsed(expected.file)
            let imrCase = try #require(parsed.cases.first, "\(expected.file) gives a letter: \(parsed.problems.map(\.line))")
            #expect(parsed.cases.count == 1, "\(expected.file)")
            #expect(imrCase.layout?.rawValue == expected["layout"] as? String, "\(expected.file)")
            #expect(imrCase.caseNumber == expected["caseNumber"] as? String, "\(expected.file)")
            let readInPart = try #require(expected["readInPart"] as? Bool)
            #expect(parsed.problems.contains { $0.kind == .readInPart } == readInPart, "\(expected.file): \(imrCase.warnings)")
            if !readInPart { #expect(imrCase.warnings.isEmpty, "\(expected.file): \(imrCase.warnings)") }
            #expect(imrCase.outcome.rawValue == expected["outcome"] as? String, "\(expected.file)")

            let dates = try #require(expected["dates"] as? [String: String])
            #expect(imrCase.dates.decision?.iso == dates["decision"], "\(expected.file)")
            #expect(imrCase.dates.applicationReceived?.iso == dates["applicationReceived"], "\(expected.file)")
            #expect(imrCase.dates.urDenial?.iso == dates["urDenial"], "\(expected.file)")
            #expect(imrCase.dates.assigned?.iso == dates["assigned"], "\(expected.file)")
            #expect(imrCase.turnaroundDays == expected["turnaroundDays"] as? Int, "\(expected.file)")

            let reviewer = try #require(expected["reviewer"] as? [String: [String]])
            #expect(imrCase.reviewer.specialtiesAsWritten == reviewer["specialtiesAsWritten"], "\(expected.file)")
            #expect(imrCase.reviewer.licensure == reviewer["licensure"], "\(expected.file)")
            #expect(imrCase.reviewer.boardCertified == true, "\(expected.file)")
            let patient = try #require(expected["patient"] as? [String: Any])
            #expect(imrCase.patient.age == patient["age"] as? Int, "\(expected.file)")
            #expect(imrCase.patient.sex?.rawValue == patient["sex"] as? String, "\(expected.file)")
            #expect(imrCase.patient.dateOfInjury?.iso == patient["dateOfInjury"] as? String, "\(expected.file)")

            #expect(imrCase.summary.hasPrefix(try #require(expected["summaryStart"] as? String)), "\(expected.file): \(imrCase.summary)")
            #expect(imrCase.summary.hasSuffix(try #require(expected["summaryEnd"] as? String)), "\(expected.file): \(imrCase.summary)")

            let items = try #require(expected["items"] as? [[String: Any]])
            #expect(imrCase.items.count == items.count, "\(expected.file)")
            for (item, want) in zip(imrCase.items, items) {
                #expect(item.treatment == want["treatment"] as? String, "\(expected.file)")
                #expect(item.decision.rawValue == want["decision"] as? String, "\(expected.file)")
                if let start = want["rationaleStart"] as? String {
                    #expect(item.rationale.hasPrefix(start), "\(expected.file): \(item.rationale)")
                } else {
                    #expect(item.rationale.isEmpty, "\(expected.file)")
                }
                #expect(item.maximusGuideline.isEmpty == (want["guidelines"] as? Int == 0), "\(expected.file)")
            }
        }
    }

    /// The summary is the narrative alone: neither its label, nor the disclaimer, nor the quotation marks.
    @Test func theSummaryLeavesOutTheDisclaimer() throws {
        for expected in try Self.expected() {
            let imrCase = try #require(try Self.parsed(expected.file).cases.first)
            #expect(!imrCase.summary.containsIgnoringCase("disclaimer"), "\(expected.file)")
            #expect(!imrCase.summary.containsIgnoringCase("taken directly from"), "\(expected.file)")
            #expect(!imrCase.summary.hasPrefix("\""), "\(expected.file)")
        }
    }

    /// The letter read in part says which item's rationale is missing, and keeps its whole text.
    @Test func theLetterReadInPartSaysWhichItemAndKeepsItsText() throws {
        let parsed = try Self.parsed("2014-01-notice-partial.txt")
        let problem = try #require(parsed.problems.first { $0.kind == .readInPart })
        #expect(problem.path == "2014-01-notice-partial.txt")
        #expect(problem.reason.contains("Item 2 (a urine drug screen)"), "\(problem.reason)")
        #expect(!problem.reason.contains("Item 1"), "\(problem.reason)")
        let text = try #require(parsed.cases.first?.letterText)
        #expect(text.contains("has determined the request for a urine drug screen"))
    }
}
