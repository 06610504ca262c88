import IMRIndex
import IMRScreen
import IMRExport

/// The case at hand and the rest of the desktop: its own file, the pager, the clipboard. The state only
/// says what to do (`BrowserEffect`); the app runs the programs and reports back (`programFinished`).
extension BrowserState {
    /// The letter's own file, where the corpus was loaded from.
    mutating func openLetterFile() -> [BrowserEffect] {
        guard let imrCase = selectedCase, let index else { return nothingSelected() }
        guard let path = index.corpus.letterPath(of: imrCase) else {
            let why = index.corpus.roots.isEmpty ? "is built in: it has no file to open" : "is no longer where it was read"
            message = StatusMessage("\(imrCase.file) \(why)", isError: true)
            return []
        }
        message = StatusMessage("Opening \(imrCase.file)…")
        return [.openLetter(path: path)]
    }

    /// The case's text report for `$PAGER`, escaped as every export is (by `CaseReport.text` itself).
    mutating func pipeToPager() -> [BrowserEffect] {
        guard let imrCase = selectedCase else { return nothingSelected() }
        return [.pipeToPager(CaseReport.text(imrCase))]
    }

    /// The case number, else the id, for the clipboard.
    mutating func copyCaseNumber() -> [BrowserEffect] {
        guard let imrCase = selectedCase else { return nothingSelected() }
        let text = imrCase.caseNumber ?? imrCase.id
        message = StatusMessage("Copied \(text) to the clipboard")
        return [.copyToClipboard(text)]
    }

    private mutating func nothingSelected() -> [BrowserEffect] {
        message = StatusMessage("No case selected", isError: true)
        return []
    }

    // MARK: Keys typed while the letters load

    static let stillReading = StatusMessage("Still reading the letters: the keys typed are kept for when the cases arrive")
    /// An action asked for directly (not typed) before the cases exist.
    static let stillReadingNow = StatusMessage("Still reading the letters…")

    /// A key before the first cases exist: quitting and the help act at once, the rest waits for
    /// `replayTypedAhead`. Returns nil when the key is not held (the cases are there, or an overlay is open).
    mutating func holdUntilLoaded(_ key: Key) -> [BrowserEffect]? {
        guard index == nil, overlay == nil else { return nil }
        if case .action(let action, _)? = ActionTable.meaning(of: key, in: keyContext) {
            if action == .quit { return [.quit] }
            if action == .help || action == .panes(.cycleTheme) { return nil }
        }
        typedAhead.append(key)
        message = Self.stillReading
        return []
    }

    /// The keys typed while loading, in order, now that the cases are there.
    mutating func replayTypedAhead() -> [BrowserEffect] {
        let keys = typedAhead
        typedAhead = []
        var effects: [BrowserEffect] = []
        for key in keys {
            effects += handleKey(key)
            if effects.contains(.quit) { break }
        }
        return effects
    }
}
