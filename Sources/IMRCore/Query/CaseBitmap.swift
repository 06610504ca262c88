/// A set of case indices as one bit per case: cheap to fill, intersect and test at a million cases.
struct CaseBitmap: Sendable {
    private(set) var words: [UInt64]
    let count: Int

    init(count: Int) {
        self.count = count
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    func contains(_ index: Int) -> Bool {
        index >= 0 && index < count && words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    mutating func insert(_ index: Int) {
        guard index >= 0 && index < count else { return }
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    mutating func remove(_ index: Int) {
        guard index >= 0 && index < count else { return }
        words[index >> 6] &= ~(1 << UInt64(index & 63))
    }

    mutating func formIntersection(_ other: CaseBitmap) {
        for position in words.indices { words[position] &= position < other.words.count ? other.words[position] : 0 }
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// The indices in the set, ascending.
    var indices: [Int] {
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
