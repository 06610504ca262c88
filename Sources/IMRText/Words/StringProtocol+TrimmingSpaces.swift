extension StringProtocol {
    /// Without leading and trailing spaces and tabs. Public and inlinable: specialized where it is used.
    @inlinable public var trimmingSpaces: Substring {
        let text = Substring(self)
        // By byte when ASCII stands next to the blanks (nearly always): a blank is then its own character.
        // Otherwise by Character: a blank with a combining mark after it is one character, not a blank.
        let utf8 = text.utf8
        var low = utf8.startIndex, high = utf8.endIndex
        while low < high, utf8[low] == 0x20 || utf8[low] == 0x09 { low = utf8.index(after: low) }
        while high > low {
            let before = utf8.index(before: high)
            guard utf8[before] == 0x20 || utf8[before] == 0x09 else { break }
            high = before
        }
        if low == high || ((low == utf8.startIndex || utf8[low] < 0x80)
            && (high == utf8.endIndex || utf8[utf8.index(before: high)] < 0x80)) { return text[low..<high] }
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return start < end ? text[start..<end] : text[start..<start]
    }
}
