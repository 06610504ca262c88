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

        /// How many quotation marks the text holds (straight or curly): where it is even, a quotation
        /// that a sentence leaves open closes in a later one.
        static func marks(_ text: UnsafeBufferPointer<UInt8>) -> Int {
            var count = 0
            var index = 0
            while index < text.count {
                let mark = markLength(text, at: index)
                count += mark > 0 ? 1 : 0
                index += max(mark, 1)
            }
            return count
        }

        /// Whether a quotation a sentence of `rationale` leaves open closes in a later one (its marks pair up), worked out
        /// the first time a sentence asks and kept in `known`: most rationales' sentences close every quotation they open
        /// (or open none), and counting the marks of every rationale was a twentieth of the reasons' cost.
        static func closesLater(_ rationale: UnsafeBufferPointer<UInt8>, _ known: inout Bool?) -> Bool {
            if let known { return known }
            let closes = holdMark(rationale) && marks(rationale) % 2 == 0
            known = closes
            return closes
        }

        /// The length of the quotation mark at `index` (a straight quote, or a curly one's three
        /// bytes), 0 where none stands.
        @inline(__always)
        private static func markLength<Text: RandomAccessCollection<UInt8>>(_ text: Text, at index: Text.Index) -> Int
            where Text.Index == Int {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") { return 1 }
            if byte == 0xE2, index + 2 < text.endIndex, text[index + 1] == 0x80, text[index + 2] == 0x9C || text[index + 2] == 0x9D {
                return 3
            }
            return 0
        }

        /// Takes out of `text` any quotation of `longQuotationWords` words or more (straight or curly
        /// quotes), each quotation mark made a space; returns the length left and whether a quotation
        /// is open at its end. In place: the text only shrinks. Where `open` (the text starts inside a
        /// quotation an earlier sentence opened), the words up to its closing mark are quoted, and a
        /// quotation over sentences is long whatever its words here. Where `closesLater`, a quotation
        /// left open at the end runs on into the next sentence (taken out); otherwise it is kept, as a
        /// stray mark's.
        static func removeLong(_ text: UnsafeMutableBufferPointer<UInt8>, open: Bool = false,
                               closesLater: @autoclosure () -> Bool = false) -> (length: Int, open: Bool) {
            var write = 0
            var index = 0
            // Where the open quotation's words start; -1 outside one. `carried`: it opened in an
            // earlier sentence.
            var quoted = open ? 0 : -1
            var carried = open
            func keep(_ range: Range<Int>) {
                for from in range {
                    text[write] = text[from]
                    write += 1
                }
            }
            while index < text.count {
                let mark = markLength(text, at: index)
                if mark > 0 {
                    if quoted >= 0 {
                        if !carried && words(in: text[quoted..<index]) < ReasonReader.longQuotationWords { keep(quoted..<index) }
                        quoted = -1
                        carried = false
                    } else {
                        quoted = index + mark
                    }
                    text[write] = UInt8(ascii: " ")
                    write += 1
                    index += mark
                    continue
                }
                if quoted < 0 {
                    text[write] = text[index]
                    write += 1
                }
                index += 1
            }
            guard quoted >= 0 else { return (write, false) }
            if closesLater() {
                // The sentence's end, a space, stays.
                text[write] = UInt8(ascii: " ")
                return (write + 1, true)
            }
            keep(quoted..<text.count)
            return (write, false)
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
