#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRModel

/// A file to read: where it is, and how to name it to the user.
public struct SourceFile: Sendable, Hashable {
    /// Path to open.
    public var path: String
    /// Relative to the folder given on the command line; as given for a file argument.
    public var displayPath: String
    /// Size, modification time and change time (nanoseconds since 1970) and inode when listed: a file
    /// is the same letter only while all four are. Size and modification time alone miss a letter
    /// rewritten in place with its old time put back (`touch -r`); its change time moves regardless, and
    /// a letter replaced by another file (a download, `mv`) has a new inode.
    public var size: Int64 = 0
    public var modified: Int64 = 0
    public var changed: Int64 = 0
    public var inode: UInt64 = 0

    public init(path: String, displayPath: String, size: Int64 = 0, modified: Int64 = 0, changed: Int64 = 0,
                inode: UInt64 = 0) {
        self.path = path
        self.displayPath = displayPath
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    package init(path: String, displayPath: String, status info: stat) {
        self.init(path: path, displayPath: displayPath, size: Int64(info.st_size),
                  modified: info.modifiedNanoseconds,
                  changed: info.changedNanoseconds,
                  inode: UInt64(info.st_ino))
    }
}

/// What a listing found: the files to read, what could not be listed, and the hidden files and
/// folders passed over (named so that an empty folder can say why it is empty, and `imr check` can list them).
public struct FileListing: Sendable {
    public var files: [SourceFile] = []
    public var problems: [LoadProblem] = []
    /// Display paths of the hidden files and folders skipped (a folder's contents are not counted).
    public var hidden: [String] = []
}

/// Finds the files under the paths given: folders recursively, hidden files and folders skipped unless
/// asked for, symbolic link loops visited once, results sorted by display path.
public enum FileCollector {
    /// - Parameter hidden: read hidden files and folders too (names starting with a dot).
    public static func collect(_ paths: [String], hidden: Bool = false) throws(LoadError) -> FileListing {
        var listing = FileListing()
        var visitedFolders = Set<String>()
        var folders = FolderWalk(hidden: hidden)
        for given in paths {
            var info = stat()
            guard stat(given, &info) == 0 else {
                if lstat(given, &info) == 0 {
                    listing.problems.append(LoadProblem(path: given, kind: .unreadable, reason: "a broken symbolic link"))
                    continue
                }
                throw .noSuchPath(given)
            }
            if isDirectory(info) {
                let root = given.hasSuffix("/") ? String(given.dropLast()) : given
                let identity = FolderWalk.Status(info).identity
                folders.read(root: identity, path: root)
                listing.files.reserveCapacity(folders.nameCount)
                walk(folder: root, identity: identity, relative: "", into: &listing, visited: &visitedFolders, read: folders)
            } else if !isRegular(info) && !isPipe(info) {
                // A device reads forever (/dev/zero) or blocks; a socket cannot be opened. A pipe named on
                // the command line is read (`imr list <(pdftotext -layout a.pdf -)`).
                listing.problems.append(LoadProblem(path: given, kind: .unreadable, reason: notRegular))
            } else {
                listing.files.append(SourceFile(path: given, displayPath: given, status: info))
            }
        }
        DisplayOrder.sort(&listing.files)
        listing.hidden = DisplayOrder.sorted(listing.hidden)
        return listing
    }

    package static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    package static func isRegular(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }
    package static func isPipe(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFIFO }
    package static let notRegular = "not a regular file (a device, pipe or socket): skipped"

    /// A directory entry's name, read in place: a dirent record can be shorter than the struct, so
    /// copying the struct (entry.pointee) may read past the end of readdir's buffer and crash.
    package static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafePointer<CChar> {
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        return (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
    }

    /// "folder/name" in one allocation (this runs for every file of every open).
    package static func joined(_ folder: String, _ name: String) -> String {
        var name = name
        return name.withUTF8 { joined(folder, $0) }
    }

    /// "folder/name", the name's UTF-8 given where it lies.
    package static func joined(_ folder: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
        var folder = folder
        return folder.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + 1 + name.count) { path in
                _ = path.initialize(fromContentsOf: head)
                path[head.count] = 0x2F
                _ = UnsafeMutableBufferPointer(rebasing: path[(head.count + 1)...]).initialize(fromContentsOf: name)
                return path.count
            }
        }
    }

    /// Lists the folder read as `identity`, reached at `folder`, depth first in display order: a
    /// folder reached twice through symbolic links is listed once (and loops end), under the first path.
    package static func walk(folder: String, identity: FolderWalk.Identity, relative: String, into listing: inout FileListing,
                     visited: inout Set<String>, read folders: FolderWalk) {
        guard let real = realpath(folder, nil) else {
            listing.problems.append(LoadProblem(path: relative.isEmpty ? folder : relative, kind: .unreadable,
                                                reason: "the folder could not be opened"))
            return
        }
        let canonical = String(cString: real)
        free(real)
        guard visited.insert(canonical).inserted, let contents = folders.contents(of: identity) else { return }
        guard contents.openError == 0 else {
            listing.problems.append(LoadProblem(path: relative.isEmpty ? folder : relative, kind: .unreadable,
                                                reason: "the folder could not be opened (\(String(cString: strerror(contents.openError))))"))
            return
        }
        for name in contents.hidden { listing.hidden.append(relative.isEmpty ? name : relative + "/" + name) }
        for name in contents.notUTF8 {
            listing.problems.append(LoadProblem(path: relative.isEmpty ? name : relative + "/" + name, kind: .unreadable,
                                                reason: "the file name is not valid UTF-8: rename the file to read it"))
        }
        for (position, info) in contents.status.enumerated() {
            let (path, display) = contents.withName(position) { name in
                (joined(folder, name), relative.isEmpty ? String(decoding: name, as: UTF8.self) : joined(relative, name))
            }
            switch info.kind {
            case .failed:
                listing.problems.append(LoadProblem(path: display, kind: .unreadable,
                                                    reason: "could not be opened (\(String(cString: strerror(info.error))))"))
            case .folder:
                walk(folder: path, identity: info.identity, relative: display, into: &listing, visited: &visited, read: folders)
            case .regular:
                listing.files.append(SourceFile(path: path, displayPath: display, size: info.size, modified: info.modified,
                                                changed: info.changed, inode: info.inode))
            case .other:
                // Reading a pipe in a folder would wait for a writer forever: skipped, but said.
                listing.problems.append(LoadProblem(path: display, kind: .unreadable, reason: notRegular))
            }
        }
    }
}

/// The order files are listed in: by display path, as Swift compares strings (Unicode scalars after
/// normalization). For ASCII paths that is the order of their bytes, compared with `memcmp` instead of
/// the general machinery: 100,000 paths are put in order at every open.
package enum DisplayOrder {
    package static func sort(_ files: inout [SourceFile]) {
        // The walk gives folders' files in order already, so usually there is nothing to do.
        // String order; for ASCII names it is byte order, the order `permutation` gives.
        guard !files.indices.dropFirst().allSatisfy({ !(files[$0].displayPath < files[$0 - 1].displayPath) })
        else { return }
        let order = permutation(files.map(\.displayPath))
        files = order.map { files[$0] }
    }

    package static func sorted(_ names: [String]) -> [String] {
        permutation(names).map { names[$0] }
    }

    /// Positions of `strings` in ascending order (stable). ASCII names are compared as bytes laid out in
    /// one buffer (no array per name, no reference counting while sorting); for ASCII, byte order is
    /// String order. Other names keep String's comparison (a combining mark can change the order).
    package static func permutation(_ strings: [String]) -> [Int] {
        var flat: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(strings.count)
        for string in strings {
            let start = flat.count
            flat.append(contentsOf: string.utf8)
            spans.append((start, flat.count - start))
        }
        return permutation(flat, spans) { strings }
    }

    /// Positions of the names at `spans` of `flat` in ascending order (stable), as `permutation` orders
    /// their strings; `strings` makes them when a name is not ASCII.
    package static func permutation(_ flat: [UInt8], _ spans: [(start: Int, count: Int)],
                                    strings makeStrings: () -> [String]) -> [Int] {
        guard !flat.contains(where: { $0 >= 0x80 }), !flat.isEmpty else {
            let strings = makeStrings()
            return strings.indices.sorted { strings[$0] < strings[$1] || (strings[$0] == strings[$1] && $0 < $1) }
        }
        return flat.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                let base = bytes.baseAddress!
                // Each name's first 16 bytes as two numbers, compared first: most names are told apart
                // there without a call to `memcmp` (sorting each folder's names was 4 % of a reopen).
                let keys = spans.map { Self.prefixKey(base + $0.start, count: $0.count) }
                return keys.withUnsafeBufferPointer { keys in
                    spans.indices.sorted { left, right in
                        let (first, second) = (keys[left], keys[right])
                        if first.high != second.high { return first.high < second.high }
                        if first.low != second.low { return first.low < second.low }
                        let (a, b) = (spans[left], spans[right])
                        let order = memcmp(base + a.start, base + b.start, min(a.count, b.count))
                        if order != 0 { return order < 0 }
                        return a.count != b.count ? a.count < b.count : left < right
                    }
                }
            }
        }
    }

    /// The first 16 bytes from `start` (of `count`) as two big-endian numbers, 0 past the end. Their
    /// order is the bytes' order whenever they differ: 0 is below every byte, so a name that another
    /// begins with comes first, as `memcmp` and the lengths order them. Equal keys are compared whole.
    static func prefixKey(_ start: UnsafePointer<UInt8>, count: Int) -> (high: UInt64, low: UInt64) {
        var high: UInt64 = 0, low: UInt64 = 0
        for index in 0..<min(count, 8) { high |= UInt64(start[index]) << UInt64(56 - 8 * index) }
        if count > 8 {
            for index in 8..<min(count, 16) { low |= UInt64(start[index]) << UInt64(56 - 8 * (index - 8)) }
        }
        return (high, low)
    }
}

/// Reads a whole file into bytes with POSIX calls (fast, and errors carry errno's words).
public enum FileReading {
    public enum Failure: Error { case unreadable(String) }

    /// The largest file read: a letter is a few kilobytes, a PDF of one a few megabytes, and a file of
    /// many letters rarely more than a few hundred. Larger ones are reported, not read: asking for the
    /// memory of a 64 GB file (a disk image left among the letters) crashed the load.
    public static let largestFile = 1 << 30

    /// - Parameter expectedSize: the size the listing saw, when it has; without it the file is asked
    ///   (`fstat`). Either way the file is read to its end, so a file that grew since is read whole.
    /// - Parameter limit: a file larger than this is not read (`Failure.unreadable` says why).
    public static func bytes(atPath path: String, limit: Int = largestFile, expectedSize: Int? = nil) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let expected: Int
        if let expectedSize {
            expected = expectedSize
        } else {
            var info = stat()
            expected = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        }
        guard expected <= limit else { throw tooLarge(expected, limit) }
        // One byte more than expected, so that the end is seen by a read that returns nothing.
        var buffer = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var filled = 0
        while true {
            if filled == buffer.count {
                // Grown past its listed size (or a pipe): read on, up to the limit.
                guard buffer.count <= limit else { throw tooLarge(buffer.count, limit) }
                buffer.append(contentsOf: [UInt8](repeating: 0, count: min(max(buffer.count, 65536), limit - buffer.count + 1)))
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

    package static func tooLarge(_ size: Int, _ limit: Int) -> Failure {
        .unreadable("too large to be a letter: \(megabytes(size)), and files over \(megabytes(limit)) are not read")
    }

    /// "64 GB", "1 GB", "300 MB": whole units are enough to see why a file was passed over.
    package static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\(bytes >> 30) GB" : "\(bytes >> 20) MB"
    }
}
