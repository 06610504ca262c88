import Foundation
import IMRIndex
import Synchronization
import IMRStore

/// A one-line progress count on stderr while a large corpus loads, only when stderr is a terminal.
enum LoadProgress {
    private static let shown = Atomic<Bool>(false)

    static func forTerminal() -> CorpusLoader.Progress? {
        guard Output.stderrIsTerminal else { return nil }
        let lastPercent = Atomic<Int>(-1)
        return { done, total in
            guard total >= 2000 else { return }
            let percent = done * 100 / max(total, 1)
            guard lastPercent.exchange(percent, ordering: .relaxed) != percent else { return }
            shown.store(true, ordering: .relaxed)
            Output.progress("\rimr: reading letters \(done)/\(total) (\(percent)%)")
        }
    }

    static func finish() {
        if shown.exchange(false, ordering: .relaxed) {
            Output.progress("\r\u{1B}[K")
        }
    }
}
