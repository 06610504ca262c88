import Foundation
import Testing
@testable import IMRScreen

@Suite struct ThemeCatalogTests {
    /// A fresh folder for user themes, removed afterwards.
    func withUserThemes(_ files: [String: String], _ body: (ThemeCatalog, String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("imr-themes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in files {
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        try body(ThemeCatalog(userThemeDirectory: directory), directory)
    }

    @Test func builtinThemesLoadWithoutWarnings() {
        let catalog = ThemeCatalog(userThemeDirectory: nil)
        for name in ["default", "dark", "light", "high-contrast", "mono"] {
            let (theme, warnings) = catalog.load(name)
            #expect(theme.name == name)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
        }
    }

    @Test func userDirectoryFollowsXDG() {
        #expect(ThemeCatalog(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"]).userThemeDirectory == "/cfg/imr/themes")
        #expect(ThemeCatalog(environment: ["HOME": "/home/u"]).userThemeDirectory == "/home/u/.config/imr/themes")
        #expect(ThemeCatalog(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).userThemeDirectory == "/h/.config/imr/themes")
        #expect(ThemeCatalog(environment: [:]).userThemeDirectory == nil)
    }

    @Test func userThemesInheritAndAreListed() throws {
        let mine = """
        inherit = "dark"
        [styles]
        "outcome.upheld" = { fg = "magenta" }
        """
        try withUserThemes(["mine.toml": mine, "notes.txt": "x"]) { catalog, _ in
            #expect(catalog.availableNames() == ["default", "dark", "light", "high-contrast", "mono", "mine"])
            let (theme, warnings) = catalog.load("mine")
            #expect(warnings.isEmpty)
            #expect(theme.style(for: .outcomeUpheld).foreground == .index(5))
            #expect(theme.style(for: .normal).background == .rgb(0x1C, 0x1C, 0x1C))  // from dark
        }
    }

    @Test func themesWithoutInheritStartFromDefault() throws {
        try withUserThemes(["tiny.toml": "[styles]\nbar = { fg = \"cyan\" }\n"]) { catalog, _ in
            let theme = catalog.load("tiny").theme
            #expect(theme.style(for: .bar).foreground == .index(6))
            #expect(theme.style(for: .listCursor).attributes == .reverse)  // from default
        }
    }

    @Test func aUserThemeMayTweakTheBuiltinOfTheSameName() throws {
        try withUserThemes(["dark.toml": "inherit = \"dark\"\n[styles]\nbar = { fg = \"red\" }\n"]) { catalog, directory in
            let (theme, warnings) = catalog.load("dark")
            #expect(warnings.isEmpty)
            #expect(theme.source == directory + "/dark.toml")
            #expect(theme.style(for: .bar).foreground == .index(1))
            #expect(theme.style(for: .normal).background == .rgb(0x1C, 0x1C, 0x1C))
        }
    }

    @Test func brokenThemeFallsBackToDefaultWithFileAndLine() throws {
        try withUserThemes(["broken.toml": "[styles]\nnormal = { fg = \"red\"\n"]) { catalog, directory in
            let (theme, warnings) = catalog.load("broken")
            #expect(theme.name == "default")
            #expect(warnings.first?.hasPrefix("theme file \(directory)/broken.toml, line 2") == true, "\(warnings)")
        }
    }

    @Test func themeByPathAndMissingTheme() throws {
        try withUserThemes(["elsewhere.toml": "[styles]\ntitle = { fg = 208 }\n"]) { _, directory in
            let catalog = ThemeCatalog(userThemeDirectory: nil)
            let (theme, warnings) = catalog.load(directory + "/elsewhere.toml")
            #expect(warnings.isEmpty)
            #expect(theme.name == "elsewhere")
            #expect(theme.style(for: .title).foreground == .index(208))
        }
        let (theme, warnings) = ThemeCatalog(userThemeDirectory: nil).load("nope")
        #expect(theme.name == "default")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("available: default, dark") == true)
        let (_, pathWarnings) = ThemeCatalog(userThemeDirectory: nil).load("/no/such/file.toml")
        #expect(pathWarnings.first?.contains("cannot be read") == true)
    }

    @Test func inheritanceLoopsStop() throws {
        try withUserThemes(["a.toml": "inherit = \"b\"\n", "b.toml": "inherit = \"a\"\n"]) { catalog, _ in
            let (theme, warnings) = catalog.load("a")
            #expect(theme.name == "a")
            #expect(!warnings.isEmpty)
        }
    }

    @Test func roleFallbacks() {
        let theme = Theme(name: "t", styles: [
            .listCursor: Style(background: .index(4), attributes: .reverse),
            .listMarked: Style(foreground: .index(3), attributes: .bold),
            .border: Style(foreground: .index(8)),
            .status: Style(attributes: .reverse),
        ])
        #expect(theme.style(for: .listCursorMarked) == Style(foreground: .index(3), background: .index(4), attributes: [.reverse, .bold]))
        #expect(theme.style(for: .borderFocus) == Style(foreground: .index(8)))
        #expect(theme.style(for: .statusError) == Style(attributes: .reverse))
        #expect(theme.style(for: .pickerCursor) == theme.style(for: .listCursor))
        #expect(theme.style(for: .heading) == Style())
    }
}
