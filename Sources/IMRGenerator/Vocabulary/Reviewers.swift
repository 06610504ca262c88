/// Reviewer credentials: canonical specialties (spec/specialties.txt) and the spellings letters use.
enum Reviewers {
    /// Board combinations seen on the reviewers of workers' compensation cases.
    static let boards: [[String]] = [
        ["Family Practice"],
        ["Preventive Medicine", "Occupational Medicine"],
        ["Physical Medicine & Rehabilitation"],
        ["Physical Medicine & Rehabilitation", "Pain Management"],
        ["Orthopedic Surgery"],
        ["Orthopedic Surgery", "Sports Medicine"],
        ["Orthopedic Surgery", "Hand Surgery"],
        ["Internal Medicine"],
        ["Anesthesiology", "Pain Management"],
        ["Anesthesiology", "Pain Management", "Hospice & Palliative Medicine"],
        ["Chiropractic"],
        ["Psychiatry"],
        ["Psychologist"],
        ["Neurology"],
        ["Emergency Medicine"],
        ["Neurological Surgery"],
        ["Podiatrist"],
        ["Oriental Medicine"],
        ["Preventive Medicine", "Occupational Medicine", "Public Health & General Preventive Medicine"],
        ["Internal Medicine", "Rheumatology"],
        ["Family Practice", "Sports Medicine"],
        ["Physical Medicine & Rehabilitation", "Sports Medicine"],
    ]
    static let boardWeights = [22, 20, 12, 8, 6, 3, 2, 6, 4, 2, 3, 2, 2, 2, 2, 1, 1, 1, 3, 1, 1, 2]

    /// Other ways a canonical specialty is printed.
    static func variants(of canonical: String) -> [String] {
        switch canonical {
        case "Physical Medicine & Rehabilitation":
            return ["Physical Medicine & Rehabilitation", "Physical Medicine Rehab", "Physical Medicine and Rehabilitation"]
        case "Orthopedic Surgery": return ["Orthopedic Surgery", "Orthopaedic Surgery"]
        case "Chiropractic": return ["Chiropractic", "Chiropractor"]
        default: return [canonical]
        }
    }

    /// Subspecialties used in the "has a subspecialty in" wording; some are not on the DWC list.
    static let subspecialties = ["Pain Management", "Sports Medicine", "Interventional Spine", "Hand Surgery", "Spine Surgery"]

    static let states = [
        "Texas", "New York", "Arizona", "North Carolina", "South Carolina", "Florida", "Oregon", "Washington",
        "Nevada", "Illinois", "Pennsylvania", "Ohio", "Massachusetts", "Maryland", "Virginia", "Colorado", "New Jersey",
    ]

    static func make(boardShare: Double, debrisShare: Double, _ rng: inout SplitMix64) -> ReviewerTruth {
        if rng.chance(boardShare) { return boardCertified(&rng) }
        let canonical = boards[rng.weighted(boardWeights)]
        var written = canonical.map { rng.pick(variants(of: $0)) }
        if rng.chance(debrisShare), let last = written.last {
            // A stray letter left by the PDF ("Sports Medicinea").
            written[written.count - 1] = last + "a"
        }
        var licensure = ["California"]
        licensure += rng.sample(states, count: rng.weighted([55, 35, 10]))
        if rng.chance(0.1) { licensure.shuffle(using: &rng) }
        return ReviewerTruth(specialtiesAsWritten: written, specialties: canonical, boardCertified: nil, licensure: licensure)
    }

    private static func boardCertified(_ rng: inout SplitMix64) -> ReviewerTruth {
        let primaries = ["Physical Medicine & Rehabilitation", "Orthopedic Surgery", "Family Practice", "Anesthesiology",
                         "Internal Medicine", "Chiropractic", "Neurology", "Psychiatry", "Occupational Medicine"]
        let primary = rng.pick(primaries)
        var written = [rng.pick(variants(of: primary))]
        var canonical = [primary]
        if rng.chance(0.4) {
            let sub = rng.pick(subspecialties.filter { $0 != primary })
            written.append(sub)
            canonical.append(sub)
        }
        let licensure = rng.chance(0.85) ? ["California"] : ["California", rng.pick(states)]
        return ReviewerTruth(specialtiesAsWritten: written, specialties: canonical, boardCertified: true, licensure: licensure)
    }
}
