/// How case ids are made: the Case Number, else the file name without extension; "-2", "-3" for later
/// letters of one file and for repeats.
public enum CaseIds {
    static func base(caseNumber: String?, file: String, index: Int) -> String {
        if let number = caseNumber { return number }
        return asciiBase(file: file, index: index) ?? unicodeBase(file: file, index: index)
    }

    /// The file's name without its extension, made typeable; "-2", "-3" for later letters of a file.
    static func unicodeBase(file: String, index: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.lastIndex(of: ".").map { String(name[name.startIndex..<$0]) } ?? name
        let cleaned = typeable(stem.isEmpty ? name : stem)
        return index == 0 ? cleaned : "\(cleaned)-\(index + 1)"
    }

    /// The same id as `base` for an ASCII path, by byte (most corpora: no Unicode properties to ask).
    static func asciiBase(file: String, index: Int) -> String? {
        let path = Array(file.utf8)
        guard !path.isEmpty, path.allSatisfy({ $0 < 0x80 }), path.last != 0x2F else { return nil }
        let nameStart = path.lastIndex(of: 0x2F).map { $0 + 1 } ?? 0
        var name = path[nameStart...]
        if let dot = name.lastIndex(of: 0x2E), dot > nameStart { name = name[nameStart..<dot] }
        var id: [UInt8] = []
        id.reserveCapacity(name.count)
        var lastWasReplacement = false
        for byte in name {
            // Whitespace and control characters become "_", a run of them one "_".
            if byte <= 0x20 || byte == 0x7F {
                if !lastWasReplacement { id.append(0x5F) }
                lastWasReplacement = true
            } else {
                id.append(byte)
                lastWasReplacement = false
            }
        }
        let cleaned = id.isEmpty || id == [0x5F] ? "letter" : String(decoding: id, as: UTF8.self)
        return index == 0 ? cleaned : "\(cleaned)-\(index + 1)"
    }

    /// An id from a file name must be one a user can type back into `imr show`: control and
    /// invisible characters, and whitespace runs, become "_".
    static func typeable(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        var lastWasReplacement = false
        for scalar in name.unicodeScalars {
            let invisible = scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                || (0x80...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
            if invisible {
                if !lastWasReplacement { out.append("_") }
                lastWasReplacement = true
            } else {
                out.append(scalar)
                lastWasReplacement = false
            }
        }
        let id = String(out)
        return id.isEmpty || id == "_" ? "letter" : id
    }

    /// The first free "base-N" from `suffix` on; `suffix` is left just past it, for the next repeat.
    static func free(from base: String, taken: [String: String], startingAt suffix: inout Int) -> String {
        while taken["\(base)-\(suffix)"] != nil { suffix += 1 }
        defer { suffix += 1 }
        return "\(base)-\(suffix)"
    }
}
