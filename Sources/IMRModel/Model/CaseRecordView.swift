/// A case's fields as places in bytes someone else holds: a case store's record read in place (filled
/// by the store's `StoredRecordReader`, one pass over the record in its own order), then read in any
/// order as `CaseFields` with no `IMRCase`, String or array made for the case. Every text is valid
/// UTF-8 (checked by whoever filled it) and lives until the view is filled again. One view is filled
/// case after case: its arrays keep their room.
package final class CaseRecordView: CaseFields {
    package typealias Text = UnsafeBufferPointer<UInt8>
    package typealias Texts = ArraySlice<Text>
    package typealias ItemPart = ItemView
    package typealias Items = Parts<ItemView>

    package var id = empty
    package var file = empty
    package var index = 0
    package var layout: LetterLayout?
    package var caseNumber: Text?
    package var dates = CaseDates()
    package var priority: Text?
    package var outcome = Outcome.upheld
    package var specialtiesPlace = 0..<0
    package var asWrittenPlace = 0..<0
    package var reviewerBoardCertified: Bool?
    package var licensurePlace = 0..<0
    package var patient = Patient()
    package var summary = empty
    package var chaptersPlace = 0..<0
    /// The record's warnings and those the store added, one after the other.
    package var warningsPlace = 0..<0
    package var letterText: Text?
    package var copiesPlace: Range<Int>?

    /// Every list's texts end to end; each list a range of them.
    package var texts: [Text] = []
    package var itemPlaces: [ItemView] = []
    package var citationPlaces: [CitationView] = []
    package var pageNumbers: [Int] = []
    package var reasonPlaces: [ReasonView] = []

    package init() {}

    /// Empty again, for the next case: the arrays keep their room.
    package func clear() {
        texts.removeAll(keepingCapacity: true)
        itemPlaces.removeAll(keepingCapacity: true)
        citationPlaces.removeAll(keepingCapacity: true)
        pageNumbers.removeAll(keepingCapacity: true)
        reasonPlaces.removeAll(keepingCapacity: true)
        copiesPlace = nil
    }

    package var reviewerSpecialties: Texts { texts[specialtiesPlace] }
    package var reviewerSpecialtiesAsWritten: Texts { texts[asWrittenPlace] }
    package var reviewerLicensure: Texts { texts[licensurePlace] }
    package var items: Parts<ItemView> { Parts(record: self, range: itemPlaces.indices) }
    package var chapters: Texts { texts[chaptersPlace] }
    package var warnings: Texts { texts[warningsPlace] }
    package var copies: Texts? { copiesPlace.map { texts[$0] } }

    package var turnaroundDays: Int? { dates.turnaroundDays }

    // MARK: The parts of a record

    /// No text (a field not read yet).
    private static var empty: Text { Text(start: nil, count: 0) }

    /// A part of the record (an item, a citation, a reason) by its place in the view's arrays.
    package protocol Part {
        static func at(_ position: Int, in record: CaseRecordView) -> Self
    }

    /// Parts of a record that lie together; valid while the record is. Inlinable, so that a report in
    /// another module walks them as an array, not through the collection's witnesses at every step.
    package struct Parts<Element: Part>: RandomAccessCollection {
        @usableFromInline unowned(unsafe) let record: CaseRecordView
        @usableFromInline let range: Range<Int>

        @usableFromInline
        init(record: CaseRecordView, range: Range<Int>) {
            (self.record, self.range) = (record, range)
        }

        @inlinable package var startIndex: Int { range.lowerBound }
        @inlinable package var endIndex: Int { range.upperBound }
        @inlinable package func index(after position: Int) -> Int { position + 1 }
        @inlinable package func index(before position: Int) -> Int { position - 1 }
        @inlinable package subscript(position: Int) -> Element { Element.at(position, in: record) }
    }

    /// An item: its texts where they lie, its lists as places in the record's arrays (filled in order).
    package struct ItemView: ItemFields, Part {
        package typealias Text = CaseRecordView.Text
        package typealias Texts = CaseRecordView.Texts
        package typealias CitationPart = CitationView
        package typealias Citations = Parts<CitationView>
        package typealias ReasonPart = ReasonView
        package typealias Reasons = Parts<ReasonView>

        unowned(unsafe) let record: CaseRecordView
        package var treatment = empty
        package var decision = Decision.upheld
        package var category: Text?
        package var originalRequest: Text?
        package var authorizedPortion: Text?
        package var claimsAdministratorPlace = 0..<0
        package var maximusPlace = 0..<0
        package var rationale = empty
        package var treatmentKey: Text?
        package var treatmentKind: TreatmentKind?
        package var bodyRegionsPlace = 0..<0
        package var regionInferred = false
        package var treatmentDoubtPlace = 0..<0
        package var reasonsPlace = 0..<0

        package init(of record: CaseRecordView) {
            self.record = record
        }

        package static func at(_ position: Int, in record: CaseRecordView) -> ItemView { record.itemPlaces[position] }

        package var claimsAdministratorGuideline: Citations { Parts(record: record, range: claimsAdministratorPlace) }
        package var maximusGuideline: Citations { Parts(record: record, range: maximusPlace) }
        package var bodyRegions: Texts { record.texts[bodyRegionsPlace] }
        package var treatmentDoubt: Texts { record.texts[treatmentDoubtPlace] }
        package var reasons: Reasons { Parts(record: record, range: reasonsPlace) }
    }

    package struct CitationView: CitationFields, Part {
        package typealias Text = CaseRecordView.Text
        package typealias Pages = ArraySlice<Int>

        unowned(unsafe) let record: CaseRecordView
        package var text = empty
        package var guideline = empty
        package var mtus = false
        package var chapter: Int?
        package var label = empty
        package var topic: Text?
        package var pagesPlace = 0..<0

        package init(of record: CaseRecordView) {
            self.record = record
        }

        package static func at(_ position: Int, in record: CaseRecordView) -> CitationView { record.citationPlaces[position] }

        package var pages: Pages { record.pageNumbers[pagesPlace] }
    }

    package struct ReasonView: ReasonFields, Part {
        package typealias Text = CaseRecordView.Text
        package let id: Text
        package let sentence: Text

        package init(id: Text, sentence: Text) {
            (self.id, self.sentence) = (id, sentence)
        }

        package static func at(_ position: Int, in record: CaseRecordView) -> ReasonView { record.reasonPlaces[position] }
    }
}
