import IMRModel
import IMRText
import IMRVocabulary

/// The words region inference reads a summary and a request by: the regions' names it sets apart, the hip's, the teeth's and
/// the head's, headaches, services and conditions of the mind and of other systems, the drug classes and visits that treat the
/// injury, and the two checks read on them (a service of the mind named, a drug cited for pain).
extension RegionInference {
    static let cervicalSpine = "cervical spine", thoracicSpine = "thoracic spine"
    static let upperExtremities = "upper extremities", lowerExtremities = "lower extremities", hip = "hip", pelvis = "pelvis", lowBack = "lumbar spine"
    /// What follows "hip" where the examination tests its motion, not a hip injured: `LetterRegions.groinOfThePelvis`.
    static let hipMotions = [" rotation", " internal rotation", " external rotation", " flexion", " extension", " abduction",
                             " adduction", " range of motion", " motion"]

    /// The hip's words but the groin: a hip named so is one of its own beside the pelvis.
    static let hipWords = ["hip", "hips", "thigh", "thighs", "femur", "femoral", "acetabulum", "acetabular", "femoroacetabular",
                           "trochanter", "trochanteric", "intertrochanteric", "gluteus", "gluteal"]

    /// Whether a word of the mind at `hit` begins the name of a service asked of it, not a condition: the
    /// psychological evaluation that clears a patient for a stimulator or a pump, pain psychology for coping
    /// with the injury's pain ("A psychological evaluation cleared him for a spinal cord stimulator trial").
    static func namesAServiceOfTheMind(at hit: Range<Int>, in folded: FoldedText) -> Bool {
        servicesOfTheMind.contains { folded.range(of: $0, from: hit.lowerBound, upTo: min(folded.bytes.count, hit.lowerBound + $0.utf8.count))?.lowerBound == hit.lowerBound }
            || hit.lowerBound >= 5 && folded.range(of: "pain ", from: hit.lowerBound - 5, upTo: hit.lowerBound) != nil
    }

    static let servicesOfTheMind = ["psychological evaluation", "psychological clearance", "psychological screen", "psych eval",
                                    "psych clearance", "psychological pre", "psychologic evaluation"]

    /// Whether a word of the stomach at `hit` is a symptom (`stomachSymptomsOfAPainDrug`) its sentence tells as the pain
    /// drug's effect ("takes naproxen with occasional heartburn", "ibuprofen, which caused heartburn", "naproxen and
    /// omeprazole for dyspepsia"), in a sentence that names no claim or diagnosis of it: no condition a stomach drug may be
    /// for beside the injury, so it takes the letter's part (N17's, N19's, N31's, N40's and N41's writers, every one-part
    /// letter of the tuning sets that tells the stomach so). A gastritis, a reflux disease, an internal medicine claim
    /// stay conditions of their own, told in the same sentence or in another.
    static func namesThePainDrugsEffectOnTheStomach(at hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText) -> Bool {
        guard stomachSymptomsOfAPainDrug.contains(where: { symptom in
            folded.range(of: symptom, from: hit.lowerBound, upTo: min(sentence.upperBound, hit.lowerBound + symptom.utf8.count))?.lowerBound
                == hit.lowerBound
        }) else { return false }
        let inSentence = { (word: String) in folded.range(of: word, from: sentence.lowerBound, upTo: sentence.upperBound) != nil }
        return painDrugsOfTheStomach.contains(where: inSentence) && !stomachClaimsAndDiagnoses.contains(where: inSentence)
    }

    /// Symptoms of the stomach a pain drug brings on (not a diagnosis: a gastritis, a reflux disease, an ulcer).
    static let stomachSymptomsOfAPainDrug = ["heartburn", "dyspepsia", "gastric upset", "gastric irritation"]
    /// The pain drugs that upset the stomach, by class or by name.
    static let painDrugsOfTheStomach = ["nsaid", "anti-inflammator", "antiinflammator", "anti inflammator", "naproxen", "ibuprofen",
                                        "meloxicam", "diclofenac", "etodolac", "nabumetone", "celecoxib", "motrin", "anaprox",
                                        "mobic", "aleve", "advil"]
    /// Words that make the stomach's symptom a claim or a diagnosis of its own in its sentence.
    static let stomachClaimsAndDiagnoses = ["claim", "diagnos", "internal", "industrial", "compensable", "consequence", "accepted",
                                            "gastritis", "gastroesophageal", "gerd", "ulcer", "gastroenter"]

    /// Words before which, in its sentence, a condition is the patient's history, not a claim. The history told as a list of
    /// what it includes or is notable for ("His history includes atrial fibrillation treated before the injury and type 2
    /// diabetes", "Her past history is significant for hypertension") is the history too.
    static let pastHistory = ["history of", "medical history", "surgical history", "comorbid", "past history", "history includes",
                              "history included", "history is notable", "history is significant", "history is remarkable",
                              "history was notable", "history was significant", "prior history", "remote history",
                              "previous history"]

    /// Words of the teeth, and the head's other words but those of the face and jaw the teeth lie in (a fall onto the
    /// face that broke a tooth names no head of its own).
    static let teethWords = ["teeth", "tooth", "dental", "incisor", "incisors", "molar", "molars"]
    static let headWordsBesideTheTeeth: [String] = (BodyRegions.regions.first { $0.name == BodyRegions.head }?.spellings ?? [])
        .filter { !teethWords.contains($0) && !["face", "facial", "jaw"].contains($0) }

    /// Words of the sacrum, and the low back's other words (the region's spellings but the sacrum's, and the beginnings of
    /// words of the lumbar spine searched anywhere): a low back named by any of them is no sacrum of the pelvis.
    static let sacrumWords = ["sacrum", "sacral"]
    static let lowBackWordsBesideTheSacrum: [String] = (BodyRegions.regions.first { $0.name == RegionInference.lowBack }?.spellings ?? [])
        .filter { !sacrumWords.contains($0) }
    static let lowBackStems = ["lumbar", "lumbo", "l4", "l5", "s1"]

    /// Beginnings of words of a pain of the head, lower case, searched anywhere in the summary.
    static let headaches = ["headache", "migraine"]

    /// Conditions besides the injured part a letter's other requests may be for: of the mind, of sleep, of
    /// the stomach, the heart and the blood, the bladder and sex (a claim of them, a diagnosis, a symptom).
    /// Beginnings of words, lower case, searched anywhere in the summary: none may begin a word of the body
    /// ("gastr" would find the gastrocnemius, "renal" the adrenal).
    static let conditionsOfOtherSystems = [
        "psych", "depress", "anxiety", "anxious", "adjustment disorder", "ptsd", "post-traumatic stress", "posttraumatic stress",
        "panic", "bipolar", "mood", "emotional", "stress claim", "claim for stress", "claim of stress", "job stress", "work stress",
        "workplace stress", "occupational stress", "work-related stress", "insomnia", "sleep", "apnea", "gastritis", "gastric", "gastroesophageal", "gastrointestinal",
        "gastroenter", "gastroparesis", "reflux", "gerd", "heartburn", "dyspepsia", "ulcer",
        "constipation", "irritable bowel", "nausea", "internal medicine", "internal claim", "hypertension", "blood pressure",
        "diabet", "cardi", "erectile", "sexual dysfunction", "incontinence", " urolog", "hepat", "kidney", " renal",
    ]

    static let antidepressants = "Pharmaceuticals > Antidepressant"
    /// The class of drugs for headaches (a triptan, Fioricet).
    static let antimigraineAgents = "Pharmaceuticals > Antimigraine Agent"

    /// Whether `item` is a drug for headaches: of that class, or butalbital in any of its combinations (named by its
    /// ingredients, "Butalbital/acetaminophen/caffeine", it falls in no class).
    static func treatsHeadaches(_ item: Item) -> Bool {
        if item.category == antimigraineAgents { return true }
        guard let key = item.treatmentKey else { return false }
        return key.split(separator: "/").contains { $0 == "butalbital" }
    }

    /// Whether a citation of the item's decision names a drug's use for pain ("Antidepressants for chronic pain")
    /// and none its use for the mind ("ODG Mental Illness & Stress, Antidepressants for treatment of MDD"): cited
    /// for both, the drug may be for either.
    static func citesForPain(_ item: Item) -> Bool {
        var forPain = false
        for index in item.maximusGuideline.indices {
            let text = item.maximusGuideline[index].text
            if Self.usesForTheMind.contains(where: { text.containsIgnoringCase($0) }) { return false }
            if Self.usesForPain.contains(where: { text.containsIgnoringCase($0) }) { forPain = true }
        }
        return forPain
    }

    static let usesForPain = ["for chronic pain", "for neuropathic pain", "for pain"]
    static let usesForTheMind = ["mental illness", "depression", "depressive", "mdd", "anxiety", "psych", "stress"]

    /// Drugs for pain that fall in no class of the vocabulary: plain acetaminophen is for the injury's pain as an NSAID is
    /// (whatever claim of blood pressure or the stomach the letter names beside it).
    static let injuryDrugKeys: Set<String> = ["acetaminophen"]

    static let injuryDrugClasses: Set<String> = [
        "Pharmaceuticals > Opioids", "Pharmaceuticals > NSAID", "Pharmaceuticals > Muscle Relaxant",
        "Pharmaceuticals > Anti-epilepsy drugs", "Pharmaceuticals > Topical Analgesics", "Pharmaceuticals > Topical Compounds",
    ]
    /// Visits and services for the injury whatever else the letter claims: a urine drug screen watches the
    /// injury's opioids, help at home follows its disability or operation (N11's and N12's writers give
    /// them the injured part beside a claim of depression or insomnia), an ergonomic evaluation weighs how the
    /// work loads the part it hurt (no claim of the mind or of sleep is looked at in a workstation).
    static let preoperativeClearance = "preoperative medical clearance"
    static let injuryVisits: Set<String> = [
        TreatmentProcedures.officeVisit, "pain management consultation", "functional capacity evaluation",
        "preoperative medical clearance", "urine drug screen", "home health care", "ergonomic evaluation",
    ]
}

extension RegionInference {
    /// Words after which "lumber", the low back's common misspelling ("lumber spine", "a lumber strain"), names the
    /// low back: a word of the spine, of what ails it or of its care. Before any other word it is the wood ("a forklift
    /// operator at a lumber yard", "stacking lumber at the mill"), no part of the body.
    static let wordsAfterTheBacksLumber: Set<String> = [
        "spine", "spinal", "region", "area", "sacral", "sacrum", "back", "level", "levels", "vertebra", "vertebrae", "vertebral",
        "strain", "sprain", "sprains", "strains", "pain", "radiculopathy", "radiculitis", "radicular", "disc", "discs", "disk",
        "disks", "degenerative", "stenosis", "spondylosis", "facet", "facets", "paraspinal", "paraspinals", "musculature",
        "muscles", "spasm", "spasms", "tenderness", "range", "flexion", "extension", "mri", "x-ray", "x-rays", "xray", "ct",
        "fusion", "laminectomy", "discectomy", "surgery", "epidural", "esi", "support", "brace", "injury", "condition",
        "complaints", "symptoms",
    ]

    /// Words that, opening a clause, deny what it names.
    static let clauseOpeningDenials = ["no", "denies", "denied", "without", "never"]

    /// The subjects a clause's denial may follow, with a verb: "she had no", "there was no".
    static let clauseSubjects = ["she", "he", "they", "there", "patient"]

    /// Tools a hand pushes, named by it ("lifting a dresser onto a hand truck", "pushing a hand cart"): no part of the body.
    static let handsTools = ["hand truck", "hand cart", "hand dolly", "hand trolley", "hand jack", "hand-truck", "hand-cart"]

    /// Each of the hand's tools (`handsTools`) in the summary's bytes spelled "push truck", of the same length: a warehouse
    /// worker's hand truck names no hand. Searched on the bytes, any case (Foundation's search, which this was, cost a
    /// tenth of a first open's CPU).
    static func respellTheHandsTools(_ bytes: inout [UInt8]) {
        guard firstOffset(of: "hand", in: bytes, from: 0) != nil else { return }
        for tool in handsTools {
            let respelled = Array(("push" + tool.dropFirst(4)).utf8)
            var from = 0
            while let at = firstOffset(of: tool, in: bytes, from: from) {
                bytes.replaceSubrange(at..<(at + respelled.count), with: respelled)
                from = at + respelled.count
            }
        }
    }

    /// Where `needle` (ASCII, any case) is next in `bytes` at or after `from`.
    private static func firstOffset(of needle: String, in bytes: [UInt8], from: Int) -> Int? {
        bytes.withUnsafeBufferPointer { hay in
            needle.withBytes { ByteSearch.firstOffset(of: $0, in: hay, from: from) }
        }
    }

    /// The summary as the parts are read in it, its UTF-8 bytes: the words that look like a part and name none (a hand truck,
    /// a lumber yard, the back of a hand) respelled, each of the same length, so that whatever reads the text by its offsets
    /// reads it the same. One copy of the summary for the three.
    static func summaryForParts(_ summary: String) -> [UInt8] {
        var bytes = Array(summary.utf8)
        respellTheHandsTools(&bytes)
        respellTheWoodsLumber(&bytes)
        respellTheBackOfAPart(&bytes)
        return bytes
    }

    /// Whether `byte` is an ASCII letter: a word's edge in the summary's bytes.
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The word at `offset` written over with `word` (lower case, of the same length), each letter keeping the case it had.
    private static func respell(_ bytes: inout [UInt8], at offset: Int, as word: String) {
        for (position, byte) in word.utf8.enumerated() {
            bytes[offset + position] = bytes[offset + position] & 0x20 == 0 ? byte & ~0x20 : byte
        }
    }

    /// The parts whose side away from the face a letter calls their "back" ("a laceration over the back of the hand",
    /// "burns to the backs of both hands", "swelling at the back of the right knee"), lower case, each followed by a space
    /// or a mark.
    static let partsWithABack = ["hand", "hands", "wrist", "wrists", "forearm", "forearms", "finger", "fingers", "thumb", "arm", "arms",
                                 "elbow", "elbows", "shoulder", "shoulders", "leg", "legs", "thigh", "thighs", "knee", "knees", "calf",
                                 "calves", "heel", "heels", "ankle", "ankles", "foot", "neck", "head", "skull", "scalp"]
    /// What may stand between "back of" and the part: "the", a person's, a side, "both".
    static let wordsBeforeAPartsBack = ["the", "his", "her", "their", "right", "left", "both", "each", "one", "my", "upper", "lower"]

    /// Each "back" in the summary's bytes that is the back of another part ("the back of the hand", "the backs of his hands")
    /// spelled "rear", of the same length: the side of a hand, a knee or the head names that part, no low back of its
    /// own (the regions' forty-fourth round, N43-081: a hand's laceration "over the back of the hand" read as a low back
    /// beside it, two parts, none). A back named alone ("he hurt his back", "back pain") stays.
    static func respellTheBackOfAPart(_ bytes: inout [UInt8]) {
        func word(from start: Int, in bytes: [UInt8]) -> (String, Int) {
            var start = start
            while start < bytes.count, bytes[start] == 0x20 { start += 1 }
            var end = start
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            return (String(decoding: bytes[start..<end], as: UTF8.self).lowercased(), end)
        }
        var from = 0
        while let index = firstOffset(of: "back", in: bytes, from: from) {
            from = index + 1
            guard index == 0 || !isLetter(bytes[index - 1]) else { continue }
            var after = index + 4
            if after < bytes.count, bytes[after] | 0x20 == 0x73 { after += 1 }  // "backs"
            guard after == bytes.count || !isLetter(bytes[after]) else { continue }
            var (next, end) = word(from: after, in: bytes)
            guard next == "of" else { continue }
            // Up to three words before the part ("of the right", "of both of his").
            var found = false
            for _ in 0..<4 {
                (next, end) = word(from: end, in: bytes)
                if Self.partsWithABack.contains(next) { found = true; break }
                guard Self.wordsBeforeAPartsBack.contains(next) || next == "of" else { break }
            }
            guard found else { continue }
            respell(&bytes, at: index, as: "rear")
        }
    }

    /// Each "lumber" in the summary's bytes that is the wood (`wordsAfterTheBacksLumber`) spelled "timber": the low back's
    /// misspelling is read, a lumber yard names no low back.
    static func respellTheWoodsLumber(_ bytes: inout [UInt8]) {
        let length = "lumber".utf8.count
        var from = 0
        while let index = firstOffset(of: "lumber", in: bytes, from: from) {
            from = index + 1
            guard index == 0 || !isLetter(bytes[index - 1]),
                  index + length == bytes.count || !isLetter(bytes[index + length]) else { continue }
            // The next word, lower case, past spaces or a hyphen ("lumber-sacral"), up to a mark (a hyphen kept: "x-ray").
            var start = index + length
            while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x2D { start += 1 }
            var end = start
            while end < bytes.count, isLetter(bytes[end]) || bytes[end] == 0x2D { end += 1 }
            let next = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
            guard !Self.wordsAfterTheBacksLumber.contains(next) else { continue }
            respell(&bytes, at: index, as: "timber")
        }
    }
}

extension RegionInference {
    /// The dental requests' keys (`TreatmentProcedures`' dental rows, a dentist's consultation, a night guard).
    static let dentalKeys: Set<String> = ["dentistry consultation", "oral appliance", "dental implants", "dental crowns", "dental bridge",
                                          "root canal", "tooth extraction", "dentures", "periodontal treatment", "dental fillings",
                                          "orthodontic treatment", "dental treatment"]

    /// Whether a dental request's only region is the head, named by the teeth alone ("Dental evaluation") or its table's own
    /// ("Night guard"), and its decision cites no chapter of the head (ODG's Head chapter, its dental topic included, decides
    /// the head). Over the labelled sets every writer gives such a request the head only with the Head chapter cited or a
    /// letter of the teeth alone, none beside another part (N17-103, N18-088, N19-109, N20-076, N21-022, N21-100, N24-094;
    /// the head with the chapter: N16-104, N22-112, N23-103, N25-055). A request that names the head otherwise (the jaw, the
    /// TMJ) keeps it.
    static func teethOnly(_ item: Item) -> Bool {
        guard item.bodyRegions == [BodyRegions.head], !item.regionInferred, let key = item.treatmentKey, dentalKeys.contains(key),
              !citesTheHeadsChapter(item) else { return false }
        return !namesTheHeadBeyondTheTeeth(item.treatment)
    }

    /// Whether a citation of the decision is a chapter of the head named as such ("ODG Head, Dental trauma treatment"), not
    /// a dental association's guidance the teeth's words alone point to the head.
    static func citesTheHeadsChapter(_ item: Item) -> Bool {
        item.maximusGuideline.indices.contains { index in
            ChapterRegions.regions(of: item.maximusGuideline[index]).contains(BodyRegions.head)
                && namesTheHeadBeyondTheTeeth(item.maximusGuideline[index].text)
        }
    }

    /// Whether a text names the head by a word not of the teeth ("head", "jaw", "TMJ").
    static func namesTheHeadBeyondTheTeeth(_ text: String) -> Bool {
        let folded = FoldedText(text)
        return (BodyRegions.regions.first { $0.name == BodyRegions.head }?.spellings ?? [])
            .contains { !teethWords.contains($0) && folded.containsWord($0) }
    }
}
