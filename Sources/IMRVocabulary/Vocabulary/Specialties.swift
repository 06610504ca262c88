import IMRText

/// Reviewer specialties: the DWC's canonical spellings (spec/specialties.txt) and the variants letters use.
public enum Specialties {
    /// The DWC IMR decision search's list, in its spelling.
    public static let canonical: [String] = [
        "Addiction Psychiatry", "Allergy and Immunology", "Anesthesiology", "Cardiovascular Disease",
        "Child and Adolescent Psychiatry", "Chiropractic", "Colon and Rectal Surgery", "Critical Care Medicine",
        "Dentist", "Dermatology", "Diagnostic Radiology", "Emergency Medicine", "Family Practice",
        "Gastroenterology", "General Vascular Surgery", "Geriatric Medicine", "Hand Surgery",
        "Hospice & Palliative Medicine", "Infectious Disease", "Internal Medicine", "Interventional Cardiology",
        "Medical Oncology", "Medical Toxicology", "Nephrology", "Neurological Surgery", "Neurology",
        "Neuromuscular Medicine", "Neuroradiology", "Occupational Medicine", "Oncology", "Ophthalmology",
        "Optometry", "Oriental Medicine", "Orthopedic Surgery", "Otolaryngology", "Pain Management", "Pediatrics",
        "Physical Medicine & Rehabilitation", "Plastic Surgery", "Podiatric Surgery", "Podiatrist",
        "Preventive Medicine", "Psychiatry", "Psychologist", "Psychology",
        "Public Health & General Preventive Medicine", "Pulmonary Disease", "Radiology", "Registered Nurse",
        "Rheumatology", "Sleep Medicine", "Sports Medicine", "Surgery", "Surgical Critical Care",
        "Thoracic Surgery", "Urology",
    ]

    /// Spellings seen in letters for a canonical specialty (compared after `key(_:)` normalisation).
    static let variants: [String: String] = [
        "physical medicine rehab": "Physical Medicine & Rehabilitation",
        "physical medicine rehabilitation": "Physical Medicine & Rehabilitation",
        "physical medicine": "Physical Medicine & Rehabilitation",
        "physical medicine and rehab": "Physical Medicine & Rehabilitation",
        "pmr": "Physical Medicine & Rehabilitation",
        "pm r": "Physical Medicine & Rehabilitation",
        "pm&r": "Physical Medicine & Rehabilitation",
        "physiatry": "Physical Medicine & Rehabilitation",
        "chiropractor": "Chiropractic",
        "chiropractic medicine": "Chiropractic",
        "doctor of chiropractic": "Chiropractic",
        "orthopaedic surgery": "Orthopedic Surgery",
        "orthopedics": "Orthopedic Surgery",
        "orthopaedics": "Orthopedic Surgery",
        "orthopedic": "Orthopedic Surgery",
        "orthopaedic": "Orthopedic Surgery",
        "family medicine": "Family Practice",
        "general practice": "Family Practice",
        "pain medicine": "Pain Management",
        "interventional pain management": "Pain Management",
        "interventional pain medicine": "Pain Management",
        "hospice and palliative care": "Hospice & Palliative Medicine",
        "palliative medicine": "Hospice & Palliative Medicine",
        "neurosurgery": "Neurological Surgery",
        "neurologic surgery": "Neurological Surgery",
        "psychiatry and neurology": "Psychiatry",
        "clinical psychology": "Psychology",
        "clinical psychologist": "Psychologist",
        "occupational and environmental medicine": "Occupational Medicine",
        "podiatry": "Podiatrist",
        "podiatric medicine": "Podiatrist",
        "foot and ankle surgery": "Podiatric Surgery",
        "general surgery": "Surgery",
        "ear nose and throat": "Otolaryngology",
        "pulmonology": "Pulmonary Disease",
        "pulmonary medicine": "Pulmonary Disease",
        "cardiology": "Cardiovascular Disease",
        "acupuncture": "Oriental Medicine",
        "acupuncture and oriental medicine": "Oriental Medicine",
        "dentistry": "Dentist",
        "rn": "Registered Nurse",
        "toxicology": "Medical Toxicology",
        "public health and preventive medicine": "Public Health & General Preventive Medicine",
        "general preventive medicine": "Public Health & General Preventive Medicine",
    ]

    private static let byKey: [String: String] = {
        var table: [String: String] = [:]
        for name in canonical { table[key(name)] = name }
        for (variant, name) in variants { table[key(variant)] = name }
        return table
    }()

    /// The canonical spelling for a specialty as written, or nil when it is not one we know.
    /// Tolerates a stray letter of PDF debris at either end ("Sports Medicinea") and one typo in long names;
    /// an unknown name is never forced onto a different specialty.
    public static func canonicalName(_ written: String) -> String? {
        let normalized = key(written)
        guard !normalized.isEmpty else { return nil }
        if let name = byKey[normalized] { return name }
        // One stray letter glued to the end or the start of the last or first word.
        for trimmed in [String(normalized.dropLast()), String(normalized.dropFirst())] {
            if let name = byKey[trimmed], trimmed.count >= 6 { return name }
        }
        if normalized.count >= 12 {
            let close = byKey.filter { abs($0.key.count - normalized.count) <= 1 && EditDistance.between($0.key, normalized) == 1 }
            let names = Set(close.values)
            if names.count == 1, let name = names.first { return name }
        }
        return nil
    }

    /// As written when unknown: "kept as written, never forced onto a wrong one".
    public static func normalize(_ written: String) -> String {
        canonicalName(written) ?? written
    }

    /// Lower case, "&" as "and", punctuation dropped, spaces collapsed.
    static func key(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for character in CaseFold.key(text) {
            if character.isLetter || character.isNumber {
                if pendingSpace && !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(character)
            } else if character == "&" {
                if !out.isEmpty { out.append(" ") }
                out.append("and")
                pendingSpace = true
            } else {
                pendingSpace = true
            }
        }
        return out
    }
}
