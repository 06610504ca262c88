import IMRLetters

/// A long first load hands over the cases of the letters read so far, so that a browser shows them
/// while the rest are read (as a log viewer shows the first lines of a large file): at a million letters
/// the whole read takes a minute or more. The letters handed over are always the first ones in path
/// order, all of them read, so every case keeps the id it will have once all are read.
public typealias LoadPreview = @Sendable (Corpus) -> Void

/// When the letters read so far are handed over: after the first 2,000, then each time eight times as
/// many are read, and never past half of the letters (near the end the whole corpus is as close). Each
/// hand-over costs an assembly and an index of what it holds, so the sizes grow geometrically: together
/// they cost less than a seventh of the full corpus's index.
package struct PreviewSchedule: Sendable {
    package static let first = 2_000
    static let growth = 8

    /// The numbers of letters read, from the first, at which to hand over; none for a short load.
    private(set) var points: [Int]

    /// - Parameter limit: no point past this many letters (a load that keeps no case but those it
    ///   hands over keeps them only so far).
    init(total: Int, first: Int = Self.first, limit: Int = .max) {
        var points: [Int] = []
        var next = max(1, first)
        while next * 2 <= total && next <= limit {
            points.append(next)
            next *= Self.growth
        }
        self.points = points
    }

    /// Whether no point is left.
    var isOver: Bool { points.isEmpty }

    /// The last point (nil for none).
    var last: Int? { points.last }

    /// Whether `prefix` letters read from the first reach the next point; the points it passes are used up.
    mutating func isDue(_ prefix: Int) -> Bool {
        guard let next = points.first, prefix >= next else { return false }
        points.removeAll { $0 <= prefix }
        return true
    }
}

/// How many files, from the first, a parallel parse has finished: its workers take chunks in order
/// but finish them out of order.
struct FinishedPrefix: Sendable {
    private let chunk: Int
    private let total: Int
    private var finished: [Bool]
    private var nextChunk = 0
    /// Files finished from the first one on, with none missing between.
    private(set) var files = 0

    init(total: Int, chunk: Int) {
        self.chunk = chunk
        self.total = total
        finished = Array(repeating: false, count: (total + chunk - 1) / chunk)
    }

    /// `range`, a chunk as claimed (starting at a multiple of `chunk`), is parsed.
    mutating func finish(_ range: Range<Int>) {
        finished[range.lowerBound / chunk] = true
        while nextChunk < finished.count && finished[nextChunk] { nextChunk += 1 }
        files = min(total, nextChunk * chunk)
    }
}

/// What the workers of `CorpusLoader.parseInParallel` have parsed, in file order, behind their lock.
/// A load that keeps no case (`StoreFirstOpen`) keeps here only the files its previews hand over, and
/// none once the last is handed over.
struct ParallelResults: Sendable {
    private var table: [ParsedFile]
    private var prefix: FinishedPrefix
    private var schedule: PreviewSchedule
    /// Files kept from the first: all of them, or as many as the last preview hands over.
    private let kept: Int

    init(total: Int, chunk: Int, schedule: PreviewSchedule, keepingAll: Bool = true) {
        kept = keepingAll ? total : min(total, schedule.last ?? 0)
        table = Array(repeating: ParsedFile(), count: kept)
        prefix = FinishedPrefix(total: total, chunk: chunk)
        self.schedule = schedule
    }

    /// Keeps a chunk's files; the files parsed so far when a preview is due.
    mutating func keep(_ parsed: [ParsedFile], at range: Range<Int>) -> [ParsedFile]? {
        for (offset, file) in parsed.enumerated() where range.lowerBound + offset < table.count {
            table[range.lowerBound + offset] = file
        }
        prefix.finish(range)
        guard schedule.isDue(prefix.files) else { return nil }
        let handed = Array(table[0..<min(prefix.files, table.count)])
        if kept < prefix.files && schedule.isOver { table = [] }
        return handed
    }

    mutating func takeAll() -> [ParsedFile] {
        defer { table = [] }
        return table
    }
}
