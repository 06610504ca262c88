import Foundation
import TextSafety

extension Key: CustomStringConvertible, LosslessStringConvertible {
    private static let namedKeys: [(Key, String)] = [
        (.up, "Up"), (.down, "Down"), (.left, "Left"), (.right, "Right"),
        (.pageUp, "PgUp"), (.pageDown, "PgDn"), (.home, "Home"), (.end, "End"),
        (.tab, "Tab"), (.backTab, "S-Tab"), (.enter, "Enter"), (.escape, "Esc"),
        (.backspace, "Backspace"), (.delete, "Delete"), (.insert, "Insert"),
        (.character(" "), "Space"),
    ]

    /// Other spellings accepted by `Key(name:)`, lowercase.
    private static let aliases: [String: Key] = [
        "pageup": .pageUp, "pagedown": .pageDown, "pgup": .pageUp, "pgdn": .pageDown,
        "backtab": .backTab, "btab": .backTab, "shift-tab": .backTab, "s-tab": .backTab,
        "return": .enter, "ret": .enter, "enter": .enter, "escape": .escape, "esc": .escape,
        "bs": .backspace, "backspace": .backspace, "del": .delete, "delete": .delete,
        "ins": .insert, "insert": .insert, "space": .character(" "), "spc": .character(" "),
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end, "tab": .tab,
    ]

    /// The key's stable name, e.g. "j", "C-d", "PgDn", "S-Tab".
    public var description: String {
        if let named = Key.namedKeys.first(where: { $0.0 == self }) { return named.1 }
        switch self {
        case .character(let character): return String(character)
        case .control(let character): return "C-" + Key.characterName(character)
        case .alt(let character): return "M-" + Key.characterName(character)
        case .function(let number): return "F\(number)"
        default: return "?"
        }
    }

    private static func characterName(_ character: Character) -> String {
        character == " " ? "Space" : String(character)
    }

    /// Parses a key name: the names `description` gives, "C-x"/"Ctrl-x"/"^X" for control keys,
    /// "M-x"/"Alt-x" for Alt, and aliases such as "PageDown", "Escape", "Return", "BackTab".
    /// Names of special keys are case-insensitive; a single character stands for itself.
    public init?(name: String) {
        let text = name.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
            if name == " " { self = .character(" "); return }
            return nil
        }
        if text.count == 1, let character = text.first {
            guard Key.isPrintable(character) else { return nil }
            self = .character(character)
            return
        }
        let lower = text.lowercased()
        if let alias = Key.aliases[lower] {
            self = alias
            return
        }
        if let rest = Key.dropPrefix(["c-", "ctrl-", "ctrl+", "^"], from: text),
           let character = Key.singleCharacter(rest), character.isLetter || character == " " {
            self = .control(Character(character.lowercased()))
            return
        }
        if let rest = Key.dropPrefix(["m-", "alt-", "alt+", "meta-"], from: text),
           let character = Key.singleCharacter(rest), Key.isPrintable(character) {
            self = .alt(character)
            return
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
            self = .function(number)
            return
        }
        return nil
    }

    /// Same as `Key(name:)`.
    public init?(_ description: String) {
        self.init(name: description)
    }

    private static func dropPrefix(_ prefixes: [String], from text: String) -> String? {
        for prefix in prefixes where text.lowercased().hasPrefix(prefix) && text.count > prefix.count {
            return String(text.dropFirst(prefix.count))
        }
        return nil
    }

    /// The character a name after a modifier stands for: one character, or "Space".
    private static func singleCharacter(_ text: String) -> Character? {
        if text.lowercased() == "space" { return " " }
        return text.count == 1 ? text.first : nil
    }

    static func isPrintable(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return !ControlEscape.needsEscape(scalar) && DisplayWidth.ofCharacter(character) > 0
    }
}
