import IMRText
import IMRVocabulary

/// Helpers the tests of every core target share: text compared word by word, a treatment's identity.
/// (LetterFixtures adds letters written by hand and parsed.)
public enum Fixture {
    /// Words as search and comparisons see them: runs of letters and digits, folded by `CaseFold`.
    /// Every character beyond ASCII is part of a word, as in the word index (`Tokenizer`), which lies
    /// in a target above most of the tests that compare words.
    public static func words(_ text: String) -> [String] {
        CaseFold.key(text).split { $0.isASCII && !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// True when `needle` appears as a contiguous run inside `haystack`.
    public static func containsRun(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    /// True when `needle` is a subsequence of `haystack` (in order, gaps allowed).
    public static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var iterator = haystack.makeIterator()
        for word in needle {
            var found = false
            while let next = iterator.next() { if next == word { found = true; break } }
            if !found { return false }
        }
        return true
    }

    /// What precedents join a request by: its key, and for a key that regions tell apart, its regions
    /// ("MRI @ lumbar spine"; "hydrocodone/acetaminophen", whatever region the request names).
    public static func treatmentIdentity(_ text: String) -> String? {
        guard let normalized = TreatmentNormalizer.normalize(text) else { return nil }
        guard TreatmentIdentity.isRegional(key: normalized.key, kind: normalized.kind), !normalized.regions.isEmpty else {
            return normalized.key
        }
        return normalized.key + " @ " + normalized.regions.joined(separator: " + ")
    }

    /// The words of a request imr says it did not understand ("(no key)" for a request it keys not at all).
    public static func treatmentDoubt(_ text: String) -> [String] {
        TreatmentNormalizer.normalize(text)?.doubt ?? ["(no key)"]
    }
}
