import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing
import Foundation

/// The status line at every width: the count first, the message whole or shortened between words with
/// its start and end kept, the filters in what is left.
@Suite struct StatusBarTests {
    static let path = "Exported 3 cases to /home/reviewer/exports/2016/december/imr-export.md"

    static func status(_ state: BrowserState) -> String {
        BrowserView.render(state).lines.last ?? ""
    }

    /// Words shown, without the ellipsis and the separators.
    static func words(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "│" || $0 == "…" || $0 == "/" }
    }

    @Test func aLongMessageKeepsItsCountAndItsFileName() {
        for cols in [40, 60, 80, 120, 200] {
            var state = Fixtures.browser(cols: cols, rows: 24)
            _ = state.handle(.exportFinished(StatusMessage(Self.path)))
            let line = Self.status(state)
            #expect(line.hasPrefix("126 of 126 cases"), "\(cols): \(line)")
            #expect(line.contains("Exported 3 cases"), "\(cols): \(line)")
            // From 60 columns the file name is kept too (at 40 the start, "Exported 3 cases to", takes the room).
            if cols >= 60 { #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("/imr-export.md"), "\(cols): \(line)") }
            let allowed = Self.words(Self.path) + Self.words("126 of 126 cases")
            #expect(Self.words(line).allSatisfy(allowed.contains), "\(cols): \(line)")
            #expect(line.contains("…") == (cols < 16 + 3 + Self.path.count), "\(cols): \(line)")
        }
    }

    @Test func filtersGiveWayToTheMessageAtWordsAndTheMarksStay() {
        for cols in [60, 80, 100] {
            var state = Fixtures.browser(cols: cols, rows: 24)
            // End: the filter line opens with its text selected; from its end, typing adds to it.
            _ = Fixtures.keys(&state, "o", "Space", "Space", "f", "End")
            Fixtures.type(&state, " spec:\"internal medicine\" cat:imaging decided:2016-12..2017-01")
            _ = Fixtures.keys(&state, "Enter", "Space")
            _ = state.handle(.exportFinished(StatusMessage("Exported 2 cases to ./imr-export.md")))
            let line = Self.status(state)
            #expect(line.hasPrefix("1 of 126 cases") || line.range(of: #"^\d+ of 126 cases"#, options: .regularExpression) != nil,
                    "\(cols): \(line)")
            #expect(line.hasSuffix("Exported 2 cases to ./imr-export.md"), "\(cols): \(line)")
            let filter = QueryText.format(state.query, includeSort: true)
            let allowed = Self.words(filter) + Self.words("of 126 cases marked Exported 2 cases to ./imr-export.md")
            let shown = Self.words(line).filter { Int($0) == nil }
            #expect(shown.allSatisfy(allowed.contains), "\(cols): \(line)")
            // From 80 columns the marks fit beside the message (the filter gives way first).
            if cols >= 80 { #expect(line.contains("\(state.marks.count) marked"), "\(cols): \(line)") }
        }
    }

    /// The browser's narrowest line (40) keeps the count and the start of the message; a line too
    /// narrow for both shows the message alone, shortened between words.
    @Test func aNarrowLineKeepsTheCountThenTheMessageAlone() {
        var state = Fixtures.browser(cols: 40, rows: 24)
        _ = state.handle(.storeWriteFailed("The word index was not kept for the next open: disk full"))
        let line = Self.status(state)
        #expect(line.hasPrefix("126 of 126 cases") && line.hasSuffix(" The word … disk full"), "\(line)")
        let fitted = StatusBar.fit(count: "126 of 126 cases", filter: "overturned", after: ["2 marked"],
                                   message: "The word index was not kept for the next open: disk full", width: 24)
        #expect(fitted.left.isEmpty)
        #expect(fitted.message == " The word … disk full", "\(String(describing: fitted.message))")
    }

    @Test func theHintLineShowsWholeHintsOnly() {
        for cols in [30, 45, 60, 80] {
            let state = Fixtures.browser(cols: cols, rows: 24)
            let lines = BrowserView.render(state).lines
            let hints = lines[lines.count - 2].trimmingCharacters(in: .whitespaces)
            let labels = KeyHints.panes.map(\.1)
            // Every hint is a key and a whole label.
            let pieces = hints.components(separatedBy: "  ").filter { !$0.isEmpty }
            for piece in pieces {
                let label = piece.split(separator: " ", maxSplits: 1).last.map(String.init) ?? ""
                #expect(labels.contains(label), "\(cols): \(piece)")
            }
        }
    }

    /// Wherever the keys go, each key the hint line names does what its hint says when pressed there
    /// (a hint never offers a key that an overlay takes for something else, or types as text).
    @Test func everyHintedKeyDoesItsActionWhereItIsShown() {
        for context in KeyContext.allCases where !context.isShared {
            #expect(!KeyHints.hinted(in: context).isEmpty, "\(context) has no hints")
            for (action, label) in KeyHints.hinted(in: context) {
                guard let binding = ActionTable.binding(action, in: context),
                      let key = ActionTable.effectiveKeys(binding, in: context).first else {
                    Issue.record("\(context): no key for \(label)")
                    continue
                }
                #expect(ActionTable.meaning(of: key, in: context) == .action(action, binding.context), "\(context): \(key) \(label)")
            }
        }
    }

    /// An overlay's hint line names its own keys, not the panes' (q does not quit from the help).
    @Test func theHintLineFollowsTheOpenOverlay() {
        var state = Fixtures.browser(cols: 100, rows: 30)
        func hints() -> String { BrowserView.render(state).lines.dropLast().last ?? "" }
        #expect(hints().contains("q quit"))
        _ = Fixtures.keys(&state, "?")
        #expect(hints().contains("close") && !hints().contains("quit"), "\(hints())")
        _ = Fixtures.keys(&state, "Escape", "s")
        #expect(hints().contains("Enter apply") && hints().contains("Esc cancel") && !hints().contains("quit"), "\(hints())")
        _ = Fixtures.keys(&state, "Escape", "f")
        #expect(hints().hasPrefix("Enter done  Tab complete  Esc cancel  keys: outcome:"), "\(hints())")
        _ = Fixtures.keys(&state, "Escape")
        #expect(hints().contains("q quit"))
    }
}
