/// A set of case indices as one bit per case: cheap to fill, intersect and test at a million cases.
public struct CaseBitmap: Sendable {
    package private(set) var words: [UInt64]
    package let count: Int

    package init(count: Int) {
        self.count = count
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// A set filled elsewhere, one bit per index in `words` (bit `i & 63` of word `i >> 6`).
    package init(words: [UInt64], count: Int) {
        precondition(words.count == (count + 63) / 64, "one word per 64 indices")
        self.words = words
        self.count = count
    }

    public func contains(_ index: Int) -> Bool {
        index >= 0 && index < count && words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    package mutating func insert(_ index: Int) {
        guard index >= 0 && index < count else { return }
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    package mutating func remove(_ index: Int) {
        guard index >= 0 && index < count else { return }
        words[index >> 6] &= ~(1 << UInt64(index & 63))
    }

    package mutating func formIntersection(_ other: CaseBitmap) {
        for position in words.indices { words[position] &= position < other.words.count ? other.words[position] : 0 }
    }

    package mutating func formUnion(_ other: CaseBitmap) {
        for position in words.indices where position < other.words.count { words[position] |= other.words[position] }
    }

    public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// Calls `body` with each index in the set, ascending, without making an array of them.
    @inline(__always)
    package func forEach(_ body: (Int) -> Void) {
        words.withUnsafeBufferPointer { words in
            for position in words.indices where words[position] != 0 {
                var rest = words[position]
                while rest != 0 {
                    body(position << 6 + rest.trailingZeroBitCount)
                    rest &= rest - 1
                }
            }
        }
    }

    /// How many indices the set holds.
    package var cardinality: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The indices of `order` that are in the set, in that order (made in place: this runs at every
    /// filter change over every case).
    package func members(in order: [Int32]) -> [Int] {
        let capacity = min(cardinality, order.count)
        return [Int](unsafeUninitializedCapacity: capacity) { result, made in
            made = 0
            words.withUnsafeBufferPointer { words in
                for position in order {
                    let index = Int(position)
                    guard index >= 0 && index < count && made < capacity,
                          words[index >> 6] & (1 << UInt64(index & 63)) != 0 else { continue }
                    result[made] = index
                    made += 1
                }
            }
        }
    }

    /// The indices in the set, ascending.
    package var indices: [Int] {
        var result: [Int] = []
        for (position, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                result.append(position << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return result
    }
}
