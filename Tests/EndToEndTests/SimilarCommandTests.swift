import Foundation
import IMRIndex
import Testing
import IMRModel
import IMRVocabulary

/// `imr similar`: the ranking's order and reasons agree with the cases `imr list --json` gives.
@Suite("imr similar")
struct SimilarCommandTests {
    static let anchor = "CM16-0213037"

    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        return try E2E.run(binary, arguments)
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init))
    }

    @Test func jsonRanksByTreatmentsThenScoreAndEveryReasonHolds() throws {
        let result = try imr(["similar", Self.anchor, E2E.corpusPath, "--json", "--limit", "30"])
        #expect(result.status == 0, "\(result.stderr)")
        let ranking = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let similar = try #require(ranking["similar"] as? [[String: Any]])
        #expect(ranking["id"] as? String == Self.anchor)
        #expect(similar.count == 30 && (ranking["total"] as? Int ?? 0) >= 30)

        var cases: [String: [String: Any]] = [:]
        for line in try imr(["list", "--json", E2E.corpusPath]).stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            cases[object["id"] as? String ?? ""] = object
        }
        func items(_ id: String) -> [(key: String, kind: TreatmentKind?, regions: Set<String>)] {
            ((cases[id]?["items"] as? [[String: Any]]) ?? []).compactMap { item in
                guard let key = item["treatmentKey"] as? String else { return nil }
                return (key, (item["treatmentKind"] as? String).flatMap(TreatmentKind.init),
                        Set(item["bodyRegions"] as? [String] ?? []))
            }
        }
        // The anchor's treatments as precedents join them: the key, and where regions tell it apart, a
        // region in common (none with none).
        func joined(_ id: String) -> Set<String> {
            var labels = Set<String>()
            for mine in items(Self.anchor) {
                let regional = TreatmentIdentity.isRegional(key: mine.key, kind: mine.kind)
                let asked = items(id).contains { theirs in
                    theirs.key == mine.key && (!regional || (mine.regions.isEmpty ? theirs.regions.isEmpty
                                                                                  : !mine.regions.isDisjoint(with: theirs.regions)))
                }
                if asked { labels.insert(mine.regions.isEmpty ? mine.key : "\(mine.key) (\(mine.regions.sorted().joined(separator: ", ")))") }
            }
            return labels
        }
        let anchorKeys = Set(items(Self.anchor).map(\.key))
        let anchorRegions = Set(items(Self.anchor).flatMap(\.regions))
        let anchorWords = Self.words(cases[Self.anchor]?["summary"] as? String ?? "")
        var previous: (treatments: Int, score: Double)? = nil
        for (offset, entry) in similar.enumerated() {
            let id = try #require(entry["id"] as? String)
            #expect(id != Self.anchor, "the case itself is never listed")
            #expect(entry["rank"] as? Int == offset + 1)
            #expect(entry["outcome"] as? String == cases[id]?["outcome"] as? String)
            let shared = Set(entry["sharedTreatments"] as? [String] ?? [])
            #expect(shared == joined(id), "\(id): the shared treatments are those both ask for, in a region in common")
            let elsewhere = Set(entry["treatmentsElsewhere"] as? [String] ?? [])
            #expect(elsewhere.isSubset(of: anchorKeys.intersection(items(id).map(\.key))), "\(id): \(elsewhere) both ask for")
            let regions = Set(entry["sharedRegions"] as? [String] ?? [])
            #expect(regions.isSubset(of: Set(items(id).flatMap(\.regions))), "\(id): its requests name \(regions)")
            #expect(anchorRegions.intersection(items(id).flatMap(\.regions)).isSubset(of: regions), "\(id): every region both name")
            let words = Set(entry["sharedWords"] as? [String] ?? [])
            #expect(words.isSubset(of: anchorWords.intersection(Self.words(cases[id]?["summary"] as? String ?? ""))),
                    "\(id): \(words) are in both summaries")
            let score = entry["score"] as? Double ?? -1
            #expect(score >= (entry["wordScore"] as? Double ?? .infinity), "\(id): the words are part of the score")
            #expect(!shared.isEmpty || score > 0, "\(id) shares something")
            if let previous {
                #expect(previous.treatments > shared.count || (previous.treatments == shared.count && previous.score >= score),
                        "\(id) is ranked by shared treatments, then score")
            }
            previous = (shared.count, score)
        }
    }

    @Test func tablePrintsRankIdOutcomeScoreAndWhy() throws {
        let result = try imr(["similar", Self.anchor, E2E.corpusPath, "--limit", "3"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "a header and three rows:\n\(result.stdout)")
        #expect(lines.first?.split(separator: " ").map(String.init) == ["RANK", "ID", "O", "TX", "SCORE", "WHY"])
        #expect(lines.dropFirst().enumerated().allSatisfy { $1.trimmingCharacters(in: .whitespaces).hasPrefix("\($0 + 1) ") })
        #expect(lines.dropFirst().allSatisfy { $0.contains("words ") || $0.contains("same ") || $0.contains("regions ") })
        #expect(result.stderr.contains("like \(Self.anchor)"))
    }

    @Test func unknownIdsAndBadLimitsExitTwo() throws {
        let unknown = try imr(["similar", "CM16-021303", E2E.corpusPath])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("imr: no case CM16-021303") && unknown.stderr.contains("closest: CM16-0213037"),
                "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)
        let badLimit = try imr(["similar", Self.anchor, E2E.corpusPath, "--limit", "0"])
        #expect(badLimit.status == 2)
        #expect(badLimit.stderr.contains("--limit must be at least 1"), "\(badLimit.stderr)")
    }
}
