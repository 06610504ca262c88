import Foundation

/// A program a test runs (tmux, a shell, pdftotext), looked for on PATH and in the usual folders. A test
/// that needs one that is missing fails, saying what to install: it is never skipped, so a machine without
/// it cannot pass tests it did not run. `.ci/run` installs them all.
public enum RequiredTool {
    /// The program's path, or nil when it is not installed.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/bin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The program's path, or an error naming the Debian package that has it.
    public static func require(_ name: String, package: String) throws(MissingTool) -> String {
        guard let path = find(name) else { throw MissingTool(name: name, install: "apt-get install \(package)") }
        return path
    }
}

/// A program (or a Python package) a test needs that this machine lacks.
public struct MissingTool: Error, CustomStringConvertible {
    public let name: String
    /// The command that installs it on Debian.
    public let install: String

    public init(name: String, install: String) {
        self.name = name
        self.install = install
    }

    public var description: String {
        "\(name) is not installed, and this test needs it: install it (\(install)); .ci/run does"
    }
}
