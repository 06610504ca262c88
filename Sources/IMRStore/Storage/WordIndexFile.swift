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
///     each array's raw little-endian bytes, in the order of `Part`, each padded with zeros to a
///     multiple of 8 bytes (so every array starts aligned for its elements)
///
/// The arrays go straight from memory to the file (1.1 GB at a million letters: no copy of the whole
/// is made). Read back, the two largest (cases and positions) stay in the mapped file, whose pages are
/// given back as the checks pass over them: an open corpus holds in memory only the pages its searches
/// touch. A file is used only for the corpus and case count it was made for, with every checksum
/// passing and the index's structure validated; anything else is rebuilt, as it is derived.
package enum WordIndexFile {
    /// 2: words fold case beyond ASCII (`CaseFold`), so a version 1 file holds other words.
    /// 3: arrays padded to 8 bytes, to be used where they are mapped.
    /// 4: the store's checksum in four lanes (`StoreChecksum`), so a version 3 file's sums are others.
    static let version: UInt32 = 4
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

    /// Bytes an array of `count` elements takes in the file, padding included.
    static func paddedSize(_ part: Part, count: Int) -> Int {
        (count * part.width + 7) / 8 * 8
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
        try StoreFileIO.replace(path) { output throws(AtomicFile.Failure) in
            var writer = try Writer(output: output, at: 0)
            try writer.write(index)
            try writer.finish(fingerprint: fingerprint, caseCount: caseCount)
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
        guard let file = MappedFile(descriptor: descriptor, size: Int(info.st_size)) else {
            return .failure(.damaged("it could not be mapped"))
        }
        let mapped = MappedParts(file: file, parts: parts)
        // Pages are given back as soon as a pass is over them, and once more at the end whatever happens.
        defer { file.releasePages() }
        guard Part.allCases.allSatisfy(mapped.checksumPasses) else { return .failure(.damaged("an array fails its checksum")) }
        guard !file.wasCutShort else { return .failure(.damaged("it was cut short while read")) }
        var index = WordIndex()
        do throws(StoreCorruption) {
            index.vocabulary = try VocabularyBytes(text: mapped.copy(.vocabularyText, as: UInt8.self),
                                                   starts: mapped.copy(.vocabularyStarts, as: Int64.self)).words()
            index.offsets = mapped.copy(.offsets, as: Int32.self)
            index.postings = mapped.borrow(.postings, as: Int32.self)
            index.positionBlocks = mapped.copy(.positionBlocks, as: Int.self)
            index.positionBytes = mapped.borrow(.positionBytes, as: UInt8.self)
            index.nonASCIIWords = mapped.copy(.nonASCIIWords, as: Int.self)
            try index.validate(caseCount: caseCount) { part, range in mapped.releasePages(part, range) }
        } catch {
            return .failure(.malformed(error.reason))
        }
        guard !file.wasCutShort else { return .failure(.damaged("it was cut short while read")) }
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
            expectedSize += paddedSize(part, count: Int(count))
        }
        guard expectedSize == fileSize else { return .failure(.damaged("it is not as long as its arrays")) }
        return .success(parts)
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
