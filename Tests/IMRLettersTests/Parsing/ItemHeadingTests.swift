import Testing
@testable import IMRLetters
@testable import IMRModel
import CaseFixtures
import LetterFixtures
import IMRText

/// Decision headings in every shape letters.md describes.
@Suite struct ItemHeadingTests {
    static func items(_ text: String) -> [Item] {
        ItemsParser.parse(Fixture.lines(text)).items
    }

    static let fields = """
        Claims Administrator guideline: Decision based on MTUS Knee Complaints 2004.
        MAXIMUS guideline: Decision based on MTUS Knee Complaints 2004.
        Decision rationale: The notes do not support it.
        """

    @Test func headingDecisionsAreTheDecisionTitles() {
        #expect(ItemsParser.decisionTitles.map { $0.0 } == Decision.allCases)
        #expect(ItemsParser.decisionTitles.map { $0.1.description } == Decision.allCases.map(\.title))
    }

    @Test func oneLineHeading() {
        let items = Self.items("Knee brace, hinged: Overturned\n" + Self.fields)
        #expect(items.map(\.treatment) == ["Knee brace, hinged"])
        #expect(items.map(\.decision) == [.overturned])
    }

    @Test func headingWrappedOverLines() {
        let items = Self.items("""
            The Final Determination was based on decisions for the disputed items/services set forth below:
            Outpatient arthroscopic partial meniscectomy of the left knee with
            chondroplasty and removal of loose bodies: Upheld
            """ + "\n" + Self.fields)
        #expect(items.map(\.treatment) == ["Outpatient arthroscopic partial meniscectomy of the left knee with chondroplasty and removal of loose bodies"])
        #expect(items.map(\.decision) == [.upheld])
    }

    @Test func decisionAloneOnTheNextLine() {
        let items = Self.items("Twelve visits of aquatic therapy for the knees:\nOverturned\n" + Self.fields)
        #expect(items.map(\.treatment) == ["Twelve visits of aquatic therapy for the knees"])
        #expect(items.map(\.decision) == [.overturned])
    }

    @Test func colonsInsideTheTreatment() {
        let items = Self.items("Retrospective request for Toradol (DOS: 05/12/2014): Upheld\n" + Self.fields)
        #expect(items.map(\.treatment) == ["Retrospective request for Toradol (DOS: 05/12/2014)"])
    }

    @Test func modifiedRequestAuthorizedByFormula() {
        let items = Self.items("""
            Aquatic therapy ten visits was the original request. Aquatic therapy four visits was authorized by the
            Claims Administrator. The remaining IMR eligible portion of the original request, Aquatic therapy six
            visits is: Overturned
            """ + "\n" + Self.fields)
        #expect(items.count == 1)
        #expect(items.first?.treatment == "Aquatic therapy six visits")
        #expect(items.first?.originalRequest == "Aquatic therapy ten visits")
        #expect(items.first?.authorizedPortion == "Aquatic therapy four visits")
        #expect(items.first?.decision == .overturned)
    }

    /// The part authorized said with another verb or by utilization review rather than the claims
    /// administrator reads the same.
    @Test(arguments: [
        "Knee brace was the original request. A soft knee sleeve was certified by the Claims Administrator. The remaining IMR eligible portion of the original request, Hinged knee brace is: Upheld",
        "Knee brace was the original request. A soft knee sleeve was approved by utilization review. The remaining IMR eligible portion of the original request, Hinged knee brace is: Upheld",
        "Knee brace was the original request. Utilization review certified A soft knee sleeve, leaving the original request IMR eligible. The original request, Hinged knee brace is: Upheld",
    ])
    func modifiedRequestAuthorizedInOtherWords(heading: String) {
        let items = Self.items(heading + "\n" + Self.fields)
        #expect(items.first?.treatment == "Hinged knee brace")
        #expect(items.first?.originalRequest == "Knee brace")
        #expect(items.first?.authorizedPortion?.lowercased() == "a soft knee sleeve")
    }

    @Test func modifiedRequestLeavingFormula() {
        let items = Self.items("""
            Home health aide 8 hours a day for 6 weeks was the original request. The Claims Administrator
            authorized Home health aide 4 hours a day for 2 weeks, leaving the original request IMR eligible. The
            original request, Home health aide 8 hours a day for 6 weeks is: Upheld
            """ + "\n" + Self.fields)
        #expect(items.first?.treatment == "Home health aide 8 hours a day for 6 weeks")
        #expect(items.first?.originalRequest == "Home health aide 8 hours a day for 6 weeks")
        #expect(items.first?.authorizedPortion == "Home health aide 4 hours a day for 2 weeks")
        #expect(items.first?.decision == .upheld)
    }

    /// A heading that speaks of a partial certification in words imr does not know is kept whole and
    /// said, never taken apart by guess: the authorized part missing, the remaining request missing, or
    /// the original request worded otherwise.
    @Test func aPartialCertificationReadOnlyInPartIsSaid() {
        let cases: [(heading: String, missed: String)] = [
            ("Lidocaine patches #90 was the original request. The Claims Administrator modified it to #30. The remaining IMR eligible portion of the original request, Lidocaine patches #60 is: Upheld",
             "no part authorized by the claims administrator found"),
            ("Massage therapy eight sessions was the original request. Massage therapy four sessions was authorized by the Claims Administrator. Massage therapy four sessions is: Upheld",
             "the remaining request IMR decided is not found"),
            ("Original request: TENS unit rental for 60 days; 30 days were certified by utilization review; remaining 30 days: Upheld",
             "its original request is not worded"),
        ]
        for (heading, missed) in cases {
            let result = ItemsParser.parse(Fixture.lines(heading + "\n" + Self.fields))
            #expect(result.items.count == 1, "\(heading)")
            #expect(result.warnings.contains { $0.contains("a partial certification read only in part (\(missed)") }, "\(result.warnings)")
        }
        // Read whole: nothing said.
        let whole = ItemsParser.parse(Fixture.lines("""
            Aquatic therapy ten visits was the original request. Aquatic therapy four visits was authorized by the
            Claims Administrator. The remaining IMR eligible portion of the original request, Aquatic therapy six
            visits is: Overturned
            """ + "\n" + Self.fields))
        #expect(!whole.warnings.contains { $0.contains("partial certification") }, "\(whole.warnings)")
    }

    @Test func modifiedRequestAfterARationaleAcrossAPageBreak() {
        let items = Self.items("""
            Splint for the thumb: Upheld
            MAXIMUS guideline: Decision based on MTUS Forearm, Wrist, and Hand Complaints 2004.
            Decision rationale: A splint is not supported here. The request is not medically necessary.
            Naproxen 550mg #90 was the original request. Naproxen 550mg #30 was authorized by the Claims
            Administrator. The remaining IMR eligible portion of the original request, Naproxen

            \u{0C}550mg #60 is: Upheld
            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016, Section(s): NSAIDs.
            Decision rationale: No benefit is documented.
            """)
        #expect(items.map(\.treatment) == ["Splint for the thumb", "Naproxen 550mg #60"])
        #expect(items.last?.originalRequest == "Naproxen 550mg #90")
        #expect(items.first?.rationale == "A splint is not supported here. The request is not medically necessary.")
    }

    @Test func severalItemsKeepTheirOrderAndDecisions() {
        let items = Self.items("""
            Norco 10/325mg #60: Upheld
            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016, Section(s): Opioids.
            Decision rationale: No functional gain is recorded.
            MRI of the lumbar spine: Overturned
            MAXIMUS guideline: Decision based on MTUS Low Back Complaints 2004, Section(s): Special Studies.
            Decision rationale: Red flags are present.
            """)
        #expect(items.map(\.treatment) == ["Norco 10/325mg #60", "MRI of the lumbar spine"])
        #expect(items.map(\.decision) == [.upheld, .overturned])
        #expect(Outcome(decisions: items.map(\.decision)) == .partial)
    }

    /// The treatment before a heading's colon is cut by byte when ASCII, as the string's characters
    /// otherwise: both give what trimming the string gives.
    @Test func treatmentIsTrimmedByByteAsTheStringIs() {
        let texts = ["  Lumbar MRI is ", "Lumbar MRI IS", "\tCane\t", "Caf\u{E9}  is", " e\u{301} x  ", "is", " is", "", "  ",
                     "x is is", "\u{301} Cane is"]
        for text in texts {
            var expected = text[...].trimmingSpaces
            if expected.hasSuffixIgnoringCase(" is") { expected = expected.dropLast(3).trimmingSpaces }
            #expect(ItemsParser.treatment(Array(text.utf8)[...]) == String(expected), "\(text)")
        }
    }

    /// The text the modified-request formula is looked for in, joined when asked: the heading's lines that
    /// are not blank, trimmed, with a space between, as the strings joined give it.
    @Test func gatheredHeadingIsItsLinesJoinedWithSpaces() {
        let text = "  Lumbar MRI was the original\n\n\t request.  Cane\n   \nwas authorized: Upheld \n"
        let lines = Fixture.lines(text)
        let plain = lines.filter { !$0.isBlank }.map { lines.string($0) }.joined(separator: " ")
        #expect(ItemsParser.gathered(lines) == Array(plain.utf8))
        #expect(ItemsParser.gathered(lines[1..<2]).isEmpty)
    }
}
