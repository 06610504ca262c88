import Foundation

/// Sets kept apart print their totals only when asked: IMR_MEASURE_KEPT_APART names them by their short
/// names ("r15,n6", "aa"), or "1" for all. Once at a round's start and once at its end, so that the output
/// after each change cannot make them tuning sets; a new set's first reading names it alone.
public enum KeptApart {
    /// Whether `file`, kept apart, is left unread: IMR_MEASURE_SKIP_KEPT_APART=1 while rules are being changed
    /// (a floor it fell below would say how it reads), unless IMR_MEASURE_KEPT_APART names it.
    public static func skipped(_ file: FixtureFile, keptApart: Set<FixtureFile>) -> Bool {
        keptApart.contains(file) && ProcessInfo.processInfo.environment["IMR_MEASURE_SKIP_KEPT_APART"] != nil
            && !asked(keptApart).contains(file)
    }

    /// The sets of `keptApart` the environment asks for.
    public static func asked(_ keptApart: Set<FixtureFile>) -> Set<FixtureFile> {
        guard let asked = ProcessInfo.processInfo.environment["IMR_MEASURE_KEPT_APART"] else { return [] }
        if asked == "1" { return keptApart }
        let names = Set(asked.lowercased().split(separator: ",").map(String.init))
        return keptApart.filter { names.contains($0.setName) }
    }
}

extension FixtureFile {
    /// A labelled set's short name: the last part of its file name ("aa" of reason-wordings-aa.jsonl, "r15",
    /// "n6").
    public var setName: String {
        let file = rawValue.split(separator: "/").last.map(String.init) ?? rawValue
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        return stem.split(separator: "-").last.map(String.init) ?? stem
    }
}
