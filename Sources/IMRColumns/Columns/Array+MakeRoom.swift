extension Array {
    /// Room for `more` elements beyond `count`. With a `scale` over 1, when it must grow it grows to
    /// `scale` times what it will hold (the caller's estimate of its final size), at least by an eighth:
    /// doubling left up to half of a large column unused at the peak of a first open. Otherwise it
    /// grows as appending would.
    package mutating func makeRoom(for more: Int, scale: Double) {
        let needed = count + more
        guard scale > 1, needed > capacity else { return }
        reserveCapacity(Swift.max(Int(Double(needed) * scale), needed + needed / 8))
    }

    /// `other`'s elements after these, with room made as `makeRoom` makes it.
    package mutating func append(_ other: [Element], scale: Double) {
        makeRoom(for: other.count, scale: scale)
        self += other
    }
}
