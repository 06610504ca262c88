#if canImport(Glibc)
import Glibc
#endif

/// Runs a program and waits for it, with its output captured or discarded.
enum ChildProcess {
    struct Finished {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs `arguments` (the first is looked up on PATH); stdout captured when asked, else discarded.
    static func run(_ arguments: [String], capture: Bool = false) -> Finished {
        var pipeEnds: [Int32] = [-1, -1]
        if capture { _ = pipe(&pipeEnds) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        let cStrings = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cStrings { free(pointer) } }
        var pid: pid_t = 0
        let start = Clock.now()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, cStrings, environ)
        if capture { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capture { close(pipeEnds[0]) }
            return Finished(status: -1, output: "", seconds: 0)
        }
        var output: [UInt8] = []
        if capture {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output += buffer[0..<count]
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = Clock.now() - start
        return Finished(status: status, output: String(decoding: output, as: UTF8.self), seconds: seconds)
    }

    /// This program's own path, to run it again as a child.
    static var selfPath: String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
