/// A file or folder the repository ships for its tests that is not in this checkout (or is empty).
public struct MissingFixture: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String {
        "the test fixture \(path) \(reason): it ships with the repository (see Fixtures/README.md); restore it, e.g. with git checkout"
    }
}
