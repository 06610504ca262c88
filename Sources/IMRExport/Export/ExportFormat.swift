import IMRModel
import IMRText

/// The forms cases can be exported in.
public enum ExportFormat: String, CaseIterable, Sendable {
    case text, markdown, json, csv

    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .markdown: return "md"
        case .json: return "json"
        case .csv: return "csv"
        }
    }

    /// The format a file name asks for by its extension ("cases.md"), if any.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        let ext = CaseFold.key(fileName[fileName.index(after: dot)...])
        guard let format = Self.allCases.first(where: { $0.fileExtension == ext || $0.rawValue == ext }) else { return nil }
        self = format
    }

    /// The form of a precedent brief written to `path` (`renderBrief`): Markdown for a .md file, else text.
    public static func brief(for path: String) -> ExportFormat {
        CaseFold.key(path).hasSuffix(".md") ? .markdown : .text
    }

    /// One case, as a file of its own, with the user's tags and note. `cells` says how CSV writes a
    /// cell that opens a formula (other formats have no such cells).
    public func render(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations(),
                       cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        switch self {
        case .text: return CaseReport.text(imrCase, annotations: annotations)
        case .markdown: return CaseReport.markdown(imrCase, annotations: annotations)
        case .json: return CaseJSON.pretty(imrCase, annotations: annotations) + "\n"
        case .csv: return CaseCSV.render([imrCase], annotations: [annotations], cells: cells)
        }
    }

    /// Several cases as one document (`writeDocument`), in one string. `annotations`, when given, has one
    /// entry per case.
    public func render(_ cases: [IMRCase], annotations: [CaseAnnotations]? = nil) -> String {
        var document = ""
        writeDocument(cases.indices.lazy.map { (cases[$0], annotations?[$0] ?? CaseAnnotations()) }) { document += $0 }
        return document
    }

    /// The anchor GitHub-style renderers give a heading: lower case, punctuation dropped, spaces as dashes.
    static func markdownAnchor(_ heading: String) -> String {
        // ASCII, as ids and outcomes are, by byte: the same anchor, without a Character's properties.
        if heading.utf8.allSatisfy({ $0 < 0x80 }) {
            var anchor: [UInt8] = []
            anchor.reserveCapacity(heading.utf8.count)
            for byte in heading.utf8 {
                switch byte {
                case 0x41...0x5A: anchor.append(byte + 0x20)  // A-Z, lowered
                case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F: anchor.append(byte)  // a-z, 0-9, -, _
                case 0x20: anchor.append(0x2D)
                default: break
                }
            }
            return String(decoding: anchor, as: UTF8.self)
        }
        var anchor = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                anchor.append(character)
            } else if character == " " {
                anchor.append("-")
            }
        }
        return anchor
    }

    /// A file name per case for a batch written into one folder: two ids that clean to the same name
    /// ("a/b" and "a:b") get distinct ones ("a_b.txt", "a_b-2.txt"), so nothing in the batch overwrites
    /// another, whatever the file system's case rules.
    public static func safeFileNames(for ids: [String], extension ext: String) -> [String] {
        var taken = Set<String>()
        return ids.map { id in
            let base = String(safeFileName(for: id, extension: ext).dropLast(ext.count + 1))
            var name = base + "." + ext
            var number = 2
            while !taken.insert(CaseFold.key(name)).inserted {
                name = base + "-\(number)." + ext
                number += 1
            }
            return name
        }
    }

    /// A file name made from a case id that cannot leave the chosen folder: no separators, no leading
    /// dot, no control characters.
    public static func safeFileName(for id: String, extension ext: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || scalar == "/" || scalar == "\\"
                || scalar == ":" {
                name.append("_")
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
        while name.hasPrefix(".") { name.removeFirst() }
        if name.isEmpty { name = "case" }
        // At most 200 bytes (file names hold 255), cut between characters.
        while name.utf8.count > 200 { name.removeLast() }
        return name + "." + ext
    }
}
