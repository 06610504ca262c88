import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary
import CaseFixtures
import LetterFixtures
import IMRText

/// Both credential wordings, comma lists, wrapped lists and the spellings specialties come in.
@Suite struct CredentialsParserTests {
    static func reviewer(_ text: String) -> Reviewer {
        CredentialsParser.parse(Fixture.lines(text))
    }

    @Test func boardCertifiedSentence() {
        let r = Self.reviewer("The expert reviewer is Board Certified in Anesthesiology and is licensed to practice in Arizona.")
        #expect(r.specialtiesAsWritten == ["Anesthesiology"])
        #expect(r.specialties == ["Anesthesiology"])
        #expect(r.boardCertified == true)
        #expect(r.licensure == ["Arizona"])
    }

    @Test func subspecialtyBecomesAFurtherSpecialty() {
        let r = Self.reviewer("""
            The expert reviewer is Board Certified in Physical Medicine & Rehabilitation, has a subspecialty in Pain
            Medicine and is licensed to practice in Texas and Ohio.
            """)
        #expect(r.specialtiesAsWritten == ["Physical Medicine & Rehabilitation", "Pain Medicine"])
        #expect(r.specialties == ["Physical Medicine & Rehabilitation", "Pain Management"])
        #expect(r.licensure == ["Texas", "Ohio"])
    }

    /// Plain pdftotext ends a page with a blank line and a form feed: a list wrapped there runs on.
    @Test func aListRunsOnOverAPageBreak() {
        let r = Self.reviewer("The Expert Reviewer has the following credentials:\nState(s) of Licensure: California\n"
            + "Certification(s)/Specialty: Preventive Medicine, Public Health & General\n\n\u{0C}Preventive Medicine\n")
        #expect(r.specialtiesAsWritten == ["Preventive Medicine", "Public Health & General Preventive Medicine"])
        let ended = Self.reviewer("The Expert Reviewer has the following credentials:\nCertification(s)/Specialty: Psychiatry\n\n"
            + "Reviewed by a panel.\n")
        #expect(ended.specialtiesAsWritten == ["Psychiatry"], "a blank line without a page break ends the list")
    }

    @Test func listWordingWithoutSpaces() {
        let r = Self.reviewer("""
            The Expert Reviewer has the following credentials:
            State(s) of Licensure: Texas,New York,California
            Certification(s)/Specialty: Internal Medicine,Occupational Medicine
            """)
        #expect(r.licensure == ["Texas", "New York", "California"])
        #expect(r.specialtiesAsWritten == ["Internal Medicine", "Occupational Medicine"])
        #expect(r.boardCertified == nil)
    }

    @Test func specialtyListWrapsOntoTheNextLine() {
        let r = Self.reviewer("""
            The Expert Reviewer has the following credentials:
            State(s) of Licensure: Maryland
            Certification(s)/Specialty: Occupational Medicine, Public Health &
            General Preventive Medicine
            """)
        #expect(r.specialtiesAsWritten == ["Occupational Medicine", "Public Health & General Preventive Medicine"])
        #expect(r.specialties == ["Occupational Medicine", "Public Health & General Preventive Medicine"])
    }

    @Test(arguments: [
        ("Physical Medicine Rehab", "Physical Medicine & Rehabilitation"),
        ("Physical Medicine and Rehabilitation", "Physical Medicine & Rehabilitation"),
        ("Orthopaedic Surgery", "Orthopedic Surgery"),
        ("Chiropractor", "Chiropractic"),
        ("Sports Medicinea", "Sports Medicine"),
        ("Family Medicine", "Family Practice"),
        ("Public Health and General Preventive Medicine", "Public Health & General Preventive Medicine"),
    ])
    func variantsMapToTheDWCSpelling(written: String, canonical: String) {
        #expect(Specialties.normalize(written) == canonical)
        let r = Self.reviewer("The Expert Reviewer has the following credentials:\nState(s) of Licensure: Utah\nCertification(s)/Specialty: \(written)\n")
        #expect(r.specialtiesAsWritten == [written])
        #expect(r.specialties == [canonical])
    }

    @Test(arguments: ["Aerospace Medicine", "Undersea and Hyperbaric Medicine", "Sports Psychology"])
    func unknownSpecialtiesAreKeptAsWritten(written: String) {
        #expect(Specialties.canonicalName(written) == nil)
        #expect(Specialties.normalize(written) == written)
    }

    @Test func stateCodesBecomeNames() {
        #expect(States.normalize("CA") == "California")
        #expect(States.normalize("new york") == "New York")
        #expect(States.normalize("Ontario") == "Ontario")
    }

    @Test func lettersWithoutCredentialsWarn() {
        let imrCase = Fixture.letter(Fixture.wrap(credentials: "The reviewer's details are on file."))
        #expect(imrCase.reviewer.specialties.isEmpty)
        #expect(imrCase.warnings.contains { $0.contains("specialty") })
        #expect(imrCase.warnings.contains { $0.contains("licensure") })
    }

    /// The period that ends a licensure list is found by byte where it stands alone, as the characters
    /// find it otherwise.
    @Test func firstPeriodByByteIsTheFirstPeriodCharacter() {
        let texts = ["California.", "California and Nevada. More.", "no period", "", ".", "a.\u{301}b. c", "e\u{301}. x",
                     "\u{600}.x.", "x.\u{200D}y."]
        for text in texts {
            let expected = text.firstIndex(of: ".").map { text.utf8.distance(from: text.startIndex, to: $0) }
            let found = text[...].firstIndex(ofASCII: 0x2E).map { text.utf8.distance(from: text.startIndex, to: $0) }
            #expect(found == expected, "\(text)")
        }
    }
}
