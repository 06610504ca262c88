import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import IMRIndex
import IMRScreen
import IMRExport
import IMRModel
import IMRFiles
import IMRStore
@testable import IMRBrowser

/// Letters and file names carrying terminal escape sequences (ESC, CSI, OSC 52 clipboard writes, OSC 0
/// title writes, C1 CSI, backspace, carriage return, DEL, direction overrides) never reach the terminal or
/// an export raw: `imr show`, `imr list`, `--json`, `imr check`, `imr stats`, the three export formats and
/// the browser's frames. Export file names made from crafted ids stay in the chosen folder.
@Suite struct OutputSafetyTests {
    static let esc = "\u{1B}"
    static let payloads = [
        esc + "[2J" + esc + "[31m",                   // CSI: clear screen, red
        esc + "]52;c;ZWNobyBwd25lZA==" + "\u{07}",     // OSC 52: write the clipboard
        esc + "]0;pwned title" + esc + "\\",           // OSC 0: set the window title
        "\u{9B}31m",                                   // C1 CSI
        "\u{08}\u{08}\u{08}",                          // backspaces
        "\u{7F}",                                      // DEL
        "\u{202E}gpj.exe",                             // right-to-left override
    ]
    static var payload: String { payloads.joined(separator: " ") }

    static func letter(caseNumber: String?) -> String {
        let p = payload
        var text = ""
        if let caseNumber { text += "Case Number:          \(caseNumber)\nDecision Date:        05/05/2016\n" }
        text += """
            HOW THE IMR FINAL DETERMINATION WAS MADE
            The expert reviewer is Board Certified in Neurology\(p) and is licensed to practice in Oregon\(p).
            CLINICAL CASE SUMMARY
            The worker is a 40-year-old man\(p) with an injury of the wrist. Carriage\rreturn and more\(p).
            IMR ISSUES, DECISIONS AND RATIONALES
            Splint\(p) for the wrist: Upheld
            MAXIMUS guideline: Decision based on ODG, Forearm, Wrist\(p), Splints.
            Decision rationale: Not needed\(p).

            """
        return text
    }

    /// Bytes a terminal acts on: C0 controls but line feed and tab, DEL, C1 controls (as UTF-8), and the
    /// invisible direction controls.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.compactMap { scalar -> String? in
            let value = scalar.value
            let bad = (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F || (0x80...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            return bad ? String(format: "U+%04X", value) : nil
        }
    }

    /// A folder with the hostile letter under a plain name and under a name that itself carries ESC.
    static func hostileFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "imr-output-safety-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(letter(caseNumber: "CM16-6666666").utf8).write(to: URL(fileURLWithPath: folder + "/evil.txt"))
        try Data(letter(caseNumber: nil).utf8).write(to: URL(fileURLWithPath: folder + "/name\(esc)[31m\u{9B}red.txt"))
        // A problem file whose name writes the window title: shown in `imr check` and the problems view.
        try Data().write(to: URL(fileURLWithPath: folder + "/empty\(esc)]0;owned\u{07}\u{202E}.txt"))
        return folder
    }

    // MARK: The command line, run as a subprocess

    static let imrPath: String? = {
        var candidates: [String] = []
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0])
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("imr").path)
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("imr").path)
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("imr").path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static func run(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(imrPath, "the imr binary was not built"))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "200"
        // Temporary folders would each leave a case store in the user's cache folder.
        environment["IMR_NO_CACHE"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func commandLineOutputCarriesNoRawControls() throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let commands: [[String]] = [
            ["show", "CM16-6666666", "."], ["show", "--json", "CM16-6666666", "."],
            ["list", "."], ["list", "--json", "."], ["check", "."], ["stats", "."],
            ["show", "no-such-\(Self.esc)[31m-case", "."],
        ]
        for arguments in commands {
            let (_, output) = try Self.run(arguments, in: folder)
            #expect(!output.isEmpty, "\(arguments)")
            #expect(Self.rawControls(output).isEmpty, "imr \(arguments.joined(separator: " ")): \(Self.rawControls(output))")
        }
        let (_, checked) = try Self.run(["check", "."], in: folder)
        #expect(checked.contains("empty^[]0;owned^G<U+202E>.txt"), "\(checked)")
        // The letter's text is there, escaped, not dropped.
        let (_, shown) = try Self.run(["show", "CM16-6666666", "."], in: folder)
        #expect(shown.contains("^[]52;c;ZWNobyBwd25lZA==^G"))
        #expect(shown.contains("<U+009B>31m"))
        #expect(shown.contains("<U+202E>gpj.exe"))
    }

    @Test func exportsCarryNoRawControls() throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for format in ExportFormat.allCases {
            let out = folder + "/out." + format.fileExtension
            let (status, _) = try Self.run(["export", "CM16-6666666", "evil.txt", "--format", format.rawValue, "-o", out], in: folder)
            #expect(status == 0)
            var text = try String(contentsOfFile: out, encoding: .utf8)
            // CSV ends its records with CR LF (RFC 4180): the format's own, never one from a letter.
            if format == .csv { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
            #expect(Self.rawControls(text).isEmpty, "\(format): \(Self.rawControls(text))")
        }
    }

    /// JSON escapes what it must and stays the same text to a JSON reader.
    @Test func jsonEscapesControlsAndKeepsTheText() throws {
        let corpus = CorpusLoader.load(memory: [(displayPath: "evil.txt", bytes: Array(Self.letter(caseNumber: "CM16-6666666").utf8))],
                                       source: "test")
        let imrCase = try #require(corpus.cases.first)
        for json in [CaseJSON.line(imrCase), CaseJSON.pretty(imrCase)] {
            #expect(Self.rawControls(json).isEmpty)
            #expect(json.contains("\\u001b]52;c;"))
            #expect(json.contains("\\u009b31m"))
            #expect(json.contains("\\u202e"))
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect((decoded?["summary"] as? String) == imrCase.summary)
        }
    }

    // MARK: Export file names

    @Test func exportFileNamesFromCraftedIdsStayInTheFolder() throws {
        let crafted = ["../../etc/passwd", "..", ".", "", "/abs/path", "..\\..\\win", ".hidden", "a/../../b",
                       "name\(Self.esc)[31m", "new\nline", "C:evil", String(repeating: "é", count: 300),
                       String(repeating: "📄", count: 100), "\u{9B}x", "ok-CM16-1234567"]
        for id in crafted {
            for format in ExportFormat.allCases {
                let name = ExportFormat.safeFileName(for: id, extension: format.fileExtension)
                #expect(!name.contains("/") && !name.contains("\\"), "\(id) -> \(name)")
                #expect(!name.hasPrefix("."), "\(id) -> \(name)")
                #expect(Self.rawControls(name).isEmpty, "\(id) -> \(name)")
                #expect(name.utf8.count <= 255, "\(id) -> \(name.utf8.count) bytes")
                #expect(name != "." + format.fileExtension)
            }
        }
        // Written for real into a folder, each name lands inside it.
        let folder = NSTemporaryDirectory() + "imr-export-names-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for id in crafted {
            let name = ExportFormat.safeFileName(for: id, extension: "txt")
            try AtomicFile.write("x\n", to: folder + "/inner/" + name, overwrite: true)
        }
        let outside = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(outside == ["inner"])
    }

    /// A case whose id comes from a hostile file name exports under a safe name, through the real binary.
    @Test func exportOfACaseNamedByAHostileFile() throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus = try CorpusLoader.load(paths: [folder])
        let id = try #require(corpus.cases.first { $0.caseNumber == nil }?.id)
        // The id is one a user can type back: the file name's ESC became "_".
        #expect(!id.contains(Self.esc) && Self.rawControls(id).isEmpty, "\(id)")
        let (status, output) = try Self.run(["export", id, "."], in: folder)
        #expect(status == 0, "\(output)")
        #expect(Self.rawControls(output).isEmpty)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder)
        let written = listing.filter { $0.hasSuffix("red.txt") && $0.hasPrefix("name_") }
        #expect(written.count == 1, "\(listing)")
    }

    // MARK: The browser

    static func frameProblems(_ frame: Frame) -> [String] {
        var problems = rawControls(frame.text)
        for row in 0..<frame.rows {
            for col in 0..<frame.cols {
                if case .text(let character)? = frame[row, col]?.content { problems += rawControls(String(character)) }
            }
        }
        return problems
    }

    @Test func browserFramesCarryNoRawControls() throws {
        let folder = try Self.hostileFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let corpus = try CorpusLoader.load(paths: [folder])
        let index = CorpusIndex(corpus)
        // Every view a letter's text can reach, at a roomy and a cramped size.
        let journeys: [[Key]] = [
            [], [.enter], [.tab], [.tab, .pageDown], [.enter, .end], [.character("j"), .enter],
            [.character("S")], [.character("P")], [.character("s")], [.character("c")], [.character("t")],
            [.character("/"), .character("s"), .character("p"), .enter],
            [.character("?")],
        ]
        for size in [Size(rows: 45, cols: 160), Size(rows: 12, cols: 40), Size(rows: 3, cols: 10)] {
            for journey in journeys {
                var state = BrowserState(size: size)
                _ = state.handle(.corpusLoaded(index))
                for key in journey { _ = state.handle(.input(.key(key))) }
                let problems = Self.frameProblems(BrowserView.render(state))
                #expect(problems.isEmpty, "\(size) \(journey): \(problems)")
            }
        }
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = state.handle(.corpusLoaded(index))
        _ = state.handle(.input(.key(.enter)))
        #expect(BrowserView.render(state).text.contains("^["))
        var problems = BrowserState(size: Size(rows: 45, cols: 160))
        _ = problems.handle(.corpusLoaded(index))
        _ = problems.handle(.input(.key(.character("P"))))
        #expect(BrowserView.render(problems).text.contains("empty^[]0;owned^G"), "\(BrowserView.render(problems).text)")
    }
}
