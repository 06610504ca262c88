/// A file, or a letter in it, that could not be read in full. Never dropped in silence.
public struct LoadProblem: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case empty
        case binary
        case notALetter = "not-a-letter"
        case readInPart = "read-in-part"
        case unreadable
        case duplicateId = "duplicate-id"
        /// Another file holding a letter already read (the same case number): listed once (`CaseCopies`).
        case copy
        /// A PDF that could not be turned into text (poppler missing, encrypted, damaged, scanned).
        case pdf
    }

    /// The file as the user named it (relative to the folder given).
    public var path: String
    public var kind: Kind
    /// What went wrong, in words a reader of the letters understands.
    public var reason: String
    /// The case this concerns, when a letter was read at all.
    public var caseId: String?
    /// The letter's position in its file, for a problem with one letter: ids are given only when the
    /// whole corpus is assembled, which then fills in `caseId`.
    public var letterIndex: Int?

    public init(path: String, kind: Kind, reason: String, caseId: String? = nil, letterIndex: Int? = nil) {
        self.path = path
        self.kind = kind
        self.reason = reason
        self.caseId = caseId
        self.letterIndex = letterIndex
    }

    /// "path: reason" (with the case id where there is one), one line.
    public var line: String {
        let subject = caseId.map { "\(path) (\($0))" } ?? path
        return "\(subject): \(reason)"
    }
}

/// Why loading could not start at all: the command line named something that is not there.
public enum LoadError: Error, Equatable, CustomStringConvertible {
    case noSuchPath(String)

    public var description: String {
        switch self {
        case .noSuchPath(let path): return "no such file or folder: \(path)"
        }
    }
}
