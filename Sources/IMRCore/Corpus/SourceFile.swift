#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file to read: where it is, and how to name it to the user.
public struct SourceFile: Sendable, Hashable {
    /// Path to open.
    public var path: String
    /// Relative to the folder given on the command line; as given for a file argument.
    public var displayPath: String
    /// Size and modification time (nanoseconds since 1970) when listed (for caches and change checks).
    public var size: Int64 = 0
    public var modified: Int64 = 0
}

/// Finds the files under the paths given: folders recursively, hidden files and folders skipped,
/// symbolic link loops visited once, results sorted by display path.
public enum FileCollector {
    public static func collect(_ paths: [String]) throws(LoadError) -> (files: [SourceFile], problems: [LoadProblem]) {
        var files: [SourceFile] = []
        var problems: [LoadProblem] = []
        var visitedFolders = Set<String>()
        for given in paths {
            var info = stat()
            guard stat(given, &info) == 0 else {
                if lstat(given, &info) == 0 {
                    problems.append(LoadProblem(path: given, kind: .unreadable, reason: "a broken symbolic link"))
                    continue
                }
                throw .noSuchPath(given)
            }
            if isDirectory(info) {
                let root = given.hasSuffix("/") ? String(given.dropLast()) : given
                walk(folder: root, relative: "", into: &files, problems: &problems, visited: &visitedFolders)
            } else if !isRegular(info) && !isPipe(info) {
                // A device reads forever (/dev/zero) or blocks; a socket cannot be opened. A pipe named on
                // the command line is read (`imr list <(pdftotext -layout a.pdf -)`).
                problems.append(LoadProblem(path: given, kind: .unreadable, reason: notRegular))
            } else {
                files.append(SourceFile(path: given, displayPath: given, size: Int64(info.st_size),
                                        modified: modificationTime(info)))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, problems)
    }

    static func modificationTime(_ info: stat) -> Int64 {
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    static func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
    static func isPipe(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFIFO }
    static let notRegular = "not a regular file (a device, pipe or socket): skipped"

    static func walk(folder: String, relative: String, into files: inout [SourceFile],
                     problems: inout [LoadProblem], visited: inout Set<String>) {
        // A folder reached twice through symbolic links is read once (and loops end).
        guard let real = realpath(folder, nil) else {
            problems.append(LoadProblem(path: relative.isEmpty ? folder : relative, kind: .unreadable,
                                        reason: "the folder could not be opened"))
            return
        }
        let canonical = String(cString: real)
        free(real)
        guard visited.insert(canonical).inserted else { return }
        guard let directory = opendir(folder) else {
            problems.append(LoadProblem(path: relative.isEmpty ? folder : relative, kind: .unreadable,
                                        reason: "the folder could not be opened (\(String(cString: strerror(errno))))"))
            return
        }
        var names: [String] = []
        // The name is read in place: a dirent record can be shorter than the struct, so copying the
        // struct (entry.pointee) may read past the end of readdir's buffer and crash.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        while let entry = readdir(directory) {
            let raw = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            let name = String(cString: raw)
            if name.hasPrefix(".") { continue }
            // A name that is not UTF-8 comes back repaired (U+FFFD), which names no file: say so rather
            // than "No such file or directory".
            guard String(validatingCString: raw) != nil else {
                problems.append(LoadProblem(path: relative.isEmpty ? name : relative + "/" + name, kind: .unreadable,
                                            reason: "the file name is not valid UTF-8: rename the file to read it"))
                continue
            }
            names.append(name)
        }
        closedir(directory)
        for name in names.sorted() {
            let path = folder + "/" + name
            let display = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else {
                problems.append(LoadProblem(path: display, kind: .unreadable,
                                            reason: "could not be opened (\(String(cString: strerror(errno))))"))
                continue
            }
            if isDirectory(info) {
                walk(folder: path, relative: display, into: &files, problems: &problems, visited: &visited)
            } else if isRegular(info) {
                files.append(SourceFile(path: path, displayPath: display, size: Int64(info.st_size),
                                        modified: modificationTime(info)))
            } else {
                // Reading a pipe in a folder would wait for a writer forever: skipped, but said.
                problems.append(LoadProblem(path: display, kind: .unreadable, reason: notRegular))
            }
        }
    }
}

/// Reads a whole file into bytes with POSIX calls (fast, and errors carry errno's words).
public enum FileReading {
    public enum Failure: Error { case unreadable(String) }

    public static func bytes(atPath path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        let expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var buffer = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var filled = 0
        while true {
            if filled == buffer.count {
                guard buffer.count < limit else { break }
                buffer.append(contentsOf: [UInt8](repeating: 0, count: max(buffer.count, 65536)))
            }
            let count = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + filled, raw.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        buffer.removeSubrange(filled...)
        return buffer
    }
}
