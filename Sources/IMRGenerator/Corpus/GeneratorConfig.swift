/// How a synthetic corpus is made. The same config always yields the same bytes.
public struct GeneratorConfig: Sendable, Hashable {
    /// Number of letters (files may hold more than one).
    public var count: Int
    public var seed: UInt64
    /// Relative weights of the text forms, in `TextForm.allCases` order.
    public var formWeights: [Int]
    /// Relative weights of the encodings, in `TextEncoding.allCases` order.
    public var encodingWeights: [Int]
    /// Share of files with Windows line ends.
    public var crlfShare: Double
    /// Share of files holding several letters one after another.
    public var multiLetterShare: Double
    /// Rare features (modified requests, missing lines, odd spellings) made common, and forms
    /// and encodings cycled, so that a small corpus shows every case.
    public var showcase: Bool

    public init(
        count: Int, seed: UInt64, formWeights: [Int] = [25, 45, 30], encodingWeights: [Int] = [70, 15, 15],
        crlfShare: Double = 0.2, multiLetterShare: Double = 0.07, showcase: Bool = false
    ) {
        self.count = max(0, count)
        self.seed = seed
        self.formWeights = formWeights
        self.encodingWeights = encodingWeights
        self.crlfShare = crlfShare
        self.multiLetterShare = multiLetterShare
        self.showcase = showcase
    }
}

/// The text forms of spec/letters.md.
public enum TextForm: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every line followed by an empty line; paragraph break = a line holding one space.
    case doubleSpaced
    /// `pdftotext -layout`: columns kept with spaces, centred headings, form feeds.
    case layout
    /// Plain `pdftotext`: reading order, header labels and values in separate runs.
    case raw
}

public enum TextEncoding: String, Sendable, Hashable, CaseIterable, Codable {
    case utf8
    case windows1252
    case utf8BOM
}

public enum LineEnding: String, Sendable, Hashable, CaseIterable, Codable {
    case lf
    case crlf
}

/// How often optional features appear in letters.
struct FeatureRates {
    var noHeader = 0.15
    var noAge = 0.12
    var modified = 0.07
    var missingClaimsLine = 0.08
    var claimsNoEvidence = 0.10
    var maximusNoEvidence = 0.04
    var boardCertified = 0.2
    var debris = 0.04
    var overturned = 0.10
    var partial = 0.06
    var headingBreak = 0.12
    /// Share of letters with a header and one item written in the professional-review layout.
    var professionalReview = 0.05
    /// Share of letters decided by 2014 whose reviewer is board certified written in the first MAXIMUS
    /// layout (its qualifications say only "Board Certified in").
    var maximus2013 = 0.5

    static let realistic = FeatureRates()
    static let showcase = FeatureRates(
        noHeader: 0.25, noAge: 0.3, modified: 0.3, missingClaimsLine: 0.2, claimsNoEvidence: 0.2,
        maximusNoEvidence: 0.15, boardCertified: 0.35, debris: 0.2, overturned: 0.2, partial: 0.2, headingBreak: 0.4,
        professionalReview: 0.4, maximus2013: 1)
}
