/// A range of whole days for the review's clock (`days:>30`, `days:..30`, `days:20..40`, `days:30`):
/// the days from the application's receipt to the decision (`IMRCase.turnaroundDays`).
public struct DayRange: Hashable, Sendable {
    public var from: Int?
    public var to: Int?

    /// Nil when the text is not a count or range of days.
    public init?(_ text: String) {
        let text = text.trimmingSpaces
        func count(_ part: Substring) -> Int? {
            let digits = part.trimmingSpaces
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(digits)
        }
        if text.hasPrefix(">=") { guard let low = count(text.dropFirst(2)) else { return nil }; from = low; return }
        if text.hasPrefix("<=") { guard let high = count(text.dropFirst(2)) else { return nil }; to = high; return }
        if text.hasPrefix(">") { guard let low = count(text.dropFirst()) else { return nil }; from = low + 1; return }
        if text.hasPrefix("<") { guard let high = count(text.dropFirst()) else { return nil }; to = max(high - 1, 0); return }
        if let dots = text.range(of: "..") {
            let low = text[..<dots.lowerBound], high = text[dots.upperBound...]
            if !low.isEmpty { guard let value = count(low) else { return nil }; from = value }
            if !high.isEmpty { guard let value = count(high) else { return nil }; to = value }
            guard from != nil || to != nil, (from ?? 0) <= (to ?? Int.max) else { return nil }
            return
        }
        guard let exact = count(text[...]) else { return nil }
        from = exact
        to = exact
    }

    public func contains(_ days: Int) -> Bool { days >= (from ?? Int.min) && days <= (to ?? Int.max) }

    /// As typed back: "31..", "..30", "20..40", "30".
    public var text: String {
        if let from, let to, from == to { return String(from) }
        return (from.map(String.init) ?? "") + ".." + (to.map(String.init) ?? "")
    }

    /// How the filter line reads a turnaround term, for messages.
    public static let help = "a number of days or a range: 30, >30, <=30, 20..40"
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
