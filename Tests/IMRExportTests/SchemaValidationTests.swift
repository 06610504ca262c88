import CaseFixtures
import ExportFixtures
import Foundation
import Testing
@testable import IMRExport
@testable import IMRModel

/// `imr list --json` output (every case through CaseJSON.line) is checked against docs/case.schema.json
/// by scripts/validate-schema.py (ExportFixtures' `CaseSchemaCheck`), which finds what breaks it. (Every
/// real letter and 10,000 generated letters, parsed, validate: IMRIndexTests' ParsedLettersSchemaTests.)
@Suite struct SchemaValidationTests {
    @Test func theScriptRejectsInvalidLines() throws {
        var imrCase = QueryFixtures.cases[0]
        imrCase.caseNumber = "CM16-123"
        let bad = CaseJSON.line(imrCase).replacingOccurrences(of: "\"2016-03-01\"", with: "\"2016-02-30\"")
        let result = try CaseSchemaCheck.validate(lines: CaseJSON.line(QueryFixtures.cases[1]) + "\n" + bad + "\nnot json\n")
        #expect(result.status == 1)
        #expect(result.output.contains("line 2 (A): caseNumber"))
        #expect(result.output.contains("line 2 (A): dates/decision: '2016-02-30' is not a 'date'"))
        #expect(result.output.contains("line 3: not JSON"))
    }

    /// The cases the invalid lines are made from are valid as written: what the script rejects is what
    /// was broken in them.
    @Test func theCasesTheInvalidLinesAreMadeFromValidate() throws {
        try CaseSchemaCheck.expectValid(QueryFixtures.cases)
    }
}
