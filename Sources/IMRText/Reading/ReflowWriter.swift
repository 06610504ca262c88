/// Running text written straight into storage reserved for all of it (`Reflow.byteBound` of the lines
/// given): the reflow's output with no array grown line by line, no paragraph copied out of a scratch
/// buffer, and, for a string, no array at all. Each line and paragraph is joined as `Reflow` says.
package struct ReflowWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Bytes written so far.
    private(set) var count = 0
    /// Where the paragraph being written starts: joining a line looks back no further.
    private var floor = 0
    /// Where that paragraph's blank line before it starts (its start when there is none).
    private var paragraphStart = 0
    private var inParagraph = false

    package init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        base = storage.baseAddress ?? UnsafeMutablePointer(bitPattern: 1)!
        capacity = storage.count
    }

    /// The bytes `write` writes, given room for `capacity`. Written in temporary storage (on the stack
    /// when small) and copied once: an array's uninitialized storage is made through an unspecialized
    /// path of the standard library that cost more than the copy (a type metadata lookup per array).
    package static func bytes(capacity: Int, _ write: (inout ReflowWriter) -> Void) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = ReflowWriter(buffer)
            write(&writer)
            return Array(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    /// The string `write` writes, given room for `capacity`, in the string's own storage.

    package static func string(capacity: Int, _ write: (inout ReflowWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var writer = ReflowWriter(buffer)
            write(&writer)
            return writer.count
        }
    }

    /// The paragraph's last byte so far (nil when it has none).
    private var last: UInt8? { count > floor ? base[count - 1] : nil }

    /// The bytes written from `start` on.
    package func written(from start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Puts `bytes` in place of what was written from `start` on (no more than was there).
    package mutating func replace(from start: Int, with bytes: [UInt8]) {
        precondition(start + bytes.count <= count)
        bytes.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { (base + start).update(from: from, count: source.count) }
        }
        count = start + bytes.count
    }

    /// Keeps of what was written from `start` on only the bytes at `range` (offsets from `start`), moved
    /// to `start`: a cut made in place, no copy out and back.
    package mutating func keep(_ range: Range<Int>, from start: Int) {
        precondition(range.lowerBound >= 0 && start + range.upperBound <= count)
        UnsafeMutableRawPointer(base + start).copyMemory(from: base + start + range.lowerBound, byteCount: range.count)
        count = start + range.count
    }

    // Checked in release builds too: the writes go through a raw pointer, and `Reflow.byteBound` is an
    // argument, not a type, that they fit (a line adds its bytes and at most a separator of two).
    private mutating func put(_ byte: UInt8) {
        precondition(count < capacity)
        base[count] = byte
        count += 1
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        precondition(count + range.count <= capacity)
        (base + count).update(from: bytes.baseAddress! + range.lowerBound, count: range.count)
        count += range.count
    }

    // MARK: Lines

    /// Appends a line to the paragraph (starting one after a blank line if none is open): a space
    /// between, or nothing after a word-internal hyphen.
    package mutating func appendLine(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        if !inParagraph {
            inParagraph = true
            paragraphStart = count
            if count > 0 {
                put(0x0A)
                put(0x0A)
            }
            floor = count
        }
        if count > floor && !endsInsideWord && base[count - 1] != 0x20 { put(0x20) }
        appendCollapsed(range, of: bytes)
    }

    /// The paragraph ends in a hyphen right after a letter or digit.
    private var endsInsideWord: Bool {
        guard last == 0x2D else { return false }
        let text = UnsafeBufferPointer(start: base, count: count)
        return ByteText.scalar(endingAt: count - 1, in: text, from: floor).map(ByteText.isLetterOrDigit) ?? false
    }

    /// Ends the paragraph, if one is open: its trailing spaces are cut, then `finish` is given it (its
    /// start) and may cut it or replace it. An empty paragraph leaves no blank line before it.
    package mutating func endParagraph(_ finish: (inout ReflowWriter, Int) -> Void) {
        guard inParagraph else { return }
        inParagraph = false
        while count > floor, base[count - 1] == 0x20 { count -= 1 }
        if count > floor { finish(&self, floor) }
        if count == floor { count = paragraphStart }
    }

    /// Appends with runs of spaces, tabs and no-break spaces as one space. Stretches without such a run
    /// are copied whole (most lines are one stretch).
    private mutating func appendCollapsed(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !range.isEmpty else { return }
        var lastWasSpace = last == 0x20
        var stretch = range.lowerBound
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            // Eight bytes at a time while they are ASCII (a no-break space's lead is not), hold no control
            // byte (a tab) and no space after a space: most of a line is copied in such words. `blanks`
            // flags the bytes below 0x21, `controls` those below 0x20 (a borrow may flag a byte after a
            // flagged one: a flag only means look closer, byte by byte).
            var carry: UInt64 = lastWasSpace ? 0x80 : 0
            while index &+ 8 <= end {
                let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
                let notWord = ~word & SWAR.repeated(0x80)
                let blanks = (word &- SWAR.repeated(0x21)) & notWord
                let controls = (word &- SWAR.repeated(0x20)) & notWord
                if blanks & (blanks << 8 | carry) | controls | word & SWAR.repeated(0x80) != 0 { break }
                // With nothing flagged, the last byte is flagged as a blank only if it is a space.
                carry = blanks >> 56
                index &+= 8
            }
            lastWasSpace = carry != 0
            guard index < end else { break }
            let byte = bytes[index]
            // Printable ASCII but the space, and most of UTF-8: nothing to fold.
            if byte > 0x20 && byte != 0xC2 {
                lastWasSpace = false
                index += 1
                continue
            }
            let width: Int
            if byte == 0x09 || (byte == 0x20 && lastWasSpace) {
                width = 1
            } else if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 {
                width = 2
            } else {
                lastWasSpace = byte == 0x20
                index += 1
                continue
            }
            // A blank to fold: copy the stretch before it, then at most one space.
            copy(bytes, stretch..<index)
            if last != 0x20 { put(0x20) }
            lastWasSpace = true
            index += width
            stretch = index
        }
        copy(bytes, stretch..<end)
    }
}
