import Foundation
import TestFixtures
import Testing

// A small driver for the real `imr` binary inside a private tmux server.
//
// Every session gets its own server (`tmux -L imr-e2e-<unique> -f /dev/null`), its own temporary folder
// (the program's working directory, HOME and XDG_CONFIG_HOME live there, so exports land there too) and a
// clean environment. The program runs under a small `/bin/sh` wrapper that records `stty -g` before and
// after it, its exit status, and then keeps the pane open, so tests can check that the terminal was
// restored. Nothing sleeps blindly: every wait polls `capture-pane` (or a file) every 50 ms with a limit.

/// What the end-to-end tests need from the machine.
enum E2E {
    /// The root of the checkout.
    static let packageRoot: URL = URL(fileURLWithPath: FixtureFile.checkout)

    /// The real letters of Fixtures/corpus as pdftotext -layout gives them (126 letters).
    static let corpusPath: String = FixtureFile.dwcLayout.path

    /// Throws, naming the folder, when `arguments` open the real letters and the checkout lacks them:
    /// the test then fails for that reason instead of timing out on an empty browser.
    static func requireCorpus(in arguments: [String]) throws {
        if arguments.contains(corpusPath) { _ = try FixtureFile.dwcLayout.require() }
    }

    /// The `imr` binary SwiftPM built next to the test bundle.
    static let imrPath: String? = {
        let fm = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["IMR_E2E_BINARY"], !override.isEmpty {
            candidates.append(override)
        }
        // `.build/<triple>/debug/imrPackageTests.xctest` (an executable on Linux, a bundle on macOS).
        let argument0 = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("imr").path)
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("imr").path)
        }
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("imr").path)
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("imr").path)
        for bundleOfTests in Bundle.allBundles where bundleOfTests.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundleOfTests.bundleURL.deletingLastPathComponent().appendingPathComponent("imr").path)
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/imr").path)
        return candidates.first { path in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fm.isExecutableFile(atPath: path)
        }
    }()

    /// PATH handed to the program: the test's own, so `stty`, `cat` and `sh` are found.
    static var searchPath: String {
        ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    }

    /// Runs a program to completion and returns its status and output (stdin is /dev/null).
    ///
    /// Not Foundation's `Process`: a tmux server started from it inherits the spawning thread's blocked
    /// signals (SIGTERM, SIGCHLD...), so `kill-server` silently does nothing, and it keeps the output pipes
    /// open so reading them never ends. Here `posix_spawn` resets the signal mask and dispositions, output
    /// goes to files, and no descriptor above 2 is inherited.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        try spawn(executable, arguments, environment: environment).finish()
    }

    /// A child started by `spawn`, its output going to files until `finish` reads them.
    struct Spawned {
        let pid: pid_t
        let executable: String
        let outPath: String
        let errPath: String

        /// Waits for the child; its exit status (128 + the signal that ended it, as a shell says) and output.
        func finish() throws -> (status: Int32, stdout: String, stderr: String) {
            defer {
                unlink(outPath)
                unlink(errPath)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 {
                guard errno == EINTR else { throw E2EError.setup("waitpid failed for \(executable)") }
            }
            // WIFEXITED / WEXITSTATUS / WTERMSIG do not import: decode by hand.
            let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            let out = (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data()
            let err = (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()
            return (exitStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }
    }

    /// Starts `executable` as `run` does, without waiting for it.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Spawned {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("imr-e2e-run-\(getpid())-\(UUID().uuidString)")
        let outPath = scratch.path + ".out"
        let errPath = scratch.path + ".err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = closeFromAction {
            _ = closeFrom(&actions, 3)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // Without a case store: test folders would each leave one in the user's cache folder.
        let environment = environment ?? ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1"]) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            unlink(outPath)
            unlink(errPath)
            throw E2EError.setup("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        return Spawned(pid: pid, executable: executable, outPath: outPath, errPath: errPath)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which the Glibc module does not show.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFromAction: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// `imr list --json <filters> <corpus>`: how many cases the command-line tool finds.
    static func listCount(_ filterArguments: [String]) throws -> Int {
        guard let imr = imrPath else { throw E2EError.setup("the imr binary was not found") }
        let arguments = ["list", "--json"] + filterArguments + [corpusPath]
        try requireCorpus(in: arguments)
        let result = try run(imr, arguments)
        guard result.status == 0 else {
            throw E2EError.setup("imr list \(filterArguments) failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: true).count
    }
}

enum E2EError: Error, CustomStringConvertible {
    case setup(String)
    case timeout(String, screen: String)

    var description: String {
        switch self {
        case .setup(let message): return "end-to-end setup: \(message)"
        case .timeout(let what, let screen):
            return "timed out waiting for \(what); the screen was:\n" + TmuxSession.framed(screen)
        }
    }
}

/// One private tmux server with one pane running the wrapper around `imr`.
final class TmuxSession {
    let serverName: String
    let tmux: String
    /// The temporary folder of this session; `work` is the program's working directory.
    let root: URL
    let work: URL
    /// The wrapper's files: stty before and after, the exit status, stderr when asked.
    let aux: URL
    let columns: Int
    let rows: Int
    private var closed = false
    /// The server's socket: tmux leaves it behind after kill-server, so `close` removes it.
    private var socketPath: String?

    private static let counter = Counter()

    /// Creates the folders; nothing runs until `start`.
    init(columns: Int = 120, rows: Int = 40) throws {
        tmux = try RequiredTool.require("tmux", package: "tmux")
        let unique = "\(getpid())-\(TmuxSession.counter.next())-\(UUID().uuidString.prefix(8).lowercased())"
        serverName = "imr-e2e-\(unique)"
        root = FileManager.default.temporaryDirectory.appendingPathComponent("imr-e2e-\(unique)", isDirectory: true)
        work = root.appendingPathComponent("work", isDirectory: true)
        aux = root.appendingPathComponent("aux", isDirectory: true)
        self.columns = columns
        self.rows = rows
        for folder in [work, aux, root.appendingPathComponent("home"), root.appendingPathComponent("config")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    deinit { close() }

    /// Runs `body` with a started session and always shuts the server down.
    static func with<T>(arguments: [String] = [E2E.corpusPath], environment: [String: String] = [:],
                        columns: Int = 120, rows: Int = 40,
                        _ body: (TmuxSession) async throws -> T) async throws -> T {
        try E2E.requireCorpus(in: arguments)
        let session = try TmuxSession(columns: columns, rows: rows)
        defer { session.close() }
        try session.startIMR(arguments: arguments, environment: environment)
        return try await body(session)
    }

    // MARK: Starting

    /// The clean environment of the pane.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": E2E.searchPath,
            "HOME": root.appendingPathComponent("home").path,
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "NCURSES_NO_UTF8_ACS": "1",
        ]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Starts `imr ARGUMENTS` under the wrapper that records the terminal state and the exit status.
    func startIMR(arguments: [String], environment extra: [String: String] = [:]) throws {
        guard let imr = E2E.imrPath else {
            throw E2EError.setup("the imr binary was not found next to the test bundle (\(CommandLine.arguments[0])); build with `swift build --build-tests`")
        }
        let command = ([imr] + arguments).map(TmuxSession.shellQuoted).joined(separator: " ")
        try startScript("""
            \(command)
            """, environment: extra)
    }

    /// Starts a shell script in the pane. The wrapper ignores SIGINT for itself only (a trap, which children
    /// do not inherit), records `stty -g` before and after, writes the status to `aux/status`, prints
    /// "[imr exited with status N]" and keeps the pane open.
    func startScript(_ body: String, environment extra: [String: String] = [:]) throws {
        let q = TmuxSession.shellQuoted
        let script = """
            #!/bin/sh
            trap : INT
            stty -g > \(q(aux.appendingPathComponent("stty-before").path))
            \(body)
            status=$?
            stty -g > \(q(aux.appendingPathComponent("stty-after").path))
            stty -a > \(q(aux.appendingPathComponent("stty-after-a").path))
            echo "$status" > \(q(aux.appendingPathComponent("status.tmp").path))
            mv \(q(aux.appendingPathComponent("status.tmp").path)) \(q(aux.appendingPathComponent("status").path))
            printf '[imr exited with status %s]\\n' "$status"
            exec cat > /dev/null

            """
        let scriptURL = aux.appendingPathComponent("run.sh")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let environmentArguments = environment(extra).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // Several arguments after the options: tmux runs them directly, without a shell in between.
        let result = try tmuxCommand(["new-session", "-d", "-s", "e2e", "-x", "\(columns)", "-y", "\(rows)",
                                      "-c", work.path, "env", "-i"] + environmentArguments + ["/bin/sh", scriptURL.path])
        guard result.status == 0 else {
            throw E2EError.setup("tmux new-session failed (\(result.status)): \(result.stderr)")
        }
        socketPath = try? display("#{socket_path}")
        // Keep the window at the size asked for, whatever clients come and go.
        _ = try? tmuxCommand(["set-option", "-g", "window-size", "manual"])
    }

    // MARK: tmux

    @discardableResult
    func tmuxCommand(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let environment = ["PATH": E2E.searchPath, "HOME": root.appendingPathComponent("home").path,
                           "LANG": "C.UTF-8", "TERM": "xterm-256color"]
        return try E2E.run(tmux, ["-L", serverName, "-f", "/dev/null"] + arguments, environment: environment)
    }

    /// Sends tmux key names (`Enter`, `Escape`, `Space`, `C-u`, `Down`, or single characters).
    func send(keys: String...) throws {
        try send(keys: keys)
    }

    func send(keys: [String]) throws {
        let result = try tmuxCommand(["send-keys", "-t", "e2e"] + keys)
        if result.status != 0 { throw E2EError.setup("send-keys \(keys) failed: \(result.stderr)") }
    }

    /// Types text literally (no key-name lookup).
    func type(literal text: String) throws {
        let result = try tmuxCommand(["send-keys", "-t", "e2e", "-l", text])
        if result.status != 0 { throw E2EError.setup("send-keys -l failed: \(result.stderr)") }
    }

    /// The visible screen as text, one line per row.
    func capture(escapes: Bool = false) throws -> String {
        let result = try tmuxCommand(["capture-pane", "-p", "-t", "e2e"] + (escapes ? ["-e"] : []))
        if result.status != 0 { throw E2EError.setup("capture-pane failed: \(result.stderr)") }
        return result.stdout
    }

    func display(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", "-t", "e2e", format]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's terminal device, e.g. /dev/pts/7.
    var paneTTY: String { (try? display("#{pane_tty}")) ?? "" }

    var panePID: Int32? { Int32((try? display("#{pane_pid}")) ?? "") }

    /// The pid of the running `imr` (the child of the pane's wrapper shell), if it runs.
    var programPID: Int32? {
        guard let pane = panePID else { return nil }
        var queue = [pane]
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            for child in TmuxSession.children(of: pid) {
                if TmuxSession.command(of: child) == "imr" { return child }
                queue.append(child)
            }
        }
        return nil
    }

    static func children(of pid: Int32) -> [Int32] {
        let path = "/proc/\(pid)/task/\(pid)/children"
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            return text.split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        // No /proc children file: scan /proc/*/stat for the parent pid.
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> Int32? in
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? child : nil
        }
    }

    static func command(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // A zombie still answers kill(0); its state letter is Z.
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let rest = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces)
            return !rest.hasPrefix("Z")
        }
        return true
    }

    func resize(cols: Int, rows: Int) throws {
        let result = try tmuxCommand(["resize-window", "-t", "e2e", "-x", "\(cols)", "-y", "\(rows)"])
        if result.status != 0 { throw E2EError.setup("resize-window failed: \(result.stderr)") }
    }

    // MARK: Waiting

    /// Polls every 50 ms until `predicate` holds for the screen, then until the screen is stable
    /// (three identical captures in a row). Returns the stable screen.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 10, escapes: Bool = false,
                   _ predicate: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture(escapes: escapes)
        while !predicate(screen) {
            if Date() > deadline { throw E2EError.timeout(what, screen: try capture()) }
            TmuxSession.pause()
            screen = try capture(escapes: escapes)
        }
        // At least 5 s to settle: a loaded machine can hold a redraw back for a while.
        let stable = try await waitUntilStable(timeout: max(5, deadline.timeIntervalSinceNow), escapes: escapes)
        // The screen may have moved on between the match and the stable capture: check again.
        if predicate(stable) { return stable }
        return try await waitUntil(what, timeout: max(1, deadline.timeIntervalSinceNow), escapes: escapes, predicate)
    }

    /// Waits until `text` is on the screen (and the screen is stable).
    @discardableResult
    func waitFor(text: String, timeout: Double = 10) async throws -> String {
        try await waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `text` has left the screen.
    @discardableResult
    func waitForAbsence(of text: String, timeout: Double = 10) async throws -> String {
        try await waitUntil("\"\(text)\" to disappear", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until three captures 50 ms apart are identical.
    @discardableResult
    func waitUntilStable(timeout: Double = 5, escapes: Bool = false) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try capture(escapes: escapes)
        var same = 1
        while same < 3 {
            if Date() > deadline { throw E2EError.timeout("a stable screen", screen: previous) }
            TmuxSession.pause()
            let screen = try capture(escapes: escapes)
            same = screen == previous ? same + 1 : 1
            previous = screen
        }
        return previous
    }

    /// Polls for a file the wrapper writes (every 50 ms, with a limit).
    func waitForFile(_ url: URL, timeout: Double = 10) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: url.path) {
            if Date() > deadline {
                throw E2EError.timeout("the file \(url.lastPathComponent)", screen: (try? capture()) ?? "")
            }
            TmuxSession.pause()
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Waits for the program to end and returns its exit status as the wrapper saw it.
    func waitForExit(timeout: Double = 10) async throws -> Int {
        let text = try await waitForFile(aux.appendingPathComponent("status"), timeout: timeout)
        guard let status = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw E2EError.setup("unreadable exit status \(text)")
        }
        return status
    }

    /// Waits until the program's pid is known.
    func waitForProgramPID(timeout: Double = 10) async throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let pid = programPID { return pid }
            if Date() > deadline { throw E2EError.timeout("the imr process", screen: (try? capture()) ?? "") }
            TmuxSession.pause()
        }
    }

    /// An executable shell script in `aux` (a program for imr to run: `$PAGER`, `$EDITOR`, ...).
    func auxScript(_ name: String, _ body: String) throws -> URL {
        let script = aux.appendingPathComponent(name)
        try ExecutableScript.write(body, to: script.path)
        return script
    }

    func auxFile(_ name: String) -> String? {
        try? String(contentsOf: aux.appendingPathComponent(name), encoding: .utf8)
    }

    // MARK: Closing

    /// Kills the server and waits until `has-session` fails; removes the temporary folder.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmuxCommand(["kill-server"])
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard let result = try? tmuxCommand(["has-session", "-t", "e2e"]), result.status == 0 else { break }
            TmuxSession.pause()
        }
        if let socketPath, socketPath.contains(serverName) { unlink(socketPath) }
        if ProcessInfo.processInfo.environment["IMR_E2E_KEEP"] == nil {
            try? FileManager.default.removeItem(at: root)
        }
    }

    // MARK: Helpers

    /// The 50 ms between polls, slept on this thread rather than with `Task.sleep`. With two cores the
    /// test runner has two cooperative threads, and the long synchronous tests (thousands of generated
    /// letters) can hold both for half a minute: a suspended wait resumed only then, past its deadline,
    /// and reported a screen that had been ready all along as "timed out". Holding the thread keeps every
    /// poll on time; a test that cannot start yet simply starts later.
    static func pause() {
        usleep(50_000)
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func framed(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { "  |" + $0 }.joined(separator: "\n")
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}

/// Reading the browser's screen.
enum Screen {
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The status bar: the last line that is not empty.
    static func statusLine(_ screen: String) -> String {
        lines(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    /// "N of M cases" at the start of the status bar.
    static func shownCount(_ screen: String) -> (shown: Int, total: Int)? {
        let status = statusLine(screen)
        guard let match = status.firstMatch(of: /^(\d+) of (\d+) cases/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    /// The id on the list's cursor row, read from `capture-pane -e`: the row drawn in reverse video.
    static func cursorID(_ escapedScreen: String) -> String? {
        for line in lines(escapedScreen) {
            if let match = line.firstMatch(of: /^(?:\e\[[0-9;]*m)*│(?:\e\[[0-9;]*m)*\e\[(?:[0-9]+;)*7(?:;[0-9]+)*m(?:\e\[[0-9;]*m)*[ *](CM\d{2}-\d{5,})/) {
                return String(match.1)
            }
        }
        return nil
    }

    struct ListRow: Equatable {
        let marked: Bool
        let id: String
        let outcome: Character
    }

    /// The case list rows: "│*CM16-0213037  2016-12-09 U  2 Family Prac… AC│".
    static func listRows(_ screen: String) -> [ListRow] {
        lines(screen).compactMap { line in
            guard let match = line.firstMatch(of: #/^│([ *])(CM\d{2}-\d{5,})\s+(?:\d{4}-\d{2}-\d{2}| {10}) ([A-Z?]) +\d+ /#)
            else { return nil }
            return ListRow(marked: match.1 == "*", id: String(match.2), outcome: Character(String(match.3)))
        }
    }
}
