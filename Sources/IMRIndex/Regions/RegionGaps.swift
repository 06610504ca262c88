import IMRLetters
import IMRModel
import IMRText
import IMRVocabulary

/// The requests a region tells apart that name none and took none from their letter, for `imr check
/// --regions`: grouped by what the letter points to (several parts, or none the treatment can serve), most
/// common first, each with an example. Such a request joins as precedents only others that name no region.
public enum RegionGaps {
    public struct Group: Sendable, Equatable {
        /// The parts the letter points to, in the order named; empty where it points to none.
        public let regions: [String]
        public internal(set) var count: Int
        /// The first item of the group: its case, place (0-based), request and key.
        public let caseId: String
        public let item: Int
        public let treatment: String
        public let key: String
    }

    public struct Report: Sendable, Equatable {
        public var groups: [Group] = []
        /// Requests whose region tells their treatment apart.
        public var regional = 0
        public var unresolved: Int { groups.reduce(0) { $0 + $1.count } }
    }

    /// The items of `imrCase` a region tells apart that name none and took none, by place, with the regions
    /// their letter points to: what the decision pane says of them.
    public static func unresolvedItems(of imrCase: IMRCase) -> [Int: [String]] {
        Dictionary(uniqueKeysWithValues: RegionInference.unresolved(in: imrCase).map { ($0.item, $0.regions) })
    }

    /// Over the listed cases of `index`, read one at a time.
    public static func tally(_ index: CorpusIndex) -> Report {
        tally(index.forEachListedCase)
    }

    public static func tally(_ forEachCase: ((IMRCase) -> Void) -> Void) -> Report {
        var report = Report()
        var pointedTo = ExampleTally<Group>()
        forEachCase { imrCase in
            report.regional += imrCase.items.filter { item in
                item.treatmentKey.map { TreatmentIdentity.isRegional(key: $0, kind: item.treatmentKind) } ?? false
            }.count
            for (place, regions) in RegionInference.unresolved(in: imrCase) {
                let item = imrCase.items[place]
                pointedTo.add(regions.joined(separator: ", ")) {
                    Group(regions: regions, count: 0, caseId: imrCase.id, item: place, treatment: item.treatment,
                          key: item.treatmentKey ?? "")
                }
            }
        }
        report.groups = pointedTo.sorted().map { entry in
            var group = entry.example
            group.count = entry.count
            return group
        }
        return report
    }
}
