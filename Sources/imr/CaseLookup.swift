import IMRIndex
import IMRModel
import IMRText
import IMRStore

/// Finds a case by id, or fails with the closest ids as suggestions.
enum CaseLookup {
    static func find(_ id: String, in corpus: Corpus) throws -> IMRCase {
        corpus.cases[try row(of: id, in: corpus)]
    }

    /// The case whose tags or note a command is to change. Kept by case number, they would land on
    /// every letter read under it: a copy that agrees is that case (said, and changed); one that
    /// disagrees is refused, so one patient's notes never reach another's letter.
    static func annotatable(_ id: String, in corpus: Corpus) throws -> IMRCase {
        let row = try row(of: id, in: corpus)
        let imrCase = corpus.cases[row]
        switch CopyRelation.of(row: row, in: corpus) {
        case .own:
            break
        case .copy(let first, let file):
            Output.note("\(imrCase.id) is another copy of \(first) (\(file)): its tags and note are that case's")
        case .conflicting(let first, let file, let differences):
            throw CommandFailure(message: "\(imrCase.id) (\(imrCase.file)) has the case number of \(first) (\(file)) but disagrees with it ("
                + differences.joined(separator: "; ") + "). Tags and notes are kept by case number, so they would show on both "
                + "letters: correct or remove one of them first; nothing was changed")
        }
        return imrCase
    }

    /// The case's position in the corpus: the id as given, else in any case, else an error naming the
    /// closest ids.
    static func row(of id: String, in corpus: Corpus) throws -> Int {
        // By the ids alone: a corpus mapped from its case store decodes only the case found.
        let cases = corpus.cases
        if let row = cases.indices.first(where: { cases.id(at: $0) == id }) { return row }
        let wanted = CaseFold.key(id)
        if let row = cases.indices.first(where: { CaseFold.key(cases.id(at: $0)) == wanted }) { return row }
        var scored: [(id: String, distance: Int)] = cases.indices.map { cases.id(at: $0) }.map { ($0, EditDistance.between(CaseFold.key($0), wanted)) }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.id < $1.id }
        // The id typed and those made from file names can carry escape sequences: `Output` escapes them.
        let closest = scored.prefix(3).map(\.id)
        let hint = closest.isEmpty ? "" : " (closest: \(closest.joined(separator: ", ")))"
        throw CommandFailure(message: "no case \(id)\(hint)")
    }
}
