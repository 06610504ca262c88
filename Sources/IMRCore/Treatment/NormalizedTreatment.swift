/// A request reduced to what it asks for: the key requests for the same treatment share, its kind, and
/// the body region it names.
public struct NormalizedTreatment: Sendable, Hashable {
    public var key: String
    public var kind: TreatmentKind
    public var region: String?
    /// False when no vocabulary table recognised the request: the key is then the cleaned text
    /// (`imr check --treatments` lists these so the tables can grow).
    public var recognized: Bool

    public init(key: String, kind: TreatmentKind, region: String?, recognized: Bool) {
        self.key = key
        self.kind = kind
        self.region = region
        self.recognized = recognized
    }
}
