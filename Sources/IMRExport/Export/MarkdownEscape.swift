/// Keeps letter text from turning into Markdown markup: a backslash before each byte Markdown gives a
/// meaning to (\ ` * _ [ ] < > # |). By UTF-8 byte: every byte escaped is ASCII, so a backslash never
/// lands inside another character (by Character, with a String search per character, 10,000 cases took
/// 20 s). The one escaping of the Markdown reports and the precedents brief.
enum MarkdownEscape {
    /// `utf8` escaped, appended to `bytes`.
    static func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var run = 0
        for (position, byte) in utf8.enumerated() where special[Int(byte)] {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<position]))
            bytes.append(0x5C)
            run = position
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }

    /// The bytes Markdown gives a meaning to.
    private static let special: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\\`*_[]<>#|".utf8 { table[Int(byte)] = true }
        return table
    }()
}
