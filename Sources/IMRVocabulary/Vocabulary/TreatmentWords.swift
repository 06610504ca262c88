/// The words of a request that are not the treatment: taken away before a key is made, so that
/// "Norco 10/325mg #120, 1 refill, DOS: 11/14/16" and "Retrospective Norco" ask for the same thing, and
/// a request no table knows keeps only its telling words. Numbers are always taken away.
///
/// To add one: put it in the list it belongs to, lower case (several words are matched as a phrase).
public enum TreatmentWords {
    /// Little words that never tell treatments apart; dropped before any phrase is compared, in the
    /// vocabularies as in the text ("MRI of the lumbar spine" is "mri lumbar spine").
    public static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "for", "in", "on", "at", "by", "with", "and", "or", "from", "as", "into",
        "under", "via", "its", "his", "her", "their", "is", "be", "&", "vs", "versus", "plus", "w", "any", "containing",
        // How far a tear goes ("repair of full thickness supraspinatus tear" is the tendon's repair) and
        // that it is torn ("Repair of torn supraspinatus tendon").
        "full", "thickness", "torn", "ruptured",
        // The side operated on or injected, which no phrase holds: dropped, a phrase read across it ("Repair of
        // the left rotator cuff" is the rotator cuff repair). (`side` keeps the words of position a phrase may hold.)
        "right", "left", "bilateral", "bilaterally", "bilat", "rt", "lt", "rigth",
    ]

    /// Quantity, strength, frequency and duration.
    public static let quantity = [
        "mg", "mgs", "mcg", "g", "gm", "gms", "gr", "gram", "grams", "ml", "cc", "oz", "unit", "iu", "meq", "mg ml",
        "mg g", "mmhg", "percent", "pct", "tesla", "t", "qty", "quantity", "count", "#", "number", "supply",
        "day supply", "month supply", "unknown quantity", "quantity unknown", "unspecified", "not specified", "quantity not specified", "refill", "box",
        "tube", "container", "bottle", "jar", "kit", "pack", "tab", "tablet", "cap", "capsule", "pill", "dose",
        "dosage", "oral", "orally", "by mouth", "suspension", "oral suspension", "solution", "soln", "liquid", "syrup", "elixir",
        "time", "times", "x", "per", "day", "daily", "week", "weekly", "month", "monthly", "year", "yearly",
        "hour", "hr", "hrs", "minute", "min", "mins", "night", "nightly", "bedtime", "morning", "evening",
        "session", "treatment", "total", "twice", "once", "thrice", "every", "each", "other",
        "up", "additional", "more", "bid", "tid", "qid", "qd", "qod", "qhs", "hs", "prn", "sig", "disp", "ud", "po", "needed", "as needed",
        "take", "apply", "applied", "affected", "area", "off", "may", "then", "approximately",
        "approx", "max", "maximum", "minimum", "least", "over", "period", "duration", "length", "course",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty four", "thirty",
        "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "single", "double", "half", "dozen", "first", "second", "third", "fourth", "2nd", "3rd",
        "trip", "trips", "one way", "part day", "full day", "half day", "region", "regions", "months", "series", "pair", "quarterly", "wk", "wks", "part time", "with food", "food", "meal", "meals", "breakfast", "lunch", "dinner", "vial", "vials", "class", "classes", "set", "ii", "iii", "pumps", "starter", "starter pack", "titration pack",
        "carton", "cartons", "drug classes", "quadrant", "quadrants", "puff", "puffs", "dosepak", "dose pak", "dosepack", "dose pack",
        // Doses written out or by weight ("fifty milligrams", "0.5 mg/kg"), and how a cream is put on.
        "milligram", "milligrams", "microgram", "micrograms", "kg", "mg kg", "per kg", "thin layer",
        // A device's size ("1/2 inch heel lift").
        "inch", "inches", "cm", "mm",
    ]

    /// Release forms and salts: not ingredients.
    public static let drugForm = [
        "sprinkle", "sprinkles", "viscous", "intranasal", "nasal", "liposomal", "oil", "lozenge", "lozenges", "supplement", "supplements", "low dose", "sodium bicarbonate", "inhaler", "hfa", "mdi",
        "er", "xr", "sr", "cr", "dr", "la", "xl", "ir", "ds", "es", "odt", "hp", "ec", "extended release",
        "delayed release", "immediate release", "sustained release", "controlled release", "long acting",
        "short acting", "ext rel", "ext release", "hcl", "hydrochloride", "sodium", "sod", "potassium", "citrate",
        "bitartrate", "tartrate", "carbonate", "gum", "pellet", "pellets", "besylate", "maleate", "sulfate", "phosphate", "mesylate", "succinate",
        "fumarate", "acetate", "epolamine", "na", "orally disintegrating", "compounding", "compounding kit", "sulphate", "tromethamine", "dsc", "buccal", "sublingual",
        "sl", "troche", "troches", "generic", "brand", "strength", "extra strength", "ultra", "ultra strength", "maximum strength", "forte", "dispense",
        "daw", "dispense as written", "cypionate", "enanthate", "pamoate", "powder", "granules", "packet", "packets", "sachet", "hyclate", "monohydrate", "nasal spray", "nasal", "sq", "sc", "subq", "sub q", "subcutaneous", "subcutaneously",
        // The bases a compound is made up in: no drug of their own ("Lipoderm" is not Lidoderm).
        "base", "lipoderm", "lipoderm base", "pcca", "versapro", "versabase", "pentravan", "plo",
        "pluronic lecithin organogel",
    ]

    /// Dates of service.
    public static let dates = [
        "dos", "date service", "dates service", "date", "dated", "rendered", "provided", "between",
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// Where on a part an operation is done: an operation named action first may pass over them, as over the
    /// part's name, to its object ("Repair of the medial meniscus" is the meniscus repair;
    /// `TreatmentLexicon.positions`).
    public static let positions = [
        "anterior", "posterior", "lateral", "medial", "proximal", "distal", "superior", "inferior", "dorsal",
        "volar", "palmar", "partial", "total", "complete", "central", "superficial",
    ]

    /// Side and position: never part of a key or a region ("anterior cervical discectomy and fusion" is
    /// a cervical fusion; "partial medial meniscectomy" a meniscectomy).
    public static let side = positions + [
        "right", "left", "bilateral", "bilaterally", "bilat", "b l", "both", "rt", "lt", "r", "l", "unilateral",
        "side", "sided", "right sided", "left sided", "mid", "upper", "lower", "inguinal", "umbilical", "ventral", "incisional",
        "radial side", "ulnar side",
        // The fingers by name ("trigger finger release, long finger").
        "index", "middle", "long", "ring", "small", "little",
    ]

    /// Contrast, strength of magnet, positioning and guidance of imaging and injections.
    public static let technique = [
        "contrast", "dye", "biopsy", "computerized", "computerised", "computer assisted", "free and total", "cooled", "unattended", "presumptive", "definitive", "immunoassay", "screening immunoassay", "gadolinium", "gad", "iv contrast", "non contrast",
        "noncontrast", "open", "closed", "upright", "standing", "weight bearing", "positional", "position",
        "single positional", "mars", "metal artifact reduction", "high field", "3t", "higher", "only",
        "guided", "guidance",
        "sedation",
        "mini", "mini open", "uni", "reverse", "reversed", "anatomic", "external", "stabilizing", "lace up", "manual", "catheter", "catheter directed", "extra depth", "wearable", "infiltration", "prism", "prisms", "split night", "full night", "approach", "level", "levels", "multi level", "multilevel", "scan", "scans",
        "study", "studies", "view", "views", "endoscopic", "laparoscopic", "minimally invasive", "percutaneous", "outpatient",
        "inpatient", "office", "surgery center", "surgical center", "ambulatory surgery center", "center", "centre", "clinic", "home use", "home", "community", "community ambulation", "purchase", "rental", "rent", "lease", "loan",
        "diagnostic", "therapeutic", "qualitative", "quantitative", "panel", "screening", "plating", "plate",
        "instrumentation", "instrumented", "graft", "grafting", "differential", "microscopy", "lead", "ap", "flexion", "axillary",
        "overnight", "seat", "land based", "home based", "custom", "molded", "custom molded", "custom made", "prefabricated", "prefab", "single point", "iv", "intravenous", "whole body", "installation", "install", "flex ext", "flexion extension", "lc ms", "gc ms", "lc ms ms", "fitting", "garment", "conductive garment", "wheels", "wheeled", "standard", "binaural", "digital", "point care", "3d", "3d reconstruction", "three dimensional", "reconstructions", "pa lateral", "pa lat", "ap lateral", "soft", "hard", "rigid", "hinged", "boot",
        // How a study, a visit or a fitting is done ("needle only", "video visit", "behind the ear"), and a
        // therapist's technique named beside its discipline ("neuromuscular re-education").
        "semi electric", "full electric", "electric", "accessible", "wheelchair accessible", "serum", "needle", "video", "audio", "telephonic", "confirmation", "confirmatory testing", "behind ear", "bte", "receiver in canal", "saliva", "oral fluid", "placement",
        "urine", "urinary", "auto", "titrating", "auto titrating", "heated", "sequence", "sequences", "attended", "swab", "cheek swab", "buccal swab", "pool access",
        "neuromuscular re education", "neuromuscular reeducation",
        // How a device is built or an operation done ("modular aluminum ramp", "TKA, computer-navigated",
        // "fusion with pedicle screws", "autologous platelet rich plasma", "push-pull hand controls").
        "adjustable", "modular", "aluminum", "aluminium", "portable", "folding", "temporary", "autologous", "regenerative",
        "computer navigated", "navigated", "navigation", "robotic", "robotic assisted", "intraosseous", "endosseous", "endosteal",
        "pedicle screw", "pedicle screws", "screws", "rods", "cage", "cages", "push pull", "group", "residential",
    ]

    /// What the request says about itself rather than the treatment.
    public static let request = [
        "retrospective", "retro", "retroactive", "prospective", "cpt", "given", "purposes", "random", "over counter",
        "otc", "ur", "ur number", "utilization review", "repeat", "repeated", "updated", "update", "additional", "continued", "continue", "start", "starting", "initiate",
        "continuation", "continuing", "ongoing", "refills", "renewal", "trial", "trial of", "initial",
        "new", "request", "requested", "requesting", "prescription", "rx", "prescribed", "authorization",
        "certification", "recertification", "extension", "coverage", "consideration", "weaning", "replacement",
        "long term", "failed", "positive", "negative", "conservative care", "conservative treatment", "conservative management",
        "conservative measures",
        "wean", "taper", "tapering", "titration", "unknown", "unknown frequency", "frequency", "duration unknown",
        "medication", "medications", "supplies", "associated", "related", "service", "services", "phase",
        "pain", "chronic", "acute", "moderate", "severe", "mild", "symptom", "symptoms", "flare", "flare up",
        "complaint", "complaints", "condition", "injury", "industrial", "comprehensive", "use",
        "all", "medical", "as directed",
        // What a request says of its purpose or its timing, not what it asks for.
        "regarding", "candidacy", "mmi", "maximum medical improvement", "confirmatory", "off the shelf", "type",
        "established", "established patient", "physician", "treating", "treating physician", "allow", "to allow",
        "re", "revision", "permanent", "implant", "implantation", "induction", "remaining", "concurrent", "admission",
        // The fields of a request written as a form's row ("Service: ... Body part: lumbar"), and a drug's
        // national code ("NDC 00591-0385-01").
        "body part", "body parts", "ndc", "good", "goods",
        // A UR's restatement ("2x3 (original 2x6)"), a diagnosis given with the request ("Dx: lumbar
        // radiculopathy"), an opioid's morphine-equivalent dose ("MED 90", "120 MME").
        "original", "originally", "dx", "diagnosis", "med", "mme", "morphine equivalent",
        // The drug formulary's words of a drug's status ("non-exempt per MTUS formulary"), not the drug.
        "exempt", "non exempt", "nonexempt", "formulary", "mtus", "mtus formulary", "odg", "preferred", "non preferred",
        "special fill", "perioperative fill",
        // What comes with a device: the device's treatment.
        "electrode", "electrodes", "battery", "batteries", "mask", "masks", "tubing", "headgear", "humidifier",
        "pen", "pens", "auto injector", "autoinjector", "solostar", "flexpen", "kwikpen", "sureclick", "strip", "strips",
    ]

    /// Words that make a drug topical (a cream, a gel); its key then says so.
    public static let topical = [
        "cream", "gel", "ointment", "lotion", "jelly", "topical", "topically", "transdermal", "compound",
        "compounded", "cream base", "liniment", "balm", "rub", "foam", "roll on", "emulsion",
        "topical analgesic", "compounded cream", "compound cream", "transdermal cream",
    ]

    /// A topical drug as a patch: its own product where the guidelines treat patches apart ("lidocaine
    /// patch" is not "lidocaine topical", a cream or an ointment). "patches" as written too, so that its slips
    /// ("pathces", "pacthes") are read through it: a slip of "patch" is too short a word to read.
    public static let patch = ["patch", "patches", "transdermal patch", "topical patch", "medicated patch", "adhesive patch", "plaster", "pad"]

    /// The package a request comes in, around a surgery or an order: context, never the treatment
    /// ("Associated surgical service: cold therapy unit" is a cold therapy unit; "Labs to include: CBC" a
    /// CBC). "Associated surgical service" is also `postoperative`, for a therapy.
    public static let package = [
        "include", "includes", "including", "to include", "consisting", "consist", "consists", "package",
        "surgical package", "perioperative", "peri operative", "surgery related", "surgical service",
        "probable", "as indicated", "protocol", "purchase or rental", "rental or purchase", "month rental", "day rental",
        "for home use", "medical necessity", "medically necessary",
    ]

    /// Before or after an operation. Before is context ("Pre-operative EKG" is an electrocardiogram; the
    /// clearance visit has its own row); after is kept in a therapy's key ("postoperative physical
    /// therapy"), where the post-surgical guidelines decide it.
    public static let preoperative = [
        "preoperative", "pre operative", "pre op", "preop", "presurgical", "pre surgical", "prior surgery",
        "pre operatively", "preoperatively", "pre procedure", "preprocedure", "pre procedural", "preprocedural",
    ]
    public static let postoperative = [
        "postoperative", "post operative", "post op", "postop", "postsurgical", "post surgical", "postoperatively",
        "post operatively",
        "associated surgical service", "after surgery", "following surgery",
    ]
    /// Words after which the operation named is the patient's history, not what is asked for ("Therapy
    /// for the right wrist status post carpal tunnel release"). Not a sign of post-operative care: "status
    /// post" a fusion of years ago is history, and chronic pain guidelines decide the therapy. Noise
    /// otherwise, as "after" and "following" were.
    /// So is the procedure a request is asked before, written as one word with it ("Pre-SCS psych evaluation",
    /// "Pre-injection psychological clearance"); "pre-op" is `preoperative`.
    public static let history = ["status post", "s p", "following", "after", "post", "history of", "hx of", "pre"]

    /// Words after which what is named is left out of the request ("EMG of the lower extremities (no
    /// nerve conduction)", "EMG without NCV" is the needle study alone; "D/C Norco, start Nucynta" asks for
    /// the Nucynta). Noise otherwise ("w/o contrast", "No. 90").
    public static let exclusion = ["no", "not", "without", "wo", "w o", "excluding", "except", "minus",
                                   "discontinue", "discontinued", "discontinuing", "d c",
                                   // What a request is asked instead of ("Acupuncture in lieu of medications").
                                   "in lieu of", "instead of", "in place of", "rather than"]

    /// What may be done if found needed: beside what is asked, not asked for itself ("Shoulder arthroscopy
    /// with SAD and possible RCR" asks for the decompression; "Lumbar ESI, facet injections if needed" the
    /// epidural). The words before what they qualify, then those after it.
    public static let contingentNext = ["possible", "possibly", "potential"]
    public static let contingentBefore = ["if needed", "if necessary", "if indicated"]

    /// Words after which a request names what it is for, not what it asks ("Diagnostic medial branch
    /// block prior to RFA", "Weight loss program before knee replacement", "MBB followed by RFA").
    public static let purpose = ["prior to", "prior", "before", "in preparation for", "in anticipation of",
                                 "in advance of", "ahead of", "pending", "followed by", "to be followed by"]
    /// A therapy no discipline names: after an operation, what the post-surgical guidelines' physical
    /// medicine decides ("Post-surgical therapy x 8").
    public static let bareTherapy: Set<String> = ["therapy", "therapies", "rehab", "rehabilitation"]

    /// Words that say what kind of thing a treatment is, not which: left over beside a recognised
    /// treatment ("Chirophysio therapy", "MRI procedure") they are no doubt about it.
    public static let unremarkable: Set<String> = [
        "therapy", "therapies", "rehab", "rehabilitation", "procedure", "procedures", "care", "surgery", "program", "programme", "services", "treatments",
        "modality", "modalities", "device", "devices", "system", "machine", "specialist", "training", "testing",
        "joint", "joints", "gene", "genes", "adjustment", "adjustments",
        "skilled", "multidisciplinary", "interdisciplinary", "test", "routine", "imaging",
        // Where in a region an injection goes ("to the lumbar paraspinals", "4 muscles").
        "paraspinal", "paraspinals", "paraspinous", "muscle", "muscles", "points", "biceps", "nerve", "nerves", "space",
        "bursa", "bursal", "sheath", "site", "sites", "trapezius", "trap", "traps", "compartment", "interspace", "web space",
        // A kit's or a ride's parts ("resistance bands, exercise ball, pulley", "wheelchair van").
        "pulley", "pulleys", "van", "sedan", "vehicle", "car", "insert", "inserts", "bands", "ball", "neoprene", "belt", "table",
        // A drug's family named beside the drug ("Muscle relaxant (cyclobenzaprine)", "Stool softener: Colace",
        // "Sleep aid - Ambien"): what kind of drug, the drug named deciding.
        "relaxant", "relaxants", "antidepressant", "antidepressants", "anticonvulsant", "anticonvulsants",
        "antiepileptic", "antiepileptics", "laxative", "laxatives", "softener", "softeners", "stool", "proton",
        "inhibitor", "inhibitors", "ppi", "ppis", "analgesic", "analgesics", "hypnotic", "hypnotics", "sedative",
        "sedatives", "antiemetic", "antiemetics", "antispasmodic", "antispasmodics", "aid", "aids",
    ]

    /// Words that say why, for what or for whom a treatment is asked ("for anxiety", "to assist with
    /// mobility and ADLs", "when his wife is working"): the request's context, not the treatment, so not
    /// doubt about its key. Conditions and symptoms, a service's goals, the people around the patient.
    public static let indication: Set<String> = [
        "pain", "fracture", "fractures", "anxiety", "insomnia", "depression", "spasm", "spasms", "inflammation",
        "swelling", "tear", "strain", "sprain", "radiculopathy", "neuropathy", "stenosis", "arthritis",
        "osteoarthritis", "tendinitis", "tendonitis", "tenosynovitis", "bursitis", "sleep", "sleeping", "nausea", "constipation",
        "headache", "headaches", "flare", "flareup", "flareups", "ups", "symptoms", "healing", "wound", "incision", "infection",
        "rash", "skin", "cracked", "broken", "sympathetic",
        // The genicular nerves' branches an ablation names.
        "superomedial", "superolateral", "inferomedial", "inferolateral", "branches",
        "assist", "assistance", "mobility", "transfer", "transfers", "adl", "adls", "safety", "monitoring",
        "monitor", "management", "teach", "teaching", "demonstrate", "instruction", "instruct", "education",
        "when", "while", "during", "until", "due", "possible", "possibly", "wife", "husband", "spouse", "family",
        "working", "patient", "patients", "treat", "breakthrough", "compliance", "metabolism", "opioid", "opioids", "dvt", "prophylaxis", "doctor", "return",
        "work", "claustrophobic", "claustrophobia", "htn", "hypertension", "diabetes", "gastritis", "nsaid", "nsaids", "gerd", "reflux", "migraine", "migraines", "tinnitus", "vertigo", "dizziness", "bathroom", "access", "accessibility",
        // What a study or a visit is to find, show or settle.
        "rule", "out", "ro", "hnp", "rct", "cts", "assess", "discuss", "option", "options", "maintain",
        "function", "functional", "fall", "falls", "prevention", "ambulation", "dressing", "changes",
        "torn", "neuropathic", "gi", "previous", "previously", "relief", "gave",
        "syndrome", "herniated", "herniation", "disc", "disk", "labral", "labrum", "liver", "kidney", "renal",
        "hepatic", "secondary", "restrictions", "restriction", "determine", "compare", "comparison", "individual",
        "emergency", "non", "change", "changed", "oa", "djd", "supervised", "medically", "bruxism", "grinding", "clenching", "apnea", "osa", "ed", "erectile",
        "dysfunction", "fractured", "blurred", "vision", "induced", "fai", "impingement", "nonunion", "union", "malunion",
        "dystonia", "narcotic", "narcotics", "risk", "hamstring", "hamstrings", "quad", "quads", "quadriceps", "flexor", "extensor", "osteoplasty", "femoroplasty", "acetabuloplasty",
        "tenosynovectomy", "unicompartmental", "patellofemoral", "fasciitis", "venous", "arterial", "varicose", "look", "check", "confirm", "verify", "see",
        "suspected", "obstructive", "hypogonadism", "independent", "appointments", "tbi", "concussion", "shower", "tub",
        "bathtub", "recumbent", "psychotropic", "maintenance", "reduce", "decrease", "improve", "control",
        "scar", "scars", "lymphedema", "carotid", "carotids", "recommendation", "recommendations", "unexpected", "result", "results", "inconsistent", "traumatic", "posttraumatic", "staged", "vasopneumatic", "nightmare", "nightmares", "ptsd", "frozen", "adhesive capsulitis", "capsulitis", "loose", "loose bodies",
        "addiction", "abuse", "misuse", "delayed", "recovery", "hernia", "edema", "cognition", "contracture", "contractures",
        "dupuytren", "dupuytrens", "memory", "dementia", "dysautonomia", "syncope", "equinus", "peripheral", "diabetic", "claudication", "running", "walking", "athletic",
        "vein", "veins", "artery", "arteries", "clot", "clots", "exclude", "toilet", "beside", "outdoor", "indoor", "wisdom", "diet", "dietary",
        // What an operation is done with.
        "mesh",
        "guide", "selection", "select", "drug", "drugs", "convergence", "insufficiency", "applicant", "entrance", "entry", "front",
        // The language an interpreter speaks.
        "spanish", "armenian", "vietnamese", "chinese", "mandarin", "cantonese", "korean", "russian", "tagalog",
        "farsi", "punjabi", "arabic", "portuguese", "hmong", "cambodian", "khmer", "japanese", "sign language", "asl",
    ]

    /// Words before a person's name ("Dr. Smith", "NP Garcia") and credentials after one ("Sarah Lee, NP",
    /// "Kevin Chan, PA-C"): the name beside them is the requesting clinician's, not a word imr failed to
    /// understand (credentials are written as their letters: "M.D." is "m", "d").
    public static let nameTitles: Set<String> = ["dr", "doctor", "np", "fnp", "pa", "pac", "lac", "nurse", "therapist"]
    public static let credentials: Set<String> = [
        "md", "dc", "np", "fnp", "pa", "pac", "lac", "phd", "psyd", "rn", "lvn", "dpm", "dds", "dmd",
        "mft", "lcsw", "facs", "faaos", "qme", "ame",
    ]

    /// The request's paperwork: who asked, which review, what the claims office or UR did with it
    /// ("UR ID 55512", "per PTP report", "modified to #45 by UR", "non-certified").
    public static let paperwork: Set<String> = [
        "report", "reports", "id", "case", "claim", "recommendation", "recommended", "ordered", "modified",
        "modification", "certified", "noncertified", "denied", "approved", "authorized", "partially", "ptp", "pr", "imr", "cert", "noncert",
        "rfa", "provider", "requesting", "submitted", "note", "notes", "progress", "item", "decision", "signed", "req",
        "reconsideration", "appeal", "appealed", "resubmitted", "resubmission", "urgent", "expedited", "stat", "asap", "review", "pharmacy", "dispensed",
        "priority",
    ]

    /// What an operation or an injection does to its object, written after it ("rotator cuff repair") or
    /// before it with "of" ("repair of the rotator cuff tear", "release of trigger thumb"): a procedure's
    /// name ending in one of these is also read the other way round.
    public static let actions: Set<String> = [
        "repair", "release", "reconstruction", "excision", "removal", "decompression", "replacement", "resection",
        "transposition", "debridement", "fusion", "injection", "block", "arthroplasty", "ablation", "stabilization",
        "tenotomy", "tenodesis",
    ]

    /// Words that ask for an evaluation rather than treatment: a therapy discipline named with one of
    /// these and no count of sessions is a visit ("Chiropractic re-exam"), not the therapy.
    public static let evaluation: Set<String> = [
        "evaluation", "eval", "evaluate", "exam", "examination", "reexam", "reevaluation", "assessment",
        "consultation", "consult",
    ]

    /// Words that ask for a specialist's opinion, not a visit to one already seeing the patient: a
    /// follow-up with a specialist named with none of these is an office visit ("Follow-up visit with
    /// the orthopedist"), with one the specialist's consultation ("Orthopedic follow-up consultation").
    public static let referral: Set<String> = [
        "consultation", "consult", "referral", "refer", "referred", "evaluation", "eval", "evaluate", "opinion",
        "assessment",
    ]

    /// Words that ask for an opinion, never for the thing itself: with an operation and no specialist, the
    /// surgeon's consultation ("Consultation for knee arthroscopy"). Not "evaluation": "Evaluation for
    /// spinal cord stimulator trial" may ask for the trial.
    public static let opinion: Set<String> = ["consultation", "consult", "referral", "refer", "referred", "opinion"]

    /// Words that count sessions: with them a discipline is the therapy, and an "ultrasound" the
    /// therapeutic one ("Ultrasound 2 times a week for 4 weeks"). A number alone counts nothing, spelled out
    /// or not: "One physical therapy evaluation" is one evaluation, as "1 ..." is.
    public static let sessions: Set<String> = [
        "session", "visit", "class", "time", "week", "weekly", "x", "treatment", "treat", "twice", "once",
    ]

    /// A drug given into a vein ("IV ketamine", "Intravenous Toradol"): its infusion, an injection.
    public static let intravenous: Set<String> = ["iv", "intravenous", "intravenously"]

    /// Words of anaesthesia: with a manipulation, the manipulation under anaesthesia.
    public static let anesthesia: Set<String> = ["anesthesia", "anaesthesia", "sedation", "general"]

    /// A visit's own words: alone with nothing else named, an office visit.
    public static let visits: Set<String> = ["visit", "appointment"]

    /// Words that ask for a specialist's visit ("consultation", "referral", "evaluation"): with a specialty
    /// the request is that specialty's consultation.
    public static let consultation = [
        "consultation", "consult", "consults", "referral", "refer", "referred", "evaluation", "eval", "evaluate",
        "assessment", "opinion", "second opinion", "appointment", "visit", "exam", "examination",
    ]
}
