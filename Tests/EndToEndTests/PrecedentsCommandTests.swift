import Foundation
import Testing
import IMRIndex

/// `imr precedents` as scripts use it: its counts equal a count over `imr list --json`, its JSON lists
/// the cases with ids, its CSV has a row per precedent, and its errors are one line with exit 2.
@Suite("Precedents command")
struct PrecedentsCommandTests {
    let cli = CommandLineTests()

    static func objects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Every item's precedents, counted again by hand from `imr list --json`, for imaging and drugs
    /// several items share: imaging joins by key and a region in common (or none either), a drug by key.
    @Test func countsEqualACountOverListJSON() throws {
        let cases = try Self.objects(try cli.imr(["list", "--json", E2E.corpusPath]).stdout)
        typealias Asked = (id: String, item: Int, decision: String, outcome: String, kind: String, regions: Set<String>)
        var keys: [String: [Asked]] = [:]
        for letter in cases {
            let items = letter["items"] as? [[String: Any]] ?? []
            for (position, item) in items.enumerated() {
                guard let key = item["treatmentKey"] as? String, let kind = item["treatmentKind"] as? String,
                      kind == "imaging" || kind == "drug" else { continue }
                keys[key, default: []].append((letter["id"] as? String ?? "", position + 1, item["decision"] as? String ?? "",
                                               letter["outcome"] as? String ?? "", kind,
                                               Set(item["bodyRegions"] as? [String] ?? [])))
            }
        }
        let shared = keys.filter { $0.value.count >= 3 }
        #expect(shared.keys.contains("MRI") && shared.keys.contains("tramadol"), "\(shared.keys.sorted())")
        for (_, items) in shared {
            for asking in items.prefix(2) {
                let result = try cli.imr(["precedents", asking.id, "--item", String(asking.item), "--json", E2E.corpusPath])
                #expect(result.status == 0, "\(result.stderr)")
                let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                let others = items.filter { other in
                    (other.id != asking.id || other.item != asking.item)
                        && (asking.kind == "drug" || (asking.regions.isEmpty && other.regions.isEmpty)
                            || !asking.regions.isDisjoint(with: other.regions))
                }
                #expect(report["decisions"] as? Int == others.count, "\(asking)")
                #expect(report["overturned"] as? Int == others.filter { $0.decision == "overturned" }.count)
                #expect(report["inPartialCases"] as? Int == others.filter { $0.outcome == "partial" }.count)
                let listed = (report["cases"] as? [[String: Any]] ?? []).map { "\($0["caseId"] ?? "")#\($0["item"] ?? "")" }
                #expect(Set(listed) == Set(others.map { "\($0.id)#\($0.item)" }))
            }
        }
    }

    @Test func typedTreatmentAndCSV() throws {
        let result = try cli.imr(["precedents", "--treatment", "MRI of the lumbar spine", E2E.corpusPath, "--csv"])
        #expect(result.status == 0)
        let rows = result.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.first?.hasPrefix("case_id,case_number,item,treatment,") == true)
        #expect(rows.count >= 2)
        let table = try cli.imr(["precedents", "--treatment", "MRI of the lumbar spine", E2E.corpusPath])
        #expect(table.stdout.contains("Overturn rate: "))
        #expect(table.stdout.contains("CASES (\(rows.count - 1))"))
    }

    @Test func briefIsWrittenAndKeptUnlessForced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-brief-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("brief.md").path
        let written = try cli.imr(["precedents", "--treatment", "MRI of the lumbar spine", "--brief", path, E2E.corpusPath])
        #expect(written.status == 0, "\(written.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# Precedents: MRI of the lumbar spine"))
        #expect(text.contains("## Upheld ("))
        let again = try cli.imr(["precedents", "--treatment", "MRI of the lumbar spine", "--brief", path, E2E.corpusPath])
        #expect(again.status == 2 && again.stderr.contains("exists"))
    }

    @Test func errorsAreOneLineAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["precedents", "CM16-021303", E2E.corpusPath], "no case CM16-021303 (closest: CM16-0213037"),
            (["precedents", "CM16-0213037", "--item", "9", E2E.corpusPath], "CM16-0213037 has no item 9 (items 1 to 2)"),
            (["precedents", "CM16-0213037", "--item", "0", E2E.corpusPath], "--item counts from 1"),
            (["precedents", "--treatment", ",;", E2E.corpusPath], "holds nothing to look up"),
            (["precedents", "CM16-0213037", "--json", "--csv", E2E.corpusPath], "choose one"),
        ]
        for (arguments, expected) in cases {
            let result = try cli.imr(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one line for \(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("imr: ") && result.stderr.contains(expected), "\(result.stderr)")
        }
    }

    @Test func statsCountsByTreatmentAndRegion() throws {
        let result = try cli.imr(["stats", "--by", "treatment", "--by", "region", E2E.corpusPath])
        #expect(result.status == 0)
        #expect(result.stdout.contains("TREATMENT ("))
        #expect(result.stdout.contains("BODY REGION ("))
        #expect(!result.stdout.contains("TREATMENT (0 values)"), "every letter's items have treatment keys")
    }
}
