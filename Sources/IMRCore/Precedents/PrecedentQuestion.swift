/// What a precedents search asks: how were other requests with this treatment key decided, among the
/// cases a narrowing query selects.
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
    /// The request as the user gave it or the item wrote it ("MRI of the L-spine"), for the heading.
    public var treatment: String
    /// The body region the asking item or text names.
    public var region: String?
    public var source: Source?
    /// Narrows the precedents: case-level facets, dates and words hold for the precedent's case;
    /// item-level facets (item decision, chapter, category, region) hold for the precedent item itself.
    /// Its treatment selection, if any, is ignored: the key is the question.
    public var narrowing: CaseQuery

    public init(treatmentKey: String, treatment: String, region: String? = nil, source: Source? = nil,
                narrowing: CaseQuery = CaseQuery()) {
        self.treatmentKey = treatmentKey
        self.treatment = treatment
        self.region = region
        self.source = source
        self.narrowing = narrowing
    }

    /// The question of item `item` (zero-based) of a case; nil when the case has no such item or the item
    /// no treatment key.
    public init?(item: Int, of letter: IMRCase, narrowing: CaseQuery = CaseQuery()) {
        guard letter.items.indices.contains(item), let key = letter.items[item].treatmentKey else { return nil }
        let asked = letter.items[item]
        self.init(treatmentKey: key, treatment: asked.treatment, region: asked.bodyRegion,
                  source: Source(caseId: letter.id, item: item), narrowing: narrowing)
    }

    /// The question of a request typed as free text, keyed by the same normalizer as the letters' items;
    /// nil when the text holds nothing to key on.
    public init?(treatment text: String, narrowing: CaseQuery = CaseQuery()) {
        guard let normalized = TreatmentNormalizer.normalize(text) else { return nil }
        self.init(treatmentKey: normalized.key, treatment: text, region: normalized.region, narrowing: narrowing)
    }
}
