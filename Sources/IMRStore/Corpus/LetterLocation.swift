#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRModel

extension Corpus {
    /// The path of the file a case was read from, to open it: its `file` is relative to the folder given
    /// (or the file itself when a file was given). Nil for letters held in memory (the built-in sample) and
    /// for a file gone since the load.
    public func letterPath(of imrCase: IMRCase) -> String? {
        LetterLocation.path(of: imrCase.file, roots: roots) { path in
            var info = stat()
            return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        }
    }
}

/// Where a case's file is, among the paths a corpus was loaded from.
public enum LetterLocation {
    /// The first root that holds `file`: a file root given as `file` itself, or a folder root with `file`
    /// inside. `isFile` says whether a path is a regular file.
    public static func path(of file: String, roots: [String], isFile: (String) -> Bool) -> String? {
        for root in roots {
            if root == file, isFile(root) { return root }
            let folder = root.hasSuffix("/") ? String(root.dropLast()) : root
            let candidate = folder + "/" + file
            if isFile(candidate) { return candidate }
        }
        return nil
    }
}
