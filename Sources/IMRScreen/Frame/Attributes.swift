/// Text attributes a terminal can show without colour.
public struct Attributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let underline = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let dim = Attributes(rawValue: 1 << 3)
    public static let italic = Attributes(rawValue: 1 << 4)

    /// Each attribute with its name as written in theme files.
    public static let named: [(name: String, attribute: Attributes)] = [
        ("bold", .bold), ("underline", .underline), ("reverse", .reverse), ("dim", .dim), ("italic", .italic),
    ]

    /// For example "bold+reverse", or "none".
    public var description: String {
        let names = Attributes.named.filter { contains($0.attribute) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
