import IMRIndex
import IMRText

/// A second open shows the cases the case store holds at once, before the letters are listed (at a
/// million letters listing them takes seconds); the letters are then compared with the store in the
/// background. Until that check is over the status line says so, and a letter that changed meanwhile
/// is read again and the list reloaded as `r` does (filters, marks and the selected case kept).
extension BrowserState {
    /// What the status line says while the check runs.
    var checkingLabel: String? {
        guard let checking else { return nil }
        if checking.total > 0 && checking.done < checking.total {
            return "reading changed letters: \(checking.done) of \(checking.total)"
        }
        return "checking the letters for changes…"
    }

    mutating func startChecking() {
        checking = LoadingState(step: nil, source: index?.corpus.source ?? "")
    }

    mutating func lettersChecked(_ changed: CorpusIndex?) {
        checking = nil
        guard let changed else { return }
        let before = totalCount
        install(changed)
        let change = Self.changedMessage(readAgain: changed.corpus.lettersReadAgain, casesBefore: before,
                                         casesAfter: changed.count)
        // Problems reading the letters (said by `install`) are still said, after the change.
        if let problems = message, problems.isError {
            message = StatusMessage(change + "; " + problems.text, isError: true)
        } else {
            message = StatusMessage(change)
        }
    }

    /// What changed since the last open, said once the check has reloaded the list.
    static func changedMessage(readAgain: Int, casesBefore: Int, casesAfter: Int) -> String {
        var parts: [String] = []
        if readAgain > 0 { parts.append(Wording.count(readAgain, "letter") + " changed or new, read again") }
        if casesAfter != casesBefore || parts.isEmpty {
            parts.append("\(casesBefore) → \(casesAfter) cases")
        }
        return "Since the last open: " + parts.joined(separator: "; ")
    }

    /// `r`: read the letters again, unless the check is already doing so.
    mutating func reload() -> [BrowserEffect] {
        guard !waitsForAllLetters("Read the letters again") else { return [] }
        guard checking == nil else {
            message = StatusMessage("The letters are being checked for changes: the list reloads by itself if any changed")
            return []
        }
        return [.reload]
    }
}
