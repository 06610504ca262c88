/// Letters are untrusted: control characters and escape sequences must never reach a terminal or a
/// report raw. This is the one place that says how they are shown: C0 controls as ^X (ESC as ^[),
/// DEL as ^?, C1 controls and invisible direction overrides as <U+XXXX>. Tab and newline are kept.
public enum SafeText {
    public static func escaped(_ text: String, keepNewlines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepNewlines: keepNewlines) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar, keepNewlines: keepNewlines) else {
                out.append(scalar)
                continue
            }
            out.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(out)
    }

    static func needsEscape(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        let value = scalar.value
        if value == 0x0A || value == 0x09 { return !keepNewlines }
        if value < 0x20 || value == 0x7F { return true }
        if (0x80...0x9F).contains(value) { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value < 0x20 {
            return "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
        }
        if value == 0x7F { return "^?" }
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
