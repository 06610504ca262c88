extension TreatmentProcedures {
    /// One modality given several ways, keyed apart but spoken of as one: a reviewer deciding a TENS,
    /// H-wave or interferential unit writes of "electrical stimulation" (the modality's general name), and the
    /// reasons read there are the unit's. One unit named for another is not that unit: a TENS unit is the
    /// simpler device an H-wave unit comes after.
    public static let oneModality: [(general: String, keys: Set<String>)] = [
        ("electrical stimulation", ["electrical stimulation", "TENS unit", "H-wave unit", "interferential unit", "NMES unit"]),
    ]

    /// Whether keys `one` and `other` are one modality (`oneModality`).
    public static func isOneModality(_ one: String, _ other: String) -> Bool {
        oneModality.contains { $0.keys.contains(one) && $0.keys.contains(other) }
    }

    /// Whether `named` is the general name of the modality `key` is one way of ("electrical stimulation", of a
    /// TENS unit), or `key` itself.
    public static func namesTheModality(_ named: String, of key: String) -> Bool {
        named == key || oneModality.contains { $0.general == named && $0.keys.contains(key) }
    }
}
