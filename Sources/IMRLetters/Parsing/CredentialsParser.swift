import IMRModel
import IMRText
import IMRVocabulary

/// Reads the expert reviewer's credentials in either wording letters use:
/// "The expert reviewer is Board Certified in X[, has a subspecialty in Y] and is licensed to practice in Z."
/// or "The Expert Reviewer has the following credentials:" with "State(s) of Licensure:" and
/// "Certification(s)/Specialty:" comma lists (which may lack spaces and wrap over lines).
enum CredentialsParser {
    static func parse(_ lines: Lines, memo: ParseMemo = ParseMemo()) -> Reviewer {
        let licensure = field(in: lines, where: isLicensureLabel)
        let specialty = field(in: lines, where: isSpecialtyLabel)
        // Each list as written is a key of its own: the same lists recur across letters, in more
        // pairings than either alone.
        if licensure != nil || specialty != nil {
            let specialties = memo.specialtyList(specialty ?? "") { written in
                let asWritten = splitList(written, splitOnAnd: false)
                return (canonical(asWritten, memo), asWritten)
            }
            let states = memo.licensure(licensure ?? "") { splitList($0, splitOnAnd: true).map(States.normalize) }
            return Reviewer(specialties: specialties.canonical, specialtiesAsWritten: specialties.asWritten,
                            boardCertified: nil, licensure: states)
        }
        return CredentialSentence.reviewer(of: lines, memo: memo)
    }

    /// The sentence wording read from the section made one string: `CredentialSentence`'s oracle.
    static func parseJoined(_ lines: Lines, memo: ParseMemo = ParseMemo()) -> Reviewer {
        normalized(sentenceCredentials(Reflow.joined(lines)), memo)
    }

    /// Canonical specialty names, each once, primary first.
    static func normalized(_ written: Reviewer, _ memo: ParseMemo) -> Reviewer {
        var reviewer = written
        reviewer.specialties = canonical(reviewer.specialtiesAsWritten, memo)
        return reviewer
    }

    /// The canonical names of specialties as written, each once, in their order.
    static func canonical(_ asWritten: [String], _ memo: ParseMemo) -> [String] {
        var seen = Set<String>()
        return asWritten.map { memo.specialty($0, Specialties.normalize) }.filter { seen.insert($0).inserted }
    }

    // MARK: "has the following credentials"

    static let state: StaticString = "state", licens: StaticString = "licens"
    static let specialtyLabels: [StaticString] = ["certification", "specialt", "board certification"]

    static func isLicensureLabel(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        ByteText.hasPrefix(bytes, range, ignoringCase: state) && ByteText.firstIndex(of: licens, in: bytes, range) != nil
    }

    static func isSpecialtyLabel(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        // The labels start with c, s or b: most lines are turned away at their first byte, not by each
        // label in turn (every line of the section is asked, and each line a list runs on to).
        guard !range.isEmpty else { return false }
        let first = asciiLower(bytes[range.lowerBound])
        guard first == 0x63 || first == 0x73 || first == 0x62 else { return false }
        return specialtyLabels.contains { ByteText.hasPrefix(bytes, range, ignoringCase: $0) }
    }

    /// The text after "Label:" plus its continuation lines, up to a blank line or the next label.
    static func field(in lines: Lines, where isLabel: ([UInt8], Range<Int>) -> Bool) -> String? {
        let bytes = lines.bytes
        // The label first: most lines are not one, and say so at their first byte.
        guard let start = lines.firstIndex(where: { line in
            !line.isBlank && isLabel(bytes, line.trimmedRange) && ByteText.firstIndex(of: 0x3A, in: bytes, line.trimmedRange) != nil
        }) else { return nil }
        let first = lines[start]
        guard let colon = ByteText.firstIndex(of: 0x3A, in: bytes, first.trimmedRange) else { return nil }
        let value = (colon + 1)..<first.end
        var text = ByteText.trimmingBlanks(bytes, value).map { ByteText.string(bytes[$0]) }
            ?? String(ByteText.string(bytes[value]).trimmingSpaces)
        var next = start + 1
        while next < lines.endIndex {
            let line = lines[next]
            let range = line.trimmedRange
            if line.isBlank {
                // Blank lines before a page break are page furniture: the list may run on over it.
                var after = next
                while after < lines.endIndex, lines[after].isBlank { after += 1 }
                guard after < lines.endIndex, lines[after].startsPage else { break }
                next = after
                continue
            }
            if ByteText.firstIndex(of: 0x3A, in: bytes, range) != nil || isLicensureLabel(bytes, range)
                || isSpecialtyLabel(bytes, range) { break }
            let lineText = lines.string(line)
            // A continuation follows a list that ends mid-name ("Public Health &", "Occupational").
            guard continuesList(text) || (range.count < 80 && bytes[range.upperBound - 1] != 0x2E)
                    || looksLikeListTail(lineText[...]) else { break }
            text += " "
            text += lineText
            next += 1
        }
        return text
    }

    static func continuesList(_ text: String) -> Bool {
        guard let last = text.last else { return true }
        return last != "."
    }

    static func looksLikeListTail(_ text: Substring) -> Bool {
        text.count < 80 && !text.hasSuffix(".")
    }

    /// Items of a comma list; "and" splits too where asked (states), never inside a specialty's name.
    static func splitList(_ text: String, splitOnAnd: Bool) -> [String] {
        let bytes = Array(text.utf8)
        var pieces: [String] = []
        for part in bytes.split(whereSeparator: { $0 == 0x2C || $0 == 0x3B }) {
            for chunk in splitOnAnd ? splitAtAnd(part) : [part] {
                var start = chunk.startIndex, end = chunk.endIndex
                while start < end, ByteText.isBlank(bytes[start]) { start += 1 }
                while end > start, ByteText.isBlank(bytes[end - 1]) { end -= 1 }
                while end > start, bytes[end - 1] == 0x2E || bytes[end - 1] == 0x20 { end -= 1 }
                if ByteText.hasPrefix(bytes, start..<end, ignoringCase: "and ") { start += 4 }
                if start < end { pieces.append(ByteText.string(bytes[start..<end])) }
            }
        }
        return pieces
    }

    /// The pieces between " and "s (any case).
    static func splitAtAnd(_ part: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var chunks: [ArraySlice<UInt8>] = []
        var start = part.startIndex
        var at = part.startIndex
        while at + 5 <= part.endIndex {
            if part[at] == 0x20, ByteText.equalsIgnoringCase(part[at..<(at + 5)], " and ") {
                chunks.append(part[start..<at])
                at += 5
                start = at
            } else {
                at += 1
            }
        }
        chunks.append(part[start..<part.endIndex])
        return chunks
    }

    // MARK: "is Board Certified in"

    static func sentenceCredentials(_ text: String) -> Reviewer {
        var specialty: Substring? = nil
        if let certified = text.rangeIgnoringCase(of: "board certified in ") {
            let tail = text[certified.upperBound...]
            let end = tail.rangeIgnoringCase(of: " and is licensed")?.lowerBound
                ?? tail.firstRange(of: ". ")?.lowerBound ?? tail.endIndex
            specialty = tail[tail.startIndex..<end]
        }
        // "licensed to practice in Z"; the professional-review layout's qualifications say "licensed in Z".
        var licensure: Substring? = nil
        if let licensed = text.rangeIgnoringCase(of: "licensed to practice in ") ?? text.rangeIgnoringCase(of: "licensed in ") {
            let tail = text[licensed.upperBound...]
            let end = tail.firstIndex(ofASCII: 0x2E) ?? tail.endIndex
            licensure = tail[tail.startIndex..<end]
        }
        return sentenceCredentials(specialty: specialty, licensure: licensure)
    }

    /// The reviewer of the text after "board certified in " (up to " and is licensed" or the sentence's
    /// end) and of the text after "licensed to practice in " (up to a full stop), as the sentence has them.
    static func sentenceCredentials(specialty: Substring?, licensure: Substring?) -> Reviewer {
        var reviewer = Reviewer()
        if let specialtyText = specialty {
            reviewer.boardCertified = true
            let parts = specialtyText.split(ignoringCase: "has a subspecialty in ")
            if let primary = parts.first {
                var head = primary.trimmingSpaces
                head = head.droppingTrailing { $0 == "," || $0 == " " }
                if head.hasSuffixIgnoringCase(" and") { head = head.dropLast(4) }
                reviewer.specialtiesAsWritten += splitPrimary(String(head))
            }
            for sub in parts.dropFirst() {
                reviewer.specialtiesAsWritten += splitList(String(sub), splitOnAnd: false)
            }
        }
        if let licensure {
            reviewer.licensure = splitList(String(licensure), splitOnAnd: true).map(States.normalize)
        }
        return reviewer
    }

    /// "Internal Medicine and Nephrology": two names only when both halves are names we know.
    static func splitPrimary(_ text: String) -> [String] {
        let list = splitList(text, splitOnAnd: false)
        return list.flatMap { entry -> [String] in
            let halves = entry.split(ignoringCase: " and ").map(String.init)
            if halves.count == 2, Specialties.canonicalName(entry) == nil,
               halves.allSatisfy({ Specialties.canonicalName($0) != nil }) {
                return halves
            }
            return [entry]
        }
    }
}
