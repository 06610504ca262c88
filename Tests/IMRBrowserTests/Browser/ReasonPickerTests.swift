import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
import IMRVocabulary
@testable import IMRBrowser
import Foundation
import IMRColumns

/// The reason picker (`w`) says what each reason means beside its id, and what the one at the cursor
/// means in full under the list: the meanings are the vocabulary's (`DecisionReasons`).
@Suite struct ReasonPickerTests {
    func openPicker(cols: Int, rows: Int) throws -> (BrowserState, PickerState) {
        var state = Fixtures.browser(cols: cols, rows: rows)
        _ = Fixtures.keys(&state, "w")
        guard case .picker(let picker)? = state.overlay else { throw PickerMissing() }
        return (state, picker)
    }

    struct PickerMissing: Error {}

    @Test func eachReasonIsShownWithWhatItMeans() throws {
        let (state, picker) = try openPicker(cols: 200, rows: 50)
        #expect(picker.facet == .reason && picker.explained)
        let rows = state.pickerRows(picker)
        let reasons = rows.filter { DecisionReasons.byId[$0.value] != nil }
        #expect(reasons.count >= 15, "the letters state most of the twenty reasons")
        let meaning = state.pickerMeaning(picker)
        let screen = BrowserView.render(state).text.split(separator: "\n").map(String.init)
        for row in reasons {
            let expected = try #require(DecisionReasons.byId[row.value]).meaning
            #expect(meaning(row.value) == expected)
            // Beside the id on its row, as far as the row has room (the start of the meaning at least).
            let line = try #require(screen.first { $0.contains("] \(row.value) ") }, "\(row.value) is listed")
            #expect(line.contains(String(expected.prefix(40))), "\(row.value)'s row: \(line)")
        }
        // The sides' levels say what they take in.
        #expect(rows.contains { $0.value.hasPrefix("upholding (all ") && meaning($0.value)?.contains("upholding") == true })
    }

    @Test func theMeaningAtTheCursorIsShownInFull() throws {
        var (state, picker) = try openPicker(cols: 80, rows: 24)
        let rows = state.pickerRows(picker)
        let longest = try #require(rows.indices.max { (state.pickerMeaning(picker)(rows[$0].value)?.count ?? 0)
                                                      < (state.pickerMeaning(picker)(rows[$1].value)?.count ?? 0) })
        for _ in 0..<longest { _ = Fixtures.keys(&state, "Down") }
        guard case .picker(let moved)? = state.overlay else { Issue.record("the picker closed"); return }
        picker = moved
        let full = try #require(state.pickerMeaning(picker)(rows[longest].value))
        #expect(full.count > 80, "a meaning longer than the row")
        let text = BrowserView.render(state).text.replacingOccurrences(of: "│", with: " ")
        let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains(full), "the whole meaning under the list:\n\(text)")
    }

    /// Typing narrows by what a reason means as well as by its id: "surgery" finds no-surgical-plan.
    @Test func typingFindsAReasonByItsMeaning() throws {
        var (state, _) = try openPicker(cols: 160, rows: 45)
        Fixtures.type(&state, "surgery")
        guard case .picker(let picker)? = state.overlay else { Issue.record("the picker closed"); return }
        let values = state.pickerRows(picker).map(\.value)
        #expect(values.contains("no-surgical-plan"), "\(values)")
        #expect(values.allSatisfy { $0.contains("surgery") || state.pickerMeaning(picker)($0)?.contains("surgery") == true })
        // Other pickers have no meanings, and narrow by their values alone.
        _ = Fixtures.keys(&state, "Esc", "s")
        guard case .picker(let specialties)? = state.overlay else { Issue.record("s opens a picker"); return }
        #expect(!specialties.explained && state.pickerMeaning(specialties)("Pain Management") == nil)
    }
}
