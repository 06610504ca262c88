import Testing
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel
@testable import IMRVocabulary
@testable import IMRIndex

/// Facet terms match their value and every value under it, and read what users type through the same
/// tables as the letters; "=" still asks for one value alone.
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

    /// Through parsed letters: a request naming several regions is found by each, and by the wider one.
    @Test func aMultiRegionRequestIsFoundUnderEachRegion() {
        let letter = Fixture.letter(Fixture.wrap(items: """
            Physical therapy for the neck, right shoulder and low back, 8 visits: Upheld

            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016, Section(s): Physical \
            medicine, and Neck and Upper Back Complaints 2004.

            Decision rationale: Not needed.
            """))
        let other = Fixture.letter(Fixture.wrap(items: """
            MRI of the right knee: Overturned

            MAXIMUS guideline: Decision based on Non-MTUS Citation Official Disability Guidelines, Knee & Leg; Low Back.

            Decision rationale: Needed.
            """))
        let index = CorpusIndex(Corpus(cases: [letter, other]))
        func count(_ line: String) -> Int {
            let parsed = QueryText.parse(line, resolve: index.resolve)
            #expect(parsed.problem == nil, "\(line): \(parsed.problem ?? "")")
            return index.matching(parsed.query).count
        }
        #expect(letter.items.first?.bodyRegions == ["cervical spine", "shoulder", "lumbar spine"])
        #expect(count("region:spine") == 1)
        #expect(count("region:shoulder") == 1)
        #expect(count("region:\"upper extremity\"") == 1)
        #expect(count("region:\"lower extremity\"") == 1)
        #expect(count("treatment:\"physical therapy\"") == 1)
        #expect(count("ch:MTUS") == 1)
        #expect(count("ch:8") == 1)
        #expect(count("ch:odg") == 1)
        #expect(count("ch:\"odg low back\"") == 1)
    }
}
