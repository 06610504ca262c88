import IMRIndex

extension BrowserState {
    /// What Tab would complete at the filter line's caret (nil while no corpus is open).
    func filterCompletion(_ prompt: PromptState) -> FilterCompletion? {
        guard case .filter = prompt.purpose, let index else { return nil }
        return FilterCompletion.at(prompt.caret, of: prompt.text, in: index)
    }

    /// Tab in the filter line: the key or value at the caret completed from the corpus, as far as its
    /// candidates agree (the hint line lists them).
    mutating func completeFilter(_ prompt: inout PromptState) {
        guard let completion = filterCompletion(prompt) else { return }
        if let (line, caret) = completion.completing(prompt.text, caret: prompt.caret) {
            prompt.text = line
            prompt.caret = caret
            message = nil
        } else if completion.candidates.isEmpty, case .help = completion.subject {
            message = nil
        } else if completion.candidates.isEmpty {
            message = StatusMessage("Nothing to complete: no \(completion.what) starts with or holds “\(completion.typed)”",
                                    isError: true)
        }
    }
}
