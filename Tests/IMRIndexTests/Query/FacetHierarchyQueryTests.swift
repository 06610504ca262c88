import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRIndex
@testable import IMRStore
import IMRModel

/// Facet terms (IMRColumnsTests' FacetHierarchyTests) on the filter line, over parsed letters.
@Suite struct FacetHierarchyQueryTests {
    /// Through parsed letters: a request naming several regions is found by each, and by the wider one.
    @Test func aMultiRegionRequestIsFoundUnderEachRegion() {
        let imrCase = Fixture.letter(Fixture.wrap(items: """
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
        let index = CorpusIndex(Corpus(cases: [imrCase, other]))
        func count(_ line: String) -> Int {
            let parsed = QueryText.parse(line, resolve: index.resolve)
            #expect(parsed.problem == nil, "\(line): \(parsed.problem ?? "")")
            return index.matching(parsed.query).count
        }
        #expect(imrCase.items.first?.bodyRegions == ["cervical spine", "shoulder", "lumbar spine"])
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
