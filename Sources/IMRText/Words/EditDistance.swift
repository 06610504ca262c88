/// How far one word is from another in slips of typing: a letter left out, added or changed, or two
/// side by side swapped ("pian" is one from "pain"); the optimal string alignment distance. For saying
/// what a user may have meant, never for reading letters.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        // Three rows: two back for a swap, one back, and the one being filled.
        var twoBack = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let change = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + change)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[y.count]
    }
}
