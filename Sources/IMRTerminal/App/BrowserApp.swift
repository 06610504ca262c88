import CHeap
import IMRBrowser
import Dispatch
import Foundation
import IMRIndex
import IMRModel
import IMRScreen
import IMRText
import IMRColumns
import IMRStore

/// The key loop: shows frames of the state, hands it every event (keys from the screen, reports from
/// work in the background), and carries out the work it asks for (loading and exporting in the
/// background, so the screen keeps answering). It reads the state but never writes into it.
public final class BrowserApp {
    public typealias Loader = @Sendable (LoadReports) -> Corpus

    /// Where a `Loader` reports how far it has come, and (on a first load) the cases read so far.
    public struct LoadReports: Sendable {
        public let progress: @Sendable (LoadStep) -> Void
        /// Nil when the browser already shows cases (a reload, the check behind a second open).
        public let preview: LoadPreview?
        /// The corpus on screen, opened from the case store unchecked, when this load is the check behind
        /// it: handed to `CorpusLoader.load(checking:)`, which gives it back, its columns not read again,
        /// when the letters are those its store was made for.
        public var shown: Corpus? = nil
    }

    let screen: Screen
    let loader: Loader
    let source: String
    let themes: ThemeCatalog
    /// Where the user's programs are named (`$PAGER`, `$EDITOR`, `$IMR_OPENER`).
    let environment: [String: String]
    public private(set) var state: BrowserState
    let inbox = BrowserInbox()

    /// Opens what the case store kept, without listing the letters (`CorpusLoader.openStored`): at the
    /// first load, its cases are shown at once while `loader` lists the letters and compares; nil, or
    /// nothing kept: the first load waits for `loader`.
    public var openStored: (@Sendable () -> Corpus?)?
    /// Run on each new index before the browser gets it (the tags from the notes store); what it returns
    /// is said in the status line.
    public var prepareIndex: (@Sendable (CorpusIndex) -> String?)?
    /// Where the tag and note keys write (BrowserApp+Notes); nil: they say notes are not kept here.
    public var notes: (any NotesBackend)?
    /// Changes to the notes, one after another in the order asked, off the key loop.
    let notesQueue = DispatchQueue(label: "imr.notes")
    /// Where saved filters, the filter history and the chosen theme are kept between runs (none: not kept).
    public var memory: (any BrowserMemory)?
    /// Writes what is kept, one change after another, off the key loop.
    let memoryQueue = DispatchQueue(label: "imr.memory")
    /// The writes under way off the key loop, which quitting waits for.
    let writes = PendingWrites()
    /// What quitting did not wait for (the user quit a second time): for the caller to say on stderr.
    public private(set) var unsaved: [String] = []

    public init(screen: Screen, source: String, themes: ThemeCatalog, themeName: String, loader: @escaping Loader) {
        self.screen = screen
        self.loader = loader
        self.source = source
        self.themes = themes
        self.environment = ProcessInfo.processInfo.environment
        self.state = BrowserState(size: screen.size, themeName: themeName)
    }

    /// Hands an event to the state at the next turn of the loop (e.g. a warning found before it ran).
    public func post(_ event: BrowserEvent) {
        inbox.post(event)
    }

    /// `post`, for any thread (what the core reports while the browser runs).
    public var poster: @Sendable (BrowserEvent) -> Void {
        let inbox = self.inbox
        return { inbox.post($0) }
    }

    /// Runs until the user quits or a signal arrives.
    public func run() {
        startLoading(first: true)
        recallMemory()
        var needsFrame = true
        loop: while true {
            let reports = inbox.take()
            for report in reports where perform(state.handle(report)) { break loop }
            if !reports.isEmpty { needsFrame = true }
            // Draw only when something changed: an idle browser costs no CPU.
            if needsFrame { screen.present(BrowserView.render(state)) }
            needsFrame = false
            let busy = state.loading != nil || state.checking != nil || state.exporting || state.waitingForWordIndex
            guard let input = screen.nextEvent(timeoutMilliseconds: busy ? 50 : 500) else { continue }
            needsFrame = true
            var effects = state.handle(.input(input))
            // Drain keys typed ahead so a held key does not lag behind the screen.
            while effects.isEmpty, let next = screen.nextEvent(timeoutMilliseconds: 0) {
                effects = state.handle(.input(next))
            }
            if perform(effects) { break }
        }
        finishWrites()
        screen.close()
    }

    /// Quitting waits for the writes under way (a tag typed just before `q`, an export), the status line
    /// naming them; quitting again leaves without them, and `unsaved` names them. Their temporary files
    /// go at exit (`AtomicFile`), so an abandoned write leaves nothing half-written.
    func finishWrites() {
        // A note that met another kept meanwhile, still waiting for the user's choice: both are kept.
        _ = perform(state.handle(.quitting))
        while !writes.isEmpty {
            for report in inbox.take() { _ = state.handle(report) }
            let pending = writes.descriptions
            guard !pending.isEmpty else { break }
            _ = state.handle(.finishingWrites(pending))
            screen.present(BrowserView.render(state))
            guard let input = screen.nextEvent(timeoutMilliseconds: 50) else { continue }
            if Self.quitsAgain(input) {
                unsaved = writes.descriptions
                return
            }
        }
    }

    /// A second quit while waiting: Ctrl-C or a quit signal, `q`, Escape.
    static func quitsAgain(_ input: InputEvent) -> Bool {
        switch input {
        case .interrupt: return true
        case .key(let key):
            if case .action(.quit, _)? = ActionTable.meaning(of: key, in: .list) { return true }
            return key == .escape
        default: return false
        }
    }

    /// Returns true when the loop should end.
    func perform(_ effects: [BrowserEffect]) -> Bool {
        for effect in effects {
            switch effect {
            case .quit: return true
            case .reload: startLoading()
            case .export(let request): startExport(request)
            case .cycleTheme: cycleTheme()
            case .openLetter(let path): runInForeground(DesktopPrograms.opener(for: path, environment: environment))
            case .pipeToPager(let text): page(text)
            case .copyToClipboard(let text): screen.copyToClipboard(text)
            case .changeNotes(let change): changeNotes(change)
            case .editNote(let key, let text, let base): editNote(key: key, text: text, base: base)
            case .remember(let change): remember(change)
            case .giveBackMemory: giveBackMemory()
            }
        }
        return false
    }

    /// Loads the letters in the background. The first load shows what the case store kept at once when
    /// it can (`openStored`), and then checks it against the letters (`LoadJob.check`).
    func startLoading(first: Bool = false) {
        guard state.loading == nil || state.index == nil else { return }
        let job = LoadJob(inbox: inbox, loader: loader, prepareIndex: prepareIndex)
        let openStored = first ? self.openStored : nil
        inbox.post(.loadStarted(source: source))
        DispatchQueue.global(qos: .userInitiated).async {
            if let stored = openStored?() {
                // The check lists the letters while the shown corpus prepares its word index and orders.
                DispatchQueue.global(qos: .userInitiated).async { job.check(against: stored) }
                job.prepare(stored, announce: BrowserEvent.corpusLoaded)
            } else {
                job.prepare(job.load(previewing: first), announce: BrowserEvent.corpusLoaded)
            }
        }
    }

    /// Once the corpus let go is freed (the loader's thread drops it as soon as it has handed the new
    /// one over; a second is ample), the C heap gives its memory back: it would keep it otherwise.
    func giveBackMemory() {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .seconds(1)) { imr_heap_give_back() }
    }

    func startExport(_ request: ExportRequest) {
        guard let index = state.index else { return }
        let plan = ExportRunner.plan(request, isDirectory: ExportRunner.isDirectory, exists: ExportRunner.exists)
        switch plan {
        case .invalid(let reason):
            inbox.post(.exportFinished(StatusMessage("Export failed: \(reason)", isError: true)))
        case .needsConsent(let existing):
            inbox.post(.exportNeedsConsent(request, existing: existing))
        case .document(let path, let ids):
            let rows = ids.compactMap(index.row(ofId:))
            inbox.post(.exportStarted(what: Wording.count(rows.count, "case")))
            let inbox = self.inbox
            let overwrite = request.overwrite
            let query = request.query
            let writes = self.writes
            let token = writes.begin("the export to \(path)")
            DispatchQueue.global(qos: .userInitiated).async {
                defer { writes.end(token) }
                inbox.post(.exportFinished(ExportRunner.runDocument(path: path, rows: rows, of: index, overwrite: overwrite,
                                                                    query: query)))
            }
        case .write(let targets):
            if let brief = request.brief, let target = targets.first {
                writeBrief(brief, to: target.path, overwrite: request.overwrite, cases: index.cases)
                return
            }
            inbox.post(.exportStarted(what: Wording.count(targets.count, "case")))
            let inbox = self.inbox
            let overwrite = request.overwrite
            let query = request.query
            let sendableTargets = targets.map { ExportTarget(id: $0.id, path: $0.path) }
            let writes = self.writes
            let token = writes.begin(targets.count == 1 ? "the export to \(targets[0].path)"
                                     : "the export of \(Wording.count(targets.count, "case")) to \(request.destination)")
            DispatchQueue.global(qos: .userInitiated).async {
                defer { writes.end(token) }
                let result = ExportRunner.run(sendableTargets.map { ($0.id, $0.path) }, of: index,
                                              overwrite: overwrite, query: query) { done, total in
                    inbox.post(.exportProgress(done: done, total: total))
                }
                inbox.post(.exportFinished(result))
            }
        }
    }

    /// Writes a precedent brief in the background: Markdown for a .md file, else text.
    func writeBrief(_ found: Precedents, to path: String, overwrite: Bool, cases: CaseList) {
        inbox.post(.exportStarted(what: "the precedent brief"))
        let inbox = self.inbox
        let writes = self.writes
        let token = writes.begin("the precedent brief to \(path)")
        DispatchQueue.global(qos: .userInitiated).async {
            defer { writes.end(token) }
            inbox.post(.exportFinished(ExportRunner.writeBrief(found, cases: cases, to: path, overwrite: overwrite)))
        }
    }

    /// Runs a program on the terminal, the browser suspended meanwhile; what went wrong becomes the status.
    func runInForeground(_ command: ShellCommand, input: String? = nil) {
        let status = runSuspended(command, input: input)
        inbox.post(.programFinished(DesktopPrograms.outcome(of: command, status: status)))
    }

    /// `ChildProgram.run` with the screen suspended around it: the opener, the pager and the note editor.
    func runSuspended(_ command: ShellCommand, input: String? = nil) -> Int32? {
        screen.suspend()
        defer { screen.resume() }
        return ChildProgram.run(command, input: input)
    }

    func page(_ text: String) {
        let command = DesktopPrograms.pager(environment: environment)
        let ran: Void? = ChildProgram.withTemporaryFile(holding: text) { runInForeground(command, input: $0) }
        if ran == nil {
            inbox.post(.programFinished(StatusMessage("Could not write the report for \(command.name)", isError: true)))
        }
    }

    func cycleTheme() {
        let names = themes.availableNames()
        guard !names.isEmpty else { return }
        let position = names.firstIndex(of: state.themeName) ?? -1
        let next = names[(position + 1) % names.count]
        let (theme, warnings) = themes.load(next)
        screen.apply(theme: theme)
        inbox.post(.themeApplied(name: next, warning: warnings.first))
        keepTheme(next)
    }
}

struct ExportTarget: Sendable {
    var id: String
    var path: String
}
