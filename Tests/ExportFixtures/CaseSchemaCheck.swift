import Foundation
import IMRExport
import IMRModel
import TestFixtures
import Testing

/// Cases as `imr list --json` writes them (`CaseJSON.line`, one a line) checked against
/// docs/case.schema.json by scripts/validate-schema.py (python3 with the jsonschema package): on cases
/// made by hand (IMRExportTests) and on parsed letters (IMRIndexTests).
public enum CaseSchemaCheck {
    public static let script = FixtureFile.checkout + "/scripts/validate-schema.py"

    /// python3 with jsonschema, found on PATH.
    static let validatorAvailable: Bool = {
        (try? run(["python3", "-c", "import jsonschema"], input: Data()).status) == 0
    }()

    /// A machine without the validator fails the schema tests, saying what to install: they are never
    /// skipped.
    public static func requireValidator() throws(MissingTool) {
        guard validatorAvailable else {
            throw MissingTool(name: "python3 with the jsonschema package", install: "apt-get install python3-jsonschema, or pip install jsonschema")
        }
    }

    public struct Run: Sendable {
        public var status: Int32
        public var output: String
    }

    /// The script's run over `input` (JSON lines), with docs/case.schema.json.
    public static func validate(lines input: String) throws -> Run {
        try requireValidator()
        return try run(["python3", script, try FixtureFile.caseSchema.require()], input: Data(input.utf8))
    }

    public static func run(_ arguments: [String], input: Data) throws -> Run {
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

    /// Every case's line is valid, and the script says it read them all.
    public static func expectValid(_ cases: [IMRCase], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try validate(lines: cases.map(CaseJSON.line).joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output.contains("\(cases.count) lines valid"), "\(result.output)", sourceLocation: sourceLocation)
    }
}
