import Testing
@testable import IMRScreen

@Suite struct MemoryScreenTests {
    @Test func recordsFramesAndDeliversScriptedEvents() {
        let screen = MemoryScreen(rows: 5, cols: 20)
        #expect(screen.size == Size(rows: 5, cols: 20))
        #expect(screen.enqueue(keys: "j", "C-d", "PgDn", "S-Tab"))
        #expect(!screen.enqueue(keys: "j", "no-such-key"))
        screen.enqueue(.mouse(MouseEvent(.leftPress, row: 1, col: 2)))
        screen.enqueue(typing: "ab\n")
        var events: [InputEvent] = []
        while let event = screen.nextEvent(timeoutMilliseconds: 0) { events.append(event) }
        #expect(events == [
            .key(.character("j")), .key(.control("d")), .key(.pageDown), .key(.backTab),
            .mouse(MouseEvent(.leftPress, row: 1, col: 2)),
            .key(.character("a")), .key(.character("b")), .key(.enter),
        ])

        var frame = Frame(size: screen.size)
        frame.put("hello", row: 0, col: 0)
        screen.present(frame)
        #expect(screen.lastFrame?.text == "hello")
        #expect(screen.presented.count == 1)
    }

    @Test func resizeChangesSizeAndQueuesEvent() {
        let screen = MemoryScreen(rows: 5, cols: 20)
        screen.resize(rows: 10, cols: 40)
        #expect(screen.size == Size(rows: 10, cols: 40))
        #expect(screen.nextEvent(timeoutMilliseconds: 0) == .resize(Size(rows: 10, cols: 40)))
        #expect(screen.nextEvent(timeoutMilliseconds: 0) == nil)
    }

    @Test func tracksThemeSuspendAndClose() {
        let screen = MemoryScreen()
        let theme = ThemeCatalog(userThemeDirectory: nil).load("dark").theme
        screen.apply(theme: theme)
        #expect(screen.theme?.name == "dark")
        screen.suspend()
        #expect(screen.isSuspended)
        screen.resume()
        #expect(!screen.isSuspended)
        screen.close()
        #expect(screen.isClosed)
    }
}
