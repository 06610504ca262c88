import Foundation
import Testing
@testable import IMRScreen

@Suite struct ThemeFileTests {
    @Test func parsesStylesByRole() throws {
        let source = """
        inherit = "none"
        [styles]
        normal = { fg = "default", bg = "#1c1c1c" }
        "list.cursor" = { fg = "bright-white", bg = 24, bold = true, reverse = false }
        outcome.upheld = { fg = "red", underline = true }

        [styles."search.match"]
        fg = "black"
        bg = "yellow"
        """
        let (file, problems) = try ThemeFile.parse(source, file: "t.toml")
        #expect(problems.isEmpty)
        #expect(file.inherit == "none")
        #expect(file.styles[.normal] == Style(foreground: .terminalDefault, background: .rgb(0x1C, 0x1C, 0x1C)))
        #expect(file.styles[.listCursor] == Style(foreground: .index(15), background: .index(24), attributes: .bold))
        #expect(file.styles[.outcomeUpheld] == Style(foreground: .index(1), attributes: .underline))
        #expect(file.styles[.searchMatch] == Style(foreground: .index(0), background: .index(3)))
    }

    @Test func syntaxErrorNamesFileLineAndColumn() {
        let source = "[styles]\nnormal = { fg = \"red\" }\n\"list.cursor\" = { fg = }\n"
        #expect {
            _ = try ThemeFile.parse(source, file: "/tmp/broken.toml")
        } throws: { error in
            guard let problem = error as? ThemeProblem else { return false }
            return problem.file == "/tmp/broken.toml" && problem.line == 3 && problem.column != nil
                && problem.description.hasPrefix("theme file /tmp/broken.toml, line 3, column")
        }
    }

    @Test func unknownRoleBadColourAndWrongTypeAreReportedWithLines() throws {
        let source = """
        # a comment
        [styles]
        normal = { fg = "default" }
        "list.cursr" = { reverse = true }
        "list.marked" = { fg = "purplish", bold = true }
        heading = { bold = "yes" }
        dim = { fg = 300 }
        title = { colour = "red" }
        border = "red"
        [styles."status"]
        fg = "black"
        bg = "#12345"
        """
        let (file, problems) = try ThemeFile.parse(source, file: "x.toml")
        let byLine = Dictionary(grouping: problems, by: { $0.line ?? 0 })
        #expect(byLine[4]?.first?.message.contains("unknown role \"list.cursr\"") == true)
        #expect(byLine[5]?.first?.message.contains("unknown colour \"purplish\"") == true)
        #expect(byLine[6]?.first?.message.contains("styles.heading.bold") == true)
        #expect(byLine[7]?.first?.message.contains("300") == true)
        #expect(byLine[8]?.first?.message.contains("unknown style property \"colour\"") == true)
        #expect(byLine[9]?.first?.message.contains("styles.border") == true)
        #expect(byLine[12]?.first?.message.contains("#12345") == true)
        #expect(problems.count == 7)
        #expect(problems.allSatisfy { $0.description.hasPrefix("theme file x.toml, line ") })
        // What was sound still applies.
        #expect(file.styles[.listMarked] == Style(attributes: .bold))
        #expect(file.styles[.status] == Style(foreground: .index(0)))
    }

    @Test func unknownTopLevelSettingIsReported() throws {
        let (_, problems) = try ThemeFile.parse("inherit = \"default\"\ncolours = 3\n", file: "y.toml")
        #expect(problems.map(\.line) == [2])
    }

    @Test(arguments: BuiltinThemes.names)
    func builtinThemesParseCleanlyAndDefineEveryRole(name: String) throws {
        let source = try #require(BuiltinThemes.source(named: name))
        let (file, problems) = try ThemeFile.parse(source, file: name)
        #expect(problems.isEmpty)
        #expect(Set(file.styles.keys) == Set(Role.allCases))
    }

    @Test(arguments: BuiltinThemes.names)
    func embeddedThemesEqualTheFilesInThemesFolder(name: String) throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("themes")
        let file = try String(contentsOf: folder.appendingPathComponent(name + ".toml"), encoding: .utf8)
        #expect(BuiltinThemes.source(named: name) == file, "themes/\(name).toml and BuiltinThemes.swift differ")
    }

    @Test func themesFolderHoldsExactlyTheBuiltinThemes() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".toml") }
        #expect(Set(files) == Set(BuiltinThemes.names.map { $0 + ".toml" }))
    }
}
