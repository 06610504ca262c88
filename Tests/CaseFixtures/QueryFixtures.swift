import IMRModel
import IMRVocabulary

/// A small hand-made corpus for query and export tests: four cases whose facets are easy to count by eye.
/// (The index over them is IMRIndexTests' `QueryFixtures.index`.)
public enum QueryFixtures {
    public static func citation(_ label: String) -> Citation {
        Citation(text: label, guideline: "ACOEM", mtus: true, chapter: nil, label: label, topic: nil, pages: [])
    }

    public static let lowBack = GuidelineChapters.acoemLabel(chapter: 12)
    public static let knee = GuidelineChapters.acoemLabel(chapter: 13)
    public static let imaging = "Diagnostic Testing > Imaging & Radiology"
    public static let opioids = "Pharmaceuticals > Opioids"

    public static let cases: [IMRCase] = [
        // A: MRI upheld, Norco overturned (partial). Pain Management, Texas.
        IMRCase(id: "A", file: "a.txt", dates: CaseDates(decision: CalendarDate(year: 2016, month: 3, day: 1)),
                reviewer: Reviewer(specialties: ["Pain Management"], licensure: ["Texas"]),
                patient: Patient(dateOfInjury: CalendarDate(year: 2010, month: 1, day: 1)),
                summary: "Low back pain after a fall from a ladder.",
                items: [
                    Item(treatment: "MRI lumbar spine", decision: .upheld, category: imaging, maximusGuideline: [citation(lowBack)],
                         rationale: "Imaging is not indicated without red flags."),
                    Item(treatment: "Norco 10/325mg", decision: .overturned, category: opioids, maximusGuideline: [citation(lowBack)],
                         rationale: "Functional improvement is documented."),
                ]),
        // B: MRI overturned. Orthopedic Surgery, California.
        IMRCase(id: "B", file: "b.txt", dates: CaseDates(decision: CalendarDate(year: 2017, month: 1, day: 5)),
                reviewer: Reviewer(specialties: ["Orthopedic Surgery"], licensure: ["California"]),
                patient: Patient(dateOfInjury: CalendarDate(year: 2015, month: 6, day: 1)),
                summary: "Knee locking and giving way on stairs.",
                items: [Item(treatment: "MRI right knee", decision: .overturned, category: imaging, maximusGuideline: [citation(knee)],
                             rationale: "Mechanical symptoms justify physical therapy first, then imaging.")]),
        // C: Norco upheld. Pain Management and Anesthesiology, Texas and California.
        IMRCase(id: "C", file: "c.txt", dates: CaseDates(decision: CalendarDate(year: 2016, month: 12, day: 31)),
                reviewer: Reviewer(specialties: ["Anesthesiology", "Pain Management"], licensure: ["Texas", "California"]),
                summary: "Chronic neck pain treated with physical therapy.",
                items: [Item(treatment: "Norco 5/325mg", decision: .upheld, category: opioids, maximusGuideline: [citation(lowBack)],
                             rationale: "No urine drug screen on file.")]),
        // D: no items (unknown).
        IMRCase(id: "D", file: "d.txt", reviewer: Reviewer(specialties: ["Physical Medicine & Rehabilitation"]),
                summary: "Unreadable letter."),
    ]
}
