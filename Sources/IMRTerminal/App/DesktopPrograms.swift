import Foundation
import IMRCore

/// A program run for the user through `/bin/sh -c SCRIPT sh ARGUMENTS...`: the script is the user's own
/// setting (`$PAGER`, `$EDITOR`: it may carry options), a path only ever travels as `"$1"`, never inside
/// the script, so no file name can be read as shell.
public struct ShellCommand: Equatable, Sendable {
    public var script: String
    public var arguments: [String]
    /// What the user set, for messages ("less", "code -w").
    public var name: String
}

/// Which program opens a letter's file, and which pages a report: the user's settings first.
public enum DesktopPrograms {
    /// `$IMR_OPENER`, else `xdg-open` for a PDF, else `$VISUAL`, `$EDITOR`, `vi` for text.
    public static func opener(for path: String, environment: [String: String]) -> ShellCommand {
        let program = setting("IMR_OPENER", in: environment)
            ?? (PDFText.hasPDFExtension(path) ? "xdg-open" : nil)
        guard let program else { return editor(for: path, environment: environment) }
        return ShellCommand(script: program + " \"$1\"", arguments: [path], name: program)
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`, on a text file.
    public static func editor(for path: String, environment: [String: String]) -> ShellCommand {
        let program = setting("VISUAL", in: environment) ?? setting("EDITOR", in: environment) ?? "vi"
        return ShellCommand(script: program + " \"$1\"", arguments: [path], name: program)
    }

    /// `$PAGER`, else `less`; the text arrives on its standard input.
    public static func pager(environment: [String: String]) -> ShellCommand {
        let program = setting("PAGER", in: environment) ?? "less"
        return ShellCommand(script: program, arguments: [], name: program)
    }

    /// What to tell the user once the program is over.
    public static func outcome(of command: ShellCommand, status: Int32?) -> StatusMessage? {
        switch status {
        case 0?: return nil
        case 127?: return StatusMessage("\(command.name): no such program", isError: true)
        case 126?: return StatusMessage("\(command.name): cannot be run", isError: true)
        case let code?: return StatusMessage("\(command.name) ended with status \(code)", isError: true)
        case nil: return StatusMessage("\(command.name) could not be started", isError: true)
        }
    }

    static func setting(_ name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }
}
