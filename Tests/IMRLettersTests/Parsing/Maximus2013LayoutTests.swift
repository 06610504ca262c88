import Foundation
import Testing
import CaseFixtures
import LetterFixtures
@testable import IMRLetters
@testable import IMRModel

/// The first MAXIMUS letters (`maximus-2013`): recognised by their own headings, decisions from the
/// numbered list, the reviewer from "Board Certified in", the summary from "Case Summary:", the dates
/// from "Dated:" and the application's paragraph, each item's guideline and rationale from its own part.
@Suite struct Maximus2013LayoutTests {
    /// One decision sentence of the list, numbered, wrapped after the request's words.
    static func decision(_ number: Int, _ request: String, _ phrase: String) -> String {
        "\(number)) MAXIMUS Federal Services, Inc. has determined the request for \(request)\nis \(phrase) and appropriate."
    }

    static let decisions = [
        decision(1, "a functional capacity evaluation", "not medically necessary"),
        decision(2, "six chiropractic visits for the cervical spine", "medically necessary"),
    ].joined(separator: "\n")

    static let part1 = """
        1) Regarding the request for a functional capacity evaluation:
        Section of the Medical Treatment Utilization Schedule (MTUS) used by the Claims
        Administrator:
        ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 7, page 137.
        Section of the Medical Treatment Utilization Schedule (MTUS) used by the Expert
        Reviewer:
        ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 7, pages 137-138.
        Rationale for the Decision:
        No return to a specific job is planned, so the test would change nothing.
        """
    static let part2 = """
        2) Regarding the request for six chiropractic visits for the cervical spine:
        Section of the Medical Treatment Utilization Schedule (MTUS) used by the Expert Reviewer:
        Chronic Pain Medical Treatment Guidelines, Manual Therapy and Manipulation, page 58.
        Rationale for the Decision:
        A trial of six visits is within the guideline for a first course of care.
        """

    /// A letter in the layout; each part can be left out or replaced.
    static func letter(title: Bool = true, heading: Bool = true, list: String = decisions,
                       parts: [String] = [part1, part2], header: String = "") -> String {
        var text = "MAXIMUS FEDERAL SERVICES, INC.\n"
        if title { text += "Notice of Independent Medical Review Determination\n" }
        text += "Dated: 2/3/2014\n\(header)\n\(list)\n\n"
        if heading {
            text += """
                INDEPENDENT MEDICAL REVIEW DECISION AND RATIONALE
                An application for Independent Medical Review was filed on 12/20/2013 disputing the
                Utilization Review Denial dated 12/11/2013. A Notice of Assignment and Request for
                Information was provided to the above parties on 1/13/2014. A decision has been made
                for each of the treatment and/or services that were in dispute:
                \(list)

                """
        }
        text += """
            Medical Qualifications of the Expert Reviewer:
            The reviewer has no ties to the parties. The physician reviewer is Board Certified in
            Internal Medicine and is licensed to practice in California and Oregon.

            Case Summary:
            Disclaimer: The following case summary was taken directly from the utilization review
            denial/modification dated December 11, 2013.
            \u{201C}The injured worker is a 47 year-old female clerk with a date of injury of 5/9/2011
            and neck pain since a fall at her desk.\u{201D}

            \(parts.joined(separator: "\n\n"))

            """
        return text
    }

    @Test func itsOwnHeadingsNameTheLayout() {
        #expect(Fixture.letter(Self.letter()).layout == .maximus2013)
        #expect(Fixture.letter(Self.letter(title: false)).layout == .maximus2013, "the decisions heading alone")
        #expect(Fixture.letter(Self.letter(heading: false)).layout == .maximus2013, "the title alone")
        // Neither heading: the letter is none this reader knows.
        let parsed = Fixture.file(Self.letter(title: false, heading: false))
        #expect(parsed.cases.isEmpty)
        #expect(parsed.problems.contains { $0.kind == .notALetter })
    }

    @Test func itemsAndDecisionsComeFromTheNumberedList() throws {
        let parsed = Fixture.file(Self.letter())
        let imrCase = try #require(parsed.cases.first)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.line))")
        #expect(imrCase.items.map(\.treatment) == ["a functional capacity evaluation", "six chiropractic visits for the cervical spine"])
        #expect(imrCase.items.map(\.decision) == [.upheld, .overturned])
        #expect(imrCase.outcome == .partial)
    }

    @Test(arguments: [
        ("is not medically necessary and appropriate.", Decision.upheld),
        ("is notmedically necessary and appropriate.", .upheld),
        ("is NOT medically necessary and appropriate.", .upheld),
        ("is medically necessary and appropriate.", .overturned),
        ("is medically\nnecessary and appropriate.", .overturned),
    ])
    func eachDecisionSentenceSaysItsDecision(ending: String, decision: Decision) throws {
        let sentence = "MAXIMUS Federal Services, Inc. has determined the request for a TENS unit \(ending)"
        let read = try #require(Maximus2013Decisions.read(sentence.replacingOccurrences(of: "\n", with: " ")))
        #expect(read.treatment == "a TENS unit")
        #expect(read.decision == decision)
    }

    /// The decision is the last mention of medical necessity, after the verb that ends the request: a
    /// "not" inside the request says nothing, a plural request ("are") is read, and a sentence without
    /// the decision's words, or whose words follow no verb, gives none.
    @Test func theDecisionIsTheLastMentionAfterItsVerb() throws {
        let inner = try #require(Maximus2013Decisions.read(
            "MAXIMUS Federal Services, Inc. has determined the request for a brace that is not custom made is medically necessary and appropriate."))
        #expect(inner.treatment == "a brace that is not custom made")
        #expect(inner.decision == .overturned)
        let plural = try #require(Maximus2013Decisions.read(
            "MAXIMUS Federal Services, Inc. has determined the requests for two knee injections are not medically necessary and appropriate."))
        #expect(plural.treatment == "two knee injections")
        #expect(plural.decision == .upheld)
        #expect(Maximus2013Decisions.read("MAXIMUS Federal Services, Inc. has determined the request for a cane is withdrawn.") == nil)
        #expect(Maximus2013Decisions.read("The request for a cane, medically necessary and appropriate.") == nil)
    }

    /// A decision this reader cannot read is said to be so, and the letter is read in part.
    @Test func anUnreadDecisionMakesTheLetterReadInPart() throws {
        let list = [Self.decision(1, "a functional capacity evaluation", "not medically necessary"),
                    "2) MAXIMUS Federal Services, Inc. has determined the request for six chiropractic visits\nis withdrawn by the parties."]
            .joined(separator: "\n")
        let parsed = Fixture.file(Self.letter(list: list))
        let imrCase = try #require(parsed.cases.first)
        #expect(imrCase.items.count == 1)
        let problem = try #require(parsed.problems.first { $0.kind == .readInPart })
        #expect(problem.reason.contains("Decision 2 states no decision"), "\(problem.reason)")
    }

    @Test func eachItemsPartGivesItsGuidelinesAndRationale() throws {
        let imrCase = Fixture.letter(Self.letter())
        let first = try #require(imrCase.items.first), second = try #require(imrCase.items.last)
        #expect(first.rationale == "No return to a specific job is planned, so the test would change nothing.")
        #expect(!first.claimsAdministratorGuideline.isEmpty, "the claims administrator's section")
        #expect(!first.maximusGuideline.isEmpty, "the expert reviewer's label wraps before its colon")
        #expect(first.maximusGuideline.first?.text.contains("pages 137-138") == true, "\(first.maximusGuideline)")
        #expect(second.rationale.hasPrefix("A trial of six visits"))
        #expect(second.claimsAdministratorGuideline.isEmpty, "none given")
        #expect(!second.maximusGuideline.isEmpty)
    }

    /// A guideline field may be the reviewer's sentence: the citation is what the decision was based on,
    /// without the sentence's opening and its closing "which is part of the MTUS"; after a finding that
    /// no MTUS section applied, the guideline used instead; a field that cites nothing gives no citation.
    @Test func aGuidelineWrittenAsASentenceIsReadAsItsCitation() throws {
        let part = """
            1) Regarding the request for a functional capacity evaluation:
            Section of the Medical Treatment Utilization Schedule (MTUS) used by the Claims Administrator:
            The Claims Administrator did not cite any evidence-based criteria for its decision.
            Section of the Medical Treatment Utilization Schedule (MTUS) used by the Expert Reviewer:
            The Expert Reviewer based his/her decision on the MTUS Chronic Pain Medical Treatment
            Guidelines, Work Conditioning, page 125, which is part of the MTUS.
            Rationale for the Decision:
            No return to a specific job is planned, so the test would change nothing.
            """
        let other = """
            2) Regarding the request for six chiropractic visits for the cervical spine:
            Section of the Medical Treatment Utilization Schedule (MTUS) used by the Claims Administrator:
            The Claims Administrator based its decision on the ACOEM Practice Guidelines, 2nd Edition
            (2004), Chapter 8, page 173, which is part of the MTUS.
            Section of the Medical Treatment Utilization Schedule (MTUS) used by the Expert Reviewer:
            The Expert Reviewer found that no section of the MTUS was applicable. Per the Strength of
            Evidence hierarchy of the Division of Workers' Compensation, the Expert Reviewer based
            his/her decision on the Official Disability Guidelines (ODG), Neck and Upper Back, Manipulation.
            Rationale for the Decision:
            A trial of six visits is within the guideline for a first course of care.
            """
        let imrCase = Fixture.letter(Self.letter(parts: [part, other]))
        let first = try #require(imrCase.items.first), second = try #require(imrCase.items.last)
        #expect(first.claimsAdministratorGuideline.isEmpty, "nothing cited")
        let expert = try #require(first.maximusGuideline.first)
        #expect(expert.text == "MTUS Chronic Pain Medical Treatment Guidelines, Work Conditioning, page 125")
        #expect(expert.mtus && expert.label == "MTUS Chronic Pain", "\(expert)")
        let claims = try #require(second.claimsAdministratorGuideline.first)
        #expect(claims.chapter == 8 && !claims.text.lowercased().contains("claims administrator"), "\(claims)")
        let odg = try #require(second.maximusGuideline.first)
        #expect(odg.text.hasPrefix("Official Disability Guidelines (ODG), Neck and Upper Back"), "\(odg)")
        #expect(!odg.mtus)
    }

    /// Parts are placed by their number, whatever their order; without numbers, by position when there
    /// are as many as decisions.
    @Test func partsArePlacedByNumberElseByPosition() throws {
        let swapped = Fixture.letter(Self.letter(parts: [Self.part2, Self.part1]))
        #expect(swapped.items.first?.rationale.hasPrefix("No return") == true)
        #expect(swapped.items.last?.rationale.hasPrefix("A trial") == true)
        let unnumbered = [Self.part1, Self.part2].map { String($0.dropFirst(3)) }
        let placed = Fixture.file(Self.letter(parts: unnumbered))
        #expect(placed.problems.isEmpty, "\(placed.problems.map(\.line))")
        #expect(placed.cases.first?.items.last?.rationale.hasPrefix("A trial") == true)
    }

    /// No item's part at all (the letter's later pages lost): the decisions are still read, and the
    /// letter says each rationale is missing.
    @Test func withoutItsPartsTheLetterIsReadInPart() throws {
        let parsed = Fixture.file(Self.letter(parts: []))
        let imrCase = try #require(parsed.cases.first)
        #expect(imrCase.items.map(\.decision) == [.upheld, .overturned])
        #expect(imrCase.items.allSatisfy { $0.rationale.isEmpty })
        let problem = try #require(parsed.problems.first { $0.kind == .readInPart })
        #expect(problem.reason.contains("Item 1 (a functional capacity evaluation)"), "\(problem.reason)")
        #expect(problem.reason.contains("Item 2 (six chiropractic visits"), "\(problem.reason)")
        #expect(imrCase.letterText != nil, "the whole text is kept")
    }

    @Test func reviewerSummaryAndDatesAreRead() throws {
        let imrCase = Fixture.letter(Self.letter())
        #expect(imrCase.reviewer.specialtiesAsWritten == ["Internal Medicine"])
        #expect(imrCase.reviewer.specialties == ["Internal Medicine"])
        #expect(imrCase.reviewer.licensure == ["California", "Oregon"])
        #expect(imrCase.summary == "The injured worker is a 47 year-old female clerk with a date of injury of 5/9/2011 and neck pain since a fall at her desk.")
        #expect(imrCase.patient.age == 47 && imrCase.patient.sex == .female)
        #expect(imrCase.patient.dateOfInjury?.iso == "2011-05-09")
        #expect(imrCase.dates.decision?.iso == "2014-02-03")
        #expect(imrCase.dates.applicationReceived?.iso == "2013-12-20")
        #expect(imrCase.dates.urDenial?.iso == "2013-12-11")
        #expect(imrCase.dates.assigned?.iso == "2014-01-13")
        #expect(imrCase.turnaroundDays == 45)
    }

    /// The summary's label may name whose summary it is; with or without the disclaimer, the
    /// narrative is the same.
    @Test(arguments: ["Expert Reviewer Case Summary:", "EXPERT REVIEWER CASE SUMMARY:", "Case summary:"])
    func theSummarysLabelMayNameTheExpertReviewer(label: String) throws {
        var text = Self.letter()
        text = text.replacingOccurrences(of: "Case Summary:\nDisclaimer: The following case summary was taken directly from the utilization review\ndenial/modification dated December 11, 2013.\n", with: "\(label)\n")
        #expect(text.contains(label), "the letter carries the label under test")
        let parsed = Fixture.file(text)
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.line))")
        #expect(parsed.cases.first?.summary == "The injured worker is a 47 year-old female clerk with a date of injury of 5/9/2011 and neck pain since a fall at her desk.")
    }

    /// Without the decisions heading the list under the title is read, and its date too; the
    /// application's dates are then unknown rather than guessed.
    @Test func withoutTheDecisionsHeadingTheFirstListIsRead() throws {
        let imrCase = Fixture.letter(Self.letter(heading: false))
        #expect(imrCase.items.map(\.decision) == [.upheld, .overturned])
        #expect(imrCase.dates.decision?.iso == "2014-02-03")
        #expect(imrCase.dates.applicationReceived == nil && imrCase.dates.urDenial == nil)
    }

    /// A case number under the title is the letter's own: it starts no second letter, and it is read.
    @Test func aCaseNumberUnderTheTitleIsTheLetters() throws {
        let parsed = Fixture.file(Self.letter(header: "Case Number: CM13-0077001\n"))
        #expect(parsed.cases.count == 1)
        #expect(parsed.cases.first?.caseNumber == "CM13-0077001")
        #expect(Fixture.letter(Self.letter()).caseNumber == nil, "none given: the loader names it by its file")
    }

    /// A file holding a first letter then a later one gives both, each in its layout.
    @Test func aFileOfAFirstLetterAndALaterOneGivesBoth() throws {
        let text = Self.letter() + "\n" + LetterTexts.maximus(heading: LetterTexts.decisionsHeading, documents: false)
        let parsed = Fixture.file(text)
        #expect(parsed.cases.map(\.layout) == [.maximus2013, .maximus])
        #expect(parsed.cases.first?.items.count == 2)
        let later = Fixture.file(LetterTexts.maximus(heading: LetterTexts.decisionsHeading, documents: false) + "\n" + Self.letter())
        #expect(later.cases.map(\.layout) == [.maximus, .maximus2013])
    }
}
