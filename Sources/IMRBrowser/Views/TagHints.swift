import IMRIndex
import IMRText

/// The hint line while the tag prompt is open: the tags in use that fit what is typed, with the cases
/// each is on, so a name is picked rather than guessed (Tab completes it).
enum TagHints {
    static func line(_ state: BrowserState) -> String? {
        guard case .prompt(let prompt)? = state.overlay, case .tag = prompt.purpose, let index = state.index else { return nil }
        var typed = prompt.text
        if typed.first == "+" || typed.first == "-" { typed.removeFirst() }
        let fold = CaseFold.key(typed)
        let counts = index.tagCounts(for: CaseQuery()).filter { CaseFold.key($0.value).hasPrefix(fold) }
        if index.tagNames.isEmpty { return "No tag in use yet: type a new one" }
        if counts.isEmpty { return "A new tag" }
        return "Tags in use: " + counts.map { "\($0.value) (\($0.cases))" }.joined(separator: "  ")
    }
}
