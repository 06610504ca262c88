import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

// Scratch probe (not committed): reads /tmp/r4m/probe.txt, lines "u|o <rationale>", prints reasons.
@Suite struct ZZProbe {
    @Test func probe() throws {
        guard let text = try? String(contentsOfFile: "/tmp/r4m/probe.txt", encoding: .utf8) else { return }
        var out = ""
        for line in text.split(separator: "\n") where line.count > 2 && !line.hasPrefix("#") {
            let decision: Decision = line.hasPrefix("o") ? .overturned : .upheld
            let rationale = String(line.dropFirst(2))
            let found = ReasonReader.reasons(in: rationale, decision: decision)
            out += "\(line.prefix(1)) \(found.map(\.id).joined(separator: ",")) <= \(rationale.prefix(150))\n"
        }
        try out.write(toFile: "/tmp/r4m/probe.out", atomically: true, encoding: .utf8)
    }
}
