import IMRModel
import IMRText

/// One earlier decision on the same treatment: an item of a case in the corpus.
public struct Precedent: Hashable, Sendable {
    /// The case's place in the corpus (`CorpusIndex.cases`).
    public var caseIndex: Int
    /// Zero-based position of the item in its case.
    public var item: Int
    public var decision: Decision
    /// The whole case's outcome: an upheld item of a partially overturned case was decided with others
    /// that were overturned.
    public var caseOutcome: Outcome
    public var decisionDate: CalendarDate?

    public init(caseIndex: Int, item: Int, decision: Decision, caseOutcome: Outcome, decisionDate: CalendarDate?) {
        self.caseIndex = caseIndex
        self.item = item
        self.decision = decision
        self.caseOutcome = caseOutcome
        self.decisionDate = decisionDate
    }

    /// Overturned first, then newest first (undated last), then by place in the corpus and in the case.
    static func listedBefore(_ a: Precedent, _ b: Precedent) -> Bool {
        if a.decision != b.decision { return a.decision == .overturned }
        let left = a.decisionDate?.yyyymmdd ?? 0, right = b.decisionDate?.yyyymmdd ?? 0
        if left != right { return left > right }
        if a.caseIndex != b.caseIndex { return a.caseIndex < b.caseIndex }
        return a.item < b.item
    }
}

/// How many precedents fall under one value (a body region, a reviewer specialty, a decision year) and
/// how many of them were overturned.
public struct PrecedentSplit: Hashable, Sendable {
    public var value: String
    public var items: Int
    public var overturned: Int

    public init(value: String, items: Int, overturned: Int) {
        self.value = value
        self.items = items
        self.overturned = overturned
    }

    public var upheld: Int { items - overturned }
    public var interval: WilsonInterval { WilsonInterval(successes: overturned, of: items) }

    /// The value precedents without one are counted under.
    public static let noRegion = "(no region named)"
    public static let noSpecialty = "(specialty not stated)"
    public static let noYear = "(undated)"
}

/// The answer to a `PrecedentQuestion`. Everything is counted per item: each precedent is one item,
/// upheld or overturned; `inPartialCases` says how many of them (of either decision) sit in a case
/// that was partially overturned.
public struct Precedents: Hashable, Sendable {
    public var question: PrecedentQuestion
    /// In list order: overturned first, then newest first.
    public var list: [Precedent]
    public var upheld: Int
    public var overturned: Int
    public var inPartialCases: Int
    /// By the item's body region, most items first.
    public var byRegion: [PrecedentSplit]
    /// By reviewer specialty, most items first: a reviewer with two specialties counts under both, as
    /// the specialty facet counts them, so narrowing to one gives its row's counts.
    public var bySpecialty: [PrecedentSplit]
    /// By decision year, oldest first (the trend), undated last.
    public var byYear: [PrecedentSplit]

    public init(question: PrecedentQuestion, list: [Precedent], upheld: Int, overturned: Int, inPartialCases: Int,
                byRegion: [PrecedentSplit], bySpecialty: [PrecedentSplit], byYear: [PrecedentSplit]) {
        self.question = question
        self.list = list
        self.upheld = upheld
        self.overturned = overturned
        self.inPartialCases = inPartialCases
        self.byRegion = byRegion
        self.bySpecialty = bySpecialty
        self.byYear = byYear
    }

    /// When the precedents are fewer than `thin`: the wider looks, each counted on its own, so that a
    /// user never reads "no precedents" where the corpus holds related decisions.
    public var wider: [WiderPrecedents] = []

    /// The reasons the precedents state, for upholding then for overturning, most cases first.
    public var byReason: [PrecedentReason] = []

    /// Fewer decisions than this and the wider looks are shown too.
    public static let thin = 10

    public var total: Int { upheld + overturned }
    /// The overturn rate with its 95 % Wilson interval.
    public var interval: WilsonInterval { WilsonInterval(successes: overturned, of: total) }
}

/// A wider look at precedents than the treatment asked: labelled as such, with its own counts.
public struct WiderPrecedents: Hashable, Sendable {
    public enum Scope: String, Sendable {
        /// The same treatment key in any body region.
        case anyRegion = "any-region"
        /// Any treatment of the same kind (imaging, therapy...) in the same region.
        case sameKindSameRegion = "same-kind-same-region"
        /// For a treatment regions do not tell apart (a drug): any of the same DWC category.
        case sameCategory = "same-category"
    }

    public var scope: Scope
    /// What the look counts, for a reader: "MRI, any region", "any imaging, lumbar spine", "Pharmaceuticals > Opioids".
    public var label: String
    public var found: Precedents

    public init(scope: Scope, label: String, _ found: Precedents) {
        self.scope = scope
        self.label = label
        self.found = found
    }
}
