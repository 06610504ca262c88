import ArgumentParser
import IMRIndex
import IMRGenerator
import IMRText
import IMRStore

/// The letters a command works on: PATHs, or the built-in sample.
struct CorpusArguments: ParsableArguments {
    @Argument(help: "Letter files or folders (read recursively). Without any, the built-in sample corpus.",
              completion: Completions.letters)
    var paths: [String] = []
    @Flag(name: .customLong("no-cache"),
          help: "Read every letter again instead of using the case store (~/.cache/imr; also IMR_NO_CACHE=1).")
    var noCache = false
    @Flag(help: "Read hidden files and folders too (names starting with a dot; skipped by default).")
    var hidden = false

    /// The case store to use, unless turned off.
    var cache: CaseStore? { noCache ? nil : CaseStore.standard() }

    /// Loads the corpus, saying on stderr when it is the sample and when files had problems. Paths that
    /// hold no letter are said in one line on stderr and end the command with status 1, unless
    /// `allowEmpty` (the caller says it itself).
    func load(reportProblems: Bool = true, allowEmpty: Bool = false) throws -> Corpus {
        let corpus: Corpus
        if paths.isEmpty {
            corpus = SampleCorpus.load()
            Output.note("no PATH given: using the built-in sample corpus (\(corpus.cases.count) letters)")
        } else {
            do {
                corpus = try CorpusLoader.load(paths: paths, progress: LoadProgress.forTerminal(), cache: cache,
                                               hidden: hidden)
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        LoadProgress.finish()
        KeptUntilExit.keep(corpus)
        for note in corpus.notes { Output.note(note) }
        let problems = reportProblems ? CorpusIndex.problems(of: corpus) : []
        if !problems.isEmpty {
            let files = Set(problems.map(\.path)).count
            Output.note("\(Wording.count(problems.count, "problem")) in \(Wording.count(files, "file")) (run `imr check` for the list)")
        }
        if !allowEmpty, let reason = corpus.emptyReason {
            Output.note(reason)
            throw ExitCode(1)
        }
        return corpus
    }
}

/// The built-in sample: a small generated corpus made in memory, the same every time.
enum SampleCorpus {
    static let source = "the built-in sample"

    static func load() -> Corpus {
        let files = builtInSample().map { (displayPath: "sample/" + $0.relativePath, bytes: $0.bytes) }
        return CorpusLoader.load(memory: files, source: source)
    }
}
