import Foundation
import Testing
@testable import IMRFiles
import TestFixtures

/// Folders imr makes for what it keeps are the owner's: each one made, parents too, 0700.
@Suite struct PrivateFolderTests {
    @Test func everyFolderMadeIsPrivateAndOneThereIsLeftAsItIs() throws {
        let root = try TempFolder()
        chmod(root.path, 0o755)
        try PrivateFolder.make(root.path + "/a/b/c")
        for made in ["/a", "/a/b", "/a/b/c"] { #expect(TempFolder.mode(root.path + made) == 0o700, "\(made)") }
        #expect(TempFolder.mode(root.path) == 0o755, "a folder already there is not changed")
        try PrivateFolder.make(root.path + "/a/b/c/")
    }

    @Test func aFileInTheWayIsSaid() throws {
        let root = try TempFolder()
        try root.write("file", "x")
        #expect(throws: PrivateFolder.Failure.self) { try PrivateFolder.make(root.path + "/file") }
        do {
            try PrivateFolder.make(root.path + "/file/below")
            Issue.record("made a folder below a file")
        } catch {
            #expect(error.description == "could not make the folder \(root.path)/file/below (Not a directory)")
        }
    }
}
