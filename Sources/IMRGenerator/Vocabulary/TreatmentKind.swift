/// The kinds of treatment IMR letters dispute, each with its DWC category.
enum TreatmentKind: CaseIterable {
    case imaging, electrodiagnostic, opioid, nsaid, muscleRelaxant, topicalCompound, topicalPatch
    case protonPump, antiEpileptic, antidepressant, sleepAid, physicalTherapy, postopTherapy
    case acupuncture, chiropractic, epidural, facet, retroInjection, arthroscopy, spineSurgery
    case openSurgery, surgicalAssist, tens, brace, equipment, psychTherapy, psychEvaluation
    case homeHealth, transportation, restorationProgram, drugScreen, consult, gym

    /// How often each kind is disputed, roughly as in published decisions (drugs lead).
    static let weights: [Int] = [
        12, 5, 13, 6, 7, 6, 3,
        4, 4, 2, 2, 8, 2,
        4, 3, 4, 2, 1, 3, 2,
        1, 1, 2, 2, 2, 2, 1,
        1, 1, 1, 2, 2, 1,
    ]

    var category: String? {
        switch self {
        case .imaging: return "Diagnostic Testing > Imaging & Radiology"
        case .electrodiagnostic: return "Diagnostic Testing > EMG/NCV/NCS"
        case .opioid: return "Pharmaceuticals > Opioids"
        case .nsaid: return "Pharmaceuticals > NSAID"
        case .muscleRelaxant: return "Pharmaceuticals > Muscle Relaxant"
        case .topicalCompound: return "Pharmaceuticals > Topical Compounds"
        case .topicalPatch: return "Pharmaceuticals > Topical Analgesics"
        case .protonPump: return "Pharmaceuticals > Proton Pump Inhibitors"
        case .antiEpileptic: return "Pharmaceuticals > Anti-epilepsy drugs"
        case .antidepressant: return "Pharmaceuticals > Antidepressant"
        case .sleepAid: return "Pharmaceuticals > Sedative-hypnotics"
        case .physicalTherapy, .postopTherapy: return "Rehabilitation > Physical Therapy/Occupational Therapy (PT/OT)"
        case .acupuncture: return "Rehabilitation > Acupuncture"
        case .chiropractic: return "Rehabilitation > Chiropractic"
        case .epidural: return "Injection > Injection"
        case .facet: return "Injection > Facet Injection"
        case .retroInjection: return "Pharmaceuticals > Injection"
        case .arthroscopy: return "Surgery > Arthroscopic Surgery"
        case .spineSurgery: return "Surgery > Spine"
        case .openSurgery: return "Surgery > Non-arthroscopic Surgery"
        case .surgicalAssist: return "Surgery > Adjunct Surgical Services"
        case .tens: return "DMEPOS > Electrical Stimulation"
        case .brace: return "DMEPOS > Prosthetics/Orthotics"
        case .equipment: return "DMEPOS > DME"
        case .psychTherapy: return "Psych Services > Therapies"
        case .psychEvaluation: return "Psych Services > Evaluation & Management"
        case .homeHealth: return "Home Health > Home Health"
        case .transportation: return "Transportation > Transportation"
        case .restorationProgram: return "Programs > Programs"
        case .drugScreen: return "Diagnostic Testing > Lab & Pathology"
        case .consult: return "Evaluation & Management > Medical Specialties"
        // A gym membership has no obvious DWC category.
        case .gym: return nil
        }
    }

    /// Whether the request names a body region (and so its guideline chapter).
    var needsRegion: Bool {
        switch self {
        case .imaging, .physicalTherapy, .postopTherapy, .chiropractic, .epidural, .facet, .arthroscopy,
             .spineSurgery, .openSurgery, .brace, .electrodiagnostic, .acupuncture, .consult:
            return true
        default:
            return false
        }
    }
}
