import Foundation
import Testing
@testable import IMRVocabulary

/// The treatment vocabularies hold together: no phrase with two meanings, every abbreviation written out
/// in words the tables know, every spelling of a row keyed as that row, every region one of the regions.
@Suite struct TreatmentVocabularyTests {
    @Test func noPhraseHasTwoMeanings() {
        #expect(TreatmentLexicon.shared.conflicts == [])
    }

    @Test(arguments: TreatmentAbbreviations.expansions.sorted { $0.key < $1.key })
    func everyAbbreviationReadsAsItsExpansion(abbreviation: String, expansion: String) {
        let short = TreatmentNormalizer.normalize(abbreviation.uppercased())
        let long = TreatmentNormalizer.normalize(expansion)
        #expect(long?.recognized == true || long?.region != nil, "\(expansion) names nothing the tables know")
        #expect(short?.regions == long?.regions, "\(abbreviation)")
        if long?.recognized == true {
            #expect(short?.key == long?.key && short?.kind == long?.kind, "\(abbreviation)")
            #expect(long?.doubt == [], "\(expansion) has words no table knows: \(long?.doubt ?? [])")
        }
    }

    /// A word written short reads as the word it shortens beside any treatment: the same key, the same
    /// words left unexplained; and it is no treatment's abbreviation.
    @Test(arguments: TreatmentAbbreviations.shortenedWords.sorted { $0.key < $1.key })
    func everyShortenedWordReadsAsItsWord(short: String, word: String) {
        #expect(TreatmentAbbreviations.expansions[short] == nil, "\(short) is also a treatment's abbreviation")
        for request in ["Physical therapy x 6 %@", "%@ Norco 10/325 #90", "Ketoprofen cream %@"] {
            let shortened = TreatmentNormalizer.normalize(request.replacingOccurrences(of: "%@", with: short.uppercased()))
            let written = TreatmentNormalizer.normalize(request.replacingOccurrences(of: "%@", with: word))
            #expect(shortened?.key == written?.key && shortened?.doubt.count == written?.doubt.count, "\(request): \(short)")
        }
    }

    /// A code's words name one treatment the tables know, with nothing left over, and the code alone
    /// reads as its words do.
    @Test(arguments: ProcedureCodes.words.sorted { $0.key < $1.key })
    func everyProcedureCodeReadsAsItsWords(code: String, words: String) {
        let long = TreatmentNormalizer.normalize(words)
        #expect(long?.recognized == true, "\(words) names nothing the tables know")
        #expect(long?.doubt == [], "\(words) has words no table knows: \(long?.doubt ?? [])")
        let coded = TreatmentNormalizer.normalize("Retrospective: " + code)
        #expect(coded?.key == long?.key && coded?.regions == long?.regions, "\(code) → \(coded?.key ?? "nil")")
    }

    static let procedureSpellings = TreatmentProcedures.all.flatMap { row in row.spellings.map { (row.name, $0) } }

    @Test(arguments: procedureSpellings)
    func everyProcedureSpellingIsKeyedAsItsRow(name: String, spelling: String) {
        let normalized = TreatmentNormalizer.normalize(spelling)
        #expect(normalized?.recognized == true, "\(spelling)")
        #expect(normalized?.key == name || normalized?.key.hasPrefix(name + " ") == true, "\(spelling) → \(normalized?.key ?? "nil")")
    }

    static let drugNames = DrugNames.drugs.flatMap { row in row.names.map { (row, $0) } }

    @Test(arguments: drugNames)
    func everyDrugNameIsKeyedByItsIngredients(drug: DrugNames.Drug, name: String) {
        let normalized = TreatmentNormalizer.normalize(name)
        let sorted = drug.ingredients.sorted().joined(separator: "/")
        // A drug's own row gives its conventional order ("hydrocodone/acetaminophen").
        let ingredients = DrugNames.conventionalName(of: Set(drug.ingredients))
        let expected: String
        if drug.route == .injection || !Set(drug.ingredients).isDisjoint(with: DrugNames.injectedIngredients) {
            expected = Set(drug.ingredients).isDisjoint(with: DrugNames.corticosteroids) ? sorted + " injection" : "corticosteroid injection"
        } else if drug.route == .patch {
            expected = ingredients + " patch"
        } else if drug.route == .topical || !Set(drug.ingredients).isDisjoint(with: DrugNames.topicalIngredients) {
            expected = drug.ingredients.count == 1 ? ingredients + " topical" : "compound: " + sorted
        } else {
            expected = ingredients
        }
        #expect(normalized?.key == expected, "\(name)")
        #expect(normalized?.doubt == [], "\(name)")
        #expect(name == name.lowercased(), "\(name) is written in lower case")
    }

    @Test(arguments: ConsultSpecialties.all.flatMap { row in row.spellings.map { (row.name, $0) } })
    func everySpecialtySpellingAskedForIsItsConsultation(name: String, spelling: String) {
        #expect(Self.key("\(spelling) consultation") == "\(name) consultation", "\(spelling)")
        #expect(Self.key("Referral to \(spelling)") == "\(name) consultation", "\(spelling)")
    }

    @Test func everyRegionNamedIsOneOfTheRegions() {
        let names = Set(BodyRegions.regions.map(\.name))
        for procedure in TreatmentProcedures.all {
            if let region = procedure.region { #expect(names.contains(region), "\(procedure.name): \(region)") }
        }
        for region in BodyRegions.levelRegions.values { #expect(names.contains(region)) }
        #expect(BodyRegions.spineParts.isSubset(of: names) && names.contains(BodyRegions.spine))
    }

    @Test(arguments: BodyRegions.regions.flatMap { region in region.spellings.map { (region.name, $0) } })
    func everyRegionSpellingNamesItsRegion(name: String, spelling: String) {
        #expect(TreatmentNormalizer.normalize("MRI of the right \(spelling)")?.region == name, "\(spelling)")
    }

    static func key(_ text: String) -> String? { TreatmentNormalizer.normalize(text)?.key }
}
