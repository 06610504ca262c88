/// The decision on one disputed item, as its heading gives it.
public enum Decision: String, Codable, Sendable, CaseIterable, Hashable {
    case upheld, overturned

    public var title: String { self == .upheld ? "Upheld" : "Overturned" }
}

/// The outcome of a whole case, derived from its items' decisions.
public enum Outcome: String, Codable, Sendable, CaseIterable, Hashable {
    /// Every item upheld: the denial stands.
    case upheld
    /// Every item overturned: the treatment is approved.
    case overturned
    /// Some items upheld, some overturned ("Partially Overturned" in the DWC's search).
    case partial
    /// No item could be read.
    case unknown

    public init(decisions: [Decision]) {
        if decisions.isEmpty {
            self = .unknown
        } else if decisions.allSatisfy({ $0 == .upheld }) {
            self = .upheld
        } else if decisions.allSatisfy({ $0 == .overturned }) {
            self = .overturned
        } else {
            self = .partial
        }
    }

    public var title: String {
        switch self {
        case .upheld: return "Upheld"
        case .overturned: return "Overturned"
        case .partial: return "Partially overturned"
        case .unknown: return "Unknown"
        }
    }

    /// One letter that reads without colour: U, O, P, ?.
    public var mark: Character {
        switch self {
        case .upheld: return "U"
        case .overturned: return "O"
        case .partial: return "P"
        case .unknown: return "?"
        }
    }
}

public enum Sex: String, Codable, Sendable, CaseIterable, Hashable {
    case male, female
}
