/// The guideline citations that fit each kind of treatment and body region.
enum KindCitations {
    /// One or two citations, the first usually MTUS.
    static func citations(for request: TreatmentRequest, _ rng: inout SplitMix64) -> [CitationTruth] {
        let first = primary(request, &rng)
        guard rng.chance(0.3) else { return [first] }
        let second = secondary(request, &rng)
        return second.text == first.text ? [first] : [first, second]
    }

    private static func region(_ request: TreatmentRequest) -> BodyRegion {
        request.region ?? .lumbar
    }

    static func primary(_ request: TreatmentRequest, _ rng: inout SplitMix64) -> CitationTruth {
        let r = region(request)
        switch request.kind {
        case .imaging:
            return CitationMaker.acoem(r, topic: rng.pick(["Special Studies", "Special Studies and Diagnostic and Treatment Considerations"]), &rng)
        case .electrodiagnostic:
            return rng.chance(0.6) ? CitationMaker.acoem(r, topic: "Special Studies", &rng)
                : CitationMaker.chronicPain(topic: "Electrodiagnostic testing (EMG/NCS)", shortTopic: "Electrodiagnostic testing", page: 44, &rng)
        case .opioid:
            if rng.chance(0.25) { return CitationMaker.opioidTreatment(&rng) }
            return rng.chance(0.6)
                ? CitationMaker.chronicPain(topic: "Opioids, criteria for use", shortTopic: "Opioids", page: 76, &rng)
                : CitationMaker.chronicPain(topic: "Opioids, long-term assessment", shortTopic: "Opioids, ongoing management", page: 78, &rng)
        case .nsaid:
            return CitationMaker.chronicPain(topic: "NSAIDs (non-steroidal anti-inflammatory drugs)", shortTopic: "NSAIDs", page: 67, &rng)
        case .muscleRelaxant:
            return rng.chance(0.6)
                ? CitationMaker.chronicPain(topic: "Muscle relaxants (for pain)", shortTopic: "Muscle relaxants", page: 63, &rng)
                : CitationMaker.chronicPain(topic: "Antispasmodics", shortTopic: "Antispasmodics", page: 64, &rng)
        case .topicalCompound:
            return rng.chance(0.6)
                ? CitationMaker.chronicPain(topic: "Topical Analgesics", shortTopic: "Topical analgesics", page: 111, &rng)
                : CitationMaker.chronicPain(topic: "Compound drugs", shortTopic: "Compound drugs", page: 111, &rng)
        case .topicalPatch:
            return CitationMaker.chronicPain(topic: "Lidoderm (lidocaine patch)", shortTopic: "Topical analgesics", page: 56, &rng)
        case .protonPump:
            return CitationMaker.chronicPain(topic: "NSAIDs, GI symptoms & cardiovascular risk", shortTopic: "NSAIDs, GI risk", page: 68, &rng)
        case .antiEpileptic:
            return CitationMaker.chronicPain(topic: "Antiepilepsy drugs (AEDs)", shortTopic: "Antiepilepsy drugs", page: 16, &rng)
        case .antidepressant:
            return CitationMaker.chronicPain(topic: "Antidepressants for chronic pain", shortTopic: "Antidepressants", page: 13, &rng)
        case .sleepAid:
            return CitationMaker.odgPain(topic: rng.pick(["Insomnia treatment", "Zolpidem (Ambien)"]), &rng)
        case .physicalTherapy:
            return rng.chance(0.7)
                ? CitationMaker.chronicPain(topic: "Physical Medicine", shortTopic: "Physical medicine", page: 98, &rng)
                : CitationMaker.acoem(r, topic: "Physical Methods", &rng)
        case .postopTherapy:
            return CitationMaker.postsurgical(topic: r.names.first?.uppercasedFirst ?? "Knee", &rng)
        case .acupuncture:
            return CitationMaker.acupuncture(&rng)
        case .chiropractic:
            return CitationMaker.chronicPain(topic: "Manual therapy & manipulation", shortTopic: "Manual therapy", page: 58, &rng)
        case .epidural:
            return CitationMaker.chronicPain(topic: "Epidural steroid injections (ESIs)", shortTopic: "Epidural steroid injections", page: 46, &rng)
        case .facet:
            return CitationMaker.acoem(r, topic: "Injections", &rng)
        case .retroInjection:
            return CitationMaker.chronicPain(topic: "NSAIDs (non-steroidal anti-inflammatory drugs)", shortTopic: "Ketorolac", page: 72, &rng)
        case .arthroscopy, .spineSurgery, .openSurgery:
            return CitationMaker.acoem(r, topic: "Surgical Considerations", &rng)
        case .surgicalAssist:
            return rng.chance(0.5)
                ? CitationMaker.odg(r, topic: rng.pick(["Preoperative testing, general", "Continuous-flow cryotherapy", "Venous thrombosis"]), &rng)
                : CitationMaker.otherSource("American Association of Orthopaedic Surgeons, Position Statement on Surgical Assistants")
        case .tens:
            return rng.chance(0.7)
                ? CitationMaker.chronicPain(topic: "Transcutaneous electrotherapy", shortTopic: "TENS, chronic pain", page: 114, &rng)
                : CitationMaker.chronicPain(topic: "Interferential Current Stimulation (ICS)", shortTopic: "Interferential current stimulation", page: 118, &rng)
        case .brace:
            return CitationMaker.acoem(r, topic: "Initial Care", &rng)
        case .equipment:
            return CitationMaker.odg(chapter: rng.pick(["Knee & Leg", "Knee and Leg (Acute & Chronic)"]), topic: "Durable medical equipment (DME)", &rng)
        case .psychTherapy:
            return rng.chance(0.6)
                ? CitationMaker.chronicPain(topic: "Behavioral interventions", shortTopic: "Cognitive behavioral therapy", page: 23, &rng)
                : CitationMaker.stressConditions(&rng)
        case .psychEvaluation:
            return rng.chance(0.6)
                ? CitationMaker.chronicPain(topic: "Psychological evaluations", shortTopic: "Psychological evaluations", page: 100, &rng)
                : CitationMaker.stressConditions(&rng)
        case .homeHealth:
            return CitationMaker.chronicPain(topic: "Home health services", shortTopic: "Home health services", page: 51, &rng)
        case .transportation:
            return CitationMaker.odg(chapter: rng.pick(["Knee & Leg", "Knee and Leg (Acute & Chronic)"]), topic: "Transportation (to & from appointments)", &rng)
        case .restorationProgram:
            return CitationMaker.chronicPain(topic: "Chronic pain programs (functional restoration programs)", shortTopic: "Functional restoration programs", page: 30, &rng)
        case .drugScreen:
            return rng.chance(0.7)
                ? CitationMaker.chronicPain(topic: "Drug testing", shortTopic: "Drug testing", page: 43, &rng)
                : CitationMaker.opioidTreatment(&rng)
        case .consult:
            return CitationMaker.consultations(&rng)
        case .gym:
            return CitationMaker.odg(r, topic: "Gym memberships", &rng)
        }
    }

    /// A supporting citation: usually ODG for the region, sometimes another source.
    static func secondary(_ request: TreatmentRequest, _ rng: inout SplitMix64) -> CitationTruth {
        if rng.chance(0.15) { return CitationMaker.otherSource(rng.pick(otherSources)) }
        let r = region(request)
        switch request.kind {
        case .imaging: return CitationMaker.odg(r, topic: rng.pick(r.imagingTopics), &rng)
        case .electrodiagnostic: return CitationMaker.odg(r, topic: rng.pick(["Electrodiagnostic studies (EDS)", "EMGs (electromyography)", "Nerve conduction studies (NCS)"]), &rng)
        case .opioid: return CitationMaker.odgPain(topic: rng.pick(["Opioids, criteria for use", "Opioids, specific drug list"]), &rng)
        case .nsaid, .retroInjection: return CitationMaker.odgPain(topic: "NSAIDs", &rng)
        case .muscleRelaxant: return CitationMaker.odgPain(topic: "Muscle relaxants (for pain)", &rng)
        case .topicalCompound, .topicalPatch: return CitationMaker.odgPain(topic: rng.pick(["Compound drugs", "Lidoderm (lidocaine patch)", "Topical analgesics"]), &rng)
        case .protonPump: return CitationMaker.odgPain(topic: "Proton pump inhibitors (PPIs)", &rng)
        case .antiEpileptic, .antidepressant: return CitationMaker.odgPain(topic: "Anti-epilepsy drugs (AEDs) for pain", &rng)
        case .sleepAid: return CitationMaker.odg(chapter: "Mental Illness & Stress", topic: "Insomnia treatment", &rng)
        case .physicalTherapy, .postopTherapy: return CitationMaker.odg(r, topic: "Physical therapy", &rng)
        case .acupuncture: return CitationMaker.odgPain(topic: "Acupuncture", &rng)
        case .chiropractic: return CitationMaker.odg(r, topic: "Manipulation", &rng)
        case .epidural: return CitationMaker.odg(r, topic: "Epidural steroid injections (ESIs), therapeutic", &rng)
        case .facet: return CitationMaker.odg(r, topic: rng.pick(["Facet joint diagnostic blocks (injections)", "Facet joint radiofrequency neurotomy"]), &rng)
        case .arthroscopy: return CitationMaker.odg(r, topic: rng.pick(["Meniscectomy", "Surgery for impingement syndrome", "Diagnostic arthroscopy"]), &rng)
        case .spineSurgery: return CitationMaker.odg(r, topic: rng.pick(["Fusion (spinal)", "Discectomy/laminectomy", "Hospital length of stay (LOS)"]), &rng)
        case .openSurgery: return CitationMaker.odg(r, topic: rng.pick(["Carpal tunnel release surgery (CTR)", "Surgery for epicondylitis", "Hardware implant removal"]), &rng)
        case .tens: return CitationMaker.odgPain(topic: "TENS (transcutaneous electrical nerve stimulation)", &rng)
        case .brace: return CitationMaker.odg(r, topic: rng.pick(["Back brace, post operative (fusion)", "Knee brace", "Splints", "Lumbar supports"]), &rng)
        case .psychTherapy, .psychEvaluation: return CitationMaker.odg(chapter: "Mental Illness & Stress", topic: "Cognitive therapy for depression", &rng)
        case .drugScreen: return CitationMaker.odgPain(topic: "Urine drug testing (UDT)", &rng)
        default: return CitationMaker.otherSource(rng.pick(otherSources))
        }
    }

    static let otherSources = [
        "UpToDate: Management of chronic non-cancer pain in adults",
        "Campbell's Operative Orthopaedics, 13th Edition, 2017",
        "Medicare Benefit Policy Manual, Chapter 7, Home Health Services",
        "https://www.ncbi.nlm.nih.gov/pubmed/24567311",
        "National Guideline Clearinghouse: Assessment and management of chronic pain",
        "Food and Drug Administration prescribing information, accessed online",
        "American Society of Interventional Pain Physicians, practice guidelines for interventional techniques",
        "Harrison's Principles of Internal Medicine, 19th Edition",
        "http://www.spine-health.com/treatment/injections/lumbar-epidural-steroid-injections-low-back-pain",
    ]
}
