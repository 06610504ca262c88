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

    /// Every drug imr keys has its DWC drug class, read from its key, so that a category filter finds
    /// each of a class's drugs; but the drugs the DWC's list names no class for (stimulants, smoking
    /// cessation, acetaminophen alone, ...). A drug added to DrugNames without its class fails here.
    @Test func everyDrugKeyedHasItsClass() throws {
        let classless: Set<String> = [
            "lofexidine", "butalbital", "acetaminophen", "lithium", "modafinil", "armodafinil", "methylphenidate",
            "amphetamine", "dextromethorphan", "ketamine", "kratom", "suzetrigine", "phentermine", "nicotine",
            "varenicline", "caffeine", "donepezil", "memantine", "oxybutynin",
            // Gout's drugs: the DWC's classes have none for them.
            "colchicine", "allopurinol", "febuxostat",
            // The bladder's and the prostate's, wakefulness's and attention's, and drinking's drugs: none either.
            "finasteride", "tolterodine", "mirabegron", "solifenacin", "lisdexamfetamine", "atomoxetine", "solriamfetol",
            "sodium oxybate", "pitolisant", "disulfiram", "acamprosate",
        ]
        var missing: [String] = []
        for drug in DrugNames.drugs {
            let name = drug.names.first ?? drug.ingredients.joined(separator: "/")
            let normalized = try #require(TreatmentNormalizer.normalize(name + " 10 mg #30"), "\(name)")
            let category = KeyCategory.category(ofKey: normalized.key, kind: normalized.kind)
            if category == nil && !classless.isSuperset(of: drug.ingredients) { missing.append(name) }
            // A drug only injected (Kenalog, Botox) is keyed as its injection, whose category it has.
            if let category, normalized.kind == .drug { #expect(category.hasPrefix("Pharmaceuticals"), "\(name): \(category)") }
        }
        #expect(missing.isEmpty, "drugs with no DWC class: \(missing.joined(separator: ", "))")
        #expect(KeyCategory.category(ofKey: "fenoprofen", kind: .drug) == "Pharmaceuticals > NSAID")
        #expect(KeyCategory.category(ofKey: "vortioxetine", kind: .drug) == "Pharmaceuticals > Antidepressant")
        #expect(KeyCategory.category(ofKey: "apixaban", kind: .drug) == "Pharmaceuticals > Anti-coagulant")
    }

    @Test(arguments: ["Unspecified request", "Retrospective request for DOS 05/12/2014", "Continued care as needed", ""])
    func unclearTreatmentsGetNone(treatment: String) {
        #expect(TreatmentCategories.category(of: treatment) == nil)
    }
}
