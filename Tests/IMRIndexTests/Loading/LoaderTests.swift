import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRIndex
import IMRGenerator
@testable import IMRColumns
@testable import IMRStore
@testable import IMRLetters
@testable import IMRModel
import CaseFixtures
import LetterFixtures
import TestFixtures

/// Loading files and folders: every problem file is reported with its path and reason, never dropped,
/// and the result is the same whatever order the cores finish in.
@Suite struct LoaderTests {
    static func letter(case number: String? = nil, decision: String = "Upheld") -> String {
        Fixture.wrap(header: number.map { "Case Number:          \($0)\nDecision Date:        05/05/2016" },
                     items: "Cervical pillow: \(decision)\nMAXIMUS guideline: Decision based on ODG, Neck and Upper Back, Pillow.\nDecision rationale: Not shown to help.")
    }

    static func problem(_ corpus: Corpus, _ path: String) -> LoadProblem? {
        corpus.problems.first { $0.path == path }
    }

    @Test func problemFilesAreReportedWithPathAndReason() throws {
        let folder = try TempFolder()
        try folder.write("empty.txt", "")
        try folder.write("blank.txt", "  \n\n \n")
        try folder.write("image.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
        try folder.write("notes.txt", "Shopping list:\neggs\nmilk\n")
        try folder.write("good.txt", Self.letter(case: "CM16-1111111"))
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-1111111"])
        #expect(Self.problem(corpus, "empty.txt")?.kind == .empty)
        #expect(Self.problem(corpus, "blank.txt")?.kind == .empty)
        #expect(Self.problem(corpus, "image.png")?.kind == .binary)
        #expect(Self.problem(corpus, "notes.txt")?.kind == .notALetter)
        #expect(corpus.problems.count == 4)
        for problem in corpus.problems {
            #expect(!problem.path.isEmpty)
            #expect(!problem.reason.isEmpty)
            #expect(problem.line.hasPrefix(problem.path))
        }
    }

    @Test func letterCutOffBeforeItsDecisionsIsKeptAndReported() throws {
        let folder = try TempFolder()
        let whole = Self.letter(case: "CM16-2222222")
        let cut = String(whole[..<(whole.range(of: "IMR ISSUES")?.lowerBound ?? whole.endIndex)])
        try folder.write("cut.txt", cut)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-2222222"])
        #expect(corpus.cases.first?.outcome == .unknown)
        #expect(corpus.cases.first?.warnings.isEmpty == false)
        let problem = Self.problem(corpus, "cut.txt")
        #expect(problem?.kind == .readInPart)
        #expect(problem?.reason.contains("decisions") == true)
    }

    @Test(.enabled(if: TempFolder.permissionsBind, "this user can read mode-000 files (root), so nothing is unreadable"))
    func unreadableFileIsReported() throws {
        let folder = try TempFolder()
        let path = try folder.write("locked.txt", Self.letter(case: "CM16-3333333"))
        chmod(path, 0o000)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.isEmpty)
        #expect(Self.problem(corpus, "locked.txt")?.kind == .unreadable)
        #expect(Self.problem(corpus, "locked.txt")?.reason.isEmpty == false)
    }

    @Test func brokenSymbolicLinkIsReportedUnreadable() throws {
        let folder = try TempFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/gone.txt", withDestinationPath: folder.path + "/nowhere.txt")
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(Self.problem(corpus, "gone.txt")?.kind == .unreadable)
        let direct = try CorpusLoader.load(paths: [folder.path + "/gone.txt"])
        #expect(direct.problems.first?.kind == .unreadable)
    }

    @Test func missingPathIsAnError() throws {
        let folder = try TempFolder()
        #expect(throws: LoadError.noSuchPath(folder.path + "/absent")) {
            try CorpusLoader.load(paths: [folder.path + "/absent"])
        }
    }

    @Test func hiddenFilesAndFoldersAreSkipped() throws {
        let folder = try TempFolder()
        try folder.write(".hidden.txt", Self.letter(case: "CM16-4444444"))
        try folder.write(".cache/inside.txt", Self.letter(case: "CM16-4444445"))
        try folder.write("seen.txt", Self.letter(case: "CM16-4444446"))
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-4444446"])
        #expect(corpus.problems.isEmpty)
    }

    @Test func nestedFoldersAndPathsRelativeToTheFolderGiven() throws {
        let folder = try TempFolder()
        try folder.write("2016/11/a.txt", Self.letter(case: "CM16-5555551"))
        try folder.write("2016/b.txt", Self.letter(case: "CM16-5555552"))
        let corpus = try CorpusLoader.load(paths: [folder.path + "/"])
        #expect(corpus.cases.map(\.file) == ["2016/11/a.txt", "2016/b.txt"])
        // A file argument is named as given.
        let single = try CorpusLoader.load(paths: [folder.path + "/2016/b.txt"])
        #expect(single.cases.map(\.file) == [folder.path + "/2016/b.txt"])
    }

    @Test func symbolicLinkLoopEnds() throws {
        let folder = try TempFolder()
        try folder.write("sub/a.txt", Self.letter(case: "CM16-6666661"))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub/loop", withDestinationPath: folder.path)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-6666661"])
    }

    @Test func repeatedCaseNumbersGetASuffixAndAWarningNamingTheOtherFile() throws {
        let folder = try TempFolder()
        try folder.write("first.txt", Self.letter(case: "CM16-7777777"))
        try folder.write("second.txt", Self.letter(case: "CM16-7777777", decision: "Overturned"))
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-7777777", "CM16-7777777-2"])
        #expect(corpus.cases.map(\.caseNumber) == ["CM16-7777777", "CM16-7777777"])
        let warning = corpus.cases.last?.warnings.last ?? ""
        #expect(warning.contains("first.txt"))
        let problem = Self.problem(corpus, "second.txt")
        #expect(problem?.kind == .duplicateId)
        #expect(problem?.caseId == "CM16-7777777-2")
        #expect(problem?.reason.contains("first.txt") == true)
    }

    /// Assembly makes ids and copies cases on every core, a chunk of files each: repeats across the
    /// chunks still take their suffixes in file order, and their warnings and problems name them.
    @Test func repeatedIdsAcrossManyFilesTakeTheirSuffixesInOrder() {
        let files = (0..<300).map { file in
            ParsedFile(cases: (0..<2).map { index in
                var imrCase = IMRCase(id: "", file: "f\(file).txt", index: index, summary: "S")
                imrCase.caseNumber = "CM-1"
                imrCase.warnings = ["parsed \(file)-\(index)"]
                return imrCase
            }, problems: [])
        }
        let corpus = CorpusLoader.assemble(files)
        #expect(corpus.cases.map(\.id) == ["CM-1"] + (2...600).map { "CM-1-\($0)" })
        #expect(corpus.cases[0].warnings == ["parsed 0-0"])
        #expect(corpus.cases[599].warnings.first == "parsed 299-1")
        #expect(corpus.cases[599].warnings.last?.contains("listed as CM-1-600") == true)
        #expect(corpus.problems.map(\.caseId) == (2...600).map { "CM-1-\($0)" })
        #expect(corpus.problems.last?.path == "f299.txt")
    }

    @Test func idsWithoutCaseNumberComeFromTheFileName() throws {
        let folder = try TempFolder()
        try folder.write("older-letter.txt", Self.letter() + "\n" + Self.letter(decision: "Overturned"))
        try folder.write("no-extension", Self.letter())
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["no-extension", "older-letter", "older-letter-2"])
        #expect(corpus.cases.map(\.index) == [0, 0, 1])
        #expect(Set(corpus.cases.map(\.id)).count == corpus.cases.count)
    }

    @Test func orderIsDeterministic() throws {
        let folder = try TempFolder()
        for number in (0..<40).shuffled() {
            let digits = String(1_000_000 + number)
            try folder.write("f\(number % 7)/\(digits).txt", Self.letter(case: "CM16-\(digits)"))
        }
        let first = try CorpusLoader.load(paths: [folder.path])
        let second = try CorpusLoader.load(paths: [folder.path])
        #expect(first.cases.count == 40)
        #expect(first.cases.map(\.id) == second.cases.map(\.id))
        #expect(first.cases.map(\.file) == first.cases.map(\.file).sorted())
    }
}

@Suite struct TypeableIdTests {
    @Test func idsFromFileNamesHoldNoControlOrInvisibleCharacters() {
        #expect(CaseIds.typeable("name\u{1B}[31m red") == "name_[31m_red")
        #expect(CaseIds.typeable("two  spaces\tand\ttabs") == "two_spaces_and_tabs")
        #expect(CaseIds.typeable("r\u{202E}txt") == "r_txt")
        #expect(CaseIds.typeable("CM16 letter") == "CM16_letter")
        #expect(CaseIds.typeable("\u{7}") == "letter")
        #expect(CaseIds.typeable("Überprüfung-2016") == "Überprüfung-2016")
    }

    /// The byte-level id for ASCII paths is the one the general rule gives.
    @Test func asciiPathsGetTheSameIdsByByte() {
        var rng = SplitMix64(seed: 31)
        let pieces = ["CM16", "-0213", "letter", ".txt", ".pdf", ".", "/", "a b", "\t", "\u{1}", "_", "  ", "x.y.z", "\u{7F}"]
        for _ in 0..<3_000 {
            let path = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let index = Int.random(in: 0...2, using: &rng)
            guard let byBytes = CaseIds.asciiBase(file: path, index: index) else { continue }
            #expect(byBytes == CaseIds.unicodeBase(file: path, index: index), "\(path.debugDescription)")
        }
    }
}
