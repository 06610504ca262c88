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

    init(total: Int, first: Int = Self.first) {
        var points: [Int] = []
        var next = max(1, first)
        while next * 2 <= total {
            points.append(next)
            next *= Self.growth
        }
        self.points = points
    }

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
struct ParallelResults: Sendable {
    private var table: [ParsedFile]
    private var prefix: FinishedPrefix
    private var schedule: PreviewSchedule

    init(total: Int, chunk: Int, schedule: PreviewSchedule) {
        table = Array(repeating: ParsedFile(), count: total)
        prefix = FinishedPrefix(total: total, chunk: chunk)
        self.schedule = schedule
    }

    /// Keeps a chunk's files; the files parsed so far when a preview is due.
    mutating func keep(_ parsed: [ParsedFile], at range: Range<Int>) -> [ParsedFile]? {
        for (offset, file) in parsed.enumerated() { table[range.lowerBound + offset] = file }
        prefix.finish(range)
        return schedule.isDue(prefix.files) ? Array(table[0..<prefix.files]) : nil
    }

    mutating func takeAll() -> [ParsedFile] {
        defer { table = [] }
        return table
    }
}
