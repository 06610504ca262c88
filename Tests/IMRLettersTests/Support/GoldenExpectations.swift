import Foundation
import TestFixtures

/// The expected values of the real letters in Fixtures/corpus, as the golden tests read them.
enum GoldenExpectations {
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
        let text = try String(contentsOfFile: try FixtureFile.dwcExpected.require(), encoding: .utf8)
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
        let folder = try FixtureFile.seedExpected.require()
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".json") }.map {
            try JSONDecoder().decode(SeedExpected.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))
        }
    }
}
