/// Every phrase the reason rules use (`DecisionReasons`), found in a sentence in one pass: at each word
/// start, only the phrases that begin with the next one to three bytes there are compared. Searching
/// each of the rules' thousand phrases in turn made reading reasons cost more than parsing the letter.
struct PhraseMatcher: Sendable {
    /// A phrase found: which (its id in `phrases`), where it starts and ends (byte offsets), and whether
    /// it ends a word there (no letter or digit follows).
    struct Occurrence: Sendable {
        let phrase: Int32
        let start: Int
        let end: Int
        let endsWord: Bool
    }

    private(set) var phrases: [[UInt8]] = []
    private var ids: [String: Int32] = [:]
    /// Phrase ids by their first one, two or three bytes, packed with the length (`key`).
    private var byStart: [UInt32: [Int32]] = [:]

    /// The id of `phrase` (lower case), added when new.
    mutating func add(_ phrase: String) -> Int32 {
        if let known = ids[phrase] { return known }
        let bytes = Array(phrase.utf8)
        let id = Int32(phrases.count)
        phrases.append(bytes)
        ids[phrase] = id
        if !bytes.isEmpty { byStart[Self.key(bytes[...], length: min(3, bytes.count)), default: []].append(id) }
        return id
    }

    func id(of phrase: String) -> Int32? { ids[phrase] }

    /// Every phrase at a word start of `text` (lower-case bytes), in order of where it starts.
    func occurrences(in text: [UInt8]) -> [Occurrence] {
        var found: [Occurrence] = []
        text.withUnsafeBufferPointer { bytes in
            for start in bytes.indices where start == 0 || !Self.isWordByte(bytes[start - 1]) {
                for length in 1...min(3, bytes.count - start) {
                    guard let candidates = byStart[Self.key(bytes[start..<(start + length)], length: length)] else { continue }
                    for id in candidates {
                        let phrase = phrases[Int(id)]
                        let end = start + phrase.count
                        guard end <= bytes.count, phrase.count == length || Self.equal(phrase, bytes, at: start) else { continue }
                        found.append(Occurrence(phrase: id, start: start, end: end,
                                                endsWord: end == bytes.count || !Self.isWordByte(bytes[end])))
                    }
                }
            }
        }
        return found
    }

    private static func equal(_ phrase: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in phrase.indices where phrase[offset] != bytes[start + offset] { return false }
        return true
    }

    private static func key<Bytes: Collection>(_ bytes: Bytes, length: Int) -> UInt32 where Bytes.Element == UInt8 {
        var key = UInt32(length) << 24
        for (shift, byte) in zip([16, 8, 0], bytes.prefix(length)) { key |= UInt32(byte) << UInt32(shift) }
        return key
    }

    /// A letter or digit of any script (UTF-8 bytes above ASCII count as letters).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
    }
}
