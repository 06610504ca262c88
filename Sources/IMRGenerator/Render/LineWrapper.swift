/// Greedy word wrap over UTF-8 bytes (fast for a million letters). Width counts characters,
/// not bytes. A word too long for the line may be broken after one of its hyphens, as PDF
/// extraction leaves "Non-" / "MTUS"; joining the halves restores the word, hyphen kept.
struct LineWrapper {
    var width: Int
    /// Chance of breaking at a hyphen when that lets part of the word fit.
    var hyphenBreakShare: Double

    /// Ranges of `text` for each output line; spaces at the breaks are dropped.
    func wrap(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { wrap($0, &rng) }
    }

    private func wrap(_ text: UnsafeBufferPointer<UInt8>, _ rng: inout SplitMix64) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = -1
        var lineEnd = 0
        var lineWidth = 0
        var index = 0
        let count = text.count
        while index < count {
            if text[index] == 0x20 {
                index += 1
                continue
            }
            var wordEnd = index
            var wordWidth = 0
            while wordEnd < count, text[wordEnd] != 0x20 {
                if text[wordEnd] & 0xC0 != 0x80 { wordWidth += 1 }
                wordEnd += 1
            }
            if lineStart < 0 {
                lineStart = index
                lineEnd = wordEnd
                lineWidth = wordWidth
            } else if lineWidth + 1 + wordWidth <= width {
                lineEnd = wordEnd
                lineWidth += 1 + wordWidth
            } else if let cut = hyphenCut(text, index, wordEnd, room: width - lineWidth - 1), rng.chance(hyphenBreakShare) {
                // Keep the word's head, hyphen included, on this line; the rest starts the next.
                lines.append(lineStart..<cut)
                lineStart = cut
                lineEnd = wordEnd
                lineWidth = characters(text, cut, wordEnd)
            } else {
                lines.append(lineStart..<lineEnd)
                lineStart = index
                lineEnd = wordEnd
                lineWidth = wordWidth
            }
            index = wordEnd
        }
        if lineStart >= 0 { lines.append(lineStart..<lineEnd) }
        return lines
    }

    /// The position just after the last hyphen inside the word whose head fits in `room`.
    private func hyphenCut(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, room: Int) -> Int? {
        guard room > 1 else { return nil }
        var best: Int? = nil
        var width = 0
        var position = start
        while position < end - 1 {
            if text[position] & 0xC0 != 0x80 { width += 1 }
            if width > room { break }
            // A hyphen between two word characters, not a leading or trailing one.
            if text[position] == 0x2D, position > start, text[position - 1] != 0x2D, text[position + 1] != 0x2D {
                best = position + 1
            }
            position += 1
        }
        return best
    }

    private func characters(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var width = 0
        for position in start..<end where text[position] & 0xC0 != 0x80 { width += 1 }
        return width
    }
}
