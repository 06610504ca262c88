import CCurses

/// Colour pairs allocated as styles are first drawn, since a theme uses only a few of the
/// terminal's pairs and some terminals have very few.
struct ColorPairs {
    private var numbers: [PairKey: Int32] = [:]
    private var next: Int32 = 1
    let capacity: Int32
    /// Whether -1 (the terminal's own colour) may be used; otherwise white on black stands in.
    let defaultColorsUsable: Bool
    let capability: ColorCapability

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    init(capacity: Int32, defaultColorsUsable: Bool, capability: ColorCapability) {
        self.capacity = capacity
        self.defaultColorsUsable = defaultColorsUsable
        self.capability = capability
    }

    /// The pair number for these colours, defining it on first use; 0 (the terminal's
    /// colours) when there is no colour or no pair left.
    mutating func pair(foreground: ThemeColor, background: ThemeColor) -> Int32 {
        guard capability != .none else { return 0 }
        let key = PairKey(foreground: number(foreground, isForeground: true), background: number(background, isForeground: false))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let known = numbers[key] { return known }
        guard next < min(capacity, 32767), imr_init_pair(next, key.foreground, key.background) == 0 else { return 0 }
        numbers[key] = next
        next += 1
        return next - 1
    }

    /// The curses colour number: -1 for the terminal's own colour, a palette index, or in
    /// direct-colour mode (`xterm-direct`) 0xRRGGBB, where only 0–7 still mean palette entries.
    private func number(_ color: ThemeColor, isForeground: Bool) -> Int32 {
        switch color {
        case .terminalDefault:
            return defaultColorsUsable ? -1 : (isForeground ? 7 : 0)
        case .index(let index):
            guard capability == .trueColor && index >= 8 else { return Int32(index) }
            let rgb = XtermPalette.rgb(of: index)
            return Int32(rgb.red << 16 | rgb.green << 8 | rgb.blue)
        case .rgb(let red, let green, let blue):
            let packed = Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
            return packed < 8 ? 0 : packed  // 1–7 would mean palette colours, not near-black
        }
    }
}
