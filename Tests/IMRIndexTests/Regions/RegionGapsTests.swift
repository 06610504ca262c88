import Testing
@testable import IMRIndex
import IMRModel

/// `imr check --regions`: the requests a region tells apart that name none and took none from their letter,
/// grouped by what the letter points to, most common first, each group with its first item. Drugs and
/// requests that name or took a region are not listed.
@Suite struct RegionGapsTests {
    static func item(_ treatment: String, key: String, kind: TreatmentKind, regions: [String] = []) -> Item {
        Item(treatment: treatment, decision: .upheld, treatmentKey: key, treatmentKind: kind, bodyRegions: regions)
    }

    @Test func requestsWithNoRegionAreGroupedByWhatTheLetterPointsTo() {
        let neckAndBack = "She is treated for cervical and lumbar strains after a fall on 01/02/2016."
        let cases = [
            IMRCase(id: "A", file: "a.txt", summary: neckAndBack, items: [
                Self.item("Physical therapy 2x6", key: "physical therapy", kind: .therapy),
                Self.item("MRI of the lumbar spine", key: "MRI", kind: .imaging, regions: ["lumbar spine"]),
                Self.item("Norco 10/325 #60", key: "hydrocodone/acetaminophen", kind: .drug),
            ]),
            IMRCase(id: "B", file: "b.txt", summary: neckAndBack, items: [Self.item("Acupuncture x 6", key: "acupuncture", kind: .therapy)]),
            IMRCase(id: "C", file: "c.txt", summary: "The injured worker has chronic pain syndrome.", items: [
                Self.item("MRI", key: "MRI", kind: .imaging),
            ]),
        ]
        let report = RegionGaps.tally { body in cases.forEach(body) }
        #expect(report.regional == 4, "the drug is no regional request")
        #expect(report.unresolved == 3)
        #expect(report.groups.map(\.regions) == [["cervical spine", "lumbar spine"], []])
        #expect(report.groups.map(\.count) == [2, 1])
        #expect(report.groups[0].caseId == "A" && report.groups[0].item == 0 && report.groups[0].key == "physical therapy")
    }
}

/// A precedents question from a request a region tells apart that names none and took none says what its
/// letter points to beside "none named"; one that names its region, or a drug, says only the region.
@Suite struct PrecedentQuestionRegionTests {
    @Test func theQuestionSaysWhatTheLetterPointsTo() throws {
        let imrCase = IMRCase(id: "A", file: "a.txt", summary: "She is treated for cervical and lumbar strains.", items: [
            RegionGapsTests.item("Physical therapy 2x4", key: "physical therapy", kind: .therapy),
            RegionGapsTests.item("MRI of the neck", key: "MRI", kind: .imaging, regions: ["cervical spine"]),
            RegionGapsTests.item("Norco 10/325", key: "hydrocodone/acetaminophen", kind: .drug),
        ])
        #expect(try #require(PrecedentQuestion(item: 0, of: imrCase)).regionText
                == "none named: the letter points to several parts (cervical spine, lumbar spine)")
        #expect(try #require(PrecedentQuestion(item: 1, of: imrCase)).regionText == "cervical spine")
        #expect(try #require(PrecedentQuestion(item: 2, of: imrCase)).regionText == "none named")
    }
}
