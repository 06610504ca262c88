import IMRText

/// The clock of a review: the days from the application's receipt to the decision, which the statute
/// limits (Labor Code section 4610.6: 30 days for a standard review, counted from receipt of the records).
extension IMRCase {
    /// Days from the application's receipt to the decision: what the statute limits (30 days for a
    /// standard review); nil where either date is missing or the decision reads as before the receipt.
    public var turnaroundDays: Int? { dates.turnaroundDays }

    /// The standard review's limit, in days from the application's receipt (California Labor Code 4610.6).
    public static let turnaroundLimit = 30

}

extension CaseFields {
    /// "32 days from the application's receipt to the decision (past the 30 of a standard review)", of a
    /// decoded case or a stored record read in place.
    @inlinable
    public var turnaroundReading: String? {
        guard let days = turnaroundDays else { return nil }
        let past = days > IMRCase.turnaroundLimit ? " (past the \(IMRCase.turnaroundLimit) of a standard review)" : ""
        return "\(Wording.count(days, "day")) from the application's receipt to the decision\(past)"
    }
}


extension CaseDates {
    /// Days from the application's receipt to the decision (`IMRCase.turnaroundDays`).
    public var turnaroundDays: Int? {
        guard let received = applicationReceived, let decided = decision else { return nil }
        let days = received.days(to: decided)
        return days >= 0 ? days : nil
    }
}
