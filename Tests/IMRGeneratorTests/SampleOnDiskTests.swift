import Foundation
import IMRGenerator
import Testing

/// The built-in sample written to a folder is, file for file and byte for byte, what `imr` opens in
/// memory with no path (`builtInSample()`): nothing missing, nothing more.
@Test func theSampleWrittenToDiskIsTheSampleInMemory() throws {
    let folder = NSTemporaryDirectory() + "imr-sample-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeCorpus(to: folder, config: .builtInSample)
    let inMemory = builtInSample()
    #expect(inMemory.count == CorpusGenerator(config: .builtInSample).fileCount)
    let written = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
        .filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    #expect(Set(written) == Set(inMemory.map(\.relativePath)))
    for file in inMemory {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file.relativePath))
        #expect([UInt8](data) == file.bytes, "\(file.relativePath)")
    }
}
