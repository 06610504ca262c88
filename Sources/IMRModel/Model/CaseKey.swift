import IMRText

/// What notes and tags are kept under, so they survive a moved or re-downloaded corpus: the case
/// number where the letter has one, else "text:" and a fingerprint (FNV-1a, 64 bits) of the letter's
/// summary, treatments and rationales, which do not change with the file's name or place.
public enum CaseKey {
    static let separator = "\u{1F}"

    public static func of(_ imrCase: IMRCase) -> String {
        if let number = imrCase.caseNumber?.trimmingSpaces, !number.isEmpty { return String(number) }
        // Fields apart by a separator no letter text holds, so moving words between fields changes the key;
        // hashed one after another, as their concatenation would be.
        var value = FNV1a.hash(imrCase.summary)
        for item in imrCase.items {
            value = FNV1a.hash(item.treatment, continuing: FNV1a.hash(Self.separator, continuing: value))
            value = FNV1a.hash(item.rationale, continuing: FNV1a.hash(Self.separator, continuing: value))
        }
        return "text:" + FNV1a.hex(value)
    }
}
