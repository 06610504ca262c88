import CCurses
import Testing
@testable import IMRScreen

@Suite struct KeyTests {
    static let allKinds: [Key] = [
        .character("j"), .character("G"), .character("/"), .character("?"), .character(" "), .character("é"),
        .character("日"), .control("d"), .control("u"), .control(" "), .alt("x"), .alt(" "),
        .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
        .tab, .backTab, .enter, .escape, .backspace, .delete, .insert, .function(1), .function(12),
    ]

    @Test(arguments: allKinds)
    func namesRoundTrip(key: Key) {
        #expect(Key(name: key.description) == key)
    }

    @Test func canonicalNames() {
        #expect(Key.character("j").description == "j")
        #expect(Key.control("d").description == "C-d")
        #expect(Key.pageDown.description == "PgDn")
        #expect(Key.pageUp.description == "PgUp")
        #expect(Key.backTab.description == "S-Tab")
        #expect(Key.enter.description == "Enter")
        #expect(Key.escape.description == "Esc")
        #expect(Key.character(" ").description == "Space")
        #expect(Key.alt("x").description == "M-x")
        #expect(Key.function(5).description == "F5")
    }

    @Test func aliasesParse() {
        #expect(Key(name: "PageDown") == .pageDown)
        #expect(Key(name: "pgdn") == .pageDown)
        #expect(Key(name: "Escape") == .escape)
        #expect(Key(name: "Return") == .enter)
        #expect(Key(name: "BackTab") == .backTab)
        #expect(Key(name: "Ctrl-D") == .control("d"))
        #expect(Key(name: "^U") == .control("u"))
        #expect(Key(name: "Alt-x") == .alt("x"))
        #expect(Key(name: "space") == .character(" "))
        #expect(Key(name: "^") == .character("^"))
        #expect(Key(name: "-") == .character("-"))
    }

    @Test(arguments: ["", "C-", "C-1", "F0", "F25", "Hyper-x", "\u{1B}", "jk", "C-dd"])
    func badNamesDoNotParse(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test func cursesCharactersBecomeKeys() {
        #expect(CursesKeys.key(forCharacter: 4) == .control("d"))
        #expect(CursesKeys.key(forCharacter: 9) == .tab)
        #expect(CursesKeys.key(forCharacter: 13) == .enter)
        #expect(CursesKeys.key(forCharacter: 10) == .enter)
        #expect(CursesKeys.key(forCharacter: 127) == .backspace)
        #expect(CursesKeys.key(forCharacter: 27) == .escape)
        #expect(CursesKeys.key(forCharacter: 0x6A) == .character("j"))
        #expect(CursesKeys.key(forCharacter: 0x65E5) == .character("日"))
        #expect(CursesKeys.key(forCharacter: 0x9B) == nil)
        #expect(CursesKeys.key(forCharacter: 0x202E) == nil)
        #expect(CursesKeys.key(forCharacter: 0xD800) == nil)
    }

    @Test func cursesKeyCodesBecomeKeys() {
        #expect(CursesKeys.key(forKeyCode: KEY_NPAGE) == .pageDown)
        #expect(CursesKeys.key(forKeyCode: KEY_BTAB) == .backTab)
        #expect(CursesKeys.key(forKeyCode: KEY_F0 + 3) == .function(3))
        #expect(CursesKeys.key(forKeyCode: KEY_RESIZE) == nil)
        #expect(CursesKeys.mouseEvent(kind: Int32(IMR_MOUSE_WHEEL_DOWN), row: 3, col: 4) == MouseEvent(.wheelDown, row: 3, col: 4))
        #expect(CursesKeys.mouseEvent(kind: 0, row: 0, col: 0) == nil)
    }
}
