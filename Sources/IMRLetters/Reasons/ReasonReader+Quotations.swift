extension ReasonReader {
    /// Long quotations in a sentence's bytes (lower case, on one line): the guideline's words, not
    /// the reviewer's finding, taken out before the rules read it.
    enum Quotations {
        /// Whether the text holds a straight quote or the first byte of a curly one: a loop with no
        /// early exit, which the compiler makes one pass of wide compares.
        static func holdMark(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            var marks: UInt8 = 0
            for byte in text { marks |= (byte == UInt8(ascii: "\"") ? 1 : 0) | (byte == 0xE2 ? 1 : 0) }
            return marks != 0
        }

        /// Takes out of `text` any quotation of `longQuotationWords` words or more (straight or curly
        /// quotes), each quotation mark made a space; returns the length left. In place: the text only
        /// shrinks.
        static func removeLong(_ text: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var write = 0
            var index = 0
            // Where the open quotation's words start; -1 outside one.
            var quoted = -1
            func keep(_ range: Range<Int>) {
                for from in range {
                    text[write] = text[from]
                    write += 1
                }
            }
            while index < text.count {
                let byte = text[index]
                var mark = 0
                if byte == UInt8(ascii: "\"") {
                    mark = 1
                } else if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80,
                          text[index + 2] == 0x9C || text[index + 2] == 0x9D {
                    mark = 3
                }
                if mark > 0 {
                    if quoted >= 0 {
                        if words(in: text[quoted..<index]) < ReasonReader.longQuotationWords { keep(quoted..<index) }
                        quoted = -1
                    } else {
                        quoted = index + mark
                    }
                    text[write] = UInt8(ascii: " ")
                    write += 1
                    index += mark
                    continue
                }
                if quoted < 0 {
                    text[write] = byte
                    write += 1
                }
                index += 1
            }
            if quoted >= 0 { keep(quoted..<text.count) }
            return write
        }

        /// How many words the bytes hold, parted by spaces.
        private static func words(in bytes: Slice<UnsafeMutableBufferPointer<UInt8>>) -> Int {
            var count = 0
            var inWord = false
            for byte in bytes {
                let space = byte == UInt8(ascii: " ")
                if !space && !inWord { count += 1 }
                inWord = !space
            }
            return count
        }
    }
}
