import IMRModel

/// The DWC category of a treatment key: one key, one category. Read from the key's canonical words by
/// `TreatmentCategories`' rules, among the categories the key's kind can have (a "therapeutic
/// ultrasound" is a therapy, never imaging; a "testosterone level" a lab test, not a hormone), with the
/// kind's own category where no rule speaks.
public enum KeyCategory {
    /// The categories each kind may take, by prefix, and its category where no rule names one.
    static let allowed: [TreatmentKind: (prefixes: [String], otherwise: String?)] = [
        .drug: (["Pharmaceuticals"], nil),
        .imaging: (["Diagnostic Testing > Imaging"], "Diagnostic Testing > Imaging & Radiology"),
        .test: (["Diagnostic Testing", "Psych Services > Evaluation"], "Diagnostic Testing > Other Diagnostic Tests"),
        .injection: (["Injection", "Pharmaceuticals > Viscosupplementation"], "Injection > Injection"),
        .surgery: (["Surgery"], "Surgery > Non-arthroscopic Surgery"),
        .therapy: (["Rehabilitation", "Psych Services > Therapies", "Therapies"], "Rehabilitation > Other Therapies"),
        .equipment: (["DMEPOS"], "DMEPOS > DME"),
        .consultation: (["Evaluation & Management", "Surgery > Surgical Consult", "Surgery > Adjunct",
                         "Psych Services > Evaluation"], "Evaluation & Management > Medical Specialties"),
        .program: (["Programs", "Rehabilitation"], "Programs > Programs"),
        .other: ([""], nil),
    ]

    public static func category(ofKey key: String, kind: TreatmentKind) -> String? {
        let (prefixes, otherwise) = allowed[kind] ?? ([""], nil)
        return TreatmentCategories.category(of: key) { category in prefixes.contains { category.hasPrefix($0) } }
            ?? otherwise
    }
}
