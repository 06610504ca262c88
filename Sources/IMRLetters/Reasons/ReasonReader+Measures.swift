import IMRVocabulary

extension ReasonReader {
    /// Two measurements of one thing that did not change (`DecisionReasons.measureUnits`): read from
    /// the numbers before the units the matcher found, in the sentence's own bytes, with no copy.
    enum Measures {
        /// Whether `bytes` hold two numbers in one unit that differ by less than a meaningful change:
        /// `found` the phrases found in them, of which those with the role `.measure` are units;
        /// `scale` the phrase of a scale of ten ("/10").
        /// The two are one thing measured twice where words setting them in time stand between them
        /// ("18 kg before therapy and 19 kg at the last visit") or they run "from" one "to" the other;
        /// one value said to hold for both ("7/10 with and without medication", "unchanged at 31
        /// points") is one measured twice.
        static func holdUnchanged(_ bytes: UnsafeBufferPointer<UInt8>, found: [PhraseMatcher.Occurrence],
                                  roles: [Compiled.Role], scale: Int32) -> Bool {
            let holdsSame = found.contains { $0.startsWord && roles[Int($0.phrase)].contains(.sameMeasure) }
            for (offset, first) in found.enumerated() where roles[Int(first.phrase)].contains(.measure) {
                guard let one = value(before: first, in: bytes, scale: scale) else { continue }
                if holdsSame { return true }
                for second in found[(offset + 1)...] where second.phrase == first.phrase {
                    guard found.contains(where: { $0.startsWord && $0.start >= first.end && $0.end <= second.start
                                                  && roles[Int($0.phrase)].contains(.measureTime) })
                            || runsFromTo(bytes, first, second) && saysFrom(bytes, before: first),
                          let other = value(before: second, in: bytes, scale: scale) else { continue }
                    let change = abs(one - other)
                    if first.phrase == scale ? change < DecisionReasons.unchangedScalePoints
                        : change < DecisionReasons.unchangedShare * max(one, other) && max(one, other) > 0 {
                        return true
                    }
                }
            }
            return false
        }

        /// Whether a scale named before its numbers ("the Beck Depression Inventory was 31 at intake and 30
        /// in November", "the Oswestry score unchanged at 42") holds one value twice: a word saying it held
        /// ("unchanged at") before its first number, or two numbers set in time that differ by less than a
        /// meaningful change. Numbers are read in the scale's part of the sentence, to its next ";" or
        /// within `scoreReach` bytes, dates and other units' numbers passed over.
        static func scoreUnchanged(_ bytes: UnsafeBufferPointer<UInt8>, found: [PhraseMatcher.Occurrence],
                                   roles: [Compiled.Role]) -> Bool {
            for name in found where name.startsWord && roles[Int(name.phrase)].contains(.score) {
                let limit = min(bytes.count, name.end + DecisionReasons.scoreReach)
                var numbers: [(value: Double, start: Int, end: Int)] = []
                var index = name.end
                while index < limit && numbers.count < 2 && bytes[index] != UInt8(ascii: ";") {
                    guard isDigit(bytes[index]), !PhraseMatcher.isWordByte(bytes[index - 1]), bytes[index - 1] != UInt8(ascii: "/") else {
                        index += 1
                        continue
                    }
                    var end = index, value = 0.0
                    while end < bytes.count && isDigit(bytes[end]) {
                        value = value * 10 + Double(bytes[end] - UInt8(ascii: "0"))
                        end += 1
                    }
                    // A date, a fraction, a percentage, a range or a number joined to a word is no score.
                    let next = end < bytes.count ? bytes[end] : UInt8(ascii: " ")
                    if next != UInt8(ascii: "/") && next != UInt8(ascii: "%") && next != UInt8(ascii: "-") && !PhraseMatcher.isWordByte(next) {
                        numbers.append((value, index, end))
                    }
                    index = end
                }
                guard let first = numbers.first else { continue }
                func between(_ from: Int, _ to: Int, _ role: Compiled.Role) -> Bool {
                    found.contains { $0.startsWord && $0.start >= from && $0.end <= to && roles[Int($0.phrase)].contains(role) }
                }
                if between(name.start, first.start, .sameMeasure) { return true }
                guard numbers.count == 2, between(first.end, numbers[1].start, .measureTime) else { continue }
                let (one, other) = (first.value, numbers[1].value)
                if abs(one - other) < max(1, DecisionReasons.unchangedShare * max(one, other)) { return true }
            }
            return false
        }

        /// The first measurement running "from" one value "to" another in the same unit ("pain fell from
        /// 7/10 to 3/10", "walking from 10 minutes to 40 minutes"), or pain on a scale of ten told without the
        /// treatment and with it ("8/10 without and 4/10 with Norco", "4/10 with the medication and 8/10 without":
        /// the twenty-first round): where it starts and ends, and whether it got better by a meaningful change (down
        /// on a scale of ten; up in a unit of which more is better, `higher`); nil where none stands.
        static func change(_ bytes: UnsafeBufferPointer<UInt8>, found: [PhraseMatcher.Occurrence],
                           roles: [Compiled.Role], scale: Int32, higher: Set<Int32>) -> (at: Int, better: Bool, end: Int)? {
            for (offset, first) in found.enumerated() where roles[Int(first.phrase)].contains(.measure)
                && (first.phrase == scale || higher.contains(first.phrase)) {
                guard let second = found[(offset + 1)...].first(where: { $0.phrase == first.phrase }),
                      runsFromTo(bytes, first, second),
                      let one = value(before: first, in: bytes, scale: scale),
                      let other = value(before: second, in: bytes, scale: scale) else { continue }
                let meaningful = first.phrase == scale ? abs(one - other) >= DecisionReasons.unchangedScalePoints
                    : abs(other - one) > DecisionReasons.unchangedShare * max(one, other)
                return (first.start, meaningful && (first.phrase == scale ? other < one : other > one), second.end)
            }
            // The unit told once, after the second value ("sitting tolerance increased from 15 to 60 minutes", the
            // ninetieth round, CX): the first value is the bare number after "from".
            for unit in found where roles[Int(unit.phrase)].contains(.measure) && (unit.phrase == scale || higher.contains(unit.phrase)) {
                guard let other = value(before: unit, in: bytes, scale: scale),
                      let (one, from) = bareValueFrom(bytes, before: unit) else { continue }
                let meaningful = unit.phrase == scale ? abs(one - other) >= DecisionReasons.unchangedScalePoints
                    : abs(other - one) > DecisionReasons.unchangedShare * max(one, other)
                return (from, meaningful && (unit.phrase == scale ? other < one : other > one), unit.end)
            }
            for (offset, first) in found.enumerated() where first.phrase == scale {
                guard let second = found[(offset + 1)...].first(where: { $0.phrase == scale }),
                      second.start - first.end <= withAndWithoutReach,
                      let one = value(before: first, in: bytes, scale: scale),
                      let other = value(before: second, in: bytes, scale: scale) else { continue }
                let without: Double, with: Double, end: Int
                if follows(bytes, first.end, " without"), follows(bytes, second.end, " with") {
                    (without, with, end) = (one, other, second.end + " with".utf8.count)
                } else if follows(bytes, first.end, " with"), follows(bytes, second.end, " without") {
                    // The second value's "without" is the measure's own word, no negation of its part ("5/10 with
                    // medication versus 9/10 without it", BR-028, not understood in the sixty-first round).
                    (with, without, end) = (one, other, second.end + " without".utf8.count)
                } else {
                    continue
                }
                return (first.start, without - with >= DecisionReasons.unchangedScalePoints, end)
            }
            return nil
        }

        /// How far apart the two values of pain told without and with the treatment may stand.
        static let withAndWithoutReach = 60

        /// Whether `word` (" with", " without") stands at `at`, a whole word.
        private static func follows(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard at + count <= bytes.count else { return false }
            let text = UnsafeBufferPointer(start: word.utf8Start, count: count)
            guard bytes[at..<(at + count)].elementsEqual(text) else { return false }
            return at + count == bytes.count || !PhraseMatcher.isWordByte(bytes[at + count])
        }

        /// Whether "from" stands right before the number of `unit` ("went from 4/10 to 3/10"): a pair of values with none
        /// is a range ("rated at 3/10 to 4/10", the forty-fifth round, BB), no value held over time.
        private static func saysFrom(_ bytes: UnsafeBufferPointer<UInt8>, before unit: PhraseMatcher.Occurrence) -> Bool {
            var start = unit.start
            while start > 0 && (bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "-")) { start -= 1 }
            while start > 0 && (isDigit(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")) { start -= 1 }
            let from = Array(" from ".utf8)
            return start >= from.count && bytes[(start - from.count)..<start].elementsEqual(from)
        }

        /// The bare number "from" which a value runs "to" the number of `unit` ("from 15 to 60 minutes"), and where "from"
        /// starts; nil where the text before the unit's number is not " from N to ".
        private static func bareValueFrom(_ bytes: UnsafeBufferPointer<UInt8>, before unit: PhraseMatcher.Occurrence) -> (Double, Int)? {
            var start = unit.start
            while start > 0 && (bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "-")) { start -= 1 }
            while start > 0 && (isDigit(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")) { start -= 1 }
            let to = toWord, from = fromWord
            guard start >= to.count, bytes[(start - to.count)..<start].elementsEqual(to) else { return nil }
            let end = start - to.count
            var first = end
            while first > 0 && (isDigit(bytes[first - 1]) || bytes[first - 1] == UInt8(ascii: ".")) { first -= 1 }
            guard first < end, end - first <= 5, first >= from.count, bytes[(first - from.count)..<first].elementsEqual(from),
                  first == from.count || !PhraseMatcher.isWordByte(bytes[first - from.count - 1]) else { return nil }
            guard let value = number(bytes[first..<end]), changesBefore(bytes, first - from.count) else { return nil }
            return (value, first - from.count)
        }

        /// Whether a word of change (`DecisionReasons.measureChanges`) starts within `changeReach` bytes before `at`, with no
        /// comma or semicolon between: "from 70 to 120 degrees" alone is a range ("a painful arc from 70 to 120 degrees", nine
        /// false gains in the ninetieth round's first try), "increased from" or "increasing his lift from" a change.
        private static func changesBefore(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
            var start = at
            while start > 0 && at - start < changeReach && bytes[start - 1] != UInt8(ascii: ",") && bytes[start - 1] != UInt8(ascii: ";") {
                start -= 1
            }
            for index in start..<at where index == 0 || !PhraseMatcher.isWordByte(bytes[index - 1]) {
                for word in changeWords where index + word.count <= at
                    && zip(bytes[index..<(index + word.count)], word).allSatisfy({ ($0 | 0x20) == $1 }) { return true }
            }
            return false
        }

        /// How far before "from" a word of change is looked for (bytes).
        static let changeReach = 48
        private static let changeWords = DecisionReasons.measureChanges.map { Array($0.utf8) }

        private static let toWord = Array(" to ".utf8), fromWord = Array("from ".utf8)

        /// Whether the text runs "to" right after `first`, then only the second's number ("from 40
        /// degrees to 42 degrees", "from 6/10 to 6/10").
        private static func runsFromTo(_ bytes: UnsafeBufferPointer<UInt8>, _ first: PhraseMatcher.Occurrence,
                                       _ second: PhraseMatcher.Occurrence) -> Bool {
            let at = first.end
            guard at + 4 < second.start, bytes[at] == UInt8(ascii: " "), bytes[at + 1] == UInt8(ascii: "t"),
                  bytes[at + 2] == UInt8(ascii: "o"), bytes[at + 3] == UInt8(ascii: " ") else { return false }
            return bytes[(at + 4)..<second.start].allSatisfy {
                isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-")
            }
        }

        /// The number a unit follows: "7" of "7/10" (not a date's "7/10/2016" nor "3/100"), "110" of
        /// "110 degrees" or "110-degree"; nil where none stands right before it.
        static func value(before unit: PhraseMatcher.Occurrence, in bytes: UnsafeBufferPointer<UInt8>, scale: Int32) -> Double? {
            var end = unit.start
            if unit.phrase == scale {
                // A scale of ten ends there: no digit, slash or point after.
                if unit.end < bytes.count, isDigit(bytes[unit.end]) || bytes[unit.end] == UInt8(ascii: "/")
                    || (bytes[unit.end] == UInt8(ascii: ".") && unit.end + 1 < bytes.count && isDigit(bytes[unit.end + 1])) {
                    return nil
                }
            } else {
                guard unit.startsWord && unit.endsWord || bytes[unit.start] == UInt8(ascii: "%") else { return nil }
                while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            }
            var start = end
            while start > 0, isDigit(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { start -= 1 }
            // Whole numbers only, of a few digits, not part of a date or a list ("10/12", "1.2.3").
            guard start < end, end - start <= 5, start == 0 || !isDigitOrSlash(bytes[start - 1]) else { return nil }
            return number(bytes[start..<end])
        }

        /// The value of digits with at most one decimal point; nil for a second point.
        private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
            var value = 0.0, fraction = 0.0
            for byte in digits {
                if byte == UInt8(ascii: ".") {
                    guard fraction == 0 else { return nil }
                    fraction = 1
                } else if fraction > 0 {
                    fraction /= 10
                    value += Double(byte - UInt8(ascii: "0")) * fraction
                } else {
                    value = value * 10 + Double(byte - UInt8(ascii: "0"))
                }
            }
            return value
        }

        @inline(__always)
        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        @inline(__always)
        private static func isDigitOrSlash(_ byte: UInt8) -> Bool { isDigit(byte) || byte == UInt8(ascii: "/") }
    }
}
