/// Makes letter number `index` of a corpus: its truth and its layout-neutral document.
/// Each letter has its own random stream, so any letter can be made alone, in any order.
struct LetterFactory {
    let seed: UInt64
    let rates: FeatureRates

    func make(index: Int) -> LetterDocument {
        var rng = SplitMix64(seed: seed, stream: UInt64(index), purpose: 1)
        let hasHeader = !rng.chance(rates.noHeader)
        let dates = Self.caseDates(hasHeader: hasHeader, &rng)
        let sex: Sex = rng.chance(0.56) ? .male : .female
        let age: Int? = rng.chance(rates.noAge) ? nil : Self.age(&rng)
        let reviewer = Reviewers.make(boardShare: rates.boardCertified, debrisShare: rates.debris, &rng)
        let context = CaseContext(injury: dates.injury, lastVisit: dates.lastVisit, sex: sex)

        var regions = [BodyRegion.all[rng.weighted(BodyRegion.weights)]]
        if rng.chance(0.35) {
            let second = BodyRegion.all[rng.weighted(BodyRegion.weights)]
            if second.key != regions[0].key { regions.append(second) }
        }
        let decisions = decide(itemCount: Self.itemCount(&rng), &rng)
        var requests: [TreatmentRequest] = []
        var names = Set<String>()
        for _ in decisions {
            var attempt = 0
            var request = Self.request(regions: regions, context: context, &rng)
            while names.contains(request.name), attempt < 8 {
                request = Self.request(regions: regions, context: context, &rng)
                attempt += 1
            }
            names.insert(request.name)
            requests.append(request)
        }

        let summaryFacts = SummaryFacts(
            age: age, sex: sex, injury: dates.injury, injuryStyle: rng.pick(DateStyle.allCases, or: .slashFull),
            lastVisit: dates.lastVisit, urDenial: dates.urDenial, regions: Self.summaryRegions(regions, requests), requests: requests)
        let summary = SummaryWriter.write(summaryFacts, &rng)
        let summaryIntro = Boilerplate.summaryIntro(&rng)

        var items: [ItemTruth] = []
        var itemBlocks: [Block] = []
        for (request, decision) in zip(requests, decisions) {
            let (item, blocks) = makeItem(request, decision: decision, sex: sex, &rng)
            items.append(item)
            itemBlocks += blocks
        }

        let year = (dates.assigned.year % 100)
        let caseNumber = hasHeader ? "CM\(CivilDate.two(year))-\(Self.caseSerial(index: index, seed: seed))" : nil
        let newerHeading = hasHeader && dates.decision.year >= 2018 ? rng.chance(0.8) : rng.chance(0.05)
        // A stream of its own, so the other choices stay those of a corpus made before layouts were.
        var layoutRng = SplitMix64(seed: seed, stream: UInt64(index), purpose: 3)
        var layout: GeneratedLayout
        // Professional reviews are headed letters of one item, from 2015 on (the earliest cases of a
        // corpus, first in its list, stay MAXIMUS letters).
        if hasHeader, dates.assigned.year >= 2015, decisions.count == 1, layoutRng.chance(rates.professionalReview) {
            layout = .professionalReview
        } else {
            layout = newerHeading ? .maximusDocuments : .maximus
            // The first letters: a stream of their own too, so the letters not chosen stay as they were.
            var earlyRng = SplitMix64(seed: seed, stream: UInt64(index), purpose: 4)
            if reviewer.boardCertified == true, dates.decision.year <= 2014, earlyRng.chance(rates.maximus2013) {
                layout = .maximus2013
            }
        }
        if layout == .maximus2013 {
            // Its decisions are sentences about the request: no original request, no authorized portion.
            for index in items.indices {
                items[index].originalRequest = nil
                items[index].authorizedPortion = nil
            }
        }
        if layout == .professionalReview {
            // Its form asks for the issue, one guideline and the rationale: no claims administrator's
            // guideline, no original request.
            for index in items.indices {
                items[index].claimsAdministratorGuideline = nil
                items[index].originalRequest = nil
                items[index].authorizedPortion = nil
            }
        }
        // The first letters give every date in their text, and no priority.
        let allDates = HeaderDates(assigned: dates.assigned, decision: dates.decision, urDenial: dates.urDenial, applicationReceived: dates.received)
        let priority = hasHeader ? (rng.chance(0.03) ? "Expedited" : "Standard") : nil
        let truth = LetterTruth(
            caseNumber: caseNumber,
            dates: hasHeader || layout == .maximus2013 ? allDates : HeaderDates(),
            priority: layout == .maximus2013 ? nil : priority,
            reviewer: reviewer,
            patient: PatientTruth(age: age, sex: sex == .male ? "male" : "female", dateOfInjury: dates.injury),
            summaryIntro: summaryIntro, summary: summary, items: items, layout: layout)

        let documents = LayoutParts.documents(received: dates.received, urDenial: dates.urDenial, lastVisit: dates.lastVisit, &layoutRng)
        var blocks: [Block] = []
        if layout == .professionalReview, let item = items.first {
            let guideline = Self.guidelineText(item.maximusGuideline, who: "The Expert Reviewer", &layoutRng)
            blocks = LayoutParts.professionalReview(
                treatment: item.treatment, summary: summary, documents: documents, guideline: guideline,
                rationale: item.rationale, reviewer: reviewer, &layoutRng)
        } else if layout == .maximus2013 {
            var earlyRng = SplitMix64(seed: seed, stream: UInt64(index), purpose: 5)
            blocks = LayoutParts.maximus2013(
                caseNumber: caseNumber, dates: dates, reviewer: reviewer, summary: summary, items: items, &earlyRng)
        } else {
            blocks = Self.maximusBlocks(layout: layout, reviewer: reviewer, summaryIntro: summaryIntro, summary: summary,
                                        documents: documents, itemBlocks: itemBlocks, &rng)
        }

        let header = layout == .maximus2013 ? nil : caseNumber.map { number in
            HeaderFields(
                caseNumber: number, dateAssigned: DateStyle.slashFull.format(dates.assigned),
                dateOfInjury: DateStyle.slashFull.format(dates.injury), decisionDate: DateStyle.slashFull.format(dates.decision),
                urDenialDate: DateStyle.slashFull.format(dates.urDenial), priority: truth.priority ?? "Standard",
                applicationReceived: DateStyle.slashFull.format(dates.received))
        }
        return LetterDocument(truth: truth, header: header, blocks: blocks)
    }

    /// A MAXIMUS letter's sections; the later wording lists the documents reviewed after the summary.
    private static func maximusBlocks(layout: GeneratedLayout, reviewer: ReviewerTruth, summaryIntro: String, summary: [String],
                                      documents: [String], itemBlocks: [Block], _ rng: inout SplitMix64) -> [Block] {
        var blocks: [Block] = [.heading("HOW THE IMR FINAL DETERMINATION WAS MADE")]
        for paragraph in Boilerplate.howMade(reviewer: reviewer, &rng) {
            blocks.append(.paragraph(paragraph, gapBefore: false))
        }
        if reviewer.boardCertified != true {
            blocks.append(.lines(Boilerplate.credentialLines(reviewer, &rng)))
        }
        blocks.append(.heading("CLINICAL CASE SUMMARY"))
        blocks.append(.paragraph(summaryIntro, gapBefore: false))
        blocks += summary.map { .paragraph($0, gapBefore: true) }
        let later = layout == .maximusDocuments
        if later {
            blocks.append(.heading(LayoutParts.documentsHeading))
            blocks.append(.lines(documents))
        }
        blocks.append(.heading(later ? "IMR DECISION(S) AND RATIONALE(S)" : "IMR ISSUES, DECISIONS AND RATIONALES"))
        blocks.append(.paragraph(Boilerplate.decisionsIntro(&rng), gapBefore: false))
        blocks += itemBlocks
        return blocks
    }

    // MARK: - Items

    private func makeItem(_ request: TreatmentRequest, decision: Decision, sex: Sex, _ rng: inout SplitMix64) -> (ItemTruth, [Block]) {
        var treatment = request.name
        var original: String? = nil
        var authorized: String? = nil
        if let quantityName = request.quantityName, request.quantity >= 3, rng.chance(rates.modified) {
            let allowed = max(1, request.quantity * rng.int(25, 66) / 100)
            original = quantityName(request.quantity)
            authorized = quantityName(allowed)
            treatment = quantityName(request.quantity - allowed)
        }

        let claims: [CitationTruth]?
        if rng.chance(rates.missingClaimsLine) {
            claims = nil
        } else if rng.chance(rates.claimsNoEvidence) {
            claims = []
        } else {
            claims = KindCitations.citations(for: request, &rng)
        }
        let maximus: [CitationTruth]
        if rng.chance(rates.maximusNoEvidence) {
            maximus = []
        } else if let claims, !claims.isEmpty, rng.chance(0.45) {
            maximus = claims
        } else {
            maximus = KindCitations.citations(for: request, &rng)
        }

        let guidelineName = Self.guidelineName(maximus.first, &rng)
        let rationale = RationaleWriter.write(
            RationaleFacts(request: request, treatment: treatment, decision: decision, sex: sex, guidelineName: guidelineName, modified: original != nil), &rng)

        let item = ItemTruth(
            treatment: treatment, originalRequest: original, authorizedPortion: authorized, decision: decision,
            category: request.category, claimsAdministratorGuideline: claims, maximusGuideline: maximus, rationale: rationale)

        var lead = "\(treatment):"
        if let original, let authorized {
            lead = "\(original) was the original request. \(authorized) was authorized by the Claims Administrator. "
                + "The remaining IMR eligible portion of the original request, \(treatment) is:"
        }
        let style: ItemHeadingStyle = rng.chance(rates.headingBreak) ? (rng.chance(0.5) ? .decisionAlone : .splitLead) : .flow
        var blocks: [Block] = [.itemHeading(lead: lead, decision: decision == .upheld ? "Upheld" : "Overturned", style: style)]
        if let claims {
            blocks.append(.paragraph("Claims Administrator guideline: " + Self.guidelineText(claims, who: "The Claims Administrator", &rng), gapBefore: true))
        }
        blocks.append(.paragraph("MAXIMUS guideline: " + Self.guidelineText(maximus, who: "The Expert Reviewer", &rng), gapBefore: true))
        for (number, paragraph) in rationale.enumerated() {
            blocks.append(.paragraph(number == 0 ? "Decision rationale: " + paragraph : paragraph, gapBefore: true))
        }
        return (item, blocks)
    }

    /// The body of a guideline line: "Decision based on X. Decision based on Y."
    static func guidelineText(_ citations: [CitationTruth], who: String, _ rng: inout SplitMix64) -> String {
        guard !citations.isEmpty else { return "\(who) did not cite any medical evidence for its decision." }
        var text = ""
        if citations.allSatisfy({ !$0.mtus }), rng.chance(0.6) {
            text = "\(who) based their decision on recommendation(s) outside of the MTUS Guidelines. "
        }
        text += citations.map { "Decision based on \($0.text)." }.joined(separator: " ")
        return text
    }

    static func guidelineName(_ citation: CitationTruth?, _ rng: inout SplitMix64) -> String {
        guard let citation else { return rng.pick(["available guidelines", "applicable guidelines"]) }
        if !citation.mtus { return citation.guideline == "ODG" ? "Official Disability Guidelines" : "cited references" }
        switch citation.guideline {
        case "ACOEM": return rng.pick(["MTUS/ACOEM guidelines", "ACOEM guidelines", "California MTUS guidelines"])
        case "Chronic Pain Medical Treatment Guidelines": return rng.pick(["MTUS Chronic Pain guidelines", "Chronic Pain Medical Treatment Guidelines"])
        default: return rng.pick(["MTUS guidelines", "California MTUS"])
        }
    }

    // MARK: - Case-level choices

    private func decide(itemCount: Int, _ rng: inout SplitMix64) -> [Decision] {
        let roll = rng.weighted([Int(rates.overturned * 1000), Int(rates.partial * 1000), Int((1 - rates.overturned - rates.partial) * 1000)])
        switch roll {
        case 0:
            return Array(repeating: .overturned, count: itemCount)
        case 1:
            let count = max(itemCount, rng.int(2, 4))
            var decisions = (0..<count).map { _ in rng.chance(0.4) ? Decision.overturned : .upheld }
            // A partial case needs at least one of each.
            let pivot = rng.below(count)
            decisions[pivot] = .overturned
            decisions[(pivot + 1) % count] = .upheld
            return decisions
        default:
            return Array(repeating: .upheld, count: itemCount)
        }
    }

    /// The letter's regions plus those its requests name, so the narrative covers every request.
    static func summaryRegions(_ regions: [BodyRegion], _ requests: [TreatmentRequest]) -> [BodyRegion] {
        var result = regions
        for region in requests.compactMap(\.region) where result.count < 3 && !result.contains(where: { $0.key == region.key }) {
            result.append(region)
        }
        return result
    }

    /// Median 1, long tail to 12.
    static func itemCount(_ rng: inout SplitMix64) -> Int {
        rng.weighted([560, 170, 100, 60, 40, 25, 15, 10, 7, 5, 4, 4]) + 1
    }

    static func age(_ rng: inout SplitMix64) -> Int {
        // Mostly working age, centred on the forties and fifties.
        let a = rng.int(18, 80), b = rng.int(25, 68)
        return (a + b) / 2
    }

    static func request(regions: [BodyRegion], context: CaseContext, _ rng: inout SplitMix64) -> TreatmentRequest {
        let kind = TreatmentKind.allCases[rng.weighted(TreatmentKind.weights)]
        var region: BodyRegion? = nil
        if kind.needsRegion {
            let allowed = TreatmentNamer.allowedRegions(kind) ?? BodyRegion.all
            let preferred = regions.filter { r in allowed.contains { $0.key == r.key } }
            region = preferred.isEmpty || rng.chance(0.1) ? rng.pick(allowed, or: .lumbar) : rng.pick(preferred, or: .lumbar)
        } else if kind == .gym || kind == .surgicalAssist {
            region = regions.first
        }
        return TreatmentNamer.make(kind, region: region, context: context, &rng)
    }

    /// Unique per letter index (a bijection of 0..<10^7), so case numbers never collide.
    static func caseSerial(index: Int, seed: UInt64) -> String {
        let modulus = 10_000_000
        let offset = Int(seed % UInt64(modulus))
        let value = (index % modulus * 7_919_323 % modulus + offset) % modulus
        let digits = String(value)
        return String(repeating: "0", count: 7 - digits.count) + digits
    }

    struct CaseDates {
        var injury: CivilDate
        var lastVisit: CivilDate
        var urDenial: CivilDate
        var received: CivilDate
        var assigned: CivilDate
        var decision: CivilDate
    }

    static func caseDates(hasHeader: Bool, _ rng: inout SplitMix64) -> CaseDates {
        let year = hasHeader ? rng.int(2014, 2024) : rng.int(2013, 2015)
        let decision = CivilDate(year: year, month: rng.int(1, 12), day: rng.int(1, 28))
        let assigned = decision.adding(days: -rng.int(10, 40))
        let received = assigned.adding(days: -rng.int(1, 30))
        let urDenial = received.adding(days: -rng.int(0, 20))
        let lastVisit = urDenial.adding(days: -rng.int(3, 40))
        // Some injuries are recent, most are months to years old.
        let span = rng.chance(0.2) ? rng.int(5, 60) : rng.int(90, 4000)
        let injury = lastVisit.adding(days: -span)
        return CaseDates(injury: injury, lastVisit: lastVisit, urDenial: urDenial, received: received, assigned: assigned, decision: decision)
    }
}
