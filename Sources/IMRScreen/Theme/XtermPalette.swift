/// The xterm 256-colour palette and nearest-colour search, used to bring a theme's colours down
/// to what the terminal can show.
enum XtermPalette {
    typealias RGB = (red: Int, green: Int, blue: Int)

    /// xterm's default values for the 16 standard colours.
    static let standard: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel in the 6×6×6 cube (entries 16–231).
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index`.
    static func rgb(of index: UInt8) -> RGB {
        let value = Int(index)
        if value < 16 { return standard[value] }
        if value < 232 {
            let cube = value - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
        let grey = 8 + (value - 232) * 10
        return (grey, grey, grey)
    }

    /// The entry of `candidates` closest to `color` (squared RGB distance; first wins a tie).
    static func nearest(to color: RGB, among candidates: ClosedRange<Int>) -> UInt8 {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for candidate in candidates {
            let other = rgb(of: UInt8(candidate))
            let distance = square(color.red - other.red) + square(color.green - other.green) + square(color.blue - other.blue)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    private static func square(_ value: Int) -> Int { value * value }

    /// `color` as the terminal with `capability` can show it. Entries 0–15 are kept as they are
    /// where they exist (the user's terminal decides their exact shade); 24-bit colours go to the
    /// cube and grey ramp (16–255) rather than to 0–15, whose shades vary between terminals.
    static func degrade(_ color: ThemeColor, to capability: ColorCapability) -> ThemeColor {
        switch (color, capability) {
        case (_, .none), (.terminalDefault, _):
            return .terminalDefault
        case (_, .trueColor):
            return color
        case (.rgb(let red, let green, let blue), .palette256):
            return .index(nearest(to: (Int(red), Int(green), Int(blue)), among: 16...255))
        case (.rgb(let red, let green, let blue), _):
            return degrade(.index(nearest(to: (Int(red), Int(green), Int(blue)), among: 0...15)), to: capability)
        case (.index, .palette256):
            return color
        case (.index(let index), .sixteen):
            return index < 16 ? color : .index(nearest(to: rgb(of: index), among: 0...15))
        case (.index(let index), .eight):
            if index < 8 { return color }
            if index < 16 { return .index(index - 8) }  // bright-red -> red
            return .index(nearest(to: rgb(of: index), among: 0...7))
        }
    }
}
