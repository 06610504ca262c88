import BrowserFixtures
import IMRExport
import Testing
@testable import IMRBrowser
@testable import IMRTerminal
import IMRIndex
import IMRModel

/// Where an export asked for by the browser writes (`ExportRunner.plan`): files and folders that exist, a
/// document, and the precedents' brief (IMRBrowserTests' PrecedentsViewTests and SearchAndExportTests ask).
@Suite struct ExportPlanTests {
    @Test func exportPlanFindsExistingFilesAndFolders() {
        let one = ExportRequest(ids: ["CM1"], destination: "./x.txt", overwrite: false)
        #expect(ExportRunner.plan(one, isDirectory: { _ in false }, exists: { _ in true }) == .needsConsent(["./x.txt"]))
        #expect(ExportRunner.plan(one, isDirectory: { _ in false }, exists: { _ in false })
                == .write([(id: "CM1", path: "./x.txt")]))
        let several = ExportRequest(ids: ["A/../b", "C"], destination: "out/", overwrite: false)
        #expect(ExportRunner.plan(several, isDirectory: { _ in false }, exists: { _ in false })
                == .write([(id: "A/../b", path: "out/A_.._b.txt"), (id: "C", path: "out/C.txt")]))
        let document = ExportRequest(ids: ["A", "C"], destination: "out.json", overwrite: false)
        #expect(ExportRunner.plan(document, isDirectory: { _ in false }, exists: { _ in false })
                == .document(path: "out.json", ids: ["A", "C"]))
        #expect(ExportRunner.plan(document, isDirectory: { _ in false }, exists: { $0 == "out.json" })
                == .needsConsent(["out.json"]))
        let intoFolder = ExportRequest(ids: ["C"], destination: "/tmp", overwrite: false)
        #expect(ExportRunner.plan(intoFolder, isDirectory: { $0 == "/tmp" }, exists: { _ in false })
                == .write([(id: "C", path: "/tmp/C.txt")]))
    }

    @Test func eAsksWhereToWriteTheBriefAndExportsIt() throws {
        var state = Fixtures.browser()
        let imrCase = try #require(state.index?.cases.first { $0.items.first?.treatment == "MRI of the lumbar spine" })
        state.select(id: imrCase.id)
        _ = Fixtures.keys(&state, "d", "e")
        guard case .prompt(let prompt)? = state.overlay, case .briefPath = prompt.purpose else {
            Issue.record("no brief prompt: \(String(describing: state.overlay))")
            return
        }
        #expect(prompt.text.hasSuffix(".md"))
        let effects = Fixtures.keys(&state, "Enter")
        guard case .export(let request)? = effects.first else {
            Issue.record("no export: \(effects)")
            return
        }
        #expect(request.brief == state.precedentsFound)
        #expect(request.destination == prompt.text)
        #expect(state.keyContext == .precedents)
        let plan = ExportRunner.plan(request, isDirectory: { $0 == "out" }, exists: { _ in false })
        #expect(plan == .write([(request.ids[0], prompt.text)]))
        var inFolder = request
        inFolder.destination = "out"
        guard case .write(let targets) = ExportRunner.plan(inFolder, isDirectory: { $0 == "out" }, exists: { _ in false }) else {
            Issue.record("no plan for a folder")
            return
        }
        #expect(targets.map(\.path) == ["out/" + ExportFormat.briefFileName(for: try #require(request.brief), format: .markdown)])
    }
}
