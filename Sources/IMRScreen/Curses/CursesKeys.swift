import CCurses
import TextSafety

/// Turns what `wget_wch` returns into keys. Pure, so the mapping is testable without a terminal.
enum CursesKeys {
    /// The key for a character code, or nil for codes that name no key we report.
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        default:
            guard let scalar = Unicode.Scalar(code), !ControlEscape.needsEscape(scalar),
                  DisplayWidth.ofScalar(scalar) > 0 else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key for a curses KEY_* code, or nil (KEY_RESIZE and KEY_MOUSE are handled apart).
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_LL, KEY_C1: return .end
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case (KEY_F0 + 1)...(KEY_F0 + 24): return .function(Int(code - KEY_F0))
        default: return nil
        }
    }

    /// The mouse event for an `imr_read_mouse` result.
    static func mouseEvent(kind: Int32, row: Int32, col: Int32) -> MouseEvent? {
        let action: MouseEvent.Action
        switch Int(kind) {
        case Int(IMR_MOUSE_LEFT): action = .leftPress
        case Int(IMR_MOUSE_MIDDLE): action = .middlePress
        case Int(IMR_MOUSE_RIGHT): action = .rightPress
        case Int(IMR_MOUSE_WHEEL_UP): action = .wheelUp
        case Int(IMR_MOUSE_WHEEL_DOWN): action = .wheelDown
        default: return nil
        }
        return MouseEvent(action, row: Int(row), col: Int(col))
    }
}
