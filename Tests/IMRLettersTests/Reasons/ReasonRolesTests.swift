import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Whether a sentence is the reviewer's own finding about this patient, for this item: the history and
/// the summary leaking into a rationale (a diagnosis, an injury, care given), what a study is for, what
/// care was meant to allow, another item's words. On sentences written for these tests, each both ways:
/// where the finding is stated, and where like words must not state it.
@Suite struct ReasonRolesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonFormsTests.ids(rationale, decision)
    }

    /// A condition a study or an examination shows is the finding the guideline requires; named alone, in
    /// the patient's introduction or the injury's history, it is the diagnosis (docs/reading.md).
    @Test func aConditionIsAFindingWhereAStudyShowsIt() {
        let found = ["objective-findings"]
        #expect(Self.ids("The x-ray shows a displaced fracture of the fifth metacarpal.", .overturned) == found)
        #expect(Self.ids("A fracture of the fifth metacarpal is seen on the x-ray.", .overturned) == found)
        #expect(Self.ids("The MRI confirmed a bucket handle tear of the medial meniscus.", .overturned) == found)
        #expect(Self.ids("Imaging demonstrates severe central stenosis at L4-5.", .overturned) == found)
        #expect(Self.ids("She has a documented tear on MRI, and she does not have any contraindication to the brace.", .overturned)
                == found, "the negation stands in a part of its own")

        #expect(Self.ids("The claimant is a 40-year-old roofer with a healed fracture of the fifth metacarpal.", .overturned).isEmpty)
        #expect(Self.ids("He is a 50-year-old with a meniscal tear.", .overturned).isEmpty)
        #expect(Self.ids("He has lumbar stenosis and wants to return to work.", .overturned).isEmpty)
        #expect(Self.ids("The patient is status post bilateral calcaneus fractures and is non-weight bearing.", .overturned).isEmpty)
        #expect(Self.ids("The plan is to taper the drug as the fracture heals.", .overturned).isEmpty)
        // What a study is for is no finding it made.
        #expect(Self.ids("An x-ray is planned to rule out a fracture of the scaphoid.", .overturned).isEmpty)
        #expect(Self.ids("Imaging was requested to confirm or exclude a stress fracture.", .overturned).isEmpty)
    }

    /// Care stopped for a cause failed; a drug stopped alone may be one no longer needed.
    @Test func careStoppedFailedWhereItsCauseIsGiven() {
        let failed = ["conservative-care-failed"]
        #expect(Self.ids("Ibuprofen was discontinued because of dyspepsia.", .overturned) == failed)
        #expect(Self.ids("Naproxen was stopped in 2015 after she developed gastritis.", .overturned) == failed)
        #expect(Self.ids("Land-based therapy was stopped after three visits because of knee pain.", .overturned) == failed)

        #expect(Self.ids("The conveyor belt was stopped by a co-worker.", .overturned).isEmpty)
        #expect(!Self.ids("Tramadol was stopped, and she now works full duty.", .overturned).contains("conservative-care-failed"))
    }

    /// Care given so that something may follow is its purpose, not a gain it brought.
    @Test func whatCareWasGivenToAllowIsNoGain() {
        #expect(Self.ids("This was his first injection, given to allow him to progress in therapy.", .overturned).isEmpty)
        #expect(Self.ids("The block was done so that she could resume her exercises.", .overturned).isEmpty)
        #expect(Self.ids("The injection allowed him to progress in therapy and return to work.", .overturned) == ["functional-improvement"])
    }

    /// An associated item stands "too" with the primary at a clause's end, not a desk that is too high.
    @Test func tooEndsTheAssociatedItemsClause() {
        #expect(Self.ids("Since the shoulder repair is medically necessary, the post-operative sling is too.", .overturned)
                == ["follows-primary-approved"])
        #expect(Self.ids("The physician notes that her keyboard is on a desk that is too high.", .overturned).isEmpty)
    }
}
