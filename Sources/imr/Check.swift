import ArgumentParser
import IMRCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every file that could not be read and every letter with warnings.",
        discussion: "Exit status 1 when there is any problem or warning, 0 when all is clean."
    )

    @OptionGroup var corpus: CorpusArguments

    func run() throws {
        let loaded = try corpus.load(reportProblems: false, allowEmpty: true)
        for problem in loaded.problems {
            print(SafeText.escaped("\(problem.kind.rawValue): \(problem.line)", keepNewlines: false))
        }
        for path in loaded.hiddenSkipped {
            print(SafeText.escaped("hidden: \(path): skipped (--hidden reads it)", keepNewlines: false))
        }
        let flagged = Set(loaded.problems.compactMap(\.caseId))
        var warned = 0
        for letter in loaded.cases where !letter.warnings.isEmpty && !flagged.contains(letter.id) {
            warned += 1
            for warning in letter.warnings {
                print(SafeText.escaped("warning: \(letter.file) (\(letter.id)): \(warning)", keepNewlines: false))
            }
        }
        let files = Set(loaded.problems.map(\.path)).count
        Output.note("\(Wording.count(loaded.cases.count, "letter")) read; \(Wording.count(loaded.problems.count, "problem")) in \(Wording.count(files, "file")); \(Wording.count(warned, "more letter")) with warnings")
        if let reason = loaded.emptyReason { Output.note(reason) }
        if !loaded.problems.isEmpty || warned > 0 || loaded.emptyReason != nil { throw ExitCode(1) }
    }
}
