import Foundation
import IMRIndex
import Testing
import IMRStore

/// `--filter` reads the browser's filter line with the core's one parser: the same cases as the core
/// query, AND with the other options, and a line that does not read is an error.
@Suite("Filter option")
struct FilterOptionTests {
    static let index: CorpusIndex? = (try? CorpusLoader.load(paths: [E2E.corpusPath])).map(CorpusIndex.init)

    /// Ids `imr list --json` prints for the arguments, in order.
    func listed(_ arguments: [String]) throws -> [String] {
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        let result = try E2E.run(binary, ["list", "--json", "--no-cache", E2E.corpusPath] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try result.stdout.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["id"] as? String)
        }
    }

    /// Ids the core query for the filter line selects, in its order.
    func core(_ line: String) throws -> [String] {
        let index = try #require(Self.index, "the real letters are missing: \(E2E.corpusPath)")
        let query = QueryText.parse(line) { index.resolve($0, facet: $1) }.query
        return index.matching(query).map { index.cases[$0].id }
    }

    @Test(arguments: [
        "overturned",
        "spec:\"pain management\" ch:12",
        "cat:imaging item:overturned",
        "decided:2016-12..2017-01 mri",
        "upheld \"physical therapy\" sort:-decision-date",
        "partial,overturned state:california year:2016",
        "o:upheld spec:\"occupational medicine\",\"family practice\" injured:..2014 lumbar",
    ])
    func filterListsWhatTheCoreQueryGives(line: String) throws {
        let expected = try core(line)
        #expect(try listed(["--filter", line]) == expected, "\(line)")
    }

    /// --treatment, --region and --kind mean what treatment:, region: and kind: mean in the filter line, wider values included,
    /// and hold for the same item together.
    @Test(arguments: [
        (["--region", "spine"], "region:spine"),
        (["--region", "neck"], "region:neck"),
        (["--kind", "drug"], "kind:drug"),
        (["--region", "spine", "--kind", "imaging"], "region:spine kind:imaging"),
        (["--chapter", "ODG"], "ch:ODG"),
        (["--treatment", "norco"], "treatment:norco"),
        (["--treatment", "physical therapy", "--region", "spine"], "treatment:\"physical therapy\" region:spine"),
    ])
    func itemOptionsListWhatTheirFilterTermsGive(options: [String], line: String) throws {
        let expected = try core(line)
        #expect(!expected.isEmpty, "\(line) finds no shipped letter")
        #expect(try listed(options) == expected, "\(options)")
    }

    @Test func theFilterSelectsSomething() throws {
        #expect(try core("overturned").count > 10 && core("spec:\"pain management\" ch:12").count > 0)
    }

    @Test func optionsAndTheFilterCombineWithAnd() throws {
        let both = try listed(["--outcome", "overturned", "--filter", "ch:12"])
        let options = Set(try listed(["--outcome", "overturned"]))
        let filter = try listed(["--filter", "ch:12"])
        #expect(!both.isEmpty && both == filter.filter(options.contains))
        // The same facet chosen both ways: a case must meet both.
        #expect(try listed(["--outcome", "upheld", "--filter", "overturned"]).isEmpty)
        let specialties = try listed(["--specialty", "pain management", "--filter", "spec:anesthesiology"])
        let anesthesiology = Set(try core("spec:anesthesiology"))
        #expect(specialties == (try core("spec:\"pain management\"")).filter(anesthesiology.contains))
    }

    @Test(arguments: [
        ("decided:2016-13", "Not a date or range: decided:2016-13"),
        ("overturned sort:colour", "Nothing matches sort:colour"),
    ])
    func aFilterThatDoesNotReadIsAnError(line: String, message: String) throws {
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        let result = try E2E.run(binary, ["list", "--filter", line, E2E.corpusPath])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasPrefix("imr: --filter: \(message)"),
                "\(result.stderr)")
    }
}
