import IMRCore
import Synchronization

/// A command's corpus, held until the process ends. A command exits right after its output, and
/// freeing the cases read from the letters one by one (every string and array of each) took a quarter
/// of a second at 100,000 letters, and seconds at a million, between the output and the exit.
enum KeptUntilExit {
    private static let corpora = Mutex<[Corpus]>([])

    static func keep(_ corpus: Corpus) {
        corpora.withLock { $0.append(corpus) }
    }
}
