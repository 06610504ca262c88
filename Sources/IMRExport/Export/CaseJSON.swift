import Foundation
import TextSafety
import IMRModel

/// JSON in the shape of spec/case.schema.json.
public enum CaseJSON {
    /// One case on one line (for `list --json`).
    public static func line(_ imrCase: IMRCase) -> String {
        written(imrCase, annotations: CaseAnnotations(), pretty: false)
    }

    /// One case on one line, with the user's tags and note when it has either.
    public static func line(_ imrCase: IMRCase, annotations: CaseAnnotations) -> String {
        written(imrCase, annotations: annotations, pretty: false)
    }

    /// Cases one a line (`list --json`), each written into one buffer kept from line to line and handed
    /// on as bytes: no string is made of them, and no buffer for each.
    public struct Lines {
        private var writer = CaseJSONWriter(pretty: false)

        public init() {}

        /// Writes `imrCase`'s line, with its line feed, and hands its bytes to `emit` (valid only there).
        public mutating func write<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations(),
                                             to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            writer.clear()
            writer.write(imrCase, annotations: annotations)
            try emitLine(to: emit)
        }

        /// The same line written from a stored record read in place: no `IMRCase` is made for it.
        package mutating func write<E: Error>(_ record: CaseRecordView, annotations: CaseAnnotations = CaseAnnotations(),
                                              to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            // The writer is called with the case's own type, never through a generic one: it is then
            // compiled for that type (through the error's type it was not, and ran a third slower).
            writer.clear()
            writer.write(record, annotations: annotations)
            try emitLine(to: emit)
        }

        /// Ends the line written and hands its bytes to `emit`.
        private mutating func emitLine<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            writer.append(0x0A)
            try writer.hand(to: emit)
        }
    }

    /// Cases as one pretty-printed array, each at the left margin (the multi-case JSON export): "[\n",
    /// the cases with ",\n" between them, "\n]\n". Each case is written into one buffer kept from case to
    /// case and handed on as bytes, from a decoded case or a stored record read in place alike.
    public struct Document {
        private var writer = CaseJSONWriter(pretty: true)
        private var started = false

        public init() {}

        /// Writes `imrCase` as the array's next element and hands its bytes to `emit` (valid only there).
        public mutating func write<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations(),
                                             to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            next()
            writer.write(imrCase, annotations: annotations)
            try writer.hand(to: emit)
        }

        /// The same element written from a stored record read in place: no `IMRCase` is made for it.
        package mutating func write<E: Error>(_ record: CaseRecordView, annotations: CaseAnnotations = CaseAnnotations(),
                                              to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            next()
            writer.write(record, annotations: annotations)
            try writer.hand(to: emit)
        }

        /// Closes the array (opening it first when no case was written).
        public mutating func end<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            writer.clear()
            if !started { writer.append("[\n") }
            writer.append("\n]\n")
            try writer.hand(to: emit)
        }

        /// Empties the buffer and opens the array, or separates the next element from the last.
        private mutating func next() {
            writer.clear()
            writer.append(started ? ",\n" : "[\n")
            started = true
        }
    }

    public static func pretty(_ imrCase: IMRCase) -> String {
        written(imrCase, annotations: CaseAnnotations(), pretty: true)
    }

    /// One case pretty-printed with the user's tags and note (`show --json`, a case exported as JSON).
    public static func pretty(_ imrCase: IMRCase, annotations: CaseAnnotations) -> String {
        written(imrCase, annotations: annotations, pretty: true)
    }

    /// A case through `CaseJSONWriter`: the bytes `encode(AnnotatedCase(letter, annotations))` gives.
    static func written(_ imrCase: IMRCase, annotations: CaseAnnotations, pretty: Bool) -> String {
        var writer = CaseJSONWriter(pretty: pretty)
        writer.write(imrCase, annotations: annotations)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Any Encodable value in the same form (keys sorted, unsafe code points escaped): written by
    /// `JSONStream`, or by JSONEncoder for what the stream does not write (floating point).
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = false) -> String {
        let stream = JSONStream(pretty: pretty)
        stream.write(value)
        return stream.unsupported ? foundationEncoded(value, pretty: pretty) : String(decoding: stream.bytes, as: UTF8.self)
    }

    /// The same JSON through Foundation's JSONEncoder: what `JSONStream` must equal byte for byte.
    static func foundationEncoded<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .withoutEscapingSlashes, .sortedKeys] : [.withoutEscapingSlashes, .sortedKeys]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return escapingControls(String(decoding: data, as: UTF8.self))
    }

    /// JSONEncoder escapes only U+0000-U+001F: DEL, the C1 controls (U+009B is a CSI to some terminals)
    /// and the invisible direction overrides would reach a terminal raw through `imr list --json`.
    /// They can only stand inside strings here (line feeds and tabs outside strings are layout, and
    /// JSONEncoder has escaped those inside), so each becomes a `\uXXXX` escape: the same text to a JSON reader.
    static func escapingControls(_ json: String) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            scalar != "\n" && scalar != "\t" && ControlEscape.needsEscape(scalar)
        }
        guard json.unicodeScalars.contains(where: unsafe) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard unsafe(scalar) else {
                out.append(scalar)
                continue
            }
            // Code points beyond the BMP are written as their UTF-16 surrogate pair, as JSON requires.
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            }
        }
        return String(out)
    }
}
