import Foundation

extension TmuxSession {
    /// Types `line` in the browser's filter line in place of what it holds, and waits for `shown` cases.
    @discardableResult
    func filter(_ line: String, shown: Int) async throws -> String {
        try send(keys: "f")
        try await waitFor(text: "Filter:")
        try send(keys: "C-u")
        try type(literal: line)
        try send(keys: "Enter")
        return try await waitUntil("\(shown) cases after \(line)") { Screen.shownCount($0)?.shown == shown }
    }
}
