import Dispatch
import Foundation
import Testing
@testable import IMRFiles
@testable import IMRStore
@testable import IMRLetters
import TestFixtures

/// A first open writes its store's segments while the letters are parsed: handed over in any order,
/// from any worker, they must land in order and read back whole, and a stream that is abandoned or
/// fails leaves nothing in the cache folder.
struct SegmentStreamTests {
    static let roots = ["/letters"]
    static let build = "test build"

    /// Segments of `StoreStringsTests.parsed()` (four, each with a specialty of its own), handed to
    /// `stream` shuffled, on every core.
    static func addShuffled(_ parsed: [ParsedFile], to stream: SegmentStream) {
        let perSegment = CaseStoreFile.filesPerSegment
        let segments = Array(0..<((parsed.count + perSegment - 1) / perSegment)).shuffled()
        DispatchQueue.concurrentPerform(iterations: segments.count) { position in
            let segment = segments[position]
            let files = (segment * perSegment)..<min(parsed.count, (segment + 1) * perSegment)
            stream.add(segment: segment, files: files.map { parsed[$0] })
        }
    }

    /// A stream for the store of `StoreStringsTests.stored()` in `folder`, its table from two segments.
    static func stream(in folder: TempFolder) throws -> SegmentStream {
        try #require(SegmentStream(path: folder.path + "/corpus.imrcache", files: StoreStringsTests.stored().count,
                                   sampleSegments: 2))
    }

    static func folderContents(_ folder: TempFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    @Test func segmentsHandedOverInAnyOrderReadBackInOrder() throws {
        let folder = try TempFolder("imr-stream")
        let path = folder.path + "/corpus.imrcache"
        let stored = StoreStringsTests.stored(), parsed = StoreStringsTests.parsed()
        let stream = try Self.stream(in: folder)
        Self.addShuffled(parsed, to: stream)
        try stream.complete(stored, roots: Self.roots, build: Self.build, snapshot: { nil })
        #expect(try Self.folderContents(folder) == ["corpus.imrcache"], "the temporary file was renamed")

        guard case .success(let index) = CaseStoreFile.readIndex(at: path, roots: Self.roots, build: Self.build),
              let file = index.file else {
            Issue.record("the store written cannot be read")
            return
        }
        #expect(index.entries.map(\.path) == stored.map(\.path))
        var read: [ParsedFile] = []
        for segment in index.segments {
            read += try CaseStoreFile.readSegment(segment, from: file.descriptor, strings: index.strings).get()
        }
        #expect(read.map(\.cases) == parsed.map(\.cases))
        // The table comes from the first two segments: their specialties are numbered, the others' are not.
        let table = Array(index.strings)
        #expect(table.contains("Alpha Medicine") && table.contains("Beta Medicine"))
        #expect(!table.contains("Gamma Medicine") && !table.contains("Delta Medicine"))
    }

    @Test func aSampleLargerThanTheStoreIsTheWholeStore() throws {
        let folder = try TempFolder("imr-stream-small")
        let stored = Array(StoreStringsTests.stored().prefix(CaseStoreFile.filesPerSegment + 10))
        let stream = try #require(SegmentStream(path: folder.path + "/corpus.imrcache", files: stored.count))
        #expect(stream.sampleSegments == 2)
        Self.addShuffled(Array(StoreStringsTests.parsed().prefix(stored.count)), to: stream)
        try stream.complete(stored, roots: Self.roots, build: Self.build, snapshot: { nil })
        #expect(try Self.folderContents(folder) == ["corpus.imrcache"])
    }

    @Test func aStreamNeverCompletedLeavesNothing() throws {
        let folder = try TempFolder("imr-stream-dropped")
        do {
            let stream = try Self.stream(in: folder)
            Self.addShuffled(Array(StoreStringsTests.parsed().prefix(3 * CaseStoreFile.filesPerSegment)), to: stream)
            #expect(try Self.folderContents(folder).count == 1, "its temporary file, while it lives")
        }
        #expect(try Self.folderContents(folder).isEmpty)
    }

    @Test func storesMissingFilesAreNotPutInPlace() throws {
        let folder = try TempFolder("imr-stream-short")
        let stored = StoreStringsTests.stored()
        let stream = try Self.stream(in: folder)
        Self.addShuffled(Array(StoreStringsTests.parsed().prefix(3 * CaseStoreFile.filesPerSegment)), to: stream)
        #expect(throws: AtomicFile.Failure.self) {
            try stream.complete(stored, roots: Self.roots, build: Self.build, snapshot: { nil })
        }
        #expect(try Self.folderContents(folder).isEmpty)
    }

    /// A write that fails half-way (a full disk: the stream's file is made /dev/full) is said when the
    /// store is completed, and leaves nothing.
    @Test func aFailedWriteIsSaidAndLeavesNothing() throws {
        let folder = try TempFolder("imr-stream-failed")
        let stored = StoreStringsTests.stored()
        let stream = try Self.stream(in: folder)
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        dup2(full, stream.file.output.descriptor)
        close(full)
        Self.addShuffled(StoreStringsTests.parsed(), to: stream)
        guard case .failure(let failure) = stream.finished() else {
            Issue.record("a write into a closed file did not fail")
            return
        }
        #expect(failure.description.contains("could not write") && failure.description.contains("space"))
        #expect(throws: AtomicFile.Failure.self) {
            try stream.complete(stored, roots: Self.roots, build: Self.build, snapshot: { nil })
        }
        #expect(try Self.folderContents(folder).isEmpty)
    }
}

/// A write begun and not settled when the process ends (a browser quit during a first open) is removed
/// at exit: its temporary file is known until it is committed or abandoned.
struct PendingWriteTests {
    @Test func aPendingWriteIsKnownUntilSettled() throws {
        let folder = try TempFolder("imr-pending")
        for settle in ["commit", "abandon", "drop"] {
            var temporary = ""
            do {
                let pending = try AtomicFile.Pending(path: folder.path + "/" + settle, mode: .replace, durable: false)
                let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                temporary = folder.path + "/" + (names.first { $0.hasPrefix(AtomicFile.temporaryPrefix) } ?? "")
                #expect(AtomicFile.Unsettled.contains(temporary), "\(settle)")
                if settle == "commit" { try pending.commit() }
                if settle == "abandon" { pending.abandon() }
            }
            #expect(!AtomicFile.Unsettled.contains(temporary), "\(settle)")
            #expect(!FileManager.default.fileExists(atPath: temporary), "\(settle)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["commit"])
    }
}
