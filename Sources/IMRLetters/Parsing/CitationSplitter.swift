import IMRText
import IMRVocabulary

/// Where one "Decision based on" sentence cites several guidelines or chapters, the pieces that are
/// each one citation:
/// - MTUS parts joined by ", and" or ";" ("MTUS Low Back Complaints 2004, Section(s): Summary, and Chronic
///   Pain Medical Treatment 2016, Section(s): Facet blocks"): a piece starts where a part's title does,
///   written as a title (with its year, "Complaints" or "Treatment"), so a section list that names a body
///   part ("Section(s): Shoulder, and Knee") stays one;
/// - ODG chapters joined by ";" or ", and" ("ODG, Neck and Upper Back; Low Back"): a piece starts where a
///   chapter's name does;
/// - another guideline named after the first ("ACOEM guidelines and the Official Disability Guidelines");
/// - ACOEM chapters by their numbers ("ACOEM ..., Chapter 8, pages 177-178, and Chapter 12, pages 303-304"):
///   a later one continues ACOEM.
/// Each later piece continues the first's guideline (an MTUS part is MTUS, an ODG chapter ODG) unless it
/// names its own.
enum CitationSplitter {
    /// A piece of a sentence, and the guideline a piece that continues the first's is read under
    /// ("MTUS ", "ODG, "; nil for a piece that names its own).
    struct Piece: Equatable {
        var text: Substring
        var continuation: String?
    }

    enum Family {
        case mtus, odg, other

        /// What a piece continuing this family's citation is read with.
        var continuation: String? {
            switch self {
            case .mtus: return "MTUS "
            case .odg: return "ODG, "
            case .other: return nil
            }
        }
    }

    /// Words that start a guideline of their own in the middle of a sentence.
    static let guidelineStarts = GuidelineChapters.odgNames + GuidelineChapters.acoemNames
        + ["mtus", "non-mtus", "ca mtus", "california mtus", CitationParser.mtusName]
    /// Words that make a piece an MTUS part's title rather than a section that happens to name a body part.
    static let titleWords = ["complaints", "disorder", "treatment", "guideline"] + (2004...2026).map(String.init)

    /// The family a sentence's first citation belongs to, from how it opens (`CitationParser.mtusOpening`).
    static func family(of sentence: Substring) -> Family {
        let (mtus, rest) = CitationParser.mtusOpening(sentence)
        if rest.hasPrefixIgnoringCase("official disability") || rest.hasPrefixIgnoringCase("odg") { return .odg }
        return mtus ? .mtus : .other
    }

    /// How far past a separator the words that name a guideline are looked for.
    static let lookAhead = 96

    /// The sentence's pieces, in order; the first never continues.
    static func pieces(_ sentence: Substring) -> [Piece] {
        let cuts = separatorRanges(in: sentence)
        // Most sentences have no separator at all: nothing to fold or to cut.
        guard !cuts.isEmpty else { return [Piece(text: sentence.trimmingSpaces, continuation: nil)] }
        let family = family(of: sentence)
        var starts: [(index: Substring.Index, continuation: String?)] = [(sentence.startIndex, nil)]
        var ends: [Substring.Index] = []
        for cut in cuts {
            let before = sentence[starts[starts.count - 1].index..<cut.lowerBound]
            let after = sentence[cut.upperBound...]
            if startsNumberedChapter(after, before: before) {
                ends.append(cut.lowerBound)
                starts.append((cut.upperBound, "ACOEM "))
            } else if let continues = startsCitation(after, family: family, separator: sentence[cut], before: before) {
                ends.append(cut.lowerBound)
                starts.append((cut.upperBound, continues ? family.continuation : nil))
            }
        }
        ends.append(sentence.endIndex)
        return starts.indices.map { position in
            Piece(text: sentence[starts[position].index..<ends[position]].trimmingSpaces,
                  continuation: starts[position].continuation)
        }
    }

    /// Whether the text after a separator opens with another ACOEM chapter by its number ("Chapter 12,
    /// pages 303-304") where the piece before cited one so.
    static func startsNumberedChapter(_ text: Substring, before: Substring) -> Bool {
        let rest = CaseFold.key(text.trimmingSpaces.prefix(16))
        guard ["chapter ", "ch. ", "ch "].contains(where: { rest.hasPrefix($0) && rest.dropFirst($0.count).first?.isNumber == true })
        else { return false }
        let folded = FoldedText(String(before))
        return CitationParser.explicitACOEMChapter(before, folded) != nil
    }

    /// What joins two citations in one sentence. Not "&", which ODG's chapter names contain ("Hip & Pelvis").
    static let separators = [", and ", "; ", " and "]
    private static let separatorBytes = separators.map { Array($0.utf8) }

    /// Every separator in the sentence, in order, found in one pass over its bytes (a separator starts
    /// at a comma, a semicolon or a blank).
    static func separatorRanges(in text: Substring) -> [Range<Substring.Index>] {
        let bytes = Array(text.utf8)
        var found: [Range<Int>] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x2C || byte == 0x3B || byte == 0x20,
               let separator = separatorBytes.first(where: { matches($0, in: bytes, at: position) }) {
                found.append(position..<(position + separator.count))
                position += separator.count
            } else {
                position += 1
            }
        }
        let utf8 = text.utf8
        return found.map { range in
            utf8.index(text.startIndex, offsetBy: range.lowerBound)..<utf8.index(text.startIndex, offsetBy: range.upperBound)
        }
    }

    private static func matches(_ separator: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
        guard position + separator.count <= bytes.count else { return false }
        for offset in separator.indices where asciiLower(bytes[position + offset]) != separator[offset] { return false }
        return true
    }

    /// Whether the text after a separator starts a citation: nil if not, else whether it continues the
    /// first piece's guideline (false: it names its own). " and " alone joins guidelines or ODG
    /// chapters, never MTUS parts (whose titles contain it: "Neck and Upper Back").
    static func startsCitation(_ text: Substring, family: Family, separator: Substring, before: Substring) -> Bool? {
        // What starts a citation is in its first words: only those are folded (folding every rest of a
        // long sentence at every separator was quadratic).
        var rest = CaseFold.key(text.trimmingSpaces.prefix(Self.lookAhead))[...]
        if rest.hasPrefix("the ") { rest = rest.dropFirst(4) }
        if guidelineStarts.contains(where: { rest.hasPrefix($0) }) { return false }
        switch family {
        case .mtus where separator.contains(",") || separator.contains(";"):
            return startsMTUSTitle(rest) && !insideTitle(before: before, separator: separator, after: rest) ? true : nil
        case .odg:
            // Another chapter than the piece's own: "Hip and Pelvis" is one chapter, "Low Back and Neck" two.
            guard let chapter = odgChapter(startingWith: rest) else { return nil }
            return CitationParser.odgChapter(in: before) == chapter ? nil : true
        default:
            return nil
        }
    }

    /// An MTUS part's name at the start, written as a title: "chronic pain medical treatment 2016".
    static func startsMTUSTitle(_ text: Substring) -> Bool {
        guard GuidelineChapters.mtusParts.contains(where: { $0.spellings.contains(where: text.hasPrefix) })
                || GuidelineChapters.acoemGuidelines.contains(where: { $0.spellings.contains(where: text.hasPrefix) }) else {
            return false
        }
        let title = text.range(of: "section").map { text[..<$0.lowerBound] } ?? text
        return titleWords.contains(where: title.contains)
    }

    /// Titles with a separator in them ("hand, wrist, and forearm"), cut at it: head, separator, tail.
    static let titlesCut: [(head: String, separator: String, tail: String)] = {
        let spellings = GuidelineChapters.mtusParts.flatMap(\.spellings) + GuidelineChapters.acoemGuidelines.flatMap(\.spellings)
        return spellings.flatMap { spelling in
            separators.compactMap { separator in
                spelling.range(of: separator).map { (String(spelling[..<$0.lowerBound]), separator, String(spelling[$0.upperBound...])) }
            }
        }
    }()

    /// Whether the separator is one inside a title the words around it spell ("Hand, Wrist, and Forearm
    /// Disorders" is one guideline, not Hand and Wrist, then Forearm). `after` is folded.
    static func insideTitle(before: Substring, separator: Substring, after: Substring) -> Bool {
        let folded = CaseFold.key(before.suffix(lookAhead))
        return titlesCut.contains { cut in
            cut.separator == separator.lowercased() && folded.hasSuffix(cut.head) && after.hasPrefix(cut.tail)
        }
    }

    /// The ODG chapter whose name starts the text, as a whole word: "low back", "pain (chronic)", "neck chapter".
    static func odgChapter(startingWith text: Substring) -> String? {
        GuidelineChapters.odgChapters.first { chapter in
            chapter.spellings.contains { spelling in
                text.hasPrefix(spelling) && !(text.dropFirst(spelling.count).first?.isLetter ?? false)
            }
        }?.name
    }
}
