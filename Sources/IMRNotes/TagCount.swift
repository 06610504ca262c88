/// One tag and how many cases carry it.
public struct TagCount: Hashable, Sendable {
    public var tag: String
    public var cases: Int

    public init(tag: String, cases: Int) {
        self.tag = tag
        self.cases = cases
    }
}

/// A filter line kept under a name.
public struct SavedFilter: Hashable, Sendable {
    public var name: String
    public var query: String

    public init(name: String, query: String) {
        self.name = name
        self.query = query
    }
}
