import Foundation
import Testing
import TestFixtures

/// The tests the documents name as their evidence exist: every `SuiteTests.test` in the README,
/// BENCHMARKS.md and docs/ is a test function of that suite in Tests/, every `SuiteTests.swift` a file
/// there, and every suite named alone a suite or test target. A test renamed or moved without its
/// document fails here, rather than leaving the document pointing at nothing.
@Suite struct DocumentedTestsTests {
    /// Every Swift file under Tests/ by its path, and the texts that declare each type (or extend it).
    static func testSources() throws -> (paths: [String], declaring: [String: [String]]) {
        let root = FixtureFile.checkout + "/Tests"
        let paths = try #require(FileManager.default.subpaths(atPath: root), "\(root) holds the tests").filter { $0.hasSuffix(".swift") }
        var declaring: [String: [String]] = [:]
        for path in paths {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for name in Set(text.matches(of: /(?:struct|class|enum|actor|extension) ([A-Z][A-Za-z0-9]*)/).map { String($0.output.1) }) {
                declaring[name, default: []].append(text)
            }
        }
        return (paths, declaring)
    }

    /// What the documents name: `(document, suite, test)`, with a nil test for a suite named alone.
    static func namedTests() throws -> [(document: String, suite: String, test: String?)] {
        var named: [(document: String, suite: String, test: String?)] = []
        for document in try DocumentLinksTests.documents() {
            let text = try String(contentsOfFile: FixtureFile.checkout + "/" + document, encoding: .utf8)
            for match in text.matches(of: /\b([A-Z][A-Za-z0-9]*Tests)(?:\.([a-z][A-Za-z0-9_]*))?/) {
                named.append((document, String(match.output.1), match.output.2.map(String.init)))
            }
        }
        return named
    }

    @Test func everyTestTheDocumentsNameExists() throws {
        let sources = try Self.testSources()
        let named = try Self.namedTests()
        #expect(named.filter { $0.test != nil }.count >= 20, "the documents name their tests")
        for (document, suite, test) in named {
            guard let test else { continue }
            if test == "swift" {
                #expect(sources.paths.contains { $0.hasSuffix("/\(suite).swift") }, "\(document) names Tests/…/\(suite).swift, which does not exist")
                continue
            }
            let declarations = sources.declaring[suite] ?? []
            #expect(declarations.contains { $0.contains("func \(test)(") },
                    "\(document) names \(suite).\(test), which is no test of \(declarations.isEmpty ? "any suite" : suite)")
        }
    }

    @Test func everySuiteTheDocumentsNameExists() throws {
        let sources = try Self.testSources()
        let targets = Set(try FileManager.default.contentsOfDirectory(atPath: FixtureFile.checkout + "/Tests"))
        for (document, suite, _) in try Self.namedTests() where !targets.contains(suite) {
            #expect(sources.declaring[suite] != nil, "\(document) names \(suite), which is no suite in Tests/")
        }
    }
}
