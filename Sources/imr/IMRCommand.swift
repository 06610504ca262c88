import ArgumentParser
import Foundation
import IMRCore

/// `imr`: browse IMR final determination letters; script them with the subcommands.
@main
struct IMRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "imr",
        abstract: "Browse and query California IMR final determination letters.",
        discussion: """
        With no subcommand, opens the browser on the letters at PATH (files or folders, read recursively), \
        or on the built-in sample corpus when no PATH is given.
        """,
        version: IMRVersion.current,
        subcommands: [Browse.self, List.self, Show.self, Similar.self, Export.self, Stats.self, PrecedentsCommand.self,
                      Tag.self, Untag.self, Note.self, Tags.self, FiltersCommand.self,
                      Check.self, Generate.self, Keys.self, VersionCommand.self],
        defaultSubcommand: Browse.self
    )

    /// Every failure is one line on stderr and exit status 2; help and version go to stdout.
    static func main() {
        // Ctrl-C during a first open must not leave the half-written store behind.
        AtomicFile.removeOnQuitSignals()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let failure as CommandFailure {
            Output.error(failure.message)
            Foundation.exit(failure.status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Output.error(oneLine(message(for: error)))
            Foundation.exit(2)
        }
    }
}

/// ArgumentParser's message as one line: bulleted choices joined, usage and help hints left out.
func oneLine(_ message: String) -> String {
    var text = ""
    var bullets: [String] = []
    for rawLine in message.split(separator: "\n") {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("Usage:") || line.hasPrefix("See '") || line.hasPrefix("Help:") { break }
        if line.hasPrefix("- ") {
            bullets.append(String(line.dropFirst(2)))
        } else if !line.isEmpty {
            text += (text.isEmpty ? "" : " ") + line
        }
    }
    if !bullets.isEmpty { text += " " + bullets.joined(separator: ", ") }
    return text.hasPrefix("Error: ") ? String(text.dropFirst(7)) : text
}

/// A failure the user should read: one line, then the exit status.
struct CommandFailure: Error {
    var message: String
    var status: Int32 = 2
}

enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("imr: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("imr: \(message)\n".utf8))
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
