/// The word wrap of one run of plain ASCII (printable bytes, spaces, tabs and line feeds: most of a
/// letter's text), laid out on its bytes: the lines `WordWrap.lines` makes, without a `Character` or a
/// `String.Index` a letter. Each line is a stretch of the text (its tabs and line feeds given back as
/// spaces), so it is found as a range and copied once. A text with any other byte is not read here.
extension WordWrap {
    /// The lines of `bytes` as `lines` lays them out, as ranges of `bytes` (empty for an empty line); nil
    /// where a byte is not printable ASCII, a space, a tab or a line feed.
    static func asciiLines(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, indent: Int) -> [Range<Int>]? {
        for byte in bytes where !((byte >= 0x20 && byte < 0x7F) || byte == 0x0A || byte == 0x09) { return nil }
        var layout = ASCIILayout(bytes: bytes, width: width, indent: indent)
        var wordStart = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x20 || byte == 0x0A || byte == 0x09 {
            layout.place(wordStart..<offset)
            layout.space(at: offset)
            wordStart = offset + 1
        }
        layout.place(wordStart..<bytes.count)
        layout.lines.append(layout.line)
        return layout.lines
    }

    /// `Layout` on bytes: every letter one cell, a word a range of the text.
    struct ASCIILayout {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        let indent: Int
        var lines: [Range<Int>] = []
        /// The current line's stretch of the text (empty before anything is put on it).
        var line = 0..<0
        var used = 0
        var hasWord = false
        /// Spaces since the last word: kept only if the next word joins this line.
        var pending = 0

        var room: Int { max(1, lines.isEmpty ? width : width - indent) }

        mutating func space(at offset: Int) {
            if hasWord {
                pending += 1
            } else if lines.isEmpty && used < room {
                put(offset..<offset + 1)  // indentation the text starts with
            }
        }

        mutating func place(_ word: Range<Int>) {
            guard !word.isEmpty else { return }
            if hasWord && used + pending + word.count > room {
                breakLine()
            } else {
                // The spaces since the last word lie just before this one.
                if pending > 0 { put(word.lowerBound - pending..<word.lowerBound) }
                pending = 0
            }
            var rest = word
            while rest.count > room - used {
                let cut = cutPoint(rest, room: room - used)
                put(rest.lowerBound..<rest.lowerBound + cut)
                rest = rest.lowerBound + cut..<rest.upperBound
                if rest.isEmpty { break }
                breakLine()
            }
            put(rest)
            hasWord = true
        }

        /// `Layout.cutPoint` with a cell a letter.
        func cutPoint(_ word: Range<Int>, room: Int) -> Int {
            let fitting = max(0, min(word.count, room))
            var afterPunctuation = 0
            for count in stride(from: fitting, to: 0, by: -1) {
                let byte = bytes[word.lowerBound + count - 1]
                let alphanumeric = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                if !alphanumeric {
                    afterPunctuation = count
                    break
                }
            }
            if afterPunctuation > 0 && afterPunctuation >= room / 3 { return afterPunctuation }
            return fitting == 0 && used == 0 ? 1 : fitting
        }

        mutating func put(_ stretch: Range<Int>) {
            guard !stretch.isEmpty else { return }
            line = line.isEmpty ? stretch : line.lowerBound..<stretch.upperBound
            used += stretch.count
        }

        mutating func breakLine() {
            lines.append(line)
            line = 0..<0
            used = 0
            hasWord = false
            pending = 0
        }
    }

    /// The text of a line's stretch, its tabs and line feeds as spaces.
    static func asciiText(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: line.count) { buffer in
            for (offset, byte) in bytes[line].enumerated() { buffer[offset] = byte == 0x0A || byte == 0x09 ? 0x20 : byte }
            return line.count
        }
    }
}
