/// The Wilson score interval of a rate: for `successes` of `trials`, the range that holds the true
/// rate with 95 % confidence (by default). Unlike the plain ± interval it stays within 0...1 and is
/// honest for small counts and for rates near 0 or 1 (0 of 10 is 0 %, but the rate may be up to 28 %).
public struct WilsonInterval: Hashable, Sendable, Codable {
    /// The normal quantile of a two-sided 95 % interval.
    public static let z95 = 1.959963984540054

    public let successes: Int
    public let trials: Int
    public let lower: Double
    public let upper: Double

    /// With no trials nothing is known: the interval is the whole of 0...1 and `rate` is nil.
    /// Counts out of range are held to it (successes within 0...trials, trials at least 0).
    public init(successes: Int, of trials: Int, z: Double = WilsonInterval.z95) {
        let n = max(0, trials)
        let k = min(max(0, successes), n)
        self.successes = k
        self.trials = n
        guard n > 0 else {
            lower = 0
            upper = 1
            return
        }
        let nn = Double(n)
        let p = Double(k) / nn
        let z2 = z * z
        let denominator = 1 + z2 / nn
        let centre = (p + z2 / (2 * nn)) / denominator
        let half = z / denominator * (p * (1 - p) / nn + z2 / (4 * nn * nn)).squareRoot()
        // At k = 0 and k = n the bound is exactly 0 or 1; rounding must not leave it a hair off.
        lower = k == 0 ? 0 : max(0, centre - half)
        upper = k == n ? 1 : min(1, centre + half)
    }

    /// The observed rate, successes / trials; nil with no trials.
    public var rate: Double? { trials == 0 ? nil : Double(successes) / Double(trials) }

    /// "40% (95% CI 17–69%)", or "no decisions" with no trials: how reports and the browser write it.
    public var summary: String {
        guard let rate else { return "no decisions" }
        return "\(Self.percent(rate)) (95% CI \(Self.percent(lower, sign: false))–\(Self.percent(upper)))"
    }

    /// "40%", or "-" with no trials: the rate alone, for a table's column.
    public var rateText: String { rate.map { Self.percent($0) } ?? "-" }

    /// "17–69%", or "-" with no trials: the interval alone, for a table's column.
    public var rangeText: String {
        guard trials > 0 else { return "-" }
        return Self.percent(lower, sign: false) + "–" + Self.percent(upper)
    }

    /// A rate or share as a whole percentage, the one way every report writes one: 0.4 -> "40%".
    public static func percent(_ value: Double, sign: Bool = true) -> String {
        String(Int((value * 100).rounded())) + (sign ? "%" : "")
    }
}
