import Testing
import CaseFixtures

/// What a request says around the treatment it asks for (a seventeenth round's sweep of wordings of my own):
/// the procedure it follows or is asked before, what it is asked instead of, the device it replaces, which
/// of a series it is. The treatment is what is asked, and no such word is left unexplained.
@Suite struct RequestOccasionReadingTests {
    /// A therapy, a visit or a test after an injection or a manipulation under anaesthesia is that
    /// treatment: the procedure, named after words of history ("post", "after", "following"), is what
    /// the patient had, as an operation is.
    @Test(arguments: [
        ("Post-injection PT 2x3, lumbar", "physical therapy @ lumbar spine"),
        ("PT post ESI x 6 visits low back", "physical therapy @ lumbar spine"),
        ("Post-facet block home exercise instruction", "home exercise program"),
        ("Chiropractic treatment x 6 following trigger point injections", "chiropractic"),
        ("Follow up visit after epidural injection", "office visit"),
        ("Physical therapy 3x4 after manipulation under anesthesia of the left knee", "physical therapy @ knee"),
        ("Post MUA PT 12 sessions, right shoulder", "physical therapy @ shoulder"),
    ])
    func aTreatmentAfterAnInjectionIsThatTreatment(text: String, key: String) {
        #expect(Fixture.treatmentIdentity(text) == key, "\(text)")
        #expect(Fixture.treatmentDoubt(text) == [], "\(text)")
    }

    /// The injection or manipulation stays the request where it is asked again or nothing else is named.
    @Test func anInjectionAskedAfterAnotherStaysTheRequest() {
        #expect(Fixture.treatmentIdentity("Repeat cervical ESI following prior ESI with 70% relief") == "epidural steroid injection @ cervical spine")
        #expect(Fixture.treatmentIdentity("Manipulation under anesthesia, right knee, s/p total knee replacement")
            == "manipulation under anesthesia @ knee")
        #expect(Fixture.treatmentIdentity("Epidural steroid injection after failed physical therapy, L5-S1")
            == "epidural steroid injection @ lumbar spine")
    }

    /// A visit after a study, or a program after another, is the visit or the later program.
    @Test(arguments: [
        ("Office follow-up after lumbar MRI to go over results", "office visit"),
        ("Return visit following EMG/NCV", "office visit"),
        ("Work hardening x 10 sessions following completion of functional restoration program", "work hardening program"),
        ("Lumbar MRI after X-rays", "MRI @ lumbar spine"),
    ])
    func aTreatmentAfterAStudyOrAProgramIsThatTreatment(text: String, key: String) {
        #expect(Fixture.treatmentIdentity(text) == key, "\(text)")
    }

    /// A procedure written as one word with "pre" is what the request is asked before, not the request.
    @Test(arguments: [
        ("Pre-spinal cord stimulator psychological evaluation", "psychology consultation"),
        ("Pre-ESI psych clearance", "psychology consultation"),
        ("Pre-operative EKG", "electrocardiogram"),
        ("Preop medical clearance", "preoperative medical clearance"),
    ])
    func aProcedureAskedBeforeIsTheOccasion(text: String, key: String) {
        #expect(Fixture.treatmentIdentity(text) == key, "\(text)")
        #expect(Fixture.treatmentDoubt(text) == [], "\(text)")
    }

    /// What a request is asked instead of is not asked for.
    @Test(arguments: [
        ("Aquatic therapy 2x4 in lieu of land-based therapy", "aquatic therapy"),
        ("Celebrex 200mg instead of naproxen", "celecoxib"),
        ("Flector patch in place of oral NSAID", "diclofenac patch"),
        ("Home exercise program rather than supervised physical therapy", "home exercise program"),
    ])
    func whatARequestIsAskedInsteadOfIsNotAsked(text: String, key: String) {
        #expect(Fixture.treatmentIdentity(text) == key, "\(text)")
    }

    /// A replacement device is the device; a joint's replacement stays the operation.
    @Test func aReplacementDeviceIsTheDevice() {
        #expect(Fixture.treatmentIdentity("Replacement knee brace, hinged") == "brace @ knee")
        #expect(Fixture.treatmentIdentity("Replacement lumbar support") == Fixture.treatmentIdentity("Lumbar support"))
        #expect(Fixture.treatmentIdentity("Replacement TENS unit") == "TENS unit")
        #expect(Fixture.treatmentDoubt("Replacement TENS unit") == [])
        #expect(Fixture.treatmentIdentity("Replacement of the right knee") == "arthroplasty @ knee")
        #expect(Fixture.treatmentIdentity("Right total knee replacement") == "arthroplasty @ knee")
        #expect(Fixture.treatmentIdentity("Release of trigger finger, left, with post-op splint") == "trigger finger release @ wrist/hand")
    }

    /// Which of a series a request is, and what it says of the one before, explain themselves.
    @Test(arguments: [
        ("Second diagnostic medial branch block L4-5", "facet injection @ lumbar spine"),
        ("2nd lumbar epidural steroid injection", "epidural steroid injection @ lumbar spine"),
        ("Liver function tests due to long-term NSAID use", "liver function test"),
        ("Functional restoration program after failed conservative care", "functional restoration program"),
    ])
    func aSeriesAndItsHistoryExplainThemselves(text: String, key: String) {
        #expect(Fixture.treatmentIdentity(text) == key, "\(text)")
        #expect(Fixture.treatmentDoubt(text) == [], "\(text)")
    }
}
