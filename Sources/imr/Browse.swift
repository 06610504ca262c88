import ArgumentParser
import IMRCore

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the full-screen browser (the default).")

    @OptionGroup var corpus: CorpusArguments
    @Option(help: "Theme: a name (default, dark, light, high-contrast, mono, or one of yours) or a .toml file.")
    var theme: String?

    func run() throws {
        throw CommandFailure(message: "the browser is not built yet; use `imr list` for now")
    }
}
