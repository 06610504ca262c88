import Testing
@testable import IMRColumns
@testable import IMRLetters
@testable import IMRModel
@testable import IMRStore
@testable import IMRText

/// The strings the case store numbers in its string table (a `ByteStringTable`, IMRTextTests'
/// ByteStringTableTests): the most frequent first, only ASCII ones, and exactly those the writer would
/// share.
@Suite struct StoreStringTableTests {
    /// The number (or count) the table holds for `key`.
    static func value(_ key: String, in table: ByteStringTable) -> Int? { Array(key.utf8).withUnsafeBufferPointer { table.value(of: $0) } }
    static func value(_ key: String, in table: ByteStringTable.Shared) -> Int? { Array(key.utf8).withUnsafeBufferPointer { table.value(of: $0) } }

    @Test func theStoresStringsAreNumberedMostFrequentFirst() {
        var strings = StoreStrings(strings: ["Upheld", "ODG Pain", "Chiropractic"])
        let numbers = strings.numbers
        #expect(Self.value("Upheld", in: numbers) == 0)
        #expect(Self.value("Chiropractic", in: numbers) == 2)
        #expect(Self.value("Overturned", in: numbers) == nil)
        _ = strings.layOut(at: 0)
    }

    /// Only ASCII strings are shared (their bytes compare as the strings do): one byte past 0x7F
    /// anywhere, in a full word or in the tail, keeps a string out.
    @Test func theASCIICheckFindsAByteAnywhere() {
        for length in 0...20 {
            var bytes = [UInt8](repeating: 0x41, count: length)
            #expect(bytes.withUnsafeBufferPointer { ByteWriter.isASCII($0) }, "\(length) letters")
            for position in 0..<length {
                bytes[position] = 0xC3
                #expect(!bytes.withUnsafeBufferPointer { ByteWriter.isASCII($0) }, "\(length) \(position)")
                bytes[position] = 0x41
            }
        }
    }

    /// The first pass counts exactly the strings the writer could number: short ASCII ones, each time
    /// the encoder writes them; a long summary and a non-ASCII name are written in full, never counted.
    @Test func theCounterSeesTheStringsTheWriterWouldShare() {
        var imrCase = IMRCase(id: "a", file: "f.txt", summary: String(repeating: "x", count: ByteWriter.internLimit + 1),
                             items: [Item(treatment: "MRI", decision: .upheld, rationale: "MRI")])
        imrCase.reviewer.specialties = ["Chiropractic", "Chiropractic", "Médecine"]
        var counter = StringCounter()
        CaseCoding.write(ParsedFile(cases: [imrCase], problems: []), into: &counter)
        #expect(Self.value("Chiropractic", in: counter.seen) == 2)
        #expect(Self.value("MRI", in: counter.seen) == 2, "the treatment and the rationale")
        #expect(Self.value("Médecine", in: counter.seen) == nil)
        #expect(Self.value(imrCase.summary, in: counter.seen) == nil)
    }
}
