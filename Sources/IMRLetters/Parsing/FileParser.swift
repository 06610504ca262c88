import IMRModel
import IMRText

/// What one file gave: its letters as cases (ids not yet assigned) and its problems.
public struct ParsedFile: Sendable {
    public var cases: [IMRCase] = []
    public var problems: [LoadProblem] = []

    public init(cases: [IMRCase] = [], problems: [LoadProblem] = []) {
        self.cases = cases
        self.problems = problems
    }
}

/// Reads one file's bytes into cases: decodes, splits into letters, parses each.
public enum FileParser {
    public static func parse(bytes: [UInt8], displayPath: String, memo: ParseMemo = ParseMemo()) -> ParsedFile {
        var result = ParsedFile()
        let text: DecodedText
        do {
            text = try TextDecoding.decodedText(bytes)
        } catch .empty {
            result.problems.append(LoadProblem(path: displayPath, kind: .empty, reason: "the file is empty"))
            return result
        } catch {
            result.problems.append(LoadProblem(path: displayPath, kind: .binary,
                                               reason: "not a text file (binary content)"))
            return result
        }
        let lines = LineSplitter.lines(of: text.bytes, breaks: text.breaks)
        let letters = LetterSplitter.letters(in: lines)
        guard !letters.isEmpty else {
            result.problems.append(LoadProblem(
                path: displayPath, kind: .notALetter,
                reason: "not an IMR letter (no \"HOW THE IMR FINAL DETERMINATION WAS MADE\" section or case header)"))
            return result
        }
        for (index, range) in letters.enumerated() {
            let parsed = LetterParser.parse(lines[range], file: displayPath, index: index, memo: memo)
            if parsed.readInPart {
                let which = letters.count > 1 ? "letter \(index + 1) read only in part" : "letter read only in part"
                let details = parsed.imrCase.warnings.joined(separator: " ")
                result.problems.append(LoadProblem(path: displayPath, kind: .readInPart, reason: "\(which): \(details)",
                                                   letterIndex: index))
            }
            result.cases.append(parsed.imrCase)
        }
        return result
    }
}
