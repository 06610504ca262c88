import Foundation
import Testing

/// A home of its own for one test: HOME and the XDG folders inside one temporary folder, so nothing a
/// run keeps (notes, filter history, configuration, case store, exports) reaches the user's, and what it
/// keeps can be looked at. Removed when the test lets go of it.
final class Sandbox {
    let root: String
    var environment: [String: String]

    init() {
        root = NSTemporaryDirectory() + "imr-sandbox-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
        environment = ProcessInfo.processInfo.environment.merging([
            "HOME": root + "/home", "XDG_DATA_HOME": root + "/data", "XDG_CONFIG_HOME": root + "/config",
            "XDG_CACHE_HOME": root + "/cache", "IMR_NO_CACHE": "1", "TMPDIR": root + "/tmp",
        ]) { $1 }
        for name in ["IMR_NOTES", "VISUAL", "EDITOR", "IMR_THEME"] { environment[name] = nil }
        try? FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The folder runs start in: relative exports land here.
    var work: String { root + "/work" }

    /// Runs imr through `/bin/sh -c script`, in which `"$@"` is imr and its arguments: `umask 077; exec "$@"`,
    /// `exec "$@" >/dev/full`. Standard output and error are kept apart, unless the script sends them on.
    func imr(_ arguments: [String], shell script: String = "exec \"$@\"") throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: arguments)
        return try E2E.run("/bin/sh", ["-c", "cd \"$IMR_SANDBOX_WORK\" && " + script, "sh", binary] + arguments,
                           environment: environment.merging(["IMR_SANDBOX_WORK": work]) { $1 })
    }

    /// The permission bits of `path` (`lstat`), nil when there is nothing there.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }
}
