import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRVocabulary

/// The region a request that names none takes from its letter (docs/treatment-identity.md, "Regions";
/// docs/reading.md), on wordings written for these tests.
@Suite struct RegionInferenceTests {
    /// The summary as the parts are read in it, as text (the words that look like a part and name none respelled).
    static func forParts(_ summary: String) -> String {
        String(decoding: RegionInference.summaryForParts(summary), as: UTF8.self)
    }

    /// The item `treatment` as imr reads it in a letter citing `citations` with `summary`: classified, its regions named or
    /// inferred (the one reading every region test and `RegionInferenceMeasure` share).
    static func item(_ treatment: String, citations: [String] = [], summary: String = "", id: String = "CM00-0000001") -> Item {
        let memo = ParseMemo()
        var item = Item(treatment: treatment, decision: .upheld,
                        maximusGuideline: citations.flatMap { CitationParser.citations(from: $0, memo: memo) })
        ItemsParser.classify(&item, memo: memo)
        var imrCase = IMRCase(id: id, file: id, summary: summary, items: [item])
        RegionInference.infer(&imrCase, memo: memo)
        return imrCase.items[0]
    }

    /// The regions imr infers for `treatment` in a letter citing `citations` with `summary` (none where the request names them).
    static func inferred(_ treatment: String, citations: [String] = [], summary: String = "") -> [String] {
        let read = item(treatment, citations: citations, summary: summary)
        return read.regionInferred ? read.bodyRegions : []
    }

    @Test func anElectrodiagnosticStudyTakesTheLimbItsLetterPointsTo() {
        #expect(Self.inferred("EMG/NCV", citations: ["MTUS Neck and Upper Back Complaints 2004, Section(s): Special Studies",
                                                     "MTUS Forearm, Wrist, and Hand Complaints 2004, Section(s): Special Studies"])
                == ["upper extremities"], "two chapters of one limb")
        #expect(Self.inferred("Nerve conduction studies", summary: "She is treated for left cubital tunnel syndrome and left carpal tunnel syndrome.")
                == ["upper extremities"], "two parts of one limb")
        #expect(Self.inferred("EMG", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG) Low Back, EMGs (electromyography)"])
                == ["lower extremities"])
        #expect(Self.inferred("EMG/NCS", summary: "Diagnoses include cervical radiculopathy and lumbar radiculopathy.").isEmpty,
                "both limbs: unknown")
    }

    @Test func aPostSurgicalSectionOrAnotherGuidelinesChapterNamesItsRegion() {
        #expect(Self.inferred("Post-operative physical therapy x 12", citations: ["MTUS Postsurgical Treatment 2009, Section(s): Shoulder"])
                == ["shoulder"])
        #expect(Self.inferred("Arthroscopic labral repair", citations: ["Non-MTUS Citation ACOEM Hip and Groin Chapter, Surgical considerations"]) == ["hip"])
        #expect(Self.inferred("MRI", citations: ["Non-MTUS Citation ACOEM Cervical and Thoracic Spine Disorders"]).isEmpty,
                "a title naming two regions names none")
        // The chronic pain guidelines are about no region, whatever the section's words.
        #expect(Self.inferred("Physical therapy 2x4", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Physical medicine treatment"],
                              summary: "The injured worker is a 40 year old man. He underwent a right knee arthroscopy.") == ["knee"])
    }

    @Test func theSummaryDiagnosisElseInjuryElseOperation() {
        let operated = "The injured worker sustained an industrial injury on 03-02-2016. He underwent a left rotator cuff repair on 10-01-2016."
        #expect(Self.inferred("Post-op physical therapy 12 visits", summary: operated) == ["shoulder"])
        #expect(Self.inferred("Physical therapy x 6", summary: "She was diagnosed with chronic pain syndrome. She underwent a knee arthroscopy in 2009.").isEmpty,
                "diagnoses that name no part leave the region unknown")
        // A diagnosis that leaves its part unsaid is of the part the injury or the operation names.
        let unsaid = "The applicant, a 33 year old stocker, hurt his neck lifting cases overhead on 08/08/2018. He is "
            + "diagnosed with strain and muscle spasm. He has had 6 chiropractic visits."
        #expect(Self.inferred("Chiropractic 2x3", summary: unsaid) == ["cervical spine"])
        let operatedUnsaid = "She fell from a ladder on 01/02/2017. Current diagnoses are nonunion and retained hardware. "
            + "She underwent open reduction of a left distal radius fracture on 01/05/2017."
        #expect(Self.inferred("Physical therapy x 6", summary: operatedUnsaid) == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with fibromyalgia. He injured his low back in 2015.").isEmpty,
                "a diagnosis of no part leaves the region unknown")
        #expect(Self.inferred("Home health aide 4 hours a day", summary: "She was struck by a forklift. Diagnoses include polytrauma. She had abdominal surgery.").isEmpty,
                "injuries of many parts are of no one part")
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with sprain and strain. The history names no injury.").isEmpty,
                "a diagnosis of no named part beside nothing else")
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with a nondisplaced radial head fracture.") == ["elbow"],
                "a radial head is the elbow, not the head")
        #expect(Self.inferred("Occupational therapy x 8", summary: "She is being treated for right de Quervain's tenosynovitis.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy x 8", summary: "Diagnoses: left lateral epicondylitis.") == ["elbow"])
        #expect(Self.inferred("Removable cast", citations: ["MTUS Ankle and Foot Complaints 2004, Section(s): Initial Care"]) == ["ankle/foot"])
    }

    /// The bones and structures a diagnosis names are of their region: a metatarsal is the foot, a
    /// distal radius the wrist, a tibial plateau the knee (not the leg), a concussion the head.
    @Test func aDiagnosisByItsBoneOrStructureNamesItsRegion() {
        #expect(Self.inferred("MRI", summary: "He is being treated for a crush injury and a fracture of the second metatarsal.") == ["ankle/foot"])
        #expect(Self.inferred("CT scan", summary: "Diagnoses include a right calcaneus fracture.") == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy x 6", summary: "She was diagnosed with a left distal radius fracture.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy x 6", summary: "Diagnoses: nondisplaced scaphoid fracture, left.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with a left tibial plateau fracture.") == ["knee"])
        #expect(Self.inferred("Physical therapy x 6", summary: "He is being treated for a medial meniscal tear.") == ["knee"])
        #expect(Self.inferred("Physical therapy x 6", summary: "Diagnoses include adhesive capsulitis and a supraspinatus tear.") == ["shoulder"])
        #expect(Self.inferred("MRI without contrast", summary: "He is being treated for concussion without loss of consciousness.") == ["head"])
        #expect(Self.inferred("MRI", summary: "She is diagnosed with post-concussion syndrome.") == ["head"])
        // Two parts diagnosed: unknown, whichever names them.
        #expect(Self.inferred("Occupational therapy 2x3", summary: "He is being treated for right shoulder strain and a right distal radius fracture.").isEmpty)
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with a radial head fracture.") == ["elbow"], "the radial head is the elbow")
        // A bone named only in the history says nothing when a diagnosis names another part.
        #expect(Self.inferred("Physical therapy x 6", summary: "Diagnoses: lumbar strain. He had a metatarsal fracture in 2004.") == ["lumbar spine"])
    }

    /// Later years' citations point to their chapter's region as the 2016 forms do.
    @Test func aChapterCitedByItsLaterTitleOrOlderNumberPointsToItsRegion() {
        let knee = "The injured worker is being treated for a right shoulder strain."
        #expect(Self.inferred("Physical therapy 2x4", citations: ["Decision based on MTUS ACOEM Knee Disorders Guideline, Physical therapy."], summary: knee)
                == ["knee"], "the chapter decides, even against the summary")
        #expect(Self.inferred("MRI", citations: ["Decision based on ACOEM Chapter 12, page 303."]) == ["lumbar spine"])
        #expect(Self.inferred("MRI", citations: ["Decision based on CA MTUS ACOEM Low Back Disorders Guideline."]) == ["lumbar spine"])
        #expect(Self.inferred("Arthroscopy", citations: ["Decision based on MTUS ACOEM Hip and Groin Disorders Guideline, Arthroscopy."]) == ["hip"])
        #expect(Self.inferred("Injection", citations: ["Decision based on Non-MTUS Citation ODG-TWC Knee & Leg (Acute & Chronic), Hyaluronic acid injections."])
                == ["knee"])
        #expect(Self.inferred("Physical therapy 2x4", citations: ["Decision based on MTUS Chronic Pain Guideline (2017)."],
                              summary: "She is being treated for right knee chondromalacia.") == ["knee"], "Chronic Pain is about no region")
        #expect(Self.inferred("Physical therapy 2x4", citations: ["Decision based on MTUS ACOEM Shoulder Disorders Guideline.",
                                                                 "Decision based on MTUS ACOEM Elbow Disorders Guideline."]).isEmpty,
                "two chapters of two regions")
    }

    /// The cervical and thoracic spine guideline is about both parts: the summary tells which, or another
    /// chapter cited with it; otherwise the region stays unknown.
    @Test func theCervicalAndThoracicSpineGuidelineTakesThePartTheLetterNames() {
        let cited = ["Decision based on MTUS (2018) ACOEM Cervical and Thoracic Spine Disorders Guideline, Imaging."]
        #expect(Self.inferred("MRI", citations: cited, summary: "He is being treated for a thoracic strain at T8.") == ["thoracic spine"])
        #expect(Self.inferred("MRI", citations: cited, summary: "Diagnoses include cervical radiculopathy.") == ["cervical spine"])
        #expect(Self.inferred("MRI", citations: cited).isEmpty)
        #expect(Self.inferred("MRI", citations: cited, summary: "Diagnoses: cervical strain and thoracic strain.").isEmpty)
        #expect(Self.inferred("MRI", citations: cited, summary: "She is being treated for a right knee sprain.").isEmpty,
                "a summary of another part does not override the chapter")
        #expect(Self.inferred("MRI", citations: cited + ["Decision based on Non-MTUS Citation ODG Neck and Upper Back (Acute & Chronic), MRI."])
                == ["cervical spine"], "the neck chapter is about one of its parts")
        #expect(Self.inferred("EMG/NCS", citations: cited, summary: "He is being treated for cervical radiculopathy.") == ["upper extremities"])
    }

    /// A part named where the summary says there is no diagnosis of it ("without any examination or
    /// diagnosis", "has not been diagnosed") is no diagnosis: the diagnosed part decides.
    @Test func aPartNamedWithoutADiagnosisIsNotDiagnosed() {
        #expect(Self.inferred("Physical therapy x 6", summary: "Diagnoses include C5-6 disc protrusion. She mentions knee aches, with no diagnosis made.")
                == ["cervical spine"])
        #expect(Self.inferred("MRI", summary: "He is treated for lumbar radiculitis. His elbow has not been diagnosed or examined.") == ["lumbar spine"])
        #expect(Self.inferred("MRI", summary: "He is treated for lumbar radiculitis. He was also diagnosed with elbow tendinitis.").isEmpty,
                "two parts diagnosed stay unknown")
        // A denial of something else in the sentence denies no diagnosis.
        #expect(Self.inferred("Physical therapy x 6", summary: "She has no prior injuries and is diagnosed with a right knee sprain.")
                == ["knee"])
        #expect(Self.inferred("Physical therapy x 6", summary: "No surgery was done, the diagnosis being a left wrist sprain.")
                == ["wrist/hand"])
    }

    /// Diagnoses by their clinical names, and tendons hurt where they pass the ankle, name their region.
    @Test func aDiagnosisByItsClinicalNameNamesItsRegion() {
        #expect(Self.inferred("Physical therapy x 6", summary: "She is being treated for chronic cervicalgia.") == ["cervical spine"])
        #expect(Self.inferred("Chiropractic x 6", summary: "Diagnoses: lumbago with sciatica.") == ["lumbar spine"])
        #expect(Self.inferred("Injection", summary: "He is diagnosed with coccydynia after a fall.") == ["pelvis"])
        #expect(Self.inferred("Physical therapy x 8", summary: "Diagnoses include left posterior tibial tendon dysfunction.") == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy x 8", summary: "He is treated for peroneal tendon tears after an inversion sprain.") == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy x 8", summary: "He is treated for a tibial shaft fracture.") == ["lower extremities"])
        // Conditions named for who described them, or what they are called at the bedside.
        #expect(Self.inferred("Physical therapy x 8", summary: "Diagnosis: type II SLAP tear, right.") == ["shoulder"])
        #expect(Self.inferred("Occupational therapy x 8", summary: "She sustained a left Colles' fracture in a fall.") == ["wrist/hand"])
        #expect(Self.inferred("X-ray", summary: "He is diagnosed with a boxer's fracture of the fifth metacarpal.") == ["wrist/hand"])
        #expect(Self.inferred("Chiropractic x 6", summary: "He is treated for whiplash after a rear-end collision.") == ["cervical spine"])
        #expect(Self.inferred("Aspiration", summary: "Diagnosed with a symptomatic Baker's cyst.") == ["knee"])
        #expect(Self.inferred("Injection", summary: "She is diagnosed with a Morton's neuroma of the third web space.") == ["ankle/foot"])
        // The thoracic outlet is where the arm's nerves leave the chest, not the thoracic spine.
        #expect(Self.inferred("Physical therapy x 8", summary: "She is diagnosed with thoracic outlet syndrome, left.") == ["upper extremities"])
    }

    /// Of several parts a letter points to, the one the treatment can serve: a knee arthroscopy in a
    /// neck-and-knee injury, an epidural beside a shoulder; a treatment any part could have stays unknown.
    @Test func ofSeveralPartsTheOneTheTreatmentCanServe() {
        let fall = "She fell at work. Diagnoses include a cervical sprain and a left knee meniscal tear."
        #expect(Self.inferred("Arthroscopic surgery", summary: fall) == ["knee"])
        #expect(Self.inferred("Physical therapy 2x6", summary: fall).isEmpty)
        #expect(Self.inferred("Epidural injection", summary: "He is diagnosed with lumbar radiculopathy and right shoulder tendinitis.")
                == ["lumbar spine"])
        #expect(Self.inferred("Labral repair", summary: "She is treated for neck strain and a left hip labral tear.") == ["hip"])
        // One part the letter points to stays, whatever the treatment: it is what the letter says.
        #expect(Self.inferred("MR arthrogram", summary: "He is being treated for cervical disc disease.") == ["cervical spine"])
    }

    /// What the summary reports of the utilization review's reading yields to the letter's own diagnosis.
    @Test func theLettersOwnDiagnosisBeforeTheReviewsReported() {
        let summary = "Per the UR report, the employee was diagnosed with a left hip strain. She is now being treated for left ankle tendinitis."
        #expect(Self.inferred("Physical therapy 6 visits", summary: summary) == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy 6 visits", summary: "According to the UR review, he was diagnosed with a lumbar strain.")
                == ["lumbar spine"], "reported alone, it is all the letter says")
    }

    /// A thoracic level that numbers ribs is the chest, not the spine.
    @Test func levelsThatNumberRibsAreTheChest() {
        #expect(Self.inferred("CT scan", summary: "Diagnoses include left T6-T8 rib fractures.") == ["chest"])
        #expect(Self.inferred("CT scan", summary: "Diagnoses include a T8 compression fracture.") == ["thoracic spine"])
    }

    /// What follows an operation is for the part operated on, whatever else the patient is treated for; a
    /// trigger point is in a muscle of the spine or a girdle, not the wrist; the distal fibula is the ankle.
    @Test func whatFollowsAnOperationOrServesAMuscleTakesItsPart() {
        let kneeAndNeck = "She is treated for a left knee medial meniscus tear and a neck sprain. She underwent a left knee "
            + "arthroscopic partial meniscectomy on 09-02-2016."
        #expect(Self.inferred("Post-op physical therapy x 12", summary: kneeAndNeck) == ["knee"])
        #expect(Self.inferred("Physical therapy x 12", summary: kneeAndNeck).isEmpty, "not after the operation: both parts")
        #expect(Self.inferred("Removal of hardware", summary: "He is being treated for a lumbar sprain and a healed right wrist "
                              + "fracture. He underwent open reduction and internal fixation of the right distal radius in 2015.")
                == ["wrist/hand"])
        #expect(Self.inferred("Trigger point injections x 4", summary: "Diagnoses: myofascial pain of the neck; left carpal "
                              + "tunnel syndrome.") == ["cervical spine"])
        #expect(Self.inferred("CT scan", summary: "She is treated for a healing distal fibula fracture.") == ["ankle/foot"])
    }

    /// A treatment that is one whatever its region takes the letter's region too, to be shown and filtered
    /// on; its precedents still join without it.
    @Test func aTreatmentOneWhateverItsRegionTakesItToo() {
        let knee = "He is being treated for a right knee lateral meniscus tear and is scheduled for an arthroscopy."
        #expect(Self.inferred("Cold therapy unit, 7 day rental", summary: knee) == ["knee"])
        #expect(Self.inferred("TENS unit, 30 day trial", citations: ["MTUS Low Back Complaints 2004"]) == ["lumbar spine"])
        // Help at home, an evaluation of the mind, a drug of sleep, a test: for the injury where the letter
        // names nothing else they could be for...
        #expect(Self.inferred("Home health aide 4 hours a day", citations: ["MTUS Low Back Complaints 2004"]) == ["lumbar spine"])
        #expect(Self.inferred("Psychological evaluation", summary: "She is treated for a lumbar sprain.") == ["lumbar spine"])
        #expect(Self.inferred("Urine drug screen", summary: "He is treated for a right knee sprain.") == ["knee"])
        #expect(Self.inferred("Pre-op CBC and EKG", citations: ["MTUS Low Back Complaints 2004"]) == ["lumbar spine"])
        // ...and for no part where it names a condition of the mind, sleep or an organ beside the part.
        #expect(Self.inferred("Psychological evaluation", summary: "She is treated for a lumbar sprain and has claimed depression as a compensable consequence.").isEmpty)
        #expect(Self.inferred("Zolpidem 10 mg #30", summary: "He is treated for a right knee sprain and reports poor sleep.").isEmpty)
        #expect(Self.inferred("Pantoprazole 40 mg #30", summary: "She is diagnosed with lumbar disc disease and gastritis from anti-inflammatory drugs.").isEmpty)
        #expect(Self.inferred("Basic metabolic panel", summary: "His diagnoses are low back pain and essential hypertension.").isEmpty)
        // A muscle's name is no condition of an organ.
        #expect(Self.inferred("Urine drug screen", summary: "He is treated for a right gastrocnemius strain of the leg.") == ["lower extremities"])
        func item(_ treatment: String, in region: String) -> Item {
            var item = Item(treatment: treatment, decision: .upheld)
            ItemsParser.classify(&item, memo: ParseMemo())
            item.bodyRegions = [region]
            return item
        }
        #expect(TreatmentIdentity.sameTreatment(item("Cold therapy unit", in: "knee"), item("Cold therapy unit", in: "shoulder")),
                "one treatment whatever its region")
        #expect(!TreatmentIdentity.sameTreatment(item("MRI", in: "knee"), item("MRI", in: "shoulder")), "an MRI is by its region")
    }

    /// A drug for the injury's pain or spasm, a visit to the physician treating it, a capacity evaluation or
    /// the clearance for its operation take the part the letter points to, by its chapter or its summary;
    /// none where the two point apart, or the summary to several parts.
    @Test func aDrugOrVisitForTheInjuryTakesTheLettersPart() {
        let lowBack = ["ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 12, Low Back Complaints"]
        let backStrain = "Diagnoses include lumbar sprain and strain with left sciatica. She reports constant low back pain."
        #expect(Self.inferred("Ibuprofen 800 mg #90", citations: lowBack, summary: backStrain) == ["lumbar spine"])
        #expect(Self.inferred("Ibuprofen 800 mg #90", summary: backStrain) == ["lumbar spine"])
        #expect(Self.inferred("Ibuprofen 800 mg #90", citations: lowBack) == ["lumbar spine"])
        #expect(Self.inferred("Tramadol 50 mg #60", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Opioids"], summary: backStrain) == ["lumbar spine"])
        #expect(Self.inferred("Follow-up visit in 6 weeks", summary: backStrain) == ["lumbar spine"])
        #expect(Self.inferred("Tizanidine 4 mg #60", summary: "He is treated for cervical strain after a rear-end collision.") == ["cervical spine"])
        #expect(Self.inferred("Pre-operative medical clearance", summary: "He is scheduled for a right knee arthroscopy for a medial meniscus tear.") == ["knee"])
        // The summary of several parts names the chapter's among them.
        #expect(Self.inferred("Meloxicam 15 mg daily", citations: lowBack,
                              summary: "He is treated for a right knee meniscal tear and lumbar disc disease.") == ["lumbar spine"])
        // A follow-up with a specialist of the mind or of another organ is for what they treat.
        let backAndMood = "She is diagnosed with lumbar disc disease and depression."
        #expect(Self.inferred("Psychiatric follow-up monthly", summary: backAndMood).isEmpty)
        #expect(Self.inferred("Follow-up with internal medicine for hypertension", summary: backAndMood).isEmpty)
        #expect(Self.inferred("Follow-up visit in 4 weeks", summary: backAndMood) == ["lumbar spine"])
        // A screen of the injury's opioids, help at home after its operation: the injury's, a claim of the
        // mind or of sleep beside it.
        #expect(Self.inferred("Urine toxicology screen x1", summary: backAndMood) == ["lumbar spine"])
        #expect(Self.inferred("Home health aide 4 hours a day for 3 weeks",
                              summary: "He underwent a left total knee arthroplasty and also claims insomnia from knee pain.") == ["knee"])
        // Chapter and summary apart, the summary of several parts and no chapter, or chapters of two parts.
        #expect(Self.inferred("Pre-operative medical clearance", citations: lowBack, summary: "She is treated for a left knee meniscus tear.").isEmpty)
        #expect(Self.inferred("Naproxen 550 mg #60", summary: "He is treated for a right knee meniscal tear and lumbar disc disease.").isEmpty)
        #expect(Self.inferred("Diclofenac 75 mg #60", citations: lowBack + ["ODG Knee & Leg, NSAIDs"],
                              summary: "He is treated for a right knee meniscal tear and lumbar disc disease.").isEmpty)
    }

    /// The lists of what treats the injury name keys and categories the vocabularies give: a row renamed
    /// would otherwise drop out of them unseen.
    @Test func whatTreatsTheInjuryNamesKeysAndCategoriesThatExist() {
        let keys = Set(TreatmentProcedures.all.map(\.name)).union(ConsultSpecialties.all.map { $0.name + ConsultSpecialties.consultationSuffix })
        for key in RegionInference.injuryVisits { #expect(keys.contains(key), "\(key)") }
        let categories = Set(TreatmentCategories.rules.map(\.category))
        for category in RegionInference.injuryDrugClasses { #expect(categories.contains(category), "\(category)") }
    }

    /// Another kind that serves no part (a drug of sleep or the mind, a test), in a letter that names a
    /// condition it could be for beside the part, takes the part only where the letter's two pointers agree:
    /// the decision's chapters name one part and the summary names it too.
    @Test func anotherKindTakesThePartWhereChapterAndSummaryAgree() {
        let lowBack = ["ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 12, Low Back Complaints"]
        let backStrain = "Diagnoses include lumbar sprain and strain with left sciatica and insomnia. She reports constant low back pain."
        #expect(Self.inferred("Electroencephalogram", citations: ["ODG Head (trauma, headaches, etc., not including stress & mental disorders), EEG"],
                              summary: "He is being treated for post-concussion syndrome after a fall from a ladder. He reports anxiety.") == ["head"])
        #expect(Self.inferred("Zolpidem 10 mg #30", citations: lowBack, summary: backStrain) == ["lumbar spine"])
        #expect(Self.inferred("Zolpidem 10 mg #30", citations: lowBack, summary: "She is treated for a left knee contusion and insomnia.").isEmpty)
        #expect(Self.inferred("Zolpidem 10 mg #30", summary: backStrain).isEmpty)
        // A summary that names a headache or a migraine names the head beside the head's chapter; without the
        // chapter, or without the headache, it names no head.
        let head = ["ODG Head (trauma, headaches, etc., not including stress & mental disorders), Triptans"]
        #expect(Self.inferred("Rizatriptan 10 mg #9", citations: head,
                              summary: "Diagnoses: posttraumatic headache, cervical sprain and lumbar sprain.") == ["head"])
        #expect(Self.inferred("Topiramate 25 mg #60", citations: head,
                              summary: "She is treated for chronic migraines and a cervical strain.") == ["head"])
        #expect(Self.inferred("Rizatriptan 10 mg #9", summary: "Diagnoses: posttraumatic headache, cervical sprain and lumbar sprain.").isEmpty)
        #expect(Self.inferred("Rizatriptan 10 mg #9", citations: head, summary: "Diagnoses: cervical sprain and lumbar sprain.").isEmpty)
        #expect(Self.inferred("Physical therapy 2x4", summary: "Diagnoses: cervical strain with cervicogenic headaches.") == ["cervical spine"])
        // A chapter of one part against a summary of another says nothing of the drug's part.
        #expect(Self.inferred("Sertraline 50 mg #30", citations: lowBack, summary: "She is treated for a left knee contusion.").isEmpty)
    }

    /// What is over, or denied, is so for its own clause: a sentence that goes on to another part after
    /// "but", "and that", "and now", "whereas" or a semicolon names that part.
    @Test func aPartResolvedOrDeniedIsSoForItsClauseOnly() {
        #expect(Self.inferred("Physical therapy 2x4", summary: "The report documents that the low back pain has resolved and that he now complains of right knee pain with stairs.") == ["knee"])
        #expect(Self.inferred("Physical therapy 2x4", summary: "The wrist sprain has resolved; she has ongoing right shoulder pain with overhead reaching.") == ["shoulder"])
        #expect(Self.inferred("Physical therapy 2x4", summary: "She denies neck pain but reports constant low back pain.") == ["lumbar spine"])
        // One clause that names both says both are over: with nothing current, the letter still points to both.
        #expect(Self.inferred("Physical therapy 2x4", summary: "He is treated for a neck and back strain. The neck and back pain have resolved.").isEmpty)
    }

    /// The hand a claimant writes with, or a trade named for a hand, is no hand.
    @Test func aDominantHandOrARanchHandIsNoHand() {
        #expect(Self.inferred("Physical therapy 2x6", summary: "He is a right-hand-dominant electrician diagnosed with right lateral epicondylitis.") == ["elbow"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "The injured worker is a 59 year old ranch hand who sustained a T8 compression fracture.") == ["thoracic spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "She is right handed and is treated for a left knee sprain.") == ["knee"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "He is diagnosed with a crush injury of the right hand.") == ["wrist/hand"])
    }

    /// A part a spine's pain is said to reach is where it is felt, not a part of its own; a part named before the
    /// pain's course, or one the spine does not reach, stays.
    @Test func wherePainRadiatesIsNoPartOfItsOwn() {
        #expect(Self.inferred("Physical therapy 2x6", summary: "He reports low back pain radiating to the left buttock and posterior thigh.") == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "She complains of neck pain shooting into the right shoulder and headaches.") == ["cervical spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "Mid back pain extending around to the chest wall persists.") == ["thoracic spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "Low back pain radiates down the right leg to the knee.") == ["lumbar spine"])
        // Both named as complaints before the pain's course: two parts.
        #expect(Self.inferred("Physical therapy 2x6", summary: "He has low back pain and right hip pain radiating into the groin.") == [])
        // A part the spine does not reach stays.
        #expect(Self.inferred("Physical therapy 2x6", summary: "Low back pain radiates to the buttock, and the right shoulder remains painful with overhead reach.") == [])
        // A part named in a clause of its own after the pain's course stays.
        #expect(Self.inferred("Physical therapy 2x6", summary: "Neck pain radiates to the left arm, and he injured his right shoulder in the same fall.") == [])
        // A referral to a surgeon names a part of its own.
        #expect(Self.inferred("Physical therapy 2x6", summary: "He has chronic low back pain and was referred to an orthopedist for his right knee.") == [])
        #expect(Self.inferred("Physical therapy 2x6", summary: "Low back pain extending into the left calf persists.") == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "Low back pain radiates to the buttocks, hips, and posterior thighs.") == ["lumbar spine"])
        // No spine named before: the parts are the complaints.
        #expect(Self.inferred("Physical therapy 2x6", summary: "Right knee pain radiates to the ankle with swelling.") == [])
    }

    /// ODG's Hip & Pelvis chapter is about both: the summary tells which, the hip where it tells neither or both; a
    /// request of a kind no region tells apart takes the one the summary names too.
    @Test func hipAndPelvisIsThePartTheSummaryNames() {
        let chapter = "Non-MTUS Citation Official Disability Guidelines (ODG), Hip & Pelvis (Acute & Chronic), Physical therapy"
        #expect(Self.inferred("Physical therapy 2x6", citations: [chapter],
                              summary: "He fractured the left sacrum and pubic rami in a fall and walks with a walker.") == ["pelvis"])
        #expect(Self.inferred("Physical therapy 2x6", citations: [chapter], summary: "She has right hip osteoarthritis.") == ["hip"])
        #expect(Self.inferred("Physical therapy 2x6", citations: [chapter], summary: "He has low back pain after a fall.") == ["hip"])
        // A buttock's bruise beside a low back's sprain is no sure sign of the pelvis: the chapter's main part.
        #expect(Self.inferred("X-rays 2 views", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG) Hip & Pelvis, X-Ray"],
                              summary: "He is treated for a lumbar sprain and a buttock contusion after slipping on a ramp.") == ["hip"])
        let nursing = "Non-MTUS Citation Official Disability Guidelines (ODG) Hip and Pelvis Chapter, Skilled nursing facility (SNF) care"
        #expect(Self.inferred("Skilled nursing facility stay 7 days", citations: [nursing],
                              summary: "A right total hip arthroplasty was certified for his advanced hip osteoarthritis.") == ["hip"])
    }

    /// The pelvic ring's bones name the pelvis.
    @Test func thePelvicBonesNameThePelvis() {
        #expect(Self.inferred("Physical therapy 2x6", summary: "She fell from a ladder and fractured the left superior pubic ramus; she walks with a walker.") == ["pelvis"])
        #expect(Self.inferred("Cushion", summary: "He has pain over the right ischial tuberosity when seated since the fall.") == ["pelvis"])
    }

    /// Going on foot is no foot: a deputy hurt in a foot pursuit hurt the part the summary names.
    @Test func aFootPursuitIsNoFoot() {
        #expect(Self.inferred("Crutches", summary: "The deputy twisted his left knee during a foot pursuit and an MRI showed a torn medial meniscus.") == ["knee"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "A mail carrier on foot patrol of her route slipped on ice and sprained her right wrist.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "He dropped a crate on his left foot and fractured the fifth metatarsal.") == ["ankle/foot"])
    }

    /// A hand or arm a fall landed on tells how it was broken, not what it hurt; an examination sign is of the
    /// part it examines (the drop arm sign the rotator cuff's, the straight leg raise the low back's roots).
    @Test func howAFallWasBrokenOrASignsNameIsNoPart() {
        let landed = "He sustained an industrial injury when he fell from a scaffold and landed on his outstretched left arm. "
        #expect(Self.inferred("Assistant surgeon", summary: landed + "MRI showed a retracted supraspinatus tear and a left shoulder repair was requested.") == ["shoulder"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "She fell onto outstretched hands at work and was diagnosed with a right distal radius fracture.") == ["wrist/hand"])
        // The arm that was hurt, not one a fall landed on, stays the arm.
        #expect(Self.inferred("Physical therapy 2x6", summary: "He injured his right arm when a pallet fell on it.") == ["upper extremities"])
        let signs = "On examination the drop arm test was positive on the right and there was tenderness over the greater tuberosity."
        #expect(Self.inferred("Cold therapy unit", summary: signs) == ["shoulder"])
        #expect(Self.inferred("Cold therapy unit", summary: "Examination showed a positive straight leg raise at 40 degrees on the left.") == ["lumbar spine"])
        #expect(Self.inferred("Cold therapy unit", summary: "McMurray's test was positive with medial joint line tenderness.") == ["knee"])
        #expect(Self.inferred("Cold therapy unit", summary: "Phalen's and Tinel's signs were positive bilaterally.") == ["wrist/hand"])
        #expect(Self.inferred("Cold therapy unit", summary: "Spurling's maneuver reproduced radicular pain.") == ["cervical spine"])
    }

    /// Conditions named for a structure or for who described them name its part (a sweep of my own wording in the
    /// sixteenth round); a word shared by two parts names neither ("biceps", "navicular").
    @Test(arguments: [
        ("She is diagnosed with a sternal contusion from the steering wheel.", ["chest"]),
        ("He is treated for costochondritis after a fall against a railing.", ["chest"]),
        ("He is diagnosed with right triceps tendinitis.", ["elbow"]),
        ("She sustained a left quadriceps tendon tear stepping off a truck.", ["knee"]),
        ("She is diagnosed with patellofemoral syndrome on the right.", ["knee"]),
        ("She is treated for right gluteus medius tendinopathy.", ["hip"]),
        ("He is diagnosed with sciatica after lifting a water heater.", ["lumbar spine"]),
        ("He is diagnosed with a boutonniere deformity on the left.", ["wrist/hand"]),
        ("She is treated for Kienbock's disease on the right.", ["wrist/hand"]),
        ("He is diagnosed with Dupuytren's contracture on the left.", ["wrist/hand"]),
        ("She is diagnosed with a Jones fracture after a misstep off a curb.", ["ankle/foot"]),
        ("She is treated for sesamoiditis on the right.", ["ankle/foot"]),
        ("He is diagnosed with right impingement syndrome with pain reaching overhead.", ["shoulder"]),
        ("He is diagnosed with a biceps strain.", []),
        // The twelfth round's sweep.
        ("He is treated for left radial tunnel syndrome from using a torque wrench.", ["elbow"]),
        ("She has right scapular dyskinesis with winging.", ["shoulder"]),
        ("He is diagnosed with chondromalacia patellae on the left.", ["knee"]),
        ("She is diagnosed with cervicobrachial syndrome.", ["cervical spine"]),
        ("She has stenosing tenosynovitis of the right ring finger flexor.", ["wrist/hand"]),
        ("He is diagnosed with chondromalacia of the hip and of the knee.", []),
    ])
    func aConditionNamedForItsStructureNamesItsPart(summary: String, regions: [String]) {
        #expect(Self.inferred("Physical therapy 2x4", summary: summary) == regions, "\(summary)")
    }

    /// A chapter cited for a topic it holds for every part (ODG's Knee chapter's walking aids, DME and cryotherapy,
    /// its Low Back chapter's pre-operative tests and bone growth stimulators) says nothing of the part where the
    /// summary names another: the letter points to two. Cited where the summary names its part, or for a topic of
    /// its own part, the chapter still decides.
    @Test func aChapterCitedForATopicOfEveryPartYieldsToAnotherPart() {
        let ankle = "She fractured her left distal fibula stepping off a forklift and is diagnosed with a bimalleolar fracture."
        let walkingAids = ["Non-MTUS Citation Official Disability Guidelines (ODG), Knee & Leg, Walking aids (canes, crutches, braces, orthoses, & walkers)"]
        #expect(Self.inferred("Crutches", citations: walkingAids, summary: ankle).isEmpty)
        let preop = ["Non-MTUS Citation ODG Low Back Chapter, Preoperative lab testing"]
        #expect(Self.inferred("Pre-op chest x-ray", citations: preop, summary: "He is diagnosed with a right rotator cuff tear. Repair was requested.").isEmpty)
        let knee = "He is diagnosed with a right medial meniscus tear after kneeling on a dock plate."
        #expect(Self.inferred("Crutches", citations: walkingAids, summary: knee) == ["knee"], "the summary names the chapter's part")
        let kneeTopic = ["Non-MTUS Citation ODG Knee & Leg, Knee brace"]
        #expect(Self.inferred("Hinged brace", citations: kneeTopic, summary: ankle) == ["knee"], "a topic of the chapter's own part decides")
        #expect(Self.inferred("Crutches", citations: walkingAids, summary: "The injured worker reports pain.") == ["knee"],
                "a summary naming no part leaves the chapter to decide")
    }

    /// A hernia of the belly's wall is the abdomen's, and a general surgeon is seen for it; beside a strained back the
    /// letter points to two (a general surgeon is no specialist of one part: N8's and N21's writers, the twenty-second round).
    @Test func aHerniaIsTheAbdomens() {
        #expect(Self.inferred("Tramadol 50 mg #20", summary: "He is diagnosed with a reducible umbilical hernia after lifting a crate.") == ["abdomen"])
        #expect(Self.inferred("General surgery consultation", summary: "He is diagnosed with a reducible umbilical hernia after lifting a crate.") == ["abdomen"])
        #expect(Self.inferred("General surgery consultation", summary: "He was treated for a right inguinal hernia and a lumbar strain.") == [])
        #expect(Self.inferred("Physical therapy 2x4", summary: "He is diagnosed with an L5-S1 disc herniation.") == ["lumbar spine"])
    }

    /// "Feet" counting a distance or a height is no foot.
    @Test func feetOfADistanceAreNoFoot() {
        #expect(Self.inferred("Physical therapy 2x6", summary: "He sustained an industrial injury when he fell 12 feet from a ladder, fracturing his right wrist.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "She was injured when she slipped a few feet from the loading dock and hurt her low back.") == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "He injured both feet when a pallet fell on them.") == ["ankle/foot"])
    }

    /// A part claimed besides the injury (a compensable consequence, one filed to be added to the claim) is
    /// the letter's too: a drug or therapy may be for either.
    @Test func aPartClaimedBesideTheInjuryIsTheLettersToo() {
        let knee = "He is diagnosed with a left knee medial meniscus tear. He now also claims low back pain as a compensable consequence of his altered gait."
        #expect(Self.inferred("Naproxen 550 mg #60", summary: knee).isEmpty)
        #expect(Self.inferred("Physical therapy 2x4", summary: knee).isEmpty)
        let filed = "She is diagnosed with lumbar disc disease. Her attorney has filed to add the right knee to the claim."
        #expect(Self.inferred("Tramadol 50 mg #60", summary: filed).isEmpty)
        // Denied, it is not.
        #expect(Self.inferred("Tramadol 50 mg #60", summary: "She is diagnosed with lumbar disc disease. A request to add the right knee to the claim was denied.") == ["lumbar spine"])
    }

    /// A part whose claim was denied, told in another clause of the diagnosis's sentence, is not the
    /// letter's; a part newly claimed and not yet decided still is.
    @Test func aPartWhoseClaimWasDeniedIsNotTheLetters() {
        #expect(Self.inferred("Physical therapy 8 sessions", summary: "She has been diagnosed with left carpal tunnel syndrome; her claim for the neck was denied by the carrier.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy 8 sessions", summary: "He is diagnosed with a right knee meniscus tear, but the low back was found nonindustrial.") == ["knee"])
        #expect(Self.inferred("Physical therapy 8 sessions", summary: "He is diagnosed with a right knee meniscus tear; a claim for the right hip is pending.").isEmpty)
    }

    /// A guideline about the spine as a whole is about the part of it the summary names.
    @Test func aGuidelineOfTheWholeSpineIsThePartTheSummaryNames() {
        let trauma = ["Non-MTUS Citation American College of Radiology, ACR Appropriateness Criteria, Suspected Spine Trauma"]
        #expect(Self.inferred("CT scan", citations: trauma, summary: "He sustained an L1 burst fracture in a fall from a roof.") == ["lumbar spine"])
        #expect(Self.inferred("CT scan", citations: trauma, summary: "She has neck pain and low back pain after a rollover collision.").isEmpty)
    }

    /// A numbered list of diagnoses whose items each end in a full stop is one list: every item is a
    /// diagnosis, not only the first.
    @Test func aNumberedListOfDiagnosesIsReadWhole() {
        let neckAndShoulder = "He is a 51 year old laborer. Diagnoses: 1. Cervical sprain/strain. 2. Right shoulder impingement. He reports neck pain."
        #expect(Self.inferred("MRI", summary: neckAndShoulder).isEmpty, "two parts")
        #expect(Self.inferred("Epidural steroid injection", summary: neckAndShoulder) == ["cervical spine"], "the one it serves")
        #expect(Self.inferred("Physical therapy 2x4", summary: "Diagnoses: 1) Lumbar disc protrusion. 2) Left knee medial meniscus tear.").isEmpty)
        // Items with no full stop of their own: the next number continues the list, a diagnosis of no part
        // first does not hide the part of the one after it.
        #expect(Self.inferred("Aquatic therapy x 8", summary: "Diagnoses: 1. Chronic pain syndrome 2. Failed back surgery syndrome, lumbar 3. Major depression.")
                == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy 2x4", summary: "Diagnoses: 1. Cervical strain 2. Left shoulder impingement 3. Insomnia.").isEmpty)
        #expect(Self.inferred("Physical therapy 2x4", summary: "He was 52 years old at injury and has had 2. He reports lumbar pain.") == ["lumbar spine"])
        // A number that starts a sentence of its own is no list.
        #expect(Self.inferred("Physical therapy 2x4", summary: "She is diagnosed with a lumbar strain. 2 weeks later her left knee was bruised.") == ["lumbar spine"])
    }

    /// A post-surgical section named for a part and its neighbour is the part named first, as ODG's chapters
    /// of those names are.
    @Test func aPostSurgicalSectionOfAPartAndItsNeighbourIsThePart() {
        #expect(Self.inferred("Post-op therapy x 12", citations: ["MTUS Postsurgical Treatment Guidelines 2009, Section(s): Elbow & Upper Arm, Lateral epicondylitis"]) == ["elbow"])
        #expect(Self.inferred("Postoperative physical therapy 2x6", citations: ["Postsurgical Treatment Guidelines, Section(s): Hip, Pelvis and Thigh (femur)"]) == ["hip"])
        #expect(Self.inferred("Post-operative PT 8 visits", citations: ["MTUS Postsurgical Treatment Guidelines, Neck and Upper Back"]) == ["cervical spine"])
    }

    /// A limb named beside the part of the spine whose nerves reach it is where that part's pain is felt,
    /// not a part of its own; a joint of the limb beside the spine is.
    @Test func aLimbTheSpinesPainReachesIsNoPartOfItsOwn() {
        #expect(Self.inferred("Physical therapy 2x4", summary: "She is diagnosed with low back pain radiating down both legs.") == ["lumbar spine"])
        #expect(Self.inferred("Chiropractic 6 visits", summary: "He is treated for cervical radiculopathy with numbness into the left upper extremity.") == ["cervical spine"])
        #expect(Self.inferred("Spinal cord stimulator trial",
                              summary: "He had an L5-S1 fusion and is diagnosed with failed back surgery syndrome with constant right leg pain.") == ["lumbar spine"])
        // A joint of the limb is a part of its own: the letter points to two.
        #expect(Self.inferred("Physical therapy 2x4", summary: "She is diagnosed with low back pain and a right knee sprain.").isEmpty)
        // The neck's nerves do not reach the leg.
        #expect(Self.inferred("Physical therapy 2x4", summary: "He is diagnosed with cervical strain and a left leg contusion.").isEmpty)
    }

    /// The thirteenth round (N13's classes, in words of my own): the neck's chapter, "Neck and Upper Back", beside
    /// a summary of the mid back alone is the upper back's; a condition told as the patient's history is no claim
    /// a test may be for; a journal's name in a reference ("Chest 2012") names no part; a wheelchair cited to a
    /// part's chapter is a topic of every part.
    @Test func theThirteenthRoundsClasses() {
        let chapter8 = ["MTUS ACOEM Chapter 8 Neck and Upper Back Complaints Page(s): 171"]
        #expect(Self.inferred("MRI", citations: chapter8, summary: "She is diagnosed with a thoracic strain after lifting a crate.") == ["thoracic spine"])
        #expect(Self.inferred("MRI", citations: chapter8, summary: "She is diagnosed with a cervical strain after lifting a crate.") == ["cervical spine"])
        #expect(Self.inferred("MRI", citations: chapter8, summary: "She is diagnosed with cervical and thoracic strains.") == ["cervical spine"])
        let hip = "She was diagnosed with right hip osteoarthritis after a fall. She has a history of diabetes and hypertension."
        #expect(Self.inferred("Comprehensive metabolic panel", summary: hip) == ["hip"])
        #expect(Self.inferred("Comprehensive metabolic panel",
                              summary: "She was diagnosed with right hip osteoarthritis after a fall and has an accepted claim of hypertension.").isEmpty)
        let journal = ["Non-MTUS Citation Smith J, et al. Thromboprophylaxis after foot and ankle surgery, Chest 2014"]
        #expect(Self.inferred("Enoxaparin 40 mg x 10 days", citations: journal,
                              summary: "He is diagnosed with a left ankle fracture treated with fixation.") == ["ankle/foot"])
        #expect(Self.inferred("Wheelchair rental", citations: ["ODG Knee & Leg (Acute & Chronic), Wheelchair"],
                              summary: "He is diagnosed with a right ankle fracture.").isEmpty)
    }

    /// Of several parts, the one the treatment's kind or its own words can serve: a gait aid the legs or
    /// the low back, a steroid injection with no site a joint, a fusion the spine, flexion and extension
    /// views the spine, a splint a wrist or an ankle, never the neck.
    @Test func ofSeveralPartsTheOneItsKindOrWordsCanServe() {
        let backAndWrist = "She is treated for lumbar radiculopathy and right wrist tendinitis."
        #expect(Self.inferred("Single point cane", summary: backAndWrist) == ["lumbar spine"])
        #expect(Self.inferred("Front-wheeled walker", summary: backAndWrist) == ["lumbar spine"])
        #expect(Self.inferred("Crutches", summary: "He is treated for a right ankle sprain and a lumbar strain.") == ["ankle/foot"])
        let shoulderAndNeck = "Diagnoses: right shoulder bursitis; cervical strain."
        #expect(Self.inferred("Kenalog 40 mg injection", summary: shoulderAndNeck) == ["shoulder"])
        #expect(Self.inferred("Flexion-extension views", summary: shoulderAndNeck) == ["cervical spine"])
        #expect(Self.inferred("Fusion surgery", summary: "He is diagnosed with L5-S1 spondylolisthesis and right knee pain.") == ["lumbar spine"])
        #expect(Self.inferred("Night splint", summary: "She is treated for plantar fasciitis and neck pain.") == ["ankle/foot"])
        #expect(Self.inferred("Night splint", summary: "She is treated for plantar fasciitis and carpal tunnel syndrome.").isEmpty,
                "both can be splinted")
    }

    /// The fifteenth round: a tendon of the leg hurt where it passes the ankle, named for its inflammation ("peroneal
    /// tendinitis") and not the word "tendon", is the ankle's, not the leg's; the lungs and airways as a claim names them
    /// ("an accepted claim for the respiratory system", reactive airways disease) are the chest, but a lung heard clear,
    /// a respiratory therapist's trade and a CPAP's airway pressure name no part.
    @Test func aTendonOfTheAnkleByItsInflammationAndTheLungsByTheirClaim() {
        let ankle = "A 51 year old ramp agent twisted his right ankle on a baggage cart. He is treated for a right ankle sprain and "
            + "posterior tibial tendonitis."
        #expect(Self.inferred("Naproxen 500mg #60", summary: ankle) == ["ankle/foot"])
        #expect(Self.inferred("Meloxicam 15mg #30", summary: "Her diagnoses are a left ankle sprain and peroneal tendinosis.") == ["ankle/foot"])
        #expect(Self.inferred("Meloxicam 15mg #30", summary: "Her diagnoses are a left ankle sprain and a peroneal nerve palsy.").isEmpty,
                "a nerve of the leg stays the leg's")
        let lungs = "The worker, a 47 year old custodian, inhaled fumes from mixed cleaning products. He has an accepted claim for the "
            + "respiratory system and is diagnosed with reactive airways disease, with wheezing on most days."
        #expect(Self.inferred("Albuterol inhaler #2", summary: lungs) == ["chest"])
        #expect(Self.inferred("Pulmonology consult", summary: lungs) == ["chest"])
        let therapist = "She is a respiratory therapist who injured her low back turning a patient. Lungs were clear to auscultation."
        #expect(Self.inferred("Tramadol 50mg #60", summary: therapist) == ["lumbar spine"])
        #expect(Self.inferred("Tramadol 50mg #60", summary: "Examination: lungs clear, tenderness of the lumbar paraspinals. "
                              + "He was hurt lifting a pallet.") == ["lumbar spine"])
    }

    /// The fifteenth round: a myofascial pain syndrome is of the part whose muscles hold its trigger points, the part
    /// the injury names, as a complex regional pain syndrome is of its limb; a chronic pain syndrome, a fibromyalgia
    /// or a myofascial pain said to be diffuse is of no part still.
    @Test func aMyofascialPainSyndromeIsOfThePartInjured() {
        let back = "The applicant, a 45 year old warehouse clerk, hurt her low back lifting a case of paper on 05/05/2015. "
            + "The diagnosis is myofascial pain syndrome, with taut bands in the lumbar paraspinal muscles."
        #expect(Self.inferred("Trigger point injection x3", summary: back) == ["lumbar spine"])
        #expect(Self.inferred("Chiropractic manipulation 2x3", summary: back) == ["lumbar spine"])
        let hand = "She caught her right hand in a press on 02/02/2016. She was diagnosed with complex regional pain syndrome type I."
        #expect(Self.inferred("Stellate ganglion block", summary: hand) == ["wrist/hand"])
        #expect(Self.inferred("Chiropractic manipulation 2x3", summary: "She hurt her low back lifting a case on 05/05/2015. "
                              + "The diagnosis is chronic pain syndrome.").isEmpty)
        #expect(Self.inferred("Chiropractic manipulation 2x3", summary: "She hurt her low back lifting a case on 05/05/2015. "
                              + "The diagnosis is diffuse myofascial pain syndrome.").isEmpty, "diffuse: of no one part")
        #expect(Self.inferred("Tramadol 50mg #60", summary: "He is diagnosed with a lumbar strain. He sleeps with continuous "
                              + "positive airway pressure for sleep apnea.") == ["lumbar spine"], "an airway's pressure names no chest")
    }

    /// The fifteenth round: diagnoses said to be more than the sentence names ("Her diagnoses also include ...",
    /// "Other diagnoses are ...") are read beside the parts of the injury and the operation, not in their place.
    @Test func diagnosesSaidToBeMoreThanTheyNameAddToTheInjurysParts() {
        let also = "The worker, a 58 year old flight attendant, hurt her neck and right shoulder on 03/03/2016 lifting a bag "
            + "into an overhead bin. She underwent right shoulder arthroscopy on 09/09/2016. Her diagnoses also include "
            + "cervical spondylosis."
        #expect(Self.inferred("Tramadol ER 100mg #30", summary: also).isEmpty, "the neck and the shoulder")
        #expect(Self.inferred("MRI", summary: also).isEmpty)
        let other = "He hurt his low back and left knee stepping off a loading dock. Other diagnoses are lumbar disc protrusion."
        #expect(Self.inferred("Ibuprofen 800mg #90", summary: other).isEmpty)
        // Near misses: a diagnosis that says nothing of more decides alone; "also" about something else is no sign.
        let alone = "The worker hurt her neck and right shoulder lifting a bag. Her diagnoses include cervical spondylosis."
        #expect(Self.inferred("Tramadol ER 100mg #30", summary: alone) == ["cervical spine"])
        let elsewhere = "The worker hurt her neck and right shoulder lifting a bag. She also reports poor sleep. Her diagnoses "
            + "include cervical spondylosis."
        #expect(Self.inferred("Tramadol ER 100mg #30", summary: elsewhere) == ["cervical spine"])
    }

    /// The fifteenth round: a psychological evaluation that clears a patient for a stimulator, or pain psychology,
    /// names a service asked of the mind, not a condition of it: a letter that names nothing else a request may be
    /// for gives its psychotherapy or its sleeping pill the injured part. A claim of depression still keeps them apart.
    @Test func aPsychologicalClearanceIsNoConditionOfTheMind() {
        let cleared = "A 60 year old former lineman has chronic low back pain after an L5-S1 fusion for a fall from a pole. He "
            + "is diagnosed with lumbar post-laminectomy syndrome. A psychological evaluation in May found him a candidate "
            + "for a spinal cord stimulator trial, and pain psychology visits were requested."
        #expect(Self.inferred("Cognitive behavioral therapy x6", summary: cleared) == ["lumbar spine"])
        #expect(Self.inferred("Psych clearance for SCS trial", summary: "He is diagnosed with lumbar post-laminectomy syndrome. "
                              + "The surgeon asks for a psych clearance before the trial.") == ["lumbar spine"])
        let depressed = "He is diagnosed with lumbar post-laminectomy syndrome and major depressive disorder. A psychological "
            + "evaluation in May found him a candidate for a spinal cord stimulator trial."
        #expect(Self.inferred("Cognitive behavioral therapy x6", summary: depressed).isEmpty, "depression: it may be for it")
        #expect(Self.inferred("Cognitive behavioral therapy x6", summary: "He is diagnosed with lumbar post-laminectomy syndrome. "
                              + "He has a psychiatric claim pending.").isEmpty)
    }

    /// The fifteenth round: what follows an operation takes the part of the operation's own phrase, where its
    /// sentence goes on to another complaint or lists another diagnosis; any other request reads the sentence whole.
    @Test func whatFollowsAnOperationTakesTheOperationsOwnPhrase() {
        let goesOn = "A 46 year old stocker is status post left shoulder arthroscopic decompression on 02/02/2017 and has "
            + "ongoing low back pain from the same fall."
        #expect(Self.inferred("Post-operative physical therapy x12", summary: goesOn) == ["shoulder"])
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: goesOn).isEmpty, "a drug: both parts")
        let listed = "Diagnoses: lumbar degenerative disc disease; right knee medial meniscus tear, status post partial "
            + "meniscectomy on 05/05/2016."
        #expect(Self.inferred("Postop PT 2x6", summary: listed) == ["knee"])
        #expect(Self.inferred("Chiropractic 2x3", summary: listed).isEmpty)
        let two = "He underwent right carpal tunnel release and right trigger thumb release on 06/01/2017, and reports "
            + "neck pain."
        #expect(Self.inferred("Post-op occupational therapy x8", summary: two) == ["wrist/hand"])
        let both = "She is status post right knee arthroscopy and left shoulder arthroscopy in 2016."
        #expect(Self.inferred("Post-op physical therapy x12", summary: both).isEmpty, "two operations")
    }

    /// The fifteenth round: a complaint is over in more words than "resolved" ("the wrist is now asymptomatic", "fully
    /// recovered from", "has subsided"), and a part's claim is turned down as "not accepted" or "rejected"; a part
    /// asymptomatic before the injury, a pain that subsided for a while, and a claim under investigation still count.
    @Test func aComplaintOverAndAClaimTurnedDownInOtherWords() {
        #expect(Self.inferred("Physical therapy x6", summary: "He hurt his left wrist and neck falling from a ladder. The wrist is "
                              + "now asymptomatic. Diagnoses: cervical sprain; left wrist sprain.") == ["cervical spine"])
        #expect(Self.inferred("Physical therapy x6", summary: "He hurt his left wrist and neck falling from a ladder. He has fully "
                              + "recovered from the wrist sprain. Diagnoses: cervical sprain; left wrist sprain.") == ["cervical spine"])
        #expect(Self.inferred("Physical therapy x6", summary: "He hurt his left wrist and neck falling from a ladder. His wrist pain "
                              + "has subsided. Diagnoses: cervical sprain; left wrist sprain.") == ["cervical spine"])
        #expect(Self.inferred("Physical therapy x6", summary: "He hurt his left wrist and neck falling from a ladder. His wrist was "
                              + "asymptomatic before the fall. Diagnoses: cervical sprain; left wrist sprain.").isEmpty)
        #expect(Self.inferred("Physical therapy x6", summary: "Diagnoses: cervical sprain; left wrist sprain. A wrist injection "
                              + "helped, but the relief subsided after two weeks.").isEmpty)
        let notAccepted = "She is treated for a lumbar disc protrusion after lifting a drum; the claim for her right knee was not "
            + "accepted by the carrier."
        #expect(Self.inferred("Meloxicam 15mg #30", summary: notAccepted) == ["lumbar spine"])
        #expect(Self.inferred("Meloxicam 15mg #30", summary: notAccepted.replacingOccurrences(of: "not accepted", with: "rejected"))
                == ["lumbar spine"])
        #expect(Self.inferred("Meloxicam 15mg #30", summary: "She is treated for a lumbar disc protrusion after lifting a drum; "
                              + "the claim for her right knee is under investigation.").isEmpty)
    }

    /// The fifteenth round: a claim of emotional distress or of stress at work is a claim of the mind, as a psyche
    /// claim is (its psychotherapy may be for it); a stress fracture is not. A knee's collateral ligaments by their
    /// full names are the knee's, as "MCL" is.
    @Test func aStressClaimIsOfTheMindAndACollateralLigamentTheKnees() {
        let cbt = "Cognitive behavioral therapy x6"
        #expect(Self.inferred(cbt, summary: "The worker hurt her low back in a fall in 2015 and has a claim for emotional distress.").isEmpty)
        #expect(Self.inferred(cbt, summary: "The worker hurt her low back in a fall in 2015 and has filed a stress claim.").isEmpty)
        #expect(Self.inferred(cbt, summary: "The worker hurt her low back in a fall in 2015. Diagnoses: lumbar radiculopathy.")
                == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy x8", summary: "He has a left medial collateral ligament sprain after twisting on a ladder.")
                == ["knee"])
        #expect(Self.inferred("Physical therapy x8", summary: "She has a stress fracture of the second metatarsal from marching drills.")
                == ["ankle/foot"])
    }

    /// The fifteenth round: a device of sleep, the blood or the lungs (a CPAP, a blood pressure monitor) is read as a
    /// drug of those is, not as a brace: beside a claim of sleep apnea it may be for that claim, and takes no part.
    @Test func aDeviceOfSleepOrTheBloodIsReadAsItsDrugsAre() {
        let apnea = "He hurt his neck in a forklift collision in 2017. He is diagnosed with cervical radiculopathy, and sleep "
            + "apnea is claimed as a compensable consequence."
        #expect(Self.inferred("CPAP machine", summary: apnea).isEmpty)
        #expect(Self.inferred("Auto-PAP", summary: apnea).isEmpty)
        #expect(Self.inferred("Orthopedic pillow", summary: apnea) == ["cervical spine"], "a pillow is the neck's")
        #expect(Self.inferred("Gabapentin 300mg #90", summary: apnea) == ["cervical spine"])
        #expect(Self.inferred("Home blood pressure monitor", summary: "She has an accepted claim for the low back and for "
                              + "hypertension.").isEmpty)
    }

    /// The fifteenth round: the neck's chapter beside a summary that marks no diagnosis but names the upper back alone
    /// ("She strained her upper back lifting trays") is the upper back's, as beside a marked one; the muscles between
    /// the shoulder blades are the upper back, not the shoulder.
    @Test func theUpperBackByAnUnmarkedSummaryAndBetweenTheShoulderBlades() {
        let chapter8 = ["MTUS ACOEM Chapter 8 Neck and Upper Back Complaints, page 181"]
        #expect(Self.inferred("Physical therapy x8", citations: chapter8, summary: "She strained her upper back lifting trays.")
                == ["thoracic spine"])
        #expect(Self.inferred("Physical therapy x8", citations: chapter8, summary: "She is diagnosed with interscapular pain.")
                == ["thoracic spine"])
        #expect(Self.inferred("Physical therapy x8", citations: chapter8,
                              summary: "She is diagnosed with a strain of the muscles between the shoulder blades.") == ["thoracic spine"])
        #expect(Self.inferred("Physical therapy x8", citations: chapter8, summary: "She strained her neck lifting trays.")
                == ["cervical spine"])
        #expect(Self.inferred("Physical therapy x8", summary: "She fractured her right shoulder blade in a fall.") == ["shoulder"])
    }

    /// The sixteenth round: an antidepressant its decision judges under the guideline's use for pain ("Antidepressants
    /// for chronic pain") treats the injury's pain, and takes its part beside a claim of depression; cited under the
    /// mind's chapter too, it may be for the depression, and takes none.
    @Test func anAntidepressantCitedForPainTakesTheInjurysPart() {
        let claim = "A 44 year old dock worker hurt his low back stacking crates in 2016. He is treated for lumbar "
            + "radiculopathy and has an accepted claim of depression."
        let forPain = ["MTUS Chronic Pain Medical Treatment Guidelines, Antidepressants for chronic pain, page 15"]
        #expect(Self.inferred("Nortriptyline 25mg #30", citations: forPain, summary: claim) == ["lumbar spine"])
        #expect(Self.inferred("Effexor XR 75mg #30", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): "
                              + "Antidepressants for neuropathic pain"], summary: claim) == ["lumbar spine"])
        #expect(Self.inferred("Nortriptyline 25mg #30", citations: forPain + ["Non-MTUS Citation ODG Mental Illness & Stress, "
                              + "Antidepressants for treatment of major depressive disorder"], summary: claim).isEmpty,
                "cited for the mind too")
        #expect(Self.inferred("Nortriptyline 25mg #30", summary: claim).isEmpty, "no use named")
        #expect(Self.inferred("Lorazepam 1mg #30", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Medications for "
                              + "chronic pain"], summary: claim).isEmpty, "a drug of another class")
    }

    /// The sixteenth round: the evaluation for a functional restoration program weighs what the injury's chronic pain
    /// allows, as a capacity evaluation does, and takes its part beside a claim of the mind.
    @Test func aFunctionalRestorationEvaluationIsTheInjurys() {
        let summary = "She is treated for chronic low back pain with lumbar radiculopathy, and for anxiety after the injury."
        #expect(Self.inferred("Functional restoration program evaluation", summary: summary) == ["lumbar spine"])
        #expect(Self.inferred("Psychological evaluation", summary: summary).isEmpty)
    }

    /// The sixteenth round: an injury told with no part, then what the worker sustained ("He sustained a fractured
    /// sacrum"), is read as the injury's sentence: its part decides over a symptom named elsewhere (groin pain beside
    /// a pelvic fracture), and over a chapter of a topic for every part. "Sustained relief" marks nothing.
    @Test func whatTheWorkerSustainedIsTheInjury() {
        let pelvic = "A 61 year old parking attendant sustained an industrial injury on 05/12/2019 when a car rolled into him. "
            + "He sustained fractures of the left pelvic ring and the left pubic rami, treated without surgery. He reports groin "
            + "pain after standing an hour."
        #expect(Self.inferred("Aquatic therapy x8", summary: pelvic) == ["pelvis"])
        #expect(Self.inferred("MRI", citations: ["Non-MTUS Citation ODG Hip & Pelvis (Acute & Chronic), MRI"], summary: pelvic)
                == ["pelvis"])
        #expect(Self.inferred("Crutches", citations: ["Non-MTUS Citation ODG Knee & Leg, Walking aids (canes, crutches, braces)"],
                              summary: pelvic).isEmpty, "a chapter's topic of every part beside another part")
        let relief = "She sustained an industrial injury on 02/02/2018 lifting a patient. A cervical epidural gave sustained "
            + "relief for three months. She reports low back pain."
        #expect(Self.inferred("Aquatic therapy x8", summary: relief).isEmpty, "sustained relief is no injury: two parts")
    }

    /// The sixteenth round: a whole limb beside a part of it in the injury's sentences is the part (a pallet fell on
    /// the lower leg, the ankle broke); a limb beside a part of another limb stays two, and so do diagnoses of both.
    @Test func aLimbBesideAPartOfItIsThePart() {
        let ankle = "He sustained an industrial injury on 04/04/2019 when a crate fell onto his right lower leg. He sustained "
            + "a right trimalleolar ankle fracture and underwent fixation on 04/06/2019."
        #expect(Self.inferred("Complete blood count", summary: ankle) == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy x8", summary: "She injured her left arm catching a falling box and sustained a "
                              + "left shoulder labral tear.") == ["shoulder"])
        #expect(Self.inferred("Physical therapy x8", summary: "She injured her left leg catching a falling box and sustained a "
                              + "left shoulder labral tear.").isEmpty, "a part of another limb")
        #expect(Self.inferred("Physical therapy x8", summary: "She is diagnosed with a left knee sprain and left leg cramps.")
                .isEmpty, "diagnoses of a limb and a part of it are two")
        #expect(Self.inferred("Physical therapy x8", summary: "She is diagnosed with bilateral upper extremity overuse syndrome.")
                == ["upper extremities"])
    }

    /// The sixteenth round: the groin beside a bone of the pelvis named is where the pelvis's fracture hurts, not a hip
    /// of its own; a hip named by its own word beside it still is, and the groin alone is still the hip's.
    @Test func theGroinBesideAPelvicFractureIsThePelvis() {
        let ramus = "A 66 year old usher fell in a theatre aisle on 09/09/2019 and has a right inferior pubic ramus fracture. "
            + "She reports right groin pain on stairs."
        #expect(Self.inferred("Aquatic therapy x8", summary: ramus) == ["pelvis"])
        #expect(Self.inferred("CT", citations: ["Non-MTUS Citation ODG Hip & Pelvis, CT (computed tomography)"], summary: ramus)
                == ["pelvis"])
        #expect(Self.inferred("Aquatic therapy x8", summary: ramus + " She also reports right hip pain on rising.").isEmpty,
                "a hip of its own")
        #expect(Self.inferred("Aquatic therapy x8", summary: "She reports right groin pain after a slip on a wet floor.") == ["hip"])
    }

    /// The sixteenth round: a condition of the mind or an organ the summary says is absent ("no documentation of
    /// depressive symptoms", "without gastric complaints") is no claim a request may be for.
    @Test func aConditionSaidAbsentIsNoOtherClaim() {
        #expect(Self.inferred("Omeprazole 20mg #30", summary: "He is treated for lumbar strain. The UR found no documentation of "
                              + "gastric complaints.") == ["lumbar spine"])
        #expect(Self.inferred("Omeprazole 20mg #30", summary: "He is treated for lumbar strain and has gastric complaints from "
                              + "his NSAIDs.").isEmpty)
    }

    /// The seventeenth round: an injury told as a blow to a whole limb ("twisted his left leg"), the part of it that
    /// hurts named in another sentence ("He then noted left knee swelling"), is that part; two parts of the limb named,
    /// or a part of another limb, leave the limb.
    @Test func aLimbStruckIsThePartOfItNamedElsewhere() {
        let knee = "A 52 year old forklift driver was injured on 06/14/2019 when his left leg was twisted under a falling pallet. "
            + "He then noted left knee swelling and locking on stairs."
        #expect(Self.inferred("Hydrocodone 10/325 #60", summary: knee) == ["knee"])
        #expect(Self.inferred("Physical therapy x8", summary: knee) == ["knee"])
        let twoParts = "A 52 year old forklift driver was injured on 06/14/2019 when his left leg was twisted under a falling pallet. "
            + "He then noted left knee swelling and left ankle pain."
        #expect(Self.inferred("Hydrocodone 10/325 #60", summary: twoParts) == ["lower extremities"], "two parts of the limb: the limb")
        let otherLimb = "A cook was injured on 02/02/2020 when a tray pulled her right arm down. She also reports left knee pain."
        #expect(Self.inferred("Hydrocodone 10/325 #60", summary: otherLimb) == ["upper extremities"], "a part of another limb")
    }

    /// The seventeenth round: a drug or a visit for the injury cited to the chapter of a part that lies in the limb the
    /// summary names ("bilateral upper extremity repetitive strain" beside ACOEM's wrist chapter) is the chapter's part;
    /// a chapter of a part in another limb, or of the spine, pointed apart until the twenty-third round, where a drug's or
    /// a visit's part chapter came to decide against the summary (N18's to N22's writers; no tuning set lost by it).
    @Test func aChapterOfAPartOfTheLimbNamedDecides() {
        let arms = "The patient, a data entry clerk, is diagnosed with bilateral upper extremity repetitive strain from keyboarding."
        #expect(Self.inferred("Follow-up visit", citations: ["ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 11, Forearm, "
                                                             + "Wrist, and Hand Complaints, page 270"], summary: arms) == ["wrist/hand"])
        #expect(Self.inferred("Naproxen 550mg #60", citations: ["ODG Elbow (Acute & Chronic), NSAIDs"], summary: arms) == ["elbow"])
        #expect(Self.inferred("Follow-up visit", citations: ["ODG Knee & Leg (Acute & Chronic), Office visits"], summary: arms) == ["knee"],
                "a part of another limb: the chapter decides since the twenty-third round")
        #expect(Self.inferred("Follow-up visit", citations: ["ODG Neck and Upper Back (Acute & Chronic), Office visits"],
                              summary: arms) == ["cervical spine"], "the spine's chapter decides too")
    }

    /// The seventeenth round: ODG's Knee & Leg chapter is about the leg below the knee too. Beside a summary of the shins or
    /// calves alone it is the lower extremities'; beside the knee, both, or no summary, the knee's; its walking aids beside an
    /// ankle's fracture still point to two parts.
    @Test func theKneeAndLegChapterIsTheLegWhereTheSummaryNamesOnlyIt() {
        let shins = "A 47 year old roofer fell through a skylight on 10/10/2018 and sustained open fractures of both tibial shafts, "
            + "nailed the same day. He has swelling of both calves by evening."
        let citation = ["Non-MTUS ODG Knee & Leg (Acute & Chronic), Compression garments"]
        #expect(Self.inferred("Compression stockings", citations: citation, summary: shins) == ["lower extremities"])
        #expect(Self.inferred("Physical therapy x8", citations: ["ODG Knee & Leg, Physical medicine treatment"], summary: shins)
                == ["lower extremities"])
        let knee = "A 47 year old roofer fell on 10/10/2018 and is diagnosed with a right tibial plateau fracture and right shin "
            + "abrasions."
        #expect(Self.inferred("Physical therapy x8", citations: ["ODG Knee & Leg, Physical medicine treatment"], summary: knee)
                == ["knee"], "the knee named beside the leg: the knee")
        #expect(Self.inferred("Physical therapy x8", citations: ["ODG Knee & Leg, Physical medicine treatment"]) == ["knee"],
                "no summary: the knee")
        #expect(Self.inferred("Cane", citations: ["ODG Knee & Leg, Walking aids (canes, crutches, braces, orthoses, & walkers)"],
                              summary: "She is diagnosed with a left bimalleolar ankle fracture.").isEmpty,
                "a topic of every part beside an ankle")
    }
}
