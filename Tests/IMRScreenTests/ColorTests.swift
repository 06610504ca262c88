import Testing
@testable import IMRScreen

@Suite struct ColorTests {
    @Test func colourNamesParse() {
        #expect(ThemeColor(name: "red") == .index(1))
        #expect(ThemeColor(name: "Bright-Blue") == .index(12))
        #expect(ThemeColor(name: "default") == .terminalDefault)
        #expect(ThemeColor(name: "#FF8000") == .rgb(255, 128, 0))
        #expect(ThemeColor(name: "#f80") == .rgb(255, 136, 0))
        #expect(ThemeColor(name: "200") == .index(200))
        #expect(ThemeColor(name: "256") == nil)
        #expect(ThemeColor(name: "#12345") == nil)
        #expect(ThemeColor(name: "bright-purple") == nil)
        #expect(ThemeColor.rgb(0x1C, 0x1C, 0x1C).description == "#1c1c1c")
        #expect(ThemeColor.index(9).description == "bright-red")
    }

    @Test func trueColourRedDegrades() {
        let red = ThemeColor.rgb(255, 0, 0)
        #expect(XtermPalette.degrade(red, to: .trueColor) == red)
        #expect(XtermPalette.degrade(red, to: .palette256) == .index(196))
        #expect(XtermPalette.degrade(red, to: .sixteen) == .index(9))
        #expect(XtermPalette.degrade(red, to: .eight) == .index(1))
        #expect(XtermPalette.degrade(red, to: .none) == .terminalDefault)
    }

    @Test func paletteColoursDegrade() {
        #expect(XtermPalette.degrade(.index(9), to: .eight) == .index(1))
        #expect(XtermPalette.degrade(.index(9), to: .palette256) == .index(9))
        #expect(XtermPalette.degrade(.index(196), to: .sixteen) == .index(9))
        #expect(XtermPalette.degrade(.index(21), to: .eight) == .index(4))  // pure blue
        #expect(XtermPalette.degrade(.rgb(0x1C, 0x1C, 0x1C), to: .palette256) == .index(234))
        #expect(XtermPalette.degrade(.rgb(0x1C, 0x1C, 0x1C), to: .eight) == .index(0))
        #expect(XtermPalette.degrade(.terminalDefault, to: .palette256) == .terminalDefault)
    }

    @Test func capabilityDetection() {
        #expect(ColorCapability.detect(colorCount: 256, environment: [:]) == .palette256)
        #expect(ColorCapability.detect(colorCount: 8, environment: [:]) == .eight)
        #expect(ColorCapability.detect(colorCount: 16_777_216, environment: [:]) == .trueColor)
        #expect(ColorCapability.detect(colorCount: 0, environment: [:]) == .none)
        #expect(ColorCapability.detect(colorCount: 256, environment: ["NO_COLOR": "1"]) == .none)
        #expect(ColorCapability.detect(colorCount: 256, environment: ["NO_COLOR": ""]) == .palette256)
    }
}

@Suite struct ResolvedThemeTests {
    let catalog = ThemeCatalog(userThemeDirectory: nil)

    @Test func darkThemeAtEachCapability() {
        let dark = catalog.load("dark").theme
        let at256 = ResolvedTheme(theme: dark, capability: .palette256)
        #expect(at256.style(for: .normal) == TerminalStyle(foreground: .index(252), background: .index(234)))
        // Unset colours come from normal.
        #expect(at256.style(for: .outcomeUpheld).background == .index(234))
        let at8 = ResolvedTheme(theme: dark, capability: .eight)
        #expect(at8.style(for: .outcomeUpheld).foreground == .index(1))
        #expect(at8.style(for: .normal).background == .index(0))
    }

    @Test func defaultThemeKeepsTheTerminalsColours() {
        let theme = catalog.load("default").theme
        let resolved = ResolvedTheme(theme: theme, capability: .palette256)
        for role in Role.allCases {
            #expect(resolved.style(for: role).background == .terminalDefault, "\(role)")
        }
        #expect(resolved.style(for: .outcomeOverturned).foreground == .index(2))
    }

    @Test(arguments: ["default", "dark", "light", "high-contrast", "mono"])
    func withoutColourCursorAndMarkedRowsStayDistinct(name: String) {
        let resolved = ResolvedTheme(theme: catalog.load(name).theme, capability: .none)
        let looks = [Role.normal, .listCursor, .listMarked, .listCursorMarked].map { resolved.style(for: $0) }
        #expect(Set(looks).count == 4, "\(looks)")
        #expect(looks.allSatisfy { $0.foreground == .terminalDefault && $0.background == .terminalDefault })
        #expect(resolved.style(for: .listCursor).attributes.contains(.reverse))
        #expect(resolved.style(for: .searchMatch).attributes.contains(.underline))
        #expect(resolved.style(for: .searchCurrent) != resolved.style(for: .searchMatch))
        #expect(resolved.style(for: .heading).attributes.contains(.bold))
        #expect(resolved.style(for: .outcomeOverturned).attributes.contains(.bold))
    }

    @Test func noColourRepairsAThemeWhoseRowsWouldLookAlike() {
        // Colour-only differences vanish without colour; the monochrome marks take over.
        let theme = Theme(name: "colour-only", styles: [
            .listCursor: Style(background: .index(4)),
            .listMarked: Style(foreground: .index(3)),
            .listCursorMarked: Style(foreground: .index(3), background: .index(4)),
        ])
        let resolved = ResolvedTheme(theme: theme, capability: .none)
        #expect(resolved.style(for: .listCursor).attributes == .reverse)
        #expect(resolved.style(for: .listMarked).attributes == .bold)
        #expect(resolved.style(for: .listCursorMarked).attributes == [.reverse, .bold])
    }

    @Test func textOverABaseTakesItsBackgroundAndAttributes() {
        let dark = ResolvedTheme(theme: catalog.load("dark").theme, capability: .palette256)
        let overlayBackground = dark.style(for: .overlay).background
        #expect(dark.style(for: .heading, over: .overlay).background == overlayBackground)
        #expect(dark.style(for: .normal, over: .overlay) == dark.style(for: .overlay))
        // A role with its own background keeps it.
        #expect(dark.style(for: .searchMatch, over: .overlay).background == dark.style(for: .searchMatch).background)
        let plain = ResolvedTheme(theme: catalog.load("default").theme, capability: .palette256)
        #expect(plain.style(for: .outcomeUpheld, over: .listCursor).attributes.contains(.reverse))
    }
}
