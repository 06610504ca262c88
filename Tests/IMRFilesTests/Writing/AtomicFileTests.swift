import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRFiles
import TestFixtures

/// The one file writer (exports, case store, word index): never over an existing file unless asked,
/// never a temporary file left behind.
@Suite struct AtomicFileTests {
    @Test func writesANewFile() throws {
        let folder = try TempFolder()
        let path = folder.path + "/case.txt"
        try AtomicFile.write("hello\n", to: path, overwrite: false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\n")
        #expect(folder.listing() == ["case.txt"])
    }

    @Test func keepsAnExistingFileUnlessAsked() throws {
        let folder = try TempFolder()
        let path = try folder.write("case.txt", "original")
        #expect(throws: AtomicFile.Failure.exists(path)) { try AtomicFile.write("new", to: path, overwrite: false) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "original")
        #expect(folder.listing() == ["case.txt"])
        try AtomicFile.write("new", to: path, overwrite: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(folder.listing() == ["case.txt"])
    }

    @Test func aSymbolicLinkInTheWayIsNotFollowed() throws {
        let folder = try TempFolder()
        let target = try folder.write("target.txt", "keep me")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.txt", withDestinationPath: target)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folder.path + "/link.txt", overwrite: false) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    }

    @Test func missingFolderFailsWithoutLeavingAnything() throws {
        let folder = try TempFolder()
        let path = folder.path + "/absent/case.txt"
        #expect(throws: AtomicFile.Failure.folderMissing(folder.path + "/absent")) {
            try AtomicFile.write("x", to: path, overwrite: false)
        }
        #expect(folder.listing().isEmpty)
    }

    @Test(.enabled(if: TempFolder.permissionsBind, "this user can write into read-only folders (root)"))
    func readOnlyFolderFailsWithoutLeavingAnything() throws {
        let folder = try TempFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/locked", withIntermediateDirectories: true)
        chmod(folder.path + "/locked", 0o555)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folder.path + "/locked/case.txt", overwrite: false) }
        chmod(folder.path + "/locked", 0o755)
        #expect(folder.listing() == ["locked"])
    }

    @Test func failureWhereTheTargetIsAFolderLeavesNoTemporaryFile() throws {
        // Works for root too: rename cannot put a file over a non-empty folder.
        let folder = try TempFolder()
        try folder.write("case.txt/inside", "x")
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: folder.path + "/case.txt", overwrite: true) }
        #expect(folder.listing() == ["case.txt", "case.txt/inside"])
    }

    // MARK: The writer under the exports and the caches

    /// A body that writes part of the file and then fails, as a full disk would.
    static func failingHalfway(_ output: AtomicFile.Output) throws(AtomicFile.Failure) {
        try output.write(Array("half of it".utf8))
        throw .failed(output.target, "stopped halfway")
    }

    @Test(arguments: [AtomicFile.Mode.replace, .keepExisting])
    func aFailedWriteLeavesNoTemporaryFileAndKeepsTheOldOne(mode: AtomicFile.Mode) throws {
        let folder = try TempFolder()
        let kept = try folder.write("kept.txt", "old")
        let fresh = folder.path + "/fresh.txt"
        #expect(throws: AtomicFile.Failure.failed(fresh, "stopped halfway")) {
            try AtomicFile.write(to: fresh, mode: mode, durable: false, Self.failingHalfway)
        }
        if mode == .replace {
            #expect(throws: AtomicFile.Failure.failed(kept, "stopped halfway")) {
                try AtomicFile.write(to: kept, mode: mode, durable: false, Self.failingHalfway)
            }
        }
        #expect(folder.listing() == ["kept.txt"])
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "old")
    }

    @Test func keepExistingNeverWritesOverAFile() throws {
        let folder = try TempFolder()
        let path = try folder.write("case.bin", bytes: [1, 2, 3])
        var bodyRan = false
        #expect(throws: AtomicFile.Failure.exists(path)) {
            try AtomicFile.write(to: path, mode: .keepExisting, durable: false) { output throws(AtomicFile.Failure) in
                bodyRan = true
                try output.write([9, 9])
            }
        }
        #expect(!bodyRan, "an existing file is seen before anything is written")
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(folder.listing() == ["case.bin"])
    }

    @Test func replaceReplacesAndTheTemporaryFileSitsBesideUnderItsPrefix() throws {
        let folder = try TempFolder()
        let path = try folder.write("case.bin", bytes: [1, 2, 3])
        var seenWhileWriting: [String] = []
        try AtomicFile.write(to: path, mode: .replace, durable: false) { output throws(AtomicFile.Failure) in
            seenWhileWriting = folder.listing()
            try output.write([4, 5])
            try output.write("six")
        }
        #expect(FileManager.default.contents(atPath: path) == Data([4, 5] + Array("six".utf8)))
        #expect(folder.listing() == ["case.bin"])
        #expect(seenWhileWriting.count == 2)
        #expect(seenWhileWriting.contains { $0.hasPrefix(AtomicFile.temporaryPrefix) })
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// Exports hold medical records: only their owner reads them, whatever was at the path before.
    @Test func anExportIsTheOwnersAlone() throws {
        let folder = try TempFolder()
        let path = folder.path + "/case.txt"
        try AtomicFile.write("x", to: path, overwrite: false)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let open = try folder.write("open.txt", "shared")
        chmod(open, 0o644)
        try AtomicFile.write("x", to: open, overwrite: true)
        #expect(stat(open, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    /// A write removes the temporary files a killed writer left in its folder (once per folder and
    /// process), and none whose writer lives.
    @Test func aWriteRemovesAbandonedTemporaryFilesBesideIt() throws {
        let folder = try TempFolder()
        let dead = folder.path + "/\(AtomicFile.temporaryPrefix)\(AbandonedTemporaryFilesTests.deadProcess)-abc123"
        let living = folder.path + "/\(AtomicFile.temporaryPrefix)1-def456"  // init is alive
        _ = try folder.write((dead as NSString).lastPathComponent, "the cases' full text")
        _ = try folder.write((living as NSString).lastPathComponent, "being written")
        try AtomicFile.write("x", to: folder.path + "/case.txt", overwrite: false)
        #expect(folder.listing() == [(living as NSString).lastPathComponent, "case.txt"])
    }
}
