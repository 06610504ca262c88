import Foundation
import TestFixtures
import Testing

/// The layering docs/architecture.md draws, held to the code. SwiftPM builds every module into one folder,
/// so a target can import a module it never declared, and the compiler does not see it: these tests do.
/// Every import is declared in Package.swift; a target declares only what its row of the table may
/// import; a test target only what its target may, and the test support of its layer or below.
@Suite struct LayeringTests {
    /// Modules that come with the toolchain.
    static let system: Set<String> = [
        "Foundation", "FoundationEssentials", "Testing", "XCTest", "Dispatch", "Synchronization", "Glibc", "Darwin", "Musl",
    ]

    @Test func everyImportIsDeclaredInThePackage() throws {
        let manifest = try PackageManifest.read()
        #expect(manifest.targets.count >= 20, "read the targets of Package.swift: \(manifest.targets.map(\.name))")
        for target in manifest.targets {
            let undeclared = try target.imports().subtracting(target.dependencies).subtracting(Self.system)
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring it in Package.swift")
        }
    }

    @Test func everyTargetDependsOnlyOnWhatItsRowAllows() throws {
        let manifest = try PackageManifest.read()
        let rows = try ArchitectureTable.read()
        #expect(rows["IMRIndex"]?.contains("IMRStore") == true, "read the table of docs/architecture.md: \(rows.keys.sorted())")
        for target in manifest.targets where target.kind != .test {
            guard let allowed = rows[target.name] else { continue }
            let beyond = Set(target.dependencies).subtracting(allowed)
            #expect(beyond.isEmpty, "\(target.name) depends on \(beyond.sorted()), which its row of docs/architecture.md does not allow")
        }
    }

    /// `<Target>Tests` uses its target, what its target may import, outside packages (test libraries),
    /// and test support whose own dependencies its target stands on (`IMRGenerator`, which depends on
    /// nothing, is support of every layer).
    @Test func everyTestTargetStaysInItsTargetsLayer() throws {
        let manifest = try PackageManifest.read()
        let rows = try ArchitectureTable.read()
        let byName = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
        let support = Set(manifest.targets.filter { $0.kind == .regular && $0.path.hasPrefix("Tests/") }.map(\.name) + ["IMRGenerator"])
        var checked = 0
        for test in manifest.targets where test.kind == .test && test.name.hasSuffix("Tests") {
            let library = String(test.name.dropLast("Tests".count))
            guard let allowed = rows[library] else { continue }
            checked += 1
            let beneath = manifest.closure(of: library).union([library])
            for dependency in test.dependencies where dependency != library && !allowed.contains(dependency) {
                guard let target = byName[dependency] else { continue }  // an outside package's product
                #expect(support.contains(dependency), "\(test.name) depends on \(dependency), which \(library) may not import")
                let reached = manifest.closure(of: dependency).filter { byName[$0] != nil }
                let above = reached.subtracting(beneath).subtracting(support)
                #expect(above.isEmpty, "\(test.name) uses \(target.name), which stands on \(above.sorted()): above \(library)'s layer")
            }
        }
        #expect(checked >= 12, "a test target for each library target with a row")
    }
}

/// Package.swift's targets as these tests read its text: name, kind, folder, and the targets and products
/// each depends on.
struct PackageManifest {
    enum Kind { case regular, executable, test }

    struct Target {
        let name: String
        let kind: Kind
        let path: String
        let dependencies: [String]

        /// The modules its Swift files import.
        func imports() throws -> Set<String> {
            let folder = FixtureFile.checkout + "/" + path
            let files = try #require(FileManager.default.subpaths(atPath: folder), "\(folder) is \(name)'s folder")
            var modules: Set<String> = []
            let statement = /^\s*(?:@testable\s+|@_implementationOnly\s+|package\s+|public\s+|internal\s+)*import\s+(?:(?:struct|enum|class|func|protocol|typealias|var|let)\s+)?(\w+)/
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let match = line.firstMatch(of: statement) { modules.insert(String(match.output.1)) }
                }
            }
            return modules
        }
    }

    let targets: [Target]

    static func read() throws -> PackageManifest {
        let text = try String(contentsOfFile: FixtureFile.packageManifest.require(), encoding: .utf8)
        // Comments out first: they name targets too.
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let starts = code.matches(of: /\.(target|executableTarget|testTarget)\(/)
        var targets: [Target] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].range.lowerBound : code.endIndex
            let body = code[start.range.upperBound..<end]
            guard let name = body.firstMatch(of: /name:\s*"([^"]+)"/)?.output.1 else { continue }
            let kind: Kind = start.output.1 == "testTarget" ? .test : start.output.1 == "executableTarget" ? .executable : .regular
            let folder = body.firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.output.1) }
                ?? (kind == .test ? "Tests/" : "Sources/") + name
            targets.append(Target(name: String(name), kind: kind, path: folder, dependencies: Self.dependencies(in: body)))
        }
        return PackageManifest(targets: targets)
    }

    /// The names in `dependencies: [...]`: targets by name, products by their `name:`.
    static func dependencies(in body: Substring) -> [String] {
        guard let opening = body.firstMatch(of: /dependencies:\s*\[/) else { return [] }
        var depth = 1
        var index = opening.range.upperBound
        while index < body.endIndex, depth > 0 {
            if body[index] == "[" { depth += 1 } else if body[index] == "]" { depth -= 1 }
            index = body.index(after: index)
        }
        var list = String(body[opening.range.upperBound..<index])
        var names = list.matches(of: /\.product\(\s*name:\s*"([^"]+)"[^)]*\)/).map { String($0.output.1) }
        list.replace(/\.product\([^)]*\)/, with: "")
        names += list.matches(of: /"([^"]+)"/).map { String($0.output.1) }
        return names
    }

    /// Every target `name` depends on, directly or through others.
    func closure(of name: String) -> Set<String> {
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        var seen: Set<String> = []
        var next = byName[name]?.dependencies ?? []
        while let dependency = next.popLast() {
            guard seen.insert(dependency).inserted else { continue }
            next += byName[dependency]?.dependencies ?? []
        }
        return seen
    }
}

/// docs/architecture.md's table of targets: what each target's row says it may import. Rows whose
/// column is a description rather than a list (the executables, the test support) are left out.
enum ArchitectureTable {
    static func read() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: FixtureFile.architecture.require(), encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        var above: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let names = cells[1].matches(of: /`([^`]+)`/).map { String($0.output.1) }
            let column = cells[3]
            defer { above.formUnion(names) }
            let allowed: Set<String>
            if column == "nothing" {
                allowed = []
            } else if column == "every core target above" {
                allowed = above
            } else if column.split(separator: ",").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).allSatisfy { $0.isLetter || $0.isNumber } }) {
                allowed = Set(column.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            } else {
                continue
            }
            for name in names { rows[name] = allowed }
        }
        return rows
    }
}
