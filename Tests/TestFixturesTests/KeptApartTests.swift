import Testing
import TestFixtures

/// A labelled set is named by the last part of its file name, as IMR_MEASURE_KEPT_APART names the sets kept
/// apart it asks to print (`KeptApart`).
@Suite struct KeptApartTests {
    @Test func aSetIsNamedByTheLastPartOfItsFileName() {
        #expect(FixtureFile.reasonWordingsAA.setName == "aa")
        #expect(FixtureFile.treatmentWordingsR15.setName == "r15")
        #expect(FixtureFile.regionsN6.setName == "n6")
        #expect(FixtureFile.reasonRereadingsW2.setName == "w2", "a second reading is not the set it reads")
        let names = FixtureFile.allCases.filter { $0.rawValue.hasPrefix("Fixtures/labels/") && $0.rawValue.contains("-") }.map(\.setName)
        #expect(Set(names).count == names.count, "no two labelled sets share a name: \(names)")
    }
}
