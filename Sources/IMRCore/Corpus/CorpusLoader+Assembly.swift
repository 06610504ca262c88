import Dispatch

extension CorpusLoader {
    /// Concatenates in order and gives every case its unique id. The ids the letters ask for are made,
    /// and the cases copied into one array, on every core; only the uniqueness of ids is settled in order.
    public static func assemble(_ files: [ParsedFile]) -> Corpus {
        var corpus = Corpus()
        // Where each file's cases start among all of them.
        var starts = [Int](repeating: 0, count: files.count + 1)
        for position in files.indices { starts[position + 1] = starts[position] + files[position].cases.count }
        let firstCase = starts, total = starts[files.count]
        let chunks = ProcessInfoLite.cores * 8
        let filesPerChunk = max(1, (files.count + chunks - 1) / chunks)
        let chunkCount = (files.count + filesPerChunk - 1) / filesPerChunk
        // `body` for each file, a chunk of files on each core.
        func forEachFileOnEveryCore(_ body: @Sendable (Int) -> Void) {
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                for file in (chunk * filesPerChunk)..<min(files.count, (chunk + 1) * filesPerChunk) { body(file) }
            }
        }
        var ids = [String](repeating: "", count: total)
        ids.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            forEachFileOnEveryCore { file in
                files[file].cases.withUnsafeBufferPointer { letters in
                    for position in letters.indices {
                        target.buffer[firstCase[file] + position] = CaseIds.base(
                            caseNumber: letters[position].caseNumber, file: letters[position].file,
                            index: letters[position].index)
                    }
                }
            }
        }
        // Sized once: at a million cases, growing it step by step rehashed and moved everything ~20 times.
        var owners: [String: String] = [:]
        owners.reserveCapacity(total)
        // Where to look for the next free suffix of each repeated id: starting again at "-2" for every
        // repeat was quadratic (20,000 copies of one letter in a file).
        var nextSuffix: [String: Int] = [:]
        // The warning each case given another id than it asked for gets.
        var added: [Int: String] = [:]
        for file in files.indices {
            // Where each letter's own problems are, so they can name it once it has its id.
            var problemsOfLetter: [Int: [Int]] = [:]
            for (offset, problem) in files[file].problems.enumerated() {
                if let letterIndex = problem.letterIndex, problem.caseId == nil {
                    problemsOfLetter[letterIndex, default: []].append(corpus.problems.count + offset)
                }
            }
            corpus.problems += files[file].problems
            files[file].cases.withUnsafeBufferPointer { letters in
                for position in letters.indices {
                    let row = firstCase[file] + position
                    let base = ids[row]
                    if let other = owners[base] {
                        let id = CaseIds.free(from: base, taken: owners, startingAt: &nextSuffix[base, default: 2])
                        let warning = "Case id \(base) is also used by \(other); this letter is listed as \(id)."
                        added[row] = warning
                        corpus.problems.append(LoadProblem(path: letters[position].file, kind: .duplicateId, reason: warning,
                                                           caseId: id))
                        ids[row] = id
                    }
                    owners[ids[row]] = letters[position].file
                    // The file's problems about this letter now name it (the problems view jumps to it).
                    if !problemsOfLetter.isEmpty {
                        for problem in problemsOfLetter[letters[position].index] ?? [] { corpus.problems[problem].caseId = ids[row] }
                    }
                }
            }
        }
        // Gathered in one array and handed over once: appending to the CaseList one by one copied it.
        let finalIds = ids, warnings = added
        let cases = [IMRCase](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = UnsafeSendablePointer(buffer)
            forEachFileOnEveryCore { file in
                for (position, parsed) in files[file].cases.enumerated() {
                    let row = firstCase[file] + position
                    var letter = parsed
                    letter.id = finalIds[row]
                    if let warning = warnings[row] { letter.warnings.append(warning) }
                    (target.buffer.baseAddress! + row).initialize(to: letter)
                }
            }
            initialized = total
        }
        corpus.cases = CaseList(cases)
        return corpus
    }
}
