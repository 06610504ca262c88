/// Produces the files of a corpus one at a time, in any order: file `i` of the plan is always
/// the same bytes for the same config, and nothing but the plan is held in memory.
public struct CorpusGenerator: Sendable {
    public let config: GeneratorConfig
    /// Index of the first letter of each file, plus the total letter count at the end.
    private let fileStarts: [Int32]
    private let factory: LetterFactory

    public init(config: GeneratorConfig) {
        self.config = config
        factory = LetterFactory(seed: config.seed, rates: config.showcase ? .showcase : .realistic)
        var starts: [Int32] = []
        starts.reserveCapacity(config.count + 1)
        var letter = 0
        var rng = SplitMix64(seed: config.seed, stream: 0, purpose: 7)
        let share = config.showcase ? max(config.multiLetterShare, 0.15) : config.multiLetterShare
        while letter < config.count {
            starts.append(Int32(letter))
            let group = rng.chance(share) ? rng.int(2, 4) : 1
            letter = min(config.count, letter + group)
        }
        starts.append(Int32(config.count))
        fileStarts = starts
    }

    public var fileCount: Int { fileStarts.count - 1 }
    public var letterCount: Int { config.count }

    /// The letter indices stored in file `index`.
    public func letterRange(ofFile index: Int) -> Range<Int> {
        guard index >= 0, index < fileCount else { return 0..<0 }
        return Int(fileStarts[index])..<Int(fileStarts[index + 1])
    }

    /// The truth of one letter, without rendering it.
    public func truth(ofLetter index: Int) -> LetterTruth {
        factory.make(index: index).truth
    }

    public func file(at index: Int) -> GeneratedFile {
        var rng = SplitMix64(seed: config.seed, stream: UInt64(index), purpose: 2)
        let form: TextForm
        let encoding: TextEncoding
        let lineEnding: LineEnding
        if config.showcase {
            // Cycle so that every form, encoding and line end appears in a small corpus.
            form = TextForm.allCases[index % TextForm.allCases.count]
            encoding = TextEncoding.allCases[(index / 3) % TextEncoding.allCases.count]
            lineEnding = (index / 9) % 2 == 0 ? .lf : .crlf
        } else {
            form = TextForm.allCases[rng.weighted(config.formWeights)]
            encoding = TextEncoding.allCases[rng.weighted(config.encodingWeights)]
            lineEnding = rng.chance(config.crlfShare) ? .crlf : .lf
        }
        let renderer = LetterRenderer(form: form, &rng)
        var writer = PageWriter(form: form, linesPerPage: rng.int(44, 54), capacity: 16_384)
        writer.trailingSpace = !rng.chance(0.1)
        var letters: [LetterTruth] = []
        for letterIndex in letterRange(ofFile: index) {
            let document = factory.make(index: letterIndex)
            renderer.render(document, into: &writer, &rng)
            letters.append(document.truth)
        }
        let bytes = ByteEncoding.finish(writer.bytes, encoding: encoding, lineEnding: lineEnding)
        let name = letters.first?.caseNumber ?? "IMR-\(Self.digits(letterRange(ofFile: index).lowerBound, 7))"
        let path = "\(Self.digits(index / 1000, 4))/\(name).txt"
        return GeneratedFile(relativePath: path, bytes: bytes, letters: letters, form: form, encoding: encoding, lineEnding: lineEnding)
    }

    static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

extension GeneratorConfig {
    /// The fixed configuration of the sample corpus the program ships.
    public static let builtInSample = GeneratorConfig(count: 60, seed: 0x1A2B_2016, showcase: true)
}

/// About 60 letters covering every form, encoding and feature, made in memory.
public func builtInSample() -> [GeneratedFile] {
    let generator = CorpusGenerator(config: .builtInSample)
    return (0..<generator.fileCount).map { generator.file(at: $0) }
}
