/// The trie of `PhraseMatcher`'s phrases over their bytes' classes, as `sealed()` reads it to make the
/// automaton: each state's children in the order of their classes, and the phrases ending at each state
/// in the order they were added. Made once a run; flat, so that the automaton's rows (about thirty
/// thousand states by fifty classes) are made without a dictionary read per row and class.
struct PhraseTrie {
    /// The children of state s are `children[childStart[s]..<childStart[s + 1]]`, by class.
    let childStart: [Int32]
    let children: [(symbol: Int32, state: Int32)]
    /// By state: the ids of the phrases ending there.
    let ending: [[Int32]]

    var count: Int { ending.count }

    init(phrases: [[UInt8]], classOf: [UInt8]) {
        // State 0 is the start. Each edge by its parent and class (a class is under 256).
        var edges: [Int: Int32] = [:]
        var parents: [(parent: Int32, symbol: Int32)] = [(-1, -1)]
        var ending: [[Int32]] = [[]]
        for (id, phrase) in phrases.enumerated() {
            var state = 0
            for byte in phrase {
                let symbol = Int(classOf[Int(byte)])
                let key = state << 8 | symbol
                if let child = edges[key] {
                    state = Int(child)
                } else {
                    let child = Int32(ending.count)
                    edges[key] = child
                    parents.append((Int32(state), Int32(symbol)))
                    ending.append([])
                    state = Int(child)
                }
            }
            ending[state].append(Int32(id))
        }
        // Each state's children together (counted, then placed), then each run put in class order:
        // most states have one child.
        var start = [Int32](repeating: 0, count: ending.count + 1)
        for child in parents.dropFirst() { start[Int(child.parent) + 1] += 1 }
        for state in ending.indices { start[state + 1] += start[state] }
        var placed = start
        var children = [(symbol: Int32, state: Int32)](repeating: (0, 0), count: parents.count - 1)
        for child in 1..<parents.count {
            let parent = Int(parents[child].parent)
            children[Int(placed[parent])] = (parents[child].symbol, Int32(child))
            placed[parent] += 1
        }
        for state in ending.indices where start[state + 1] - start[state] > 1 {
            children[Int(start[state])..<Int(start[state + 1])].sort { $0.symbol < $1.symbol }
        }
        self.childStart = start
        self.children = children
        self.ending = ending
    }

    /// The children of `state`, by class.
    func children(of state: Int) -> ArraySlice<(symbol: Int32, state: Int32)> {
        children[Int(childStart[state])..<Int(childStart[state + 1])]
    }
}
