import TextSafety

/// How many terminal columns text takes.
///
/// A pure Swift `wcwidth`: East Asian wide characters and emoji take 2 columns, combining marks
/// and other zero-width code points 0, everything else 1. The answers match glibc's `wcwidth`
/// (what ncursesw uses), so frames and the terminal agree on where each cell is.
public enum DisplayWidth {
    /// Columns `text` takes once made terminal-safe, exactly as `Frame.put` lays it out.
    public static func of(_ text: String) -> Int {
        TerminalSafe.escape(text).reduce(0) { $0 + ofCharacter($1) }
    }

    /// Columns one grapheme takes once made terminal-safe: what `of` counts for it alone.
    public static func ofShown(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let width = ofCharacter(character)
        // Only escapes and marks without a base change what is shown, so only those are escaped.
        if width > 0 && !character.unicodeScalars.contains(where: ControlEscape.needsEscape) { return width }
        return of(String(character))
    }

    /// Columns one grapheme takes: its first code point decides (marks ride on it).
    public static func ofCharacter(_ character: Character) -> Int {
        guard let base = character.unicodeScalars.first else { return 0 }
        return ofScalar(base)
    }

    /// Columns one code point takes: 0, 1 or 2. Control characters count 0 (they are never
    /// drawn raw; `TerminalSafe` escapes them first).
    public static func ofScalar(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }  // fast path for Latin-1 and Latin Extended
        if isZeroWidth(scalar) { return 0 }
        return WideCharacters.contains(value) ? 2 : 1
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            // Hangul vowels and final consonants join the preceding syllable; U+200B is Cf too
            // in older Unicode data, listed here so answers do not depend on the version.
            let value = scalar.value
            return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x200B
        }
    }
}

extension DisplayWidth {
    /// `text` made terminal-safe and cut to at most `width` columns, ending in "…" when cut.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        let safe = TerminalSafe.escape(text)
        guard width > 0 else { return "" }
        guard of(safe) > width else { return safe }
        let room = width - of(ellipsis)
        guard room >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in safe {
            let characterWidth = ofCharacter(character)
            if used + characterWidth > room { break }
            result.append(character)
            used += characterWidth
        }
        // "Family…", not "Family …": a cut after a word says the next one is missing as well, a blank before
        // the ellipsis reads as a column of its own cut to nothing.
        while result.last == " " { result.removeLast() }
        return result + ellipsis
    }
}
