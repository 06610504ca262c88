import IMRIndex
import IMRScreen

extension BrowserState {
    /// Where keys go now: the open overlay, else the focused pane.
    public var keyContext: KeyContext {
        if let overlay { return overlay.keyContext }
        if showsPrecedents { return .precedents }
        return focus == .list ? .list : .casePane
    }

    /// A key: what the action table says it means where it is pressed.
    mutating func handleKey(_ key: Key) -> [BrowserEffect] {
        if let held = holdUntilLoaded(key) { return held }
        let context = keyContext
        // In a picker, Space chooses until something is typed; then it types (values hold spaces).
        if context == .picker, key == .character(" "), case .picker(let picker)? = overlay, !picker.filter.isEmpty {
            typeText(" ")
            return []
        }
        switch ActionTable.meaning(of: key, in: context) {
        case .action(let action, _)?:
            return performKeepingUndo(action)
        case .text(let character)?:
            typeText(character)
            return []
        case nil:
            if context == .confirm { return perform(.confirm(.no)) }
            message = StatusMessage("\(key) does nothing here" + (ActionTable.helpKey(in: context).map { ": press \($0) for the keys" } ?? ""))
            return []
        }
    }

    /// Carries out an action from the table: in the open overlay, else in the precedents view or the
    /// panes. Each of those switches over every action, without `default:`.
    mutating func perform(_ action: BrowserAction) -> [BrowserEffect] {
        if action == .quit { return [.quit] }
        if action == .help {
            openHelp()
            return []
        }
        if let overlay {
            return performInOverlay(action, overlay)
        }
        if index == nil, action != .close, action != .panes(.cycleTheme) {
            message = Self.stillReadingNow
            return []
        }
        if showsPrecedents { return performInPrecedents(action) }
        return performInPanes(action)
    }

    /// The help of where the user is; closing it goes back there.
    mutating func openHelp() {
        let context = keyContext
        if case .help? = overlay { return }
        overlay = .help(HelpState(page: HelpPage(context: context), returnTo: overlay))
    }

    /// A movement key in the panes: the case cursor in the list, the scroll of a case pane.
    mutating func move(_ move: MoveAction) {
        if focus == .list {
            let previous = cursor
            caseCursor.apply(move, count: visible.count, height: listHeight)
            if cursor != previous { selectionMoved() }
        } else {
            var scroll = paneScroll[focus] ?? ListCursor()
            scroll.apply(move, count: documentLines(focus).count, height: paneHeight(focus), scrolling: true)
            paneScroll[focus] = scroll
        }
    }

    /// Another case is selected: its panes start at the top, its matches at the first.
    mutating func selectionMoved() {
        resetCaseScroll()
        if search != nil { search?.current = 0 }
    }

    /// Typed text: into the prompt at the caret, or a picker's narrowing text.
    mutating func typeText(_ character: Character) {
        switch overlay {
        case .prompt(var prompt)?:
            if prompt.selected {
                // Typing over the selected line replaces it.
                prompt.text = ""
                prompt.caret = 0
                prompt.selected = false
            }
            var characters = Array(prompt.text)
            characters.insert(character, at: prompt.caret)
            prompt.caret += 1
            prompt.text = String(characters)
            overlay = .prompt(prompt)
        case .picker(var picker)?:
            picker.filter.append(character)
            picker.cursor = ListCursor()
            overlay = .picker(picker)
        default:
            break
        }
    }
}
