import IMRModel

/// A request reduced to what it asks for: the key requests for the same treatment share, its kind, the
/// body regions it names, and the words of it that the key does not account for.
public struct NormalizedTreatment: Sendable, Hashable {
    /// The treatment alone, never its regions ("MRI", "physical therapy", "hydrocodone/acetaminophen").
    public var key: String
    public var kind: TreatmentKind
    /// Every region the request names, in the order written (the procedure's own region when it names
    /// none: a carpal tunnel release is the wrist/hand).
    public var regions: [String]
    /// False when no vocabulary table recognised the request: the key is then the cleaned text
    /// (`imr check --treatments` lists these so the tables can grow).
    public var recognized: Bool
    /// Words of the request, as written, that no table accounts for: what imr did not understand.
    public var doubt: [String]

    public init(key: String, kind: TreatmentKind, regions: [String], recognized: Bool, doubt: [String] = []) {
        self.key = key
        self.kind = kind
        self.regions = regions
        self.recognized = recognized
        self.doubt = doubt
    }

    /// The first region named: the item's `bodyRegion`.
    public var region: String? { regions.first }
}
