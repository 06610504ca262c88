/// How many colours the terminal can show.
public enum ColorCapability: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// No colour: meaning is carried by attributes (also chosen by `NO_COLOR`).
    case none = 0
    case eight = 8
    case sixteen = 16
    case palette256 = 256
    /// 24-bit colour.
    case trueColor = 16_777_216

    public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The capability for a terminal reporting `colorCount` colours (terminfo `colors`), given the
    /// environment: `NO_COLOR` set to anything non-empty turns colour off
    /// (https://no-color.org). True colour needs a terminfo entry that says so (such as
    /// `xterm-direct`); `COLORTERM=truecolor` alone cannot help ncurses, which then uses 256.
    public static func detect(colorCount: Int, environment: [String: String]) -> ColorCapability {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        switch colorCount {
        case 16_777_216...: return .trueColor
        case 256...: return .palette256
        case 16...: return .sixteen
        case 8...: return .eight
        default: return .none
        }
    }

    public var description: String {
        switch self {
        case .none: "no colour"
        case .eight: "8 colours"
        case .sixteen: "16 colours"
        case .palette256: "256 colours"
        case .trueColor: "true colour"
        }
    }
}
