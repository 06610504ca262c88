import CaseFixtures
import Foundation
import IMRGenerator
import LetterFixtures
import Testing
import TestFixtures
@testable import IMRExport
@testable import IMRModel

/// `imr list --json` output (every case through CaseJSON.line) validates against docs/case.schema.json,
/// for every real letter in Fixtures/corpus and for 10,000 generated letters in every text form.
@Suite(.serialized) struct SchemaValidationTests {
    static let script = FixtureFile.checkout + "/scripts/validate-schema.py"

    /// python3 with jsonschema, found on PATH.
    static let validatorAvailable: Bool = {
        (try? run(["python3", "-c", "import jsonschema"], input: Data()).status) == 0
    }()

    struct Run { var status: Int32; var output: String }

    static func run(_ arguments: [String], input: Data) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        // Write and read at once so that neither pipe fills and blocks the other side.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    static func validate(_ cases: [IMRCase], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = cases.map(CaseJSON.line).joined(separator: "\n") + "\n"
        let result = try run(["python3", script, try FixtureFile.caseSchema.require()], input: Data(lines.utf8))
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output.contains("\(cases.count) lines valid"), "\(result.output)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package is not available: schema not checked"))
    func theScriptRejectsInvalidLines() throws {
        var imrCase = QueryFixtures.cases[0]
        imrCase.caseNumber = "CM16-123"
        let bad = CaseJSON.line(imrCase).replacingOccurrences(of: "\"2016-03-01\"", with: "\"2016-02-30\"")
        let result = try Self.run(["python3", Self.script, try FixtureFile.caseSchema.require()],
                                  input: Data((CaseJSON.line(QueryFixtures.cases[1]) + "\n" + bad + "\nnot json\n").utf8))
        #expect(result.status == 1)
        #expect(result.output.contains("line 2 (A): caseNumber"))
        #expect(result.output.contains("line 2 (A): dates/decision: '2016-02-30' is not a 'date'"))
        #expect(result.output.contains("line 3: not JSON"))
    }

    @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package is not available: schema not checked"))
    func everyRealLetterValidates() throws {
        var cases: [IMRCase] = []
        for fixture in [FixtureFile.seeds, .dwcLayout, .dwcRaw] {
            cases += try RealLetters.folder(fixture).cases
        }
        #expect(cases.count == 3 + 126 * 2)
        try Self.validate(cases)
    }

    @Test(.enabled(if: validatorAvailable, "python3 with the jsonschema package is not available: schema not checked"))
    func tenThousandGeneratedLettersValidate() throws {
        let config = GeneratorConfig(count: 10_000, seed: 0x5C4E_3A)
        let corpus = GeneratedCases.letters(config)
        #expect(corpus.cases.count == 10_000)
        // Every layout is read whole, the professional reviews' decisions from their conclusions.
        #expect(corpus.problems.isEmpty, "\(corpus.problems.prefix(5).map(\.line))")
        #expect(corpus.cases.contains { $0.layout == .professionalReview && $0.outcome == .overturned })
        try Self.validate(corpus.cases)
    }
}
