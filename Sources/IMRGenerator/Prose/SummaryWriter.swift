/// Writes the clinical case summary: who was hurt and how, what was tried, the latest visit,
/// and what utilization review decided. Age and sex appear in the forms parsers must read.
struct SummaryFacts {
    var age: Int?
    var sex: Sex
    var injury: CivilDate
    var injuryStyle: DateStyle
    var lastVisit: CivilDate
    var urDenial: CivilDate
    var regions: [BodyRegion]
    var requests: [TreatmentRequest]
}

enum SummaryWriter {
    static func write(_ facts: SummaryFacts, _ rng: inout SplitMix64) -> [String] {
        let paragraphCount = rng.weighted([3, 5, 3, 1]) + 1
        var first = opening(facts, &rng)
        first += " " + mechanism(facts, &rng)
        first += " " + diagnoses(facts, &rng)
        first += " " + history(facts, &rng)
        var paragraphs = [first]
        var visit = visitSentences(facts, &rng)
        var plan = planSentences(facts, &rng)
        switch paragraphCount {
        case 1:
            paragraphs[0] += " " + visit + " " + plan
        case 2:
            paragraphs.append(visit + " " + plan)
        default:
            if paragraphCount == 4 {
                visit += " " + extraVisit(facts, &rng)
                plan = priorReview(facts, &rng) + " " + plan
            }
            paragraphs.append(visit)
            paragraphs.append(plan)
        }
        return paragraphs
    }

    private static func worker(_ rng: inout SplitMix64) -> String {
        rng.pick(["injured worker", "patient", "applicant", "claimant", "employee"])
    }

    private static func opening(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let date = f.injuryStyle.format(f.injury)
        guard let age = f.age else {
            // No age: the sex is only knowable from the pronouns.
            return rng.pick([
                "This \(worker(&rng)) hurt \(f.sex.possessive) \(f.regions.first?.names.first ?? "back") at work on \(date).",
                "The \(worker(&rng)) reports an industrial injury on \(date), and \(f.sex.subject) has been followed since for \(f.sex.possessive) symptoms.",
                "According to the records, the \(worker(&rng)) was injured on the job on \(date); \(f.sex.subject) continues to treat for the injury.",
            ])
        }
        let ageText = rng.chance(0.6) ? "\(age)-year-old" : "\(age) year old"
        let article = ageText.hasPrefix("8") || ageText.hasPrefix("18") || ageText.hasPrefix("11") ? "an" : "a"
        let who = worker(&rng)
        switch rng.below(4) {
        case 0: return "The \(who) is \(article) \(ageText) \(f.sex.noun) who sustained an industrial injury on \(date)."
        case 1: return "The \(who) is \(article) \(ageText) \(f.sex.noun) with a date of injury of \(date)."
        case 2: return "This \(ageText) \(f.sex.noun) \(who) was injured at work on \(date)."
        default: return "The \(who), \(article) \(ageText) \(f.sex.noun), reported a work-related injury on \(date)."
        }
    }

    private static func mechanism(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let pronoun = f.sex.subject.uppercasedFirst
        let cause = rng.pick([
            "lifting a heavy box from a pallet", "slipping on a wet floor in the stockroom", "a fall from a ladder of about six feet",
            "repetitive keyboard and mouse work over several years", "a rear-end collision while driving a company vehicle",
            "pulling a patient up in bed", "twisting while unloading a delivery truck", "tripping over a hose on a job site",
        ])
        return rng.pick([
            "The injury was attributed to \(cause).",
            "\(pronoun) related the onset of symptoms to \(cause).",
            "The mechanism of injury was \(cause).",
        ])
    }

    private static func diagnoses(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        var list: [String] = []
        for region in f.regions {
            list.append(rng.pick(region.diagnoses))
        }
        if rng.chance(0.3) { list.append(rng.pick(["chronic pain syndrome", "sleep disturbance", "anxiety and depression", "gastritis"])) }
        if list.count == 1 {
            return rng.pick(["The working diagnosis was \(list[0]).", "\(f.sex.possessive.uppercasedFirst) diagnosis is \(list[0])."])
        }
        return rng.pick([
            "Diagnoses include \(joinedList(list)).",
            "\(f.sex.possessive.uppercasedFirst) diagnoses are \(joinedList(list)).",
            "The working diagnoses were \(joinedList(list)).",
        ])
    }

    private static func history(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let treatments = rng.sample(["physical therapy", "chiropractic care", "acupuncture", "oral medications", "a home exercise program",
                                      "activity modification", "injections", "work restrictions", "a TENS unit", "bracing"], count: rng.int(2, 5))
        return rng.pick([
            "Treatment to date has included \(joinedList(treatments)).",
            "Prior care consisted of \(joinedList(treatments)), with limited benefit.",
            "\(f.sex.subject.uppercasedFirst) has been treated with \(joinedList(treatments)).",
        ])
    }

    private static func visitSentences(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let region = f.regions.first ?? .lumbar
        let visit = rng.pick([DateStyle.slashFull, .dashLoose, .slashFull, .spelled], or: .slashFull).format(f.lastVisit)
        let low = rng.int(3, 7)
        var parts: [String] = []
        parts.append(rng.pick([
            "At a follow-up visit on \(visit), \(f.sex.subject) reported \(rng.pick(region.complaintWords)).",
            "On \(visit), the treating physician documented ongoing \(rng.pick(region.complaintWords)).",
            "A progress report dated \(visit) notes continued \(rng.pick(region.complaintWords)).",
        ]))
        parts.append(rng.pick([
            "Pain was rated \(low)–\(low + 2)/10.",
            "Pain was rated \(low)/10 with medications and \(min(low + 3, 10))/10 without them.",
            "\(f.sex.subject.uppercasedFirst) described the pain as “\(rng.pick(["constant and aching", "sharp with certain movements", "burning at night"]))”.",
            "The pain level was \(low) on a 0–10 scale.",
        ]))
        parts.append(rng.pick([
            "Examination showed \(joinedList(rng.sample(region.examFindings, count: 2))).",
            "On examination there was \(rng.pick(region.examFindings)).",
            "Objective findings included \(joinedList(rng.sample(region.examFindings, count: 2))).",
        ]))
        if rng.chance(0.4) {
            parts.append(rng.pick(["Neurologic testing of the extremities was unremarkable.", "Gait was slow but non-antalgic.",
                                   "\(f.sex.subject.uppercasedFirst) remained on modified duty.", "\(f.sex.subject.uppercasedFirst) is not working at this time."]))
        }
        return parts.joined(separator: " ")
    }

    private static func extraVisit(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let region = f.regions.last ?? .lumbar
        return rng.pick([
            "An earlier note described \(rng.pick(region.examFindings)) and a flare of symptoms after returning to full duty.",
            "Imaging from the prior year was said to show mild degenerative change; the report itself was not in the file.",
            "\(f.sex.subject.uppercasedFirst) stated that medications allow \(f.sex.object) to walk for about 20 minutes; no functional measures were recorded.",
            "A urine drug screen from several months earlier was described as “consistent,” without the laboratory report attached.",
        ])
    }

    private static func priorReview(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let date = DateStyle.slashFull.format(f.urDenial)
        return rng.pick([
            "Utilization review dated \(date) did not certify the requests.",
            "The requests were denied in utilization review on \(date).",
            "On \(date), utilization review non-certified the treatment under review.",
        ])
    }

    private static func planSentences(_ f: SummaryFacts, _ rng: inout SplitMix64) -> String {
        let requested = f.requests.prefix(4).map { $0.inProse($0.name) }
        let plan = rng.pick([
            "The treatment plan included \(joinedList(Array(requested))).",
            "The provider requested \(joinedList(Array(requested))).",
            "The physician recommended \(joinedList(Array(requested))).",
        ])
        let date = rng.pick([DateStyle.slashFull, .dashLoose], or: .slashFull).format(f.urDenial)
        let review = rng.pick([
            "On \(date), utilization review found the request\(f.requests.count > 1 ? "s" : "") not medically necessary.",
            "The request\(f.requests.count > 1 ? "s were" : " was") non-certified on \(date).",
            "This application for Independent Medical Review followed the denial dated \(date).",
        ])
        return plan + " " + review
    }

    static func joinedList(_ items: [String]) -> String {
        switch items.count {
        case 0: return "no further care"
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", and " + (items.last ?? "")
        }
    }
}
