/// Abbreviations letters use in requests, each written out. A word of a request that is an abbreviation
/// (whole, any case; "ESIs" too) is read as its expansion before anything else is matched, so the other
/// tables name each treatment once, in full, and "LESI" is a lumbar epidural steroid injection.
///
/// To add one: the abbreviation, lower case, one word, and its expansion in words the other tables know
/// (a test holds every expansion to that).
public enum TreatmentAbbreviations {
    public static let expansions: [String: String] = [
        // Injections.
        "esi": "epidural steroid injection",
        "lesi": "lumbar epidural steroid injection",
        "cesi": "cervical epidural steroid injection",
        "tfesi": "transforaminal epidural steroid injection",
        "tf": "transforaminal",
        "ilesi": "interlaminar epidural steroid injection",
        "snrb": "selective nerve root block",
        "mbb": "medial branch block",
        "mbnb": "medial branch block",
        "rfa": "radiofrequency ablation",
        "tpi": "trigger point injection",
        "tpis": "trigger point injection",
        "prp": "platelet rich plasma injection",
        "sij": "sacroiliac joint",
        "si": "sacroiliac",
        "im": "intramuscular injection",
        "gonb": "greater occipital nerve block",
        "lonb": "lesser occipital nerve block",
        "onb": "occipital nerve block",
        // Tests and imaging.
        "emg": "electromyography",
        "ncv": "nerve conduction velocity",
        // Its letters swapped, as often typed.
        "nvc": "nerve conduction velocity",
        "ncs": "nerve conduction velocity",
        "ncvs": "nerve conduction velocity",
        "edx": "electromyography nerve conduction velocity",
        "electrodiagnostic": "electromyography nerve conduction velocity",
        "electrodiagnostics": "electromyography nerve conduction velocity",
        "uds": "urine drug screen",
        "ua": "urinalysis",
        "udt": "urine drug screen",
        "fce": "functional capacity evaluation",
        "qfce": "functional capacity evaluation",
        "psg": "polysomnography",
        "ekg": "electrocardiogram",
        "ecg": "electrocardiogram",
        "eeg": "electroencephalogram",
        "ssep": "somatosensory evoked potential",
        "sseps": "somatosensory evoked potential",
        "mri": "magnetic resonance imaging",
        "mr": "magnetic resonance imaging",
        "nmr": "magnetic resonance imaging",
        "ct": "computed tomography",
        "xray": "x ray",
        "dexa": "bone density scan",
        "dxa": "bone density scan",
        "tpii": "trigger point impedance imaging",
        "pft": "pulmonary function test",
        "vng": "videonystagmography",
        "cxr": "chest x ray",
        // Therapies and programs.
        "pt": "physical therapy",
        "ot": "occupational therapy",
        "cbt": "cognitive behavioral therapy",
        "frp": "functional restoration program",
        "hep": "home exercise program",
        "omt": "osteopathic manipulation",
        "cmt": "chiropractic manipulation",
        "eswt": "extracorporeal shockwave therapy",
        "lint": "localized intense neurostimulation therapy",
        "lllt": "low level laser therapy",
        "snf": "skilled nursing facility",
        "pmd": "power mobility device",
        "php": "partial hospitalization",
        "ihss": "home health care",
        "hh": "home health",
        "hha": "home health aide",
        "ics": "interferential current stimulator",
        "pns": "peripheral nerve stimulation",
        // Equipment.
        "tens": "transcutaneous electrical nerve stimulation",
        "hwave": "h wave",
        "nmes": "neuromuscular electrical stimulation",
        "dme": "durable medical equipment",
        "cpm": "continuous passive motion",
        "lso": "lumbar sacral orthosis",
        "afo": "ankle foot orthosis",
        "tlso": "thoracic lumbar sacral orthosis",
        "scd": "sequential compression device",
        "cpap": "continuous positive airway pressure",
        // Surgery.
        "orif": "open reduction internal fixation",
        "acdf": "anterior cervical discectomy fusion",
        "plif": "lumbar interbody fusion",
        "asad": "subacromial decompression",
        "dce": "distal clavicle excision",
        "tlif": "lumbar interbody fusion",
        "alif": "lumbar interbody fusion",
        "xlif": "lumbar interbody fusion",
        "tka": "total knee arthroplasty",
        "uka": "unicompartmental knee arthroplasty",
        "fww": "front wheeled walker",
        "tkr": "total knee arthroplasty",
        "tha": "total hip arthroplasty",
        "thr": "total hip arthroplasty",
        "tsa": "total shoulder arthroplasty",
        "rsa": "reverse shoulder arthroplasty",
        "rtsa": "reverse shoulder arthroplasty",
        "ctr": "carpal tunnel release",
        "rcr": "rotator cuff repair",
        "sad": "subacromial decompression",
        "dcr": "distal clavicle resection",
        "mua": "manipulation anesthesia",
        "scs": "spinal cord stimulator",
        "ipg": "implanted pulse generator",
        "pmm": "partial medial meniscectomy",
        "lsg": "laparoscopic sleeve gastrectomy",
        "vsg": "vertical sleeve gastrectomy",
        "plm": "partial lateral meniscectomy",
        // Regions.
        "rue": "right upper extremity",
        "lue": "left upper extremity",
        "bue": "bilateral upper extremity",
        "bues": "bilateral upper extremity",
        "ue": "upper extremity",
        "ues": "upper extremity",
        "rle": "right lower extremity",
        "lle": "left lower extremity",
        "ble": "bilateral lower extremity",
        "bles": "bilateral lower extremity",
        "le": "lower extremity",
        "les": "lower extremity",
        "lbp": "low back",
        // Drugs, and the short names compounding pharmacies give ingredients ("Flurbi/Cyclo/Lido cream").
        "oxy": "oxycodone",
        "ibu": "ibuprofen",
        "lido": "lidocaine",
        "flurbi": "flurbiprofen",
        "flur": "flurbiprofen",
        "cyclo": "cyclobenzaprine",
        "gaba": "gabapentin",
        "bup": "buprenorphine",
        "nal": "naloxone",
    ]

    /// Abbreviations that name a treatment only where the request names nothing else: beside a drug
    /// they are its form ("Tramadol XR"), alone the procedure ("XR R knee standing AP/lat").
    public static let whenNothingElse: [String: String] = ["xr": "x ray"]

    /// Abbreviations read only beside the places that say what they are: "MRA" of a blood vessel's place is
    /// the MR angiogram (of a joint the MR arthrogram: there is no arthrogram of the brain or the neck);
    /// "ASD" of the shoulder its arthroscopic subacromial decompression (of the spine an adjacent segment's
    /// disease, a condition, left not understood).
    public static let besidePlaces: [String: (places: Set<String>, words: [String])] = [
        "mra": (places: ["brain", "head", "cerebral", "intracranial", "carotid", "carotids", "willis", "neck", "renal",
                         "aorta", "vessels", "vascular"],
                words: ["mr", "angiogram"]),
        "asd": (places: ["shoulder", "shoulders", "acromioplasty", "rotator", "cuff", "clavicle", "slap", "labrum", "rcr", "dce"],
                words: ["subacromial", "decompression"]),
    ]

    /// Abbreviations that are a side just before a body part and a treatment elsewhere: "lft knee" is the
    /// left knee, "CBC, LFT" a liver function test.
    public static let sideBeforeABodyPart: [String: String] = ["lft": "left"]

    /// Abbreviations that are the request's paperwork (or its count) beside the words that say so (the word
    /// before, the word after, past a bracket) or beside a date: "per RFA dated 11/2/16", "the 10/12/16 RFA",
    /// "RFA 10/04/16:", "RFA #4521", "Request for authorization (RFA)" are the request for authorization,
    /// "RFA L4-5" an ablation; "per PTP's report" the treating physician's paperwork, "F/U with PTP" a visit.
    public static let paperworkBeside: [String: (before: Set<String>, after: Set<String>)] = [
        "rfa": (before: ["per", "see", "dwc", "new", "latest", "recent", "on", "authorization"],
                after: ["dated", "date", "form", "forms", "received", "submitted", "signed", "#", "no", "number", "id"]),
        "ptp": (before: ["per", "by"], after: ["report", "note", "dated", "recommendation", "request"]),
        // "RF x2" after a drug is its refills; "RF L4-5", "lumbar RF" an ablation.
        "rf": (before: [], after: ["x"]),
    ]

    /// Over-the-counter lines named with an ingredient after "with" ("Aspercreme with lidocaine", "Icy Hot
    /// with lidocaine"): one product, read as one phrase, where "with" elsewhere joins two things asked for.
    public static let productLines: [[String]] = [["aspercreme"], ["salonpas"], ["icy", "hot"]]

    /// A time around an operation written in two pieces ("pre-op", "post operative", "pre op") or short
    /// ("preop", "postop"): one word, so that a filler between it and what it qualifies ("Pre-op medical
    /// evaluation") reads as the whole word does ("Preoperative medical evaluation").
    public static let operationTimes: [String: String] = ["pre": "preoperative", "post": "postoperative"]
    public static let operationWords: Set<String> = ["op", "operative", "operatively"]

    /// Billing's modifiers that make a line the assistant surgeon's ("27447-80", "modifier -80", "mod AS"):
    /// 80, 81 and 82 an assistant surgeon, AS a physician assistant or nurse assisting. Other modifiers
    /// (LT, 50, 59) say nothing of what is asked.
    public static let assistantModifiers: Set<String> = ["80", "81", "82", "as"]
    public static let modifierWords: Set<String> = ["modifier", "modifiers", "mod"]

    /// Words spelled the British way ("programme", "haemoglobin", "counselling"), read as the American
    /// spelling the other tables use.
    public static let britishSpellings: [String: String] = [
        "programme": "program", "programmes": "programs", "haemoglobin": "hemoglobin", "oedema": "edema",
        "apnoea": "apnea", "counselling": "counseling", "anaesthesia": "anesthesia", "anaesthetic": "anesthetic",
        "orthopaedic": "orthopedic", "orthopaedics": "orthopedics", "orthopaedist": "orthopedist",
        "paediatric": "pediatric", "haematology": "hematology", "haematologist": "hematologist",
        "oesophageal": "esophageal", "behavioural": "behavioral", "behaviour": "behavior", "centre": "center",
        "tumour": "tumor", "anaemia": "anemia", "haemorrhoid": "hemorrhoid", "haemorrhoids": "hemorrhoids",
        "gynaecology": "gynecology", "gynaecologist": "gynecologist", "diarrhoea": "diarrhea", "colour": "color",
        "mobilisation": "mobilization", "stabilisation": "stabilization", "immobilisation": "immobilization",
        "hospitalisation": "hospitalization", "authorisation": "authorization", "specialised": "specialized",
        "catheterisation": "catheterization", "localised": "localized", "fibre": "fiber", "litre": "liter",
        "aluminium": "aluminum", "practise": "practice", "orthopaedically": "orthopedically",
    ]

    /// Slips in words too short for the spelling reader's one-edit rule (it reads words of seven letters or more,
    /// where a slip is unlikely to make another word): the usual ones of item lines, read as the word meant.
    /// Only these: a short word's other slips are not guessed at ("Soam" stays unread).
    public static let shortSlips: [String: String] = [
        "piont": "point", "sceen": "screen", "scren": "screen", "screan": "screen", "vist": "visit", "vists": "visits",
        "visist": "visit", "brase": "brace", "brce": "brace", "unti": "unit", "ambian": "ambien", "ambein": "ambien",
    ]

    /// Ordinary words written short ("Asst surgeon", "Addl PT", "Phys therapy", "Lidocaine oint"): read as
    /// the word they shorten, which names no treatment of its own (a test holds each to read as its word).
    public static let shortenedWords: [String: String] = [
        "asst": "assistant",
        "preop": "preoperative",
        "postop": "postoperative",
        "tx": "treatment",
        "addl": "additional",
        "phys": "physical",
        "cmpd": "compound",
        "cmpnd": "compound",
        "oint": "ointment",
        "susp": "suspension",
        "mos": "months",
        "mo": "month",
        "neuropsych": "neuropsychological",
        "poc": "point care",
        "manip": "manipulation",
        "mgmt": "management",
        "mgt": "management",
        "crm": "cream",
        "cont": "continued",
        "indiv": "individual",
        "appts": "appointments",
        "appt": "appointment",
        "ea": "each",
        "diff": "differential",
        "stim": "stimulation",
        "lat": "lateral",
    ]
}
