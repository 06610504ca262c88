/// Which runs of three bytes a text holds, each by the low five bits of its bytes (32,768 bits: 'p' and
/// '0' share them, which only lets a search run that need not). A needle one of whose runs is missing
/// is not in the text and is answered without a search: a letter's summary is asked for a hundred words
/// or so, most of them absent, and each was a memchr pass over it (or one per candidate of its rarest
/// byte). Runs of three, not pairs: "cardi" or "mood" are made of pairs every summary holds.
package struct ByteTriples: Sendable {
    private var words: [UInt64]

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var words = [UInt64](repeating: 0, count: 512)
        words.withUnsafeMutableBufferPointer { table in
            guard let table = table.baseAddress else { return }
            var key = 0
            // The first two bytes set a bit each for a run padded with zero bits: a bit too many only
            // lets a search run, and the loop needs no test.
            for byte in bytes {
                key = (key &<< 5 | Int(byte & 31)) & 0x7FFF
                table[key &>> 6] |= 1 &<< UInt64(key & 63)
            }
        }
        self.words = words
    }

    /// Whether every run of three bytes of `needle` may be in the text (a needle shorter than three may).
    package func mayHold(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        words.withUnsafeBufferPointer { table in
            var key = 0
            for (offset, byte) in needle.enumerated() {
                key = (key &<< 5 | Int(byte & 31)) & 0x7FFF
                if offset >= 2, table[key &>> 6] & (1 &<< UInt64(key & 63)) == 0 { return false }
            }
            return true
        }
    }
}
