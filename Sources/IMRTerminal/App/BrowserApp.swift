import Dispatch
import IMRCore
import IMRScreen
import Synchronization

/// The key loop: shows frames of the state, feeds it events, and runs its effects (loading and
/// exporting in the background, so the screen keeps answering).
public final class BrowserApp {
    public typealias Loader = @Sendable (_ progress: @escaping @Sendable (Int, Int) -> Void) -> Corpus

    let screen: Screen
    let loader: Loader
    let source: String
    let themes: ThemeCatalog
    public var state: BrowserState

    /// What background work hands back to the loop.
    final class Mailbox: Sendable {
        let loaded = Mutex<CorpusIndex?>(nil)
        let progress = Mutex<(Int, Int)>((0, 0))
        let exportResult = Mutex<StatusMessage?>(nil)
        let exportProgress = Mutex<(Int, Int)?>(nil)
    }

    let mailbox = Mailbox()
    var exporting = false

    public init(screen: Screen, source: String, themes: ThemeCatalog, themeName: String, loader: @escaping Loader) {
        self.screen = screen
        self.loader = loader
        self.source = source
        self.themes = themes
        self.state = BrowserState(size: screen.size, themeName: themeName)
    }

    /// Runs until the user quits or a signal arrives.
    public func run() {
        startLoading()
        var needsFrame = true
        while true {
            if collectBackgroundWork() { needsFrame = true }
            // Draw only when something changed: an idle browser costs no CPU.
            if needsFrame { screen.present(BrowserView.render(state)) }
            needsFrame = false
            let busy = state.loading != nil || exporting || state.waitingForWordIndex
            guard let event = screen.nextEvent(timeoutMilliseconds: busy ? 50 : 500) else { continue }
            needsFrame = true
            var effects = state.handle(event)
            // Drain keys typed ahead so a held key does not lag behind the screen.
            while effects.isEmpty, let next = screen.nextEvent(timeoutMilliseconds: 0) {
                effects = state.handle(next)
            }
            if perform(effects) { break }
        }
        screen.close()
    }

    /// Returns true when the loop should end.
    func perform(_ effects: [BrowserEffect]) -> Bool {
        for effect in effects {
            switch effect {
            case .quit: return true
            case .reload:
                startLoading()
                state.message = StatusMessage("Reloading \(source)…")
            case .export(let request): startExport(request)
            case .cycleTheme: cycleTheme()
            }
        }
        return false
    }

    func startLoading() {
        guard state.loading == nil || state.index == nil else { return }
        state.loading = LoadingState(done: 0, total: 0, source: source)
        let mailbox = self.mailbox
        let loader = self.loader
        DispatchQueue.global(qos: .userInitiated).async {
            let corpus = loader { done, total in mailbox.progress.withLock { $0 = (done, total) } }
            let index = CorpusIndex(corpus)
            index.willPrepareSearch()
            mailbox.loaded.withLock { $0 = index }
            // The word index for searches (the longest, and the only one a key would wait for), sort
            // orders and filter postings are built next, off the key loop.
            index.prepareSearch()
            index.prepareSorting()
            index.prepareFiltering()
        }
    }

    /// Takes what background work has finished; true when the screen should change.
    func collectBackgroundWork() -> Bool {
        let before = (state.loading, state.message)
        if let index = mailbox.loaded.withLock({ loaded -> CorpusIndex? in
            defer { loaded = nil }
            return loaded
        }) {
            state.install(index)
            return true
        } else if state.loading != nil {
            let (done, total) = mailbox.progress.withLock { $0 }
            state.loading?.done = done
            state.loading?.total = total
        }
        if let result = mailbox.exportResult.withLock({ result -> StatusMessage? in
            defer { result = nil }
            return result
        }) {
            exporting = false
            state.message = result
        } else if exporting, let (done, total) = mailbox.exportProgress.withLock({ $0 }) {
            state.message = StatusMessage("Exporting \(done) of \(total)…")
        }
        if state.waitingForWordIndex, let index = state.index, !index.isBuildingWordIndex {
            state.wordIndexReady()
            return true
        }
        return before.0 != state.loading || before.1 != state.message || state.index == nil
    }

    func startExport(_ request: ExportRequest) {
        guard let index = state.index else { return }
        guard !exporting else {
            state.message = StatusMessage("An export is still running", isError: true)
            return
        }
        let plan = ExportRunner.plan(request, isDirectory: ExportRunner.isDirectory, exists: ExportRunner.exists)
        switch plan {
        case .invalid(let reason):
            state.message = StatusMessage("Export failed: \(reason)", isError: true)
        case .needsConsent(let existing):
            state.askToOverwrite(request, existing: existing)
        case .write(let targets):
            exporting = true
            state.message = StatusMessage("Exporting \(Wording.count(targets.count, "case"))…")
            let wanted = Set(request.ids)
            var cases: [String: IMRCase] = [:]
            for letter in index.cases where wanted.contains(letter.id) { cases[letter.id] = letter }
            let mailbox = self.mailbox
            let overwrite = request.overwrite
            let sendableTargets = targets.map { ExportTarget(id: $0.id, path: $0.path) }
            let sendableCases = cases
            DispatchQueue.global(qos: .userInitiated).async {
                let result = ExportRunner.run(sendableTargets.map { ($0.id, $0.path) }, cases: sendableCases,
                                              overwrite: overwrite) { done, total in
                    mailbox.exportProgress.withLock { $0 = (done, total) }
                }
                mailbox.exportResult.withLock { $0 = result }
            }
        }
    }

    func cycleTheme() {
        let names = themes.availableNames()
        guard !names.isEmpty else { return }
        let position = names.firstIndex(of: state.themeName) ?? -1
        let next = names[(position + 1) % names.count]
        let (theme, warnings) = themes.load(next)
        screen.apply(theme: theme)
        state.themeName = next
        state.message = warnings.isEmpty ? StatusMessage("Theme: \(next)") : StatusMessage(warnings[0], isError: true)
    }
}

struct ExportTarget: Sendable {
    var id: String
    var path: String
}
