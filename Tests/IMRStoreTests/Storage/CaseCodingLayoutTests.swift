import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRColumns
@testable import IMRModel
@testable import IMRStore

/// The case store's binary form keeps which layout a letter was read from (IMRLettersTests'
/// LetterLayoutTests tell the layouts apart).
@Suite struct CaseCodingLayoutTests {
    @Test func theCacheKeepsEveryLayout() throws {
        var imrCase = Fixture.letter(LetterTexts.maximus())
        for layout in LetterLayout.allCases.map(Optional.some) + [nil] {
            imrCase.layout = layout
            var writer = ByteWriter()
            CaseCoding.write(imrCase, into: &writer)
            let read = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                return try CaseCoding.readCase(from: &reader)
            }
            #expect(read.layout == layout)
            #expect(read == imrCase)
        }
    }
}
