import IMRFiles
import IMRText

/// The front of a letter's parse, the decoder's scan and the line splitter, over the files of a folder
/// that the scan reads as they are (UTF-8, line feeds) on one core: µs a file with the scan's line ends
/// and form feeds handed to the splitter, and with the splitter searching the text for them itself
/// (`imr-bench --child front FOLDER [N]`), the two alternated, medians of seven.
enum FrontBench {
    static func child(_ folder: String, limit: Int) -> Int32 {
        guard let listed = try? FileCollector.collect([folder]) else { return 1 }
        let contents = listed.files.prefix(limit).compactMap { file -> [UInt8]? in
            guard let bytes = try? FileReading.bytes(atPath: file.path, expectedSize: Int(file.size)),
                  let decoded = try? TextDecoding.decodedText(bytes), decoded.breaks != nil, decoded.bytes == bytes else { return nil }
            return bytes
        }
        var lines = 0
        func front(handingBreaks: Bool) -> Double {
            Clock.time {
                for bytes in contents {
                    var breaks: TextBreaks? = handingBreaks ? TextBreaks() : nil
                    breaks?.lineEnds.reserveCapacity(bytes.count / 32 + 1)
                    _ = bytes.withUnsafeBufferPointer { TextDecoding.scan($0, breaks: &breaks) }
                    lines += LineSplitter.lines(of: bytes, breaks: breaks).count
                }
            }
        }
        var handed: [Double] = [], searched: [Double] = []
        for _ in 0..<7 {
            handed.append(front(handingBreaks: true))
            searched.append(front(handingBreaks: false))
        }
        let perFile = 1e6 / Double(max(1, contents.count))
        func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] * perFile }
        print(median(handed), median(searched), contents.count, lines)
        return 0
    }
}
