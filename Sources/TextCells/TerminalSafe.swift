import TextSafety

/// Makes untrusted text safe to lay out in terminal cells: the one escape rule, `ControlEscape` (what
/// the command line's messages and the exports use), plus one step that matters in cells only: a
/// combining mark with nothing to combine with is preceded by `◌` (U+25CC), so it cannot merge into
/// what was drawn before it. The browser's frames and the command line's tables (`TextTable`) use it.
public enum TerminalSafe {
    /// `text` with every code point a terminal could act on replaced by a visible escape.
    /// - Parameter keepingNewlines: keep line feeds (and turn CR LF into a line feed) for
    ///   multi-line output such as `imr show`; otherwise a line feed shows as `^J`.
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        giveMarksABase(ControlEscape.escape(text, keepingNewlines: keepingNewlines))
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
}
