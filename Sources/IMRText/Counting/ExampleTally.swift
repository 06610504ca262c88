/// Names counted with the first example of each, most frequent first: the groups of `imr check`'s lists
/// (the openings of rationales with no reason, the regions a letter points to), each shown with one case.
package struct ExampleTally<Example> {
    private var counts = FrequencyTally()
    private var examples: [String: Example] = [:]

    package init() {}

    /// Counts `name` once; `example` is made only for a name not seen before.
    package mutating func add(_ name: String, example: () -> Example) {
        counts.add(name, wording: name)
        if examples[name] == nil { examples[name] = example() }
    }

    /// Each name's first example and count, most frequent first (first seen among equals).
    package func sorted() -> [(example: Example, count: Int)] {
        counts.sorted().compactMap { entry in examples[entry.name].map { ($0, entry.count) } }
    }
}
