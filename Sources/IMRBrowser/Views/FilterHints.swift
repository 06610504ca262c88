import IMRIndex
import IMRScreen
import IMRText

/// The hint line while the filter line is open: what Tab completes at the caret. The keys after the key
/// hints while no term is begun; then the keys that fit, a facet's values as the corpus has them (most
/// cases first, with their counts), or how a date or a number of days is typed, in place of the key
/// hints: so a new user picks `reason:no-functional-improvement` rather than guessing its spelling.
enum FilterHints {
    /// The line, and whether it follows the key hints (else it takes the whole line).
    static func line(_ state: BrowserState) -> (text: String, afterKeys: Bool)? {
        guard case .prompt(let prompt)? = state.overlay, let completion = state.filterCompletion(prompt) else { return nil }
        switch completion.subject {
        case .help(let key, let help):
            return ("\(key): \(help)", false)
        case .key:
            let keys = completion.candidates.map(\.text).joined(separator: " ")
            if completion.typed.isEmpty { return ("keys: " + keys, true) }
            if completion.candidates.isEmpty { return ("No key starts with “\(completion.typed)”: the word is searched for", false) }
            return ("keys: " + keys, false)
        case .value(let key):
            if completion.candidates.isEmpty { return ("No \(key): value starts with or holds “\(completion.typed)”", false) }
            let values = completion.candidates.map { candidate in
                candidate.cases.map { "\(candidate.text) \($0)" } ?? candidate.text
            }
            let intro = completion.byContaining ? "\(key): holding “\(completion.typed)”" : "\(key):"
            return (intro + "  " + values.joined(separator: " · "), false)
        }
    }
}
