#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRColumns
import IMRFiles

/// The word index on disk (`corpus-<hash>.imrwords`, beside the case store):
///
///     "IMRWORDS" version(u32) 0(u32) fingerprint(u64) cases(u64)     32 bytes
///     for each array of `Part`: element count(u64), checksum(u64)    16 bytes each
///     checksum of the header bytes above (u64)                       8 bytes
///     each array's raw little-endian bytes, in the order of `Part`
///
/// The arrays go straight between memory and the file (1.1 GB at a million letters: no copy of the
/// whole is made). A file is used only for the corpus and case count it was made for, with every
/// checksum passing and the index's structure validated; anything else is rebuilt, as it is derived.
package enum WordIndexFile {
    /// 2: words fold case beyond ASCII (`CaseFold`), so a version 1 file holds other words.
    static let version: UInt32 = 2
    static let magic = Array("IMRWORDS".utf8)
    static let partsOffset = 32
    static let headerSize = partsOffset + Part.allCases.count * 16 + 8

    /// The arrays stored, in file order.
    enum Part: Int, CaseIterable {
        case vocabularyText, vocabularyStarts, offsets, postings, positionBlocks, positionBytes, nonASCIIWords

        var width: Int {
            switch self {
            case .vocabularyText, .positionBytes: return 1
            case .offsets, .postings: return 4
            case .vocabularyStarts, .positionBlocks, .nonASCIIWords: return 8
            }
        }
    }

    /// An array's size and checksum, as the header gives them.
    struct PartInfo: Equatable {
        var count: Int
        var checksum: UInt64
    }

    package enum Rejection: Error, Sendable, Equatable {
        /// Not saved yet.
        case missing
        /// Made by another version, for another state of the letters, or on another kind of machine.
        case outdated(String)
        /// Truncated, not a word index, or failing a checksum.
        case damaged(String)
        /// Intact, but an index whose searches would go wrong (or out of bounds).
        case malformed(String)
    }

    /// Raw arrays are read as this machine lays them out: only where that is the file's layout.
    static let hostFitsFormat = 1.littleEndian == 1 && MemoryLayout<Int>.size == 8

    // MARK: Writing

    static func write(_ index: WordIndex, fingerprint: UInt64, caseCount: Int, to path: String) throws(StoreCorruption) {
        guard hostFitsFormat else { throw StoreCorruption(reason: "this machine's byte order is not the file's") }
        let vocabulary = VocabularyBytes(index.vocabulary)
        let parts = Part.allCases.map { part in
            withBytes(of: part, in: index, vocabulary) { PartInfo(count: $0.count / part.width, checksum: StoreChecksum.of($0)) }
        }
        try StoreFileIO.replace(path) { output throws(AtomicFile.Failure) in
            try output.write(header(fingerprint: fingerprint, caseCount: caseCount, parts: parts))
            for part in Part.allCases {
                let written = withBytes(of: part, in: index, vocabulary) { raw in
                    Result { () throws(AtomicFile.Failure) in try output.write(raw) }
                }
                try written.get()
            }
        }
    }

    static func header(version: UInt32 = version, fingerprint: UInt64, caseCount: Int, parts: [PartInfo]) -> [UInt8] {
        var head = magic
        StoreFileIO.appendWord32(version, to: &head)
        StoreFileIO.appendWord32(0, to: &head)
        StoreFileIO.appendWord64(fingerprint, to: &head)
        StoreFileIO.appendWord64(UInt64(caseCount), to: &head)
        for part in parts {
            StoreFileIO.appendWord64(UInt64(part.count), to: &head)
            StoreFileIO.appendWord64(part.checksum, to: &head)
        }
        StoreFileIO.appendWord64(StoreChecksum.of(head), to: &head)
        return head
    }

    static func withBytes<Result>(of part: Part, in index: WordIndex, _ vocabulary: VocabularyBytes,
                                  _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch part {
        case .vocabularyText: return vocabulary.text.withUnsafeBytes(body)
        case .vocabularyStarts: return vocabulary.starts.withUnsafeBytes(body)
        case .offsets: return index.offsets.withUnsafeBytes(body)
        case .postings: return index.postings.withUnsafeBytes(body)
        case .positionBlocks: return index.positionBlocks.withUnsafeBytes(body)
        case .positionBytes: return index.positionBytes.withUnsafeBytes(body)
        case .nonASCIIWords: return index.nonASCIIWords.withUnsafeBytes(body)
        }
    }

    // MARK: Reading

    static func read(from path: String, fingerprint: UInt64, caseCount: Int) -> Result<WordIndex, Rejection> {
        guard hostFitsFormat else { return .failure(.outdated("this machine's byte order is not the file's")) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? .missing : .damaged("it could not be opened"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.damaged("it could not be read")) }
        if let reason = StoreFileIO.notAFile(info) { return .failure(.damaged(reason)) }
        let parts: [PartInfo]
        switch readHeader(descriptor, fileSize: Int(info.st_size), fingerprint: fingerprint, caseCount: caseCount) {
        case .success(let found): parts = found
        case .failure(let rejection): return .failure(rejection)
        }
        var offset = headerSize
        func next<Element: BitwiseCopyable>(_ part: Part, as type: Element.Type) -> [Element]? {
            defer { offset += parts[part.rawValue].count * part.width }
            return readArray(type, parts[part.rawValue], at: offset, from: descriptor)
        }
        guard let text = next(.vocabularyText, as: UInt8.self), let starts = next(.vocabularyStarts, as: Int64.self),
              let offsets = next(.offsets, as: Int32.self), let postings = next(.postings, as: Int32.self),
              let blocks = next(.positionBlocks, as: Int.self), let positions = next(.positionBytes, as: UInt8.self),
              let nonASCII = next(.nonASCIIWords, as: Int.self) else {
            return .failure(.damaged("an array fails its checksum"))
        }
        var index = WordIndex()
        do throws(StoreCorruption) {
            index.vocabulary = try VocabularyBytes(text: text, starts: starts).words()
            index.offsets = offsets
            index.postings = postings
            index.positionBlocks = blocks
            index.positionBytes = positions
            index.nonASCIIWords = nonASCII
            try index.validate(caseCount: caseCount)
        } catch {
            return .failure(.malformed(error.reason))
        }
        return .success(index)
    }

    /// The arrays' sizes and checksums, once the header is whole, this version's, for this corpus, and
    /// the file exactly as long as the arrays it announces.
    static func readHeader(_ descriptor: Int32, fileSize: Int, fingerprint: UInt64,
                           caseCount: Int) -> Result<[PartInfo], Rejection> {
        guard fileSize >= headerSize, let head = StoreFileIO.readBytes(descriptor, offset: 0, count: headerSize) else {
            return .failure(.damaged("it is truncated"))
        }
        guard Array(head[0..<8]) == magic else { return .failure(.damaged("it is not an imr word index")) }
        let checked = headerSize - 8
        guard StoreChecksum.of(Array(head[0..<checked])) == StoreFileIO.word64(head, checked) else {
            return .failure(.damaged("its header fails its checksum"))
        }
        guard StoreFileIO.word32(head, 8) == version else { return .failure(.outdated("another format version")) }
        guard StoreFileIO.word64(head, 16) == fingerprint else { return .failure(.outdated("made for other letters")) }
        guard StoreFileIO.word64(head, 24) == UInt64(caseCount) else { return .failure(.outdated("made for another case count")) }
        var parts: [PartInfo] = []
        var expectedSize = headerSize
        for part in Part.allCases {
            let at = partsOffset + part.rawValue * 16
            let count = StoreFileIO.word64(head, at)
            // Bounded by the file's size first, so that the sum below cannot overflow.
            guard count <= UInt64(fileSize) else { return .failure(.damaged("an array is longer than the file")) }
            parts.append(PartInfo(count: Int(count), checksum: StoreFileIO.word64(head, at + 8)))
            expectedSize += Int(count) * part.width
        }
        guard expectedSize == fileSize else { return .failure(.damaged("it is not as long as its arrays")) }
        return .success(parts)
    }

    /// An array read straight from the file into its storage; nil unless whole and its checksum passes.
    static func readArray<Element: BitwiseCopyable>(_ type: Element.Type, _ part: PartInfo, at offset: Int,
                                                    from descriptor: Int32) -> [Element]? {
        var intact = false
        let array = [Element](unsafeUninitializedCapacity: part.count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            intact = StoreFileIO.read(descriptor, offset: offset, into: raw)
                && StoreChecksum.of(UnsafeRawBufferPointer(raw)) == part.checksum
            initialized = intact ? part.count : 0
        }
        return intact ? array : nil
    }
}

/// The vocabulary as stored: its words' UTF-8 one after another, and where each starts (one more
/// entry than words, the last the text's length).
struct VocabularyBytes {
    var text: [UInt8] = []
    var starts: [Int64] = [0]

    init(_ words: [String]) {
        text.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(words.count + 1)
        for word in words {
            text.append(contentsOf: word.utf8)
            starts.append(Int64(text.count))
        }
    }

    init(text: [UInt8], starts: [Int64]) {
        self.text = text
        self.starts = starts
    }

    /// The words, each checked to lie inside the text and to be valid UTF-8.
    func words() throws(StoreCorruption) -> [String] {
        guard starts.first == 0, starts.last == Int64(text.count) else {
            throw StoreCorruption(reason: "the vocabulary's starts do not span its text")
        }
        var words: [String] = []
        words.reserveCapacity(starts.count - 1)
        try text.withUnsafeBufferPointer { bytes throws(StoreCorruption) in
            for position in 1..<starts.count {
                let start = Int(starts[position - 1]), end = Int(starts[position])
                guard start <= end, end <= bytes.count else {
                    throw StoreCorruption(reason: "the vocabulary's starts are out of order")
                }
                guard let word = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) else {
                    throw StoreCorruption(reason: "a word is not valid UTF-8")
                }
                words.append(word)
            }
        }
        return words
    }
}
