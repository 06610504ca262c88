import IMRModel
import IMRText

/// The body region a guideline chapter is about, where it is about one: an ACOEM chapter of the MTUS
/// by its number (or the later guideline that succeeds it), an ACOEM later guideline with none by its
/// title, an ODG chapter by its name. A request that names no region takes the region of the chapter its
/// decision cites (docs/treatment-identity.md, "Regions").
///
/// To add one: the chapter and its region, from the `BodyRegions` vocabulary.
public enum ChapterRegions {
    static let acoem: [Int: String] = [
        8: "cervical spine", 9: "shoulder", 10: "elbow", 11: "wrist/hand", 12: "lumbar spine", 13: "knee",
        14: "ankle/foot", 16: "head",
    ]

    /// ACOEM's later guidelines with no 2004 chapter, by title. The cervical and thoracic spine guideline
    /// is about both parts: the summary tells which (`RegionInference`). The hip and groin guideline is about the
    /// pelvis's ring too (a pubic ramus's fracture, the groin's), as ODG's "Hip & Pelvis" is (`hipWithPelvis`).
    static let acoemLater: [String: [String]] = [
        "Cervical and Thoracic Spine Disorders": ["cervical spine", "thoracic spine"], "Hip and Groin Disorders": ["hip", "pelvis"],
        "Traumatic Brain Injury": ["head"],
    ]

    static let odg: [String: String] = [
        "Carpal Tunnel Syndrome": "wrist/hand", "Low Back": "lumbar spine", "Neck and Upper Back": "cervical spine",
        "Shoulder": "shoulder", "Elbow": "elbow", "Forearm, Wrist & Hand": "wrist/hand", "Hip & Pelvis": "hip",
        "Knee & Leg": "knee", "Ankle & Foot": "ankle/foot", "Traumatic Brain Injury": "head", "Head": "head",
        "Eye": "head", "Hernia": "abdomen", "Pulmonary": "chest",
    ]

    /// ODG's Low Back chapter is titled for the thoracic spine too ("Low Back - Lumbar & Thoracic"): a
    /// citation whose words name it is about both, the summary telling which, the low back where it tells
    /// neither (`mainRegion`).
    static let lowBackWithThoracic = (label: GuidelineChapters.odg + " Low Back", word: "thoracic",
                                      regions: ["lumbar spine", "thoracic spine"])

    /// ODG's Hip & Pelvis chapter is about both: the summary tells which by a bone or joint of the pelvis (a
    /// pelvic fracture, the sacroiliac joint: `sureWords`, searched in its folded text), the hip where it tells
    /// neither or both, or names only a buttock.
    public static let hipWithPelvis = (label: GuidelineChapters.odg + " Hip & Pelvis", regions: ["hip", "pelvis"],
                                       sureWords: ["pelvi", "sacroiliac", "si joint", "sacrum", "pubic", "pubis", "ischi", "coccy", "ilium", "iliac wing", "iliac bone"])

    /// ODG's Knee & Leg chapter is about the leg below the knee too (its shin, calf and tibial shaft, read as the lower
    /// extremities): the summary tells which, the knee where it tells neither or both (`mainRegion`).
    public static let kneeWithLeg = (label: GuidelineChapters.odg + " Knee & Leg", regions: ["knee", "lower extremities"])

    /// ACOEM's and ODG's "Neck and Upper Back" chapters, read as the neck's, are about the upper back too: a
    /// mid back's sprain cited to Chapter 8 is the thoracic spine's (`RegionInference`).
    public static func isNeckAndUpperBack(_ citation: Citation) -> Bool {
        citation.label == GuidelineChapters.acoemLabel(chapter: 8) || citation.label == GuidelineChapters.odg + " Neck and Upper Back"
    }

    /// The part a chapter about two is named for, where the summary tells neither or both: the low back of
    /// "Low Back - Lumbar & Thoracic", the hip of "Hip & Pelvis", the knee of "Knee & Leg"; none for a guideline named for both
    /// ("Cervical and Thoracic Spine").
    public static func mainRegion(of regions: [String]) -> String? {
        regions == lowBackWithThoracic.regions || regions == hipWithPelvis.regions || regions == kneeWithLeg.regions ? regions[0] : nil
    }

    /// The post-surgical guidelines' sections named for a part and its neighbour, which are about the part
    /// named first, as ODG's chapters of the same names are ("Elbow & Upper Arm" the elbow's, "Hip, Pelvis and
    /// Thigh" the hip's). Other sections name one part and are read by their words.
    static let postsurgicalSections: [(title: [String], region: String)] = [
        ("Elbow & Upper Arm", "elbow"), ("Hip, Pelvis and Thigh", "hip"), ("Knee & Leg", "knee"),
        ("Neck & Upper Back", "cervical spine"),
    ].map { (sectionWords($0.0), $0.1) }

    /// A title's words, lower case, "and" and "&" left out ("Hip, Pelvis & Thigh" and "hip pelvis and thigh"
    /// alike).
    static func sectionWords(_ title: String) -> [String] {
        title.lowercased().split { !$0.isLetter }.map(String.init).filter { $0 != "and" }
    }

    /// Chapter facet labels to regions ("ACOEM Ch. 12 Low Back Complaints" -> lumbar spine).
    static let byLabel: [String: [String]] = {
        var table: [String: [String]] = [:]
        for (chapter, region) in acoem { table[GuidelineChapters.acoemLabel(chapter: chapter)] = [region] }
        for (title, regions) in acoemLater { table[GuidelineChapters.acoemLabel(title: title)] = regions }
        for (name, region) in odg { table[GuidelineChapters.odg + " " + name] = [region] }
        return table
    }()

    /// Citations whose chapter imr's table does not know but whose words can name a body part: the
    /// post-surgical guidelines, by their section ("Section(s): Knee"), and other guidelines' chapters
    /// ("ACOEM Hip and Groin Chapter", "MTUS ACOEM Practice Guidelines, Hip"), by their text. The chronic
    /// pain guidelines are about no region whatever their section.
    static let readByTopic: Set<String> = [GuidelineChapters.mtusLabel(title: GuidelineChapters.postsurgicalTitle)]
    static let readByText: Set<String> = [GuidelineChapters.acoemOutsideMTUS, GuidelineChapters.acoemInMTUS, GuidelineChapters.otherGuideline]

    /// Topics a guideline holds in one part's chapter but applies to every part (ODG's walking aids, durable
    /// medical equipment and cryotherapy in its Knee chapter; its pre-operative tests and bone growth
    /// stimulators in its Low Back chapter): cited for them, the chapter does not say which part the request is for.
    static let topicsOfEveryPart = ["walking aid", "durable medical equipment", "cryotherapy", "cold compression",
                                    "preoperative", "pre-operative", "bone growth stimulat", "home health", "wheelchair",
                                    "power mobility", "scooter"]

    /// Whether a citation names one of `topicsOfEveryPart`.
    public static func citesATopicOfEveryPart(_ citation: Citation) -> Bool {
        // An ASCII text (nearly every one) searched on its bytes in any case: lowercasing it made a string,
        // and Foundation's search went through NSString for each topic (issue 32: 1.7 % of the parse).
        if citation.text.withBytes({ $0.allSatisfy { $0 < 0x80 } }) {
            return topicsOfEveryPart.contains { citation.text.containsIgnoringCase($0) }
        }
        let text = citation.text.lowercased()
        return topicsOfEveryPart.contains { text.contains($0) }
    }

    /// The regions a citation's chapter is about: one for most; both parts of the spine for the
    /// cervical and thoracic spine guideline; none for a chapter about no one region (Chronic Pain,
    /// Opioids) or whose words name none or several.
    public static func regions(of citation: Citation) -> [String] {
        if citation.label == lowBackWithThoracic.label, citation.text.lowercased().contains(lowBackWithThoracic.word) {
            return lowBackWithThoracic.regions
        }
        if citation.label == hipWithPelvis.label { return hipWithPelvis.regions }
        if citation.label == kneeWithLeg.label { return kneeWithLeg.regions }
        if let regions = byLabel[citation.label] { return regions }
        let words = readByTopic.contains(citation.label) ? citation.topic : readByText.contains(citation.label) ? citation.text : nil
        guard let words else { return [] }
        if readByTopic.contains(citation.label) {
            let topic = sectionWords(words)
            if let section = postsurgicalSections.first(where: { topic.starts(with: $0.title) }) {
                // "Knee & Leg" is about the leg below the knee too, as ODG's chapter of that name is (`kneeWithLeg`): a
                // tibial shaft's operation cited to it is the leg's where the summary names the leg alone.
                return section.region == kneeWithLeg.regions[0] ? kneeWithLeg.regions : [section.region]
            }
        }
        // Read on the text's bytes (`RegionReader`): a citation's text is read for every item that cites it.
        let read = citation.label == GuidelineChapters.otherGuideline ? withoutJournal(words) : words
        let named = read.withBytes { TreatmentLexicon.sharedRegions(inBytes: $0) }
        return named.count == 1 ? named : []
    }

    /// A journal's name in a reference ("Prevention of VTE in Orthopedic Surgery Patients, Chest 2012;
    /// 141(2 Suppl)", "Spine 2009;34:1066") names no part: up to five capitalised words right before a year
    /// that a semicolon or the citation's end follows are left out (the citations are split at semicolons).
    static func withoutJournal(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var index = 0
        while index + 3 < bytes.count {
            defer { index += 1 }
            guard (bytes[index] == 0x31 && bytes[index + 1] == 0x39) || (bytes[index] == 0x32 && bytes[index + 1] == 0x30),
                  bytes[(index + 2)...(index + 3)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  index == 0 || bytes[index - 1] == 0x20 else { continue }
            var after = index + 4
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x2E { after += 1 }
            guard after == bytes.count || bytes[after] == 0x3B else { continue }
            // Back over the words before the year while each starts with a capital.
            var start = index
            for _ in 0..<5 where start > 1 {
                var wordStart = start - 1
                while wordStart > 0, bytes[wordStart - 1] != 0x20 { wordStart -= 1 }
                while wordStart < start, bytes[wordStart] == 0x20 { wordStart += 1 }
                guard wordStart < start - 1, bytes[wordStart] >= 0x41, bytes[wordStart] <= 0x5A,
                      bytes[wordStart..<(start - 1)].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x2E || $0 == 0x26 })
                else { break }
                start = wordStart
            }
            guard start < index else { continue }
            bytes.replaceSubrange(start..<index, with: [])
            index = start
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
