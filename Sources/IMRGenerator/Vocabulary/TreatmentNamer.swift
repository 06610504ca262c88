/// Writes the heading text of a disputed treatment, in the many ways requests are worded.
enum TreatmentNamer {
    /// Regions a kind can concern; nil means "any".
    static func allowedRegions(_ kind: TreatmentKind) -> [BodyRegion]? {
        switch kind {
        case .epidural, .facet, .spineSurgery: return BodyRegion.spines
        case .arthroscopy: return [.shoulder, .knee]
        case .openSurgery: return [.wrist, .elbow, .knee, .ankle]
        default: return nil
        }
    }

    static func make(_ kind: TreatmentKind, region: BodyRegion?, context: CaseContext, _ rng: inout SplitMix64) -> TreatmentRequest {
        var request = TreatmentRequest(name: "", kind: kind, region: region, category: kind.category, shortName: "")
        let place = region.map { placeName($0, &rng) } ?? "low back"
        switch kind {
        case .imaging:
            let modality = rng.pick(["MRI", "MRI", "CT scan", "X-rays", "Magnetic resonance imaging (MRI)"])
            request.shortName = modality == "X-rays" ? "imaging" : "the \(modality.hasPrefix("CT") ? "CT scan" : "MRI")"
            switch rng.below(4) {
            case 0: request.name = "\(modality) of the \(place)"
            case 1: request.name = "\(modality), \(place)"
            case 2: request.name = "\(modality) of the \(place) without contrast"
            default: request.name = "Outpatient \(modality.lowercasedFirst) of the \(place)"
            }
        case .electrodiagnostic:
            let limb = region?.limbWord ?? "lower"
            let test = rng.pick(["EMG/NCV", "EMG", "NCV", "Electromyography and nerve conduction studies"])
            request.shortName = "electrodiagnostic testing"
            switch rng.below(3) {
            case 0: request.name = "\(test) of the bilateral \(limb) extremities"
            case 1: request.name = "\(test) \(rng.pick(["right", "left", "bilateral"])) \(limb) extremity"
            default: request.name = "\(test) bilateral \(limb) extremities QTY: 2"
            }
        case .opioid:
            let drug = rng.pick([
                ("Norco", "10/325mg"), ("Norco", "7.5/325mg"), ("Oxycodone", "10mg"), ("Oxycodone", "15mg"),
                ("Tramadol", "50mg"), ("Ultram", "50mg"), ("Ultram ER", "150mg"), ("Hydrocodone/APAP", "10/325mg"),
                ("Hydrocodone", "5/325mg"), ("Percocet", "5/325mg"), ("OxyContin", "20mg"), ("Tramadol ER", "100mg"),
            ], or: ("Norco", "10/325mg"))
            pills(&request, drug.0, drug.1, [60, 90, 120, 180, 30], &rng)
        case .nsaid:
            let drug = rng.pick([("Naproxen", "550mg"), ("Relafen", "750mg"), ("Ibuprofen", "800mg"), ("Meloxicam", "15mg"),
                                 ("Celebrex", "200mg"), ("Diclofenac sodium ER", "100mg"), ("Nabumetone", "500mg"), ("Anaprox DS", "550mg")], or: ("Naproxen", "550mg"))
            pills(&request, drug.0, drug.1, [60, 90, 30, 100], &rng)
        case .muscleRelaxant:
            let drug = rng.pick([("Flexeril", "7.5mg"), ("Cyclobenzaprine", "10mg"), ("Tizanidine", "4mg"), ("Baclofen", "10mg"),
                                 ("Soma", "350mg"), ("Methocarbamol", "750mg"), ("Orphenadrine ER", "100mg")], or: ("Flexeril", "7.5mg"))
            pills(&request, drug.0, drug.1, [30, 60, 90, 120], &rng)
        case .topicalCompound:
            let base = rng.pick(["Flurbiprofen 20%/Lidocaine 5% cream", "Compounded Ketoprofen 10%/Gabapentin 6%/Lidocaine 5% cream",
                                 "Cyclobenzaprine 2%/Flurbiprofen 25% topical cream", "Gabapentin 10%/Amitriptyline 5%/Capsaicin 0.025% compound"])
            let grams = rng.pick([120, 180, 240], or: 180)
            request.shortName = "the compounded cream"
            request.quantityName = { "\(base) \($0)gm" }
            request.quantity = grams
        case .topicalPatch:
            let base = rng.pick(["Lidoderm 5% patch", "Lidocaine 5% patches", "Terocin patches", "Flector 1.3% patch"])
            request.shortName = base.components(separatedBySpace: 0)
            request.quantityName = { "\(base) #\($0)" }
            request.quantity = rng.pick([30, 60, 90], or: 30)
        case .protonPump:
            let drug = rng.pick([("Omeprazole", "20mg"), ("Prilosec", "20mg"), ("Pantoprazole", "40mg"), ("Protonix", "20mg")], or: ("Omeprazole", "20mg"))
            pills(&request, drug.0, drug.1, [30, 60, 90], &rng)
        case .antiEpileptic:
            let drug = rng.pick([("Gabapentin", "600mg"), ("Neurontin", "300mg"), ("Lyrica", "75mg"), ("Topiramate", "50mg")], or: ("Gabapentin", "600mg"))
            pills(&request, drug.0, drug.1, [60, 90, 120], &rng)
        case .antidepressant:
            let drug = rng.pick([("Cymbalta", "60mg"), ("Duloxetine", "30mg"), ("Amitriptyline", "25mg"), ("Nortriptyline", "10mg")], or: ("Cymbalta", "60mg"))
            pills(&request, drug.0, drug.1, [30, 60, 90], &rng)
        case .sleepAid:
            let drug = rng.pick([("Ambien", "10mg"), ("Zolpidem", "5mg"), ("Lunesta", "2mg"), ("Sonata", "10mg")], or: ("Ambien", "10mg"))
            pills(&request, drug.0, drug.1, [30, 15, 60], &rng)
        case .physicalTherapy:
            let therapy = rng.chance(0.8) ? "physical therapy" : "occupational therapy"
            request.shortName = therapy
            sessions(&request, therapy, place: place, [6, 8, 12, 18, 10], &rng)
        case .postopTherapy:
            let therapy = rng.pick(["post-operative physical therapy", "postoperative physical therapy", "post-op occupational therapy"])
            request.shortName = "post-operative therapy"
            sessions(&request, therapy, place: place, [12, 16, 24, 8], &rng)
        case .acupuncture:
            request.shortName = "acupuncture"
            if rng.chance(0.3) {
                request.name = "Acupuncture \(rng.int(1, 3)) x week x \(rng.int(3, 6)) weeks"
            } else {
                sessions(&request, "acupuncture", place: place, [6, 8, 12, 18], &rng)
            }
        case .chiropractic:
            request.shortName = "chiropractic care"
            sessions(&request, rng.pick(["chiropractic treatment", "chiropractic manipulation", "chiropractic therapy"]), place: place, [6, 8, 12, 10], &rng)
        case .epidural:
            request.shortName = "the epidural injection"
            let cervical = region?.key == "cervical"
            let level = cervical ? rng.pick(["C5-C6", "C6-C7", "C5-6", "C4-C5"]) : rng.pick(["L4-L5", "L5-S1", "L4-5", "L3-L4"])
            let area = cervical ? "Cervical" : "Lumbar"
            switch rng.below(3) {
            case 0: request.name = "\(area) epidural steroid injection at \(level)"
            case 1: request.name = "\(rng.pick(["Right", "Left", "Bilateral"])) \(level) transforaminal epidural steroid injection under fluoroscopy"
            default: request.name = "Interlaminar \(area.lowercasedFirst) epidural steroid injection, \(level)"
            }
        case .facet:
            request.shortName = "the facet procedure"
            let cervical = region?.key == "cervical"
            let levels = cervical ? rng.pick(["C4-C5 and C5-C6", "C5-6 and C6-7"]) : rng.pick(["L4-5 and L5-S1", "L3-L4 and L4-L5"])
            switch rng.below(3) {
            case 0: request.name = "Bilateral \(levels) facet joint injections"
            case 1: request.name = "Medial branch block, \(rng.pick(["right", "left", "bilateral"])) \(levels)"
            default: request.name = "Radiofrequency ablation, \(levels), bilateral"
            }
        case .retroInjection:
            let dos = DateStyle.slashFull.format(context.lastVisit)
            let shortDos = DateStyle.dashLoose.format(context.lastVisit)
            request.shortName = "the injection"
            request.name = rng.pick([
                "Retrospective request for Toradol injection (DOS: \(dos))",
                "Retrospective request for Toradol 60mg intramuscular injection (DOS: \(dos))",
                "Retrospective: Vitamin B12 injection (DOS: \(shortDos))",
                "Retrospective Kenalog 40mg injection (date of service: \(dos))",
            ])
        case .arthroscopy:
            request.shortName = "the arthroscopic surgery"
            let side = rng.chance(0.5) ? "Right" : "Left"
            if region?.key == "shoulder" {
                request.name = rng.pick(["\(side) shoulder arthroscopy with subacromial decompression", "\(side) shoulder arthroscopic rotator cuff repair",
                                         "Arthroscopy of the \(side.lowercasedFirst) shoulder with distal clavicle resection"])
            } else {
                request.name = rng.pick(["\(side) knee arthroscopy with partial medial meniscectomy", "\(side) knee arthroscopic chondroplasty",
                                         "Arthroscopic surgery of the \(side.lowercasedFirst) knee"])
            }
        case .spineSurgery:
            request.shortName = "the spinal surgery"
            if region?.key == "cervical" {
                request.name = rng.pick(["Anterior cervical discectomy and fusion at C5-C6", "C4-C6 anterior cervical fusion with plating", "Cervical disc arthroplasty, C6-C7"])
            } else {
                request.name = rng.pick(["L4-S1 posterior lumbar interbody fusion", "L5-S1 microdiscectomy", "Lumbar laminectomy at L3-L4", "Inpatient L4-L5 fusion with a 3-day stay"])
            }
        case .openSurgery:
            request.shortName = "the surgery"
            let side = rng.chance(0.5) ? "Right" : "Left"
            switch region?.key {
            case "wrist": request.name = rng.pick(["\(side) carpal tunnel release", "\(side) trigger finger release, long finger"])
            case "elbow": request.name = rng.pick(["\(side) lateral epicondyle debridement", "\(side) cubital tunnel release"])
            case "knee": request.name = "\(side) total knee arthroplasty"
            default: request.name = "\(side) ankle hardware removal"
            }
        case .surgicalAssist:
            request.shortName = "this surgical service"
            request.name = rng.pick(["Pre-operative medical clearance", "Assistant surgeon", "Cold therapy unit, 7-day rental", "Post-operative DVT compression device rental"])
        case .tens:
            request.shortName = "the stimulation unit"
            request.name = rng.pick(["TENS unit, 30-day trial", "TENS unit purchase", "Interferential stimulator unit rental x 2 months", "H-wave device for home use", "TENS unit with supplies"])
        case .brace:
            request.shortName = "the brace"
            switch region?.key {
            case "lumbar": request.name = rng.pick(["Lumbar support brace", "LSO back brace", "Lumbar corset"])
            case "cervical": request.name = "Soft cervical collar"
            case "knee": request.name = "Hinged knee brace, \(rng.chance(0.5) ? "left" : "right")"
            case "wrist": request.name = "\(rng.chance(0.5) ? "Right" : "Left") wrist splint"
            case "ankle": request.name = "Custom orthotics, bilateral"
            default: request.name = "\(rng.chance(0.5) ? "Right" : "Left") \(region?.key ?? "elbow") brace"
            }
        case .equipment:
            request.shortName = "the equipment"
            request.name = rng.pick(["Home exercise kit", "Shower chair", "Front-wheeled walker", "Motorized scooter", "Hot/cold pack", "Cervical traction unit for home use"])
        case .psychTherapy:
            request.shortName = "the psychotherapy"
            let therapy = rng.pick(["cognitive behavioral therapy", "individual psychotherapy", "biofeedback", "group psychotherapy"])
            sessions(&request, therapy, place: nil, [6, 8, 12, 4], &rng)
        case .psychEvaluation:
            request.shortName = "the evaluation"
            request.name = rng.pick(["Psychological evaluation", "Psychiatric consultation", "Psychological testing, 4 hours", "Follow-up visit with a psychologist"])
        case .homeHealth:
            request.shortName = "home health care"
            let hours = rng.int(2, 8)
            request.quantityName = { "Home health aide \(hours) hours per day for \($0) weeks" }
            request.quantity = rng.pick([4, 6, 8, 12], or: 6)
        case .transportation:
            request.shortName = "transportation"
            if rng.chance(0.5) {
                request.name = "Transportation to and from medical appointments"
            } else {
                request.quantityName = { "Round-trip transportation to physical therapy, \($0) trips" }
                request.quantity = rng.pick([8, 12, 16], or: 12)
            }
        case .restorationProgram:
            request.shortName = "the program"
            if rng.chance(0.5) {
                request.quantityName = { "Functional restoration program, \($0) hours" }
                request.quantity = rng.pick([80, 160, 120], or: 80)
            } else {
                request.name = rng.pick(["Interdisciplinary pain management program, 10 days", "Work hardening program x 10 sessions", "Initial evaluation for a functional restoration program"])
            }
        case .drugScreen:
            request.shortName = "drug testing"
            request.name = rng.pick(["Urine drug screen", "Urine toxicology screening", "Retrospective urine drug testing (DOS: \(DateStyle.slashFull.format(context.lastVisit)))", "Qualitative urine drug screen, 1 panel"])
        case .consult:
            request.shortName = "the referral"
            request.name = rng.pick(["Referral to a pain management specialist", "Orthopedic consultation for the \(place)", "Neurosurgical consultation",
                                     "Follow-up visit with a spine surgeon", "Consultation with a hand surgeon"])
        case .gym:
            request.shortName = "the membership"
            request.name = rng.pick(["Gym membership for 6 months", "Aquatic therapy pool membership, 3 months", "One year YMCA membership"])
        }
        if let quantityName = request.quantityName {
            request.name = quantityName(request.quantity)
        }
        if request.shortName.isEmpty { request.shortName = request.name }
        return request
    }

    /// "right knee", "lumbar spine", "bilateral wrists" ...
    static func placeName(_ region: BodyRegion, _ rng: inout SplitMix64) -> String {
        let base = rng.pick(region.names)
        guard region.sided else { return base }
        return "\(rng.chance(0.5) ? "right" : "left") \(base)"
    }

    private static func pills(_ request: inout TreatmentRequest, _ drug: String, _ dose: String, _ counts: [Int], _ rng: inout SplitMix64) {
        request.shortName = drug
        let style = rng.weighted([8, 2, 1])
        request.quantityName = { count in
            switch style {
            case 0: return "\(drug) \(dose) #\(count)"
            case 1: return "\(drug) \(dose) QTY: \(count)"
            default: return "\(drug) \(dose), \(count) count"
            }
        }
        request.quantity = rng.pick(counts, or: 60)
    }

    private static func sessions(_ request: inout TreatmentRequest, _ therapy: String, place: String?, _ counts: [Int], _ rng: inout SplitMix64) {
        let style = rng.below(place == nil ? 2 : 4)
        let target = place ?? ""
        request.quantityName = { count in
            switch style {
            case 0: return "\(therapy.uppercasedFirst), \(count) sessions"
            case 1: return "\(NumberWords.capitalized(count)) sessions of \(therapy)"
            case 2: return "\(therapy.uppercasedFirst) for the \(target), \(count) sessions"
            default: return "\(NumberWords.capitalized(count)) sessions of \(therapy) for the \(target)"
            }
        }
        request.quantity = rng.pick(counts, or: 8)
    }
}

extension String {
    var uppercasedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    var lowercasedFirst: String {
        guard let first else { return self }
        // Keep acronyms such as "MRI" and "CT" intact.
        if count > 1, let second = dropFirst().first, second.isUppercase { return self }
        return first.lowercased() + dropFirst()
    }

    /// The first space-separated word (index 0), for short names of products.
    func components(separatedBySpace index: Int) -> String {
        let parts = split(separator: " ")
        return index < parts.count ? String(parts[index]) : self
    }
}
