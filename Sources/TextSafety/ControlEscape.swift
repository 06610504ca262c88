/// How text from letters is made safe to show: the one set of rules for the browser, the command
/// line and the exports.
///
/// Letters are untrusted: an escape sequence in one could clear the screen, retitle the window,
/// write the clipboard (OSC 52) or reorder what is shown (bidi overrides). Every such code point
/// becomes visible text, so none reaches a terminal or a report raw:
///
/// | Input                                             | Shown as                          |
/// |---------------------------------------------------|-----------------------------------|
/// | C0 controls U+0000–U+001F (ESC, CR, BS, TAB, ...) | caret notation: `^[`, `^M`, `^H`, `^I`, `^@` |
/// | DEL U+007F                                        | `^?`                              |
/// | C1 controls U+0080–U+009F                         | `<U+009B>`                        |
/// | format characters (Unicode category Cf: bidi controls U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C, zero-width space, BOM, soft hyphen, ...) except the zero-width joiner used inside emoji | `<U+202E>` |
/// | line and paragraph separators U+2028, U+2029      | `<U+2028>`                        |
/// | unassigned code points and non-characters         | `<U+FFFF>`                        |
///
/// Everything else, including all printable non-ASCII text, passes unchanged.
public enum ControlEscape {
    /// `text` with every code point a terminal could act on replaced by a visible escape.
    /// - Parameters:
    ///   - keepingNewlines: keep line feeds (and read CR LF as one) for multi-line output; otherwise
    ///     a line feed shows as `^J`.
    ///   - keepingTabs: keep tabs (reports); otherwise a tab shows as `^I`.
    public static func escape(_ text: String, keepingNewlines: Bool = false, keepingTabs: Bool = false) -> String {
        if isPlain(text, keepingNewlines: keepingNewlines, keepingTabs: keepingTabs) { return text }
        var text = text
        return text.withUTF8 { utf8 in
            var escaped: [UInt8] = []
            escaped.reserveCapacity(utf8.count + 64)
            escape(utf8: utf8, keepingNewlines: keepingNewlines, keepingTabs: keepingTabs, into: &escaped)
            return String(decoding: escaped, as: UTF8.self)
        }
    }

    /// `utf8` (valid UTF-8: a String's bytes, or a stored record's checked when read) escaped as
    /// `escape` escapes text, appended to `escaped`: the one escaping of text and of reports written as
    /// bytes. By UTF-8 byte, runs that need nothing appended whole, decoding only what is not ASCII.
    public static func escape(utf8: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool = false, keepingTabs: Bool = false,
                              into escaped: inout [UInt8]) {
        var run = 0, position = 0
        while position < utf8.count {
            // Eight bytes at a time while all are printable ASCII: most of a report.
            if position + 8 <= utf8.count, isPrintableASCII(UnsafeRawPointer(utf8.baseAddress! + position).loadUnaligned(as: UInt64.self)) {
                position += 8
                continue
            }
            let byte = utf8[position]
            if (0x20..<0x7F).contains(byte) || (keepingNewlines && byte == 0x0A) || (keepingTabs && byte == 0x09) {
                position += 1
                continue
            }
            if byte < 0x80 {
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<position]))
                position += 1
                run = position
                // CR LF is a line break, not a carriage return: the line feed goes on with the next run.
                if keepingNewlines && byte == 0x0D && position < utf8.count && utf8[position] == 0x0A { continue }
                escaped.append(0x5E)  // ^
                escaped.append(byte == 0x7F ? 0x3F : byte + 0x40)
                continue
            }
            let (scalar, length) = UTF8Scalar.decode(utf8, at: position)
            if let replacement = replacement(for: scalar) {
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<position]))
                escaped.append(contentsOf: replacement.utf8)
                run = position + length
            }
            position += length
        }
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }

    /// Every byte of the word is from space to "~": none has its top bit set, none is below 0x20
    /// (borrowing from a byte only ever follows a byte that is), none is DEL (a zero byte of the word
    /// XOR 0x7F in each byte).
    @inline(__always) private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, del = word ^ 0x7F7F_7F7F_7F7F_7F7F
        let below0x20 = (word &- 0x2020_2020_2020_2020) & ~word & high
        let isDEL = (del &- 0x0101_0101_0101_0101) & ~del & high
        return (word & high) | below0x20 | isDEL == 0
    }

    /// Whether the terminal could act on `scalar` or show it misleadingly.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        replacement(for: scalar) != nil
    }

    /// The visible stand-in for an unsafe code point, or nil when it is safe as it is.
    public static func replacement(for scalar: Unicode.Scalar) -> String? {
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

    /// Printable ASCII only (plus the kept line feeds and tabs): nothing to do, the common case.
    static func isPlain(_ text: String, keepingNewlines: Bool, keepingTabs: Bool) -> Bool {
        text.utf8.allSatisfy { byte in
            (0x20..<0x7F).contains(byte) || (keepingNewlines && byte == 0x0A) || (keepingTabs && byte == 0x09)
        }
    }
}
