import Foundation
import TestFixtures
import Testing

/// The modules that read a letter search its text on the bytes (`ByteSearch`, `FoldedText`,
/// `containsIgnoringCase`), never with Foundation's string options: two region rules that searched each
/// summary with `range(of:options: .caseInsensitive)` took a tenth of a first open's CPU, Foundation
/// bridging every summary to an `NSString` and folding it by Unicode's rules (docs/benchmarks-history.md,
/// issue 32 point 2, an eighth step). Nothing profiles every rule a round adds; this holds them to it.
@Suite struct CoreSearchesBytesTests {
    /// The targets a first open runs for every letter.
    static let parsing = ["IMRText", "IMRModel", "IMRVocabulary", "IMRLetters"]

    /// A search given Foundation's `String.CompareOptions`.
    static func foundationOptions() -> Regex<(Substring, Substring)> {
        /options:\s*\[?\s*\.(caseInsensitive|literal|backwards|anchored|diacriticInsensitive|regularExpression)/
    }

    @Test func noParsingModuleSearchesWithFoundationsOptions() throws {
        let manifest = try PackageManifest.read()
        let foundationOptions = Self.foundationOptions()
        var read = 0
        for target in manifest.targets where Self.parsing.contains(target.name) {
            let folder = FixtureFile.checkout + "/" + target.path
            let files = try #require(FileManager.default.subpaths(atPath: folder), "\(folder) is \(target.name)'s folder")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                read += 1
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.firstMatch(of: foundationOptions) != nil {
                    Issue.record("\(target.path)/\(file):\(number + 1) searches with Foundation's options; search the bytes: \(line)")
                }
            }
        }
        #expect(read > 100, "read the parsing modules' sources (\(read) files)")
    }

    /// The pattern above finds what it is for, so that a pass is not a pattern that matches nothing.
    @Test func thePatternFindsFoundationsSearch() {
        let foundationOptions = Self.foundationOptions()
        #expect("summary.range(of: \"hand\", options: .caseInsensitive)".firstMatch(of: foundationOptions) != nil)
        #expect("text.replacingOccurrences(of: a, with: b, options: [.caseInsensitive])".firstMatch(of: foundationOptions) != nil)
        #expect("sentence.containsIgnoringCase(word)".firstMatch(of: foundationOptions) == nil)
    }
}
