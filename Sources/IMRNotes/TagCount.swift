/// One tag and how many cases carry it.
public struct TagCount: Hashable, Sendable {
    public var tag: String
    public var cases: Int

    public init(tag: String, cases: Int) {
        self.tag = tag
        self.cases = cases
    }
}
