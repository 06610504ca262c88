import IMRModel
import IMRVocabulary

/// What a precedents search asks: how were other requests for this treatment decided (the same key and,
/// where regions tell the treatment apart, a region in common: `TreatmentIdentity`), among the cases a
/// narrowing query selects.
public struct PrecedentQuestion: Hashable, Sendable {
    /// The one item asked from, left out of its own precedents.
    public struct Source: Hashable, Sendable {
        public var caseId: String
        /// Zero-based position of the item in its case.
        public var item: Int

        public init(caseId: String, item: Int) {
            self.caseId = caseId
            self.item = item
        }
    }

    public var treatmentKey: String
    public var treatmentKind: TreatmentKind?
    /// The request as the user gave it or the item wrote it ("MRI of the L-spine"), for the heading.
    public var treatment: String
    /// The body regions the asking item or text names (or its letter points to: `regionInferred`).
    public var regions: [String]
    public var regionInferred: Bool
    /// For an item a region tells apart that names none and took none: the parts its letter points to
    /// (several, or none the treatment can serve; `RegionGaps`), said beside "none named".
    public var letterPointsTo: [String]?
    /// Words of the request the key does not account for: the key may not be the treatment asked.
    public var doubt: [String]
    public var source: Source?
    /// Narrows the precedents: case-level facets, dates and words hold for the precedent's case;
    /// item-level facets (item decision, chapter, category, region) hold for the precedent item itself.
    /// Its treatment selection, if any, is ignored: the key is the question.
    public var narrowing: CaseQuery

    public init(treatmentKey: String, treatmentKind: TreatmentKind? = nil, treatment: String, regions: [String] = [],
                regionInferred: Bool = false, doubt: [String] = [], source: Source? = nil,
                narrowing: CaseQuery = CaseQuery()) {
        self.treatmentKey = treatmentKey
        self.treatmentKind = treatmentKind
        self.treatment = treatment
        self.regions = regions
        self.regionInferred = regionInferred
        self.doubt = doubt
        self.source = source
        self.narrowing = narrowing
    }

    /// Whether the precedents must share a region with the question (an MRI, physical therapy), or not
    /// (a drug, a TENS unit).
    public var regional: Bool { TreatmentIdentity.isRegional(key: treatmentKey, kind: treatmentKind) }

    /// The regions as a reader sees them: "lumbar spine, knee", "lumbar spine (from the letter)", "none named".
    public var regionText: String {
        guard !regions.isEmpty else {
            guard let letterPointsTo else { return "none named" }
            return "none named: " + Item.letterPointsTo(letterPointsTo)
        }
        return regions.joined(separator: ", ") + (regionInferred ? " (from the letter)" : "")
    }

    /// The question of item `item` (zero-based) of a case; nil when the case has no such item or the item
    /// no treatment key.
    public init?(item: Int, of imrCase: IMRCase, narrowing: CaseQuery = CaseQuery()) {
        guard imrCase.items.indices.contains(item), let key = imrCase.items[item].treatmentKey else { return nil }
        let asked = imrCase.items[item]
        self.init(treatmentKey: key, treatmentKind: asked.treatmentKind, treatment: asked.treatment,
                  regions: asked.bodyRegions, regionInferred: asked.regionInferred, doubt: asked.treatmentDoubt,
                  source: Source(caseId: imrCase.id, item: item), narrowing: narrowing)
        letterPointsTo = RegionGaps.unresolvedItems(of: imrCase)[item]
    }

    /// The question of a request typed as free text, keyed by the same normalizer as the letters' items;
    /// nil when the text holds nothing to key on.
    public init?(treatment text: String, narrowing: CaseQuery = CaseQuery()) {
        guard let normalized = TreatmentNormalizer.normalize(text) else { return nil }
        self.init(treatmentKey: normalized.key, treatmentKind: normalized.kind, treatment: text,
                  regions: normalized.regions, doubt: normalized.doubt, narrowing: narrowing)
    }
}
