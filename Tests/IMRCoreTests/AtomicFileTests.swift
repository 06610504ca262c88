import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRCore

/// Writing exports: never over an existing file unless asked, never a temporary file left behind.
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
}
