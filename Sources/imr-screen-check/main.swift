import Foundation
import IMRScreen

// The real terminal through `CursesScreen`, by hand or driven in tmux (Tests/EndToEndTests/ScreenCheckTests):
//
//     imr-screen-check LOG
//
// draws boxes, wide text, escaped control characters and every theme role, writes each event by name
// to LOG, and ends on `q` or Ctrl-C; `t` cycles the themes and `!` crashes on purpose (the crash handler
// must give the terminal back). IMR_THEME picks the first theme.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let logPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: imr-screen-check LOG\n".utf8))
    exit(2)
}
let environment = ProcessInfo.processInfo.environment
var log: [String] = []
@MainActor func write() { try? log.joined(separator: "\n").appending("\n").write(toFile: logPath, atomically: true, encoding: .utf8) }

func demoFrame(size: Size, lastEvent: String, count: Int) -> Frame {
    var frame = Frame(size: size)
    let left = Rect(row: 0, col: 0, height: size.rows - 1, width: size.cols / 2)
    let right = Rect(row: 0, col: left.right - 1, height: size.rows - 1, width: size.cols - left.width + 1)
    frame.box(left, title: "Roles 日本語", role: .borderFocus, titleRole: .title)
    frame.box(right, title: "Events", role: .border)
    for (index, role) in Role.allCases.enumerated() where index + 1 < left.bottom - 1 {
        let row = index + 1
        if [.listCursor, .listMarked, .listCursorMarked, .pickerCursor, .status, .overlay].contains(role) {
            frame.fill(Rect(row: row, col: 1, height: 1, width: left.width - 2), role: role)
        }
        frame.put(role.name, row: row, col: 2, width: left.width - 4, role: role)
    }
    frame.put("last: \(lastEvent) (#\(count))", row: 1, col: right.col + 2, width: right.width - 4)
    frame.put("wide: 日本語 한국어 e\u{301} 🙂|", row: 2, col: right.col + 2, width: right.width - 4)
    frame.put("evil: \u{1B}[2J\u{1B}]52;c;AAAA\u{07}\r\u{202E}x", row: 3, col: right.col + 2, width: right.width - 4)
    frame.put("clipped: " + String(repeating: "0123456789", count: 20), row: 4, col: right.col + 2, width: right.width - 4)
    frame.put([Span("match", role: .searchMatch), Span(" "), Span("current", role: .searchCurrent)], row: 5, col: right.col + 2)
    frame.put("████████", row: 6, col: right.col + 2, role: .bar)
    frame.fill(Rect(row: size.rows - 1, col: 0, height: 1, width: size.cols), role: .status)
    frame.put(" q quit  t next theme  C-c interrupt", row: size.rows - 1, col: 0, role: .status)
    frame.cursor = Position(row: 7, col: right.col + 2)
    return frame
}

let catalog = ThemeCatalog(environment: environment)
var (theme, warnings) = catalog.load(environment["IMR_THEME"] ?? "default")
log.append(contentsOf: warnings)
let screen: CursesScreen
do {
    screen = try CursesScreen(theme: theme, environment: environment)
} catch {
    log.append("error: \(error)")
    write()
    exit(2)
}
log.append("capability: \(screen.capability) size: \(screen.size)")
write()
var lastEvent = "none"
var count = 0
while true {
    screen.present(demoFrame(size: screen.size, lastEvent: lastEvent, count: count))
    guard let event = screen.nextEvent(timeoutMilliseconds: 1000) else { continue }
    count += 1
    switch event {
    case .key(let key): lastEvent = "key " + key.description
    case .mouse(let mouse): lastEvent = "mouse \(mouse.action) \(mouse.position.row),\(mouse.position.col)"
    case .resize(let size): lastEvent = "resize \(size)"
    case .interrupt: lastEvent = "interrupt"
    }
    log.append(lastEvent)
    write()
    if event == .interrupt || event == .key(.character("q")) { break }
    if event == .key(.character("!")) {
        // A deliberate Swift trap: the crash handler must restore the terminal.
        let nothing: [Int] = []
        _ = nothing[count]
    }
    if event == .key(.character("t")) {
        let names = catalog.availableNames()
        let next = names[((names.firstIndex(of: theme.name) ?? 0) + 1) % names.count]
        theme = catalog.load(next).theme
        screen.apply(theme: theme)
        log.append("theme " + next)
        write()
    }
}
screen.close()
log.append("closed")
write()
