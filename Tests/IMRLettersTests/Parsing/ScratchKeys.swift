import Foundation
import Testing
@testable import IMRVocabulary

/// Scratch: keys each line of /tmp/t.txt. Never committed.
@Suite struct ScratchKeys {
    @Test func keys() throws {
        guard let text = try? String(contentsOfFile: "/tmp/t.txt", encoding: .utf8) else { return }
        var out = ""
        for line in text.split(separator: "\n") {
            let n = TreatmentNormalizer.normalize(String(line))
            out += "KEY \(line) => \(n?.key ?? "-") | \(n?.regions ?? []) | \(n?.doubt ?? [])\n"
        }
        print(out)
    }
}
