import IMRModel
import IMRColumns
import IMRStore

/// Letters read more than once: the same case number from several files (a letter's text and its PDF,
/// a folder copied into another). Such a case is one case: listed, counted, joined as a precedent and
/// found once, under the file read first; the others are its `copies`. A copy that agrees is no
/// problem; where a copy disagrees (outcome, decision date, items, an item's decision or treatment),
/// that is one, never merged in silence.
///
/// Found from the ids the corpus gave: a repeated id is renamed "ID-2" with a duplicate-id problem
/// (`CaseIds`); when the renamed letter's case number is the id it was refused, it is a copy. Letters
/// named only by their file name are never copies of each other (two "letter.txt" in two folders are
/// two letters).
struct CaseCopies: Sendable {
    /// The rows of copies: in no list, count or join.
    let copyRows: Set<Int>
    /// The cases listed, when there are copies (every row less the copies); nil when there are none.
    let listed: CaseBitmap?
    /// The files of each listed row's copies, as the user named them.
    let files: [Int: [String]]
    /// The corpus's problems less the copies' duplicate ids: a copy is a problem only where it
    /// disagrees with the letter listed, and says on what.
    let problems: [LoadProblem]

    init(_ corpus: Corpus, row: (String) -> Int?) {
        var copyRows: Set<Int> = []
        var files: [Int: [String]] = [:]
        var problems: [LoadProblem] = []
        for problem in corpus.problems {
            guard problem.kind == .duplicateId, let id = problem.caseId, let copyRow = row(id) else {
                problems.append(problem)
                continue
            }
            let copy = corpus.cases[copyRow]
            guard let number = copy.caseNumber, number != id, let originalRow = row(number) else {
                problems.append(problem)
                continue
            }
            let original = corpus.cases[originalRow]
            copyRows.insert(copyRow)
            files[originalRow, default: []].append(copy.file)
            let differences = Self.differences(original, copy)
            guard !differences.isEmpty else { continue }
            let reason = "Another copy of \(number), first read from \(original.file) and listed as that file's, "
                + "disagrees with it: " + differences.joined(separator: "; ") + "."
            problems.append(LoadProblem(path: problem.path, kind: .copy, reason: reason, caseId: number))
        }
        self.copyRows = copyRows
        self.files = files
        self.problems = problems
        if copyRows.isEmpty {
            listed = nil
        } else {
            var listed = CaseBitmap(count: corpus.cases.count)
            for row in 0..<corpus.cases.count where !copyRows.contains(row) { listed.insert(row) }
            self.listed = listed
        }
    }

    /// What two readings of one case say differently: what a reader of the letter would act on.
    static func differences(_ first: IMRCase, _ second: IMRCase) -> [String] {
        var found: [String] = []
        func compare(_ what: String, _ a: String?, _ b: String?) {
            if a != b { found.append("\(what) \(a ?? "none") in \(first.file), \(b ?? "none") in \(second.file)") }
        }
        compare("outcome", first.outcome.rawValue, second.outcome.rawValue)
        compare("decision date", first.dates.decision?.iso, second.dates.decision?.iso)
        compare("items", String(first.items.count), String(second.items.count))
        for (number, (a, b)) in zip(first.items, second.items).enumerated() {
            compare("item \(number + 1) decision", a.decision.rawValue, b.decision.rawValue)
            compare("item \(number + 1) treatment", a.treatmentKey, b.treatmentKey)
        }
        return found
    }
}
