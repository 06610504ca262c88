import Testing
@testable import IMRColumns
@testable import IMRStore

/// The corpus fingerprint's checksum (`ChainedChecksum`): each 64 KB of the stream of numbers and
/// names (each name's length first) checksummed after the checksum of the ones before it, however the
/// stream is gathered: here against the stream laid out by hand.
@Suite struct ChainedChecksumTests {
    /// The checksum of `pieces` chained by hand: whole chunks, each closed by the chain so far.
    static func byHand(_ pieces: [Either]) -> UInt64 {
        var chained: UInt64 = 0
        var chunk: [UInt8] = []
        func close() {
            withUnsafeBytes(of: chained.littleEndian) { chunk += $0 }
            chained = StoreChecksum.of(chunk)
            chunk = []
        }
        for piece in pieces {
            switch piece {
            case .number(let number):
                withUnsafeBytes(of: number.littleEndian) { chunk += $0 }
            case .text(let text):
                withUnsafeBytes(of: Int64(text.utf8.count).littleEndian) { chunk += $0 }
                chunk += Array(text.utf8)
                if chunk.count >= 64 * 1024 { close() }
            }
        }
        close()
        return chained
    }

    enum Either {
        case number(Int64)
        case text(String)
    }

    @Test(arguments: [0, 3, 5_000, 20_000])
    func theChainIsTheStreamsChunksChecksummedInTurn(files: Int) {
        var pieces: [Either] = [.text("build"), .number(Int64(files))]
        for file in 0..<files {
            pieces += [.text("/letters/\(file % 97)/CM16-\(file).txt"), .text("\(file % 97)/CM16-\(file).txt"),
                       .number(Int64(file * 4_099)), .number(-Int64(file)), .number(1)]
        }
        // A name longer than a chunk, and one not ASCII.
        pieces += [.text(String(repeating: "long name ", count: 10_000)), .text("résumé"), .number(.min)]
        var checksum = ChainedChecksum()
        for piece in pieces {
            switch piece {
            case .number(let number): checksum.add(number)
            case .text(let text): checksum.add(text)
            }
        }
        #expect(checksum.finish() == Self.byHand(pieces))
    }
}
