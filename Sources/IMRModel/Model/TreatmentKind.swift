/// What sort of treatment an item asks for (the schema's `treatmentKind`).
public enum TreatmentKind: String, Codable, Sendable, CaseIterable, Hashable {
    case drug, imaging, test, injection, surgery, therapy, equipment, consultation, program, other
}
