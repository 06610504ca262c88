/// Exact (unfolded) search for a run of bytes in bytes. Foundation's `firstRange(of:)`, which overload
/// resolution picks for byte arrays wherever Foundation is imported, goes through `DataProtocol`'s generic
/// witnesses: about 13,000 instructions a call on a short phrase, a third of the reasons' start-up.
extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// The first range holding `needle`'s bytes in order, nil where none does (an empty needle is found
    /// at the start).
    @inlinable public func firstRange(ofBytes needle: some RandomAccessCollection<UInt8>) -> Range<Int>? {
        let length = needle.count
        guard length > 0 else { return startIndex..<startIndex }
        guard count >= length else { return nil }
        let first = needle[needle.startIndex]
        let lastStart = endIndex - length
        var start = startIndex
        while start <= lastStart {
            guard let found = self[start...lastStart].firstIndex(of: first) else { return nil }
            if self[found..<(found + length)].elementsEqual(needle) { return found..<(found + length) }
            start = found + 1
        }
        return nil
    }
}
