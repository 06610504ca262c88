import Synchronization
import IMRStore
import IMRModel

/// A one-line progress on stderr while a large corpus opens, only when stderr is a terminal: each long
/// step of the open named as it begins (listing, reading, writing the store, building the word index),
/// the counted ones with their count, so the line never sits on "100%" while the open goes on.
enum LoadProgress {
    private static let shown = Atomic<Bool>(false)
    /// Below this many letters an open takes well under a second: no line.
    static let threshold = 2000

    static func forTerminal() -> CorpusLoader.Progress? {
        guard Output.stderrIsTerminal else { return nil }
        let last = Mutex<Moment?>(nil)
        return { step in
            guard let line = line(for: step) else { return }
            // Written again only when the step or its percentage moves: the count alone changes with
            // every chunk of letters (a million letters would write the line four thousand times).
            let now = Moment(step)
            guard last.withLock({ previous in
                defer { previous = now }
                return previous != now
            }) else { return }
            shown.store(true, ordering: .relaxed)
            Output.progress("\r\u{1B}[K" + line)
        }
    }

    /// What the line says of `step`, or nil where it says nothing (a step of a small corpus).
    static func line(for step: LoadStep) -> String? {
        switch step {
        case .listing:
            return "imr: listing the letters…"
        case .reading(let done, let total):
            guard total >= threshold else { return nil }
            return "imr: reading letters \(done)/\(total) (\(percent(done, total))%)"
        case .storing(let cases):
            guard cases >= threshold else { return nil }
            return "imr: writing the case store…"
        case .indexingWords(let done, let total):
            guard total >= threshold else { return nil }
            return "imr: building the word index \(done)/\(total) cases (\(percent(done, total))%)"
        }
    }

    static func percent(_ done: Int, _ total: Int) -> Int { min(100, done * 100 / max(total, 1)) }

    /// A step as far as the line shows it moving: which step, and its percentage where it counts.
    struct Moment: Equatable {
        let step: Int
        let percent: Int

        init(_ loadStep: LoadStep) {
            switch loadStep {
            case .listing: (step, percent) = (0, 0)
            case .reading(let done, let total): (step, percent) = (1, LoadProgress.percent(done, total))
            case .storing: (step, percent) = (2, 0)
            case .indexingWords(let done, let total): (step, percent) = (3, LoadProgress.percent(done, total))
            }
        }
    }

    static func finish() {
        if shown.exchange(false, ordering: .relaxed) {
            Output.progress("\r\u{1B}[K")
        }
    }
}
