/// Why the notes database could not be used, said with its path. A damaged file is left as it was.
public enum NotesStoreError: Error, CustomStringConvertible, Equatable {
    /// The file is not an SQLite database, or fails SQLite's integrity check.
    case damaged(path: String, reason: String)
    /// The file or its folder could not be opened or made (permissions, a file where a folder should be...).
    case cannotOpen(path: String, reason: String)
    /// A tag with nothing in it, or with characters a tag cannot hold.
    case badTag(String)

    public var description: String {
        switch self {
        case .damaged(let path, let reason):
            return "\(path): the notes database is damaged (\(reason)); it was left as it is: move it aside to start a new one"
        case .cannotOpen(let path, let reason):
            return "\(path): cannot use the notes database: \(reason)"
        case .badTag(let reason):
            return reason
        }
    }
}
