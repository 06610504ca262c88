import Foundation
import Testing
import TestFixtures
@testable import IMRFiles

/// A letter is read whole whatever size its listing saw: the loader passes the listed size to save a
/// `stat` per letter, and a letter rewritten between the listing and the read must not be cut or padded.
struct FileReadingTests {
    static let text = Array(String(repeating: "Decision rationale: the request is upheld. ", count: 400).utf8)

    @Test(arguments: [nil, 0, 1, text.count - 1, text.count, text.count + 1, 3 * text.count])
    func readsTheWholeFileWhateverSizeWasExpected(expected: Int?) throws {
        let folder = try TempFolder()
        let path = try folder.write("letter.txt", bytes: Self.text)
        #expect(try FileReading.bytes(atPath: path, expectedSize: expected) == Self.text)
    }

    @Test func anEmptyFileIsEmpty() throws {
        let folder = try TempFolder()
        let path = try folder.write("empty.txt", bytes: [])
        #expect(try FileReading.bytes(atPath: path, expectedSize: 100).isEmpty)
    }

    @Test func aMissingFileSaysWhy() throws {
        #expect(throws: FileReading.Failure.self) {
            try FileReading.bytes(atPath: "/nonexistent/imr/letter.txt", expectedSize: 10)
        }
    }
}

/// A file far larger than any letter (a disk image left among them) is reported with its path and
/// size, not read: asking for its memory crashed the load.
struct LargeFileTests {
    @Test func aFileOverTheLimitIsNotRead() throws {
        let folder = try TempFolder()
        let path = try folder.write("letter.txt", bytes: FileReadingTests.text)
        #expect(throws: FileReading.Failure.self) {
            try FileReading.bytes(atPath: path, limit: FileReadingTests.text.count - 1)
        }
        #expect(throws: FileReading.Failure.self, "grown past its listed size") {
            try FileReading.bytes(atPath: path, limit: FileReadingTests.text.count - 1, expectedSize: 10)
        }
        #expect(try FileReading.bytes(atPath: path, limit: FileReadingTests.text.count) == FileReadingTests.text)
    }
}
