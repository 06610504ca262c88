import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import TestFixtures
@testable import IMRFiles

/// A write killed half-way (SIGKILL, a full disk) leaves a temporary file; the next open removes it
/// once its writer is gone, and never one a living imr is still writing.
@Suite struct AbandonedTemporaryFilesTests {
    /// Above Linux's largest process id (4,194,304): no process has it.
    static let deadProcess: pid_t = 99_999_999

    func touch(_ path: String, secondsAgo: Int64 = 0) throws {
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: path))
        let then = time_t(Int64(time(nil)) - secondsAgo)
        var times = [timespec(tv_sec: then, tv_nsec: 0), timespec(tv_sec: then, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    func names(in folder: String) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    }

    @Test func aDeadWritersFileGoesAndALivingWritersStays() throws {
        let folder = try TempFolder("imr-abandoned")
        let prefix = AtomicFile.temporaryPrefix
        try touch(folder.path + "/\(prefix)\(Self.deadProcess)-abc123")
        try touch(folder.path + "/\(prefix)\(getpid())-def456")
        try touch(folder.path + "/\(prefix)1-ghi789")  // init is alive
        try touch(folder.path + "/corpus-1.cases")
        #expect(AbandonedTemporaryFiles.prune(in: folder.path) == 1)
        #expect(try names(in: folder.path) == ["\(prefix)\(getpid())-def456", "\(prefix)1-ghi789", "corpus-1.cases"])
    }

    @Test func anOldTemporaryFileGoesWhoeverWroteIt() throws {
        let folder = try TempFolder("imr-abandoned")
        let old = AbandonedTemporaryFiles.maximumAge + 60
        try touch(folder.path + "/\(AtomicFile.temporaryPrefix)1-aaaaaa", secondsAgo: old)
        try touch(folder.path + "/\(AtomicFile.temporaryPrefix)noprocess", secondsAgo: old)
        try touch(folder.path + "/\(AtomicFile.temporaryPrefix)noprocess2")
        try touch(folder.path + "/.imr-cache-legacy", secondsAgo: AbandonedTemporaryFiles.legacyAge + 60)
        try touch(folder.path + "/.imr-cache-fresh")
        #expect(AbandonedTemporaryFiles.prune(in: folder.path) == 3)
        #expect(try names(in: folder.path) == ["\(AtomicFile.temporaryPrefix)noprocess2", ".imr-cache-fresh"])
    }

    /// The folder of a `ScratchFile` an imr killed with SIGKILL left (the note, an editor's swap file in
    /// it) goes like a file; one whose imr lives stays, and a folder that holds a folder is left.
    @Test func aDeadWritersScratchFolderGoesWithWhatIsInIt() throws {
        let folder = try TempFolder("imr-abandoned")
        let prefix = AtomicFile.temporaryPrefix
        let dead = folder.path + "/\(prefix)\(Self.deadProcess)-abc123"
        try FileManager.default.createDirectory(atPath: dead, withIntermediateDirectories: true)
        try touch(dead + "/note-CM16-0213037.txt")
        try touch(dead + "/.note-CM16-0213037.txt.swp")
        let living = folder.path + "/\(prefix)\(getpid())-def456"
        try FileManager.default.createDirectory(atPath: living + "/inside", withIntermediateDirectories: true)
        let nested = folder.path + "/\(prefix)\(Self.deadProcess)-ghi789"
        try FileManager.default.createDirectory(atPath: nested + "/inside", withIntermediateDirectories: true)
        #expect(AbandonedTemporaryFiles.prune(in: folder.path) == 1)
        #expect(try names(in: folder.path) == ["\(prefix)\(getpid())-def456", "\(prefix)\(Self.deadProcess)-ghi789"])
    }
}
