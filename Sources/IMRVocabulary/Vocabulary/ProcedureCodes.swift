/// Billing codes a request may carry instead of words ("97110 x 8 units", "64483 L5-S1", "E0730"): CPT
/// codes (five digits) and HCPCS level II codes (a letter and four digits), each as the words the other
/// tables know. They are read for a request no table recognises otherwise, and for one that opens with a
/// code ("97110 x 24 units post op R TKA": what is named first is asked for); after words ("Physical
/// therapy 97110, 97140") the words say what was asked for, and a code's description can be wider than the
/// treatment ("97140 manual therapy" is also physical therapy's).
///
/// Only codes whose description names one treatment of docs/treatment-identity.md are here; any other
/// code in such a request is reported as not understood. To add one: the code, upper case, and words the
/// other tables know (a test holds every entry to that).
public enum ProcedureCodes {
    public static let words: [String: String] = [
        // Physical medicine.
        "97110": "physical therapy", "97112": "physical therapy", "97530": "physical therapy",
        "97116": "physical therapy", "97113": "aquatic therapy",
        "97161": "physical therapy evaluation", "97162": "physical therapy evaluation",
        "97163": "physical therapy evaluation", "97164": "physical therapy evaluation",
        "97165": "occupational therapy evaluation", "97166": "occupational therapy evaluation",
        "97167": "occupational therapy evaluation", "97168": "occupational therapy evaluation",
        "97014": "electrical stimulation", "G0283": "electrical stimulation", "97032": "electrical stimulation",
        "97035": "therapeutic ultrasound", "97012": "traction", "97010": "hot cold therapy",
        "97750": "functional capacity evaluation", "97545": "work hardening", "97546": "work hardening",
        "98940": "chiropractic manipulation", "98941": "chiropractic manipulation", "98942": "chiropractic manipulation",
        "97810": "acupuncture", "97811": "acupuncture", "97813": "acupuncture", "97814": "acupuncture",
        "90901": "biofeedback", "98943": "chiropractic manipulation", "97124": "massage therapy",
        "97018": "paraffin bath", "97033": "iontophoresis",
        "90832": "psychotherapy", "90834": "psychotherapy", "90837": "psychotherapy", "90853": "psychotherapy",
        // Injections and procedures on the spine.
        "64483": "lumbar transforaminal epidural steroid injection", "64484": "transforaminal epidural steroid injection",
        "64479": "transforaminal epidural steroid injection", "64480": "transforaminal epidural steroid injection",
        "62321": "cervical epidural steroid injection", "62310": "cervical epidural steroid injection",
        "62323": "lumbar epidural steroid injection", "62311": "lumbar epidural steroid injection",
        "64490": "cervical facet injection", "64491": "facet injection", "64492": "facet injection",
        "64493": "lumbar facet injection", "64494": "lumbar facet injection", "64495": "lumbar facet injection",
        "64633": "cervical radiofrequency ablation", "64634": "radiofrequency ablation",
        "64635": "lumbar radiofrequency ablation", "64636": "lumbar radiofrequency ablation",
        "20552": "trigger point injection", "20553": "trigger point injection",
        // A tendon sheath's or a ligament's injection, no drug named: the corticosteroid injection.
        "20550": "corticosteroid injection", "20551": "corticosteroid injection",
        "64520": "lumbar sympathetic block", "64510": "stellate ganglion block",
        // Joint and bursa injections by the joint's size, with or without ultrasound.
        "20600": "joint injection", "20604": "joint injection", "20605": "joint injection",
        "20606": "joint injection", "20610": "joint injection", "20611": "joint injection",
        "27096": "sacroiliac joint injection", "63650": "spinal cord stimulator", "63655": "spinal cord stimulator implantation", "63685": "spinal cord stimulator implantation",
        // Operations.
        "29881": "knee arthroscopy meniscectomy", "29880": "knee arthroscopy meniscectomy",
        "29826": "subacromial decompression", "29827": "rotator cuff repair", "29807": "slap repair",
        "29806": "bankart repair", "29824": "distal clavicle resection",
        "27447": "total knee arthroplasty", "27130": "total hip arthroplasty", "64721": "carpal tunnel release",
        "22551": "anterior cervical discectomy and fusion", "63030": "lumbar discectomy",
        "22612": "lumbar fusion", "22630": "lumbar fusion", "22633": "lumbar fusion",
        "23410": "rotator cuff repair", "23412": "rotator cuff repair", "23430": "biceps tenodesis", "29828": "biceps tenodesis",
        "63042": "lumbar laminectomy", "63047": "lumbar laminectomy", "63048": "laminectomy",
        // Imaging and studies.
        "72141": "mri cervical spine", "72142": "mri cervical spine", "72156": "mri cervical spine",
        "72146": "mri thoracic spine", "72147": "mri thoracic spine", "72157": "mri thoracic spine",
        "72148": "mri lumbar spine", "72149": "mri lumbar spine", "72158": "mri lumbar spine",
        "73221": "mri", "73222": "mri", "73223": "mri", "73721": "mri", "73722": "mri", "73723": "mri",
        "72125": "ct cervical spine", "72128": "ct thoracic spine", "72131": "ct lumbar spine",
        "72040": "x ray cervical spine", "72050": "x ray cervical spine", "72100": "x ray lumbar spine",
        "72110": "x ray lumbar spine", "72070": "x ray thoracic spine",
        "73030": "x ray shoulder", "73110": "x ray wrist", "73130": "x ray hand", "73502": "x ray hip",
        "73560": "x ray knee", "73562": "x ray knee", "73564": "x ray knee", "73610": "x ray ankle", "73630": "x ray foot",
        "70450": "ct head", "70551": "mri brain", "70553": "mri brain", "76881": "ultrasound", "76882": "ultrasound",
        "95860": "emg", "95861": "emg", "95863": "emg", "95864": "emg", "95885": "emg", "95886": "emg",
        "95907": "ncv", "95908": "ncv", "95909": "ncv", "95910": "ncv", "95911": "ncv", "95912": "ncv", "95913": "ncv",
        "95810": "polysomnography", "95811": "polysomnography", "95800": "home sleep study", "95806": "home sleep study",
        "96101": "psychological testing", "96102": "psychological testing", "96130": "psychological testing",
        "96131": "psychological testing", "96136": "psychological testing", "96137": "psychological testing",
        "90791": "psychiatric evaluation", "90792": "psychiatric evaluation",
        // Laboratory tests.
        "80305": "urine drug screen", "80306": "urine drug screen", "80307": "urine drug screen",
        "G0431": "urine drug screen", "G0434": "urine drug screen", "G0477": "urine drug screen",
        "G0478": "urine drug screen", "G0479": "urine drug screen", "G0480": "urine drug screen",
        "G0481": "urine drug screen", "G0482": "urine drug screen", "G0483": "urine drug screen",
        "80053": "comprehensive metabolic panel", "80048": "basic metabolic panel", "85025": "complete blood count",
        "81225": "genetic testing", "81226": "genetic testing", "81227": "genetic testing",
        "80076": "hepatic function panel", "81001": "urinalysis", "81003": "urinalysis", "93000": "ekg",
        "71045": "chest x ray", "71046": "chest x ray", "71020": "chest x ray",
        // Operations for weight, a sugar test, a nerve's block and stimulator.
        "43775": "sleeve gastrectomy", "43644": "gastric bypass", "43645": "gastric bypass", "43770": "gastric banding",
        "83036": "hemoglobin a1c", "64405": "greater occipital nerve block", "64555": "peripheral nerve stimulator",
        // Devices.
        "E0730": "tens unit", "E0720": "tens unit", "E0745": "neuromuscular stimulator",
        "A4595": "tens supplies", "A4556": "tens electrodes", "A4557": "tens supplies",
        "E0218": "cold therapy unit", "E0935": "continuous passive motion", "E0114": "crutches",
        "E0100": "cane", "E0143": "walker", "L0631": "lumbar brace", "L0637": "lumbar brace",
        "L1833": "knee brace", "L1843": "knee brace", "L1810": "knee brace", "L1820": "knee brace",
        "L1832": "knee brace", "L1845": "knee brace", "L3809": "wrist brace", "L3908": "wrist brace",
        "E0731": "tens supplies", "E0676": "sequential compression device", "E0650": "lymphedema pump",
        "E0651": "lymphedema pump", "E0652": "lymphedema pump",
        // Hyaluronic acid for the knee by its maker's code.
        "J7318": "viscosupplementation", "J7320": "viscosupplementation", "J7321": "viscosupplementation",
        "J7322": "viscosupplementation", "J7323": "viscosupplementation", "J7324": "viscosupplementation",
        "J7325": "viscosupplementation", "J7326": "viscosupplementation", "J7327": "viscosupplementation",
        "J7328": "viscosupplementation", "J7329": "viscosupplementation",
        // Visits.
        "99203": "office visit", "99204": "office visit", "99205": "office visit",
        "99213": "office visit", "99214": "office visit", "99215": "office visit",
    ]

    /// What `code` names: its entry, or for the dentists' codes (HCPCS "D" and four digits: CDT, every one of
    /// them a dental service) the kind of work its range holds.
    public static func meaning(of code: String) -> String? {
        if let entry = words[code] { return entry }
        guard code.first == "D", code.count == 5, let number = Int(code.dropFirst()) else { return nil }
        return dental.last { number >= $0.from }?.kind ?? dentalWork
    }

    static let dentalWork = "dental treatment"

    /// CDT's ranges by their first code: fillings, crowns, root canals, the gums, dentures, implants, bridges,
    /// extractions and other oral surgery, braces, the rest (night guards, anaesthesia, visits) general.
    static let dental: [(from: Int, kind: String)] = [
        (2000, "dental fillings"), (2500, "dental crowns"), (3000, "root canal"), (4000, "periodontal treatment"),
        (5000, "dentures"), (6000, "dental implants"), (6200, "dental bridge"), (7000, "tooth extraction"),
        (7300, dentalWork), (8000, "orthodontic treatment"), (9000, dentalWork),
    ]

    /// The codes a request holds, in order, as written in upper case: five digits, or a letter and four
    /// digits, standing alone (not part of a longer number, a date or a strength).
    public static func codes(in text: String) -> [String] {
        var codes: [String] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, isCodeByte(bytes[end]) { end += 1 }
            if end > start {
                let run = bytes[start..<end]
                if run.count == 5, run.dropFirst().allSatisfy(isDigit), let first = run.first, isDigit(first) || isLetter(first) {
                    codes.append(String(decoding: run, as: UTF8.self).uppercased())
                }
                start = end
            } else {
                start += 1
            }
        }
        return codes
    }

    /// For a request that opens with a known code ("97110 x 24 units post op R TKA", "95886 x 2, 95911"),
    /// the words of its known codes: what a request names first is what it asks for, a code as much as a
    /// word.
    public static func leadingWords(of text: String) -> String? {
        guard let first = text.utf8.firstIndex(where: { isCodeByte($0) }) else { return nil }
        let run = text.utf8[first...].prefix { isCodeByte($0) }
        guard run.count == 5, let code = codes(in: String(decoding: run, as: UTF8.self)).first, meaning(of: code) != nil
        else { return nil }
        return codes(in: text).compactMap(meaning(of:)).joined(separator: " ")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    /// Bytes that continue a run: a code is a whole run of letters and digits ("PT2x6" holds none).
    private static func isCodeByte(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
}
