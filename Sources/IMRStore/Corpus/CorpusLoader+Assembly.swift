import Dispatch
import IMRLetters
import IMRModel
import IMRText
import IMRColumns

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
                files[file].cases.withUnsafeBufferPointer { cases in
                    for position in cases.indices {
                        target.buffer[firstCase[file] + position] = CaseIds.base(
                            caseNumber: cases[position].caseNumber, file: cases[position].file,
                            index: cases[position].index)
                    }
                }
            }
        }
        let settled = CaseIds.settle(&ids, files: files.count, rows: { firstCase[$0]..<firstCase[$0 + 1] },
                                     problems: { files[$0].problems }, letter: { file, row in
            // Fields read where they lie: a copy of the case retained every field of it.
            files[file].cases.withUnsafeBufferPointer { ($0[row - firstCase[file]].file, $0[row - firstCase[file]].index) }
        })
        corpus.problems = settled.problems
        // Gathered in one array and handed over once: appending to the CaseList one by one copied it.
        let finalIds = ids, warnings = settled.warnings
        let cases = [IMRCase](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = UnsafeSendablePointer(buffer)
            forEachFileOnEveryCore { file in
                for (position, parsed) in files[file].cases.enumerated() {
                    let row = firstCase[file] + position
                    var imrCase = parsed
                    imrCase.id = finalIds[row]
                    if let warning = warnings[row] { imrCase.warnings.append(warning) }
                    (target.buffer.baseAddress! + row).initialize(to: imrCase)
                }
            }
            initialized = total
        }
        corpus.cases = CaseList(cases)
        return corpus
    }
}
