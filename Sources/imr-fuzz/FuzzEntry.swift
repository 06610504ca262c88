import Foundation
import IMRIndex
import TextSafety
import IMRExport
import IMRLetters
import IMRText

/// libFuzzer's entry: one input, parsed as a letter file. Any crash, trap or sanitizer report is a bug.
/// Built with `-sanitize=fuzzer` (see docs/fuzzing.md) libFuzzer supplies `main`; built normally, the
/// `Replay` entry in Replay.swift runs inputs from files instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzCheck.run(bytes)
    return 0
}

enum FuzzCheck {
    /// Parses the bytes and checks what must always hold of the result.
    static func run(_ bytes: [UInt8]) {
        // The line ends and form feeds the decoder's scan hands the parser are those the line splitter
        // finds alone.
        if let decoded = try? TextDecoding.decodedText(bytes), let breaks = decoded.breaks,
           breaks.lineEnds != LineSplitter.rawLines(decoded.bytes).ends
            || breaks.formFeeds != decoded.bytes.indices.filter({ decoded.bytes[$0] == 0x0C }) {
            trap("the decoder's line ends or form feeds are not the line splitter's")
        }
        let parsed = FileParser.parse(bytes: bytes, displayPath: "fuzz.txt")
        // A file gives letters or a problem, never nothing.
        if parsed.cases.isEmpty && parsed.problems.isEmpty {
            trap("no case and no problem")
        }
        for problem in parsed.problems where problem.path != "fuzz.txt" || problem.reason.isEmpty {
            trap("a problem without path or reason")
        }
        for imrCase in parsed.cases {
            if imrCase.file != "fuzz.txt" { trap("a case lost its file") }
            for item in imrCase.items where item.treatment.isEmpty { trap("an item without treatment") }
            // Whatever the letter holds, no export carries a byte a terminal would act on. CSV ends its
            // rows with CR LF, as its RFC says: a line end like LF, not a raw carriage return.
            for format in ExportFormat.allCases {
                let text = format.render(imrCase).replacingOccurrences(of: "\r\n", with: "\n")
                if text.unicodeScalars.contains(where: isRawControl) { trap("a raw control character in the \(format) export") }
            }
        }
    }

    /// Anything the exports promise to escape (the one set of rules, TextSafety's); line feed and tab stay.
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && ControlEscape.needsEscape(scalar)
    }

    static func trap(_ message: String) -> Never {
        print("imr-fuzz: invariant broken: \(message)")
        fflush(nil)  // every stream: the message must be out before the abort
        abort()
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
