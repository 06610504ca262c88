import ArgumentParser
import Foundation
import IMRGenerator

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write synthetic IMR letters in every text form, for demos, tests and benchmarks."
    )

    @Argument(help: "The folder to write into: new or empty (created if missing).", completion: Completions.folder)
    var out: String
    @Option(help: "How many letters.")
    var count: Int
    @Option(help: "Seed: the same seed and count give the same files.")
    var seed: UInt64 = 2016
    @Flag(help: "Write into a folder that holds files already, replacing the letters of the same names.")
    var force = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be 0 or more") }
    }

    @Sendable static func showProgress(_ written: Int, _ total: Int) {
        if written % 1000 == 0 || written == total {
            Output.progress("\rimr: writing letters \(written)/\(total)")
        }
    }

    func run() throws {
        // Checked before anything is written: a second run would replace letters someone may have edited.
        if !force, let entries = try? FileManager.default.contentsOfDirectory(atPath: out), !entries.isEmpty {
            throw CommandFailure(message: "\(out) is not empty: nothing was written (give a new or empty folder, or --force to write over it)")
        }
        let config = GeneratorConfig(count: count, seed: seed)
        let showProgress = Output.stderrIsTerminal && count >= 2000
        let progress: (@Sendable (Int, Int) -> Void)? = showProgress ? Self.showProgress : nil
        do {
            try writeCorpus(to: out, config: config, progress: progress)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        if showProgress { Output.progress("\r\u{1B}[K") }
        Output.note("wrote \(count) letters to \(out)")
    }
}
