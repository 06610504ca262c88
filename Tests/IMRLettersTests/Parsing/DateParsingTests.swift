import Testing
@testable import IMRLetters
import IMRModel
import IMRText

/// The date forms letters use, and what is not a date.
@Suite struct DateParsingTests {
    @Test(arguments: [
        ("10/25/2013", "2013-10-25"), ("01/12/10", "2010-01-12"), ("10-13-16", "2016-10-13"),
        ("June 11, 2013", "2013-06-11"), ("Jun. 11 2013", "2013-06-11"), ("June 11th, 2013", "2013-06-11"),
        ("2016-10-13", "2016-10-13"), ("1/5/98", "1998-01-05"), ("02/29/2016", "2016-02-29"), ("11-3-16", "2016-11-03"),
    ])
    func readsEveryForm(text: String, iso: String) {
        #expect(DateParsing.date(text)?.iso == iso)
    }

    @Test(arguments: ["13/01/2016", "02/30/2016", "02/29/2015", "00/10/2016", "June 31, 2013", "Smarch 3, 2013",
                      "10/25", "6-8", "555-1234-99", "10/25/20133", "", "Standard"])
    func rejectsWhatIsNoDate(text: String) {
        #expect(DateParsing.date(text) == nil)
    }

    @Test func findsTheFirstDateInRunningText() {
        #expect(DateParsing.firstDate(in: "pain rated 6-8 of 10 since 10-13-16 and on 11/3/16")?.iso == "2016-10-13")
        #expect(DateParsing.firstDate(in: "seen on March 3, 2015 for follow-up")?.iso == "2015-03-03")
        #expect(DateParsing.firstDate(in: "a ratio of 4/5 strength, no date here") == nil)
    }

    @Test func twoDigitYearsFallInTheRightCentury() {
        #expect(DateParsing.date("05/05/12")?.year == 2012)
        #expect(DateParsing.date("05/05/87")?.year == 1987)
    }

    /// Trimmed by byte next to ASCII, by character next to anything else: a space with a combining mark
    /// after it is one character and stays.
    @Test func trimmingSpacesKeepsASpaceThatCarriesAMark() {
        #expect(" \t Lyrica 75mg \t ".trimmingSpaces == "Lyrica 75mg")
        #expect(" \t ".trimmingSpaces.isEmpty)
        #expect(" \u{301}é ".trimmingSpaces == " \u{301}é")
        #expect("  ütility ".trimmingSpaces == "ütility")
        #expect("naïve\u{300} ".trimmingSpaces == "naïve\u{300}")
    }
}
