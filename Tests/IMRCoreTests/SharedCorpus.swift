import Foundation
@testable import IMRCore

/// The shared sample letters beside the checkout (`../shared`), as the golden tests read them.
enum SharedCorpus {
    static let root: String = {
        let testFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        let packageRoot = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path
    }()

    static var corpus: String { root + "/corpus" }
    static var dwc: String { corpus + "/dwc-2016" }
    static var seeds: String { corpus + "/seeds" }
    static var schema: String { root + "/spec/case.schema.json" }

    /// One line of dwc-2016/expected.jsonl.
    struct Expected: Decodable {
        struct ExpectedReviewer: Decodable {
            let specialtiesAsWritten: [String]
            let licensure: [String]
        }
        struct ExpectedPatient: Decodable {
            let age: Int?
            let sex: String?
            let dateOfInjury: String?
        }
        let id: String
        let caseNumber: String?
        let outcome: String
        let reviewer: ExpectedReviewer
        let patient: ExpectedPatient
        let decisions: [String]
    }

    static func expectedDWC() throws -> [Expected] {
        let text = try String(contentsOfFile: dwc + "/expected.jsonl", encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONDecoder().decode(Expected.self, from: Data($0.utf8))
        }
    }

    /// A seed's expected/*.json: the fields a correct parser extracts.
    struct SeedExpected: Decodable {
        struct SeedCitation: Decodable {
            let guideline: String
            let mtus: Bool
            let chapter: Int?
            let pages: [Int]
        }
        struct SeedItem: Decodable {
            let treatment: String
            let decision: String
            let claimsAdministratorGuideline: [SeedCitation]
            let maximusGuideline: [SeedCitation]
        }
        struct SeedReviewer: Decodable {
            let specialties: [String]
            let specialtiesAsWritten: [String]
            let boardCertified: Bool?
            let licensure: [String]
        }
        let id: String
        let caseNumber: String?
        let outcome: String
        let reviewer: SeedReviewer
        let patient: Expected.ExpectedPatient
        let items: [SeedItem]
    }

    static func seedExpectations() throws -> [SeedExpected] {
        let folder = seeds + "/expected"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".json") }.map {
            try JSONDecoder().decode(SeedExpected.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))
        }
    }
}
