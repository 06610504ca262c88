import Testing
import LetterFixtures
import TestFixtures
@testable import IMRLetters
@testable import IMRText
import IMRModel

/// The sentence of a rationale that carries its decision, on invented text and on the real letters.
@Suite struct DecisiveSentenceTests {
    @Test func theLastMedicallyNecessarySentenceWins() {
        let rationale = """
            The guideline states the test is medically necessary when red flags are present. There are no red \
            flags documented. Therefore, the request for MRI of the lumbar spine is not medically necessary. \
            The patient may return to work.
            """
        #expect(DecisiveSentence.of(rationale) == "Therefore, the request for MRI of the lumbar spine is not medically necessary.")
    }

    @Test func recommendedCountsWhenNothingSaysMedicallyNecessary() {
        let rationale = "ODG discusses topical compounds. This compound is not recommended. Records were reviewed."
        #expect(DecisiveSentence.of(rationale) == "This compound is not recommended.")
    }

    /// A caution added after the verdict names no decision, whatever words it uses.
    @Test func aCautionAfterTheVerdictIsPassedOver() {
        let rationale = "There is no documented functional benefit. Therefore, Norco is not medically necessary. "
            + "This should not be interpreted as a recommendation that opioids be stopped abruptly; weaning is medically necessary."
        #expect(DecisiveSentence.of(rationale) == "Therefore, Norco is not medically necessary.")
        #expect(DecisiveSentence.of("This should not be interpreted as advice.") == "This should not be interpreted as advice.")
    }

    /// A partial certification's closing statement of what is disputed says "not medically necessary"
    /// of whatever was left over, in every such letter: the reviewer's own verdict before it is shown.
    @Test func aPartialCertificationsStatementIsPassedOver() {
        let rationale = "The guideline allows up to 10 visits. She has had 14 visits with little change. "
            + "Therefore, further therapy is not medically necessary. Eight visits of aquatic therapy was the original request. "
            + "Four visits were certified by the Claims Administrator. The remaining IMR eligible portion of the original "
            + "request, four visits of aquatic therapy, is not medically necessary."
        #expect(DecisiveSentence.of(rationale) == "Therefore, further therapy is not medically necessary.")
        // With no verdict of the reviewer's own, the last sentence that is not boilerplate.
        let bare = "She has had 14 visits with little change. Eight visits was the original request. "
            + "Four visits were modified by the Claims Administrator. "
            + "The remaining IMR eligible portion of the original request, four visits, is not medically necessary."
        #expect(DecisiveSentence.of(bare) == "She has had 14 visits with little change.")
        // A caution worded with a stem's other form ("stopped suddenly") is boilerplate too.
        #expect(DecisiveSentence.of("Norco is not medically necessary. It should not be stopped suddenly; weaning is medically necessary.")
                == "Norco is not medically necessary.")
    }

    @Test func elseTheClosingSentence() {
        #expect(DecisiveSentence.of("The records were read. The request is upheld.") == "The request is upheld.")
        #expect(DecisiveSentence.of("   ") == "")
    }

    @Test func abbreviationsInitialsAndNumbersDoNotEndASentence() {
        let text = "Dr. Smith saw the patient on 10/25/2013, e.g. for pain. Per ACOEM p. 303, an MRI is indicated. "
            + "Norco 7.5 mg was given to J. Doe. Done!"
        #expect(Sentences.split(text) == [
            "Dr. Smith saw the patient on 10/25/2013, e.g. for pain.",
            "Per ACOEM p. 303, an MRI is indicated.",
            "Norco 7.5 mg was given to J. Doe.",
            "Done!",
        ])
    }

    /// A dose's unit ends its sentence where a capital follows, but not before a word in lower case nor
    /// before the dose's own abbreviation.
    @Test func aDoseUnitEndsASentenceBeforeACapital() {
        #expect(Sentences.split("She took naproxen 500 mg. The pain did not change. Gabapentin 300 mg. daily was added.") == [
            "She took naproxen 500 mg.", "The pain did not change.", "Gabapentin 300 mg. daily was added.",
        ])
        #expect(Sentences.split("Norco 10/325 mg. PRN was refilled. Baclofen 10 MG. B.I.D. was added. Tramadol 50 MG. It helps.") == [
            "Norco 10/325 mg. PRN was refilled.", "Baclofen 10 MG. B.I.D. was added.", "Tramadol 50 MG.", "It helps.",
        ])
    }

    /// An abbreviation is one in capitals too; a word of another script is read as before (an initial
    /// of one letter, else a word).
    @Test func abbreviationsAreKnownInCapitalsAndInitialsInAnyScript() {
        #expect(Sentences.split("Seen by DR. Lee on the 3rd. É. Müller agreed. APPROX. Ten visits. Été. Fin") == [
            "Seen by DR. Lee on the 3rd.", "É. Müller agreed.", "APPROX. Ten visits.", "Été.", "Fin",
        ])
    }

    @Test func quotesCloseWithTheirSentenceAndLineBreaksBecomeSpaces() {
        let text = "MTUS says, \"Imaging is not recommended.\" The request\nis medically necessary.\n\nA new paragraph"
        #expect(Sentences.split(text) == [
            "MTUS says, \"Imaging is not recommended.\"",
            "The request is medically necessary.",
            "A new paragraph",
        ])
    }

    /// Every real rationale gives a sentence of its own text that carries a verdict; most of them say
    /// "medically necessary" in it, as reviewers close.
    @Test func realRationalesGiveTheirVerdict() throws {
        let corpus = try RealLetters.folder(.dwcLayout)
        let items = corpus.cases.flatMap(\.items).filter { !$0.rationale.isEmpty }
        #expect(items.count > 200)
        var saysNecessity = 0
        for item in items {
            let sentence = DecisiveSentence.of(item.rationale)
            #expect(!sentence.isEmpty)
            let flattened = item.rationale.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flattened.contains(sentence), "not a sentence of its rationale: \(sentence)")
            #expect(sentence.count < flattened.count || Sentences.split(item.rationale).count == 1)
            if sentence.lowercased().contains("medically necessary") { saysNecessity += 1 }
        }
        #expect(saysNecessity * 10 >= items.count * 9, "\(saysNecessity) of \(items.count) say medically necessary")
    }

    /// A real partial certification whose reviewer gives no verdict of their own: what is shown is a
    /// sentence of the reviewer's, not the statement of what was disputed.
    @Test func aRealPartialCertificationShowsTheReviewersSentence() throws {
        let corpus = try RealLetters.folder(.dwcLayout)
        let imrCase = try #require(corpus.cases.first { $0.id == "CM17-0016761" })
        let item = imrCase.items[0]
        #expect(item.partialCertification != nil)
        let sentence = DecisiveSentence.of(item.rationale)
        #expect(!sentence.lowercased().contains("eligible portion"))
        #expect(!sentence.lowercased().contains("claims administrator"))
        #expect(!sentence.lowercased().contains("original request"))
    }

    @Test func aRealRationaleEndsOnItsVerdict() throws {
        let corpus = try RealLetters.folder(.dwcLayout)
        let imrCase = try #require(corpus.cases.first { $0.id == "CM16-0213037" })
        #expect(DecisiveSentence.of(imrCase.items[0].rationale)
                == "Therefore the request for an MRI of the shoulder is determined to be not medically necessary.")
    }
}
