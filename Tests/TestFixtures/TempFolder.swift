import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder under the system's temporary folder, removed when the test is done with it.
public final class TempFolder {
    public let path: String

    public init(_ name: String = "imr-tests") throws {
        path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Give back permissions taken away by a test so that the folder can be removed.
        if let walker = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in walker { chmod(path + "/" + relative, 0o755) }
        }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// The permission bits of `path` (`lstat`), nil when nothing is there.
    public static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    /// Files in the folder (hidden ones too), relative paths, sorted.
    public func listing() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Whether this process can read a file whose mode is 000 (root can): tests of unreadable files
    /// need a user the permissions bind.
    public static let permissionsBind: Bool = {
        guard let folder = try? TempFolder("imr-permission-probe"),
              let file = try? folder.write("probe.txt", "x") else { return false }
        chmod(file, 0o000)
        let descriptor = open(file, O_RDONLY)
        if descriptor >= 0 { close(descriptor) }
        return descriptor < 0
    }()
}
