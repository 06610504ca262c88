import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fifty-first round's classes (issue 30: set BH's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, judged against the spec): the surgery's own criteria not met; the simpler aid to walking first; a criterion in the
/// past perfect; the criteria judged in other words; a drug not indicated for this kind of condition; no symptoms on the other
/// side; care that helped too little; a consultation's purpose; the response to care had before; the regimen's dose; care not
/// yet begun. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBHClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The surgery's own criteria not met are its indication absent, not the primary request denied; an associated item's
    /// surgery denied still is.
    @Test func theSurgerysOwnCriteria() {
        let read = Self.ids("The criteria for the requested surgery are not met in this case.", .upheld, "Right shoulder arthroscopy")
        #expect(read.contains("indication-absent") && !read.contains("follows-primary-denied"))
        #expect(Self.ids("As the requested surgery is not medically necessary, the assistant surgeon is not necessary either.", .upheld,
                         "Assistant surgeon").contains("follows-primary-denied"))
    }

    /// A simpler aid to walking untried is the first line untried.
    @Test func theSimplerAidFirst() {
        #expect(Self.ids("Nothing shows that a standard walker was tried before the motorized scooter.", .upheld, "Power scooter")
                    .contains("first-line-not-tried"))
    }

    /// The guideline's criterion in the past perfect is no care that failed.
    @Test func aCriterionInThePastPerfect() {
        #expect(!Self.ids("The patient should have been initially unresponsive to conservative treatment, including therapy and NSAIDs.",
                          .overturned, "Lumbar epidural steroid injection").contains("conservative-care-failed"))
    }

    /// The criteria judged not satisfied or not fulfilled are the reviewer's finding, even in a short sentence.
    @Test func theCriteriaJudged() {
        #expect(Self.ids("The criteria are not fulfilled.", .upheld, "Cervical facet injection").contains("indication-absent"))
        #expect(Self.ids("The criteria for a radiofrequency ablation are not satisfied.", .upheld, "Radiofrequency ablation L4-L5")
                    .contains("indication-absent"))
    }

    /// A drug not indicated for this kind of condition is not recommended for it; joined to the guideline's "not recommended"
    /// with its subject, the first clause still states it.
    @Test func notIndicatedForThisKind() {
        #expect(Self.ids("Ketorolac is not indicated for chronic pain such as hers.", .upheld, "Toradol 10mg #20")
                    .contains("not-recommended"))
        #expect(Self.ids("Carisoprodol is not recommended by the guidelines, and it is not indicated for long-term use.", .upheld,
                         "Soma 350mg #60").contains("not-recommended"))
        #expect(!Self.ids("Since the pain is axial, a facet injection is not indicated in this case.", .upheld, "Lumbar facet injection")
                    .contains("not-recommended"))
    }

    /// No symptoms on the other side to justify testing both is the indication absent.
    @Test func noSymptomsOnTheOtherSide() {
        #expect(Self.ids("She reports no symptoms at all in the right hand to support bilateral studies.", .upheld,
                         "EMG/NCV bilateral upper extremities").contains("indication-absent"))
    }

    /// Care that helped too little failed; care that helped is no such care.
    @Test func careThatHelpedTooLittle() {
        #expect(Self.ids("He completed 10 sessions of physical therapy with only minimal improvement in his neck pain.", .overturned,
                         "Cervical epidural steroid injection").contains("conservative-care-failed"))
        #expect(!Self.ids("He completed 10 sessions of physical therapy with good improvement in his neck pain.", .overturned,
                          "Cervical epidural steroid injection").contains("conservative-care-failed"))
    }

    /// A consultation's purpose not stated is no plan that depends on a result.
    @Test func aConsultationsPurpose() {
        #expect(!Self.ids("The referral does not say what treatment is being considered.", .upheld, "Orthopedic consultation")
                    .contains("no-surgical-plan"))
    }

    /// The response to care had before, not told, is no gain shown.
    @Test func theResponseToCareHadBefore() {
        #expect(Self.ids("She has had acupuncture before, but the number of visits and the response are not recorded.", .upheld,
                         "Acupuncture x6").contains("no-functional-improvement"))
    }

    /// The dose the patient is on is the regimen's, no request left unsaid.
    @Test func theRegimensDose() {
        #expect(!Self.ids("No reduction in pain is documented with the current dose.", .upheld, "Gabapentin 300mg #90")
                    .contains("request-incomplete"))
    }

    /// A strengthening program not yet begun is care untried.
    @Test func careNotYetBegun() {
        #expect(Self.ids("She has not yet participated in a strengthening program for the shoulder.", .upheld, "Shoulder MRI")
                    .contains("conservative-care-not-tried"))
    }
}
