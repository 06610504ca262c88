import CCurses
import Foundation

/// The real terminal, through ncursesw.
///
/// Starting it checks that stdin and stdout are terminals and that TERM can address the cursor,
/// and throws `ScreenError` otherwise. While it runs, Ctrl-C, SIGTERM, SIGHUP and SIGQUIT become
/// `.interrupt` events; a crash restores the terminal before the backtrace; and the terminal is
/// restored at any normal exit even if `close()` is never called.
public final class CursesScreen: Screen {
    public private(set) var size: Size
    /// The colour capability in use (`.none` with NO_COLOR or a terminal without colour).
    public let capability: ColorCapability
    /// The signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) that ended the session, 0 if none: the program
    /// exits with 128 plus it, as shells expect.
    public private(set) var quitSignal: Int32 = 0
    private var theme: ResolvedTheme
    private var pairs: ColorPairs
    private var lastFrame: Frame?
    private var needsFullRedraw = true
    private var pendingEvents: [InputEvent] = []
    private var isOpen = true
    private var styleCache: [StyleKey: (attributes: attr_t, pair: Int32)] = [:]

    private struct StyleKey: Hashable {
        var role: Role
        var base: Role
        var extra: Attributes
    }

    /// Takes over the terminal.
    /// - Parameters:
    ///   - theme: the styles for roles (see `ThemeCatalog`).
    ///   - environment: read for NO_COLOR and TERM (for messages).
    ///   - mouse: report clicks and the wheel (the terminal's own text selection then needs Shift).
    public init(theme: Theme, environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = true) throws(ScreenError) {
        TerminalLocale.prepare()
        let term = environment["TERM"] ?? ""
        switch Int(imr_open()) {
        case Int(IMR_OPEN_OK): break
        case Int(IMR_OPEN_NOT_A_TTY): throw .notInteractive
        case Int(IMR_OPEN_NO_CURSOR): throw .cannotAddressCursor(term)
        default: throw .unknownTerminal(term)
        }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let colorStart = noColor ? -1 : imr_start_color()
        let capability = colorStart < 0
            ? ColorCapability.none
            : ColorCapability.detect(colorCount: Int(imr_color_count()), environment: environment)
        self.capability = capability
        self.theme = ResolvedTheme(theme: theme, capability: capability)
        self.pairs = ColorPairs(capacity: imr_color_pair_count(), defaultColorsUsable: colorStart == 1, capability: capability)
        self.size = Size(rows: Int(imr_rows()), cols: Int(imr_cols()))
        if mouse { imr_enable_mouse() }
    }

    deinit {
        close()
    }

    public func apply(theme newTheme: Theme) {
        theme = ResolvedTheme(theme: newTheme, capability: capability)
        pairs = ColorPairs(capacity: pairs.capacity, defaultColorsUsable: pairs.defaultColorsUsable, capability: capability)
        styleCache = [:]
        needsFullRedraw = true
    }

    public func present(_ frame: Frame) {
        guard isOpen, imr_is_active() != 0 else { return }
        if needsFullRedraw || lastFrame?.size != frame.size {
            imr_clear_all()
            for row in 0..<frame.rows { draw(frame, row: row, cols: 0..<frame.cols) }
            needsFullRedraw = false
        } else if let lastFrame {
            for run in FrameDiff.changedRuns(from: lastFrame, to: frame) {
                draw(frame, row: run.row, cols: run.cols)
            }
        }
        if let cursor = frame.cursor, frame.bounds.clipped(to: Rect(row: cursor.row, col: cursor.col, height: 1, width: 1)).isEmpty == false {
            imr_place_cursor(Int32(cursor.row), Int32(cursor.col))
        } else {
            imr_place_cursor(-1, -1)
        }
        imr_refresh()
        lastFrame = frame
    }

    public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        guard isOpen else { return nil }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
        while true {
            let signal = imr_take_quit_signal()
            if signal != 0 {
                quitSignal = signal
                // Keys typed before the Ctrl-C are handled before it, in order: a note typed and
                // Enter pressed just before is kept, not lost to the signal overtaking them.
                while pendingEvents.count < 4096, let typed = readEvent(waitingMilliseconds: 0) { pendingEvents.append(typed) }
                pendingEvents.append(.interrupt)
                return pendingEvents.removeFirst()
            }
            // Short waits so a quit signal is noticed even when no key comes.
            var wait: Int32 = 100
            if let deadline {
                let left = clock.now.duration(to: deadline)
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                wait = Int32(max(0, min(100, milliseconds)))
            }
            if let event = readEvent(waitingMilliseconds: wait) { return event }
            if let deadline, clock.now >= deadline { return nil }
        }
    }

    public func suspend() {
        guard isOpen else { return }
        imr_suspend()
    }

    public func resume() {
        guard isOpen else { return }
        imr_resume()
        // A Ctrl-C meant for the program run meanwhile (a pager) must not quit the browser.
        _ = imr_take_quit_signal()
        needsFullRedraw = true
    }

    /// Written straight to the terminal after what curses drew (between frames nothing of curses' is
    /// pending), so the sequence never lands in the middle of a drawing.
    public func copyToClipboard(_ text: String) {
        guard isOpen, imr_is_active() != 0 else { return }
        imr_refresh()
        var bytes = Array(ClipboardSequence.osc52(text).utf8CString.dropLast())
        bytes.withUnsafeMutableBufferPointer { buffer in
            imr_write_raw(buffer.baseAddress, buffer.count)
        }
    }

    public func close() {
        guard isOpen else { return }
        isOpen = false
        imr_close()
    }

    // MARK: - Input

    private func readEvent(waitingMilliseconds wait: Int32) -> InputEvent? {
        var value: Int32 = 0
        switch Int(imr_read_key(wait, &value)) {
        case Int(IMR_INPUT_KEYCODE):
            return keyCodeEvent(value)
        case Int(IMR_INPUT_CHAR):
            guard value == 27 else { return CursesKeys.key(forCharacter: UInt32(bitPattern: value)).map(InputEvent.key) }
            return escapeOrAlt()
        default:
            return nil
        }
    }

    private func keyCodeEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            size = Size(rows: Int(imr_rows()), cols: Int(imr_cols()))
            needsFullRedraw = true
            return .resize(size)
        case KEY_MOUSE:
            var row: Int32 = 0
            var col: Int32 = 0
            let kind = imr_read_mouse(&row, &col)
            return CursesKeys.mouseEvent(kind: kind, row: row, col: col).map(InputEvent.mouse)
        default:
            return CursesKeys.key(forKeyCode: code).map(InputEvent.key)
        }
    }

    /// Esc followed at once by a printable character is Alt with that character; Esc followed
    /// by "[" or "O" starts a sequence curses did not know (say Ctrl-Up), which is read to its
    /// end and dropped so its letters do not arrive as keys. Anything else that follows is kept
    /// for the next call.
    private func escapeOrAlt() -> InputEvent? {
        var value: Int32 = 0
        switch Int(imr_read_key(0, &value)) {
        case Int(IMR_INPUT_CHAR):
            let follower = CursesKeys.key(forCharacter: UInt32(bitPattern: value))
            if follower == .character("[") || follower == .character("O") {
                discardSequence(introducer: value)
                return nil
            }
            if case .character(let character)? = follower { return .key(.alt(character)) }
            if let follower { pendingEvents.append(.key(follower)) }
        case Int(IMR_INPUT_KEYCODE):
            if let event = keyCodeEvent(value) { pendingEvents.append(event) }
        default:
            break
        }
        return .key(.escape)
    }

    /// Reads the rest of an unknown escape sequence: a CSI ends with a byte from "@" to "~",
    /// an SS3 after one character.
    private func discardSequence(introducer: Int32) {
        var value: Int32 = 0
        for _ in 0..<32 {
            guard imr_read_key(0, &value) == Int32(IMR_INPUT_CHAR) else { return }
            if introducer == 0x4F || (0x40...0x7E).contains(value) { return }
        }
    }

    // MARK: - Drawing

    private func draw(_ frame: Frame, row: Int, cols: Range<Int>) {
        guard row < size.rows else { return }
        for col in cols where col < size.cols {
            guard let cell = frame[row, col] else { continue }
            let look = style(for: cell)
            switch cell.content {
            case .wideTail:
                continue
            case .line(let arms):
                imr_put_line(Int32(row), Int32(col), Int32(CursesScreen.pieceCode(arms.piece)), look.attributes, look.pair)
            case .text(let character):
                var characters = CursesScreen.wideCharacters(character)
                imr_put_cell(Int32(row), Int32(col), &characters, Int32(characters.count), look.attributes, look.pair)
            }
        }
    }

    private func style(for cell: Cell) -> (attributes: attr_t, pair: Int32) {
        let key = StyleKey(role: cell.role, base: cell.base, extra: cell.extra)
        if let known = styleCache[key] { return known }
        let resolved = theme.style(for: cell.role, over: cell.base)
        let attributes = imr_attr_bits(Int32(resolved.attributes.union(cell.extra).rawValue))
        let look = (attributes, pairs.pair(foreground: resolved.foreground, background: resolved.background))
        styleCache[key] = look
        return look
    }

    /// The code points curses gets for one grapheme: the base and up to four zero-width marks.
    /// Variation selectors and joiners are left out: curses measures a cell by its base, and
    /// an emoji sequence drawn whole could take more columns than the frame gave it.
    static func wideCharacters(_ character: Character) -> [wchar_t] {
        var scalars = Array(character.unicodeScalars.prefix(1))
        for scalar in character.unicodeScalars.dropFirst() where scalars.count < 5 {
            let value = scalar.value
            let isSelectorOrJoiner = value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
            if DisplayWidth.ofScalar(scalar) == 0 && !isSelectorOrJoiner { scalars.append(scalar) }
        }
        return scalars.map { wchar_t(bitPattern: $0.value) }
    }

    static func pieceCode(_ piece: BoxLine.Piece) -> Int {
        switch piece {
        case .horizontal: IMR_LINE_HORIZONTAL
        case .vertical: IMR_LINE_VERTICAL
        case .topLeft: IMR_LINE_TOP_LEFT
        case .topRight: IMR_LINE_TOP_RIGHT
        case .bottomLeft: IMR_LINE_BOTTOM_LEFT
        case .bottomRight: IMR_LINE_BOTTOM_RIGHT
        case .teeRight: IMR_LINE_TEE_LEFT   // ├ is curses's "left tee"
        case .teeLeft: IMR_LINE_TEE_RIGHT   // ┤ is curses's "right tee"
        case .teeDown: IMR_LINE_TEE_DOWN
        case .teeUp: IMR_LINE_TEE_UP
        case .cross: IMR_LINE_CROSS
        }
    }
}
