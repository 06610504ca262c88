/// Makes untrusted text safe to send to a terminal.
///
/// Letters are untrusted: an escape sequence in one could clear the screen, retitle the window,
/// write the clipboard (OSC 52) or reorder what is shown (bidi overrides). `escape(_:)` turns every
/// such code point into visible text, so none reaches the terminal raw:
///
/// | Input                                             | Shown as                          |
/// |---------------------------------------------------|-----------------------------------|
/// | C0 controls U+0000–U+001F (ESC, CR, BS, TAB, ...) | caret notation: `^[`, `^M`, `^H`, `^I`, `^@` |
/// | DEL U+007F                                        | `^?`                              |
/// | C1 controls U+0080–U+009F                         | `<U+009B>`                        |
/// | format characters (Unicode category Cf: bidi controls U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C, zero-width space, BOM, soft hyphen, ...) except the zero-width joiner used inside emoji | `<U+202E>` |
/// | line and paragraph separators U+2028, U+2029      | `<U+2028>`                        |
/// | unassigned code points and non-characters         | `<U+FFFF>`                        |
/// | a combining mark with nothing to combine with     | preceded by `◌` (U+25CC)          |
///
/// Everything else, including all printable non-ASCII text, passes unchanged.
public enum TerminalSafe {
    /// `text` with every code point a terminal could act on replaced by a visible escape.
    /// - Parameter keepingNewlines: keep line feeds (and turn CR LF into a line feed) for
    ///   multi-line output such as `imr show`; otherwise a line feed shows as `^J`.
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        if isPlainASCII(text, keepingNewlines: keepingNewlines) { return text }
        var escaped = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if keepingNewlines && scalar == "\r" && pending == "\n" {
                continue  // CR LF is a line break, not a carriage return
            }
            if keepingNewlines && scalar == "\n" {
                escaped.append(scalar)
            } else if let replacement = replacement(for: scalar) {
                escaped.append(contentsOf: replacement.unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return giveMarksABase(String(escaped))
    }

    /// Whether the terminal could act on `scalar` or show it misleadingly.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    /// The visible stand-in for an unsafe code point, or nil when it is safe as it is.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if value < 0x20 {
            // Caret notation: ^@ for NUL, ^A for 1, ... ^[ for ESC, ^_ for 31.
            return "^" + String(Character(Unicode.Scalar(UInt8(value) + 0x40)))
        }
        if value == 0x7F { return "^?" }
        if value < 0x7F { return nil }
        if value <= 0x9F { return codePointName(value) }
        if value < 0x300 { return value == 0xAD ? codePointName(value) : nil }
        if value == 0x200D { return nil }  // zero-width joiner: glues emoji sequences
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate:
            return codePointName(value)
        default:
            return properties.isNoncharacterCodePoint ? codePointName(value) : nil
        }
    }

    static func codePointName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// A zero-width code point at the start of a grapheme would join whatever the terminal drew
    /// before it; a dotted circle gives it its own cell, as Unicode suggests.
    static func giveMarksABase(_ text: String) -> String {
        guard text.contains(where: { DisplayWidth.ofCharacter($0) == 0 && $0 != "\n" }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 3)
        for character in text {
            if character != "\n" && DisplayWidth.ofCharacter(character) == 0 {
                result.append("\u{25CC}")
                result.unicodeScalars.append(contentsOf: character.unicodeScalars)
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func isPlainASCII(_ text: String, keepingNewlines: Bool) -> Bool {
        text.utf8.allSatisfy { byte in (0x20..<0x7F).contains(byte) || (keepingNewlines && byte == 0x0A) }
    }
}
