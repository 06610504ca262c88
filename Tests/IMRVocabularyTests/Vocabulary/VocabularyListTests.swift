import Foundation
import Testing
import TestFixtures
import IMRVocabulary

/// The vocabularies in the code follow the DWC's own lists, kept in docs/ as the DWC publishes them.
@Suite struct VocabularyListTests {
    /// The entries of a list: one a line, `#` lines are comments.
    static func entries(_ fixture: FixtureFile) throws -> [String] {
        try String(contentsOfFile: try fixture.require(), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func canonicalSpecialtiesAreTheDWCList() throws {
        #expect(Specialties.canonical == (try Self.entries(.specialtyList)))
    }

    @Test func everyTreatmentCategoryIsADWCCategory() throws {
        let listed = Set(try Self.entries(.treatmentCategoryList))
        for rule in TreatmentCategories.rules {
            #expect(listed.contains(rule.category), "\(rule.category) is not in docs/treatment-categories.txt")
        }
    }
}
