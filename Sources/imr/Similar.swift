import ArgumentParser
import IMRIndex
import TextCells
import IMRExport
import IMRText

struct Similar: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rank the cases most like one case.",
        discussion: """
        Cases asking for more of its treatments come first (the same treatment key and, where regions tell a \
        treatment apart, a body region in common, as precedents join them); among equals, the higher clinical \
        score: its summary's diagnoses, body parts and other clinical words found in theirs (BM25: rare words \
        weigh more; the sentences about the review, the request and work status left out), its body regions \
        their requests name, and its treatment keys they ask for in other regions; then corpus order. Each row \
        says why: the shared treatments, keys asked for elsewhere, regions, and the heaviest shared words. With \
        --json, one object.
        """
    )

    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @OptionGroup var corpus: CorpusArguments
    @Option(help: "How many cases to list.")
    var limit = 20
    @Flag(help: "Print JSON: the case, the words asked about, and the ranked cases with their reasons.")
    var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1 (got \(limit))") }
    }

    func run() throws {
        let loaded = try corpus.load(reportProblems: false)
        let asked = try CaseLookup.find(id, in: loaded)
        let index = CorpusIndex(loaded)
        guard let anchor = index.row(ofId: asked.id) else {
            throw CommandFailure(message: "no case \(id)")
        }
        let ranking = index.similar(to: anchor, limit: limit)
        if json {
            try StandardOutput.line(CaseJSON.encode(SimilarJSON(ranking, in: index)))
            return
        }
        if !ranking.cases.isEmpty {
            try StandardOutput.line(SimilarTable.render(ranking, in: index, width: TerminalWidth.columns()))
        }
        let words = ranking.words.isEmpty ? "no summary words" : "words asked: " + ranking.words.joined(separator: " ")
        Output.note("\(Wording.count(ranking.total, "case")) like \(asked.id) (\(ranking.cases.count) shown; \(words))")
    }
}

/// `imr similar --json`: the ranking with ids and reasons.
struct SimilarJSON: Encodable {
    struct Entry: Encodable {
        var rank: Int
        var id: String
        var outcome: String
        /// The anchor's treatments this case asks for too: "MRI (lumbar spine)".
        var sharedTreatments: [String]
        /// The anchor's treatment keys this case asks for in other regions only.
        var treatmentsElsewhere: [String]
        var sharedRegions: [String]
        var sharedWords: [String]
        var wordScore: Double
        /// What ranks cases sharing as many treatments: the word score, the regions and keys elsewhere.
        var score: Double
    }

    var id: String
    var treatments: [String]
    var regions: [String]
    var words: [String]
    var total: Int
    var similar: [Entry]

    init(_ ranking: SimilarRanking, in index: CorpusIndex) {
        id = index.cases[ranking.anchor].id
        treatments = ranking.treatments
        regions = ranking.regions
        words = ranking.words
        total = ranking.total
        similar = ranking.cases.enumerated().map { rank, found in
            Entry(rank: rank + 1, id: index.cases[found.row].id, outcome: index.cases[found.row].outcome.rawValue,
                  sharedTreatments: found.sharedTreatments, treatmentsElsewhere: found.treatmentsElsewhere,
                  sharedRegions: found.sharedRegions, sharedWords: found.sharedWords, wordScore: found.wordScore,
                  score: found.score)
        }
    }
}

/// The readable table of `imr similar`: rank, id, outcome, shared treatments, clinical score, why (what
/// gives way to the width).
enum SimilarTable {
    static func render(_ ranking: SimilarRanking, in index: CorpusIndex, width: Int) -> String {
        var table = TextTable([TextTable.Column("RANK", .right), TextTable.Column("ID"), TextTable.Column("O", .right),
                               TextTable.Column("TX", .right), TextTable.Column("SCORE", .right),
                               TextTable.Column("WHY", givesWay: true, minimum: 10, cut: .end)])
        for (rank, found) in ranking.cases.enumerated() {
            let imrCase = index.cases[found.row]
            table.append([String(rank + 1), imrCase.id, String(imrCase.outcome.mark), String(found.sharedTreatments.count),
                          found.scoreText, found.reason])
        }
        return table.lines(width: width).joined(separator: "\n")
    }
}
