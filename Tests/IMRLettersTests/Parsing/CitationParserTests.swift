import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText
@testable import IMRVocabulary

/// Guideline citations: kinds, chapters by number or by title, labels, pages.
@Suite struct CitationParserTests {
    static func one(_ text: String) -> Citation? {
        let all = CitationParser.citations(from: text)
        #expect(all.count == 1, "\(text)")
        return all.first
    }

    /// The citation reader searches a lower-cased copy of each citation for these words.
    @Test func guidelineVocabularyIsLowerCaseASCII() {
        let spellings = GuidelineChapters.mtusParts.flatMap(\.spellings) + GuidelineChapters.odgChapters.flatMap(\.spellings)
            + GuidelineChapters.acoemGuidelines.flatMap(\.spellings)
        for spelling in spellings {
            #expect(spelling.utf8.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }, "\(spelling)")
        }
    }

    @Test func pageListsReadRangesWithEitherDash() {
        #expect(CitationParser.splitPages("ODG, Knee, Page(s): 67-69, 72\u{2013}73; 80").1 == [67, 68, 69, 72, 73, 80])
        #expect(CitationParser.splitPages("ACOEM pages 12, x, 99999999999999999999").1 == [12])
        #expect(CitationParser.splitPages("ACOEM, Pages: 9-").1 == [9])
        #expect(CitationParser.splitPages("ACOEM, Pages: 9-3").0 == "ACOEM")
    }

    @Test func acoemByChapterNumber() {
        let c = Self.one("Decision based on MTUS ACOEM Chapter 8 Neck and Upper Back Complaints Page(s): 177, 178.")
        #expect(c?.guideline == "ACOEM")
        #expect(c?.mtus == true)
        #expect(c?.chapter == 8)
        #expect(c?.pages == [177, 178])
        #expect(c?.label == GuidelineChapters.acoemLabel(chapter: 8))
    }

    @Test func partTitleGivesTheSameChapterAndLabelAsTheNumber() {
        let byTitle = Self.one("Decision based on MTUS Low Back Complaints 2004, Section(s): Special Studies.")
        let byNumber = Self.one("Decision based on MTUS ACOEM Chapter 12 Low Back Complaints Page(s): 303.")
        #expect(byTitle?.chapter == 12)
        #expect(byTitle?.guideline == "ACOEM")
        #expect(byTitle?.topic == "Special Studies")
        #expect(byTitle?.label == byNumber?.label)
        #expect(byNumber?.chapter == 12)
    }

    /// A number mistyped beside a body part's title: the title, many words, is the chapter meant; a number
    /// alone, or beside its own title, stays.
    @Test func aTitleBesideAnotherChaptersNumberIsTheChapterMeant() {
        #expect(Self.one("Decision based on MTUS ACOEM Chapter 9 Knee Complaints Page(s): 343.")?.chapter == 13)
        #expect(Self.one("Decision based on MTUS ACOEM Chapter 14 Shoulder Complaints.")?.chapter == 9)
        #expect(Self.one("Decision based on MTUS ACOEM Chapter 13 Knee Complaints Page(s): 343.")?.chapter == 13)
        #expect(Self.one("Decision based on ACOEM Chapter 11, Table 11-7.")?.chapter == 11)
    }

    @Test(arguments: [
        ("MTUS Shoulder Complaints 2004", 9), ("MTUS Elbow Complaints 2007", 10),
        ("MTUS Forearm, Wrist, and Hand Complaints 2004", 11), ("MTUS Knee Complaints 2004", 13),
        ("MTUS Ankle and Foot Complaints 2004", 14), ("MTUS Stress Related Conditions 2004", 15),
        ("MTUS Neck and Upper Back Complaints 2004", 8),
    ])
    func everyPartTitleHasItsChapter(title: String, chapter: Int) {
        #expect(Self.one("Decision based on \(title).")?.chapter == chapter)
    }

    @Test func otherMTUSParts() {
        let chronic = Self.one("Decision based on MTUS Chronic Pain Medical Treatment 2016, Section(s): Opioids, criteria for use.")
        #expect(chronic?.guideline == "Chronic Pain Medical Treatment Guidelines")
        #expect(chronic?.mtus == true)
        #expect(chronic?.chapter == nil)
        #expect(chronic?.topic == "Opioids, criteria for use")
        let opioid = Self.one("Decision based on MTUS Opioid Treatment 2016, Section(s): 3.3.9 Tapering.")
        #expect(opioid?.guideline == "Opioid Treatment Guidelines")
        let acupuncture = Self.one("Decision based on MTUS Acupuncture Treatment 2007.")
        #expect(acupuncture?.guideline == "Acupuncture Medical Treatment Guidelines")
        #expect(Set([chronic?.label, opioid?.label, acupuncture?.label]).count == 3)
    }

    @Test func odgChaptersSpelledDifferentlyShareALabel() {
        let spellings = [
            "Non-MTUS Citation Official Disability Guidelines (ODG), Low Back, MRI",
            "Non-MTUS Citation Official Disability Guidelines (ODG), Low Back - Lumbar & Thoracic (Acute & Chronic), MRIs",
            "Non-MTUS Citation ODG, Low Back Chapter, Magnetic resonance imaging",
        ]
        let labels = spellings.map { Self.one("Decision based on \($0).")?.label }
        #expect(Set(labels).count == 1)
        #expect(labels.first == "ODG Low Back")
        let neck = ["Neck and Upper Back", "Neck & Upper Back", "Neck Chapter"].map {
            Self.one("Decision based on Non-MTUS Citation Official Disability Guidelines (ODG), \($0), Traction.")?.label
        }
        #expect(Set(neck) == ["ODG Neck and Upper Back"])
        let knee = ["Knee & Leg", "Knee and Leg"].map { Self.one("Decision based on Non-MTUS Citation ODG, \($0), Braces.")?.label }
        #expect(Set(knee) == ["ODG Knee & Leg"])
        let pain = ["Pain", "Pain (Chronic)"].map { Self.one("Decision based on Non-MTUS Citation ODG, \($0), Opioids.")?.label }
        #expect(Set(pain) == ["ODG Pain"])
        let odg = Self.one("Decision based on Non-MTUS Citation ODG, Hip & Pelvis, Arthroscopy.")
        #expect(odg?.guideline == "ODG")
        #expect(odg?.mtus == false)
        #expect(odg?.label == "ODG Hip & Pelvis")
    }

    @Test func otherSourcesKeepTheirName() {
        let c = Self.one("Decision based on Non-MTUS Citation Harrison's Principles of Internal Medicine, 20th ed.")
        #expect(c?.mtus == false)
        #expect(c?.guideline.hasPrefix("Harrison's Principles of Internal Medicine") == true)
        #expect(c?.chapter == nil)
        // A non-MTUS source whose title mentions chronic pain is not the MTUS Chronic Pain guideline.
        let other = Self.one("Decision based on Non-MTUS Citation National Guideline Clearinghouse: Assessment and management of chronic pain.")
        #expect(other?.guideline != "Chronic Pain Medical Treatment Guidelines")
        #expect(other?.mtus == false)
    }

    @Test func noEvidenceMeansNoCitation() {
        #expect(CitationParser.citations(from: "The Expert Reviewer did not cite any medical evidence for its decision.").isEmpty)
        #expect(CitationParser.citations(from: "The Claims Administrator did not cite any medical evidence for its decision.").isEmpty)
    }

    @Test func oneCitationPerSentence() {
        let all = CitationParser.citations(from: """
            Decision based on MTUS ACOEM Chapter 9 Shoulder Complaints Page(s): 209-210. Decision based on Non-MTUS \
            Citation ODG, Shoulder, MRI.
            """)
        #expect(all.map(\.guideline) == ["ACOEM", "ODG"])
        #expect(all.map(\.mtus) == [true, false])
    }

    @Test(arguments: [("177", [177]), ("177, 178", [177, 178]), ("177-179", [177, 178, 179]),
                      ("67-68, 72-73", [67, 68, 72, 73])])
    func pagesExpand(pages: String, expected: [Int]) {
        #expect(Self.one("Decision based on MTUS ACOEM Chapter 12 Low Back Complaints Page(s): \(pages).")?.pages == expected)
    }

    /// A guideline label that comes twice adds to its field; a sentence read again from the memo is
    /// the same citation.
    @Test func repeatedGuidelineLabelAddsItsSentences() {
        let memo = ParseMemo()
        let text = "Knee brace: Upheld\nMAXIMUS guideline: Decision based on ODG, Knee & Leg, Knee brace.\n"
            + "MAXIMUS guideline: Decision based on MTUS ACOEM Chapter 13 Knee Complaints.\nDecision rationale: No.\n"
        let first = ItemsParser.parse(LineSplitter.lines(of: text), memo: memo).items
        let again = ItemsParser.parse(LineSplitter.lines(of: text), memo: memo).items
        #expect(first.first?.maximusGuideline.map(\.label) == ["ODG Knee & Leg", "ACOEM Ch. 13 Knee Complaints"])
        #expect(first == again)
    }

    /// A whole guideline line read again comes from the memo's list of lines: the same citations as a
    /// memo that has never seen it gives, and a line that cites nothing stays empty.
    @Test func aLineReadAgainGivesTheSameCitations() {
        let memo = ParseMemo()
        let line = Array("Decision based on MTUS Chronic Pain Page(s): 67-68. Decision based on ODG, Knee & Leg, Knee brace.".utf8)
        let fresh = CitationParser.citations(in: line, memo: ParseMemo())
        #expect(fresh.count == 2)
        #expect(CitationParser.citations(in: line, memo: memo) == fresh)
        #expect(CitationParser.citations(in: line, memo: memo) == fresh)
        let none = Array("The Claims Administrator did not cite any medical evidence for its decision.".utf8)
        #expect(CitationParser.citations(in: none, memo: memo).isEmpty)
        #expect(CitationParser.citations(in: none, memo: memo).isEmpty)
    }

    // MARK: Several guidelines or chapters in one sentence

    static func labels(_ text: String) -> [String] { CitationParser.citations(from: text).map(\.label) }

    @Test func mtusPartsJoinedByAndAreEachCited() {
        let citations = CitationParser.citations(from: """
            Decision based on MTUS Knee Complaints 2004, Section(s): Special Studies, and Chronic Pain Medical \
            Treatment 2016, Section(s): Opioids, and Shoulder Complaints 2004.
            """)
        #expect(citations.map(\.label) == [GuidelineChapters.acoemLabel(chapter: 13), "MTUS Chronic Pain",
                                           GuidelineChapters.acoemLabel(chapter: 9)])
        #expect(citations.allSatisfy { $0.mtus })
        #expect(citations.map(\.topic) == ["Special Studies", "Opioids", nil])
        #expect(citations[1].text == "Chronic Pain Medical Treatment 2016, Section(s): Opioids")
    }

    @Test func aSectionListNamingABodyPartStaysOneCitation() {
        #expect(Self.labels("Decision based on MTUS Postsurgical Treatment 2009, Section(s): Shoulder, and Knee.")
                == ["MTUS Postsurgical"])
        #expect(Self.labels("Decision based on MTUS Neck and Upper Back Complaints 2004, Section(s): Summary.")
                == [GuidelineChapters.acoemLabel(chapter: 8)])
    }

    @Test func odgChaptersSeparatedBySemicolonsOrAndAreEachCited() {
        #expect(Self.labels("Decision based on Non-MTUS Citation Official Disability Guidelines (ODG), Knee & Leg; Hip & Pelvis.")
                == ["ODG Knee & Leg", "ODG Hip & Pelvis"])
        #expect(Self.labels("Decision based on Non-MTUS Citation ODG Shoulder and Elbow chapters, Physical therapy.")
                == ["ODG Shoulder", "ODG Elbow"])
        // One chapter whose name holds "and" or "&" is one citation; a topic after ";" is no chapter.
        #expect(Self.labels("Decision based on Non-MTUS Citation Official Disability Guidelines, Ankle and Foot chapter, Orthotics.")
                == ["ODG Ankle & Foot"])
        #expect(Self.labels("Decision based on Non-MTUS Citation ODG: Knee - Arthroscopy; Continuous passive motion.")
                == ["ODG Knee & Leg"])
        #expect(Self.labels("Decision based on Non-MTUS Citation ODG, Elbow chapter.") == ["ODG Elbow"])
    }

    @Test func anotherGuidelineNamedInTheSameSentenceIsItsOwnCitation() {
        let citations = CitationParser.citations(from: "Decision based on Non-MTUS Citation ACOEM practice guidelines and the ODG, Low Back.")
        #expect(citations.map(\.label) == ["ACOEM (non-MTUS)", "ODG Low Back"])
        #expect(citations.allSatisfy { !$0.mtus })
    }
}

