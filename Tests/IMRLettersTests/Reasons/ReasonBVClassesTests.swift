import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The sixty-fifth round's classes (issue 30: set BV's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the requested care itself never had; the first-line drug named after bare words of a trial; the reviewer's clause after
/// a partial certification's boilerplate; further supplies that wait on a response; a test's interval within the guideline;
/// the conservative course not completed; a request reasonable and consistent with the guideline; a prior injection never
/// recorded; a compounded cream's ingredients, no injection. Each both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonBVClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The treatment asked for, never had before, is its first course asked for, not conservative care untried; other care
    /// never had still is.
    @Test func theRequestedCareNeverHadBefore() {
        #expect(!Self.ids("She has not had chiropractic manipulation previously for this claim.", .upheld, "Chiropractic 6 visits")
                    .contains("conservative-care-not-tried"))
        #expect(!Self.ids("No massage therapy has been provided so far.", .upheld, "Massage therapy x4")
                    .contains("conservative-care-not-tried"))
        #expect(!Self.ids("He has not had sacroiliac joint injections before.", .upheld, "Right SI joint injection")
                    .contains("conservative-care-not-tried"))
        #expect(Self.ids("He has not had physical therapy previously for this claim.", .upheld, "Lumbar MRI")
                    .contains("conservative-care-not-tried"))
        // The item's own trial before it is bought is the care the guideline wants first.
        #expect(Self.ids("There is no record of a one-month home trial of an interferential unit before the purchase.", .upheld,
                         "Interferential unit purchase").contains("conservative-care-not-tried"))
    }

    /// A first-line drug named after words of a trial that name no care ("trial and failure") is the first line untried;
    /// with the conservative course named too, the course is read.
    @Test func theFirstLineAfterBareWordsOfATrial() {
        let drug = Self.ids("The notes document no trial and failure of a tricyclic or an anticonvulsant.", .upheld, "Lidocaine 5% patch #30")
        #expect(drug.contains("first-line-not-tried"))
        #expect(!drug.contains("conservative-care-not-tried"))
        #expect(Self.ids("There was no trial and failure of conservative care, including therapy and an antidepressant.", .upheld,
                         "Lidocaine 5% patch #30").contains("conservative-care-not-tried"))
    }

    /// The reviewer's clause after a partial certification's boilerplate is read; the boilerplate alone states nothing.
    @Test func theClauseAfterTheBoilerplate() {
        #expect(Self.ids("Eight sessions were certified by the Claims Administrator, and any more depend on the response to those eight.",
                         .upheld, "Acupuncture 4 sessions").contains("pending-prior-treatment"))
        #expect(Self.ids("Acupuncture x8 was authorized by the Claims Administrator.", .upheld, "Acupuncture 4 sessions").isEmpty)
    }

    /// This case's further supply waiting on its response is care pending, whatever the unit.
    @Test func furtherSuppliesWaitOnAResponse() {
        #expect(Self.ids("Further patches should wait until the response to the first box has been recorded.", .upheld,
                         "Lidocaine 5% patch #60").contains("pending-prior-treatment"))
        #expect(Self.ids("Further tablets should depend on documentation of less pain and better sleep at the next visit.", .upheld,
                         "Tramadol 50mg #90").contains("pending-prior-treatment"))
    }

    /// A test's interval within the guideline is the quantity within it.
    @Test func aTestsIntervalWithinTheGuideline() {
        #expect(Self.ids("A screen at this interval is in line with the guideline for a moderate-risk patient.", .overturned,
                         "Urine drug screen").contains("within-guideline-quantity"))
    }

    /// The guideline's conservative course not yet completed is care untried, nothing authorized awaited.
    @Test func theConservativeCourseNotCompleted() {
        let early = Self.ids("Only ten days have passed since the strain, and the weeks of conservative care and observation have not been completed.",
                             .upheld, "MRI of the right shoulder")
        #expect(early.contains("conservative-care-not-tried"))
        #expect(!early.contains("pending-prior-treatment"))
        #expect(Self.ids("The 6 authorized visits have not been completed.", .upheld, "Physical therapy x6").contains("pending-prior-treatment"))
    }

    /// A short verdict with the guideline given as its cause is the criteria met; a verdict alone is no reason.
    @Test func reasonableAndConsistentWithTheGuideline() {
        #expect(Self.ids("Aquatic therapy is appropriate and in keeping with the guideline.", .overturned, "Aquatic therapy x6")
                    .contains("criteria-met"))
        #expect(Self.ids("Aquatic therapy is appropriate.", .overturned, "Aquatic therapy x6").isEmpty)
    }

    /// Care one earlier asked after by a negation ("no record of a prior ...") is care untried.
    @Test func aPriorInjectionNeverRecorded() {
        #expect(Self.ids("The file holds no record of a prior steroid injection of the shoulder.", .upheld, "Shoulder arthroscopy")
                    .contains("conservative-care-not-tried"))
    }

    /// A compounded cream's local anaesthetic and hyaluronic acid are its ingredients, not an injection.
    @Test func aCreamsIngredientsAreNoInjection() {
        let key = TreatmentNormalizer.normalize("Compounded cream (Gabapentin/Lidocaine/Hyaluronic acid) 120gm")?.key
        #expect(key?.hasPrefix("compound: ") == true)
        #expect(TreatmentNormalizer.normalize("Hyaluronic acid injection right knee")?.key == "viscosupplementation injection")
        #expect(TreatmentNormalizer.normalize("Lidocaine injection trigger points")?.kind == .injection)
    }
}
