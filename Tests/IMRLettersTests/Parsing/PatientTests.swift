import Testing
@testable import IMRModel
import CaseFixtures
import LetterFixtures

/// Age, sex and date of injury from the clinical case summary.
@Suite struct PatientTests {
    static func patient(_ summary: String) -> Patient {
        Fixture.letter(Fixture.wrap(summary: summary)).patient
    }

    @Test func hyphenatedAge() {
        let p = Self.patient("This 55-year-old male stocker hurt his back lifting crates on 10/25/2013.")
        #expect(p.age == 55)
        #expect(p.sex == .male)
        #expect(p.dateOfInjury?.iso == "2013-10-25")
    }

    @Test func spacedAge() {
        let p = Self.patient("The claimant is a 48 year old female whose date of injury is June 11, 2013.")
        #expect(p.age == 48)
        #expect(p.sex == .female)
        #expect(p.dateOfInjury?.iso == "2013-06-11")
    }

    @Test func sexFromPronounsOnly() {
        let p = Self.patient("The injured worker reported an injury on 01/12/10. She has pain in her neck and she takes her medication daily.")
        #expect(p.age == nil)
        #expect(p.sex == .female)
        #expect(p.dateOfInjury?.iso == "2010-01-12")
    }

    @Test func mixedPronounsGiveNoSex() {
        let p = Self.patient("The worker was seen by her doctor. He said she should rest. He will see her again.")
        #expect(p.sex == nil)
    }

    @Test func shortDashedDateOfInjury() {
        let p = Self.patient("The worker is a 30 year old man who sustained an industrial injury on 10-13-16 while loading.")
        #expect(p.dateOfInjury?.iso == "2016-10-13")
    }

    @Test func laterDatesAreNotTheInjury() {
        // Only a date after an injury phrase is the date of injury.
        let p = Self.patient("The worker, a 40-year-old man, was seen on 03/03/2015. Date of injury: 02/02/2014.")
        #expect(p.dateOfInjury?.iso == "2014-02-02")
    }
}
