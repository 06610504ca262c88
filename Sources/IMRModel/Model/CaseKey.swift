import IMRText

/// What notes and tags are kept under, so they survive a moved or re-downloaded corpus: the case
/// number where the letter has one, else "text:" and a fingerprint (FNV-1a, 64 bits) of the letter's
/// summary, treatments and rationales, which do not change with the file's name or place.
public enum CaseKey {
    static let separator = "\u{1F}"

    /// The key of a decoded case or of a stored record read in place (`CaseFields`).
    public static func of<Case: CaseFields>(_ imrCase: Case) -> String {
        if let caseNumber = imrCase.caseNumber {
            let number = string(caseNumber).trimmingSpaces
            if !number.isEmpty { return String(number) }
        }
        // Fields apart by a separator no letter text holds, so moving words between fields changes the key;
        // hashed one after another, as their concatenation would be.
        var value = hash(imrCase.summary, continuing: FNV1a.start)
        for item in imrCase.items {
            value = hash(item.treatment, continuing: FNV1a.hash(Self.separator, continuing: value))
            value = hash(item.rationale, continuing: FNV1a.hash(Self.separator, continuing: value))
        }
        return "text:" + FNV1a.hex(value)
    }

    private static func string<Text: UTF8Text>(_ text: Text) -> String {
        text.withUTF8Bytes { String(decoding: $0, as: UTF8.self) }
    }

    private static func hash<Text: UTF8Text>(_ text: Text, continuing value: UInt64) -> UInt64 {
        text.withUTF8Bytes { FNV1a.hash(bytes: $0, continuing: value) }
    }
}
