/// Where words begin and end in a line being typed, for the word keys readline users expect: M-b and
/// M-f move by words of letters and digits; C-w deletes back to the white space before the caret (a
/// whole `treat:"physical therapy"` term but its phrase's last word), as a shell does.
enum LineWords {
    /// The start of the word before `caret` (or the one it is in).
    static func wordStart(_ characters: [Character], before caret: Int) -> Int {
        var index = min(caret, characters.count)
        while index > 0 && !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `caret` (or the one it is in).
    static func wordEnd(_ characters: [Character], after caret: Int) -> Int {
        var index = max(caret, 0)
        while index < characters.count && !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Where C-w deletes back to: past the white space before the caret, then past what is not.
    static func spaceSeparatedStart(_ characters: [Character], before caret: Int) -> Int {
        var index = min(caret, characters.count)
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
