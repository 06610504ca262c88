import Testing
@testable import IMRColumns
@testable import IMRFiles
@testable import IMRStore
@testable import IMRLetters
@testable import IMRModel

/// The store's string table of a large store is chosen from a sample of its segments: what recurs in
/// the sample is numbered, the rest written in full, and every record still reads back whole.
struct StoreStringsTests {
    static let specialties = ["Alpha Medicine", "Beta Medicine", "Gamma Medicine", "Delta Medicine"]

    static let fileCount = 4 * CaseStoreFile.filesPerSegment

    /// Four segments' worth of one-letter files; every letter of segment N has specialty N.
    static func parsed() -> [ParsedFile] {
        (0..<fileCount).map { position in
            var imrCase = IMRCase(id: "CM-\(position)", file: "letters/\(position).txt", summary: "Summary \(position).",
                                 items: [Item(treatment: "MRI of the knee", decision: .upheld, rationale: "Not necessary.")])
            imrCase.reviewer.specialties = [specialties[position / CaseStoreFile.filesPerSegment]]
            return ParsedFile(cases: [imrCase], problems: [])
        }
    }

    /// Where the files of `parsed()` are.
    static func stored() -> [CaseStoreFile.Stored] {
        (0..<fileCount).map { position in
            let file = "letters/\(position).txt"
            return CaseStoreFile.Stored(path: "/" + file, source: SourceFile(path: "/" + file, displayPath: file), lasting: true)
        }
    }

    @Test func aSampleNumbersWhatRecursInTheSegmentsItCounts() {
        let chosen = StoreStrings.choose(for: Self.parsed(), spacing: 2)
        #expect(chosen.strings.contains("Alpha Medicine"))
        #expect(chosen.strings.contains("Gamma Medicine"))
        #expect(!chosen.strings.contains("Beta Medicine"))
        #expect(!chosen.strings.contains("Delta Medicine"))
        #expect(chosen.strings.contains("MRI of the knee"), "in every segment")
    }

    @Test func aSmallStoreCountsEveryFile() {
        #expect(4 < StoreStrings.segmentsBeforeSampling)
        let chosen = StoreStrings.choose(for: Self.parsed())
        for specialty in Self.specialties { #expect(chosen.strings.contains(specialty)) }
    }

    @Test func aLargeStoreCountsAtMostTheSampledSegmentsEvenlySpread() {
        #expect(StoreStrings.spacing(segments: StoreStrings.segmentsBeforeSampling - 1) == 1)
        for segments in [StoreStrings.segmentsBeforeSampling, 391, 3_907, 39_063] {
            let spacing = StoreStrings.spacing(segments: segments)
            let counted = (segments + spacing - 1) / spacing
            #expect(counted <= StoreStrings.sampledSegments, "\(segments) segments")
            #expect(counted * 2 >= StoreStrings.sampledSegments, "\(segments) segments: too few counted")
        }
    }

    @Test func recordsWrittenWithASampledTableReadBackWhole() throws {
        let parsed = Self.parsed()
        let chosen = StoreStrings.choose(for: parsed, spacing: 4)
        #expect(!chosen.strings.contains("Delta Medicine"))
        var writer = ByteWriter(table: chosen.numbers)
        for file in parsed { _ = CaseCoding.write(file, into: &writer) }
        let read = try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer, table: StringColumn(chosen.strings))
            return try parsed.map { _ in try CaseCoding.read(from: &reader) }
        }
        #expect(read.map(\.cases) == parsed.map(\.cases))
    }
}
