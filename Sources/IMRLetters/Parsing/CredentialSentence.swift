import IMRModel
import IMRText

/// The credentials' sentence wording ("The expert reviewer is Board Certified in X and is licensed to
/// practice in Z.") read on the section's bytes. The section holds the letter's own decisions too, so a memo
/// keyed by all of it only missed and kept every section (issue 32 point 2, a fifth step); the two parts
/// its reading depends on recur, and are the key instead. The string reading
/// (`CredentialsParser.parseJoined`) is the oracle, and reads wherever a character of more than one byte
/// stands in or beside those parts (where the string's characters, not its bytes, decide).
enum CredentialSentence {
    static func reviewer(of lines: Lines, memo: ParseMemo) -> Reviewer {
        // An array, not temporary storage behind a generic of IMRText's: that ran unspecialized here.
        Reflow.joinedBytes(lines).withUnsafeBufferPointer { text in
            guard let parts = parts(of: text) else {
                return CredentialsParser.normalized(CredentialsParser.sentenceCredentials(String(decoding: text, as: UTF8.self)), memo)
            }
            return withKey(parts, of: text) { key in
                memo.reviewer(ofParts: key) {
                    let specialty = parts.specialty.map { Substring(String(decoding: text[$0], as: UTF8.self)) }
                    let licensure = parts.licensure.map { Substring(String(decoding: text[$0], as: UTF8.self)) }
                    return CredentialsParser.normalized(
                        CredentialsParser.sentenceCredentials(specialty: specialty, licensure: licensure), memo)
                }
            }
        }
    }

    typealias Parts = (specialty: Range<Int>?, licensure: Range<Int>?)

    /// Where `CredentialsParser.sentenceCredentials(_:)` finds its two parts in `text`, or nil where a byte
    /// of more than one byte's character stands in either or next to where it ends one.
    static func parts(of text: UnsafeBufferPointer<UInt8>) -> Parts? {
        var parts: Parts = (nil, nil)
        if let certified = ByteSearch.firstOffset(of: "board certified in ", in: text) {
            let start = certified + 19
            if let and = ByteSearch.firstOffset(of: " and is licensed", in: text, from: start) {
                guard isASCII(text, start..<and) else { return nil }
                parts.specialty = start..<and
            } else {
                // The string's search is for the characters ". ": with ASCII around them, the bytes.
                let stop = ByteSearch.firstOffset(of: ". ", in: text, from: start)
                guard isASCII(text, start..<min((stop ?? text.count) + 3, text.count)) else { return nil }
                parts.specialty = start..<(stop ?? text.count)
            }
        }
        let licensed = ByteSearch.firstOffset(of: "licensed to practice in ", in: text).map { $0 + 24 }
            ?? ByteSearch.firstOffset(of: "licensed in ", in: text).map { $0 + 12 }
        if let start = licensed {
            var stop = start
            while stop < text.count, text[stop] != 0x2E { stop += 1 }
            guard isASCII(text, start..<min(stop + 2, text.count)) else { return nil }
            parts.licensure = start..<stop
        }
        return parts
    }

    static func isASCII(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for at in range where text[at] >= 0x80 { return false }
        return true
    }

    /// The memo's key: whether each part was found, and its bytes (0xFF, never in ASCII, between the two).
    static func withKey<Result>(_ parts: Parts, of text: UnsafeBufferPointer<UInt8>,
                                _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let count = 3 + (parts.specialty?.count ?? 0) + (parts.licensure?.count ?? 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { key in
            var at = write(parts.specialty, of: text, into: key, at: 0)
            key[at] = 0xFF
            at = write(parts.licensure, of: text, into: key, at: at + 1)
            return body(UnsafeBufferPointer(rebasing: key[..<at]))
        }
    }

    /// Whether `part` was found, then its bytes, written at `at`: where the key goes on.
    static func write(_ part: Range<Int>?, of text: UnsafeBufferPointer<UInt8>, into key: UnsafeMutableBufferPointer<UInt8>,
                      at start: Int) -> Int {
        key[start] = part == nil ? 0 : 1
        var at = start + 1
        for offset in part ?? 0..<0 {
            key[at] = text[offset]
            at += 1
        }
        return at
    }
}
