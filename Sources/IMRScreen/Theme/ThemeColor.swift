import Foundation

/// A colour as written in a theme and as sent to the terminal.
public enum ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own foreground or background colour.
    case terminalDefault
    /// An entry of the terminal's palette: 0–7 the standard colours, 8–15 their bright forms,
    /// 16–255 the xterm 6×6×6 cube and grey ramp.
    case index(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The names accepted in themes for palette entries 0–15.
    public static let standardNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    ]

    /// Parses "default", "red", "bright-blue", "grey"/"gray" (bright black), "#rrggbb", "#rgb" or a
    /// palette index written as a string ("208"). Returns nil for anything else.
    public init?(name: String) {
        let text = name.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "default" || text == "none" {
            self = .terminalDefault
        } else if let index = ThemeColor.standardNames.firstIndex(of: text) {
            self = .index(UInt8(index))
        } else if text.hasPrefix("bright-"), let index = ThemeColor.standardNames.firstIndex(of: String(text.dropFirst(7))) {
            self = .index(UInt8(index + 8))
        } else if text == "grey" || text == "gray" {
            self = .index(8)
        } else if text.hasPrefix("#") {
            guard let color = ThemeColor.hex(String(text.dropFirst())) else { return nil }
            self = color
        } else if let number = Int(text), let color = ThemeColor(paletteIndex: number) {
            self = color
        } else {
            return nil
        }
    }

    /// A palette index 0–255, or nil when out of range.
    public init?(paletteIndex: Int) {
        guard (0...255).contains(paletteIndex) else { return nil }
        self = .index(UInt8(paletteIndex))
    }

    private static func hex(_ digits: String) -> ThemeColor? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 6: expanded = digits
        case 3: expanded = digits.map { "\($0)\($0)" }.joined()
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        return .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// The theme-file spelling.
    public var description: String {
        switch self {
        case .terminalDefault:
            return "default"
        case .index(let index) where index < 8:
            return ThemeColor.standardNames[Int(index)]
        case .index(let index) where index < 16:
            return "bright-" + ThemeColor.standardNames[Int(index) - 8]
        case .index(let index):
            return String(index)
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
    }
}
