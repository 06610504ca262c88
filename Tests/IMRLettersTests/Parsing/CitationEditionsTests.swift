import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Citations of other years than the 2016-2017 letters': the MTUS's ACOEM guidelines by their later
/// titles (from December 2017: "Low Back Disorders", "Cervical and Thoracic Spine Disorders", ...), older
/// "ACOEM Chapter 12" numbering, ODG's chapter titles as ODG has named them, and the ways letters open an
/// MTUS citation. Each falls under the facet label its chapter has, and points to its chapter's regions.
@Suite struct CitationEditionsTests {
    static func one(_ text: String) -> Citation? {
        let all = CitationParser.citations(from: "Decision based on \(text).")
        #expect(all.count == 1, "\(text)")
        return all.first
    }

    /// A later ACOEM guideline succeeding a 2004 chapter of the same body part falls under its label.
    @Test(arguments: [
        ("MTUS ACOEM Low Back Disorders Guideline, Section: Imaging", 12),
        ("CA MTUS (2018) ACOEM Practice Guidelines, Knee Disorders", 13),
        ("California MTUS ACOEM Shoulder Disorders Guideline", 9),
        ("MTUS Elbow Disorders (ACOEM 2013)", 10),
        ("MTUS ACOEM Hand, Wrist, and Forearm Disorders Guideline", 11),
        ("MTUS Ankle and Foot Disorders Guideline (2015)", 14),
        ("MTUS Eye Disorders Guideline", 16),
        ("Non-MTUS Citation ACOEM Practice Guidelines, 3rd Edition (2011), Knee Disorders", 13),
        ("Medical Treatment Utilization Schedule (MTUS), Low Back Disorders", 12),
        ("MTUS Upper Back and Neck Complaints", 8), ("MTUS (2017) ACOEM Neck and Upper Back Disorders", 8),
        ("Low back disorders chapter", 12),
        // Older numbering, with or without the title, and written short.
        ("ACOEM Chapter 12", 12), ("MTUS ACOEM Chapter 13 Knee Complaints", 13), ("ACOEM Ch. 9", 9),
        ("ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 11", 11), ("ACOEM, Ch 14, Ankle and Foot", 14),
    ])
    func aLaterTitleOrANumberFallsUnderItsChapter(text: String, chapter: Int) {
        let citation = Self.one(text)
        #expect(citation?.chapter == chapter, "\(text)")
        #expect(citation?.label == GuidelineChapters.acoemLabel(chapter: chapter), "\(text)")
    }

    /// Later guidelines with no 2004 chapter have labels of their own, under the MTUS in the chapter
    /// filter, and the regions their titles are about.
    @Test func aLaterGuidelineWithNoOlderChapterHasItsOwnLabel() {
        let spine = Self.one("MTUS (2018) ACOEM Practice Guidelines: Cervical and Thoracic Spine Disorders, Section: Imaging")
        #expect(spine?.label == "ACOEM Cervical and Thoracic Spine Disorders")
        #expect(spine.map(ChapterRegions.regions(of:)) == ["cervical spine", "thoracic spine"])
        let hip = Self.one("Non-MTUS Citation ACOEM Hip and Groin Disorders, Arthroscopy")
        #expect(hip?.label == "ACOEM Hip and Groin Disorders")
        // The hip and groin guideline is about the pelvis too, as ODG's "Hip & Pelvis" is (the regions' thirty-sixth round).
        #expect(hip.map(ChapterRegions.regions(of:)) == ["hip", "pelvis"])
        #expect(Self.one("Hip and Groin Disorders Guideline").map(ChapterRegions.regions(of:)) == ["hip", "pelvis"])
        #expect(Self.one("MTUS Traumatic Brain Injury Guideline").map(ChapterRegions.regions(of:)) == ["head"])
        // An ACOEM guideline of the MTUS by a part's name only: the part its words name.
        let bare = Self.one("CA MTUS ACOEM Practice Guidelines (2019), Hip, Arthroscopy")
        #expect(bare?.label == GuidelineChapters.acoemInMTUS)
        #expect(bare.map(ChapterRegions.regions(of:)) == ["hip"])
        let initial = Self.one("MTUS Initial Approaches to Treatment Guideline")
        #expect(initial?.label == "ACOEM Initial Approaches to Treatment")
        #expect(initial.map(ChapterRegions.regions(of:)) == [])
        #expect(GuidelineChapters.labelFamilies["mtus"]?.contains { "ACOEM Hip and Groin Disorders".hasPrefix($0) } == true)
    }

    /// The MTUS's own later guidelines are its parts of those names, about no region.
    @Test func laterChronicPainAndOpioidGuidelinesAreTheMTUSParts() {
        #expect(Self.one("MTUS Chronic Pain Guideline (ACOEM 2017)")?.label == GuidelineChapters.mtusLabel(title: "Chronic Pain"))
        let opioids = Self.one("MTUS Opioids Guideline, Section: Tapering")
        #expect(opioids?.label == GuidelineChapters.mtusLabel(title: "Opioids"))
        #expect(opioids.map(ChapterRegions.regions(of:)) == [])
        // Another source about opioids is not the MTUS guideline.
        #expect(Self.one("Opioids for chronic pain, CDC guideline")?.label == GuidelineChapters.otherGuideline)
    }

    /// A title's words are the guideline's only in an MTUS or ACOEM citation or at its start; a chapter
    /// number only after "chapter" or "ch" standing as a word.
    @Test func wordsOfATitleElsewhereNameNoACOEMGuideline() {
        let textbook = Self.one("Non-MTUS Citation Campbell's Operative Orthopaedics, 13th ed., Knee disorders")
        #expect(textbook?.label == GuidelineChapters.otherGuideline)
        #expect(textbook.map(ChapterRegions.regions(of:)) == ["knee"], "its words still name the knee")
        #expect(Self.one("ACOEM General Approach 12 Complaints")?.chapter == nil)
        #expect(Self.one("Non-MTUS Citation ACOEM Ch. 22")?.chapter == nil, "no such chapter")
    }

    /// ODG's chapter titles over the years: with "(Acute & Chronic)", as ODG-TWC, and the Head
    /// chapter's long title, which names stress and mental disorders after the head.
    @Test(arguments: [
        ("Non-MTUS Citation ODG-TWC Knee & Leg (Acute & Chronic) Procedure Summary", "ODG Knee & Leg", "knee"),
        ("Official Disability Guidelines (ODG), Knee and Leg (Acute & Chronic), Hyaluronic acid injections", "ODG Knee & Leg", "knee"),
        ("Official Disability Guidelines, Neck and Upper Back (Acute & Chronic), Cervical MRI", "ODG Neck and Upper Back", "cervical spine"),
        ("ODG Treatment in Workers' Comp, Low Back - Lumbar & Thoracic (Acute & Chronic), MRIs", "ODG Low Back", "lumbar spine"),
        ("ODG Head (trauma, headaches, etc., not including stress & mental disorders), MRI", "ODG Head", "head"),
        ("ODG Head trauma headaches not including stress or mental disorders", "ODG Head", "head"),
        ("Non-MTUS Citation ODG Forearm, Wrist, & Hand (Acute & Chronic), Splints", "ODG Forearm, Wrist & Hand", "wrist/hand"),
        ("Non-MTUS Citation ODG Hip & Pelvis (Acute & Chronic), Arthroscopy", "ODG Hip & Pelvis", "hip"),
        ("Official Disability Guidelines (ODG) Treatment in Workers' Compensation, Shoulder Chapter", "ODG Shoulder", "shoulder"),
        // Its chapter's title alone, the guideline unnamed: "(Acute & Chronic)" is the ODG's.
        ("Knee & Leg (Acute & Chronic) (updated 06/05/2017), Walking aids", "ODG Knee & Leg", "knee"),
        ("Neck and Upper Back (Acute and Chronic), Cervical collar", "ODG Neck and Upper Back", "cervical spine"),
    ])
    func odgChaptersOfEveryYear(text: String, label: String, region: String) {
        let citation = Self.one(text)
        #expect(citation?.label == label, "\(text)")
        // Low Back's title naming the thoracic spine, Hip & Pelvis and Knee & Leg (the leg since the seventeenth regions
        // round) are about both parts, the one named first first (the one meant where the summary names neither:
        // RegionFromTheWholeSummaryTests, RegionInferenceTests).
        let regions = citation.map(ChapterRegions.regions(of:))
        #expect(regions?.first == region, "\(text)")
        #expect(regions?.count == (text.contains("Thoracic") || text.contains("Pelvis") || label == "ODG Knee & Leg" ? 2 : 1), "\(text)")
    }

    /// Later titles joined in one sentence are each cited, as the 2004 ones are; a title's own "and" is not a join.
    @Test func laterTitlesJoinedInOneSentenceAreEachCited() {
        let joined = CitationParser.citations(from: "Decision based on MTUS ACOEM Low Back Disorders Guideline, and Knee Disorders Guideline.")
        #expect(joined.map(\.label) == [GuidelineChapters.acoemLabel(chapter: 12), GuidelineChapters.acoemLabel(chapter: 13)])
        let hip = CitationParser.citations(from: "Decision based on MTUS Knee Disorder Guideline 2019; Hip and Groin Disorders.")
        #expect(hip.map(\.label) == [GuidelineChapters.acoemLabel(chapter: 13), "ACOEM Hip and Groin Disorders"])
        let one = CitationParser.citations(from: "Decision based on MTUS ACOEM Hand, Wrist, and Forearm Disorders Guideline, Splinting.")
        #expect(one.map(\.label) == [GuidelineChapters.acoemLabel(chapter: 11)])
    }

    /// ACOEM and the ODG misspelt as letters misspell them.
    @Test func misspeltGuidelineNamesAreTheirGuidelines() {
        let odg = Self.one("Non-MTUS Citation Offical Disability Guidelines, Low Back Chapter, MRIs")
        #expect(odg?.label == "ODG Low Back")
        #expect(odg?.topic == "MRIs")
        #expect(Self.one("ACEOM Chapter 13")?.label == GuidelineChapters.acoemLabel(chapter: 13))
        #expect(Self.one("Non-MTUS Citation ACEOM Hip and Groin Disorders")?.label == "ACOEM Hip and Groin Disorders")
    }

    /// A typing slip in a chapter's or guideline's name (a letter left out, added, changed or two
    /// swapped) leaves it that chapter; a word that is no slip of a name changes nothing.
    @Test func aSlipInAChaptersNameLeavesItThatChapter() {
        #expect(Self.one("MTUS Sholder Complaints 2004, Section(s): Initial Care")?.label == GuidelineChapters.acoemLabel(chapter: 9))
        let odg = Self.one("Non-MTUS Citation Offcial Disabilty Guidelines, Shoulder (Acute & Chronc), Steroid injections")
        #expect(odg?.label == "ODG Shoulder")
        #expect(odg?.text == "Non-MTUS Citation Offcial Disabilty Guidelines, Shoulder (Acute & Chronc), Steroid injections",
                "the citation keeps its own words")
        #expect(Self.one("Non-MTUS Citation ODG Sholder chapter, Arthroscopy").map(ChapterRegions.regions(of:)) == ["shoulder"])
        #expect(Self.one("MTUS ACOEM Low Back Disordres Guideline")?.chapter == 12)
        #expect(Self.one("Non-MTUS Citation Campbell's Operative Orthopaedics, 13th edition")?.label == GuidelineChapters.otherGuideline)
        #expect(GuidelineSlips.corrected("Cobb angle of the spine") == nil, "a short word outside a name is not read through slips")
    }

    /// A slip in a short word of a chapter's name, beside the name's other words, leaves it that chapter;
    /// a plain short word is never read as a name's word ("and" is one slip from "hand").
    @Test func aSlipInAShortWordOfANameLeavesItThatChapter() {
        #expect(Self.one("MTUS Nek and Upper Back Complaints 2004, Section(s): Special Studies")?.label
                == GuidelineChapters.acoemLabel(chapter: 8))
        #expect(Self.one("MTUS Ankle and Fott Complaints 2004, Section(s): Initial Care")?.label
                == GuidelineChapters.acoemLabel(chapter: 14))
        #expect(Self.one("MTUS Low Bak Complaints 2004")?.label == GuidelineChapters.acoemLabel(chapter: 12))
        #expect(GuidelineSlips.corrected("Ankle and Foot Complaints") == nil, "nothing to mend")
        #expect(GuidelineSlips.corrected("Nek stiffness, rule out sprain") == nil, "beside no word of a name")
    }

    /// ACOEM chapters cited by their numbers in one sentence are each a citation.
    @Test func chaptersCitedByNumberInOneSentenceAreEach() {
        let cited = CitationParser.citations(from: "The reviewer relied on the ACOEM Practice Guidelines, 2nd Edition (2004), "
                                             + "Chapter 9, pages 207-209, and Chapter 13, page 343, part of the MTUS.")
        #expect(cited.map(\.label) == [GuidelineChapters.acoemLabel(chapter: 9), GuidelineChapters.acoemLabel(chapter: 13)])
        #expect(CitationParser.citations(from: "ACOEM Chapter 12, Low Back Complaints, pages 303-305").count == 1)
    }

    /// Every chapter the region tables name is one the citation reader labels.
    @Test func theRegionTablesNameOnlyChaptersTheReaderKnows() {
        let titles = Set(GuidelineChapters.acoemGuidelines.filter { $0.chapter == nil }.map(\.title))
        #expect(Set(ChapterRegions.acoemLater.keys).isSubset(of: titles))
        #expect(Set(ChapterRegions.odg.keys).isSubset(of: Set(GuidelineChapters.odgChapters.map(\.name))))
        #expect(Set(ChapterRegions.acoem.keys).isSubset(of: Set(GuidelineChapters.acoemChapterTitles.keys)))
    }

    @Test func odgPainAndMentalChaptersAreAboutNoRegion() {
        #expect(Self.one("Official Disability Guidelines (ODG), Pain (Chronic), Opioids").map(ChapterRegions.regions(of:)) == [])
        #expect(Self.one("ODG Mental Illness & Stress, Cognitive therapy for head injury").map(ChapterRegions.regions(of:)) == [])
    }
}
