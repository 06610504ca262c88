import IMRStore

/// How a letter stands to another read with the same case number, for what is kept by case number
/// (tags and notes, `CaseKey`): a copy that agrees is that case, and shares its notes; one that
/// disagrees may be another patient's letter mislabelled, and must never take on, or show, the
/// first's notes.
public enum CopyRelation: Equatable, Sendable {
    /// The letter is the first read under its case number (or has none): its notes are its own.
    case own
    /// Another copy of `id`'s letter (from `file`) that agrees with it: one case, one set of notes.
    case copy(of: String, file: String)
    /// Another letter under `id`'s case number (from `file`) that differs from it as `differences` say.
    case conflicting(with: String, file: String, differences: [String])

    /// The relation of the case at `row` of `corpus` (ids as `CaseIds` made them: a repeat is "ID-2").
    public static func of(row: Int, in corpus: Corpus) -> CopyRelation {
        let cases = corpus.cases
        let imrCase = cases[row]
        guard let number = imrCase.caseNumber, cases.id(at: row) != number,
              let first = cases.indices.first(where: { cases.id(at: $0) == number }) else { return .own }
        let original = cases[first]
        let differences = CaseCopies.differences(original, imrCase)
        return differences.isEmpty ? .copy(of: number, file: original.file)
            : .conflicting(with: number, file: original.file, differences: differences)
    }
}
