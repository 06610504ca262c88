import IMRModel

/// Cases kept outside memory and read one at a time: the case store's records (`StoredCases`). A
/// protocol so that the columns, which the store keeps, need not know the store.
package protocol CaseRecords: AnyObject, Sendable {
    var count: Int { get }
    /// A case's id without decoding the case.
    func id(at position: Int) -> String
    /// The case at `position`, kept among the recently read.
    subscript(position: Int) -> IMRCase { get }
    /// The case at `position`, decoded and kept by no one but the caller (a pass over every case).
    func decode(_ position: Int) -> IMRCase
    /// After a pass over every case: what it read need not stay in memory.
    func releasePages()
}

/// The cases of a corpus, in order: held as values (letters just parsed, tests), or read one at a time
/// from the case store a second open maps (`CaseRecords`), so that 100,000 cases cost memory only for
/// the ones looked at. Reading a stored case decodes it; code that visits every case should use the
/// index's columns (facets, dates, orders) instead.
public struct CaseList: RandomAccessCollection, Sendable, ExpressibleByArrayLiteral, Equatable {
    package enum Storage: Sendable {
        case values([IMRCase])
        case stored(any CaseRecords)
    }

    package private(set) var storage: Storage

    public init(_ cases: [IMRCase] = []) {
        storage = .values(cases)
    }

    public init(arrayLiteral cases: IMRCase...) {
        storage = .values(cases)
    }

    package init(records: any CaseRecords) {
        storage = .stored(records)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .values(let cases): return cases.count
        case .stored(let stored): return stored.count
        }
    }

    public subscript(position: Int) -> IMRCase {
        get {
            switch storage {
            case .values(let cases): return cases[position]
            case .stored(let stored): return stored[position]
            }
        }
        set {
            var cases = materialized
            cases[position] = newValue
            storage = .values(cases)
        }
    }

    /// Every case as values: the array itself when held so, else every stored case decoded (slow at
    /// scale: for building what the store did not keep).
    public var materialized: [IMRCase] {
        switch storage {
        case .values(let cases): return cases
        case .stored(let stored): return indices.map { stored[$0] }
        }
    }

    /// Calls `body` with each case in order. Cases held as values are lent, not copied: a copy retains
    /// every string and array of a case, which at a million cases costs seconds per pass. Stored cases
    /// are decoded one at a time.
    public func forEach(_ body: (IMRCase) throws -> Void) rethrows {
        switch storage {
        case .values(let cases):
            try cases.forEachLent(body)
        case .stored(let stored):
            for position in 0..<stored.count { try body(stored[position]) }
        }
    }

    /// `transform` of each case, in order, lending the cases held as values (see `forEach`).
    public func map<T>(_ transform: (IMRCase) throws -> T) rethrows -> [T] {
        var results: [T] = []
        results.reserveCapacity(count)
        try forEach { results.append(try transform($0)) }
        return results
    }

    /// The cases for one pass over all of them on every core: a stored case is decoded each time it is
    /// asked for and kept by no one but the caller (`StoredCases.decode`).
    package var readOnce: ReadOnce { ReadOnce(list: self) }

    package struct ReadOnce: RandomAccessCollection, Sendable {
        package let list: CaseList
        package var startIndex: Int { 0 }
        package var endIndex: Int { list.count }

        package subscript(position: Int) -> IMRCase {
            switch list.storage {
            case .values(let cases): return cases[position]
            case .stored(let stored):
                // A pass keeps in memory no more of the store than the last few thousand cases read
                // (those being read by another thread are read again from the page cache).
                if position % Self.casesBetweenReleases == 0 { stored.releasePages() }
                return stored.decode(position)
            }
        }

        static let casesBetweenReleases = 1_024
    }

    /// The records behind the list, when it reads them from outside memory.
    package var records: (any CaseRecords)? {
        if case .stored(let stored) = storage { return stored }
        return nil
    }

    /// A case's id without decoding the case (ids are a column of the store).
    public func id(at position: Int) -> String {
        switch storage {
        case .values(let cases): return cases[position].id
        case .stored(let stored): return stored.id(at: position)
        }
    }

    public static func == (left: CaseList, right: CaseList) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0 == $1 }
    }
}
