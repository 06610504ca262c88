import IMRText

/// A sentence's pieces and spinal levels on its bytes, as `TreatmentText` finds them (`RegionReader`).
extension RegionReader {
    enum Kind: UInt8 { case word, number, mark }

    struct Piece {
        var start: Int32
        var length: Int32
        var kind: Kind
        /// Whether white space came before it.
        var spaced: Bool
    }

    /// `TreatmentText.pieces(of:)` for ASCII text: runs of letters (apostrophes inside dropped), runs of digits
    /// (a decimal point or comma between digits kept), each other visible byte alone. Nil beyond ASCII.
    static func pieces(of text: UnsafeBufferPointer<UInt8>, into pieces: UnsafeMutableBufferPointer<Piece>,
                       bytes: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        var used: Int32 = 0
        var open = false
        var currentKind = Kind.mark
        var spaced = true
        func kind(_ byte: UInt8) -> Kind? {
            switch byte {
            case 0x61...0x7A: return .word
            case 0x30...0x39: return .number
            case 0x27: return nil
            case 0x21...0x7E: return .mark
            default: return nil
            }
        }
        func close() {
            guard open else { return }
            open = false
            count += 1
        }
        var index = 0
        while index < text.count {
            let byte = asciiLower(text[index])
            if byte >= 0x80 {
                // Beyond ASCII only a mark that case folding leaves alone (a dash, a curly double quote) is
                // read here, one piece; a letter, the curly apostrophe or a space is left to the lexicon.
                guard let (scalar, width) = Self.scalar(at: index, in: text), scalar != "\u{2019}",
                      !scalar.properties.isWhitespace, !scalar.properties.isAlphabetic, !scalar.properties.changesWhenLowercased
                else { return nil }
                close()
                for offset in 0..<width { bytes[Int(used) + offset] = text[index + offset] }
                pieces[count] = Piece(start: used, length: Int32(width), kind: .mark, spaced: spaced)
                used += Int32(width)
                count += 1
                spaced = false
                index += width
                continue
            }
            let next = index + 1 < text.count ? asciiLower(text[index + 1]) : 0
            switch kind(byte) {
            case nil:
                if byte == 0x27 && currentKind == .word && open && kind(next) == .word { break }
                close()
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    spaced = true
                } else {
                    bytes[Int(used)] = byte
                    pieces[count] = Piece(start: used, length: 1, kind: .mark, spaced: spaced)
                    used += 1
                    count += 1
                    spaced = false
                }
            case .mark:
                if currentKind == .number && open && (byte == 0x2E || byte == 0x2C) && kind(next) == .number {
                    bytes[Int(used)] = byte
                    used += 1
                    pieces[count].length += 1
                    break
                }
                close()
                bytes[Int(used)] = byte
                pieces[count] = Piece(start: used, length: 1, kind: .mark, spaced: spaced)
                used += 1
                count += 1
                spaced = false
            case let kind?:
                if kind != currentKind || !open {
                    close()
                    currentKind = kind
                    pieces[count] = Piece(start: used, length: 0, kind: kind, spaced: spaced)
                    open = true
                }
                bytes[Int(used)] = byte
                used += 1
                pieces[count].length += 1
                spaced = false
            }
            index += 1
        }
        close()
        return count
    }

    /// The scalar whose UTF-8 starts at `index`, and its width; nil where the bytes are not UTF-8.
    private static func scalar(at index: Int, in text: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int)? {
        var iterator = text[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    /// `TreatmentText.findLevels`: the regions spinal levels name ("L4-5" the lumbar spine, "C7-T1" the
    /// cervical by its first level, not "T9-10 rib fractures"), their pieces marked in `levelPieces`.
    func levels(_ pieces: UnsafeBufferPointer<Piece>, bytes: UnsafeBufferPointer<UInt8>,
                levelPieces: UnsafeMutableBufferPointer<Bool>, entry: (UnsafeBufferPointer<UInt8>) -> Entry?) -> [String] {
        func text(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[Int(pieces[index].start)..<Int(pieces[index].start + pieces[index].length)])
        }
        func isMark(_ index: Int, _ byte: UInt8) -> Bool {
            pieces[index].kind == .mark && pieces[index].length == 1 && bytes[Int(pieces[index].start)] == byte
        }
        func letter(_ index: Int) -> (region: String, limit: Int)? {
            pieces[index].kind == .word && pieces[index].length == 1 ? levelLetters[Int(bytes[Int(pieces[index].start)])] : nil
        }
        func number(_ index: Int) -> Int? {
            guard pieces[index].kind == .number, pieces[index].length <= 18 else { return nil }
            var value = 0
            for byte in text(index) {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        func flags(_ index: Int) -> Flags { entry(text(index))?.flags ?? [] }
        func startsXRay(_ index: Int) -> Bool {
            guard pieces[index].kind == .word, pieces[index].length == 1, bytes[Int(pieces[index].start)] == 0x78 else { return false }
            if index + 1 < pieces.count && pieces[index + 1].kind == .word && flags(index + 1).contains(.ray) { return true }
            return index + 2 < pieces.count && isMark(index + 1, 0x2D) && pieces[index + 2].kind == .word && flags(index + 2).contains(.ray)
        }
        func rangeFollows(_ index: Int) -> Bool {
            guard index + 2 < pieces.count, isMark(index + 1, 0x2D) || isMark(index + 1, 0x2F), let first = number(index) else { return false }
            if index + 3 < pieces.count, flags(index + 3).contains(.levelCount), !startsXRay(index + 3) { return false }
            if pieces[index + 2].kind == .number { return number(index + 2).map { $0 == first + 1 } ?? false }
            return letter(index + 2) != nil
        }
        func namesRibs(after index: Int) -> Bool {
            var next = index + 1
            while next < pieces.count, pieces[next].kind != .word
                    || (pieces[next].length == 1 && next + 1 < pieces.count && pieces[next + 1].kind == .number)
                    || flags(next).contains(.ordinal) {
                next += 1
            }
            return next < pieces.count && pieces[next].kind == .word && flags(next).contains(.rib)
        }
        var regions: [String] = []
        var index = 0
        while index + 1 < pieces.count {
            guard let (region, limit) = letter(index), pieces[index + 1].kind == .number,
                  !pieces[index + 1].spaced || rangeFollows(index + 1), let number = number(index + 1), (1...limit).contains(number),
                  index == 0 || pieces[index].spaced || pieces[index - 1].kind == .mark
            else {
                index += 1
                continue
            }
            let rangeEnd = index >= 2 && (isMark(index - 1, 0x2D) || isMark(index - 1, 0x2F)) && levelPieces[index - 2]
            if !rangeEnd && !namesRibs(after: index + 1) { regions.append(region) }
            levelPieces[index] = true
            levelPieces[index + 1] = true
            index += 2
        }
        return regions
    }
}
