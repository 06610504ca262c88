/// One reason a rationale states for its item's decision: its identifier (`DecisionReasons`) and the
/// sentence it came from, as written.
public struct ItemReason: Codable, Sendable, Hashable {
    public var id: String
    public var sentence: String

    public init(id: String, sentence: String) {
        self.id = id
        self.sentence = sentence
    }
}
