import ArgumentParser
import IMRIndex

/// `imr version`: the same as `imr --version`, for those who type it as a command.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print imr's version.")

    func run() throws {
        try StandardOutput.line(IMRVersion.current)
    }
}
