/// Builds guideline citations in the spellings letters use, with the truth for each.
struct CitationMaker {
    /// Page text in one of the four shapes letters use, and the pages it names.
    static func pages(from start: Int, _ rng: inout SplitMix64) -> (text: String, pages: [Int]) {
        switch rng.weighted([3, 2, 4, 2]) {
        case 0:
            return ("\(start)", [start])
        case 1:
            return ("\(start), \(start + 1)", [start, start + 1])
        case 2:
            let end = start + rng.int(1, 4)
            return ("\(start)-\(end)", Array(start...end))
        default:
            let firstEnd = start + 1
            let second = start + rng.int(3, 6)
            let secondEnd = second + 1
            return ("\(start)-\(firstEnd), \(second)-\(secondEnd)", [start, firstEnd, second, secondEnd])
        }
    }

    /// "MTUS ACOEM Chapter 8 Neck and Upper Back Complaints Page(s): 177-179".
    static func acoemChapter(_ region: BodyRegion, _ rng: inout SplitMix64) -> CitationTruth {
        var text = "MTUS ACOEM Chapter \(region.acoemChapter) \(region.mtusTitle)"
        var pageList: [Int] = []
        if rng.chance(0.75) {
            let (pageText, list) = pages(from: rng.pick(region.pageStarts, or: 1), &rng)
            text += " Page(s): \(pageText)"
            pageList = list
        }
        return CitationTruth(text: text, guideline: "ACOEM", mtus: true, chapter: region.acoemChapter, topic: nil, pages: pageList)
    }

    /// "MTUS Low Back Complaints 2004, Section(s): Special Studies" (2016 on).
    static func mtusPart(_ region: BodyRegion, topic: String?, _ rng: inout SplitMix64) -> CitationTruth {
        var text = "MTUS \(region.mtusPart)"
        var usedTopic: String? = nil
        if let topic, rng.chance(0.7) {
            text += ", Section(s): \(topic)"
            usedTopic = topic
        }
        return CitationTruth(text: text, guideline: "ACOEM", mtus: true, chapter: region.acoemChapter, topic: usedTopic, pages: [])
    }

    /// Either chapter style for a body region.
    static func acoem(_ region: BodyRegion, topic: String?, _ rng: inout SplitMix64) -> CitationTruth {
        rng.chance(0.5) ? acoemChapter(region, &rng) : mtusPart(region, topic: topic, &rng)
    }

    /// The Chronic Pain Medical Treatment Guidelines, old page style or 2016 section style.
    static func chronicPain(topic: String, shortTopic: String, page: Int, _ rng: inout SplitMix64) -> CitationTruth {
        let guideline = "Chronic Pain Medical Treatment Guidelines"
        switch rng.weighted([5, 2, 2, 1]) {
        case 0:
            return CitationTruth(text: "MTUS Chronic Pain Medical Treatment 2016, Section(s): \(topic)", guideline: guideline, mtus: true, chapter: nil, topic: topic, pages: [])
        case 1:
            let (pageText, list) = pages(from: page, &rng)
            let name = rng.chance(0.5) ? "Chronic Pain Treatment Guidelines" : "Chronic Pain Medical Treatment Guidelines"
            let shown = rng.chance(0.5) ? topic : shortTopic
            return CitationTruth(text: "MTUS \(name) \(shown) Page(s): \(pageText)", guideline: guideline, mtus: true, chapter: nil, topic: shown, pages: list)
        case 2:
            return CitationTruth(text: "MTUS Chronic Pain Medical Treatment 2009, Section(s): \(shortTopic)", guideline: guideline, mtus: true, chapter: nil, topic: shortTopic, pages: [])
        default:
            return CitationTruth(text: "MTUS Chronic Pain Medical Treatment Guidelines", guideline: guideline, mtus: true, chapter: nil, topic: nil, pages: [])
        }
    }

    static func acupuncture(_ rng: inout SplitMix64) -> CitationTruth {
        let text = rng.pick(["MTUS Acupuncture Treatment 2007", "MTUS Acupuncture Treatment Guidelines", "MTUS Acupuncture Medical Treatment Guidelines"])
        return CitationTruth(text: text, guideline: "Acupuncture Medical Treatment Guidelines", mtus: true, chapter: nil, topic: nil, pages: [])
    }

    static func postsurgical(topic: String, _ rng: inout SplitMix64) -> CitationTruth {
        let guideline = "Postsurgical Treatment Guidelines"
        if rng.chance(0.5) {
            return CitationTruth(text: "MTUS Postsurgical Treatment 2009, Section(s): \(topic)", guideline: guideline, mtus: true, chapter: nil, topic: topic, pages: [])
        }
        let (pageText, list) = pages(from: rng.int(10, 26), &rng)
        return CitationTruth(text: "MTUS Postsurgical Treatment Guidelines Page(s): \(pageText)", guideline: guideline, mtus: true, chapter: nil, topic: nil, pages: list)
    }

    static let opioidSections = [
        "3.3.9 Tapering", "3.3.6 Ongoing Monitoring", "1.4 Initiating Opioids", "3.3.7.2 Urine Drug Testing",
        "2. Opioids for Chronic Pain", "3.3 Patient Selection",
    ]

    static func opioidTreatment(_ rng: inout SplitMix64) -> CitationTruth {
        if rng.chance(0.3) {
            return CitationTruth(text: "MTUS Opioid Treatment 2016", guideline: "Opioid Treatment Guidelines", mtus: true, chapter: nil, topic: nil, pages: [])
        }
        let section = rng.pick(opioidSections)
        return CitationTruth(text: "MTUS Opioid Treatment 2016, Section(s): \(section)", guideline: "Opioid Treatment Guidelines", mtus: true, chapter: nil, topic: section, pages: [])
    }

    static func stressConditions(_ rng: inout SplitMix64) -> CitationTruth {
        let text = rng.chance(0.5) ? "MTUS Stress Related Conditions 2004" : "MTUS ACOEM Chapter 15 Stress Related Conditions"
        return CitationTruth(text: text, guideline: "ACOEM", mtus: true, chapter: 15, topic: nil, pages: [])
    }

    static func consultations(_ rng: inout SplitMix64) -> CitationTruth {
        let (pageText, list) = pages(from: 127, &rng)
        return CitationTruth(text: "MTUS ACOEM Chapter 7 Independent Medical Examinations and Consultations Page(s): \(pageText)", guideline: "ACOEM", mtus: true, chapter: 7, topic: nil, pages: list)
    }

    static let odgNames = ["Official Disability Guidelines (ODG)", "Official Disability Guidelines", "ODG"]
    static let painChapters = ["Pain", "Pain (Chronic)", "Pain Chapter", "Pain (updated 10/06/16)"]

    /// "Non-MTUS Citation Official Disability Guidelines (ODG), Low Back, MRI".
    static func odg(chapter: String, topic: String, _ rng: inout SplitMix64) -> CitationTruth {
        let name = rng.pick(odgNames)
        let bare = !chapter.hasSuffix("Chapter") && !chapter.hasSuffix(")")
        let text = bare && rng.chance(0.25) ? "Non-MTUS Citation \(name), \(chapter) Chapter, \(topic)" : "Non-MTUS Citation \(name), \(chapter), \(topic)"
        return CitationTruth(text: text, guideline: "ODG", mtus: false, chapter: nil, topic: topic, pages: [])
    }

    static func odg(_ region: BodyRegion, topic: String, _ rng: inout SplitMix64) -> CitationTruth {
        odg(chapter: rng.pick(region.odgChapters), topic: topic, &rng)
    }

    static func odgPain(topic: String, _ rng: inout SplitMix64) -> CitationTruth {
        odg(chapter: rng.pick(painChapters), topic: topic, &rng)
    }

    /// A textbook, web page or drug monograph: the guideline is the source as written.
    static func otherSource(_ source: String) -> CitationTruth {
        CitationTruth(text: "Non-MTUS Citation \(source)", guideline: source, mtus: false, chapter: nil, topic: nil, pages: [])
    }
}
