import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-sixth round of the regions read (docs/treatment-identity.md, "Regions"): a dental request whose head
/// is named by the teeth alone ("Dental evaluation") or is its table's own ("Night guard") keeps the head only where its
/// decision cites the head's chapter (ODG Head, its dental topic included) or the letter points to the head alone (broken
/// teeth and no other part); beside another part, with no chapter or a dental association's guidance, none. A request
/// naming the head by more than the teeth (the jaw, the TMJ) keeps it. Wordings written for these tests.
@Suite struct RegionOfADentalRequestTests {
    static func read(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.item(treatment, citations: citations, summary: summary).bodyRegions
    }

    static let besideAShoulder = "This 47 year old male warehouse picker fell from a step ladder on 06/03/2020, striking his mouth on a shelf "
        + "and landing on his left shoulder. He is diagnosed with a left rotator cuff strain and two chipped lower incisors. "
        + "The physician requested therapy and a dental consultation."
    static let teethAlone = "This 30 year old female hostess was struck in the mouth by a swinging kitchen door on 01/09/2021 and broke "
        + "an upper front tooth. The dental claim was accepted. The dentist requested a crown and a follow-up."
    static let dentalAssociation = "Non-MTUS Citation: American Dental Association, Guidance on dental evaluation after trauma"
    static let odgHead = "Non-MTUS Citation Official Disability Guidelines (ODG), Head Chapter, Dental trauma treatment (facial fractures)"

    @Test func aDentalRequestBesideAnotherPartTakesNone() {
        #expect(Self.read("Dental consultation", summary: Self.besideAShoulder).isEmpty)
        #expect(Self.read("Dental consultation", citations: [Self.dentalAssociation], summary: Self.besideAShoulder).isEmpty)
        #expect(Self.read("Occlusal night guard", summary: Self.besideAShoulder).isEmpty)
    }

    @Test func theHeadsChapterOrTheTeethAloneKeepTheHead() {
        // Near misses: the Head chapter cited, a letter of the teeth alone, a request naming the jaw.
        #expect(Self.read("Dental consultation", citations: [Self.odgHead], summary: Self.besideAShoulder) == ["head"])
        #expect(Self.read("Dental crown x1", summary: Self.teethAlone) == ["head"])
        #expect(Self.read("Panoramic X-ray of the jaw and teeth", summary: Self.besideAShoulder) == ["head"])
    }
}
