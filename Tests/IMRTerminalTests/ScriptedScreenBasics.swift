import IMRScreen

/// A screen for driving `BrowserApp` in a test: only frames and events matter, the rest does nothing.
protocol ScriptedScreenBasics: Screen {}

extension ScriptedScreenBasics {
    func apply(theme: Theme) {}
    func suspend() {}
    func resume() {}
    func copyToClipboard(_ text: String) {}
    func close() {}
}
