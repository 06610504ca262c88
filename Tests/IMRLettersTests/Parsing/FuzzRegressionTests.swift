import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import CaseFixtures
import LetterFixtures
import TestFixtures

/// Inputs that fuzzing and the scaling probes (docs/fuzzing.md) found to crash, hang or blow up.
/// Each growth test parses one input 40 times the size at which its quadratic bug already took seconds:
/// linear work takes well under a second even in a debug build, the old bugs would take many minutes,
/// so the suite's time limit catches a return of any of them. Nothing here times itself: speed is the
/// benchmark's business (imr-bench).
@Suite(.timeLimit(.minutes(3)))
struct FuzzRegressionTests {
    static let determination = "HOW THE IMR FINAL DETERMINATION WAS MADE\n"
    static let itemsHeading = "IMR ISSUES, DECISIONS AND RATIONALES\n"

    /// Parses `make(40 * n)` and expects it read as a letter or reported, with the path.
    static func expectNoBlowUp(n: Int, sourceLocation: SourceLocation = #_sourceLocation, _ make: (Int) -> String) {
        let parsed = FileParser.parse(bytes: Array(make(40 * n).utf8), displayPath: "grow.txt")
        #expect(!parsed.cases.isEmpty || parsed.problems.contains { $0.path == "grow.txt" && !$0.reason.isEmpty },
                sourceLocation: sourceLocation)
    }

    // MARK: Quadratic blow-ups (each was seconds to minutes on a file under 1 MB)

    /// `dropLast()` in a loop counted the whole line each time: "Pillow: Upheld" followed by 80,000 dots took 25 s.
    @Test func headingEndingInManyDots() {
        Self.expectNoBlowUp(n: 5_000) { n in
            Self.determination + Self.itemsHeading + "Pillow: Upheld" + String(repeating: ".", count: n)
                + "\nDecision rationale: x\n"
        }
    }

    /// Same loop in the citation reader: a guideline line ending in thousands of semicolons.
    @Test func guidelineEndingInManySemicolons() {
        Self.expectNoBlowUp(n: 5_000) { n in
            Self.determination + Self.itemsHeading + "Pillow: Upheld\nMAXIMUS guideline: Decision based on ODG"
                + String(repeating: ";", count: n) + "\nDecision rationale: x\n"
        }
    }

    /// Same loop in the credentials reader: a specialty followed by thousands of commas.
    @Test func credentialsWithManyCommas() {
        Self.expectNoBlowUp(n: 5_000) { n in
            Self.determination + "The expert reviewer is Board Certified in Pain" + String(repeating: ",", count: n)
                + " and is licensed to practice in Texas.\n"
        }
    }

    /// Reflow looked behind a line's final hyphen with `dropLast()` on the growing paragraph:
    /// 16,000 lines ending in a hyphen took 2 s, 32,000 took 6 s.
    @Test func manyLinesEndingInAHyphen() {
        Self.expectNoBlowUp(n: 4_000) { n in
            Self.determination + String(repeating: "ab-\n", count: n)
        }
        Self.expectNoBlowUp(n: 4_000) { n in
            Self.determination + "CLINICAL CASE SUMMARY\n" + String(repeating: "a-\n", count: n)
        }
    }

    /// The header reader searched and removed in one list of labels waiting for values.
    @Test func headerWithThousandsOfLabels() {
        Self.expectNoBlowUp(n: 4_000) { n in
            "Case Number: CM16-1234567\n" + String(repeating: "Date Assigned: foo\n", count: n) + Self.determination
        }
        Self.expectNoBlowUp(n: 4_000) { n in
            "Case Number:\n" + String(repeating: "Date Assigned:\n", count: n)
                + String(repeating: "foo bar\n", count: n) + Self.determination
        }
    }

    /// A repeated label without a value is one warning, not one per repeat.
    @Test func repeatedUnreadHeaderLabelWarnsOnce() {
        let text = "Case Number: CM16-1234567\n" + String(repeating: "Priority:\n", count: 50) + Self.determination
        let imrCase = Fixture.letter(text)
        #expect(imrCase.caseNumber == "CM16-1234567")
        #expect(imrCase.warnings.filter { $0.contains("Priority") }.count == 1)
    }

    /// The header still pairs labels and values as before, in both layouts.
    @Test func headerPairingIsUnchanged() {
        let layout = Fixture.letter("""
            Case Number:        CM16-0000001     Date Assigned:   01/02/2016
            Date of Injury:     03/04/2010       Decision Date:   05/06/2016
            Priority:           Standard
            """ + "\n" + Self.determination)
        #expect(layout.caseNumber == "CM16-0000001")
        #expect(layout.dates.assigned == CalendarDate(year: 2016, month: 1, day: 2))
        #expect(layout.patient.dateOfInjury == CalendarDate(year: 2010, month: 3, day: 4))
        #expect(layout.dates.decision == CalendarDate(year: 2016, month: 5, day: 6))
        #expect(layout.priority == "Standard")
        let raw = Fixture.letter("""
            Case Number:
            Date Assigned:
            Date of Injury:
            Priority:
            CM16-0000002
            01/02/2016
            03/04/2010
            Expedited
            """ + "\n" + Self.determination)
        #expect(raw.caseNumber == "CM16-0000002")
        #expect(raw.dates.assigned == CalendarDate(year: 2016, month: 1, day: 2))
        #expect(raw.patient.dateOfInjury == CalendarDate(year: 2010, month: 3, day: 4))
        #expect(raw.priority == "Expedited")
    }

    /// The MTUS topic reader removed filler words one `removeFirst()` at a time.
    @Test func citationWithThousandsOfFillerWords() {
        Self.expectNoBlowUp(n: 10_000) { n in
            Self.determination + Self.itemsHeading + "Pillow: Upheld\nMAXIMUS guideline: Decision based on MTUS Chronic Pain"
                + String(repeating: " 2004", count: n) + " Opioids\nDecision rationale: x\n"
        }
        let imrCase = Fixture.letter(Self.determination + Self.itemsHeading
            + "Pillow: Upheld\nMAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment Guidelines 2009 Opioids\nDecision rationale: x\n")
        #expect(imrCase.items.first?.maximusGuideline.first?.topic == "Opioids")
    }

    /// Trailing punctuation is still trimmed where it was before.
    @Test func trailingPunctuationIsStillTrimmed() {
        let imrCase = Fixture.letter(Self.determination
            + "The expert reviewer is Board Certified in Neurology,, and is licensed to practice in Texas...\n"
            + Self.itemsHeading + "Pillow, cervical,: Upheld...\nMAXIMUS guideline: Decision based on ODG, Neck;;.\nDecision rationale: x\n")
        #expect(imrCase.reviewer.specialtiesAsWritten == ["Neurology"])
        #expect(imrCase.reviewer.licensure == ["Texas"])
        #expect(imrCase.items.first?.decision == .upheld)
        #expect(imrCase.items.first?.treatment == "Pillow, cervical,")
        #expect(imrCase.items.first?.maximusGuideline.first?.text == "ODG, Neck")
    }

    // MARK: Traps

    /// A negation the reasons' reader found running on past its verdict's start (a sentence broken by typing
    /// slips, "is establishc ulcer or bleeed") left it an empty range to cut at: a trap (fuzzing, 2026-11-27).
    @Test func aNegationRunningPastTheVerdict() {
        let sentence = "Given the above, medical necessity for Protonix 70mg #60 is establishc ulcer or bleeed, "
            + "the clinical findings meet the criteria set out in the guideline."
        #expect(ReasonReader.reasons(in: sentence, decision: .overturned, treatment: nil).map(\.id) == ["criteria-met"])
    }

    // MARK: Replays of the fuzzer's inputs

    /// Every input in Fixtures/fuzz parses without a trap: small forms of the inputs above, and each input
    /// the fuzzer saves as a crash, timeout or out-of-memory, minimised (docs/fuzzing.md). The folder ships
    /// with the repository: a checkout without it fails here rather than replaying nothing.
    @Test func savedFuzzInputsParse() throws {
        let folder = try FixtureFile.fuzzInputs.require()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(!names.isEmpty)
        for name in names.sorted() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            let parsed = FileParser.parse(bytes: bytes, displayPath: name)
            #expect(!parsed.cases.isEmpty || !parsed.problems.isEmpty, "\(name)")
        }
    }
}
