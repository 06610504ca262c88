import Testing
@testable import IMRLetters
@testable import IMRModel

/// Where the summary marks no diagnosis, injury or operation with a part, the parts it names anywhere decide,
/// less those it denies or says are over; a specialist of one part is seen only for it; "spine" named alone is
/// the part of it the letter names. Wordings of my own, none from a measured set.
@Suite struct RegionFromTheWholeSummaryTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let chronicPain = ["MTUS Chronic Pain Medical Treatment Guidelines 2009, Section(s): Physical Medicine"]

    @Test func aSummaryWithNoMarkedSentenceNamesItsPartsAnywhere() {
        let summary = "The applicant is a 52 year old cook who slipped on a wet floor on 03/02/2017. She has chronic "
            + "right wrist pain with weakness of grip. Exam shows a positive Finkelstein test."
        #expect(Self.inferred("Physical therapy 2x3", citations: Self.chronicPain, summary: summary) == ["wrist/hand"])
        // Of two parts named, the one the treatment can serve: an epidural is the spine's.
        let two = "The worker is 61 and was hurt on 06/11/2015. He has low back pain down the left leg and right "
            + "shoulder pain. Lumbar MRI showed an L5-S1 protrusion."
        #expect(Self.inferred("Epidural steroid injection", citations: Self.chronicPain, summary: two) == ["lumbar spine"])
        #expect(Self.inferred("Physical therapy x 6", citations: Self.chronicPain, summary: two) == [])
    }

    @Test func aPartDeniedOrOverIsNoCurrentPart() {
        let denied = "The claimant is 38 and twisted her left ankle at work on 01/09/2018. She reports lateral ankle "
            + "pain with stairs. She denies any back or knee complaints."
        #expect(Self.inferred("Physical therapy 2x4", citations: Self.chronicPain, summary: denied) == ["ankle/foot"])
        let resolved = "He is treated for a lumbar strain and a right wrist sprain after a fall on 05/05/2016. The "
            + "wrist sprain has since resolved. Low back pain persists at 6/10."
        #expect(Self.inferred("Chiropractic manipulation x 6", citations: Self.chronicPain, summary: resolved) == ["lumbar spine"])
        let unresolved = "He is treated for a lumbar strain and a right wrist sprain. The wrist pain is unresolved."
        #expect(Self.inferred("Chiropractic manipulation x 6", citations: Self.chronicPain, summary: unresolved) == [])
    }

    /// What a resolution says is over is the phrase it speaks of: up to the comma after it, and from the comma
    /// before a relative clause that holds it; the rest of the sentence stays current.
    @Test func aResolutionSpeaksOfItsOwnPhrase() {
        let relative = "She was hit by a falling shelf on 02/14/2019 and was diagnosed with a scalp laceration, which "
            + "has since healed, and a left shoulder contusion with impingement. She reports pain reaching overhead."
        #expect(Self.inferred("Physical therapy 2x4", citations: Self.chronicPain, summary: relative) == ["shoulder"])
        let listed = "He is diagnosed with a lumbar strain, and a right ankle sprain, which has resolved. He reports low "
            + "back pain on bending."
        #expect(Self.inferred("Physical therapy 2x4", citations: Self.chronicPain, summary: listed) == ["lumbar spine"])
        let commaAfter = "He is treated for a neck strain and a right knee contusion. The knee contusion has resolved, "
            + "and neck pain persists with rotation."
        #expect(Self.inferred("Physical therapy 2x4", citations: Self.chronicPain, summary: commaAfter) == ["cervical spine"])
        // A relative clause about something else says nothing of the part after its comma.
        let aside = "She is diagnosed with a right wrist sprain, which was splinted, and a low back strain. The back "
            + "pain has resolved."
        #expect(Self.inferred("Physical therapy 2x4", citations: Self.chronicPain, summary: aside) == ["wrist/hand"])
    }

    /// A chapter about two parts of the spine takes the one the summary names, by its marked sentences or,
    /// none marked, anywhere; ODG's "Low Back - Lumbar & Thoracic" is the low back's where the summary names
    /// neither part.
    @Test func aChapterOfTwoPartsTakesTheSummarysPart() {
        let odg = ["Non-MTUS Citation ODG Low Back - Lumbar & Thoracic (Acute & Chronic), Vertebroplasty"]
        let thoracic = "A 66 year old warehouse lead fell from a pallet jack on 04/04/2019 and sustained a T11 burst "
            + "fracture. He reports mid back pain at 8/10 on standing."
        #expect(Self.inferred("Vertebral augmentation", citations: odg, summary: thoracic) == ["thoracic spine"])
        let neck = "She is a 50 year old bookkeeper diagnosed with cervical radiculopathy. Spurling's test is positive."
        #expect(Self.inferred("Vertebral augmentation", citations: odg, summary: neck) == ["lumbar spine"])
        let plainOdg = ["Non-MTUS Citation ODG Low Back, Vertebroplasty"]
        #expect(Self.inferred("Vertebral augmentation", citations: plainOdg, summary: thoracic) == ["lumbar spine"])
        let acoem = ["MTUS ACOEM Practice Guidelines, Cervical and Thoracic Spine Disorders, Diagnostic Investigations"]
        let unmarked = "This 47 year old bus driver was rear-ended on 09/09/2020. She has mid back pain between the "
            + "shoulder blades with tenderness at T6-T8."
        #expect(Self.inferred("CT scan", citations: acoem, summary: unmarked) == ["thoracic spine"])
    }

    @Test func aNumberedListOfDiagnosesIsOneSentence() {
        let summary = "The injured worker is a 44 year old stocker. Diagnoses: 1. Left shoulder impingement; "
            + "2. Left shoulder bursitis. She reports pain reaching overhead."
        #expect(Self.inferred("TENS unit", citations: Self.chronicPain, summary: summary) == ["shoulder"])
        let text = Array("Pain is rated 7. Diagnoses: 1. Neck strain".utf8)
        #expect(!RegionInference.numbersAListItem(endingAt: 15, in: text), "a number ending a sentence")
        #expect(RegionInference.numbersAListItem(endingAt: 29, in: text), "a list's first number")
    }

    @Test func aSpecialistOfOnePartIsSeenForIt() {
        let summary = "The injured worker hurt his low back lifting on 02/02/2014. He has claimed gastritis as a "
            + "compensable consequence and reports epigastric burning since taking ibuprofen."
        let chapterSeven = ["MTUS ACOEM Chapter 7, Independent Medical Examinations and Consultations, page 127"]
        #expect(Self.inferred("Gastroenterology consultation", citations: chapterSeven, summary: summary) == ["abdomen"])
        #expect(Self.inferred("Podiatry consultation", citations: chapterSeven, summary: summary) == [])
        #expect(Self.inferred("Psychiatric consultation", citations: chapterSeven, summary: summary) == [])
        // The physician who treats the injury's pain is seen for the injury's part: here two, the gastritis
        // claimed as a consequence beside the back.
        #expect(Self.inferred("Pain management consultation", citations: chapterSeven, summary: summary) == [])
        #expect(Self.inferred("Pain management consultation", citations: chapterSeven,
                              summary: "The injured worker hurt his low back lifting on 02/02/2014.") == ["lumbar spine"])
        let knee = "She was diagnosed with a right knee medial meniscus tear after a fall on 08/08/2019."
        #expect(Self.inferred("Orthopedic consultation", citations: chapterSeven, summary: knee) == ["knee"])
    }

    @Test func theSpineNamedAloneIsThePartTheLetterNames() {
        let neck = "He is treated for cervical radiculopathy after a rear-end collision on 04/14/2016."
        #expect(Self.inferred("Spine surgeon consultation", summary: neck) == ["cervical spine"])
        let both = "She is treated for cervical and lumbar radiculopathy."
        #expect(Self.inferred("Spine surgeon consultation", summary: both) == [])
    }

    @Test func chaptersOfTheBodyBeyondTheJoints() {
        let summary = "He felt a pull in the right groin lifting on 07/07/2015 and also has low back pain."
        let hernia = ["Non-MTUS Citation Official Disability Guidelines (ODG), Hernia, Surgery for hernia"]
        #expect(Self.inferred("Surgical repair", citations: hernia, summary: summary) == ["abdomen"])
        let neckAndKnee = "She is treated for cervical radiculopathy and a left knee contusion."
        #expect(Self.inferred("Home traction unit", summary: neckAndKnee) == ["cervical spine"])
    }

    /// A program for the injured part takes the letter's part; a program for something else takes it only
    /// where the letter names no other condition it could be for (weight lost for a back, or for diabetes).
    @Test func aProgramForTheInjuredPartIsItsPart() {
        let back = "The worker is treated for chronic lumbar radiculopathy after a lifting injury on 09/09/2014."
        let chronicPain = ["MTUS Chronic Pain Medical Treatment Guidelines 2009, Section(s): Functional restoration programs"]
        #expect(Self.inferred("Functional restoration program x 10 days", citations: chronicPain, summary: back) == ["lumbar spine"])
        #expect(Self.inferred("Work hardening 2x4", citations: chronicPain, summary: back) == ["lumbar spine"])
        #expect(Self.inferred("Weight loss program", citations: chronicPain, summary: back) == ["lumbar spine"])
        #expect(Self.inferred("Weight loss program", citations: chronicPain, summary: back + " He also has type 2 diabetes.") == [])
    }
}
