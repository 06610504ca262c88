import IMRColumns
import IMRFiles

extension WordIndexFile {
    /// The arrays of a mapped word-index file: where each lies, their checksums checked a window at a
    /// time with the window's pages given back after it, and each array copied out or left in place.
    struct MappedParts {
        let file: MappedFile
        /// Each array's bytes in the file (padding left out), in the order of `Part`.
        let ranges: [Range<Int>]
        let parts: [PartInfo]

        /// Checked a window at a time, so that a check holds a few megabytes of the file, not all of it.
        static let window = 4 << 20

        /// - Parameter start: where the index starts in the file (a run's place in a scratch file).
        init(file: MappedFile, parts: [PartInfo], at start: Int = 0) {
            self.file = file
            self.parts = parts
            var offset = start + headerSize
            ranges = Part.allCases.map { part in
                defer { offset += paddedSize(part, count: parts[part.rawValue].count) }
                return offset..<(offset + parts[part.rawValue].count * part.width)
            }
        }

        func checksumPasses(_ part: Part) -> Bool {
            let range = ranges[part.rawValue]
            let sum = StoreChecksum.of(UnsafeRawBufferPointer(file.bytes(range)), window: Self.window) { done in
                file.releasePages(done.lowerBound + range.lowerBound..<done.upperBound + range.lowerBound)
            }
            return sum == parts[part.rawValue].checksum
        }

        /// An array copied out of the file (the small ones, read at every search).
        func copy<Element: BitwiseCopyable>(_ part: Part, as type: Element.Type) -> [Element] {
            let raw = UnsafeRawBufferPointer(file.bytes(ranges[part.rawValue]))
            return [Element](unsafeUninitializedCapacity: parts[part.rawValue].count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: raw)
                initialized = buffer.count
            }
        }

        /// An array left where it lies in the file, which stays mapped as long as the array is used.
        func borrow<Element: BitwiseCopyable>(_ part: Part, as type: Element.Type) -> MappableArray<Element> {
            let range = ranges[part.rawValue]
            guard let base = file.base, !range.isEmpty else { return MappableArray() }
            return MappableArray(borrowing: base + range.lowerBound, count: parts[part.rawValue].count, owner: file)
        }

        /// Gives back the pages of the elements `elements` of an array borrowed from the file.
        func releasePages(_ part: WordIndex.BorrowedPart, _ elements: Range<Int>) {
            let filePart: Part = part == .postings ? .postings : .positionBytes
            releasePages(filePart, elements)
        }

        func releasePages(_ part: Part, _ elements: Range<Int>) {
            let start = ranges[part.rawValue].lowerBound
            file.releasePages(start + elements.lowerBound * part.width..<start + elements.upperBound * part.width)
        }

        /// The bytes of elements `elements` of an array, where they lie in the file.
        func bytes(_ part: Part, _ elements: Range<Int>) -> UnsafeRawBufferPointer {
            let start = ranges[part.rawValue].lowerBound
            return UnsafeRawBufferPointer(file.bytes(start + elements.lowerBound * part.width..<start + elements.upperBound * part.width))
        }
    }
}
