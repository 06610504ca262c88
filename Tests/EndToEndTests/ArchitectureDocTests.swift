import Foundation
import TestFixtures
import Testing

/// docs/architecture.md is the map of the targets: it names every one that Package.swift declares.
@Suite struct ArchitectureDocTests {
    @Test func architectureNamesEveryTarget() throws {
        let manifest = try String(contentsOfFile: FixtureFile.packageManifest.require(), encoding: .utf8)
        let map = try String(contentsOfFile: FixtureFile.architecture.require(), encoding: .utf8)
        let declaration = /\.(?:target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"/
        let targets = manifest.matches(of: declaration).map { String($0.output.1) }
        #expect(targets.count >= 10, "read the targets of Package.swift: \(targets)")
        for target in targets {
            #expect(map.contains("`\(target)`"), "docs/architecture.md does not name \(target)")
        }
    }
}
