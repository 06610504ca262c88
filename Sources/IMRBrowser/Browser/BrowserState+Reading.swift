import IMRIndex
import IMRText

/// A long first open shows the cases of the letters read so far (`LoadPreview`) while the rest are
/// read, as a log viewer shows the start of a large file: the list grows, the filters, the selected case
/// and the marks are kept each time, and the status line says how far the read has come. What would
/// hand on an incomplete answer as a whole one waits for the last letter: exporting everything shown,
/// the precedents' brief, and `r` (the load is still under way).
extension BrowserState {
    /// What the status line says while the cases shown are not all of them.
    var readingLabel: String? {
        guard showingPartial, let loading else { return nil }
        if case .storing? = loading.step { return "list incomplete: all files read, writing the case store…" }
        if loading.total > 0 && loading.done >= loading.total { return "list incomplete: all files read, indexing…" }
        return "list incomplete: files read \(loading.done) of \(loading.total)"
    }

    mutating func showPartial(_ index: CorpusIndex) -> [BrowserEffect] {
        install(index, partial: true)
        return replayTypedAhead()
    }

    /// The status message after the last letter's cases replace the partial list.
    static func allReadMessage(cases: Int) -> StatusMessage {
        StatusMessage("All letters read: \(Wording.count(cases, "case"))")
    }

    /// True, with the reason in the status line, when `what` must wait for every letter to be read.
    mutating func waitsForAllLetters(_ what: String) -> Bool {
        guard showingPartial else { return false }
        let progress = loading.map { " (\($0.done) of \($0.total) files)" } ?? ""
        message = StatusMessage("\(what) once all letters are read\(progress)", isError: true)
        return true
    }
}
