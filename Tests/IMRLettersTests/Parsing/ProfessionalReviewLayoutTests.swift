import Foundation
import Testing
import CaseFixtures
import LetterFixtures
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText

/// The "MEDICAL PROFESSIONAL REVIEW" layout (letters.md names its labels; no sample exists): its summary
/// and reviewer are read; its one item is read when the rationale states a conclusion on medical
/// necessity, and otherwise no decision is made up and nothing of the letter is lost.
@Suite struct ProfessionalReviewLayoutTests {
    // The letter is LetterFixtures' `LetterTexts`: the tests of the targets that search and export it read it too.
    static let letterText = LetterTexts.professionalReview

    @Test func summaryAndReviewerAreRead() {
        let imrCase = Fixture.letter(Self.letterText)
        #expect(imrCase.caseNumber == "CM15-0101234")
        #expect(imrCase.summary.hasPrefix("The patient is a 52 year old female"))
        #expect(imrCase.summary.hasSuffix("radiating to the left leg."), "the summary ends at the next label: \(imrCase.summary)")
        #expect(imrCase.patient.age == 52 && imrCase.patient.sex == .female)
        #expect(imrCase.reviewer.specialties == ["Anesthesiology"])
        #expect(imrCase.reviewer.boardCertified == true)
        #expect(imrCase.reviewer.licensure == ["California", "Nevada"])
    }

    @Test func noDecisionIsMadeUpAndTheLetterIsReportedAsReadInPart() {
        let parsed = Fixture.file(Self.letterText)
        let imrCase = parsed.cases.first
        #expect(imrCase?.items.isEmpty == true)
        #expect(imrCase?.outcome == .unknown)
        #expect(imrCase?.warnings.contains { $0.contains("MEDICAL PROFESSIONAL REVIEW") } == true)
        #expect(parsed.problems.contains { $0.kind == .readInPart && $0.reason.contains("MEDICAL PROFESSIONAL REVIEW") })
    }

    /// The issue, the guidelines and the rationale have no field: the letter's text keeps them.
    @Test func theLetterTextKeepsWhatNoFieldHolds() throws {
        let text = try #require(Fixture.letter(Self.letterText).letterText)
        for passage in ["Lumbar epidural steroid injection at L4-L5 medically necessary",
                        "Epidural steroid injections (ESIs), page 46",
                        "does not document a dermatomal deficit"] {
            #expect(text.contains(passage), "\(passage) is kept: \(text)")
        }
    }

    /// A label that wraps before its colon, and a colon in the next line's prose, are told apart.
    @Test func fieldsStartAfterTheirLabelsColon() throws {
        let fields = ProfessionalReviewFields.fields(of: Fixture.lines(Self.letterText))
        let rationale = try #require(fields[.rationale])
        #expect(Reflow.joined(rationale) == "The examination does not document a dermatomal deficit.")
        let documents = try #require(fields[.documents])
        #expect(Reflow.joined(documents) == "Progress report dated 04/20/2015: pain 7/10.")
        let issue = try #require(fields[.issue])
        #expect(Reflow.joined(issue).hasPrefix("Is the request for Lumbar"))
        let summary = try #require(fields[.summary])
        #expect(Reflow.joined(summary).hasPrefix("The patient is a 52 year old"))
    }

    @Test func aLetterReadWholeKeepsNoSeparateText() throws {
        let imrCase = Fixture.letter(Fixture.wrap(summary: "The injured worker is a 40-year-old male.",
                                                 items: "MRI of the knee: Upheld\n\nDecision rationale: Not needed.\n"))
        #expect(!imrCase.items.isEmpty)
        #expect(imrCase.letterText == nil)
    }

    /// The letter above with the reviewer's conclusion at the end of its rationale.
    static func concluded(_ conclusion: String) -> String {
        LetterTexts.professionalReview(concluding: conclusion)
    }

    @Test func aConcludedRationaleGivesTheItemAndItsDecision() throws {
        let parsed = Fixture.file(Self.concluded("Therefore, the request for the injection is not medically necessary."))
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.line))")
        let imrCase = try #require(parsed.cases.first)
        let item = try #require(imrCase.items.first)
        #expect(imrCase.items.count == 1)
        #expect(item.treatment == "Lumbar epidural steroid injection at L4-L5")
        #expect(item.decision == .upheld && imrCase.outcome == .upheld)
        #expect(item.rationale.hasPrefix("The examination does not document a dermatomal deficit."))
        #expect(item.maximusGuideline.first?.guideline.contains("Chronic Pain") == true, "\(item.maximusGuideline)")
        #expect(item.maximusGuideline.first?.pages == [46])
        #expect(item.treatmentKey != nil && item.category != nil, "\(item)")
        #expect(imrCase.letterText == nil, "a letter read whole keeps no separate text")
        #expect(imrCase.layout == .professionalReview)
    }

    @Test func anAffirmedNecessityIsOverturned() throws {
        let imrCase = Fixture.letter(Self.concluded("Since there is no contraindication, the request is medically necessary and appropriate."))
        #expect(imrCase.items.map(\.decision) == [.overturned])
        #expect(imrCase.outcome == .overturned)
    }

    @Test(arguments: [
        ("Therefore, the request for Norco 10/325mg, 60 count is not medically necessary.", Decision.upheld),
        ("Accordingly, medical necessity for Tizanidine 4mg, 60 count has not been established.", .upheld),
        ("The request is therefore not medically necessary.", .upheld),
        ("The request was non-certified as it isn't medically indicated.", .upheld),
        ("The guidelines call for a trial. The request is medically necessary.", .overturned),
        ("As the patient has no red flags, medical necessity has been established.", .overturned),
        ("The request is not supported. Medical necessity is established for the modified quantity.", .overturned),
    ])
    func theConclusionDecides(rationale: String, decision: Decision) {
        #expect(ProfessionalReviewItem.decision(ofRationale: rationale) == decision, "\(rationale)")
    }

    @Test func aRationaleWithoutAConclusionDecidesNothing() {
        #expect(ProfessionalReviewItem.decision(ofRationale: "The examination does not document a deficit.") == nil)
        #expect(ProfessionalReviewItem.decision(ofRationale: "") == nil)
    }

    @Test(arguments: [
        ("Is the request for Lyrica 75mg #60 medically necessary and appropriate?", "Lyrica 75mg #60"),
        ("IS/WAS THE REQUEST FOR physical therapy, 12 sessions MEDICALLY NECESSARY?", "physical therapy, 12 sessions"),
        ("Whether the request for a TENS unit is medically reasonable", "a TENS unit"),
        ("Right knee arthroscopy.", "Right knee arthroscopy"),
    ])
    func theIssueNamesTheTreatment(issue: String, treatment: String) {
        #expect(ProfessionalReviewItem.treatment(ofIssue: issue) == treatment)
    }

    /// On the real MAXIMUS letters, whose decisions are stated, the conclusion reader agrees with the
    /// stated decision of the items whose rationale concludes on medical necessity.
    @Test func theConclusionReaderAgreesWithRealDecisions() throws {
        let corpus = try RealLetters.folder(.dwcLayout)
        var checked = 0, agreed = 0
        var disagreements: [String] = []
        for imrCase in corpus.cases {
            for item in imrCase.items {
                guard let read = ProfessionalReviewItem.decision(ofRationale: item.rationale) else { continue }
                checked += 1
                if read == item.decision { agreed += 1 } else { disagreements.append("\(imrCase.id): \(item.treatment)") }
            }
        }
        print("conclusion reader: \(agreed) of \(checked) real items agree; \(disagreements.prefix(10))")
        #expect(checked >= 100)
        #expect(Double(agreed) >= 0.95 * Double(checked), "\(disagreements)")
    }
}
