import IMRModel

extension Item {
    /// The reason that carries the decision: the first specific one the rationale states (not a
    /// catch-all such as `indication-absent`), else the first. Nil where none was read.
    public var mainReason: ItemReason? {
        reasons.first { DecisionReasons.byId[$0.id].map { !$0.general && !$0.fallback } ?? false } ?? reasons.first
    }
}
