/// A small seeded generator (SplitMix64). Its output depends only on the seed, so the
/// same seed gives byte-identical corpora on every platform and run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one stream of a corpus: mixing the seed with a stream number and a
    /// purpose tag lets any letter or file be regenerated on its own, in any order.
    public init(seed: UInt64, stream: UInt64, purpose: UInt64) {
        var mixer = SplitMix64(seed: seed ^ 0x6A09_E667_F3BC_C908)
        let a = mixer.next()
        var second = SplitMix64(seed: a ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        let b = second.next()
        state = b ^ (purpose &* 0xBF58_476D_1CE4_E5B9)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform integer in 0..<bound without modulo bias worth caring about (bound is small).
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        // Multiply-shift keeps this fast and platform independent.
        let product = (next() >> 32) &* UInt64(bound)
        return Int(product >> 32)
    }

    /// Uniform integer in the closed range.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// Uniform integer from low through high.
    public mutating func int(_ low: Int, _ high: Int) -> Int {
        int(low...max(low, high))
    }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        let unit = Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
        return unit < probability
    }

    /// One element of a non-empty array (the empty string for an empty one keeps callers total).
    public mutating func pick<T>(_ options: [T], or fallback: T) -> T {
        options.isEmpty ? fallback : options[below(options.count)]
    }

    public mutating func pick(_ options: [String]) -> String {
        pick(options, or: "")
    }

    /// Index chosen by relative weights.
    public mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        guard total > 0 else { return 0 }
        var roll = below(total)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    /// A few distinct elements, in a random order.
    public mutating func sample<T>(_ options: [T], count: Int) -> [T] {
        var pool = options
        var chosen: [T] = []
        while chosen.count < count, !pool.isEmpty {
            chosen.append(pool.remove(at: below(pool.count)))
        }
        return chosen
    }
}
