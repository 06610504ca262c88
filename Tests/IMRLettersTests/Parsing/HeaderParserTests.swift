import Testing
@testable import IMRLetters
@testable import IMRModel
import CaseFixtures
import LetterFixtures

/// The header table, side by side (pdftotext -layout) and as runs of labels then values (plain pdftotext).
@Suite struct HeaderParserTests {
    static let layout = """
        Case Number:          CM15-0123456
        Date Assigned:        03/02/2015                      Date of Injury:      07/19/2011
        Decision Date:        04/01/2015                      UR Denial Date:      02/20/2015
        Priority:             Expedited                       Application          02/25/2015
                                                              Received:
        """

    static let raw = """
        Case Number:
        Date Assigned:
        Decision Date:
        Priority:

        CM15-0123456
        03/02/2015
        04/01/2015
        Expedited

        Date of Injury:
        UR Denial Date:
        Application
        Received:

        07/19/2011
        02/20/2015
        02/25/2015
        """

    @Test(arguments: [layout, raw])
    func readsEveryHeaderField(text: String) {
        let header = HeaderParser.parse(Fixture.lines(text))
        #expect(header.caseNumber == "CM15-0123456")
        #expect(header.dates.assigned?.iso == "2015-03-02")
        #expect(header.dates.decision?.iso == "2015-04-01")
        #expect(header.dates.urDenial?.iso == "2015-02-20")
        #expect(header.dates.applicationReceived?.iso == "2015-02-25")
        #expect(header.dateOfInjury?.iso == "2011-07-19")
        #expect(header.priority == "Expedited")
        #expect(header.unreadLabels.isEmpty)
    }

    @Test func aLabelWithoutItsValueIsReportedUnread() {
        let header = HeaderParser.parse(Fixture.lines("Case Number:          CM15-0123456\nDecision Date:\n"))
        #expect(header.caseNumber == "CM15-0123456")
        #expect(header.unreadLabels == ["Decision Date"])
    }

    @Test func headerDateOfInjuryWinsOverTheSummary() {
        let text = Fixture.wrap(header: Self.layout,
                                summary: "The worker is a 51-year-old woman who was injured on 08/08/2012 at a warehouse.")
        let imrCase = Fixture.letter(text)
        #expect(imrCase.patient.dateOfInjury?.iso == "2011-07-19")
        #expect(imrCase.caseNumber == "CM15-0123456")
    }

    @Test func summaryGivesTheDateOfInjuryWithoutAHeader() {
        let imrCase = Fixture.letter(Fixture.wrap(summary: "The worker is a 51-year-old woman who was injured on 08/08/2012 at a warehouse."))
        #expect(imrCase.patient.dateOfInjury?.iso == "2012-08-08")
        #expect(imrCase.caseNumber == nil)
    }

    @Test(arguments: ["CM16-0213037"]) func validCaseNumbers(text: String) {
        #expect(CaseNumber.isValid(text))
    }

    @Test(arguments: ["CM16-021303", "CX16-0213037", "CM160213037", "cm16-0213037", "CM16-02130377"])
    func invalidCaseNumbers(text: String) {
        #expect(!CaseNumber.isValid(text))
    }
}
