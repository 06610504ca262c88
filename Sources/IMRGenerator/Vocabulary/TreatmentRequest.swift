/// One disputed treatment as the generator understands it, before it is written into a letter.
struct TreatmentRequest {
    /// The heading text.
    var name: String
    var kind: TreatmentKind
    var region: BodyRegion?
    var category: String?
    /// Short noun phrase prose uses ("the MRI", "Norco").
    var shortName: String
    /// For requests the administrator could partly approve: the name for any quantity.
    var quantityName: ((Int) -> String)?
    var quantity: Int = 0

    /// The name as it reads inside a sentence: drug and product names keep their capital.
    func inProse(_ text: String) -> String {
        switch kind {
        case .opioid, .nsaid, .muscleRelaxant, .topicalCompound, .topicalPatch, .protonPump, .antiEpileptic, .antidepressant, .sleepAid:
            return text
        default:
            return text.lowercasedFirst
        }
    }
}

/// Context a treatment name may draw on (dates of service fall inside the case).
struct CaseContext {
    var injury: CivilDate
    var lastVisit: CivilDate
    var sex: Sex
}

enum Sex {
    case male
    case female

    var subject: String { self == .male ? "he" : "she" }
    var object: String { self == .male ? "him" : "her" }
    var possessive: String { self == .male ? "his" : "her" }
    var noun: String { self == .male ? "male" : "female" }
}

enum NumberWords {
    static let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    static func word(_ n: Int) -> String {
        n >= 0 && n < words.count ? words[n] : "\(n)"
    }

    static func capitalized(_ n: Int) -> String {
        let w = word(n)
        guard let first = w.first else { return w }
        return first.uppercased() + w.dropFirst()
    }
}
