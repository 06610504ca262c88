import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-fifth round of the regions read (docs/treatment-identity.md, "Regions"): broken teeth beside another
/// injured part add no head for a request that names no part (a muscle relaxant, acupuncture, a drug screen): the other
/// part decides (a dental request's own head: `RegionOfADentalRequestTests`). A head named by more than the teeth, the face
/// or the jaw (a concussion, an eye, the head itself) stays a part of its own. Wordings written for these tests.
@Suite struct RegionOfTeethBesideAPartTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let relaxants = ["MTUS Chronic Pain Medical Treatment Guidelines, Muscle relaxants (for pain) Page(s): 63-66"]

    static func summary(_ injury: String) -> String {
        "The injured worker is a 37 year old female warehouse picker who tripped over a pallet jack on 03/11/2018. "
            + injury + " She has had physical therapy and medications. On 09/04/2018 she reported pain of 5/10. "
            + "The physician requested medication refills."
    }

    @Test func teethBesideAPartAddNoHead() {
        #expect(Self.inferred("Tizanidine 4mg #60", citations: Self.relaxants,
                              summary: Self.summary("She struck her mouth on a rack and chipped three lower teeth, and she strained her neck. "
                                                    + "Diagnoses are cervical strain and dental fractures.")) == ["cervical spine"])
        // A fall onto the face that broke the teeth: the face is the teeth's.
        #expect(Self.inferred("Tizanidine 4mg #60", citations: Self.relaxants,
                              summary: Self.summary("She fell onto her face, fracturing an upper incisor, and injured her low back. "
                                                    + "Diagnoses: lumbar sprain, fractured tooth.")) == ["lumbar spine"])
    }

    @Test func aHeadOfItsOwnBesideTheTeethStays() {
        // Near misses: a concussion, or the head struck, beside the teeth and the neck: two parts, none.
        #expect(Self.inferred("Tizanidine 4mg #60", citations: Self.relaxants,
                              summary: Self.summary("She struck her head on a rack, chipping two teeth, and strained her neck. "
                                                    + "Diagnoses are concussion, cervical strain and dental fractures.")).isEmpty)
        #expect(Self.inferred("Tizanidine 4mg #60", citations: Self.relaxants,
                              summary: Self.summary("She hit her head and her left eye on a shelf and strained her neck. "
                                                    + "Diagnoses are scalp contusion, left eye contusion and cervical strain.")).isEmpty)
    }
}
