/// One generated file: its bytes, how they were made, and the truth of each letter in it.
public struct GeneratedFile: Sendable {
    /// "0001/CM16-0012345.txt": files are spread over subfolders of at most 1,000 files.
    public var relativePath: String
    public var bytes: [UInt8]
    /// The letters in file order.
    public var letters: [LetterTruth]
    public var form: TextForm
    public var encoding: TextEncoding
    public var lineEnding: LineEnding

    /// The file decoded with the encoding it was written in (BOM removed, line ends kept).
    public var text: String {
        ByteEncoding.decode(bytes, encoding: encoding)
    }
}
