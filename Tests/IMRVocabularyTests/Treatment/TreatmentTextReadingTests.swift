import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// How a request's text is read before it is keyed: billing codes, the words it says nothing by (purpose,
/// names), the codes and words no table knows (reported, never guessed at), slips of the pen, case,
/// punctuation and the pieces the text is cut into.
@Suite struct TreatmentTextReadingTests {
    static func key(_ text: String) -> String? { TreatmentNormalizer.normalize(text)?.key }
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }

    /// A request written as billing codes reads as what the codes name; next to words, the words decide;
    /// a code no table knows is reported, never guessed at; numbers that are not codes stay numbers.
    @Test(arguments: [
        ("97110 x 8 units", "physical therapy"),
        ("CPT 98941 x 6 visits, mid back", "chiropractic @ thoracic spine"),
        ("64483 right L5-S1", "epidural steroid injection @ lumbar spine"),
        ("Retro DOS 3/2/15: 72141", "MRI @ cervical spine"),
        ("e0730 purchase", "TENS unit"),
        ("95886, 95911 bilateral upper extremities", "EMG/NCV @ upper extremities"),
        ("Acupuncture 97810 x 6", "acupuncture"),
        ("Norco 10/325 #90", "hydrocodone/acetaminophen"),
        // A request that opens with a code names it first, whatever operation it follows.
        ("97530 x 12 units after L shoulder scope", "physical therapy @ shoulder"),
        ("97110 x 16 units s/p post-op right ACL reconstruction", "postoperative physical therapy @ knee"),
        ("72148 lumbar MRI without contrast", "MRI @ lumbar spine"),
    ])
    func billingCodesReadAsWhatTheyName(text: String, identity: String) {
        #expect(Self.identity(text) == identity)
    }

    /// What a request says it is for, and a doctor's name, are not words imr failed to understand.
    @Test func purposeAndNamesAreNoDoubt() {
        for text in ["MRI lumbar spine to rule out HNP", "EMG/NCS BUE to r/o CTS vs radiculopathy",
                     "Additional PT x 6 for the lumbar spine as requested by Dr. Smith",
                     "Repeat lumbar ESI (previous injection gave 60% relief)",
                     "CT lumbar spine with 3D reconstruction to look at the fusion",
                     "Unloader brace for medial compartment OA, left knee",
                     "Chiropractic manipulation 98940 x 6, 1-2 regions",
                     "Metabolic panel to check renal and hepatic function",
                     "FRP part day x 10 days", "Non emergency transport to surgery",
                     "Sildenafil 50 mg for ED secondary to opioids", "Senna for opioid-induced constipation",
                     "Pantoprazole 40 mg #30, UR #A12345", "Eye exam for blurred vision",
                     "Hip arthroscopy, labral repair, femoroplasty for FAI", "ACL reconstruction with hamstring graft",
                     "Botox 100 units for cervical dystonia", "Urine drug test for narcotic risk assessment",
                     // Who asked, and what review did with it.
                     "Celebrex 200 mg #30 requested by Maria Ortiz, M.D.", "Aquatic therapy x 8 per Tom Reyes, PA-C",
                     "Acupuncture 6 visits, L.Ac. Nakamura", "Lidoderm patches #30 from NP Okafor",
                     "Trazodone 50 mg #30 per PTP progress report, UR ID 48213", "Soma 350 mg #60, modified to #30 by UR",
                     "Toradol injection, non-certified", "Home health aide per AME recommendation"] {
            #expect(TreatmentNormalizer.normalize(text)?.doubt == [], "\(text)")
        }
        // A name anywhere else is still a word no table knows.
        #expect(TreatmentNormalizer.normalize("Smith protocol therapy")?.doubt.contains("smith") == true)
        // A word neither after a title nor before a credential is not taken for a name.
        #expect(TreatmentNormalizer.normalize("Quorvatrex do not substitute")?.doubt.contains("quorvatrex") == true)
        #expect(TreatmentNormalizer.normalize("Frobnazole 50 mg per Ortiz")?.doubt.contains("frobnazole") == true)
    }

    /// Billing's assistant modifiers (80, 81, 82, AS) make a line the assistant surgeon's, after a code or
    /// the word "modifier"; other modifiers (a side, bilateral, distinct) name nothing asked for.
    @Test(arguments: [
        "Assistant at surgery for the shoulder repair, mod 80",
        "29881-80 left knee",
        "Surgical assist, modifier: AS",
        "L4-5 decompression 63047-82",
    ])
    func anAssistantsModifierIsTheAssistant(text: String) {
        #expect(Self.identity(text) == "surgical assistant", "\(text)")
    }

    @Test func otherModifiersNameNothing() {
        #expect(Self.identity("Left knee injection 20610-LT") == "corticosteroid injection @ knee")
        #expect(TreatmentNormalizer.normalize("Lumbar facet injection L3-4, modifier 50")?.doubt == [])
        #expect(Self.identity("Lumbar facet injection L3-4, modifier 50") == "facet injection @ lumbar spine")
    }

    @Test func aCodeNoTableKnowsIsReported() {
        let unknown = TreatmentNormalizer.normalize("20999 x 1")
        #expect(unknown?.recognized == false)
        #expect(unknown?.doubt == ["20999"])
        // Beside a known code, the unknown one is still reported.
        let mixed = TreatmentNormalizer.normalize("97110, 97799 x 12")
        #expect(mixed?.key == "physical therapy")
        #expect(mixed?.doubt == ["97799"])
        // Words no table knows beside a code no table knows: both said, the words keyed as read.
        let neither = TreatmentNormalizer.normalize("Frobnication 20999")
        #expect(neither?.key == "frobnication")
        #expect(neither?.doubt == ["frobnication", "20999"])
        #expect(ProcedureCodes.codes(in: "Norco 10/325 #12345x DOS 01/14/2015 L4-5") == [])
        #expect(ProcedureCodes.codes(in: "PT2x6, g0283; 97014") == ["G0283", "97014"])
    }

    /// A long word one letter from a table word (left out, added, changed, two swapped) is read as it,
    /// when that word is the only one so close (or all those so close mean the same).
    @Test(arguments: [
        ("Cyclobenzapirne 10mg #60", "cyclobenzaprine"),
        ("Omeprazle 20mg", "omeprazole"),
        ("Tramadoll 50mg", "tramadol"),
        ("Methocarbomal 750mg", "methocarbamol"),
        ("Chiroprctic care 2x4 lumbar", "chiropractic @ lumbar spine"),
        ("Phyiscal therapy right knee", "physical therapy @ knee"),
        ("Arthroscpy of the right knee", "arthroscopy @ knee"),
        ("Lumbar laminectmy", "discectomy/laminectomy @ lumbar spine"),
        // A letter struck twice is read even in a short word.
        ("Norcco 10/325 #60", "hydrocodone/acetaminophen"),
        ("Mobicc 15mg", "meloxicam"),
        ("Epidurl steroid injection L4-5", "epidural steroid injection @ lumbar spine"),
    ])
    func slipsOfThePenInLongWordsAreRead(text: String, identity: String) {
        #expect(Self.identity(text) == identity)
    }

    /// The usual slips of short words in item lines, listed one by one, are read as the word meant.
    @Test(arguments: [("Trigger piont injections x4", "trigger point injection"), ("Urine drug sceen", "urine drug screen"),
                      ("Follow up vist with PTP", "office visit"), ("TENS unti, home use", "TENS unit"),
                      ("Knee brase, hinged, left", "brace @ knee"), ("Ambian 5 mg #30", "zolpidem")])
    func listedSlipsOfShortWordsAreRead(text: String, identity: String) {
        #expect(Self.identity(text) == identity)
        #expect(TreatmentNormalizer.normalize(text)?.doubt == [], "\(text)")
    }

    /// Short words and words two letters from any table word are not guessed at; table words close to
    /// each other stay themselves.
    @Test func fartherWordsAreNotGuessed() {
        #expect(TreatmentNormalizer.normalize("Soam 350mg")?.recognized == false)
        // A struck letter is read only where the word left is long enough not to be another's slip.
        #expect(TreatmentNormalizer.normalize("Somaa 350mg")?.recognized == false)
        #expect(TreatmentNormalizer.normalize("Cyclobenzapirnne 10mg")?.recognized == false)
        #expect(Self.key("Duloxetine 60mg") == "duloxetine")
        #expect(Self.key("Fluoxetine 20mg") == "fluoxetine")
        #expect(Self.key("Prednisolone 5mg") == "prednisolone")
        #expect(Self.key("Prednisone 5mg") == "prednisone")
    }

    @Test func caseAndPunctuationDoNotMatter() {
        #expect(Self.key("NORCO 10/325MG #120") == Self.key("norco 10/325 mg, # 120"))
        #expect(Self.identity("MRI—LUMBAR SPINE") == "MRI @ lumbar spine")
        #expect(Self.identity("De Quervain’s release, right wrist") == "de quervain release @ wrist/hand")
    }

    /// Pieces are cut the same for ASCII and other text: control characters that are white space
    /// separate, others are marks; letters beyond ASCII are words.
    @Test func piecesOfASCIIAndOtherText() {
        let ascii = TreatmentText.pieces(of: "MRI\u{0B}L-Spine\u{01}x2 ADL's 1,000.5mg")
        #expect(ascii.map(\.text) == ["mri", "l", "-", "spine", "\u{01}", "x", "2", "adls", "1,000.5", "mg"])
        #expect(ascii.map(\.spaced) == [true, true, false, false, false, false, false, true, true, false])
        let other = TreatmentText.pieces(of: "CAFÉ\u{00A0}Crème 5%")
        #expect(other.map(\.text) == ["café", "crème", "5", "%"])
        #expect(other.map(\.kind) == [.word, .word, .number, .mark])
    }
}
