import Testing
@testable import IMRText
@testable import IMRVocabulary

/// A request's scalars folded byte by byte in place, against the one case folding (`CaseFold`): the
/// string lower-cased in ASCII and beyond, but a letter whose lower case is longer ("\u{130}") kept.
struct LowercasedScalarsTests {
    @Test func foldedInPlaceIsTheCaseFold() {
        let texts = ["MRI of the L-Spine", "Norco 10/325MG #60", "", "a", "ZZ top", "Caf\u{E9} LATTE", "\u{130}stanbul",
                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ @[`{", "e\u{301}", "short"]
        for text in texts {
            #expect(TreatmentText.lowercasedScalars(text) == Array(CaseFold.key(text).unicodeScalars), "\(text)")
            if !text.contains("\u{130}") {
                #expect(TreatmentText.lowercasedScalars(text) == Array(text.lowercased().unicodeScalars), "\(text)")
            }
        }
    }
}
