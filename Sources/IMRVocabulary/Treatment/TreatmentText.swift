import IMRText

/// A request's text read for normalizing: its pieces (words, numbers, marks), the spinal levels it
/// names, the strengths that matter (a percentage, an acetaminophen strength "10/325"), and the words
/// the vocabularies are compared with.
///
/// The compared words are made the same way from the text and from every vocabulary phrase
/// (`TreatmentWordForm`), so a table written "lower extremity" finds "LOWER EXTREMITIES" and "MRI of the
/// L-spine" reads "magnetic resonance imaging l spine".
struct TreatmentText {
    enum PieceKind { case word, number, mark }

    struct Piece {
        var text: String
        var kind: PieceKind
        /// Whether white space came before it.
        var spaced: Bool
    }

    /// The words and numbers of the text, lower case, with letters and digits apart ("10mg" is two).
    private(set) var pieces: [Piece] = []
    /// The words to compare, and for each the piece it came from.
    private(set) var words: [String] = []
    private(set) var origins: [Int] = []
    /// The words before which the text says "with", in order: a phrase never spans one ("TENS unit with
    /// supplies" asks for the unit and its supplies, not for "TENS unit supplies").
    private(set) var breaks: [Int] = []
    /// The pieces that spell spinal levels ("l", "4" of "L4-5").
    private(set) var levelPieces: Set<Int> = []
    /// Regions named by spinal levels ("L4-5" the lumbar spine; "C7-T1" the cervical, by its first level).
    private(set) var levelRegions: [String] = []
    /// A strength in percent ("5%", "1 percent"): a drug's strength on the skin.
    private(set) var hasPercent = false
    /// An amount by weight ("240gm", "4 oz"): a cream or an ointment, not pills.
    private(set) var hasWeight = false
    /// A strength like "10/325": an opioid with acetaminophen.
    private(set) var hasAcetaminophenStrength = false
    /// A billing modifier of the assistant surgeon's (`TreatmentAbbreviations.assistantModifiers`).
    private(set) var assistantModifier = false

    /// `askingEveryTable`: each word asked of every table in turn, as before the shortcut for words none
    /// of them holds (`TreatmentWordForm.plainSingular`): the oracle a test holds the shortcut to.
    init(_ text: String, form: TreatmentWordForm, askingEveryTable: Bool = false) {
        pieces = Self.pieces(of: text)
        levelPieces = findLevels()
        findStrengths()
        var afterWith = false
        // The words an abbreviation read beside its places looks for, gathered only where one is written.
        let texts: Set<String> = pieces.contains { form.looksUp($0.text) && TreatmentAbbreviations.besidePlaces[$0.text] != nil }
            ? Set(pieces.map(\.text)) : []
        var joinedWithPrevious = -1
        for (index, piece) in pieces.enumerated() where piece.kind != .mark && !levelPieces.contains(index) {
            if index == joinedWithPrevious { continue }
            if piece.text == "with" || piece.text == "w" {
                afterWith = true
                continue
            }
            if afterWith && !words.isEmpty && !Self.namesAProductLine(words) { breaks.append(words.count) }
            afterWith = false
            // A word no table below looks up (most of them) goes straight to its compared form: one lookup,
            // where asking each table in turn hashed it eight times. Only a billing modifier's place is
            // asked of it, as below.
            if !askingEveryTable, let single = form.plainSingular(piece.text) {
                if isCodeModifier(at: index) {
                    if TreatmentAbbreviations.assistantModifiers.contains(piece.text) { assistantModifier = true }
                    continue
                }
                words.append(single)
                origins.append(index)
                continue
            }
            if let side = TreatmentAbbreviations.sideBeforeABodyPart[piece.text], index + 1 < pieces.count,
               form.bodyPartWords.contains(pieces[index + 1].text) {
                form.append(side, to: &words, origin: index, origins: &origins)
                continue
            }
            if let (places, expansion) = TreatmentAbbreviations.besidePlaces[piece.text], !places.isDisjoint(with: texts) {
                for word in expansion { form.append(word, to: &words, origin: index, origins: &origins) }
                continue
            }
            // A billing modifier, after its word or joined to a code by a hyphen, names nothing asked for
            // unless it is the assistant's.
            if isCodeModifier(at: index) {
                if TreatmentAbbreviations.assistantModifiers.contains(piece.text) { assistantModifier = true }
                continue
            }
            if TreatmentAbbreviations.modifierWords.contains(piece.text) {
                if let modifier = nextPiece(after: index), pieces[modifier].text.count <= 2 {
                    if TreatmentAbbreviations.assistantModifiers.contains(pieces[modifier].text) { assistantModifier = true }
                    joinedWithPrevious = modifier
                }
                continue
            }
            if let time = TreatmentAbbreviations.operationTimes[piece.text], let next = nextPiece(after: index),
               pieces[next].kind == .word, TreatmentAbbreviations.operationWords.contains(pieces[next].text) {
                form.append(time, to: &words, origin: index, origins: &origins)
                joinedWithPrevious = next
                continue
            }
            // An ordinal's ending ("2nd request", "3rd visit") says nothing a number does not.
            if Self.ordinalEndings.contains(piece.text), index > 0, pieces[index - 1].kind == .number, !piece.spaced {
                continue
            }
            // The paperwork's word names nothing asked for: not compared at all.
            if isPaperwork(at: index) { continue }
            form.append(piece.text, to: &words, origin: index, origins: &origins)
        }
    }

    /// The piece after `index`, past one hyphen or colon ("pre-op", "pre op", "modifier: 80").
    private func nextPiece(after index: Int) -> Int? {
        var next = index + 1
        if next < pieces.count, pieces[next].kind == .mark, pieces[next].text == "-" || pieces[next].text == ":" { next += 1 }
        return next < pieces.count && pieces[next].kind != .mark ? next : nil
    }

    /// Whether the piece at `index` is a modifier joined to a five-digit code by a hyphen ("27447-80",
    /// "20610-LT"), written with no space.
    private func isCodeModifier(at index: Int) -> Bool {
        guard index >= 2, pieces[index - 1].text == "-", !pieces[index - 1].spaced, !pieces[index].spaced,
              pieces[index].text.count <= 2 else { return false }
        let code = pieces[index - 2]
        return code.kind == .number && code.text.count == 5
    }

    /// The text in pieces: runs of letters (with apostrophes inside words dropped), runs of digits (with
    /// a decimal point or thousands comma between digits), and each other visible character alone.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        // The current piece as UTF-8: one buffer reused, a string made once per piece.
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var currentKind = PieceKind.mark
        var currentSpaced = true
        var spaced = true
        var dotted = false
        let scalars = lowercasedScalars(text)

        func flush() {
            guard !current.isEmpty else { return }
            pieces.append(Piece(text: String(decoding: current, as: UTF8.self), kind: currentKind, spaced: currentSpaced))
            current.removeAll(keepingCapacity: true)
        }
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                current.append(UInt8(scalar.value))
            } else {
                current.append(contentsOf: UTF8.encode(scalar)!)
            }
        }

        for (index, scalar) in scalars.enumerated() {
            let kind = Self.kind(of: scalar)
            if kind == nil {
                // An apostrophe inside a word ("ADL's", "De Quervain's") is dropped and the word goes on.
                if (scalar == "'" || scalar == "\u{2019}") && currentKind == .word && !current.isEmpty
                    && index + 1 < scalars.count && Self.kind(of: scalars[index + 1]) == .word {
                    continue
                }
                flush()
                if isWhitespace(scalar) {
                    spaced = true
                } else {
                    pieces.append(Piece(text: String(scalar), kind: .mark, spaced: spaced))
                    spaced = false
                }
                continue
            }
            if kind == .mark {
                // A decimal point or a thousands comma between digits stays in the number.
                if currentKind == .number && !current.isEmpty && (scalar == "." || scalar == ",")
                    && index + 1 < scalars.count && Self.kind(of: scalars[index + 1]) == .number {
                    append(scalar)
                    continue
                }
                flush()
                if scalar == "." { dotted = true }
                pieces.append(Piece(text: String(scalar), kind: .mark, spaced: spaced))
                spaced = false
                continue
            }
            if kind != currentKind || current.isEmpty {
                flush()
                currentKind = kind!
                currentSpaced = spaced
            }
            append(scalar)
            spaced = false
        }
        flush()
        return dotted ? joiningDottedLetters(pieces) : pieces
    }

    /// Letters written with dots ("M.R.I.", "E.M.G", "p.r.n.") as the one word they spell ("mri"), so an
    /// abbreviation reads the same with or without its dots; a single letter and its dot stay apart.
    private static func joiningDottedLetters(_ pieces: [Piece]) -> [Piece] {
        func isLetter(_ index: Int) -> Bool {
            index < pieces.count && pieces[index].kind == .word && pieces[index].text.unicodeScalars.count == 1
        }
        func isDot(_ index: Int) -> Bool {
            index < pieces.count && pieces[index].text == "." && !pieces[index].spaced
        }
        var joined: [Piece] = []
        joined.reserveCapacity(pieces.count)
        var index = 0
        while index < pieces.count {
            var end = index
            var letters = ""
            while isLetter(end), end == index || !pieces[end].spaced, isDot(end + 1) {
                letters += pieces[end].text
                end += 2
            }
            // The last letter may go without its dot ("M.R.I knee").
            if letters.count >= 1, isLetter(end), !pieces[end].spaced {
                letters += pieces[end].text
                end += 1
            }
            if letters.count >= 2 {
                joined.append(Piece(text: letters, kind: .word, spaced: pieces[index].spaced))
                index = end
            } else {
                joined.append(pieces[index])
                index += 1
            }
        }
        return joined
    }

    /// The text's scalars in lower case; ASCII text (nearly every request) folded byte by byte, read in
    /// place (walking the string's UTF-8 view asked which kind of string it was at every byte).
    static func lowercasedScalars(_ text: String) -> [Unicode.Scalar] {
        let ascii: [Unicode.Scalar]? = text.withBytes { utf8 in
            utf8.allSatisfy { $0 < 0x80 } ? utf8.map { Unicode.Scalar(asciiLower($0)) } : nil
        }
        return ascii ?? Array(CaseFold.key(text).unicodeScalars)
    }

    /// `properties.isWhitespace`, answered for ASCII without the property table.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value)
    }

    /// Whether "x" at `index` begins "x-ray" or "x ray".
    private func startsXRay(at index: Int) -> Bool {
        guard pieces[index].text == "x" else { return false }
        let rest = pieces[(index + 1)...].prefix(2).map(\.text)
        return rest.first == "ray" || rest == ["-", "ray"] || rest.first == "rays" || rest == ["-", "rays"]
    }

    static let ordinalEndings: Set<String> = ["st", "nd", "rd", "th"]

    /// Whether the words so far end with a product line named with its ingredient ("Aspercreme with
    /// lidocaine"): no break after its "with" (`TreatmentAbbreviations.productLines`).
    static func namesAProductLine(_ words: [String]) -> Bool {
        productLines.contains { words.count >= $0.count && Array(words.suffix($0.count)) == $0 }
    }

    /// The lines' words as compared ("salonpas" as "salonpa").
    static let productLines = TreatmentAbbreviations.productLines.map { $0.map(TreatmentWordForm.singular) }

    /// Words after a number that make it a count ("2-3x", "4-5 times a week").
    static let countWords = Set(TreatmentWords.quantity).union(TreatmentWords.sessions)

    static let weights: Set<String> = ["g", "gm", "gms", "gram", "grams", "oz", "ounce", "ounces"]
    static let ounces: Set<String> = ["oz", "ounce", "ounces"]

    /// Word, number or mark; nil for white space and apostrophes.
    private static func kind(of scalar: Unicode.Scalar) -> PieceKind? {
        switch scalar.value {
        case 0x61...0x7A: return .word
        case 0x30...0x39: return .number
        case 0x27: return nil
        case 0x21...0x7E: return .mark
        case 0..<0x80: return nil
        default:
            if scalar == "\u{2019}" { return nil }
            if scalar.properties.isWhitespace { return nil }
            return scalar.properties.isAlphabetic ? .word : .mark
        }
    }

    /// The pieces that make up spinal levels ("l", "4" of "L4-5"), whose regions are noted.
    private mutating func findLevels() -> Set<Int> {
        var levelPieces: Set<Int> = []
        var index = 0
        while index + 1 < pieces.count {
            let piece = pieces[index]
            guard piece.kind == .word, piece.text.count == 1, let letter = piece.text.first,
                  let region = BodyRegions.levelRegions[letter], let limit = BodyRegions.levelLimits[letter],
                  pieces[index + 1].kind == .number, !pieces[index + 1].spaced || rangeFollows(index + 1),
                  let number = Int(pieces[index + 1].text), (1...limit).contains(number),
                  index == 0 || piece.spaced || pieces[index - 1].kind == .mark
            else {
                index += 1
                continue
            }
            // The far end of a range ("L4-L5", "C7-T1") names no region of its own.
            let rangeEnd = index >= 2 && (pieces[index - 1].text == "-" || pieces[index - 1].text == "/")
                && levelPieces.contains(index - 2)
            if !rangeEnd && !namesRibs(after: index + 1) { levelRegions.append(region) }
            levelPieces.insert(index)
            levelPieces.insert(index + 1)
            index += 2
        }
        return levelPieces
    }

    /// Whether the level ending at `index` numbers ribs ("T9-10 rib fractures", "left 8th-10th ribs"): the
    /// chest, not the spine. Past the rest of a range, the next word says.
    private func namesRibs(after index: Int) -> Bool {
        var next = index + 1
        while next < pieces.count, pieces[next].kind != .word || (pieces[next].text.count == 1 && next + 1 < pieces.count
                && pieces[next + 1].kind == .number) || Self.ordinalEndings.contains(pieces[next].text) {
            next += 1
        }
        return next < pieces.count && (pieces[next].text == "rib" || pieces[next].text == "ribs")
    }

    /// Whether the word at `index` is an abbreviation of the paperwork's where it stands
    /// (`TreatmentAbbreviations.paperworkBeside`).
    private func isPaperwork(at index: Int) -> Bool {
        guard let beside = TreatmentAbbreviations.paperworkBeside[TreatmentWordForm.singular(pieces[index].text)]
        else { return false }
        // The words beside it, past a bracket: "Request for authorization (RFA) dated 11/08/16".
        var before = index - 1
        while before >= 0, pieces[before].text == "(" { before -= 1 }
        var after = index + 1
        while after < pieces.count, pieces[after].text == ")" { after += 1 }
        if before >= 0 && beside.before.contains(pieces[before].text) { return true }
        if after < pieces.count && beside.after.contains(pieces[after].text) { return true }
        // Beside a date ("10/12/16"), before or after it: "the 10/12/16 RFA", "RFA 10/04/16: Lidoderm".
        return isDate(endingAt: index - 1) || isDate(startingAt: after)
    }

    /// Whether a date, three numbers between slashes, starts at `index`.
    private func isDate(startingAt index: Int) -> Bool {
        guard index >= 0, index + 5 <= pieces.count else { return false }
        return pieces[index..<(index + 5)].enumerated().allSatisfy { offset, piece in
            offset % 2 == 0 ? piece.kind == .number : piece.text == "/"
        }
    }

    private func isDate(endingAt index: Int) -> Bool { isDate(startingAt: index - 4) }

    /// Whether the number at `index` opens a range of levels ("4-5" of "L 4-5", "5-S1"): a level written
    /// with a space after its letter counts only so, where a side and a count ("L 2x6") would not.
    private func rangeFollows(_ index: Int) -> Bool {
        guard index + 2 < pieces.count, pieces[index + 1].text == "-" || pieces[index + 1].text == "/",
              let first = Int(pieces[index].text) else { return false }
        let next = pieces[index + 2]
        // "L 2-3x/week" is a side and a frequency ("L 4-5 x-ray" a level and an X-ray).
        if index + 3 < pieces.count, Self.countWords.contains(pieces[index + 3].text), !startsXRay(at: index + 3) { return false }
        if next.kind == .number, let second = Int(next.text) { return second == first + 1 }
        return next.kind == .word && next.text.count == 1 && next.text.first.flatMap { BodyRegions.levelRegions[$0] } != nil
    }

    private mutating func findStrengths() {
        for (index, piece) in pieces.enumerated() {
            if piece.kind == .mark && piece.text == "%" && index > 0 && pieces[index - 1].kind == .number {
                hasPercent = true
            }
            if piece.kind == .word && (piece.text == "percent" || piece.text == "pct") { hasPercent = true }
            // A gram or two is a dose ("Carafate 1g", "Cefazolin 2 g"); a tube or a jar holds more.
            if piece.kind == .word && Self.weights.contains(piece.text) && index > 0 && pieces[index - 1].kind == .number,
               Self.ounces.contains(piece.text) || (Double(pieces[index - 1].text) ?? 0) >= 5 {
                hasWeight = true
            }
            if piece.kind == .number, index >= 2, pieces[index - 1].text == "/" || pieces[index - 1].text == "-",
               pieces[index - 2].kind == .number, let second = Int(piece.text),
               DrugNames.acetaminophenStrengths.contains(second),
               let first = Double(pieces[index - 2].text), first < Double(second) {
                hasAcetaminophenStrength = true
            }
        }
    }
}

/// How a written word becomes a compared word, the same for a request and for a vocabulary phrase: an
/// abbreviation is written out, a plural made singular, and the little words dropped.
struct TreatmentWordForm: Sendable {
    let abbreviations: [String: [String]]
    /// The words a body region's spellings begin with ("knee", "lower"), as written.
    let bodyPartWords: Set<String> = Set(BodyRegions.regions.flatMap(\.spellings).compactMap {
        $0.split(separator: " ").first.map(String.init)
    })

    /// Every word `TreatmentText` asks a table about as it reads a piece (as written, or its singular
    /// where the table is keyed so): compiled from those tables, so that a word in none of them is known
    /// to read as its singular with one lookup.
    let lookedUp: Set<String>

    init() {
        var abbreviations: [String: [String]] = [:]
        let written = TreatmentAbbreviations.expansions.merging(TreatmentAbbreviations.shortenedWords, uniquingKeysWith: { $1 })
            .merging(TreatmentAbbreviations.britishSpellings, uniquingKeysWith: { $1 })
            .merging(TreatmentAbbreviations.shortSlips, uniquingKeysWith: { $1 })
        for (short, long) in written {
            abbreviations[short] = TreatmentText.pieces(of: long).filter { $0.kind != .mark }.map(\.text)
                .filter { !TreatmentWords.stopWords.contains($0) }.map(Self.singular)
        }
        self.abbreviations = abbreviations
        lookedUp = Set(abbreviations.keys).union(TreatmentWords.stopWords).union(TreatmentText.ordinalEndings)
            .union(TreatmentAbbreviations.sideBeforeABodyPart.keys).union(TreatmentAbbreviations.besidePlaces.keys)
            .union(TreatmentAbbreviations.modifierWords).union(TreatmentAbbreviations.operationTimes.keys)
            .union(TreatmentAbbreviations.paperworkBeside.keys)
    }

    /// Whether `TreatmentText` may ask a table about `word` as written.
    func looksUp(_ word: String) -> Bool { lookedUp.contains(word) }

    /// The compared form of a word no table is asked about, as written or as its singular: `append`'s
    /// answer, known without asking them. Nil for a word some table may read otherwise.
    func plainSingular(_ word: String) -> String? {
        guard !lookedUp.contains(word) else { return nil }
        let single = Self.singular(word)
        return single == word || !lookedUp.contains(single) ? single : nil
    }

    /// The compared words of a vocabulary phrase.
    func words(of phrase: String) -> [String] {
        TreatmentText(phrase, form: self).words
    }

    func append(_ word: String, to words: inout [String], origin: Int, origins: inout [Int]) {
        if TreatmentWords.stopWords.contains(word) { return }
        let single = Self.singular(word)
        // The singular is looked up only when it differs: most words are their own singular.
        if let long = abbreviations[word] ?? (single == word ? nil : abbreviations[single]) {
            words.append(contentsOf: long)
            origins.append(contentsOf: repeatElement(origin, count: long.count))
        } else {
            words.append(single)
            origins.append(origin)
        }
    }

    /// Words that end in "s" and are not plurals.
    static let notPlurals: Set<String> = ["tens"]

    /// "knees" → "knee", "extremities" → "extremity", "patches" → "patch", "MRIs" → "mri"; "pelvis",
    /// "stenosis", "glass" stay as written. Rough, but applied alike to text and tables, so only consistency matters.
    static func singular(_ word: String) -> String {
        let bytes = word.utf8
        guard bytes.count > 3, bytes.last == UInt8(ascii: "s"), !notPlurals.contains(word) else { return word }
        if word.hasSuffix("ies") && bytes.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ss") || (bytes.count > 4 && (word.hasSuffix("us") || word.hasSuffix("is"))) { return word }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }
}
