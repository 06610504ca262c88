import Foundation
import IMRLetters
import IMRModel
import IMRText
import Synchronization
import TestFixtures

/// The real letters the repository ships (Fixtures/corpus), for the tests below the loader: each file
/// of a folder parsed on its own by `FileParser`, as the loader parses it (a PDF turned into text by
/// `pdftotext` first), in the order of the files' names. Each shipped file holds one letter and is
/// named by its id (FixtureFilesTests), so the id a letter takes is its file's name; a file that gives
/// no letter, or several, fails the test that asked. Each folder is read once.
public enum RealLetters {
    /// Why a shipped letter could not be read.
    public struct Unreadable: Error, CustomStringConvertible {
        public let description: String
    }

    /// The letters of `fixture`'s `.txt` and `.pdf` files (not those of its subfolders).
    public static func folder(_ fixture: FixtureFile) throws -> ParsedLetters {
        try read.withLock { folders in
            if let read = folders[fixture] { return try read.get() }
            let read = Result { () throws -> ParsedLetters in try parse(fixture) }
            folders[fixture] = read
            return try read.get()
        }
    }

    public static func cases(_ fixtures: FixtureFile...) throws -> [IMRCase] {
        try fixtures.flatMap { try folder($0).cases }
    }

    private static let read = Mutex<[FixtureFile: Result<ParsedLetters, any Error>]>([:])

    private static func parse(_ fixture: FixtureFile) throws -> ParsedLetters {
        let path = try fixture.require()
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".pdf") }.sorted()
        let files = try ParsedLetters.parse(count: names.count) { (names[$0], try text(of: path + "/" + names[$0])) }
        var cases: [IMRCase] = []
        for (name, parsed) in zip(names, files) {
            guard parsed.cases.count == 1, var imrCase = parsed.cases.first else {
                throw Unreadable(description: "\(fixture.rawValue)/\(name) gives \(parsed.cases.count) letters, not one: "
                                 + "\(parsed.problems.map(\.line))")
            }
            imrCase.id = String(name.prefix { $0 != "." })
            cases.append(imrCase)
        }
        return ParsedLetters(cases: cases, problems: files.flatMap(\.problems))
    }

    private static func text(of path: String) throws -> [UInt8] {
        guard path.hasSuffix(".pdf") else { return Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        switch PDFText.extract(path: path) {
        case .success(let text): return text
        case .failure(let failure): throw Unreadable(description: "\(path): \(failure.reason)")
        }
    }
}
