#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IMRIndex
import IMRExport
import IMRFiles

/// The one runner of the user's programs (the browser's opener, pager and note editor, and `imr note`'s
/// editor): a `ShellCommand` in the foreground on the terminal, waited for. Through `posix_spawn`, with
/// the signal mask and dispositions reset, so the program gets Ctrl-C as it would from a shell (imr's own
/// handlers only raise a flag, which the screen drops on resuming). Synchronous on purpose: the browser
/// has suspended its screen and hands the terminal over until the program is done.
public enum ChildProgram {
    /// The exit status (128 + the signal if one ended it), nil when it could not be started.
    /// - Parameter input: a file given to it as standard input.
    public static func run(_ command: ShellCommand, input: String? = nil) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = (["sh", "-c", command.script, "sh"] + command.arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED and friends do not import: decode by hand.
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// `text` in a private temporary file (`ScratchFile`) named `name`, for `run(_:input:)` or an
    /// editor; removed after `body`. Nil when the file cannot be written.
    public static func withTemporaryFile<T>(holding text: String, named name: String = "imr.txt", _ body: (String) -> T) -> T? {
        guard let scratch = try? ScratchFile(holding: text, named: name) else { return nil }
        defer { scratch.remove() }
        return body(scratch.path)
    }

    /// What the user's editor left of a text, or why there is nothing to keep.
    public enum Edit: Equatable, Sendable {
        case edited(String)
        case failed(EditFailure)
    }

    public enum EditFailure: Error, Equatable, Sendable, CustomStringConvertible {
        case cannotWrite
        /// The editor could not be started or did not end cleanly: what `DesktopPrograms.outcome` says.
        case editor(String)
        case cannotRead

        public var description: String {
            switch self {
            case .cannotWrite: return "cannot write a temporary file for the editor"
            case .editor(let problem): return problem
            case .cannotRead: return "the edited file could not be read"
            }
        }
    }

    /// A note handed to the user's editor (`DesktopPrograms.editor`) in a private file named for its case
    /// key, and what is there once the editor ends cleanly. The browser and `imr note` both edit through here.
    /// - Parameter running: runs the editor; the browser suspends its screen around it.
    public static func editNote(_ text: String, key: String, environment: [String: String],
                                running: (ShellCommand) -> Int32? = { run($0) }) -> Edit {
        let name = "note-" + ExportFormat.safeFileName(for: key, extension: "txt")
        let result: Edit? = withTemporaryFile(holding: text, named: name) { path in
            let command = DesktopPrograms.editor(for: path, environment: environment)
            if let problem = DesktopPrograms.outcome(of: command, status: running(command)) {
                return .failed(.editor(problem.text))
            }
            guard let after = try? String(contentsOfFile: path, encoding: .utf8) else { return .failed(.cannotRead) }
            return .edited(after)
        }
        return result ?? .failed(.cannotWrite)
    }
}
