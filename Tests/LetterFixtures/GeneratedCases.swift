import IMRGenerator
import IMRModel

/// Generated letters parsed, for the tests of what is made from cases (facets, the word index, filters,
/// exports). Each file is parsed on its own by `FileParser`, and each letter's id is its place among
/// them: the loader's ids, from case numbers and file names, are given as it assembles a corpus, above
/// the letters.
public enum GeneratedCases {
    /// A realistic generated corpus of 300 letters, larger than one bitmap word.
    public static let corpus: [IMRCase] = letters(GeneratorConfig(count: 300, seed: 2016)).cases

    /// The letters of the corpus `config` generates, in the order of its files.
    public static func letters(_ config: GeneratorConfig) -> ParsedLetters {
        let generator = CorpusGenerator(config: config)
        return parsed(count: generator.fileCount) { generator.file(at: $0) }
    }

    /// The letters of `files`, in order.
    public static func letters(of files: [GeneratedFile]) -> ParsedLetters {
        parsed(count: files.count) { files[$0] }
    }

    private static func parsed(count: Int, _ file: @Sendable (Int) -> GeneratedFile) -> ParsedLetters {
        let files = ParsedLetters.parse(count: count) { index in
            let generated = file(index)
            return (generated.relativePath, generated.bytes)
        }
        let cases = files.flatMap(\.cases).enumerated().map { place, imrCase in
            var imrCase = imrCase
            imrCase.id = String(place)
            return imrCase
        }
        return ParsedLetters(cases: cases, problems: files.flatMap(\.problems))
    }
}
