import Foundation
import Testing
@testable import IMRFiles
import TestFixtures

/// The file an editor or a pager gets: private, in a folder of its own, and gone after.
@Suite struct ScratchFileTests {
    @Test func aScratchFileIsPrivateInAFolderOfItsOwnAndGoesWithIt() throws {
        let scratch = try ScratchFile(holding: "the note\n", named: "note-CM16-0213037.txt")
        let folder = (scratch.path as NSString).deletingLastPathComponent
        #expect((scratch.path as NSString).lastPathComponent == "note-CM16-0213037.txt")
        #expect((folder as NSString).deletingLastPathComponent == ScratchFile.temporaryFolder())
        #expect((folder as NSString).lastPathComponent.hasPrefix(AtomicFile.temporaryPrefix + "\(getpid())-"))
        #expect(try String(contentsOfFile: scratch.path, encoding: .utf8) == "the note\n")
        #expect(TempFolder.mode(scratch.path) == 0o600 && TempFolder.mode(folder) == 0o700)
        // What an editor leaves beside it goes too.
        try Data("swap".utf8).write(to: URL(fileURLWithPath: folder + "/.note-CM16-0213037.txt.swp"))
        scratch.remove()
        #expect(TempFolder.mode(folder) == nil)
        scratch.remove()
    }

    @Test func aDroppedScratchFileGoes() throws {
        var path = ""
        do {
            let scratch = try ScratchFile(holding: "", named: "imr.txt")
            path = scratch.path
            #expect(TempFolder.mode(path) == 0o600)
        }
        #expect(TempFolder.mode(path) == nil && TempFolder.mode((path as NSString).deletingLastPathComponent) == nil)
    }
}
