#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import IMRText

/// Reads a folder tree on every core: each depth at once, the folders' names read in parallel, then
/// every name `fstatat`-ed in parallel chunks relative to its folder. A second open of 100,000 letters
/// makes one `stat` per letter (a letter changed in place must be noticed), so these calls are most of
/// its listing; reading the folders one after another left a core idle for a third of it.
///
/// The walk only gathers: what a folder holds is keyed by the folder's device and inode, so a folder
/// reached twice (symbolic links, loops) is read once. `FileCollector` then goes through the tree
/// depth first in display order, as it always has, deciding there which path a folder is listed under.
package struct FolderWalk {
    /// A folder, the same whatever path reaches it.
    package struct Identity: Hashable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// What `stat` said of one name (links followed), or the error it gave.
    package struct Status {
        package enum Kind: UInt8 { case failed, folder, regular, other }
        package var kind: Kind
        package var error: Int32 = 0
        package var size: Int64 = 0
        package var modified: Int64 = 0
        package var changed: Int64 = 0
        package var inode: UInt64 = 0
        package var device: UInt64 = 0

        package init(failure error: Int32) {
            kind = .failed
            self.error = error
        }

        package init(_ info: stat) {
            let type = info.st_mode & S_IFMT
            kind = type == S_IFDIR ? .folder : type == S_IFREG ? .regular : .other
            size = Int64(info.st_size)
            modified = info.modifiedNanoseconds
            changed = info.changedNanoseconds
            inode = UInt64(info.st_ino)
            device = UInt64(info.st_dev)
        }

        package var identity: Identity { Identity(device: device, inode: inode) }
    }

    /// One folder read: its names in display order with their status, and what was passed over.
    package struct Contents {
        /// errno of `opendir` when the folder could not be read.
        package var openError: Int32 = 0
        /// The names to list (hidden ones only when asked for): their UTF-8 end to end, each followed by
        /// a NUL (so that `fstatat` takes it where it lies), and where each lies, in display order. A
        /// String a name cost an allocation, and each retain of it on another core a cache miss: 5 % of
        /// a reopen's CPU at 100,000 letters.
        package var text: [UInt8] = []
        package var spans: [(start: Int, count: Int)] = []
        /// Each name's status, in display order.
        package var status: [Status] = []
        /// Hidden names skipped, and names that are not UTF-8, in the order the folder gave them.
        package var hidden: [String] = []
        package var notUTF8: [String] = []

        package var count: Int { spans.count }

        /// The name at `position` (display order), its bytes where they lie.
        package func withName<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let span = spans[position]
            return text.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.start..<(span.start + span.count)])) }
        }

        /// The names, in display order.
        package var names: [String] { spans.indices.map { withName($0) { String(decoding: $0, as: UTF8.self) } } }
    }

    package let readHidden: Bool
    private(set) var contents: [Contents] = []
    private(set) var positions: [Identity: Int] = [:]
    /// Names read so far, in every folder.
    private(set) var nameCount = 0

    package init(hidden: Bool) {
        readHidden = hidden
    }

    package func contents(of folder: Identity) -> Contents? {
        positions[folder].map { contents[$0] }
    }

    /// Reads `root` (at `path`) and every folder under it not read yet.
    package mutating func read(root: Identity, path: String) {
        guard positions[root] == nil else { return }
        var level: [(identity: Identity, path: String)] = [(root, path)]
        positions[root] = contents.count
        while !level.isEmpty {
            let first = contents.count
            contents += Self.readLevel(level.map(\.path), hidden: readHidden)
            var next: [(identity: Identity, path: String)] = []
            for (offset, folder) in level.enumerated() {
                let read = contents[first + offset]
                for (position, status) in read.status.enumerated() where status.kind == .folder {
                    let identity = status.identity
                    guard positions[identity] == nil else { continue }
                    positions[identity] = first + level.count + next.count
                    next.append((identity, read.withName(position) { FileCollector.joined(folder.path, $0) }))
                }
                nameCount += read.count
            }
            level = next
        }
    }

    /// The folders of one depth: names read folder by folder in parallel, then all their names'
    /// status in chunks spread over the cores (one large folder is spread as well as many small ones).
    package static func readLevel(_ paths: [String], hidden: Bool) -> [Contents] {
        let read = UnsafeSendableBox([Contents](repeating: Contents(), count: paths.count))
        read.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: paths.count) { position in
                target.buffer[position] = names(in: paths[position], hidden: hidden)
            }
        }
        var folders = read.value
        // All status of the level in one buffer, each chunk writing only its own range of it.
        var firsts: [Int] = []
        var chunks: [(folder: Int, names: Range<Int>)] = []
        var total = 0
        let chunk = 128
        for (folder, contents) in folders.enumerated() {
            firsts.append(total)
            for start in stride(from: 0, to: contents.count, by: chunk) {
                chunks.append((folder, start..<min(contents.count, start + chunk)))
            }
            total += contents.count
        }
        let found = UnsafeSendableBox([Status](repeating: Status(failure: 0), count: total))
        let named = folders, parts = chunks, starts = firsts
        found.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: chunks.count) { position in
                let (folder, range) = parts[position]
                let first = starts[folder]
                let directory = open(paths[folder], O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard directory >= 0 else {
                    let error = errno
                    for index in range { target.buffer[first + index] = Status(failure: error) }
                    return
                }
                defer { close(directory) }
                named[folder].text.withUnsafeBytes { text in
                    let spans = named[folder].spans
                    for index in range {
                        var info = stat()
                        // Each name is followed by its NUL in the text.
                        let name = (text.baseAddress! + spans[index].start).assumingMemoryBound(to: CChar.self)
                        let done = fstatat(directory, name, &info, 0)
                        target.buffer[first + index] = done == 0 ? Status(info) : Status(failure: errno)
                    }
                }
            }
        }
        for folder in folders.indices {
            folders[folder].status = Array(found.value[firsts[folder]..<(firsts[folder] + folders[folder].count)])
        }
        return folders
    }

    /// The names in one folder, sorted; hidden and non-UTF-8 names set apart.
    package static func names(in path: String, hidden readHidden: Bool) -> Contents {
        var contents = Contents()
        guard let directory = opendir(path) else {
            contents.openError = errno
            return contents
        }
        defer { closedir(directory) }
        var text: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        while let entry = readdir(directory) {
            let raw = FileCollector.name(of: entry)
            if raw.pointee == 0x2E {  // ".", ".." and hidden names
                if raw[1] == 0 || (raw[1] == 0x2E && raw[2] == 0) { continue }
                if !readHidden {
                    contents.hidden.append(String(cString: raw))
                    continue
                }
            }
            let name = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            // A name that is not UTF-8 comes back repaired (U+FFFD), which names no file.
            if name.contains(where: { $0 >= 0x80 }), String(validatingCString: raw) == nil {
                contents.notUTF8.append(String(cString: raw))
                continue
            }
            spans.append((text.count, name.count))
            text.append(contentsOf: name)
            text.append(0)
        }
        let order = DisplayOrder.permutation(text, spans) {
            spans.map { String(decoding: text[$0.start..<($0.start + $0.count)], as: UTF8.self) }
        }
        contents.text = text
        contents.spans = order.map { spans[$0] }
        return contents
    }
}
