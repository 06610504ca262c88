import Testing
@testable import IMRColumns
@testable import IMRModel
@testable import IMRVocabulary

/// Facet terms match their value and every value under it, and read what users type through the same
/// tables as the letters; "=" still asks for one value alone. (Through parsed letters and the filter
/// line: IMRIndexTests' FacetHierarchyQueryTests.)
@Suite struct FacetHierarchyTests {
    static let chapters = [
        "ODG", "ODG Knee & Leg", "ODG Low Back", GuidelineChapters.acoemLabel(chapter: 12), "ACOEM (non-MTUS)",
        "MTUS Chronic Pain", "MTUS Postsurgical", "Other guideline",
    ]
    static let regions = ["lumbar spine", "cervical spine", "spine", "knee", "shoulder", "wrist/hand", "upper extremities"]
    static let treatments = [
        "hydrocodone/acetaminophen", "physical therapy", "postoperative physical therapy",
        "physical therapy/occupational therapy", "occupational therapy", "physical therapy evaluation", "MRI", "MRI/CT",
        "tramadol",
    ]

    static func resolve(_ typed: String, _ facet: Facet, _ names: [String]) -> Set<String> {
        Set(FacetResolver.resolve(typed, facet: facet, names: names))
    }

    @Test func aGuidelineTakesInEveryChapterOfIt() {
        #expect(Self.resolve("ODG", .chapter, Self.chapters) == ["ODG", "ODG Knee & Leg", "ODG Low Back"])
        #expect(Self.resolve("acoem", .chapter, Self.chapters) == [GuidelineChapters.acoemLabel(chapter: 12), "ACOEM (non-MTUS)"])
        // The MTUS adopted the ACOEM 2004 chapters: they are under it, ACOEM cited outside it is not.
        #expect(Self.resolve("MTUS", .chapter, Self.chapters)
                == [GuidelineChapters.acoemLabel(chapter: 12), "MTUS Chronic Pain", "MTUS Postsurgical"])
        #expect(Self.resolve("=ODG", .chapter, Self.chapters) == ["ODG"])
        #expect(Self.resolve("12", .chapter, Self.chapters) == [GuidelineChapters.acoemLabel(chapter: 12)])
    }

    /// ACOEM's later guidelines the MTUS adopted from December 2017 are under the MTUS and ACOEM both.
    @Test func aLaterACOEMGuidelineIsUnderTheMTUS() {
        let chapters = Self.chapters + [GuidelineChapters.acoemLabel(title: "Hip and Groin Disorders")]
        #expect(Self.resolve("MTUS", .chapter, chapters).contains(GuidelineChapters.acoemLabel(title: "Hip and Groin Disorders")))
        #expect(Self.resolve("acoem", .chapter, chapters).contains(GuidelineChapters.acoemLabel(title: "Hip and Groin Disorders")))
        #expect(!Self.resolve("MTUS", .chapter, chapters).contains("ACOEM (non-MTUS)"))
    }

    @Test func aRegionTakesInTheRegionsWithinIt() {
        #expect(Self.resolve("spine", .region, Self.regions) == ["lumbar spine", "cervical spine", "spine"])
        #expect(Self.resolve("=spine", .region, Self.regions) == ["spine"])
        #expect(Self.resolve("upper extremity", .region, Self.regions) == ["shoulder", "wrist/hand", "upper extremities"])
        // Typed as letters write it.
        #expect(Self.resolve("neck", .region, Self.regions) == ["cervical spine"])
        #expect(Self.resolve("L-spine", .region, Self.regions) == ["lumbar spine"])
        #expect(Self.resolve("knees", .region, Self.regions) == ["knee"])
    }

    @Test func aTreatmentIsReadByTheTablesAndTakesInItsNarrowerKeys() {
        #expect(Self.resolve("norco", .treatment, Self.treatments) == ["hydrocodone/acetaminophen"])
        #expect(Self.resolve("Vicodin", .treatment, Self.treatments) == ["hydrocodone/acetaminophen"])
        #expect(Self.resolve("physical therapy", .treatment, Self.treatments)
                == ["physical therapy", "postoperative physical therapy", "physical therapy/occupational therapy"])
        #expect(Self.resolve("PT", .treatment, Self.treatments)
                == ["physical therapy", "postoperative physical therapy", "physical therapy/occupational therapy"])
        #expect(Self.resolve("=physical therapy", .treatment, Self.treatments) == ["physical therapy"])
        #expect(Self.resolve("L-spine MRI", .treatment, Self.treatments) == ["MRI", "MRI/CT"])
        // Tramadol with acetaminophen is another drug than tramadol: not under it.
        #expect(Self.resolve("Ultram", .treatment, Self.treatments) == ["tramadol"])
    }
}
