import Synchronization
import IMRColumns
import IMRStore
import IMRModel

/// The word index of one corpus, and all that its search keeps: read from the corpus's word store or
/// built from its cases, once, one caller at a time (one who comes meanwhile waits for it rather than
/// building another); a built one saved for the next open; where it came from; the last candidates.
final class CorpusWords: Sendable {
    private let cases: CaseList
    private let store: WordIndexStore?
    private let words = Mutex<WordIndex?>(nil)
    /// A background `prepare` is building the word index (outside the lock, so nothing waits on the
    /// lock meanwhile).
    private let building = Atomic<Bool>(false)
    private let build = Mutex<Void>(())
    private let history = Mutex(WordIndexHistory())
    /// The last text's candidates: `n` asks again for the same text at every press.
    private let lastCandidates = Mutex<(word: String, cases: CaseBitmap)?>(nil)

    private let casesPerRun: Int

    init(cases: CaseList, store: WordIndexStore?, casesPerRun: Int = WordIndexRuns.casesPerRun) {
        self.cases = cases
        self.store = store
        self.casesPerRun = casesPerRun
    }

    /// The word index, read or built now if no one has yet; saved to the store after a build.
    func index(progress: (LoadStep) -> Void = { _ in }) -> WordIndex {
        let (index, unsaved) = readOrBuild(progress: progress)
        if unsaved { save(index) }
        return index
    }

    /// The word index, from the store when it holds this corpus's, else built; `unsaved` when built here
    /// in memory (a large corpus through the store is built straight into the store's file instead, and
    /// read back from it). `words` is not held meanwhile, so `casesPossiblyContaining` never waits.
    /// `progress` hears how far a build in runs has come.
    func readOrBuild(progress: (LoadStep) -> Void = { _ in }) -> (index: WordIndex, unsaved: Bool) {
        if let known = words.withLock({ $0 }) { return (known, false) }
        return build.withLock { _ in
            if let known = words.withLock({ $0 }) { return (known, false) }
            let stored = store?.load(caseCount: cases.count)
            if case .success(let index)? = stored {
                words.withLock { $0 = index }
                history.withLock { $0.origin = .store }
                return (index, false)
            }
            var rejected: WordIndexFile.Rejection?
            if case .failure(let rejection)? = stored { rejected = rejection }
            if let inRuns = buildInRuns(rejected: rejected, progress: progress) { return (inRuns, false) }
            let built = WordIndex(cases)
            // Every stored case was read once: the store's pages need not stay in memory.
            cases.records?.releasePages()
            words.withLock { $0 = built }
            history.withLock { history in
                history.origin = .built
                if let rejected { history.storeRejection = rejected }
            }
            return (built, true)
        }
    }

    /// A corpus of more than one run's cases through the store: its index built a run at a time into
    /// the store's file (`WordIndexRuns`), then read from there; nil when that fails (then it is built
    /// in memory, and saving it says why if it fails again).
    private func buildInRuns(rejected: WordIndexFile.Rejection?, progress: (LoadStep) -> Void) -> WordIndex? {
        guard let store, cases.count > casesPerRun else { return nil }
        do throws(StoreCorruption) {
            try WordIndexRuns.build(cases, into: store, casesPerRun: casesPerRun, progress: progress)
        } catch {
            history.withLock { $0.saveFailure = error.reason }
            return nil
        }
        guard case .success(let index) = store.load(caseCount: cases.count) else { return nil }
        words.withLock { $0 = index }
        history.withLock { history in
            history.origin = .built
            if let rejected { history.storeRejection = rejected }
        }
        return index
    }

    /// Keeps a built index for the next open of the same corpus. Outside the build's lock, so searches
    /// waiting for the index go on meanwhile. A failure only means the next open builds it again; it is
    /// returned (and kept in the history) for the user to hear of.
    @discardableResult
    func save(_ index: WordIndex) -> String? {
        guard let store else { return nil }
        do throws(StoreCorruption) {
            try store.save(index, caseCount: cases.count)
            // The file just written, mapped, takes the built arrays' place, which are let go: a corpus
            // then holds in memory only the pages of the index its searches touch.
            if case .success(let mapped) = store.load(caseCount: cases.count) { words.withLock { $0 = mapped } }
            return nil
        } catch {
            history.withLock { $0.saveFailure = error.reason }
            return error.reason
        }
    }

    /// Cases whose text may hold a word of `text` (see `CorpusIndex.casesPossiblyContaining`).
    func casesPossiblyContaining(_ text: String) -> CaseBitmap? {
        guard let longest = Tokenizer.words(text).max(by: { $0.utf8.count < $1.utf8.count }) else { return nil }
        if let known = lastCandidates.withLock({ $0 }), known.word == longest { return known.cases }
        guard let index = words.withLock({ $0 }) else { return nil }
        let found = index.cases(withWordContaining: longest, caseCount: cases.count)
        lastCandidates.withLock { $0 = (longest, found) }
        return found
    }

    /// Says a build is under way (or over) before it starts, so no search starts a second one.
    func markBuilding(_ on: Bool) {
        building.store(on, ordering: .releasing)
    }

    var isBuilding: Bool { building.load(ordering: .acquiring) }

    /// Where the word index came from, why the store's was not used and why saving failed.
    var provenance: WordIndexHistory { history.withLock { $0 } }

    /// Bytes the word index holds, once built.
    var bytes: Int? { words.withLock { $0?.byteSize } }
}

/// Where a word index came from: built from the cases, or read from the corpus's word store.
public enum WordIndexOrigin: Sendable, Equatable {
    case built
    case store
}

struct WordIndexHistory: Sendable {
    var origin: WordIndexOrigin?
    var storeRejection: WordIndexFile.Rejection?
    var saveFailure: String?
}
