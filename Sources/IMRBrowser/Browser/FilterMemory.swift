import Foundation
import IMRIndex

/// The filter lines typed before, oldest first, as a shell keeps its commands: bounded, and a line
/// typed again right after itself is kept once.
public struct FilterHistory: Equatable, Sendable {
    public static let limit = 200
    public private(set) var entries: [String]

    public init(_ entries: [String] = []) {
        self.entries = []
        for entry in entries { add(entry) }
    }

    /// Adds a line typed; true when the history changed (a blank line or the last one again leaves it).
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty, line != entries.last else { return false }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        return true
    }
}

/// What the filter remembers beyond the query: the saved filters, the history the filter prompt walks
/// with Up and Down, and the filters before the last changes (U undoes them).
public struct FilterMemory: Equatable, Sendable {
    /// Saved filters, by name (as the notes store keeps them).
    public internal(set) var saved: [SavedFilter] = []
    public internal(set) var history = FilterHistory()
    /// Where Up and Down are in the history while the filter prompt is open: nil at the line being
    /// typed (`draft`), else an index into `history.entries`.
    var walk: Int?
    /// The line as typed before walking the history, given back by Down past the newest entry.
    var draft = ""
    /// The filters before each change, newest last.
    public internal(set) var undo: [FilterSnapshot] = []
    public static let undoLimit = 50

    /// The saved filters' text by name, for `SavedFilterText.expand`.
    var savedTexts: [String: String] {
        Dictionary(saved.map { ($0.name, $0.query) }) { first, _ in first }
    }

    mutating func pushUndo(_ snapshot: FilterSnapshot) {
        undo.append(snapshot)
        if undo.count > Self.undoLimit { undo.removeFirst(undo.count - Self.undoLimit) }
    }

    /// Keeps `filter`, replacing one saved under the same name in any case; the list stays sorted.
    mutating func keep(_ filter: SavedFilter) {
        saved.removeAll { SavedFilterText.fold($0.name) == SavedFilterText.fold(filter.name) }
        saved.append(filter)
        saved.sort { SavedFilterText.fold($0.name) < SavedFilterText.fold($1.name) }
    }

    /// The history entry Up (older) or Down (newer) gives from where the walk is, and the walk's new
    /// place; nil when there is nothing further that way.
    func step(older: Bool) -> (text: String, walk: Int?)? {
        let entries = history.entries
        if older {
            let next = (walk ?? entries.count) - 1
            guard next >= 0 else { return nil }
            return (entries[next], next)
        }
        guard let walk else { return nil }
        return walk + 1 < entries.count ? (entries[walk + 1], walk + 1) : (draft, nil)
    }
}

/// The filters as they were: what U gives back.
public struct FilterSnapshot: Equatable, Sendable {
    public var query: CaseQuery
    public var itemLevel: Bool
    /// In a "more like this" list: whether it was in its ranking's order (nil elsewhere).
    public var byRank: Bool? = nil
}
