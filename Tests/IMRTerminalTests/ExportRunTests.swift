import BrowserFixtures
import Foundation
import IMRIndex
import IMRScreen
import Testing
import IMRExport
import IMRModel
import IMRColumns
import IndexFixtures
@testable import IMRBrowser
@testable import IMRTerminal

/// Exports run as the app runs them: files and documents written, tags and notes carried, CSV safe for
/// spreadsheets, a folder that cannot be made said. (A reload keeping the user's choices: IMRBrowserTests' ReloadTests.)
@Suite struct ExportRunTests {
    @Test func exportRunWritesTheFilesIntoANewFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases = Dictionary(uniqueKeysWithValues: Fixtures.dwcIndex.cases.prefix(3).map { ($0.id, $0) })
        let request = ExportRequest(ids: Array(cases.keys).sorted(), destination: folder + "/nested/", overwrite: false)
        guard case .write(let targets) = ExportRunner.plan(request, isDirectory: ExportRunner.isDirectory,
                                                           exists: ExportRunner.exists) else {
            Issue.record("no plan to write")
            return
        }
        let message = ExportRunner.run(targets, of: Fixtures.dwcIndex, overwrite: false) { _, _ in }
        #expect(!message.isError, "\(message.text)")
        #expect(message.text.contains("Exported 3 cases"))
        for id in cases.keys {
            let text = try String(contentsOfFile: folder + "/nested/\(id).txt", encoding: .utf8)
            #expect(text.contains(id))
        }
        // A second run finds the files and asks.
        let again = ExportRunner.plan(request, isDirectory: ExportRunner.isDirectory, exists: ExportRunner.exists)
        if case .needsConsent(let existing) = again { #expect(existing.count == 3) } else { Issue.record("no consent asked") }
    }

    /// Several cases into one file: one document in the format the extension names.
    @Test func exportRunWritesOneDocumentInTheFormatAskedFor() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-doc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases = Array(Fixtures.dwcIndex.cases.prefix(3))
        for format in ExportFormat.allCases {
            let path = folder + "/all." + format.fileExtension
            let request = ExportRequest(ids: cases.map(\.id), destination: path, overwrite: false)
            #expect(ExportRunner.plan(request, isDirectory: ExportRunner.isDirectory, exists: ExportRunner.exists)
                    == .document(path: path, ids: cases.map(\.id)))
            let message = ExportRunner.runDocument(path: path, rows: [0, 1, 2], of: Fixtures.dwcIndex, overwrite: false)
            #expect(message.text == "Exported 3 cases to \(path) (\(format.rawValue))")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == format.render(cases))
        }
    }

    /// The browser's exports carry the user's tags and note, in one document and in a file per case.
    @Test func exportRunsCarryTagsAndNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases = Array(Fixtures.dwcIndex.cases.prefix(2))
        let notes = [CaseAnnotations(tags: ["lumbar-watch"], note: "Ask about the MRI."), CaseAnnotations()]
        let index = IndexFixtures.index(cases)
        index.setAnnotations([CaseKey.of(cases[0]): notes[0]])
        let document = folder + "/both.md"
        _ = ExportRunner.runDocument(path: document, rows: [0, 1], of: index, overwrite: false)
        let text = try String(contentsOfFile: document, encoding: .utf8)
        #expect(text.contains("lumbar-watch") && text.contains("Ask about the MRI."))
        let single = folder + "/one.json"
        _ = ExportRunner.run([(id: cases[0].id, path: single)], of: index, overwrite: false) { _, _ in }
        let json = try String(contentsOfFile: single, encoding: .utf8)
        #expect(json.contains("lumbar-watch") && json.contains("Ask about the MRI."))
    }

    /// The browser's CSV, one document or a file per case, is always safe for a spreadsheet: a note or
    /// tag that opens a formula gets an apostrophe (the command line's --csv-raw has no key here).
    @Test func exportRunsWriteCSVSafeForSpreadsheets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imr-formula-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases = Array(Fixtures.dwcIndex.cases.prefix(2))
        let index = IndexFixtures.index(cases)
        index.setAnnotations([CaseKey.of(cases[0]): CaseAnnotations(tags: ["@risk"], note: "=HYPERLINK(\"http://x\")")])
        _ = ExportRunner.runDocument(path: folder + "/both.csv", rows: [0, 1], of: index, overwrite: false)
        _ = ExportRunner.run([(id: cases[0].id, path: folder + "/one.csv")], of: index, overwrite: false) { _, _ in }
        for name in ["both.csv", "one.csv"] {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(text.contains(",'@risk,\"'=HYPERLINK(\"\"http://x\"\")\"\r\n"), "\(name): \(text.suffix(200))")
        }
    }

    @Test func exportRunReportsAFolderItCannotMake() {
        let cases = Dictionary(uniqueKeysWithValues: Fixtures.dwcIndex.cases.prefix(2).map { ($0.id, $0) })
        let targets = cases.keys.sorted().map { (id: $0, path: "/proc/imr-cannot/\($0).txt") }
        let message = ExportRunner.run(targets, of: Fixtures.dwcIndex, overwrite: false) { _, _ in }
        #expect(message.isError)
        #expect(message.text.contains("Export failed"))
    }
}
