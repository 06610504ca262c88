import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// The DWC treatment category where the treatment makes it clear, and none where it does not.
@Suite struct TreatmentCategoryTests {
    @Test(arguments: [
        ("Norco 10/325mg #90", "Pharmaceuticals > Opioids"),
        ("Oxycodone 15mg QTY: 120", "Pharmaceuticals > Opioids"),
        ("MRI of the lumbar spine without contrast", "Diagnostic Testing > Imaging & Radiology"),
        ("X-ray of the right knee", "Diagnostic Testing > Imaging & Radiology"),
        ("EMG/NCV of the bilateral upper extremities", "Diagnostic Testing > EMG/NCV/NCS"),
        ("Physical therapy 2x a week for 6 weeks", "Rehabilitation > Physical Therapy/Occupational Therapy (PT/OT)"),
        ("Acupuncture, eight sessions", "Rehabilitation > Acupuncture"),
        ("Functional restoration program, 160 hours", "Programs > Programs"),
        ("Cyclobenzaprine 7.5mg #60", "Pharmaceuticals > Muscle Relaxant"),
        ("Urine drug screen", "Diagnostic Testing > Lab & Pathology"),
        ("TENS unit rental", "DMEPOS > Electrical Stimulation"),
    ])
    func clearTreatmentsGetTheirCategory(treatment: String, category: String) {
        #expect(TreatmentCategories.category(of: treatment) == category)
    }

    @Test(arguments: ["Unspecified request", "Retrospective request for DOS 05/12/2014", "Continued care as needed", ""])
    func unclearTreatmentsGetNone(treatment: String) {
        #expect(TreatmentCategories.category(of: treatment) == nil)
    }
}
