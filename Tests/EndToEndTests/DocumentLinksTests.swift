import Foundation
import Testing
import TestFixtures

/// Every relative link in the README and the documents beside it leads somewhere: to a file or folder of
/// the checkout, and, with `#anchor`, to a heading of that Markdown file (as GitHub names headings).
@Suite struct DocumentLinksTests {
    /// The Markdown a reader moves between: the README, BENCHMARKS.md and every document in docs/.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: FixtureFile.checkout + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md", "BENCHMARKS.md", "Fixtures/README.md"] + docs
    }

    /// The links of a Markdown text, outside code: `[text](target)`.
    static func links(in markdown: String) -> [String] {
        var prose = ""
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { prose += String(line).replacing(/`[^`]*`/, with: "") + "\n" }
        }
        return prose.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens, and
    /// `-1`, `-2` after a name already taken.
    static func anchors(in markdown: String) -> Set<String> {
        var anchors: Set<String> = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, let heading = line.firstMatch(of: /^#{1,6} +(.*)$/) else { continue }
            let slug = String(heading.output.1.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                let kept = CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                return kept ? Character(scalar) : nil
            })
            var name = slug
            var repeats = 0
            while anchors.contains(name) {
                repeats += 1
                name = slug + "-\(repeats)"
            }
            anchors.insert(name)
        }
        return anchors
    }

    @Test func everyRelativeLinkResolves() throws {
        var checked = 0
        for document in try Self.documents() {
            let text = try String(contentsOfFile: FixtureFile.checkout + "/" + document, encoding: .utf8)
            let folder = (document as NSString).deletingLastPathComponent
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? document
                    : ((folder.isEmpty ? parts[0] : folder + "/" + parts[0]) as NSString).standardizingPath
                let path = FixtureFile.checkout + "/" + target
                #expect(FileManager.default.fileExists(atPath: path), "\(document): \(link) leads to no file")
                guard parts.count == 2, target.hasSuffix(".md"),
                      let linked = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                #expect(Self.anchors(in: linked).contains(parts[1]), "\(document): \(link) names no heading of \(target)")
            }
        }
        #expect(checked >= 30, "the documents' links are read (\(checked))")
    }

    /// The reading itself: links in code are not links; anchors follow GitHub's rule, repeats numbered.
    @Test func linksAndAnchorsAreReadAsGitHubReadsThem() {
        let markdown = """
            # Why: the reasons
            See [a](docs/a.md#x-y) and `[not](a link)`.
            ```
            [not](either)
            ## Inside a fence
            ```
            ## Precedents (d)
            ## Precedents (d)
            ### `imr list` --json, & more
            """
        #expect(Self.links(in: markdown) == ["docs/a.md#x-y"])
        #expect(Self.anchors(in: markdown) == ["why-the-reasons", "precedents-d", "precedents-d-1", "imr-list---json--more"])
    }
}
