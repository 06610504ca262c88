import Foundation
import Testing
@testable import IMRFiles
import TestFixtures

/// The listing reads a folder tree a depth at a time on every core, then lists it depth first: the
/// result must be what `stat` says of each file, in display order, with each folder listed once under
/// the first path that reaches it.
struct FolderWalkTests {
    @Test func aLargeTreeIsListedInDisplayOrderWithEachFilesIdentity() throws {
        let folder = try TempFolder("imr-walk")
        var expected: [String] = []
        // More names in one folder than one chunk of `stat` calls, and folders at several depths.
        for index in 0..<300 { expected.append(try relative(folder.write(String(format: "big/%03d.txt", index), "x"), folder)) }
        for depth in ["a", "a/b", "a/b/c", "z"] {
            for index in 0..<3 { expected.append(try relative(folder.write("\(depth)/f\(index).txt", "yy"), folder)) }
        }
        try folder.write(".hidden/skipped.txt", "z")
        try folder.write("a/.skipped.txt", "z")
        // The same folder reached again by a link: listed once, under the path that comes first.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/y-link", withDestinationPath: "a/b")
        let listing = try FileCollector.collect([folder.path])
        #expect(listing.files.map(\.displayPath) == DisplayOrder.sorted(expected))
        #expect(listing.hidden == [".hidden", "a/.skipped.txt"])
        #expect(listing.problems.isEmpty)
        for file in listing.files {
            var info = stat()
            #expect(stat(file.path, &info) == 0)
            #expect(file.size == Int64(info.st_size) && file.inode == UInt64(info.st_ino), "\(file.path)")
            #expect(file.changed == Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
            #expect(file.modified == Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
        }
        // Given twice, or a folder and one inside it: nothing is listed twice.
        let twice = try FileCollector.collect([folder.path, folder.path + "/a"])
        #expect(twice.files.count == listing.files.count)
    }

    func relative(_ path: String, _ folder: TempFolder) -> String {
        String(path.dropFirst(folder.path.count + 1))
    }
}
