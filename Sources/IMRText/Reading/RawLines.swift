/// The pieces of a text between its line feeds, as the offsets of those line feeds: a piece is the
/// bytes after one line end up to the next (the last runs to the text's end). Eight bytes a line where a
/// table of ranges took sixteen, and the decoder's scan can hand its line ends over as they are.
package struct RawLines: RandomAccessCollection {
    /// The offset of each line feed, in order.
    package let ends: [Int]
    /// The text's byte count.
    package let textCount: Int

    package init(ends: [Int], textCount: Int) {
        self.ends = ends
        self.textCount = textCount
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ends.count + 1 }

    @inline(__always) package subscript(position: Int) -> Range<Int> {
        let start = position == 0 ? 0 : ends[position - 1] + 1
        return start..<(position < ends.count ? ends[position] : textCount)
    }
}
