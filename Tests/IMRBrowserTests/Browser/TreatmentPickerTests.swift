import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
@testable import IMRBrowser
import IMRColumns

/// The `t` picker reaches the treatments and body regions with ← →; what was chosen holds.
@Suite struct TreatmentPickerTests {
    @Test func arrowsMoveThroughCategoryTreatmentAndRegion() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "t", "Right")
        guard case .picker(let treatment)? = state.overlay else { Issue.record("a picker is open"); return }
        #expect(treatment.facet == .treatment)
        let rows = state.pickerRows(treatment)
        let top = try #require(rows.first)
        _ = Fixtures.keys(&state, "Tab", "Right")
        guard case .picker(let region)? = state.overlay else { Issue.record("a picker is open"); return }
        #expect(region.facet == .region)
        // The top row may be a level ("MRI (all 2)"): what it takes in is what holds.
        #expect(Set(state.query.values(.treatment)) == state.expandingLevels([top.value], of: treatment),
                "the treatment chosen before → holds")
        #expect(state.visible.count == top.cases)
        _ = Fixtures.keys(&state, "Right")
        guard case .picker(let reasons)? = state.overlay else { Issue.record("a picker is open"); return }
        #expect(reasons.facet == .reason, "the items' decision reasons follow their region")
        _ = Fixtures.keys(&state, "Right")
        guard case .picker(let category)? = state.overlay else { Issue.record("a picker is open"); return }
        #expect(category.facet == .category)
        _ = Fixtures.keys(&state, "Esc", "b")
        guard case .picker(let regions)? = state.overlay else { Issue.record("b opens a picker"); return }
        #expect(regions.facet == .region)
        _ = Fixtures.keys(&state, "Esc", "y")
        guard case .picker(let years)? = state.overlay else { Issue.record("y opens a picker"); return }
        #expect(years.facet == .year)
    }
}
