import IMRColumns
import IMRFiles

extension WordIndexFile {
    /// Writes one word index into an open file: the parts in the order of `Part`, each handed over in
    /// pieces of any size with its checksum taken as it goes, then the header (every part's count and
    /// checksum) written last, over the room kept for it at the index's start. So an index can be
    /// written from arrays in memory or streamed from elsewhere (`WordIndexRuns`).
    struct Writer {
        let output: AtomicFile.Output
        /// Where in the file this index starts (0 for the store's file; a run's place in a scratch file).
        let start: Int
        /// Where what was handed over so far ends in the file.
        private(set) var end: Int
        private(set) var parts: [PartInfo] = []
        private var buffer: [UInt8] = []
        private var current: (part: Part, count: Int, checksum: StoreChecksum.Running, bytes: Int)?

        static let bufferSize = 1 << 20

        init(output: AtomicFile.Output, at start: Int) throws(AtomicFile.Failure) {
            self.output = output
            self.start = start
            end = start
            buffer.reserveCapacity(Self.bufferSize)
            try put([UInt8](repeating: 0, count: headerSize))
        }

        mutating func begin(_ part: Part, count: Int) {
            precondition(current == nil && part.rawValue == parts.count, "word index parts out of order")
            current = (part, count, StoreChecksum.Running(count: count * part.width), 0)
        }

        mutating func add(_ raw: UnsafeRawBufferPointer) throws(AtomicFile.Failure) {
            guard var open = current else { preconditionFailure("bytes for no part") }
            open.checksum.add(raw)
            open.bytes += raw.count
            current = open
            try put(raw)
        }

        /// Every part of an index held in memory.
        mutating func write(_ index: WordIndex) throws(AtomicFile.Failure) {
            let vocabulary = VocabularyBytes(index.vocabulary)
            for part in Part.allCases {
                let written = withBytes(of: part, in: index, vocabulary) { raw in
                    Result { () throws(AtomicFile.Failure) in
                        begin(part, count: raw.count / part.width)
                        try add(raw)
                        try endPart()
                    }
                }
                try written.get()
            }
        }

        /// A part whole: `values` are all of it.
        mutating func write<Element>(_ part: Part, _ values: [Element]) throws(AtomicFile.Failure) {
            begin(part, count: values.count)
            try values.withUnsafeBytes { raw in Result { () throws(AtomicFile.Failure) in try add(raw) } }.get()
            try endPart()
        }

        /// Ends the part begun, padded to 8 bytes; it must be as long as announced.
        mutating func endPart() throws(AtomicFile.Failure) {
            guard let done = current else { preconditionFailure("no part to end") }
            precondition(done.bytes == done.count * done.part.width, "a word index part not as long as announced")
            parts.append(PartInfo(count: done.count, checksum: done.checksum.value))
            current = nil
            let padding = paddedSize(done.part, count: done.count) - done.bytes
            if padding > 0 { try put([UInt8](repeating: 0, count: padding)) }
        }

        /// Writes what is held back, then the header; the index is whole in the file from here.
        mutating func finish(fingerprint: UInt64, caseCount: Int) throws(AtomicFile.Failure) {
            precondition(current == nil && parts.count == Part.allCases.count, "a word index written in part")
            try flush()
            try output.write(header(fingerprint: fingerprint, caseCount: caseCount, parts: parts), at: start)
        }

        private mutating func put(_ bytes: [UInt8]) throws(AtomicFile.Failure) {
            try bytes.withUnsafeBytes { raw in Result { () throws(AtomicFile.Failure) in try put(raw) } }.get()
        }

        private mutating func put(_ raw: UnsafeRawBufferPointer) throws(AtomicFile.Failure) {
            if buffer.count + raw.count > Self.bufferSize { try flush() }
            if raw.count >= Self.bufferSize { try output.write(raw) } else { buffer.append(contentsOf: raw) }
            end += raw.count
        }

        private mutating func flush() throws(AtomicFile.Failure) {
            guard !buffer.isEmpty else { return }
            try output.write(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
