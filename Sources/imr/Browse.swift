import ArgumentParser
import Foundation
import IMRIndex
import IMRScreen
import IMRBrowser
import IMRTerminal
import IMRStore

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the full-screen browser (the default).")

    @OptionGroup var corpus: CorpusArguments
    @Option(help: "Theme: default, dark, light, high-contrast, mono, one of yours, or a .toml file. Also IMR_THEME.")
    var theme: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let paths = corpus.paths
        let cache = corpus.cache
        let hidden = corpus.hidden
        // Refuse early, before loading anything: a missing path is an error even for the browser.
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(message: "no such file or folder: \(path)")
        }
        let config = UserConfig.load(environment: environment)
        let catalog = ThemeCatalog(environment: environment)
        let themeName = theme ?? environment["IMR_THEME"].flatMap { $0.isEmpty ? nil : $0 } ?? config.theme
            ?? ThemeCatalog.defaultName
        let (chosen, themeWarnings) = catalog.load(themeName)
        let screen: CursesScreen
        do {
            screen = try CursesScreen(theme: chosen, environment: environment)
        } catch {
            throw CommandFailure(message: error.description)
        }
        let source = paths.isEmpty ? SampleCorpus.source : paths.joined(separator: " ")
        let app = BrowserApp(screen: screen, source: source, themes: catalog, themeName: themeName) { reports in
            if paths.isEmpty { return SampleCorpus.load() }
            return (try? CorpusLoader.load(paths: paths, progress: reports.progress, cache: cache, hidden: hidden,
                                           deferringStore: true, preview: reports.preview, checking: reports.shown)) ?? Corpus(source: source)
        }
        // A second open shows what the case store kept at once and checks the letters behind it.
        if !paths.isEmpty, let cache {
            app.openStored = { CorpusLoader.openStored(paths: paths, cache: cache, hidden: hidden) }
        }
        // tag: in the filter line finds the cases the notes store tags, its words the notes; the case
        // pane shows both, and the browser's tag and note keys write to the store.
        app.prepareIndex = { index in
            do {
                try NotesAccess.giveAnnotations(to: index)
                return nil
            } catch {
                return "\((error as? CommandFailure)?.message ?? "\(error)"); tag: finds nothing"
            }
        }
        app.notes = BrowserNotesStore()
        // A case store damaged under the browser is said in its status line, not on the screen's stderr.
        let post = app.poster
        StoreFallback.report.withLock { report in
            report = { message in post(.notice(StatusMessage(message, isError: true))) }
        }
        // Saved filters, the filter history and the theme chosen with T, kept for the next run.
        app.memory = BrowserMemoryStore(environment: environment)
        if let warning = (config.warnings + themeWarnings).first {
            app.post(.themeApplied(name: themeName, warning: warning))
        }
        app.run()
        KeptUntilExit.keep(app)
        for what in app.unsaved { Output.note("quit before it was written: \(what)") }
        if !app.unsaved.isEmpty && screen.quitSignal == 0 { throw ExitCode(1) }
        if screen.quitSignal != 0 { throw ExitCode(128 + screen.quitSignal) }
    }
}
