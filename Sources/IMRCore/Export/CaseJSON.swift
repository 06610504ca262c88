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
        return String(decoding: data, as: UTF8.self)
    }

    public static func encodeAny<T: Encodable>(_ value: T, pretty: Bool = false) -> String {
        encode(value, pretty: pretty)
    }
}
