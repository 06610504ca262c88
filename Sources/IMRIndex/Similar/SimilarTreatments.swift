import IMRLetters
import IMRModel
import IMRVocabulary
import IMRColumns

/// The clinical half of "more like this" that the facet table answers: which of one case's treatments
/// every other case asks for too, and which of its body regions it speaks of, read from the item
/// columns and their postings (no case is decoded).
///
/// A treatment is the anchor's item's key and regions, joined as precedents join them
/// (`TreatmentIdentity`): the same key and, where regions tell the treatment apart, a region in
/// common, so an MRI of the lumbar spine is not the same treatment as an MRI of the knee. The same key
/// in other regions only is counted apart (`elsewhere`), and weighs in the score as a region does.
struct SimilarTreatments {
    struct Treatment {
        /// "MRI (lumbar spine)", "hydrocodone/acetaminophen": what the row's reason names.
        var label: String
        var key: String
    }

    /// The anchor's distinct treatments (at most 64: no letter disputes more).
    private(set) var treatments: [Treatment] = []
    /// Per case, a bit per treatment it asks for too (joined), and per treatment it asks for in other
    /// regions only.
    private(set) var joined: [UInt64]
    private(set) var elsewhere: [UInt64]
    /// The anchor's body regions: its items', then those its summary's diagnoses name.
    private(set) var regions: [String] = []
    /// Per case, a bit per region of the anchor's its items name.
    private(set) var regionMasks: [UInt64]
    /// The weights (rarity, as BM25 reckons it) of each treatment's key and of each region.
    private(set) var keyWeights: [Double] = []
    private(set) var regionWeights: [Double] = []

    init(anchor: Int, summary: String, table: FacetTable, postings: FacetPostingsCache, bm25: BM25) {
        let count = max(0, table.itemOffsets.count - 1)
        joined = [UInt64](repeating: 0, count: count)
        elsewhere = joined
        regionMasks = joined
        guard anchor < count else { return }
        let keys = table.itemColumn(.treatment), itemRegions = table.itemColumn(.region), kinds = table.itemColumn(.kind)
        let owners = postings.itemCases
        let caseKeys = postings.cases(.treatment)

        // The anchor's treatments, each key with the regions its items name together.
        var seen: [(key: Int32, regions: Set<Int32>)] = []
        var sameKey: [UInt64] = []
        for item in table.itemRange(of: anchor) {
            guard let key = keys.values(of: item).first else { continue }
            let regions = Set(itemRegions.values(of: item))
            guard seen.count < 64, !seen.contains(where: { $0.key == key && $0.regions == regions }) else { continue }
            seen.append((key, regions))
            let name = keys.names[Int(key)]
            let regionNames = regions.map { itemRegions.names[Int($0)] }.sorted()
            treatments.append(Treatment(label: regionNames.isEmpty ? name : "\(name) (\(regionNames.joined(separator: ", ")))",
                                        key: name))
            keyWeights.append(bm25.idf(documentFrequency: caseKeys.rowCount(of: Int(key))))
            let kind = kinds.values(of: item).first.flatMap { TreatmentKind(rawValue: kinds.names[Int($0)]) }
            let regional = TreatmentIdentity.isRegional(key: name, kind: kind)
            let bit = UInt64(1) << UInt64(seen.count - 1)
            // A key asked for in other regions counts once, under its first treatment.
            let keyBit = UInt64(1) << UInt64(seen.firstIndex { $0.key == key } ?? 0)
            sameKey.append(keyBit)
            postings.items(.treatment).forEachRow(of: Int(key)) { other in
                let row = Int(owners[other])
                guard row != anchor else { return }
                let same = !regional || TreatmentIdentity.regionsMeet(itemRegions.values(of: other), regions)
                if same { joined[row] |= bit } else { elsewhere[row] |= keyBit }
            }
        }
        // A key joined in one of its treatments is not also "elsewhere" through another.
        for row in joined.indices where joined[row] != 0 {
            forEachBit(joined[row]) { elsewhere[row] &= ~sameKey[$0] }
        }

        // The regions: the items' first, then the summary's diagnoses' (as a request naming none takes them).
        let caseRegions = table.column(.region)
        var names = caseRegions.values(of: anchor).map { caseRegions.names[Int($0)] }
        for region in RegionInference.diagnosedRegions(in: summary) where !names.contains(region) { names.append(region) }
        let regionPostings = postings.cases(.region)
        for name in names.prefix(64) {
            guard let id = caseRegions.ids[name] else { continue }
            let bit = UInt64(1) << UInt64(regions.count)
            regions.append(name)
            regionWeights.append(bm25.idf(documentFrequency: regionPostings.rowCount(of: Int(id))))
            regionPostings.forEachRow(of: Int(id)) { row in if row != anchor { regionMasks[row] |= bit } }
        }
    }

    /// How much a case is like the anchor beyond the treatments it shares: the rarity of each of the
    /// anchor's treatment keys it asks for in other regions, and of each region both speak of.
    func score(_ row: Int) -> Double {
        var total = 0.0
        forEachBit(elsewhere[row]) { total += keyWeights[$0] }
        forEachBit(regionMasks[row]) { total += regionWeights[$0] }
        return total
    }

    func joinedLabels(_ row: Int) -> [String] { labels(joined[row]) { treatments[$0].label } }
    func elsewhereLabels(_ row: Int) -> [String] { labels(elsewhere[row]) { treatments[$0].key } }
    func regionLabels(_ row: Int) -> [String] { labels(regionMasks[row]) { regions[$0] } }

    private func labels(_ mask: UInt64, _ name: (Int) -> String) -> [String] {
        var names: [String] = []
        forEachBit(mask) { names.append(name($0)) }
        return names
    }

    private func forEachBit(_ mask: UInt64, _ body: (Int) -> Void) {
        var rest = mask
        while rest != 0 {
            body(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
    }
}

extension FacetPostings {
    /// How many rows are under one value id.
    func rowCount(of id: Int) -> Int {
        guard id >= 0, id + 1 < starts.count else { return 0 }
        return Int(starts[id + 1] - starts[id])
    }
}
