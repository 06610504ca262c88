import Foundation

/// JSON in the shape of spec/case.schema.json.
public enum CaseJSON {
    /// One case on one line (for `list --json`).
    public static func line(_ letter: IMRCase) -> String {
        encode(letter, pretty: false)
    }

    public static func pretty(_ letter: IMRCase) -> String {
        encode(letter, pretty: true)
    }

    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .withoutEscapingSlashes, .sortedKeys] : [.withoutEscapingSlashes, .sortedKeys]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return escapingControls(String(decoding: data, as: UTF8.self))
    }

    /// JSONEncoder escapes only U+0000-U+001F: DEL, the C1 controls (U+009B is a CSI to some terminals)
    /// and the invisible direction overrides would reach a terminal raw through `imr list --json`.
    /// They can only stand inside strings here (line feeds and tabs outside strings are layout, and
    /// JSONEncoder has escaped those inside), so each becomes a `\uXXXX` escape: the same text to a JSON reader.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { SafeText.needsEscape($0, keepNewlines: true) }) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard SafeText.needsEscape(scalar, keepNewlines: true) else {
                out.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(out)
    }

    public static func encodeAny<T: Encodable>(_ value: T, pretty: Bool = false) -> String {
        encode(value, pretty: pretty)
    }
}
