import Synchronization
import IMRColumns
import IMRFiles

/// The segments of a mapped case store, each checked against its checksum when a case of it is first
/// read, not all when the store is opened: checking every segment was a tenth of a reopen's time, for
/// segments most commands never read (`imr stats` reads none). No record is used before its segment has
/// passed; a segment that fails gives all its cases from its letters (`StoredCases`, `StoreFallback`).
final class SegmentChecks: Sendable {
    private let ranges: [Range<Int>]
    private let checksums: [UInt64]
    /// The first case of each segment, then the number of cases: cases lie in the segments' order.
    private let firstCases: [Int]
    private let states: [State]

    /// Whether a segment was checked, and how it fared.
    private final class State: Sendable {
        static let unchecked: UInt8 = 0, sound: UInt8 = 1, damaged: UInt8 = 2
        let value = Atomic<UInt8>(unchecked)
    }

    /// `ranges` in the file, in order, with their checksums, and where each case's record lies (in
    /// order too): a record that does not lie inside one segment, after the one before it, is damage.
    init(ranges: [Range<Int>], checksums: [UInt64], starts: [Int64], lengths: [Int32]) throws(StoreCorruption) {
        var firstCases = [Int](repeating: starts.count, count: ranges.count + 1)
        var segment = 0
        var previousEnd = Int64.min
        for (position, (start, length)) in zip(starts, lengths).enumerated() {
            while segment < ranges.count, start >= Int64(ranges[segment].upperBound) { segment += 1 }
            guard segment < ranges.count, length >= 0, start >= previousEnd, start >= Int64(ranges[segment].lowerBound),
                  start + Int64(length) <= Int64(ranges[segment].upperBound) else {
                throw StoreCorruption(reason: "a case's record lies outside the segments")
            }
            if firstCases[segment] == starts.count { firstCases[segment] = position }
            previousEnd = start + Int64(length)
        }
        // A segment with no case starts where the next one does.
        for segment in ranges.indices.reversed() { firstCases[segment] = min(firstCases[segment], firstCases[segment + 1]) }
        self.ranges = ranges
        self.checksums = checksums
        self.firstCases = firstCases
        states = ranges.map { _ in State() }
    }

    /// The segment holding the case at `position`.
    func segment(of position: Int) -> Int {
        // The last segment whose first case is at or before `position` (an empty one shares its start).
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if firstCases[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Where `segment` lies in the file, and the checksum it must have.
    func place(of segment: Int) -> (range: Range<Int>, checksum: UInt64) {
        (ranges[segment], checksums[segment])
    }

    /// The positions of the cases `segment` holds.
    func cases(of segment: Int) -> Range<Int> {
        firstCases[segment]..<firstCases[segment + 1]
    }

    /// Whether `segment` passes its checksum in `file`: checked the first time it is asked (two threads
    /// asking at once may both check it, to the same answer).
    func isSound(_ segment: Int, in file: MappedFile) -> Bool {
        switch states[segment].value.load(ordering: .acquiring) {
        case State.sound: return true
        case State.damaged: return false
        default: break
        }
        let sound = StoreChecksum.of(UnsafeRawBufferPointer(file.bytes(ranges[segment]))) == checksums[segment]
        states[segment].value.store(sound ? State.sound : State.damaged, ordering: .releasing)
        return sound
    }
}
