import IMRModel

/// When two items ask for the same treatment (docs/treatment-identity.md): the same key and, where the
/// key is one that regions tell apart (an MRI, physical therapy, an epidural), a region in common. A
/// drug, a TENS unit or an office visit is one treatment whatever region the request names.
public enum TreatmentIdentity {
    /// Whether requests with `key` are told apart by body region. Known from the procedure the key
    /// names (`TreatmentProcedures.Procedure.regional`); a key no table made is, to be safe.
    public static func isRegional(key: String, kind: TreatmentKind?) -> Bool {
        switch kind {
        case .drug?, .consultation?: return false
        default: break
        }
        if let regional = regionalByName[key] { return regional }
        var name = Substring(key)
        if name.hasPrefix(postoperative) { name = name.dropFirst(postoperative.count) }
        if let regional = regionalByName[String(name)] { return regional }
        // Joined names ("EMG/NCV", "physical therapy/occupational therapy"): regional if any part is.
        let parts = name.split(separator: "/").compactMap { regionalByName[String($0)] }
        return parts.isEmpty ? true : parts.contains(true)
    }

    /// Whether `a` and `b` are requests for the same treatment: what precedents join by.
    public static func sameTreatment(_ a: Item, _ b: Item) -> Bool {
        guard let key = a.treatmentKey, key == b.treatmentKey else { return false }
        guard isRegional(key: key, kind: a.treatmentKind) else { return true }
        return regionsMeet(b.bodyRegions, Set(a.bodyRegions))
    }

    /// Whether an item naming the regions `named` asks for a regional treatment where one naming
    /// `wanted` does: a region in common, or, when `wanted` is empty, no region named either.
    package static func regionsMeet<Named: Collection>(_ named: Named, _ wanted: Set<Named.Element>) -> Bool {
        wanted.isEmpty ? named.isEmpty : named.contains(where: wanted.contains)
    }

    /// Whether treatment key `value` is `key` or a narrower form of it, for filters that name the
    /// treatment: "physical therapy" takes in "postoperative physical therapy" and "physical
    /// therapy/occupational therapy"; "MRI" takes in "MRI/CT". An evaluation is a visit, not under it.
    public static func isUnder(_ value: String, _ key: String) -> Bool {
        value == key || broader(than: value).contains(key)
    }

    /// The keys `value` lies under: the therapy of a post-operative key, each part of a joined one, the kind
    /// of a key that names which of a kind in words no table holds ("injection (ganglion cyst)").
    public static func broader(than value: String) -> [String] {
        var keys: [String] = []
        if value.hasPrefix(postoperative) { keys.append(String(value.dropFirst(postoperative.count))) }
        if value.hasSuffix(")"), let open = value.range(of: " ("), keysOfAKind.contains(String(value[..<open.lowerBound])) {
            keys.append(String(value[..<open.lowerBound]))
        }
        if value.contains("/") { keys += value.split(separator: "/").map(String.init) }
        return keys
    }

    /// Keys that name a kind of procedure but not which one: words no table holds beside them stay in the key
    /// (`TreatmentNormalizer`).
    public static let keysOfAKind: Set<String> = ["injection", "nerve block", TreatmentProcedures.surgery]

    /// The prefix of a therapy's key after an operation ("postoperative physical therapy").
    static let postoperative = "postoperative "

    /// Each procedure's name and whether it is regional (the first row of a name speaks for it).
    private static let regionalByName: [String: Bool] = {
        var table: [String: Bool] = [:]
        for procedure in TreatmentProcedures.all where table[procedure.name] == nil {
            table[procedure.name] = procedure.regional
        }
        return table
    }()
}
