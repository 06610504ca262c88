import Foundation
import Testing
import IMRModel

/// Every CSV imr writes (`list --csv`, `export --format csv`, `stats --csv`, `precedents --csv`) opens in a
/// spreadsheet without running anything: a cell the letters or the user's notes begin with `=`, `+`, `-` or
/// `@` gets an apostrophe before it; `--csv-raw` writes the values as they are.
@Suite("CSV safe for spreadsheets")
final class SpreadsheetCSVTests {
    let sandbox = Sandbox()
    /// A real letter with a specialty, a request and a rationale that a spreadsheet would take for formulas.
    let letters: String

    init() throws {
        letters = sandbox.work + "/letters"
        try FileManager.default.createDirectory(atPath: letters, withIntermediateDirectories: true)
        let original = try String(contentsOfFile: E2E.corpusPath + "/CM16-0213037.txt", encoding: .utf8)
        let crafted = original
            .replacingOccurrences(of: "Certification(s)/Specialty: Family Practice", with: "Certification(s)/Specialty: @SUM(A1:A9)")
            .replacingOccurrences(of: "\nMRI of the right shoulder without contrast: Upheld", with: "\n=1+1 MRI of the right shoulder: Upheld")
            .replacingOccurrences(of: "Decision rationale: CA MTUS", with: "Decision rationale: -2+3 CA MTUS")
        try crafted.write(toFile: letters + "/crafted.txt", atomically: true, encoding: .utf8)
    }

    func imr(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try sandbox.imr(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// The formulas, neutralised by default and as they are with --csv-raw; the note "-42", a number,
    /// and every count and age as they are in both.
    @Test func listAndExportNeutraliseFormulasUnlessRaw() throws {
        #expect(try imr(["note", "CM16-0213037", "--text", "=HYPERLINK(\"http://x\")", letters]).status == 0)
        for safe in [try imr(["list", "--csv", letters]).stdout,
                     try imr(["export", "CM16-0213037", "--format", "csv", "-o", "-", letters]).stdout] {
            #expect(safe.contains(",'@SUM(A1:A9),"), "\(safe)")
            #expect(safe.contains(",'=1+1 MRI of the right shoulder,"), "\(safe)")
            #expect(safe.contains(",\"'-2+3 CA MTUS/ACOEM"), "\(safe)")
            #expect(safe.hasSuffix(",\"'=HYPERLINK(\"\"http://x\"\")\"\r\n"), "\(safe)")
            #expect(safe.contains(",48,male,2016-10-13,1,"), "numbers are data: \(safe)")
        }
        for raw in [try imr(["list", "--csv", "--csv-raw", letters]).stdout,
                    try imr(["export", "CM16-0213037", "--format", "csv", "--csv-raw", "-o", "-", letters]).stdout] {
            #expect(raw.contains(",@SUM(A1:A9),") && raw.contains(",=1+1 MRI of the right shoulder,"), "\(raw)")
            #expect(raw.contains(",\"-2+3 CA MTUS/ACOEM") && raw.hasSuffix(",\"=HYPERLINK(\"\"http://x\"\")\"\r\n"), "\(raw)")
            #expect(!raw.contains(",'") && !raw.contains(",\"'"), "no cell gets an apostrophe: \(raw)")
        }
        // A number in a cell is data, not a formula: a note of -42 stays -42.
        #expect(try imr(["note", "CM16-0213037", "--text=-42", letters]).status == 0)
        #expect(try imr(["list", "--csv", letters]).stdout.hasSuffix(",-42\r\n"))
        // The file written with -o, as the browser writes it: neutralised.
        #expect(try imr(["export", "CM16-0213037", "-o", "case.csv", letters]).status == 0)
        #expect(try String(contentsOfFile: sandbox.work + "/case.csv", encoding: .utf8).contains(",'@SUM(A1:A9),"))
    }

    @Test func statsAndPrecedentsNeutraliseFormulasUnlessRaw() throws {
        let stats = try imr(["stats", "--csv", "--by", "specialty", letters]).stdout
        #expect(stats.contains("\r\nspecialty,'@SUM(A1:A9),1,0,0,2,0,0.0,0.0,"), "\(stats)")
        #expect(try imr(["stats", "--csv", "--csv-raw", "--by", "specialty", letters]).stdout.contains("\r\nspecialty,@SUM(A1:A9),1,"))
        let precedents = try imr(["precedents", "--csv", "--treatment", "MRI of the shoulder", letters]).stdout
        #expect(precedents.contains(",'=1+1 MRI of the right shoulder,"), "\(precedents)")
        let raw = try imr(["precedents", "--csv", "--csv-raw", "--treatment", "MRI of the shoulder", letters]).stdout
        #expect(raw.contains(",=1+1 MRI of the right shoulder,"), "\(raw)")
    }

    /// --csv-raw says what it is for when no CSV is written.
    @Test func csvRawWithoutCSVIsAUsageError() throws {
        for arguments in [["list", "--csv-raw", letters], ["stats", "--json", "--csv-raw", letters],
                          ["export", "CM16-0213037", "--csv-raw", "-o", "-", letters]] {
            let result = try sandbox.imr(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("--csv-raw"), "\(arguments): \(result.stderr)")
        }
    }
}
