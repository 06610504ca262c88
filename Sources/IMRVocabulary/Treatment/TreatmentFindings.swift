import IMRModel

/// What the vocabularies found in one request: drugs, procedures, specialties, the words around them,
/// the body regions named, and the words nothing accounts for. `TreatmentNormalizer` makes the key from it.
struct TreatmentFindings {
    let text: TreatmentText
    /// A row of a table and the word where the request names it.
    struct Mention {
        var row: Int
        var position: Int
    }

    /// Mentions, in the order of the text.
    private(set) var drugs: [Mention] = []
    private(set) var procedures: [Mention] = []
    private(set) var specialties: [Mention] = []
    private(set) var asksForVisit = false
    private(set) var topical = false
    private(set) var patch = false
    private(set) var preoperative = false
    private(set) var postoperative = false
    /// Where words of history end ("status post", "after"): what follows them may be what the patient had.
    private(set) var historyEnds: [Int] = []
    /// A word other than noise or a region stands before the therapy of no discipline ("Vision therapy",
    /// "Hormone therapy"): the therapy is that word's, not physical therapy.
    private(set) var therapyNamedByAWord = false
    /// Regions named, each once, in the order named; "spine" only when no part of it is named.
    private(set) var regions: [String] = []
    /// Pieces of the text with a word that is not noise (quantity, side, dates...): an unrecognised
    /// request's key is made of these.
    private var telling: Set<Int> = []
    /// Pieces of the text with a word that no table knows, in the order of the text.
    private var unknown: [Int] = []

    init(_ text: TreatmentText, lexicon: TreatmentLexicon) {
        self.text = text
        // Where words of history end ("status post", "s/p"), and words of purpose ("prior to").
        var history: [Int] = []
        var purpose: [Int] = []
        // Where words that leave something out end ("without", "no").
        var exclusion: [Int] = []
        // Where words of what may be done end ("possible"), and where those after it begin ("if needed").
        var contingentNext: [Int] = []
        var contingentBefore: [Int] = []
        // A slip of the pen in a long word is read as the table word it is one letter from; a slip
        // ending in "s" ("xartemas") as written, not as the singular the compared form made of it.
        let words = text.words.indices.map { index in
            let word = text.words[index]
            if let corrected = lexicon.correction(of: word) { return corrected }
            let written = text.pieces[text.origins[index]].text
            guard written != word, TreatmentWordForm.singular(written) == word else { return word }
            return lexicon.correction(of: written) ?? word
        }
        var noise = Array(repeating: false, count: words.count)
        var known = Array(repeating: false, count: words.count)
        // Where the last drug named ends: a mineral right after it is its salt ("Fenoprofen calcium").
        var drugEnd = -1
        lexicon.terms.forEachMatch(in: words, breaks: text.breaks, passing: lexicon.positions, after: lexicon.actions) { range, term in
            for word in range { known[word] = true }
            switch term {
            case .drug(let row):
                defer { drugEnd = range.upperBound }
                if range.lowerBound == drugEnd, lexicon.saltRows.contains(row) { break }
                drugs.append(Mention(row: row, position: range.lowerBound))
            case .procedure(let row): procedures.append(Mention(row: row, position: range.lowerBound))
            case .specialty(let row): specialties.append(Mention(row: row, position: range.lowerBound))
            case .consultation: asksForVisit = true
            case .topical: topical = true
            case .patch:
                topical = true
                patch = true
            case .preoperative: preoperative = true
            case .postoperative: postoperative = true
            case .history:
                history.append(range.upperBound)
                for word in range { noise[word] = true }
            case .purpose:
                purpose.append(range.lowerBound)
                for word in range { noise[word] = true }
            case .exclusion:
                exclusion.append(range.upperBound)
                for word in range { noise[word] = true }
            case .contingentNext:
                contingentNext.append(range.upperBound)
                for word in range { noise[word] = true }
            case .contingentBefore:
                contingentBefore.append(range.lowerBound)
                for word in range { noise[word] = true }
            case .noise: for word in range { noise[word] = true }
            }
        }
        historyEnds = history
        forgetHistory(history)
        forgetPurpose(purpose)
        forgetExcluded(exclusion)
        forgetContingent(next: contingentNext, before: contingentBefore, noise: noise)
        forgetContents()
        forgetReplacedOperation(words)
        for (word, isNoise) in noise.enumerated() where !isNoise { telling.insert(text.origins[word]) }
        var named = text.levelRegions
        var regionWord = Array(repeating: false, count: words.count)
        lexicon.regions.forEachMatch(in: words) { range, found in
            for word in range { known[word] = true; regionWord[word] = true }
            named += found
        }
        if let therapy = bareTherapyPosition {
            therapyNamedByAWord = (0..<therapy).contains { !noise[$0] && !regionWord[$0] }
        }
        regions = BodyRegions.distinct(named)
        for (word, isKnown) in known.enumerated() where !isKnown {
            let piece = text.origins[word]
            if unknown.last != piece { unknown.append(piece) }
        }
    }

    /// "Replacement knee brace" is a new brace, not a knee replacement: an operation read action first from
    /// "replacement" ("Replacement of the left knee") yields to a device named after it.
    private mutating func forgetReplacedOperation(_ words: [String]) {
        let table = TreatmentProcedures.all
        guard let device = procedures.first(where: { table[$0.row].kind == .equipment }) else { return }
        procedures.removeAll {
            $0.position < device.position && words[$0.position] == "replacement" && table[$0.row].kind == .surgery
        }
    }

    /// What a patient has had done that a later request follows: an operation, an injection or a block, a
    /// study ("Follow-up after MRI to review results"), a program ("Work hardening after FRP").
    private static let kindsOfHistory: Set<TreatmentKind> = [.surgery, .injection, .imaging, .test, .program]

    /// An operation, an injection, a study or a program named right after words of history ("status post
    /// carpal tunnel release", "Post-injection physical therapy") is what the patient had, not what is asked
    /// for: it names no treatment of the request (its words stay known), when the request names something
    /// else, a therapy or a visit ("Post-op follow-up visit after carpal tunnel release" is the visit). Else it
    /// is the request ("Revision after failed rotator cuff repair").
    private mutating func forgetHistory(_ history: [Int]) {
        guard !history.isEmpty else { return }
        let table = TreatmentProcedures.all
        var kept = procedures
        for end in history {
            // Each operation of the run that follows ("s/p ACDF" is a discectomy and a fusion; "status post
            // carpal tunnel and trigger finger release"), up to anything else named.
            // A run is of one kind: "Post-facet block home exercise program" had the block, not the program.
            var from = end
            var runKind: TreatmentKind?
            while let next = (kept.map(\.position) + drugs.map(\.position) + specialties.map(\.position)).filter({ $0 >= from }).min(),
                  let index = kept.firstIndex(where: { $0.position == next }),
                  Self.kindsOfHistory.contains(table[kept[index].row].kind), !table[kept[index].row].adjunct,
                  runKind == nil || runKind == table[kept[index].row].kind {
                runKind = table[kept[index].row].kind
                kept.remove(at: index)
                from = next + 1
            }
        }
        let namesOther = kept.contains { !table[$0.row].generic || table[$0.row].kind == .consultation } || !drugs.isEmpty
            || !specialties.isEmpty || asksForVisit
        if kept.count < procedures.count && (namesOther || namesBareTherapy) { procedures = kept }
    }

    /// What is named right after words of purpose ("Diagnostic MBB prior to RFA", "Psych evaluation
    /// before SCS trial") is what the request is for, not what it asks, when something else was named
    /// before those words; with nothing before them ("Prior to surgery: medical clearance"), the request
    /// goes on after them.
    private mutating func forgetPurpose(_ purpose: [Int]) {
        let table = TreatmentProcedures.all
        for start in purpose {
            let before = procedures.contains { $0.position < start && !table[$0.row].generic }
                || drugs.contains { $0.position < start } || specialties.contains { $0.position < start }
            guard before else { continue }
            let mentions = (procedures.map(\.position) + drugs.map(\.position) + specialties.map(\.position))
            guard let next = mentions.filter({ $0 > start }).min() else { continue }
            procedures.removeAll { $0.position == next }
            drugs.removeAll { $0.position == next }
            specialties.removeAll { $0.position == next }
        }
    }

    /// What is named right after words that leave it out ("EMG without NCV", "(no nerve conduction)") is
    /// not asked for, when something else is named: its words stay known, it names nothing.
    private mutating func forgetExcluded(_ exclusion: [Int]) {
        for end in exclusion {
            let named = procedures.count + drugs.count + specialties.count
            guard named > 1 else { return }
            procedures.removeAll { $0.position == end }
            drugs.removeAll { $0.position == end }
            specialties.removeAll { $0.position == end }
        }
    }

    /// What may be done if found needed, beside something else asked: the mention after "possible" (past
    /// words of side and the like: "possible medial meniscectomy"), the one before "if needed".
    private mutating func forgetContingent(next: [Int], before: [Int], noise: [Bool]) {
        guard !next.isEmpty || !before.isEmpty else { return }
        let positions = (procedures + drugs + specialties).map(\.position)
        var contingent: Set<Int> = []
        for end in next {
            guard let mention = positions.filter({ $0 >= end }).min(), (end..<mention).allSatisfy({ noise[$0] }) else { continue }
            contingent.insert(mention)
        }
        for start in before {
            if let mention = positions.filter({ $0 < start }).max() { contingent.insert(mention) }
        }
        guard Set(positions).subtracting(contingent).count >= 1, !contingent.isEmpty else { return }
        procedures.removeAll { contingent.contains($0.position) }
        drugs.removeAll { contingent.contains($0.position) }
        specialties.removeAll { contingent.contains($0.position) }
    }

    /// A therapy discipline named in parentheses after another one says what that therapy holds, not a
    /// second discipline asked for: "Physical therapy (therapeutic exercise, manual therapy)" is physical
    /// therapy, though manual therapy alone is chiropractic's; but a therapy named for its part says its
    /// discipline there ("Hand therapy (occupational therapy)").
    private mutating func forgetContents() {
        let table = TreatmentProcedures.all
        let disciplines = procedures.filter { table[$0.row].discipline }
        guard disciplines.count > 1 else { return }
        // Each word's opening parenthesis (its piece), or nil outside any.
        var opening: Int? = nil
        var openedAt: [Int: Int] = [:]
        var word = 0
        for (index, piece) in text.pieces.enumerated() {
            if piece.kind == .mark && piece.text == "(" { opening = index }
            if piece.kind == .mark && piece.text == ")" { opening = nil }
            while word < text.origins.count, text.origins[word] == index {
                if let opening { openedAt[word] = opening }
                word += 1
            }
        }
        let inside = disciplines.filter { mention in
            guard let open = openedAt[mention.position] else { return false }
            return disciplines.contains { $0.position < mention.position && text.origins[$0.position] < open
                && openedAt[$0.position] == nil && table[$0.row].name != table[mention.row].name }
        }
        guard !inside.isEmpty else { return }
        // A therapy named for its part ("Hand therapy (occupational therapy)") is of the discipline its
        // parentheses name.
        let namedForAPart = disciplines.filter { text.words[$0.position] == "hand" && openedAt[$0.position] == nil }
        if !namedForAPart.isEmpty {
            procedures.removeAll { mention in namedForAPart.contains { $0.position == mention.position } }
            return
        }
        procedures.removeAll { mention in inside.contains { $0.position == mention.position } }
    }

    /// Whether the request names a therapy of no discipline ("therapy", "rehab").
    var namesBareTherapy: Bool { bareTherapyPosition != nil }
    /// Where the request first names a therapy of no discipline.
    var bareTherapyPosition: Int? { text.words.firstIndex(where: TreatmentWords.bareTherapy.contains) }

    /// The request as written, less noise, numbers, levels and little words: the key of a request no
    /// table recognises ("RUE" stays: it is the upper extremity). Empty when nothing is left.
    var cleanedText: String {
        var words: [String] = []
        for (index, piece) in text.pieces.enumerated() where piece.kind == .word && telling.contains(index) {
            words.append(piece.text)
        }
        return words.joined(separator: " ")
    }

    /// The words (not numbers) no table knows, lower case as written, each once: what the key does not
    /// account for.
    var unexplainedWords: [String] {
        var seen: Set<String> = []
        return unknown.filter { text.pieces[$0].kind == .word && !isName($0) }.map { text.pieces[$0].text }
            .filter { !TreatmentWords.credentials.contains($0) && !TreatmentWords.paperwork.contains($0) }
            .filter { seen.insert($0).inserted }
    }

    /// A person's name, which no table could know: up to two words after a title ("Dr. Smith", "NP
    /// Garcia", "Dr. John Smith", initials between them too: "Dr. S. Bianchi") or before a credential
    /// ("Sarah Lee, NP", "John Smith, M.D.").
    private func isName(_ piece: Int) -> Bool {
        let unknownWords = Set(unknown)
        let pieces = text.pieces
        func word(from start: Int, step: Int) -> Int? {
            var index = start + step
            while index >= 0, index < pieces.count, pieces[index].kind == .mark { index += step }
            return index >= 0 && index < pieces.count && pieces[index].kind == .word ? index : nil
        }
        // The word at an index, or the dotted letters it is one of, joined ("M.D." is "md", "L.Ac." "lac").
        func spelled(_ index: Int) -> (text: String, first: Int, last: Int) {
            func dotted(_ at: Int) -> Bool { pieces[at].kind == .word && pieces[at].text.count <= 2 }
            guard dotted(index) else { return (pieces[index].text, index, index) }
            var first = index, last = index
            while first >= 2, pieces[first - 1].text == ".", dotted(first - 2) { first -= 2 }
            while last + 2 < pieces.count, pieces[last + 1].text == ".", dotted(last + 2) { last += 2 }
            return (stride(from: first, through: last, by: 2).map { pieces[$0].text }.joined(), first, last)
        }
        for step in [-1, 1] {
            let marks = step < 0 ? TreatmentWords.nameTitles : TreatmentWords.credentials
            var index = piece
            var nameWords = 0
            while let next = word(from: index, step: step) {
                let near = spelled(next)
                if marks.contains(near.text) || marks.contains(pieces[next].text) { return true }
                // Initials stand between a title and the name ("Dr. J. Q. Smith"); one more word of the
                // name may ("Dr. Abernathy-Ruiz", "John Smith, MD").
                if step < 0 && pieces[next].text.count == 1 {
                    index = next
                } else if nameWords == 0 && unknownWords.contains(next) {
                    nameWords += 1
                    index = step < 0 ? near.first : near.last
                } else {
                    break
                }
            }
        }
        return false
    }

    /// The request asks for an evaluation ("eval", "re-exam") and counts no sessions.
    var asksForEvaluationOnly: Bool {
        text.words.contains(where: TreatmentWords.evaluation.contains) && (!countsSessions || countsOnce)
    }

    /// The only count is one ("Chiropractic re-evaluation x1", "x 1"): one evaluation, not a course.
    var countsOnce: Bool {
        guard text.words.filter(TreatmentWords.sessions.contains).allSatisfy({ $0 == "x" }) else { return false }
        let pieces = text.pieces
        let counts = pieces.indices.filter { pieces[$0].text == "x" && $0 + 1 < pieces.count && pieces[$0 + 1].kind == .number }
        return !counts.isEmpty && counts.allSatisfy { pieces[$0 + 1].text == "1" }
    }

    /// The request counts a course of sessions, so many a week or so many times so many ("2 times 8",
    /// "2x4", "3 times a week for 2 weeks"), not a number of visits ("follow-up visits x 6").
    var countsACourse: Bool {
        let pieces = text.pieces
        for (index, piece) in pieces.enumerated() where piece.kind == .word {
            if ["times", "time", "x"].contains(piece.text), index > 0, index + 1 < pieces.count,
               pieces[index - 1].kind == .number, pieces[index + 1].kind == .number { return true }
            if ["week", "weeks", "weekly", "wk", "wks"].contains(piece.text),
               pieces.contains(where: { $0.kind == .number }) { return true }
        }
        return false
    }

    /// The request counts sessions of treatment: a course ("2x4") or a number of sessions ("6 sessions",
    /// "sessions x 6"), with no word of an evaluation.
    var countsTreatmentSessions: Bool {
        guard !text.words.contains(where: TreatmentWords.evaluation.contains) else { return false }
        if countsACourse { return true }
        let pieces = text.pieces
        return pieces.indices.contains { index in
            guard ["session", "sessions"].contains(pieces[index].text) else { return false }
            let before = index > 0 && pieces[index - 1].kind == .number
            let after = index + 2 < pieces.count && pieces[index + 1].text == "x" && pieces[index + 2].kind == .number
            return before || after
        }
    }

    /// The request counts sessions or visits ("2 times a week", "six sessions", "2x4"); a quantity of a
    /// product ("#10") is not a count of sessions.
    var countsSessions: Bool {
        text.words.contains(where: TreatmentWords.sessions.contains)
    }
}
