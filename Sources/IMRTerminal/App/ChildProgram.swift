#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IMRCore

/// Runs a `ShellCommand` in the foreground on the terminal and waits for it. Through `posix_spawn`, with
/// the signal mask and dispositions reset, so the program gets Ctrl-C as it would from a shell (imr's own
/// handlers only raise a flag, which the screen drops on resuming).
enum ChildProgram {
    /// The exit status (128 + the signal if one ended it), nil when it could not be started.
    /// - Parameter input: a file given to it as standard input.
    static func run(_ command: ShellCommand, input: String? = nil) -> Int32? {
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

    /// `text` in a private temporary file (`ScratchFile`), for `run(_:input:)` or an editor; removed
    /// after `body`.
    static func withTemporaryFile<T>(holding text: String, _ body: (String) -> T) -> T? {
        guard let scratch = try? ScratchFile(holding: text, named: "imr.txt") else { return nil }
        defer { scratch.remove() }
        return body(scratch.path)
    }
}
