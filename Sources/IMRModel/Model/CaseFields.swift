/// Text read as its UTF-8 bytes: a String's own, or bytes read in place (a stored record's), so that a
/// writer of reports need not make a String of what it only copies out.
public protocol UTF8Text {
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R
    /// The text as a String, for a writer that needs one (a CSV cell).
    var asString: String { get }
}

extension UTF8Text {
    public var asString: String { withUTF8Bytes { String(decoding: $0, as: UTF8.self) } }
}

extension String: UTF8Text {
    public var asString: String { self }

    @inlinable
    public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        var contiguous = self
        return try contiguous.withUTF8(body)
    }
}

/// Bytes that are valid UTF-8 (whoever made the pointer checked them).
extension UnsafeBufferPointer: UTF8Text where Element == UInt8 {
    @inlinable
    public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(self)
    }
}

/// A case's fields as its reports read them: a decoded `IMRCase`, or a case store's record read in
/// place (`CaseRecordView`), so that one writer (`CaseJSONWriter`) holds the key order and field list
/// for both. What a case is given beyond its letter (`copies`, `turnaroundDays`) is among them.
public protocol CaseFields {
    associatedtype Text: UTF8Text
    associatedtype Texts: Collection<Text>
    associatedtype ItemPart: ItemFields where ItemPart.Text == Text, ItemPart.Texts == Texts
    associatedtype Items: Sequence<ItemPart>

    var id: Text { get }
    var file: Text { get }
    var index: Int { get }
    var layout: LetterLayout? { get }
    var caseNumber: Text? { get }
    var dates: CaseDates { get }
    var priority: Text? { get }
    var outcome: Outcome { get }
    var reviewerSpecialties: Texts { get }
    var reviewerSpecialtiesAsWritten: Texts { get }
    var reviewerBoardCertified: Bool? { get }
    var reviewerLicensure: Texts { get }
    var patient: Patient { get }
    var summary: Text { get }
    var items: Items { get }
    var chapters: Texts { get }
    var warnings: Texts { get }
    var letterText: Text? { get }
    /// Other files holding the same letter; nil or empty for none.
    var copies: Texts? { get }
    var turnaroundDays: Int? { get }
}

public protocol ItemFields {
    associatedtype Text: UTF8Text
    associatedtype Texts: Collection<Text>
    associatedtype CitationPart: CitationFields where CitationPart.Text == Text
    associatedtype Citations: Sequence<CitationPart>
    associatedtype ReasonPart: ReasonFields where ReasonPart.Text == Text
    associatedtype Reasons: Sequence<ReasonPart>

    var treatment: Text { get }
    var decision: Decision { get }
    var category: Text? { get }
    var originalRequest: Text? { get }
    var authorizedPortion: Text? { get }
    var claimsAdministratorGuideline: Citations { get }
    var maximusGuideline: Citations { get }
    var rationale: Text { get }
    var treatmentKey: Text? { get }
    var treatmentKind: TreatmentKind? { get }
    var bodyRegions: Texts { get }
    var regionInferred: Bool { get }
    var treatmentDoubt: Texts { get }
    var reasons: Reasons { get }
}

public protocol CitationFields {
    associatedtype Text: UTF8Text
    associatedtype Pages: Sequence<Int>

    var text: Text { get }
    var guideline: Text { get }
    var mtus: Bool { get }
    var chapter: Int? { get }
    var label: Text { get }
    var topic: Text? { get }
    var pages: Pages { get }
}

public protocol ReasonFields {
    associatedtype Text: UTF8Text

    var id: Text { get }
    var sentence: Text { get }
}

extension IMRCase: CaseFields {
    public typealias Text = String
    public typealias Texts = [String]
    public typealias ItemPart = Item
    public typealias Items = [Item]

    public var reviewerSpecialties: [String] { reviewer.specialties }
    public var reviewerSpecialtiesAsWritten: [String] { reviewer.specialtiesAsWritten }
    public var reviewerBoardCertified: Bool? { reviewer.boardCertified }
    public var reviewerLicensure: [String] { reviewer.licensure }
}

extension Item: ItemFields {
    public typealias Text = String
    public typealias Texts = [String]
    public typealias CitationPart = Citation
    public typealias Citations = [Citation]
    public typealias ReasonPart = ItemReason
    public typealias Reasons = [ItemReason]
}

extension Citation: CitationFields {
    public typealias Text = String
    public typealias Pages = [Int]
}

extension ItemReason: ReasonFields {
    public typealias Text = String
}
