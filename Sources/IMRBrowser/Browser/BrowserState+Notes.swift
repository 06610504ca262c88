import Foundation
import IMRIndex
import IMRScreen
import IMRModel
import IMRText
import IMRExport

/// The user's tags and notes in the browser: `+` tags or untags the marked cases (else the selected
/// one), `A` writes the selected case's note (C-x there: in `$EDITOR`), `#` picks tags. The state only
/// asks (`changeNotes`, `editNote`); the app writes to the store off the key loop and reports back with
/// `notesChanged` and what the store then holds, which the state gives to the index, so `tag:`, the
/// words that find notes and the case pane follow at once.
extension BrowserState {
    /// The cases `+` tags: the marked ones, shown or not, else the selected one.
    var tagTargets: [IMRCase] { selectionForExport }

    mutating func openTagPrompt() {
        let targets = tagTargets
        guard !targets.isEmpty else {
            message = StatusMessage("No case selected", isError: true)
            return
        }
        let what = targets.count == 1 ? targets[0].id : Wording.count(targets.count, "marked case")
        overlay = .prompt(PromptState(purpose: .tag(ids: targets.map(\.id)), label: "Tag \(what) (-NAME removes, Tab completes): "))
    }

    /// What a line typed in the tag prompt asks: `+NAME` adds, `-NAME` removes, `NAME` removes the tag
    /// when every case has it, else adds it.
    mutating func tagging(_ ids: [String], _ typed: String) -> [BrowserEffect] {
        guard let index else { return [] }
        var text = TagName.spaced(typed)
        var sign = text.first == "+" || text.first == "-" ? text.removeFirst() : nil
        text = TagName.spaced(text)
        if text.isEmpty {
            message = StatusMessage("No tag given: nothing changed")
            return []
        }
        if let problem = TagName.problem(text) {
            message = StatusMessage("Not a tag: \(problem)", isError: true)
            return []
        }
        let targets = Set(ids).compactMap { index.row(ofId: $0) }.sorted().map { index.cases[$0] }
        let keys = Array(Set(targets.map(CaseKey.of))).sorted()
        guard !keys.isEmpty else { return [] }
        if sign == nil {
            let fold = TagName.fold(text)
            let everyHasIt = targets.allSatisfy { index.annotations(of: $0).tags.contains { TagName.fold($0) == fold } }
            sign = everyHasIt ? "-" : "+"
        }
        message = StatusMessage(sign == "-" ? "Untagging…" : "Tagging…")
        return [.changeNotes(sign == "-" ? .removeTag(text, keys: keys) : .addTag(text, keys: keys))]
    }

    /// Tab in the tag prompt: the typed name completed from the tags in use (as far as they agree), the
    /// ones it could still be said in the status line.
    mutating func completeTag(_ prompt: inout PromptState) {
        var typed = prompt.text
        let sign = typed.first == "+" || typed.first == "-" ? String(typed.removeFirst()) : ""
        let fold = CaseFold.key(typed)
        let candidates = (index?.tagNames ?? []).filter { CaseFold.key($0).hasPrefix(fold) }
        guard let first = candidates.first else {
            message = StatusMessage(index?.tagNames.isEmpty ?? true ? "No tag is in use yet" : "No tag starts with \(typed)")
            return
        }
        var common = first
        for other in candidates.dropFirst() {
            while !CaseFold.key(other).hasPrefix(CaseFold.key(common)) { common.removeLast() }
        }
        if candidates.count == 1 || common.count > typed.count {
            prompt.text = sign + (candidates.count == 1 ? first : common)
            prompt.caret = prompt.text.count
        }
        message = candidates.count == 1 ? nil : StatusMessage("Tags: " + candidates.joined(separator: ", "))
    }

    /// `A`: the note on one line, as it is kept; a note of several lines opens in `$EDITOR` instead, so
    /// nothing of it is lost.
    mutating func openNotePrompt() -> [BrowserEffect] {
        guard let imrCase = selectedCase, let index else {
            message = StatusMessage("No case selected", isError: true)
            return []
        }
        let note = index.annotations(of: imrCase).note ?? ""
        if note.contains("\n") {
            message = StatusMessage("The note has several lines: opening $EDITOR…")
            return [.editNote(key: CaseKey.of(imrCase), text: note, base: note)]
        }
        overlay = .prompt(PromptState(purpose: .note(id: imrCase.id, base: note), label: "Note on \(imrCase.id) (empty removes it, C-x: $EDITOR): ",
                                      text: note))
        return []
    }

    mutating func keepingNote(of id: String, _ text: String, base: String) -> [BrowserEffect] {
        guard let imrCase = index?.cases.first(where: { $0.id == id }) else { return [] }
        message = StatusMessage("Keeping the note…")
        return [.changeNotes(.setNote(text.trimmingCharacters(in: .whitespacesAndNewlines), key: CaseKey.of(imrCase), base: base))]
    }

    /// The note the user wrote met another kept meanwhile: both are shown (the kept one in the question,
    /// theirs as they wrote it), and they choose; any answer but yes keeps both, so nothing is lost.
    mutating func noteChangedMeanwhile(_ conflict: NoteConflict, yours: String) {
        let name = conflict.key.hasPrefix("text:") ? "this case" : conflict.key
        let kept = conflict.kept.isEmpty ? "removed" : "now “\(NoteText.excerpt(conflict.kept))”"
        // The question and its answers first: a narrow status line cuts the end, the note kept meanwhile.
        overlay = .prompt(PromptState(purpose: .noteConflict(key: conflict.key, yours: yours, kept: conflict.kept),
                                      label: "Note on \(name) changed elsewhere. Yours only? (y; n: keep both) It is \(kept) "))
    }

    /// The answer to `noteChangedMeanwhile`.
    mutating func settleNoteConflict(key: String, yours: String, kept: String, keepYours: Bool) -> [BrowserEffect] {
        overlay = nil
        message = StatusMessage(keepYours ? "Keeping your note…" : "Keeping both notes…")
        let text = keepYours ? yours : NoteText.both(kept: kept, yours: yours)
        return [.changeNotes(.setNote(text, key: key, base: kept))]
    }

    /// C-x in the note prompt: the editor takes over with what was typed.
    mutating func editNoteInEditor(_ prompt: PromptState) -> [BrowserEffect] {
        guard case .note(let id, let base) = prompt.purpose, let imrCase = index?.cases.first(where: { $0.id == id }) else { return [] }
        overlay = nil
        return [.editNote(key: CaseKey.of(imrCase), text: prompt.text, base: base)]
    }

    /// The store has the change, or could not take it. What it holds now goes to the index here, in
    /// the reducer: `tag:`, the words that find notes and the case pane follow from the next frame.
    mutating func notesChanged(_ result: StatusMessage, kept: [String: CaseAnnotations]?) {
        message = result
        if let kept { index?.setAnnotations(kept) }
        guard !result.isError else { return }
        refilter()
        // refilter may say the word index is on its way: the change is still what the user wants to read.
        if !waitingForWordIndex { message = result }
    }

    /// A picker's choice: a facet's values, or tags.
    mutating func choose(_ values: Set<String>, in subject: PickerSubject) {
        switch subject {
        case .facet(let facet): query.set(facet, values)
        case .tags: query.tags = values
        }
    }
}
