import IMRBrowser
import Foundation
import IMRIndex
import IMRText

/// A program run for the user through `/bin/sh -c SCRIPT sh ARGUMENTS...`: the script is the user's own
/// setting (`$PAGER`, `$EDITOR`: it may carry options), a path only ever travels as `"$1"`, never inside
/// the script, so no file name can be read as shell.
public struct ShellCommand: Equatable, Sendable {
    public var script: String
    public var arguments: [String]
    /// What the user set, for messages ("less", "code -w").
    public var name: String

    public init(script: String, arguments: [String], name: String) {
        self.script = script
        self.arguments = arguments
        self.name = name
    }

    /// The program a setting names, on `path`: `SETTING "$1"`.
    init(_ setting: String, on path: String) {
        self.init(script: setting + " \"$1\"", arguments: [path], name: setting)
    }
}

/// Which program opens a letter's file, which edits a note and which pages a report: the user's settings
/// first, all read by one rule (`setting`).
public enum DesktopPrograms {
    /// `$IMR_OPENER`, else `xdg-open` for a PDF, else the editor for text.
    public static func opener(for path: String, environment: [String: String]) -> ShellCommand {
        let program = setting("IMR_OPENER", in: environment)
            ?? (PDFText.hasPDFExtension(path) ? "xdg-open" : nil)
        guard let program else { return editor(for: path, environment: environment) }
        return ShellCommand(program, on: path)
    }

    /// The editor the user set: `$VISUAL`, else `$EDITOR`; nil when neither is.
    public static func editorSetting(_ environment: [String: String]) -> String? {
        setting("VISUAL", in: environment) ?? setting("EDITOR", in: environment)
    }

    /// The user's editor, else `vi`, on a text file.
    public static func editor(for path: String, environment: [String: String]) -> ShellCommand {
        ShellCommand(editorSetting(environment) ?? "vi", on: path)
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

    /// The one rule for a program named in a variable: its value without the blanks and line ends
    /// around it, nil when nothing is left. Its words and quotes are then the shell's, as git and less
    /// read `$EDITOR` and `$PAGER`: `VISUAL="'/opt/my editor/edit' --wait"` runs that file with that option.
    static func setting(_ name: String, in environment: [String: String]) -> String? {
        guard let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }
}
