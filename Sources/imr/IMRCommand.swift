import ArgumentParser
import Foundation
import IMRIndex
import IMRFiles
import IMRStore
import CHeap

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

    /// Every failure is one line on stderr and exit status 2; help and version go to stdout. What the
    /// command wrote to standard output is flushed before it ends, and a failure to write it is one too.
    static func main() {
        StandardDescriptors.hold()
        // Large transient buffers mapped on their own, so the heap a first open leaves can be given back.
        imr_heap_prefer_mapping_large_blocks()
        // Ctrl-C during a first open must not leave the half-written store behind.
        AtomicFile.removeOnQuitSignals()
        // A case store damaged while read is said like any other note (the browser puts it on its status line).
        StoreFallback.report.withLock { $0 = { Output.note($0) } }
        do {
            var command = try parseAsRoot()
            try command.run()
            end(0)
        } catch let exit as ExitCode {
            end(exit.rawValue)
        } catch let failure as CommandFailure {
            Output.error(failure.message)
            end(failure.status)
        } catch let failure as StandardOutput.Failure {
            end(failure)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                end(0, printing: fullMessage(for: error))
            }
            Output.error(oneLine(message(for: error)))
            end(2)
        }
    }

    /// Ends with `status` once standard output is written (`text` first), or with its failure.
    static func end(_ status: Int32, printing text: String? = nil) -> Never {
        do throws(StandardOutput.Failure) {
            if let text { try StandardOutput.line(text) }
            try StandardOutput.flush()
        } catch {
            end(error)
        }
        Foundation.exit(status)
    }

    /// A reader gone ends it quietly, with the status SIGPIPE gives in a shell; a write that failed
    /// says why, with status 2.
    static func end(_ failure: StandardOutput.Failure) -> Never {
        switch failure {
        case .readerGone:
            Foundation.exit(128 + SIGPIPE)
        case .failed(let reason):
            Output.error("cannot write to standard output: \(reason)")
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
