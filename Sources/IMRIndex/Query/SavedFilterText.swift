import IMRText

/// A filter line kept under a name (`@name`): in the notes store, the browser and `imr filters`.
public struct SavedFilter: Hashable, Sendable {
    public var name: String
    public var query: String

    public init(name: String, query: String) {
        self.name = name
        self.query = query
    }
}

/// Saved filters in the filter line: `@name` stands for the filter line kept under that name, spliced in
/// where it is typed, so it combines with the other terms as if its text had been typed there
/// (`@lumbar overturned`). Names are compared without regard to case; a saved filter may name others,
/// never itself. The one definition for the browser, `--filter` and `imr filters`.
public enum SavedFilterText {
    /// Why a name cannot be given to a saved filter, nil when it can: letters, digits, `-`, `_` and `.`,
    /// starting with a letter or digit, at most 40 characters.
    public static func problem(name: String) -> String? {
        if name.isEmpty { return "a saved filter needs a name" }
        if name.count > 40 { return "a saved filter's name is at most 40 characters" }
        guard let first = name.first, first.isLetter || first.isNumber else {
            return "a saved filter's name starts with a letter or a digit"
        }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }) else {
            return "a saved filter's name holds only letters, digits, - _ and ."
        }
        return nil
    }

    /// The name as compared.
    public static func fold(_ name: String) -> String { CaseFold.key(name) }

    /// A reference that cannot be expanded.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No filter is saved under the name; `known` are the names there are.
        case unknown(String, known: [String])
        /// The filter refers back to itself (directly or through others): the chain of names.
        case circular([String])
        /// An `@` with no name after it.
        case missingName

        public var description: String {
            switch self {
            case .unknown(let name, let known):
                let listed = known.isEmpty ? "none is saved yet" : "saved: " + known.map { "@" + $0 }.joined(separator: " ")
                return "No saved filter @\(name) (\(listed))"
            case .circular(let chain):
                return "Saved filter @\(chain[0]) refers to itself: " + chain.map { "@" + $0 }.joined(separator: " → ")
            case .missingName:
                return "@ needs a saved filter's name after it (@name)"
            }
        }
    }

    /// The saved names `line` refers to, in order (`@name` at the start of a term, outside quotes).
    public static func references(in line: String) -> [String] {
        pieces(line).compactMap { if case .reference(let name) = $0 { return name } else { return nil } }
    }

    /// `line` with every `@name` replaced by the filter saved under it (itself expanded). `saved` holds
    /// the saved filters' text by name, in any case.
    public static func expand(_ line: String, saved: [String: String]) throws(Failure) -> String {
        var byFold: [String: (name: String, query: String)] = [:]
        for (name, query) in saved { byFold[fold(name)] = (name, query) }
        return try expand(line, byFold: byFold, chain: [])
    }

    private static func expand(_ line: String, byFold: [String: (name: String, query: String)],
                               chain: [String]) throws(Failure) -> String {
        var text = ""
        for piece in pieces(line) {
            switch piece {
            case .text(let part):
                text += part
            case .reference(let name):
                if name.isEmpty { throw .missingName }
                guard let found = byFold[fold(name)] else {
                    throw .unknown(name, known: byFold.values.map(\.name).sorted { fold($0) < fold($1) })
                }
                if chain.contains(fold(found.name)) { throw .circular(chain + [fold(found.name)]) }
                text += try expand(found.query, byFold: byFold, chain: chain + [fold(found.name)])
            }
        }
        return text
    }

    private enum Piece {
        case text(String)
        case reference(String)
    }

    /// The line cut into text and references: `@` at the start of a term (after a space or the start of
    /// the line, outside quotes) begins one, which runs to the next space.
    private static func pieces(_ line: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var name: String?
        var inQuotes = false
        var atTermStart = true
        for character in line {
            if var reading = name {
                if character == " " {
                    pieces.append(.reference(reading))
                    name = nil
                } else {
                    reading.append(character)
                    name = reading
                    continue
                }
            }
            if character == "@" && atTermStart && !inQuotes {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                name = ""
                continue
            }
            if character == "\"" { inQuotes.toggle() }
            atTermStart = character == " " && !inQuotes
            text.append(character)
        }
        if let name { pieces.append(.reference(name)) }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }
}
