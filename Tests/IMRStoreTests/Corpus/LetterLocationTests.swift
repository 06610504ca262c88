import Testing
@testable import IMRStore

/// Where a case's file is, among the paths a corpus was loaded from: what the browser's F opens
/// (IMRBrowserTests' DesktopTests press it).
@Suite struct LetterLocationTests {
    @Test func letterLocationFindsTheFileInTheRootThatHoldsIt() {
        let files: Set<String> = ["/b/x.txt", "/a.pdf"]
        let isFile = { files.contains($0) }
        #expect(LetterLocation.path(of: "x.txt", roots: ["/a", "/b/"], isFile: isFile) == "/b/x.txt")
        #expect(LetterLocation.path(of: "/a.pdf", roots: ["/a.pdf"], isFile: isFile) == "/a.pdf")
        #expect(LetterLocation.path(of: "gone.txt", roots: ["/b"], isFile: isFile) == nil)
        #expect(LetterLocation.path(of: "x.txt", roots: [], isFile: isFile) == nil)
    }
}
