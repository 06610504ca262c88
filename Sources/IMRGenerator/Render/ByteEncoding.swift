/// Turns UTF-8 text with LF line ends into a file's final bytes: CRLF, Windows-1252, or a BOM.
enum ByteEncoding {
    static func finish(_ utf8: [UInt8], encoding: TextEncoding, lineEnding: LineEnding) -> [UInt8] {
        if encoding == .utf8 && lineEnding == .lf { return utf8 }
        let crlf = lineEnding == .crlf
        let to1252 = encoding == .windows1252
        // Worst case: a BOM plus every byte doubled by CRLF.
        let capacity = utf8.count * (crlf ? 2 : 1) + 3
        return [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
            var o = 0
            if encoding == .utf8BOM {
                out[0] = 0xEF; out[1] = 0xBB; out[2] = 0xBF
                o = 3
            }
            utf8.withUnsafeBufferPointer { input in
                var index = 0
                let count = input.count
                while index < count {
                    let byte = input[index]
                    if byte == 0x0A, crlf {
                        out[o] = 0x0D
                        out[o + 1] = 0x0A
                        o += 2
                        index += 1
                    } else if to1252, byte >= 0x80 {
                        let (mapped, length) = windows1252(utf8, at: index)
                        out[o] = mapped
                        o += 1
                        index += length
                    } else {
                        out[o] = byte
                        o += 1
                        index += 1
                    }
                }
            }
            written = o
        }
    }

    /// The 1252 byte for the UTF-8 sequence at `index` (the prose uses only a few such characters).
    private static func windows1252(_ bytes: [UInt8], at index: Int) -> (UInt8, Int) {
        let lead = bytes[index]
        if lead == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 {
            switch bytes[index + 2] {
            case 0x98: return (0x91, 3)  // ‘
            case 0x99: return (0x92, 3)  // ’
            case 0x9C: return (0x93, 3)  // “
            case 0x9D: return (0x94, 3)  // ”
            case 0x93: return (0x96, 3)  // –
            case 0x94: return (0x97, 3)  // —
            default: break
            }
        }
        if lead == 0xC2 || lead == 0xC3, index + 1 < bytes.count {
            // Latin-1 range: 1252 shares these code points.
            let scalar = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
            return (UInt8(truncatingIfNeeded: scalar), 2)
        }
        var length = 1
        while index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return (0x3F, length)  // '?' for anything 1252 cannot hold
    }

    /// Decodes a generated file back to text (for tests and the built-in corpus).
    static func decode(_ bytes: [UInt8], encoding: TextEncoding) -> String {
        switch encoding {
        case .utf8: return String(decoding: bytes, as: UTF8.self)
        case .utf8BOM: return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        case .windows1252:
            var scalars = String.UnicodeScalarView()
            for byte in bytes {
                let value: UInt32
                switch byte {
                case 0x91: value = 0x2018
                case 0x92: value = 0x2019
                case 0x93: value = 0x201C
                case 0x94: value = 0x201D
                case 0x96: value = 0x2013
                case 0x97: value = 0x2014
                default: value = UInt32(byte)
                }
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            return String(scalars)
        }
    }
}
