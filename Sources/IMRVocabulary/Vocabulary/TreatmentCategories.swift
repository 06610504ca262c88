import IMRText

/// DWC treatment request categories (spec/treatment-categories.txt), and the words in a treatment that
/// make its category clear. Rules are tried in order; the first whose word appears (as a whole word,
/// any case) wins. A treatment no rule matches has no category: better none than a wrong one.
public enum TreatmentCategories {
    public struct Rule: Sendable {
        public let category: String
        public let words: [String]
    }

    public static let rules: [Rule] = [
        // Programs and psych first: "functional restoration program" is not physical therapy.
        Rule(category: "Programs > Programs", words: [
            "gym membership", "gym memberships",
            "functional restoration", "frp", "work hardening", "detox", "detoxification", "weight loss program",
            "pain program", "interdisciplinary", "multidisciplinary", "help program", "partial hospitalization",
        ]),
        Rule(category: "Psych Services > Therapies", words: [
            "psychotherapy", "cognitive behavioral", "cbt", "biofeedback", "counseling", "group therapy",
            "psychological treatment", "psychiatric treatment", "hypnotherapy", "relaxation training",
        ]),
        Rule(category: "Psych Services > Evaluation & Management", words: [
            "psychological evaluation", "psychiatric evaluation", "psychological testing", "psych evaluation",
            "psychological consultation", "psychiatric consultation", "psych consult", "psychological assessment",
            "neuropsychological",
        ]),
        // Pharmaceuticals by drug name.
        Rule(category: "Pharmaceuticals > Topical Compounds", words: [
            "ketophene", "cyclophene",
            "compound", "compounded", "compounded cream", "flurbiprofen", "ketoprofen", "transdermal cream",
        ]),
        Rule(category: "Pharmaceuticals > Topical Analgesics", words: [
            "lidocaine", "ointment", "cream", "patch", "patches", "gel",
            "lidoderm", "lidocaine patch", "lidocaine patches", "voltaren gel", "diclofenac gel", "flector",
            "pennsaid", "capsaicin", "terocin", "menthoderm", "methyl salicylate", "lidopro", "topical", "prilocaine",
        ]),
        Rule(category: "Pharmaceuticals > Opioids", words: [
            "synapryn",
            "norco", "hydrocodone", "oxycodone", "oxycontin", "percocet", "tramadol", "ultram", "ultracet",
            "codeine", "morphine", "ms contin", "fentanyl", "duragesic", "methadone", "hydromorphone",
            "dilaudid", "tapentadol", "nucynta", "buprenorphine", "butrans", "oxymorphone", "opana", "trezix",
            "vicodin", "lortab", "kadian", "exalgo", "belbuca", "xtampza", "zohydro", "hysingla", "opioid",
            "opioids", "tylenol #3", "tylenol with codeine", "roxicodone", "demerol", "meperidine", "suboxone",
            "dihydrocodeine", "benzhydrocodone", "levorphanol", "pentazocine", "butorphanol", "oliceridine",
        ]),
        Rule(category: "Pharmaceuticals > NSAID", words: [
            "ibuprofen", "motrin", "naproxen", "anaprox", "naprosyn", "relafen", "nabumetone", "diclofenac",
            "voltaren", "meloxicam", "mobic", "celebrex", "celecoxib", "etodolac", "lodine", "indomethacin",
            "piroxicam", "feldene", "daypro", "oxaprozin", "nsaid", "nsaids", "ketorolac", "toradol", "duexis", "rofecoxib",
            "vimovo", "arthrotec", "aspirin",
            "sulindac", "diflunisal", "fenoprofen", "salsalate", "mefenamic", "meclofenamate",
        ]),
        Rule(category: "Pharmaceuticals > Muscle Relaxant", words: [
            "lorzone", "tabradol",
            "flexeril", "cyclobenzaprine", "baclofen", "tizanidine", "zanaflex", "methocarbamol", "robaxin",
            "carisoprodol", "soma", "metaxalone", "skelaxin", "orphenadrine", "norflex", "chlorzoxazone",
            "fexmid", "amrix", "muscle relaxant", "muscle relaxants", "parafon",
            "dantrolene",
        ]),
        Rule(category: "Pharmaceuticals > Anti-epilepsy drugs", words: [
            "fanatrex",
            "gabapentin", "neurontin", "lyrica", "pregabalin", "topiramate", "topamax", "gralise", "horizant",
            "carbamazepine", "tegretol", "lamotrigine", "lamictal", "oxcarbazepine", "keppra",
            "levetiracetam", "zonisamide", "lacosamide", "divalproex", "phenytoin",
        ]),
        Rule(category: "Pharmaceuticals > Antidepressant", words: [
            "cymbalta", "duloxetine", "amitriptyline", "elavil", "nortriptyline", "pamelor", "sertraline", "zoloft",
            "prozac", "fluoxetine", "wellbutrin", "bupropion", "effexor", "venlafaxine", "lexapro", "escitalopram",
            "citalopram", "celexa", "paxil", "paroxetine", "savella", "desipramine", "mirtazapine", "remeron",
            "imipramine", "doxepin", "desvenlafaxine", "milnacipran", "levomilnacipran", "vilazodone", "vortioxetine", "fluvoxamine", "esketamine",
        ]),
        Rule(category: "Pharmaceuticals > Proton Pump Inhibitors", words: [
            "omeprazole", "prilosec", "pantoprazole", "protonix", "esomeprazole", "nexium", "lansoprazole",
            "prevacid", "dexilant", "rabeprazole", "aciphex", "ppi",
            "dexlansoprazole",
        ]),
        Rule(category: "Pharmaceuticals > H2 Blocker", words: [
            "deprizine","ranitidine", "zantac", "famotidine", "pepcid", "cimetidine"]),
        Rule(category: "Pharmaceuticals > Sedative-hypnotics", words: [
            "dicopanol",
            "ambien", "zolpidem", "lunesta", "eszopiclone", "sonata", "zaleplon", "belsomra", "restoril",
            "temazepam", "trazodone", "desyrel",
            "suvorexant", "lemborexant", "daridorexant", "ramelteon", "melatonin",
            // Antihistamines asked for as sleep aids (Dicopanol is diphenhydramine).
            "diphenhydramine", "doxylamine",
        ]),
        Rule(category: "Pharmaceuticals > Benzodiazepine", words: [
            "xanax", "alprazolam", "valium", "diazepam", "klonopin", "clonazepam", "ativan", "lorazepam",
            "benzodiazepine", "benzodiazepines",
            "triazolam", "chlordiazepoxide", "oxazepam", "estazolam", "flurazepam", "clorazepate",
        ]),
        Rule(category: "Pharmaceuticals > Antiemetic", words: ["ondansetron", "zofran", "promethazine", "phenergan", "meclizine", "scopolamine", "prochlorperazine"]),
        Rule(category: "Pharmaceuticals > Impotence Agents", words: ["viagra", "sildenafil", "cialis", "tadalafil", "levitra", "vardenafil", "avanafil", "alprostadil"]),
        Rule(category: "Pharmaceuticals > GI Agents", words: [
            "docusate", "colace", "senna", "senokot", "amitiza", "linzess", "movantik", "relistor", "laxative",
            "miralax", "dulcolax",
            "sucralfate", "misoprostol", "metoclopramide", "sennosides", "polyethylene glycol", "lubiprostone", "naloxegol", "naldemedine", "methylnaltrexone", "linaclotide", "plecanatide", "lactulose", "bisacodyl", "psyllium", "methylcellulose", "dicyclomine", "hyoscyamine", "diphenoxylate", "loperamide",
        ]),
        Rule(category: "Pharmaceuticals > Antimigraine Agent", words: ["sumatriptan", "imitrex", "maxalt", "rizatriptan", "fioricet", "eletriptan", "zolmitriptan", "naratriptan", "frovatriptan", "almotriptan", "erenumab", "fremanezumab", "galcanezumab", "eptinezumab", "rimegepant", "ubrogepant", "atogepant", "zavegepant", "lasmiditan"]),
        Rule(category: "Pharmaceuticals > Viscosupplementation", words: [
            "synvisc", "hyaluronic", "orthovisc", "euflexxa", "supartz", "gel-one", "monovisc", "viscosupplementation",
        ]),
        Rule(category: "Pharmaceuticals > Nutritional Products", words: [
            "medical food", "theramine", "sentra", "vitamin", "glucosamine", "trepadone", "gabadone", "folic acid", "multivitamin", "potassium chloride",
            "calcium", "magnesium", "iron", "turmeric", "chondroitin", "methylsulfonylmethane", "omega", "omega-3", "apptrim", "hypertensa", "percura", "somnicin", "laxacin", "theratramadol",
        ]),
        Rule(category: "Pharmaceuticals > Androgens & Anabolic Steroids", words: ["testosterone", "androgel"]),
        Rule(category: "Pharmaceuticals > Adrenal Cortical Steroids", words: [
            "medrol", "prednisone", "methylprednisolone", "dexamethasone",
            "corticosteroid", "prednisolone", "triamcinolone", "betamethasone", "hydrocortisone",
        ]),
        Rule(category: "Pharmaceuticals > Antihypertensive", words: ["lisinopril", "amlodipine", "losartan", "clonidine", "hydrochlorothiazide", "furosemide"]),
        Rule(category: "Pharmaceuticals > Opoid Antagonist", words: ["naloxone", "naltrexone", "narcan"]),
        Rule(category: "Pharmaceuticals > Antihistamine", words: ["hydroxyzine", "loratadine", "cetirizine", "fexofenadine"]),
        Rule(category: "Pharmaceuticals > AntiAnxiety", words: ["buspirone"]),
        Rule(category: "Pharmaceuticals > Atypical Antipsychotic", words: ["quetiapine", "aripiprazole", "olanzapine", "risperidone", "lurasidone", "brexpiprazole", "cariprazine", "ziprasidone"]),
        Rule(category: "Pharmaceuticals > Beta-blocker", words: ["propranolol", "metoprolol", "atenolol", "carvedilol"]),
        Rule(category: "Pharmaceuticals > Alpha-blocker", words: ["prazosin", "tamsulosin", "flomax"]),
        Rule(category: "Pharmaceuticals > Statin", words: ["atorvastatin", "simvastatin", "rosuvastatin", "pravastatin"]),
        Rule(category: "Pharmaceuticals > Anti-coagulant", words: ["enoxaparin", "heparin", "fondaparinux", "rivaroxaban", "apixaban", "warfarin", "clopidogrel"]),
        Rule(category: "Pharmaceuticals > Anti-infectives", words: ["cephalexin", "ciprofloxacin", "amoxicillin", "bactrim", "sulfamethoxazole", "trimethoprim", "mupirocin", "sulfadiazine", "ketoconazole", "nizoral", "doxycycline", "bacitracin", "terbinafine", "valacyclovir", "acyclovir", "oseltamivir", "augmentin", "clavulanate"]),
        Rule(category: "Pharmaceuticals > Hormones", words: ["levothyroxine", "clomiphene", "anastrozole", "teriparatide", "calcitonin"]),
        Rule(category: "Pharmaceuticals > Asthma Medications", words: ["albuterol", "budesonide", "formoterol", "fluticasone", "salmeterol", "montelukast"]),
        Rule(category: "Pharmaceuticals > Cannabinoids", words: ["cannabis", "dronabinol", "nabilone"]),
        Rule(category: "Pharmaceuticals > Injection", words: ["bupivacaine", "ropivacaine"]),
        Rule(category: "Pharmaceuticals > Antidiabetics", words: ["metformin", "insulin", "glipizide", "glyburide", "glimepiride", "pioglitazone", "sitagliptin", "liraglutide", "empagliflozin", "dapagliflozin", "semaglutide", "dulaglutide", "tirzepatide"]),
        Rule(category: "Pharmaceuticals > Bisphosphonates", words: ["alendronate", "ibandronate", "risedronate", "zoledronic"]),
        Rule(category: "Pharmaceuticals > Calcium Cannel Blocker", words: ["verapamil", "nimodipine", "diltiazem", "nifedipine"]),
        // Injections.
        Rule(category: "Injection > Facet Injection", words: [
            "facet", "medial branch", "radiofrequency", "rhizotomy", "neurotomy",
        ]),
        Rule(category: "Injection > Injection", words: [
            "epidural", "esi", "trigger point", "steroid injection", "cortisone injection", "nerve block",
            "injection", "injections", "sacroiliac joint injection", "prp", "platelet rich plasma",
        ]),
        // Diagnostics.
        Rule(category: "Diagnostic Testing > EMG/NCV/NCS", words: [
            "emg", "ncv", "ncs", "emg/ncv", "emg/ncs", "electromyography", "electromyogram", "nerve conduction",
        ]),
        Rule(category: "Diagnostic Testing > Imaging & Radiology", words: [
            "mri", "magnetic resonance", "mra", "ct", "ct scan", "cat scan", "computed tomography", "x-ray", "x-rays",
            "xray", "xrays", "radiograph", "radiographs", "bone scan", "arthrogram", "myelogram", "dexa",
            "ultrasound", "sonogram", "imaging", "pet scan", "fluoroscopy",
        ]),
        Rule(category: "Diagnostic Testing > Lab & Pathology", words: [
            "urine drug", "drug screen", "drug screening", "drug test", "drug testing", "uds", "toxicology",
            "lab", "labs", "laboratory", "blood test", "blood work", "cbc", "metabolic panel", "genetic testing",
            "urinalysis", "hemoglobin", "complete blood count", "coagulation panel", "liver function test",
            "lipid panel", "thyroid panel", "inflammatory markers", "vitamin d level", "testosterone level",
            "type and screen", "urine test",
        ]),
        Rule(category: "Diagnostic Testing > Other Diagnostic Tests", words: [
            "jamar", "grip test", "grip strength", "ssep", "range of motion test", "range of motion testing", "test", "testing",
            "sleep study", "polysomnography", "polysomnogram", "eeg", "electroencephalogram", "echocardiogram",
            "ekg", "ecg", "electrocardiogram", "functional capacity evaluation", "fce", "qfce", "vng",
            "videonystagmography", "audiogram", "pulmonary function", "stress test", "discogram",
        ]),
        // Rehabilitation.
        Rule(category: "Rehabilitation > Acupuncture", words: ["acupuncture", "electroacupuncture", "electro-acupuncture"]),
        Rule(category: "Rehabilitation > Chiropractic", words: [
            "chiropractic", "chiropractor", "chiro", "chirophysio", "manipulation", "manipulative",
        ]),
        Rule(category: "Rehabilitation > Physical Therapy/Occupational Therapy (PT/OT)", words: [
            "physical therapy", "occupational therapy", "pt", "ot", "pt/ot", "aquatic therapy", "hand therapy",
            "physiotherapy", "work conditioning", "therapeutic exercise", "pool therapy",
        ]),
        Rule(category: "Rehabilitation > Other Therapies", words: [
            "electrical stimulation", "electrical muscle stimulation", "manual therapy", "neurostimulation therapy",
            "massage", "myofascial release", "infrared", "shockwave", "eswt", "traction", "hot packs", "paraffin",
            "kinesio", "dry needling", "cold laser", "laser therapy",
        ]),
        // DMEPOS.
        Rule(category: "DMEPOS > Electrical Stimulation", words: [
            "tens", "tens unit", "interferential", "h-wave", "nmes", "muscle stimulator", "electrical stimulation unit",
            "electrical stimulator", "ems unit", "if unit",
        ]),
        Rule(category: "DMEPOS > Prosthetics/Orthotics", words: [
            "braces", "hearing aid", "hearing aids",
            "brace", "bracing", "orthotic", "orthotics", "orthosis", "splint", "insoles", "lumbar support", "collar",
            "sling", "prosthesis", "prosthetic", "lso", "tlso", "knee sleeve", "wrist support", "orthopedic shoes", "footwear",
        ]),
        Rule(category: "DMEPOS > Supplies", words: ["electrodes", "batteries", "supplies", "lead wires"]),
        Rule(category: "DMEPOS > DME", words: [
            "wheelchair", "walker", "cane", "crutches", "cold therapy", "hot/cold", "hospital bed", "commode",
            "shower chair", "cpap", "cryotherapy", "compression device", "dvt", "pneumatic", "motorized scooter",
            "scooter", "durable medical equipment", "dme", "heating pad", "ice unit", "game ready", "vascutherm",
            "cold unit", "mattress", "pillow", "grab bars", "bathroom equipment", "toilet seat",
        ]),
        // Services.
        Rule(category: "Home Health > Home Health", words: [
            "rn", "skilled nursing",
            "home health", "home aide", "home care", "home assistance", "caregiver", "nursing care",
            "home nursing", "in-home", "home health aide",
        ]),
        Rule(category: "Transportation > Transportation", words: ["transportation", "taxi", "medical transport", "ambulance"]),
        // Surgery last but for visits: "post-op physical therapy" is therapy, "knee brace" equipment.
        Rule(category: "Surgery > Surgical Consult", words: ["surgical consult", "surgical consultation", "surgeon consultation"]),
        Rule(category: "Surgery > Adjunct Surgical Services", words: [
            "assistant pa", "pa assist", "surgical assistant", "assistant surgeon",
            "pre-op", "preop", "pre-operative", "preoperative", "post-op", "postop",
            "post-operative", "postoperative", "surgical clearance", "medical clearance", "anesthesia",
        ]),
        Rule(category: "Surgery > Arthroscopic Surgery", words: [
            "arthroscopy", "arthroscopic", "meniscectomy", "meniscal repair", "chondroplasty", "slap repair",
            "bankart repair", "labral repair", "subacromial decompression", "distal clavicle excision",
            "rotator cuff repair",
        ]),
        Rule(category: "Surgery > Spine", words: [
            "fusion", "laminectomy", "discectomy", "microdiscectomy", "foraminotomy", "laminotomy", "kyphoplasty",
            "vertebroplasty", "spinal cord stimulator", "disc replacement", "decompression",
        ]),
        Rule(category: "Surgery > Non-arthroscopic Surgery", words: [
            "surgery", "surgical", "repair", "release", "arthroplasty", "replacement", "orif", "open reduction",
            "excision", "amputation", "reconstruction", "osteotomy", "fixation", "tenotomy", "fasciectomy",
            "carpal tunnel release", "trigger finger release", "hardware removal",
        ]),
        Rule(category: "Evaluation & Management > Dental Services", words: ["dental", "dentist", "teeth", "tooth"]),
        Rule(category: "Evaluation & Management > Medical Specialties", words: [
            "consultation", "consult", "referral", "follow-up visit", "follow up visit", "follow-up visits",
            "office visit", "office visits", "evaluation and management", "specialist", "evaluation", "exam",
            "examination", "initial exam", "visit", "visits",
        ]),
    ]

    /// Every rule's phrases indexed by their first word: a treatment's words are looked up once each.
    private static let byFirstWord: [String: [(rule: Int, phrase: [String])]] = {
        var table: [String: [(rule: Int, phrase: [String])]] = [:]
        for (number, rule) in rules.enumerated() {
            for word in rule.words {
                let phrase = tokenize(word)
                guard let first = phrase.first else { continue }
                table[first, default: []].append((number, phrase))
            }
        }
        return table
    }()

    /// The DWC category the treatment makes clear, or nil. The earliest rule with a phrase in the
    /// treatment wins, wherever in the treatment the phrase stands.
    public static func category(of treatment: String) -> String? {
        category(of: treatment) { _ in true }
    }

    /// The same among the categories `allowed` admits.
    public static func category(of treatment: String, allowed: (String) -> Bool) -> String? {
        let tokens = tokenize(treatment)
        var best = Int.max
        for start in tokens.indices {
            guard let candidates = byFirstWord[tokens[start]] else { continue }
            for candidate in candidates where candidate.rule < best && allowed(rules[candidate.rule].category)
                && matches(tokens, at: start, candidate.phrase) {
                best = candidate.rule
            }
        }
        return best == Int.max ? nil : rules[best].category
    }

    static func matches(_ tokens: [String], at start: Int, _ phrase: [String]) -> Bool {
        guard start + phrase.count <= tokens.count else { return false }
        for (offset, word) in phrase.enumerated() where tokens[start + offset] != word { return false }
        return true
    }

    /// Lower-case words; "/" and "-" stay inside words ("emg/ncv", "x-ray"), "#" too ("tylenol #3").
    /// Bytes, not Characters: this runs for every item of every letter. Words are short, so most
    /// fit a String without a heap allocation.
    static func tokenize(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var words: [String] = []
        var index = 0
        while index < bytes.count {
            guard let wordEnd = wordEnd(bytes, from: index) else {
                index += ByteText.scalarLength(bytes[index])
                continue
            }
            let word = bytes[index..<wordEnd].map(asciiLower)
            words.append(String(decoding: word, as: UTF8.self))
            // "emg/ncv" matches "emg/ncv" and also "emg" or "ncv" alone.
            if word.contains(0x2F) {
                for part in word.split(separator: 0x2F) { words.append(String(decoding: part, as: UTF8.self)) }
            }
            index = wordEnd
        }
        return words
    }

    /// Where the word starting at `start` ends, or nil when no word starts there.
    private static func wordEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard ByteText.isASCIILetter(byte) || ByteText.isDigit(byte) || byte == 0x2F || byte == 0x2D || byte == 0x23 else { break }
                index += 1
            } else {
                guard let scalar = ByteText.scalar(at: index, in: bytes, end: bytes.count), ByteText.isLetterOrDigit(scalar) else { break }
                index += ByteText.scalarLength(byte)
            }
        }
        return index > start ? index : nil
    }
}
