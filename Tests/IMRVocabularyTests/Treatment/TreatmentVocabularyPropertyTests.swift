import PropertyBased
import Testing
@testable import IMRVocabulary

/// Properties of the treatment vocabularies over generated requests: every entry keeps its own key
/// whatever a request wraps it in (quantities, sides, dates, package and request words, case) and
/// through a slip of the pen; entries the guidelines tell apart never share a key.
@Suite struct TreatmentVocabularyPropertyTests {
    /// What requests put around a treatment, none of which makes another treatment.
    static let before = ["", "Retrospective ", "Additional ", "Associated surgical service: ", "DME: ", "Post-op ",
                         "Request for ", "Continued ", "Pre-operative ", "Prospective request for ", "1 prescription of ",
                         "Reconsideration of ", "UR appeal - ", "Req: "]
    static let after = ["", " #60", " x 12", " 2 times a week for 4 weeks", " (DOS: 11/14/16)", ", quantity 1",
                        " QTY: 2", " 1 refill", ", purchase", " x 6 sessions", " (CPT 99213)", " 2x/wk x 4 wks",
                        ", random, quarterly", " prior to surgery", ", given in the office", " prior to MMI", ", off-the-shelf",
                        " regarding candidacy", " per RFA dated 11/2/16", " per the 10/12/16 RFA", " (2nd request)",
                        " per PTP's report of 9/1/16", " requested on RFA 9/9/16"]

    /// The drug rows whose names all key alike (a drug named by its ingredients).
    static let drugNames = DrugNames.drugs.flatMap { row in row.names.map { (row.ingredients, $0) } }

    static func key(_ text: String) -> String? { TreatmentNormalizer.normalize(text)?.key }

    /// A count of sessions or visits, with which an evaluation is the therapy and an ultrasound the
    /// therapeutic one (`TreatmentWords.sessions`).
    static func countsSessions(_ text: String) -> Bool {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { TreatmentWords.sessions.contains(String($0)) }
    }

    @Test func aDrugKeepsItsKeyWhateverTheRequestWrapsItIn() async {
        let names = Self.drugNames
        await propertyCheck(count: 400, input: Gen.int(in: 0...(names.count - 1)), Gen.int(in: 0...(Self.before.count - 1)),
                            Gen.int(in: 0...(Self.after.count - 1)), Gen.bool) { drug, before, after, upper in
            let name = names[drug].1
            guard let plain = Self.key(name) else { Issue.record("\(name) has no key"); return }
            var request = Self.before[before] + name + Self.after[after]
            if upper { request = request.uppercased() }
            let normalized = TreatmentNormalizer.normalize(request)
            #expect(normalized?.key == plain, "\(request)")
            #expect(normalized?.doubt == [], "\(request): \(normalized?.doubt ?? [])")
        }
    }

    @Test func aProcedureKeepsItsKeyAndRegionWhateverTheRequestWrapsItIn() async {
        let spellings = TreatmentProcedures.all.filter { !$0.generic && !$0.adjunct }
            .flatMap { row in row.spellings.map { ($0, row.discipline) } }
        let sides = ["", "right ", "left ", "bilateral "]
        let regions = ["", " of the lumbar spine", " to the knee", " for the cervical spine", ", shoulder"]
        await propertyCheck(count: 400, input: Gen.int(in: 0...(spellings.count - 1)), Gen.int(in: 0...(Self.before.count - 1)),
                            Gen.int(in: 0...(Self.after.count - 1)), Gen.int(in: 0...(sides.count - 1)),
                            Gen.int(in: 0...(regions.count - 1))) { spelling, before, after, side, region in
            let (words, discipline) = spellings[spelling]
            guard let plain = TreatmentNormalizer.normalize(words + regions[region]) else {
                Issue.record("\(words + regions[region]) has no key")
                return
            }
            let request = Self.before[before] + sides[side] + words + regions[region] + Self.after[after]
            let normalized = TreatmentNormalizer.normalize(request)
            // Packages and counts never change what is asked; a count of sessions may make a visit the therapy.
            if Self.countsSessions(Self.after[after]) { return }
            // After surgery, therapy is the post-surgical guidelines' own treatment, and some devices are
            // what the operation needs ("brace" after shoulder surgery is the sling).
            let afterSurgery = ["Associated surgical service: ", "Post-op "].contains(Self.before[before])
            var expected = plain.key
            if afterSurgery && discipline { expected = "postoperative " + expected }
            if afterSurgery, let renamed = TreatmentProcedures.afterSurgery[plain.key]?[plain.regions.first ?? ""]
                ?? TreatmentProcedures.afterSurgery[plain.key]?[""] { expected = renamed }
            #expect(normalized?.key == expected, "\(request)")
            #expect(normalized?.regions == plain.regions, "\(request)")
        }
    }

    /// A long drug name with a letter left out ("cyclobenzprine") still reads as the drug: over every
    /// such slip of every long name, all but a few that are one slip from two table words.
    @Test func aDrugNameWithALetterMissingKeepsItsKey() {
        let long = Self.drugNames.filter { $0.1.count >= 8 && $0.1.allSatisfy(\.isLetter) }
        var tried = 0, read = 0
        var unread: [String] = []
        for (_, name) in long {
            guard let plain = Self.key(name) else { continue }
            for position in 1..<(name.count - 1) {
                var letters = Array(name)
                letters.remove(at: position)
                let slipped = String(letters)
                // A slip that makes another table word is that word, not a slip.
                guard TreatmentLexicon.shared.correction(of: slipped) != slipped else { continue }
                tried += 1
                if Self.key(slipped + " 10mg #30") == plain { read += 1 } else { unread.append(slipped) }
            }
        }
        #expect(tried > 500)
        #expect(Double(read) / Double(max(tried, 1)) >= 0.95, "\(read) of \(tried); unread: \(unread.prefix(20))")
    }

    /// Drugs with other active ingredients never share a key; nor do procedures of different names.
    @Test func entriesTheGuidelinesTellApartNeverShareAKey() {
        var byKey: [String: Set<String>] = [:]
        // Any corticosteroid injected is one treatment (the guidelines decide steroid injections alike).
        for drug in DrugNames.drugs where !Set(drug.ingredients).isSubset(of: DrugNames.corticosteroids) {
            guard let name = drug.names.first, let key = Self.key(name) else { continue }
            byKey[key, default: []].insert(drug.ingredients.sorted().joined(separator: "+") + "/" + String(describing: drug.route))
        }
        for (key, ingredientSets) in byKey where ingredientSets.count > 1 {
            let ingredients = Set(ingredientSets.map { $0.split(separator: "/").first.map(String.init) ?? $0 })
            #expect(ingredients.count == 1, "\(key) is the key of drugs of other ingredients: \(ingredientSets.sorted())")
        }
        var procedures: [String: Set<String>] = [:]
        for row in TreatmentProcedures.all where !row.generic {
            guard let key = Self.key(row.name) else { continue }
            procedures[key, default: []].insert(row.name)
        }
        for (key, names) in procedures where names.count > 1 {
            Issue.record("\(key) is the key of procedures of different names: \(names.sorted())")
        }
    }
}
