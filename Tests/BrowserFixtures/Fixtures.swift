import Foundation
import IMRIndex
import IMRScreen
import TestFixtures
import Testing
import IMRModel
import IMRBrowser
import IndexFixtures

/// Corpora and browser states the tests of the browser (IMRBrowserTests) and of its run (IMRTerminalTests)
/// start from.
public enum Fixtures {
    /// The 126 real letters of Fixtures/corpus, as pdftotext -layout gives them (loaded once).
    private static let dwcLoad = Result<CorpusIndex, any Error> {
        try IndexFixtures.index(paths: [try FixtureFile.dwcLayout.require()])
    }

    /// The real letters; when they cannot be loaded, every test that uses them fails saying why
    /// (and goes on with no cases) rather than passing or failing for a reason it does not name.
    public static var dwcIndex: CorpusIndex {
        switch dwcLoad {
        case .success(let index): return index
        case .failure(let error):
            Issue.record("the real letters cannot be loaded: \(error)")
            return IndexFixtures.index([])
        }
    }

    public static func browser(cols: Int = 160, rows: Int = 45, index: CorpusIndex = dwcIndex) -> BrowserState {
        var state = BrowserState(size: Size(rows: rows, cols: cols))
        _ = state.handle(.corpusLoaded(index))
        return state
    }

    /// One letter written by hand, with text an attacker could plant.
    public static func hostileIndex() -> CorpusIndex {
        let letter = """
        Case Number:          CM16-0000001
        Date Assigned:        11/09/2016                      Date of Injury:      10/13/2016
        Decision Date:        12/09/2016                      UR Denial Date:      11/03/2016

                         HOW THE IMR FINAL DETERMINATION WAS MADE
        The Expert Reviewer has the following credentials:
        State(s) of Licensure: California
        Certification(s)/Specialty: Family Practice

                                CLINICAL CASE SUMMARY
        The injured worker is a 40 year old male. \u{1B}[2J\u{1B}]52;c;aGVsbG8=\u{07} clears and steals.

                      IMR ISSUES, DECISIONS AND RATIONALES
        MRI of the knee: Upheld

        MAXIMUS guideline: Decision based on MTUS Knee Complaints 2004.

        Decision rationale: Not needed.\u{08}\u{08}\r overwritten.
        """
        return IndexFixtures.index(letters: [(displayPath: "hostile.txt", bytes: Array(letter.utf8))])
    }

    /// Presses the keys named, in order. A name that is no key fails the test, rather than being
    /// passed over (and the keys after it pressed where it should have taken the state).
    public static func keys(_ state: inout BrowserState, _ names: String...,
                            sourceLocation: SourceLocation = #_sourceLocation) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for name in names {
            guard let key = Key(name: name) else {
                Issue.record("no key is named \(name)", sourceLocation: sourceLocation)
                return effects
            }
            effects += state.handle(.input(.key(key)))
        }
        return effects
    }

    public static func type(_ state: inout BrowserState, _ text: String) {
        for character in text { _ = state.handle(.input(.key(.character(character)))) }
    }

    public static func outcomes(_ state: BrowserState) -> Set<Outcome> {
        Set(state.shownCases.map(\.outcome))
    }
}
