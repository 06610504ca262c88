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
        #expect(Self.ids("There are several displaced rib fractures on the chest film.", .overturned) == found)
        #expect(Self.ids("There is no fracture, and she has returned to work.", .overturned).contains("objective-findings") == false)
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

extension ReasonRolesTests {
    static func ids(_ rationale: String, _ decision: Decision, request: String) -> [String] {
        let treatment = TreatmentNormalizer.normalize(request).map { ReasonReader.Treatment(key: $0.key, kind: $0.kind) }
        return ReasonReader.reasons(in: rationale, decision: decision, treatment: treatment).map(\.id)
    }

    /// A drug taken since long ago, told alone, is the history for any drug (since the seventy-ninth round: a muscle relaxant's or
    /// a hypnotic's too); said in so many words to go past the guideline's course, a course too long for any drug.
    @Test func aLongUseToldAloneIsTheHistoryForAnyDrug() {
        let since = "The patient has been prescribed it since at least March 2015."
        #expect(Self.ids(since, .upheld, request: "Cyclobenzaprine 7.5mg #90").isEmpty)
        #expect(Self.ids(since, .upheld, request: "Ambien 10mg #30").isEmpty)
        #expect(Self.ids("She has taken lorazepam nightly for more than a year.", .upheld, request: "Lorazepam 1mg #60").isEmpty)
        #expect(Self.ids(since, .upheld, request: "Norco 10/325mg #90").isEmpty)
        #expect(Self.ids("The patient has been taking naproxen continuously for more than a year.", .upheld,
                         request: "Naproxen 550mg #60").isEmpty)
        // Said in so many words, it holds for any drug.
        #expect(Self.ids("Use since 2015 exceeds the course the guideline supports.", .upheld, request: "Norco 10/325mg #90")
                == ["exceeds-guideline-quantity"])
    }

    /// The requested treatment's own course, never had or had before, is the course asked for: not
    /// conservative care untried or failed. A care word alone ("prior therapy") is physical therapy.
    @Test func theItemsOwnCourseIsNoConservativeCare() {
        #expect(Self.ids("He has not had prior therapy.", .upheld, request: "Physical therapy 12 sessions, lumbar spine").isEmpty)
        #expect(Self.ids("She has not had any therapy for the neck.", .upheld, request: "Acupuncture 6 sessions")
                == ["conservative-care-not-tried"])
        #expect(Self.ids("She has not had any therapy for the back.", .upheld, request: "MRI of the lumbar spine")
                == ["conservative-care-not-tried"])
        #expect(Self.ids("Since the release she has attended 12 occupational therapy sessions.", .overturned,
                         request: "Additional occupational therapy 2 times a week for 4 weeks").isEmpty)
        #expect(Self.ids("He underwent a cuff repair and has completed 12 therapy visits to date.", .overturned,
                         request: "Physical therapy 6 sessions, left shoulder, post-operative").isEmpty)
        // Care had, told alone, is the history since the seventeenth round (J-139's writer reads it so); with its failure, care
        // that failed.
        #expect(Self.ids("The worker has had 8 weeks of therapy, a brace and ibuprofen.", .overturned, request: "MRI of the knee").isEmpty)
        #expect(Self.ids("The worker has had 8 weeks of therapy, a brace and ibuprofen without lasting relief.", .overturned,
                         request: "MRI of the knee") == ["conservative-care-failed"])
    }

    /// A surgery that failed is a diagnosis, not conservative care that failed.
    @Test func aFailedSurgeryIsNoConservativeCareFailed() {
        #expect(Self.ids("He has been maintained on Norco for chronic pain after two failed back surgeries.", .overturned).isEmpty)
        #expect(Self.ids("She has failed back surgery syndrome after an L4-S1 fusion.", .overturned).isEmpty)
        #expect(Self.ids("He has failed physical therapy and two epidural injections.", .overturned) == ["conservative-care-failed"])
    }

    /// A baseline measured, modified duty kept since the injury or given as care, and what care aims at
    /// are no gain from it; full duty reached is.
    @Test func aBaselineOrADutyKeptIsNoGain() {
        #expect(Self.ids("The evaluation of 11/14/2016 includes baseline testing, with a sitting tolerance of 20 minutes.", .overturned).isEmpty)
        #expect(Self.ids("She has been on modified duty since the injury of 06/21/2016.", .overturned).isEmpty)
        #expect(Self.ids("He has had 8 sessions of therapy and modified duty, and continues to report pain.", .overturned)
                .contains("functional-improvement") == false)
        #expect(Self.ids("Manual medicine aims at functional gains that help the patient progress.", .overturned).isEmpty)
        #expect(Self.ids("She has been back at full duty since the medication was started.", .overturned) == ["functional-improvement"])
        #expect(Self.ids("She was released to modified duty after those sessions.", .overturned) == ["functional-improvement"])
    }
}

extension ReasonRolesTests {
    /// A study done is the same study done recently only where it is the item's own or one like it: plain
    /// films taken, or a study of another kind, are no study an MRI would repeat; a CT after an MRI is.
    @Test func aStudyDoneIsRepeatedOnlyByOneLikeIt() {
        let pending = ["pending-prior-treatment"]
        #expect(Self.ids("A cervical MRI was done in June 2016.", .upheld, request: "MRI of the cervical spine") == pending)
        #expect(Self.ids("Cervical x-rays were taken on 10/02/2016.", .upheld, request: "X-rays of the cervical spine") == pending)
        #expect(Self.ids("The MRI obtained four months ago already answers the question, and a further study would repeat it.",
                         .upheld, request: "CT scan of the lumbar spine") == pending)
        #expect(Self.ids("She was seen in urgent care, where cervical x-rays were taken.", .upheld, request: "MRI of the cervical spine").isEmpty)
        #expect(Self.ids("Electrodiagnostic studies were performed in March.", .upheld, request: "MRI of the cervical spine").isEmpty)
    }

    /// Side effects named are no care failed (a guideline lists them, a prescriber records them); evidence
    /// of an improvement negated is no improvement, not an examination's silence.
    @Test func sideEffectsAndEvidenceOfImprovement() {
        #expect(Self.ids("Once it is started, the prescriber should record the pain relief and any side effects.", .overturned).isEmpty)
        #expect(Self.ids("Naproxen caused dizziness and was stopped.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("There is no objective evidence of functional improvement to support ongoing Oxycontin.")
                == ["no-functional-improvement"])
        #expect(Self.ids("There is no objective evidence of radiculopathy on examination.") == ["no-objective-findings"])
    }
}

extension ReasonRolesTests {
    /// A duty the guideline sets ("the prescriber should record ...") names a role and an act, not this
    /// case; the patient with "should" is still this patient.
    @Test func aDutyTheGuidelineSetsIsNotThisCase() {
        #expect(Self.ids("A satisfactory response is indicated by decreased pain, and the prescriber should record the time until relief begins and how long relief lasts.").isEmpty)
        #expect(Self.ids("The physician must document the pain relief at each visit.", .overturned).isEmpty)
        #expect(Self.ids("At this point the patient should be able to continue with a self-directed home exercise program.")
                == ["home-exercise-sufficient"])
        #expect(Self.ids("The treating physician did not document any pain relief from the medication.") == ["no-functional-improvement"])
    }
}

/// Wordings of the definitions the rules missed in rationales written like the real letters', each beside
/// like words that must not state the reason.
@Suite struct ReasonWordingsTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonFormsTests.ids(rationale, decision)
    }

    @Test func theSimplerStudyNotDone() {
        #expect(Self.ids("No plain radiographs of the wrist have been obtained, and the guideline calls for x-rays first.") == ["first-line-not-tried"])
        #expect(Self.ids("No x-rays of the hip have been taken.") == ["first-line-not-tried"])
        #expect(Self.ids("X-rays of the hip have been taken twice this year.").contains("first-line-not-tried") == false)
    }

    @Test func theCriteriaOnRecordOrOutsideThem() {
        #expect(Self.ids("All of the MTUS criteria for admission to the program are documented.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The pain is radicular, which is outside the criteria for facet blocks.") == ["indication-absent"])
        #expect(Self.ids("The criteria require that baseline testing be documented.", .overturned).isEmpty)
    }

    @Test func noPlanDependsOnTheStudy() {
        #expect(Self.ids("The provider does not indicate that any intervention would depend on the MRI findings.") == ["no-surgical-plan"])
        #expect(Self.ids("The surgeon's note states that surgery is not planned.") == ["no-surgical-plan"])
        #expect(Self.ids("Surgery is planned for January.").isEmpty)
    }

    @Test func careWentOnAndSymptomsWithIt() {
        #expect(Self.ids("She has continued to have pain after 10 sessions of physical therapy.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("He has been treated for ten weeks with a brace and physical therapy and continues to experience instability.",
                         .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("She has continued to have pain.", .overturned).isEmpty)
    }

    @Test func notATreatmentTheGuidelineSupports() {
        #expect(Self.ids("A gym membership is not a treatment that the guidelines endorse for this claimant.") == ["not-recommended"])
        #expect(Self.ids("Topical gabapentin is not supported by the CA MTUS.") == ["not-recommended"])
        #expect(Self.ids("A gym membership is a treatment that the guidelines endorse for this claimant.", .overturned)
                .contains("not-recommended") == false)
    }

    @Test func theEffectNotDescribed() {
        #expect(Self.ids("The notes do not say whether the patient functions better during the day with the medication.")
                == ["no-functional-improvement"])
        #expect(Self.ids("The reports never say how much it reduces pain or what activities it makes possible.") == ["no-functional-improvement"])
    }

    @Test func whatIsLeftForTheHomeProgram() {
        #expect(Self.ids("Her small deficits can be addressed by the home exercise program she was already taught.") == ["home-exercise-sufficient"])
        #expect(Self.ids("He can be expected to continue strengthening in an independent home program.") == ["home-exercise-sufficient"])
    }

    @Test func theCourseFirstAndTheShortCourse() {
        #expect(Self.ids("The 6 visits approved should be completed first, and further visits depend on the response.") == ["pending-prior-treatment"])
        #expect(Self.ids("Her ongoing use is also not consistent with the short-term treatment the guidelines describe.")
                == ["exceeds-guideline-quantity"])
        #expect(Self.ids("A 90-tablet supply with two refills is more than an initial trial calls for.") == ["exceeds-guideline-quantity"])
    }

    /// A guideline's list of requirements states none of them, whoever it names ("that the patient is
    /// not a candidate for surgery"): the sentence is read up to the list's verb. Set against the case in
    /// a part of its own (", and she has none of them"), the list is what the case lacks.
    @Test func aGuidelinesListOfRequirementsStatesNone() {
        #expect(Self.ids("The ODG criteria for a functional restoration program include a baseline evaluation, previous methods of treating pain that have failed, that the patient is not a surgical candidate, and no negative predictors of success.").isEmpty)
        #expect(Self.ids("Here the MTUS indications for a home health aide include being homebound and needing skilled care.", .overturned).isEmpty)
        #expect(Self.ids("The guidelines list criteria for a work hardening program, including a defined job to return to, failed therapy with a plateau, and no surgery planned.").isEmpty)
        #expect(Self.ids("Requirements for a repeat epidural injection are: at least 50% relief for six weeks, less medication, and better function.", .overturned).isEmpty)

        #expect(Self.ids("The ODG indications for a meniscectomy include locking or catching, and the claimant reports neither.")
                == ["indication-absent"])
        #expect(Self.ids("Criteria for continued opioids include documented functional improvement, and the notes show none.")
                == ["no-functional-improvement"])
        #expect(Self.ids("All of the guideline's indications for the arthroplasty, including age over 50, have been met here.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("She has not met the criteria, including a trial of home exercise.") == ["conservative-care-not-tried", "indication-absent"],
                "no guideline lists them: the criterion named is read, and the criteria said not met beside it")
    }

    /// The verdict's own negation negates nothing else in the sentence: the treatment it names, or the
    /// guideline's words joined to it, state no reason by it. A relative clause's "not supported" is a
    /// cause; a negation of its own beside the verdict still states one.
    @Test func theVerdictsNegationNegatesNothingElse() {
        #expect(Self.ids("A repeat drug screen is therefore not medically necessary.").isEmpty)
        #expect(Self.ids("Maintenance manipulation is not medically necessary, and a flare-up calls for a new assessment.").isEmpty)

        #expect(!Self.ids("The request is for a series of three blocks, which is not supported by the guidelines.").isEmpty)
        #expect(Self.ids("There is no muscle spasm documented, and the cyclobenzaprine is not medically necessary.")
                == ["no-objective-findings"])
        #expect(Self.ids("Without a recent drug screen on file, continued hydrocodone is not medically necessary.")
                == ["no-opioid-monitoring"])
    }

    /// An indication's sign the examination is named as not showing is what the examination did not
    /// show; spasm, a sign only an examination finds, is that too where the notes lack it (the forty-fourth round: over
    /// every set, spasm said absent was labelled an examination's silence 30 times, the indication absent 8); the
    /// history lacking it is the indication absent.
    @Test func aSignTheExaminationDidNotShow() {
        #expect(Self.ids("No paraspinal spasm was found on the most recent examination.") == ["no-objective-findings"])
        #expect(Self.ids("Spasm was not present on examination in November.") == ["no-objective-findings"])
        #expect(Self.ids("No muscle spasm is described in any of the notes.") == ["no-objective-findings"])
        #expect(Self.ids("She has no history of muscle spasm.") == ["indication-absent"])
    }

    /// The requesting physician's recommendation is no guideline's voice: the findings beside it are
    /// the case's ("at the time of this recommendation").
    @Test func thePhysiciansRecommendationIsTheCase() {
        #expect(Self.ids("There are two displaced rib fractures with poor pain control at the time of this recommendation.", .overturned)
                == ["objective-findings"])
        #expect(Self.ids("Opioids are recommended for severe pain from displaced fractures.", .overturned).isEmpty)
    }

    /// Supported by the guideline by any of its names is the criteria met; a trial the criteria are for
    /// is one asked for, not care that failed.
    @Test func supportedByTheGuidelineByAnyName() {
        let met = ["criteria-met"]
        #expect(Self.ids("Meloxicam for this flare of knee arthritis is supported by the ODG.", .overturned) == met)
        #expect(Self.ids("A preoperative chest film is supported by the guideline for a smoker of 60.", .overturned) == met)
        #expect(Self.ids("She meets the selection criteria for a trial of a dorsal column stimulator.", .overturned) == met)
        #expect(Self.ids("Topical lidocaine is not supported by the MTUS for axial back pain.").contains("not-recommended"))
        #expect(Self.ids("A three-week trial of tramadol failed to help.", .overturned) == ["conservative-care-failed"])
    }

    /// A study done of late is the same study done recently; a drug started or switched of late is care
    /// given, no study done.
    @Test func aStudyDoneOfLateNotADrugStarted() {
        #expect(Self.ids("A cervical MRI was recently obtained and showed no change.").contains("pending-prior-treatment"))
        #expect(!Self.ids("He was recently started on tapentadol by his pain physician.").contains("pending-prior-treatment"))
        #expect(!Self.ids("She was recently switched to a fentanyl patch.").contains("pending-prior-treatment"))
    }

    /// An associated item stands with an operation or the primary request approved: care authorized
    /// that is no operation (a partial certification told in the reviewer's words), a drug's
    /// postoperative use, or an operation's history states no primary approved.
    @Test func anAssociatedItemStandsOnlyWithAnOperationApproved() {
        let approved = ["follows-primary-approved"]
        #expect(Self.ids("The lumbar fusion was approved on 10/02/2016.", .overturned) == approved)
        #expect(Self.ids("Since the ACDF has been authorized, the cervical collar that goes with it is reasonable.", .overturned) == approved)
        #expect(Self.ids("The primary request was certified in this same review.", .overturned) == approved)
        #expect(Self.ids("Her TKA was certified, and a walker is standard in the first weeks.", .overturned) == approved)

        #expect(Self.ids("Aquatic therapy x 6 was authorized.", .overturned).isEmpty)
        #expect(Self.ids("Three times a week for 4 weeks was certified on UR.", .overturned).isEmpty)
        #expect(Self.ids("A home interferential unit trial was certified last month.", .overturned).isEmpty)
        #expect(Self.ids("She takes gabapentin and meloxicam as well.", .overturned).isEmpty)
        #expect(!Self.ids("Oxycodone was begun in the hospital for postoperative pain.", .overturned).contains("follows-primary-approved"))
        #expect(!Self.ids("She underwent a carpal tunnel release in May and finished her postoperative visits.", .overturned)
                    .contains("follows-primary-approved"))
    }
}

extension ReasonWordingsTests {
    /// A drug named in what the indication is, and symptoms the history lacks, are the indication absent;
    /// the closing formula naming what was read only concludes.
    @Test func theIndicationNamedAndTheClosingFormula() {
        #expect(Self.ids("There is no documentation of neuropathic pain or of any diagnosis for which an anticonvulsant is indicated.")
                == ["indication-absent"])
        #expect(Self.ids("The records do not show a GI risk factor that would favor celecoxib over a non-selective NSAID.")
                == ["indication-absent"])
        #expect(Self.ids("There is no record that she tried a non-selective NSAID first.") == ["first-line-not-tried"])
        #expect(Self.ids("The findings are those of osteoarthritis, and no mechanical symptoms such as locking are recorded.")
                == ["indication-absent"])
        #expect(Self.ids("There is no mechanical locking on examination.") == ["no-objective-findings"])
        #expect(Self.ids("Based on the clinical information in the medical record and the guidelines reviewed, gabapentin 600mg #90 is not medically necessary.").isEmpty)
    }
}

extension ReasonWordingsTests {
    /// Surgery never had is the surgical history the guideline names, absent; care never had is care untried.
    @Test func surgeryNeverHadIsAnIndicationAbsent() {
        #expect(Self.ids("The claimant has lumbar strain and has not had spine surgery.") == ["indication-absent"])
        #expect(Self.ids("She has never had a fusion.") == ["indication-absent"])
        #expect(Self.ids("She has not had physical therapy for the neck.") == ["conservative-care-not-tried"])
    }

    /// The total a request would bring, set against the guideline's limit in its clause.
    @Test func theTotalSetAgainstTheLimit() {
        #expect(Self.ids("The ODG allows up to 18 visits, and the total here is 12.", .overturned) == ["within-guideline-quantity"])
        #expect(Self.ids("The 6 visits would bring the total to 12, which the ODG allows.", .overturned) == ["within-guideline-quantity"])
    }

    /// What the part authorized brings is what more must wait for.
    @Test func whatThePartAuthorizedBrings() {
        #expect(Self.ids("No improvement from the authorized six visits has been documented yet.").contains("pending-prior-treatment"))
    }
}

/// The parse's memo gives a sentence's reasons as it read them before; what a reason's check then reads
/// of the sentence (`Reading.namesItself`: the care a pairing names) must be this sentence's, as a
/// reader without the memo reads it.
@Suite struct ReasonMemoTests {
    @Test func aSentenceFromTheMemoIsCheckedAsItself() {
        let acupuncture = ReasonReader.Treatment(key: "acupuncture", kind: .therapy)
        let own = "She has had acupuncture."
        // Sentences before it whose words of a pairing's action stand at every place the care's part spans.
        for before in (0..<16).map({ String(repeating: "a ", count: $0) + "it declined." }) {
            let rationale = "\(before) \(own)"
            var fresh = ReasonReader()
            let expected = fresh.reasons(in: rationale, decision: .overturned, treatment: acupuncture).map(\.id)
            var remembering = ReasonReader(memo: ParseMemo())
            _ = remembering.reasons(in: own, decision: .overturned, treatment: acupuncture)
            #expect(remembering.reasons(in: rationale, decision: .overturned, treatment: acupuncture).map(\.id) == expected, "\(rationale)")
        }
    }
}
