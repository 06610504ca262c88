/// The region a request that names none takes from its letter (docs/treatment-identity.md, "Regions"):
/// the region of the guideline chapter its decision cites, else the one body region the summary's
/// diagnoses name. Only for treatments that regions tell apart; where the letter points to several
/// regions, or none, the item keeps none. Such a region is marked inferred.
enum RegionInference {
    static func infer(_ letter: inout IMRCase) {
        var injured: [String]?
        for index in letter.items.indices {
            let item = letter.items[index]
            guard item.bodyRegions.isEmpty, let key = item.treatmentKey, item.treatmentKind != .other,
                  TreatmentIdentity.isRegional(key: key, kind: item.treatmentKind)
            else { continue }
            var regions = chapterRegions(of: item)
            if regions.isEmpty {
                if injured == nil { injured = diagnosedRegions(in: letter.summary) }
                regions = injured ?? []
            }
            guard regions.count == 1 else { continue }
            letter.items[index].bodyRegions = regions
            letter.items[index].regionInferred = true
        }
    }

    /// The regions of the chapters an item's decision cites (MAXIMUS's citations), each once.
    static func chapterRegions(of item: Item) -> [String] {
        BodyRegions.distinct(item.maximusGuideline.compactMap(ChapterRegions.region))
    }

    /// What the summary's sentences that name the injured part say, strongest first: a diagnosis or
    /// what the patient is treated for, else the injury.
    static let markers: [[String]] = [["diagnos", "treated for", "treatment for"], ["injur"]]

    /// The regions the summary's diagnoses name: its sentences that speak of a diagnosis (or of what
    /// the patient is treated for), or failing those, of the injury.
    static func diagnosedRegions(in summary: String) -> [String] {
        let sentences = Sentences.split(summary)
        for words in markers {
            let telling = sentences.filter { sentence in words.contains { sentence.containsIgnoringCase($0) } }
            if !telling.isEmpty {
                return BodyRegions.distinct(telling.flatMap { TreatmentLexicon.shared.regions(in: $0) })
            }
        }
        return []
    }
}
