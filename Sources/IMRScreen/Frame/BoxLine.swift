/// A piece of a line-drawing border, described by the directions its arms reach.
///
/// Frames store arms rather than characters so that crossing lines merge into tees and crosses,
/// and so each screen can draw them its own way: curses with the terminal's line-drawing set (or
/// ASCII `+-|`), the memory screen with Unicode box characters.
public struct BoxLine: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let up = BoxLine(rawValue: 1 << 0)
    public static let down = BoxLine(rawValue: 1 << 1)
    public static let left = BoxLine(rawValue: 1 << 2)
    public static let right = BoxLine(rawValue: 1 << 3)

    public static let horizontal: BoxLine = [.left, .right]
    public static let vertical: BoxLine = [.up, .down]
    public static let topLeft: BoxLine = [.right, .down]
    public static let topRight: BoxLine = [.left, .down]
    public static let bottomLeft: BoxLine = [.right, .up]
    public static let bottomRight: BoxLine = [.left, .up]

    /// The named piece that draws these arms.
    public var piece: Piece {
        let horizontalArms = intersection(.horizontal)
        let verticalArms = intersection(.vertical)
        if verticalArms.isEmpty { return .horizontal }
        if horizontalArms.isEmpty { return .vertical }
        switch (horizontalArms, verticalArms) {
        case (.right, .down): return .topLeft
        case (.left, .down): return .topRight
        case (.right, .up): return .bottomLeft
        case (.left, .up): return .bottomRight
        case (.right, .vertical): return .teeRight
        case (.left, .vertical): return .teeLeft
        case (.horizontal, .down): return .teeDown
        case (.horizontal, .up): return .teeUp
        default: return .cross
        }
    }

    /// The pieces every terminal's line-drawing set has.
    public enum Piece: Sendable, CaseIterable {
        case horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight
        /// ├ (arms up, down and right) and ┤ (up, down and left).
        case teeRight, teeLeft
        /// ┬ (left, right and down) and ┴ (left, right and up).
        case teeDown, teeUp
        case cross

        /// The Unicode box-drawing character.
        public var unicode: Character {
            switch self {
            case .horizontal: "─"
            case .vertical: "│"
            case .topLeft: "┌"
            case .topRight: "┐"
            case .bottomLeft: "└"
            case .bottomRight: "┘"
            case .teeRight: "├"
            case .teeLeft: "┤"
            case .teeDown: "┬"
            case .teeUp: "┴"
            case .cross: "┼"
            }
        }

        /// The ASCII stand-in for terminals without line drawing.
        public var ascii: Character {
            switch self {
            case .horizontal: "-"
            case .vertical: "|"
            default: "+"
            }
        }
    }
}
