import IMRModel

/// How case ids are made: the Case Number, else the file name without extension; "-2", "-3" for later
/// letters of one file and for repeats.
public enum CaseIds {
    package static func base(caseNumber: String?, file: String, index: Int) -> String {
        if let number = caseNumber { return number }
        return asciiBase(file: file, index: index) ?? unicodeBase(file: file, index: index)
    }

    /// The file's name without its extension, made typeable; "-2", "-3" for later letters of a file.
    package static func unicodeBase(file: String, index: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.lastIndex(of: ".").map { String(name[name.startIndex..<$0]) } ?? name
        let cleaned = typeable(stem.isEmpty ? name : stem)
        return index == 0 ? cleaned : "\(cleaned)-\(index + 1)"
    }

    /// The same id as `base` for an ASCII path, by byte (most corpora: no Unicode properties to ask).
    package static func asciiBase(file: String, index: Int) -> String? {
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
    package static func typeable(_ name: String) -> String {
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
    package static func free(from base: String, taken: [String: String], startingAt suffix: inout Int) -> String {
        while taken["\(base)-\(suffix)"] != nil { suffix += 1 }
        defer { suffix += 1 }
        return "\(base)-\(suffix)"
    }
}

extension CaseIds {
    /// What settling a corpus's ids gave besides the ids: every file's problems in order, with the
    /// notices of ids given twice among them, and the warning each case given another id than it asked
    /// for gets, by row.
    package struct Settled {
        package var problems: [LoadProblem] = []
        package var warnings: [Int: String] = [:]
    }

    /// Makes `ids`, the ids the cases ask for (`base`) in corpus order, unique: a repeat becomes the
    /// first free "-2", "-3"… and is noted, in order, so the result does not depend on the cores.
    /// - Parameters:
    ///   - files: how many files the cases came from; `rows(file)` are the rows of a file's cases, and
    ///     `problems(file)` its problems.
    ///   - letter: a case's file path as shown and its letter's place in that file, by (file, row).
    package static func settle(_ ids: inout [String], files: Int, rows: (Int) -> Range<Int>, problems: (Int) -> [LoadProblem],
                       letter: (Int, Int) -> (path: String, index: Int)) -> Settled {
        var settler = Settler(capacity: ids.count)
        settler.settle(&ids, firstRow: 0, files: files, rows: rows, problems: problems, letter: letter)
        return settler.settled
    }

    /// `settle` a run of files at a time, in corpus order (a first open settles each chunk of letters as
    /// it is put in place, `SnapshotColumns`).
    package struct Settler: Sendable {
        package var settled = Settled()
        /// Who has each id so far.
        private var owners: [String: String] = [:]
        /// Where to look for the next free suffix of each repeated id: starting again at "-2" for every
        /// repeat was quadratic (20,000 copies of one letter in a file).
        private var nextSuffix: [String: Int] = [:]

        /// Sized once: at a million cases, growing it step by step rehashed and moved everything ~20 times.
        package init(capacity: Int) {
            owners.reserveCapacity(capacity)
        }

        /// The next files' cases, whose asked-for ids are `ids` (their rows counted from `firstRow` in the
        /// corpus); `rows`, `problems` and `letter` as for `settle`, rows counted in `ids`.
        package mutating func settle(_ ids: inout [String], firstRow: Int, files: Int, rows: (Int) -> Range<Int>,
                             problems: (Int) -> [LoadProblem], letter: (Int, Int) -> (path: String, index: Int)) {
            for file in 0..<files {
                let fileProblems = problems(file)
                // Where each letter's own problems are, so they can name it once it has its id.
                var problemsOfLetter: [Int: [Int]] = [:]
                for (offset, problem) in fileProblems.enumerated() {
                    if let letterIndex = problem.letterIndex, problem.caseId == nil {
                        problemsOfLetter[letterIndex, default: []].append(settled.problems.count + offset)
                    }
                }
                settled.problems += fileProblems
                for row in rows(file) {
                    let (path, index) = letter(file, row)
                    let base = ids[row]
                    if let other = owners[base] {
                        let id = free(from: base, taken: owners, startingAt: &nextSuffix[base, default: 2])
                        let warning = "Case id \(base) is also used by \(other); this letter is listed as \(id)."
                        settled.warnings[firstRow + row] = warning
                        settled.problems.append(LoadProblem(path: path, kind: .duplicateId, reason: warning, caseId: id))
                        ids[row] = id
                    }
                    owners[ids[row]] = path
                    // The file's problems about this letter now name it (the problems view jumps to it).
                    if !problemsOfLetter.isEmpty {
                        for problem in problemsOfLetter[index] ?? [] { settled.problems[problem].caseId = ids[row] }
                    }
                }
            }
        }
    }
}
