import Foundation
import Testing
import TestFixtures

/// Every file and folder the repository ships for its tests (Fixtures/README.md) is in the checkout,
/// whole: a clone that lost some of it fails here, by name, as well as in the tests that read it.
@Suite struct FixtureFilesTests {
    /// The names in a fixture folder with one of these extensions (after `require`, which names a missing folder).
    static func names(_ fixture: FixtureFile, ending suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: try fixture.require()).filter { $0.hasSuffix(suffix) }.sorted()
    }

    static func stem(_ name: String) -> String {
        String(name.prefix { $0 != "." })
    }

    @Test(arguments: FixtureFile.allCases)
    func isPresentAndNotEmpty(fixture: FixtureFile) throws {
        _ = try fixture.require()
    }

    @Test func theRealLettersComeInThreeFormsOf126() throws {
        let layout = try Self.names(.dwcLayout, ending: ".txt")
        let raw = try Self.names(.dwcRaw, ending: ".txt")
        let pdf = try Self.names(.dwcPDF, ending: ".pdf")
        #expect(layout.count == 126)
        #expect(raw.count == 126)
        #expect(pdf.count == 126)
        // The same letters in every form, each with its line of expected values.
        #expect(raw.map(Self.stem) == layout.map(Self.stem))
        #expect(pdf.map(Self.stem) == layout.map(Self.stem))
        let expected = try String(contentsOfFile: try FixtureFile.dwcExpected.require(), encoding: .utf8)
            .split(separator: "\n")
        #expect(expected.count == 126)
        let ids = try expected.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["id"] as? String, "an id in \(line.prefix(60))")
        }
        #expect(ids.sorted() == layout.map(Self.stem))
    }

    @Test func theThreeSeedsHaveTheirExpectedValues() throws {
        let seeds = try Self.names(.seeds, ending: ".txt")
        let expected = try Self.names(.seedExpected, ending: ".json")
        #expect(seeds.count == 3)
        #expect(expected.count == 3)
        #expect(expected.map(Self.stem) == seeds.map(Self.stem))
    }

    @Test func theFirstMaximusLettersHaveTheirExpectedValues() throws {
        let letters = try Self.names(.maximus2013, ending: ".txt")
        #expect(letters.count == 3)
        let expected = try String(contentsOfFile: try FixtureFile.maximus2013Expected.require(), encoding: .utf8)
            .split(separator: "\n")
        let files = try expected.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["file"] as? String, "a file in \(line.prefix(60))")
        }
        #expect(files.sorted() == letters)
    }

    @Test func everyLayoutItemHasItsHandLabel() throws {
        let text = try String(contentsOfFile: try FixtureFile.treatmentClasses.require(), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "case\titem\ttreatment\tclass\tregions\tregionSource")
        #expect(lines.count == 275)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6 })
    }

    @Test func everyLayoutItemHasItsReasonLabels() throws {
        let text = try String(contentsOfFile: try FixtureFile.decisionReasons.require(), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "case\titem\tdecision\treasons\tevidence")
        #expect(lines.count == 275)
    }

    @Test(arguments: [(FixtureFile.treatmentWordingsR1, 296), (.treatmentWordingsR2, 289), (.treatmentWordingsR3, 299), (.treatmentWordingsR4, 314), (.treatmentWordingsR5, 312),
                      (.treatmentWordingsR6, 320), (.treatmentWordingsR7, 316),
                      (.treatmentWordingsR8, 313),
                      (.treatmentWordingsR9, 319), (.treatmentWordingsR10, 319), (.treatmentWordingsR11, 317), (.treatmentWordingsR12, 315), (.treatmentWordingsR13, 324), (.treatmentWordingsR14, 320),
                      (.treatmentWordingsR15, 321), (.treatmentWordingsR16, 324),
                      (.treatmentWordingsR17, 322),
                      (.treatmentWordingsR18, 322), (.treatmentWordingsR19, 321),
                      (.treatmentWordingsR20, 326), (.treatmentWordingsR21, 325), (.treatmentWordingsR22, 320), (.treatmentWordingsR23, 321),
                      (.treatmentWordingsR24, 320), (.treatmentWordingsR25, 325)])
    func theWrittenRequestsAreWhole(_ fixture: FixtureFile, _ count: Int) throws {
        let lines = try String(contentsOfFile: try fixture.require(), encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "id\ttreatment\tclass\tregions")
        #expect(lines.count == count + 1)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
    }

    @Test(arguments: [(FixtureFile.reasonWordingsA, 130), (.reasonWordingsB, 130), (.reasonWordingsC, 150),
                      (.reasonWordingsD, 150), (.reasonWordingsE, 150), (.reasonWordingsF, 150), (.reasonWordingsG, 150), (.reasonWordingsH, 150), (.reasonWordingsI, 150), (.reasonWordingsJ, 150), (.reasonWordingsK, 150), (.reasonWordingsL, 150),
                      (.reasonWordingsM, 150), (.reasonWordingsO, 150), (.reasonWordingsP, 150), (.reasonWordingsQ, 150),
                      (.reasonWordingsR, 150), (.reasonWordingsS, 150), (.reasonWordingsU, 150),
                      (.reasonWordingsV, 150), (.reasonWordingsW, 150), (.reasonWordingsX, 150), (.reasonWordingsY, 150),
                      (.reasonWordingsZ, 300), (.reasonWordingsAA, 150), (.reasonWordingsAB, 150),
                      (.reasonWordingsAC, 150), (.reasonWordingsAD, 150), (.reasonWordingsAE, 150), (.reasonWordingsAF, 150),
                      (.reasonWordingsAG, 150), (.reasonWordingsAH, 150), (.reasonWordingsAI, 150),
                      (.reasonWordingsAJ, 150), (.reasonWordingsAK, 150), (.reasonWordingsAL, 150),
                      (.reasonWordingsAM, 150), (.reasonWordingsAN, 150), (.reasonWordingsAO, 150), (.reasonWordingsAP, 150),
                      (.reasonWordingsAQ, 150), (.reasonWordingsAR, 150),
                      (.reasonWordingsAS, 150), (.reasonWordingsAT, 150), (.reasonWordingsAU, 150), (.reasonWordingsAV, 150), (.reasonWordingsAW, 150), (.reasonWordingsAX, 150),
                      (.reasonWordingsAY, 150), (.reasonWordingsAZ, 150),
                      (.reasonWordingsBA, 150), (.reasonWordingsBB, 150),
                      (.reasonWordingsBC, 150), (.reasonWordingsBD, 150),
                      (.reasonWordingsBE, 150), (.reasonWordingsBF, 150),
                      (.reasonWordingsBG, 150), (.reasonWordingsBH, 150),
                      (.reasonWordingsBI, 150), (.reasonWordingsBJ, 150),
                      (.reasonWordingsBK, 150), (.reasonWordingsBL, 150),
                      (.reasonWordingsBM, 150), (.reasonWordingsBN, 150),
                      (.reasonWordingsBO, 150), (.reasonWordingsBP, 150),
                      (.reasonWordingsBQ, 150), (.reasonWordingsBR, 150), (.reasonWordingsBS, 150), (.reasonWordingsBT, 150), (.reasonWordingsBU, 150), (.reasonWordingsBV, 150), (.reasonWordingsBW, 150), (.reasonWordingsBX, 150), (.reasonWordingsBY, 150), (.reasonWordingsBZ, 150), (.reasonWordingsCA, 150), (.reasonWordingsCB, 150), (.reasonWordingsCC, 150), (.reasonWordingsCD, 150), (.reasonWordingsCE, 150), (.reasonWordingsCF, 150), (.reasonWordingsCG, 150), (.reasonWordingsCH, 150), (.reasonWordingsCI, 150), (.reasonWordingsCJ, 150), (.reasonWordingsCK, 150), (.reasonWordingsCL, 150), (.reasonWordingsCM, 150), (.reasonWordingsCN, 150), (.reasonWordingsCO, 150), (.reasonWordingsCP, 150), (.reasonWordingsCQ, 150), (.reasonWordingsCR, 150), (.reasonWordingsCS, 150), (.reasonWordingsCT, 150), (.reasonWordingsCU, 150), (.reasonWordingsCV, 150), (.reasonWordingsCW, 150), (.reasonWordingsCX, 150), (.reasonWordingsCY, 150), (.reasonWordingsCZ, 150), (.reasonWordingsDA, 150), (.reasonWordingsDB, 150), (.reasonWordingsDC, 150), (.reasonWordingsDD, 150), (.reasonWordingsDE, 150), (.reasonWordingsDF, 150), (.reasonWordingsDG, 150), (.reasonWordingsDH, 150), (.reasonWordingsDI, 150), (.reasonWordingsDJ, 150), (.reasonWordingsDK, 150), (.reasonWordingsDL, 150), (.reasonWordingsDM, 150), (.reasonWordingsDN, 150)])
    func theWrittenRationalesAreWhole(_ fixture: FixtureFile, _ count: Int) throws {
        let lines = try String(contentsOfFile: try fixture.require(), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == count)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["rationale"] is String && object?["reasons"] is [String] && object?["decision"] is String)
        }
    }
}
