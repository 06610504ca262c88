import IMRModel
import IMRText
import IMRVocabulary

/// The region a request that names none takes from its letter (docs/treatment-identity.md, "Regions"):
/// the region of the guideline chapter its decision cites, else the one body region the summary's
/// diagnoses name; of several, the one the treatment can serve (`TreatmentProcedures.servedRegions`). Writers
/// who labelled regions gave one to devices, injections and operations that regions do not tell apart too
/// (a cold therapy unit after a knee operation is the knee's): shown and filtered on, never joined on
/// (`TreatmentIdentity`). A drug or visit that treats the injury takes the letter's part where chapter and
/// summary do not point apart (`treatsTheInjury`); another kind that serves no part (a drug of the mind, a
/// test) only where the decision's chapter and the summary agree (`bothPointers`). Where the letter points to
/// several regions, or none, the item keeps none. Such a region is marked inferred.
package enum RegionInference {
    static func infer(_ imrCase: inout IMRCase, memo: ParseMemo? = nil) {
        var letter = LetterRegions(summary: imrCase.summary, memo: memo)
        for index in imrCase.items.indices {
            // A dental request's head, named by the teeth alone or its table's own, stands where its decision cites a chapter
            // of the head or the letter points to the head alone; else it takes none (every writer of the labelled sets).
            if Self.teethOnly(imrCase.items[index]), !letter.pointsToTheHeadAlone() {
                imrCase.items[index].bodyRegions = []
                continue
            }
            // The item lent in place (`lent(_:)`): passed on as `imrCase.items[index]` it was copied, a retain
            // and a release of every string it holds.
            guard let regions = lent(&imrCase.items[index], { pointedTo(by: $0, in: &letter) }), regions.count == 1,
                  regions != imrCase.items[index].bodyRegions else { continue }
            imrCase.items[index].bodyRegions = regions
            imrCase.items[index].regionInferred = true
        }
    }

    /// The items of a case read (`infer` done) whose regions tell their treatment apart but that name none and
    /// took none, with the regions their letter points to (several, or none the treatment can serve): what
    /// `imr check --regions` reports.
    package static func unresolved(in imrCase: IMRCase) -> [(item: Int, regions: [String])] {
        var letter = LetterRegions(summary: imrCase.summary, memo: nil)
        return imrCase.items.indices.compactMap { index in
            let item = imrCase.items[index]
            guard item.bodyRegions.isEmpty, let key = item.treatmentKey, TreatmentIdentity.isRegional(key: key, kind: item.treatmentKind),
                  let regions = pointedTo(by: item, in: &letter), regions.count != 1 else { return nil }
            return (index, regions)
        }
    }

    /// What a letter's summary says of its parts, each read once a letter, when an item first needs it.
    struct LetterRegions {
        let summary: String
        let memo: ParseMemo?
        /// The marked sentences' regions (`markedRegions`: nil where none was marked), and those of the
        /// operation first; nil before they are read, .some(nil) after a read that found no marked sentence.
        private var injured: [String]??
        private var operated: [String]??
        private var mentioned: [String]?
        private var otherCondition: Bool?
        private var infectedOrgan: Bool?
        private var mindOfTheInjury: Bool?
        private var headache: Bool?
        /// The summary folded once a letter, for each of the readings above.
        private var foldedSummary: FoldedText?

        init(summary: String, memo: ParseMemo?) {
            self.summary = summary
            self.memo = memo
        }

        /// The summary's regions by its marked sentences (`markers`), nil where none was marked. What follows
        /// an operation (post-operative therapy, removing its hardware) is for the part operated on, whatever
        /// else the patient is treated for.
        mutating func marked(followingAnOperation: Bool) -> [String]? {
            if followingAnOperation {
                if operated == nil { operated = .some(markedRegions(in: folded(), tiers: operationFirst, memo: memo).map { teethOfTheHead(partsOfThePelvis($0)) }) }
                return operated ?? nil
            }
            if injured == nil {
                // A part claimed besides the injury is the letter's too: its items may be for either.
                var regions = markedRegions(in: folded(), memo: memo)
                if let marked = regions {
                    let claimed = RegionInference.claimedRegions(in: folded(), memo: memo)
                    regions = BodyRegions.distinct(marked + claimed)
                } else {
                    // No diagnosis or injury of a part told, but the parts the claim accepts listed ("The accepted body
                    // part is the right shoulder"): they are the letter's, not every part its pain or requests name.
                    let accepted = RegionInference.claimedRegions(in: folded(), words: RegionInference.acceptedParts, memo: memo)
                    if !accepted.isEmpty { regions = BodyRegions.distinct(accepted) }
                }
                injured = .some(regions.map { teethOfTheHead(RegionInference.limbOverItsPart(partsOfThePelvis($0), namedAsALimb: folded().contains("extremit"))) })
            }
            return injured ?? nil
        }

        /// Whether the summary's parts (its marked sentences, else any it names) are the head alone: a broken tooth's
        /// letter with no other part.
        mutating func pointsToTheHeadAlone() -> Bool {
            (marked(followingAnOperation: false) ?? anywhere()) == [BodyRegions.head]
        }

        /// The regions less a hip named only by the groin beside a bone or joint of the pelvis named: a pubic ramus
        /// fracture's groin pain is the pelvis's, not a hip of its own.
        mutating func groinOfThePelvis(_ regions: [String]) -> [String] {
            guard regions.contains(RegionInference.hip), regions.contains(RegionInference.pelvis), namesThePelvisSurely() else { return regions }
            let folded = folded()
            guard folded.containsWord("groin"), !RegionInference.hipWords.contains(where: { namesTheHip(by: $0, in: folded) }) else { return regions }
            return regions.filter { $0 != RegionInference.hip }
        }

        /// The regions with the pelvis's ring read as one part: a hip named only by the groin (`groinOfThePelvis`), a sacrum beside
        /// another of its bones (`sacrumOfThePelvis`).
        mutating func partsOfThePelvis(_ regions: [String]) -> [String] {
            groinOfThePelvis(sacrumOfThePelvis(regions))
        }

        /// The regions less a low back named only by the sacrum ("a sacral contusion") beside another bone or joint of the
        /// pelvis named (a pubic ramus's fracture, the sacroiliac joint, the pelvis itself): the sacrum is the pelvic ring's
        /// back, no low back of its own. A low back named by any other word ("low back", "lumbar", "lumbosacral") stays.
        mutating func sacrumOfThePelvis(_ regions: [String]) -> [String] {
            guard regions.contains(RegionInference.pelvis), regions.contains(RegionInference.lowBack) else { return regions }
            let folded = folded()
            guard ChapterRegions.hipWithPelvis.sureWords.contains(where: { $0 != "sacrum" && folded.range(of: $0) != nil }),
                  RegionInference.sacrumWords.contains(where: folded.containsWord),
                  !RegionInference.lowBackWordsBesideTheSacrum.contains(where: folded.containsWord),
                  !RegionInference.lowBackStems.contains(where: { folded.range(of: $0) != nil }) else { return regions }
            return regions.filter { $0 != RegionInference.lowBack }
        }

        /// The regions less a head named only by the teeth (and the face or jaw they lie in) beside another part: a
        /// broken tooth's claim beside a low back's is the dentist's, and a request that names no part (a muscle
        /// relaxant, a drug screen, acupuncture) is for the other part. A dental request's head, the teeth's or its
        /// table's own, stands only with the head's chapter cited or a letter of the head alone (`teethOnly`). A head
        /// named by the brain, a concussion, an eye, an ear or the head itself stays.
        mutating func teethOfTheHead(_ regions: [String]) -> [String] {
            guard regions.count > 1, regions.contains(BodyRegions.head) else { return regions }
            let folded = folded()
            guard RegionInference.teethWords.contains(where: folded.containsWord),
                  !RegionInference.headWordsBesideTheTeeth.contains(where: { RegionInference.namesTheHead(by: $0, in: folded) }) else { return regions }
            return regions.filter { $0 != BodyRegions.head }
        }

        /// Whether `word` stands as a word in a sentence that does not find the part normal: "Hip range of motion was
        /// full and painless" beside a pubic ramus fracture's groin pain is the examination ruling the hip out, no hip
        /// of its own.
        private func namesTheHip(by word: String, in folded: FoldedText) -> Bool {
            var from = 0
            while let found = folded.wordRange(of: word, from: from) {
                from = found.upperBound
                // The hip's motion tested ("pain at the end range of hip rotation", "hip flexion provokes groin pain") is how a
                // pelvic ring is examined, no hip of its own.
                if RegionInference.hipMotions.contains(where: { folded.range(of: $0, from: found.upperBound, upTo: min(folded.bytes.count, found.upperBound + $0.utf8.count)) != nil }) { continue }
                let sentence = RegionInference.sentenceBounds(around: found, in: folded.bytes)
                if !RegionInference.findsNormal(sentence, in: folded) { return true }
            }
            return false
        }

        /// Whether the summary names the pelvis by a bone or joint of it, not by a buttock only (a buttock's
        /// bruise beside a low back's sprain is no sure sign of the pelvis).
        mutating func namesThePelvisSurely() -> Bool {
            let folded = folded()
            return ChapterRegions.hipWithPelvis.sureWords.contains { folded.range(of: $0) != nil }
        }

        /// Whether the summary names a condition of the mind, sleep or an organ (`conditionsOfOtherSystems`):
        /// a request that does not treat the injury may then be for it.
        mutating func namesAnotherCondition() -> Bool {
            if let otherCondition { return otherCondition }
            let names = namesACondition(among: RegionInference.conditionsOfOtherSystems)
            otherCondition = names
            return names
        }

        /// Whether the summary names a condition an anti-infective may treat (`conditionsOfInfectedOrgans`): beside a
        /// claim of the mind, sleep or blood pressure alone, an antibiotic is for the injury's wound, no drug of those.
        mutating func namesAnInfectedOrgan() -> Bool {
            if let infectedOrgan { return infectedOrgan }
            let names = namesACondition(among: RegionInference.conditionsOfInfectedOrgans)
            infectedOrgan = names
            return names
        }

        /// Whether a sentence that names a condition of the mind or sleep (`conditionsOfTheMind`) tells it as the injury's
        /// or its pain's consequence (`consequences`: "developed depression secondary to chronic pain", "anxiety since the
        /// injury", "which his physician attributes to the pain").
        mutating func namesTheMindAsTheInjurysConsequence() -> Bool {
            if let mindOfTheInjury { return mindOfTheInjury }
            let folded = folded()
            let names = RegionInference.conditionsOfTheMind.contains { word in
                var from = 0
                while let hit = folded.range(of: word, from: from) {
                    let sentence = RegionInference.sentenceBounds(around: hit, in: folded.bytes)
                    if RegionInference.consequences.contains(where: {
                        folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound) != nil
                    }) { return true }
                    // A cause named with the injury or its pain after it ("secondary to chronic pain", "which her physician
                    // attributes to the back pain"), never another ("secondary to harassment at work").
                    for cause in RegionInference.causes {
                        guard let said = folded.range(of: cause, from: sentence.lowerBound, upTo: sentence.upperBound) else { continue }
                        if RegionInference.theInjurysWords.contains(where: {
                            folded.range(of: $0, from: said.upperBound, upTo: sentence.upperBound) != nil
                        }) { return true }
                    }
                    from = hit.upperBound
                }
                return false
            }
            mindOfTheInjury = names
            return names
        }

        private mutating func namesACondition(among conditions: [String]) -> Bool {
            // A condition told as the patient's history ("She has a history of type 2 diabetes") is no claim a
            // request may be for.
            let folded = folded()
            return conditions.contains { word in
                var from = 0
                while let hit = folded.range(of: word, from: from) {
                    let sentence = RegionInference.sentenceBounds(around: hit, in: folded.bytes)
                    let history = RegionInference.pastHistory.contains {
                        folded.range(of: $0, from: sentence.lowerBound, upTo: hit.lowerBound) != nil
                    }
                    // "There was no documentation of depressive symptoms" names none.
                    let denied = RegionInference.deniedBefore(hit, in: folded, from: sentence.lowerBound)
                    // "She takes naproxen with occasional heartburn" names the pain drug's effect, no condition of its own.
                    let sideEffect = RegionInference.namesThePainDrugsEffectOnTheStomach(at: hit, in: sentence, of: folded)
                    if !history && !denied && !sideEffect && !RegionInference.namesAServiceOfTheMind(at: hit, in: folded) { return true }
                    from = hit.upperBound
                }
                return false
            }
        }

        /// Whether the summary names a headache or a migraine (`headaches`): where the decision cites a chapter of
        /// the head, the summary names the head too. Not a part of its own: a headache may be the neck's.
        mutating func namesHeadache() -> Bool {
            if let headache { return headache }
            let folded = folded()
            let names = RegionInference.headaches.contains { folded.contains($0) }
            headache = names
            return names
        }

        /// The summary's parts, with the head where it names a headache and the decision cites the head's chapter.
        mutating func summaryParts(besideChapter chapter: [String]) -> [String] {
            let parts = marked(followingAnOperation: false) ?? anywhere()
            guard chapter == [BodyRegions.head], !parts.contains(BodyRegions.head), namesHeadache() else { return parts }
            return parts + [BodyRegions.head]
        }

        /// The parts the summary names anywhere it does not deny them (`mentionedRegions`).
        mutating func anywhere() -> [String] {
            // A part the summary says is over where another stays is not the letter's, named where it may be.
            if mentioned == nil {
                let going = RegionInference.lessResolved(mentionedRegions(in: folded(), memo: memo), in: folded(), memo: memo)
                mentioned = teethOfTheHead(partsOfThePelvis(RegionInference.partOverItsLimb(going, namedAsALimb: folded().contains("extremit"))))
            }
            return mentioned ?? []
        }

        private mutating func folded() -> FoldedText {
            if let foldedSummary { return foldedSummary }
            // With its runs of three bytes: the rules ask it for a hundred words or so, most of them absent.
            let folded = FoldedText(folding: RegionInference.summaryForParts(summary), withTriples: true)
            foldedSummary = folded
            return folded
        }
    }

    /// The regions `item`'s letter points to for it, of those its treatment can serve; nil where the item
    /// names its own region or takes none from its letter (a drug of the mind, a test of the blood in a letter
    /// that names a condition of the mind or an organ, but where the letter's chapter and summary agree:
    /// `bothPointers`).
    static func pointedTo(by item: Item, in letter: inout LetterRegions) -> [String]? {
        guard let key = item.treatmentKey, let kind = item.treatmentKind else { return nil }
        // A specialist of one part or organ is seen for it (a podiatrist for the foot); the letter says which.
        let seen = kind == .consultation ? ConsultSpecialties.regionsSeen(byKey: key) : nil
        // "Spine" named alone ("Spine surgeon consultation", "MRI of the spine") is the part of it the
        // letter names.
        let wholeSpine = item.bodyRegions == [BodyRegions.spine]
        guard item.bodyRegions.isEmpty || wholeSpine else { return nil }
        guard TreatmentIdentity.isRegional(key: key, kind: kind) || Self.servesABodyPart.contains(kind) && !Self.devicesOfOtherSystems.contains(key)
                || seen != nil
                || TreatmentProcedures.programsOfTheInjury.contains(key)
        else {
            // Any other request (a test, a drug of the stomach or of sleep, a psychological evaluation, help
            // at home) is for the injury too where the letter names nothing else it could be for.
            // A drug for headaches beside headaches the summary names is for them: something else it could be for, as a
            // claim of the mind is for a drug of the mind.
            guard Self.treatsTheInjury(item) || !letter.namesAnotherCondition() && !(Self.treatsHeadaches(item) && letter.namesHeadache())
                    || item.category == Self.antiInfectives && !letter.namesAnInfectedOrgan()
                    // A drug or therapy of the mind its decision judges by the pain guideline alone, in a letter that tells the
                    // mind's condition as the injury's consequence ("depression secondary to chronic pain"): the pain's part.
                    || Self.treatsTheMind(item) && Self.citesChronicPainOnly(item) && letter.namesTheMindAsTheInjurysConsequence()
                    // A drug for headaches in a letter whose one part is the head and that names its headaches (a
                    // concussion's post-traumatic headaches): the head's, as an injury's pain drug is its part's, whatever
                    // else the letter names (a neuropsychological evaluation beside it).
                    || Self.treatsHeadaches(item) && letter.anywhere() == [BodyRegions.head] && letter.namesHeadache()
            else { return bothPointers(of: item, in: &letter) }
            return injuryRegions(of: item, in: &letter)
        }
        // Of several regions, those the treatment can serve: of a neck and a knee, an arthroscopy is the
        // knee's. One region the letter points to stays, served or not: it is what the letter says; but a
        // specialist of one part is seen only for it, and "spine" named only for a part of it.
        func serving(_ regions: [String]) -> [String] {
            if let seen { return regions.filter(seen.contains) }
            if wholeSpine { return regions.filter(BodyRegions.spineParts.contains) }
            // Read only where there is a choice: most letters point to one part. A chapter about two parts
            // ("Hip & Pelvis") is narrowed by the summary below, not by what the treatment serves.
            guard regions.count > 1, ChapterRegions.mainRegion(of: regions) == nil,
                  let served = TreatmentProcedures.servedRegions(ofRequest: item.treatment) ?? TreatmentProcedures.servedRegions[key]
            else { return regions }
            return regions.filter(served.contains)
        }
        let followsAnOperation = TreatmentProcedures.followsAnOperation(key: key)
        var (regions, agreed) = chapterRegions(of: item)
        // A guideline about the spine as a whole ("Suspected Spine Trauma") is about the part of it the
        // summary names.
        if regions == [BodyRegions.spine] {
            let parts = (letter.marked(followingAnOperation: followsAnOperation) ?? letter.anywhere()).filter(BodyRegions.spineParts.contains)
            regions = parts.count == 1 ? parts : []
        }
        regions = serving(regions)
        // The neck's chapter, "Neck and Upper Back", beside a summary that names the upper back and not the neck (the mid
        // back alone, or the mid and low back): the thoracic spine, the half of the chapter the summary names.
        if regions == [Self.cervicalSpine], item.maximusGuideline.contains(where: ChapterRegions.isNeckAndUpperBack),
           case let parts = letter.marked(followingAnOperation: followsAnOperation) ?? letter.anywhere(),
           parts.contains(Self.thoracicSpine), !parts.contains(Self.cervicalSpine) {
            regions = [Self.thoracicSpine]
        }
        if !regions.isEmpty, Self.citesOnlyTopicsOfEveryPart(item),
           let summary = letter.marked(followingAnOperation: followsAnOperation), !summary.isEmpty,
           !Self.overlap(regions.count > 1 ? regions.filter { $0 != Self.lowerExtremities } : regions, summary) {
            // A chapter cited for a topic it holds for every part (crutches by ODG's Knee chapter after an ankle
            // fracture) and a summary of another part: the letter points to two. The Knee & Leg chapter's leg is not
            // read here: the ankle is of the leg's limb, not of the chapter's topic.
            return []
        }
        if regions.isEmpty {
            let marked = letter.marked(followingAnOperation: followsAnOperation)
            regions = serving(marked ?? [])
            // No sentence marked a diagnosis, an injury or an operation ("He has severe right knee
            // osteoarthritis"), or a specialist's part is not among them: the parts the summary names
            // anywhere it does not deny them.
            if marked == nil || (regions.isEmpty && seen != nil) { regions = serving(letter.anywhere()) }
        } else if regions.count > 1, agreed {
            // One chapter about two parts (the cervical and thoracic spine): the summary's part of them, by
            // its marked sentences or, none marked, anywhere it names them.
            let marked = letter.marked(followingAnOperation: followsAnOperation)
            regions = oneOfTwo(regions, summary: marked ?? letter.anywhere(), letter: &letter)
        }
        // An electrodiagnostic study is of the limb its regions lie in: a neck and a wrist point to one.
        // A part of no limb beside others (the thoracic spine of "Cervical and Thoracic Spine") stays a part of its own
        // where the summary names it or names none of the others (a low back's letter): the letter still points to two.
        // Beside a neck the summary names, it is the chapter's other part, no study's.
        if TreatmentProcedures.isByLimb(key: key) {
            if regions.count > 1, regions.contains(where: { BodyRegions.limb(of: $0) == nil }) {
                let summary = letter.marked(followingAnOperation: followsAnOperation) ?? letter.anywhere()
                let namesALimbsPart = regions.contains { BodyRegions.limb(of: $0) != nil && summary.contains($0) }
                regions = BodyRegions.distinct(regions.compactMap { region in
                    BodyRegions.limb(of: region) ?? (summary.contains(region) || !namesALimbsPart ? region : nil)
                })
            } else {
                regions = BodyRegions.distinct(regions.compactMap(BodyRegions.limb(of:)))
            }
        }
        return regions
    }

    /// Whether a request of a kind no region tells apart treats the injury itself: a drug for its pain or
    /// spasm (an opioid, an NSAID, a muscle relaxant, a neuropathic drug, a topical), a visit to the
    /// physician treating it, a capacity evaluation of what it allows, the clearance for its operation, the
    /// screen of its opioids, help at home. These
    /// take the part the letter points to, as the writers of the labelled sets give it (N6 to N8: a naproxen
    /// for a lumbar strain is the low back's); a drug of the mind, sleep or stomach, a psychological
    /// evaluation or a laboratory test does too, but only in a letter that names no other condition it could
    /// be for (`LetterRegions.namesAnotherCondition`: N5 and N8 give such items none beside a claim of
    /// depression or gastritis, N6, N7 and N9 the letter's part where there is none).
    static func treatsTheInjury(_ item: Item) -> Bool {
        if let category = item.category, Self.injuryDrugClasses.contains(category) { return true }
        if let key = item.treatmentKey, Self.injuryDrugKeys.contains(key) { return true }
        // An antidepressant its decision judges as one for the injury's pain ("Antidepressants for chronic
        // pain", "for neuropathic pain"): the letter says what it is for, whatever mood the summary names.
        if item.category == Self.antidepressants, Self.citesForPain(item) { return true }
        // The evaluation for a program of the injury ("functional restoration program evaluation") weighs what its
        // pain allows, as a capacity evaluation does.
        if let key = item.treatmentKey, key.hasSuffix(TreatmentProcedures.evaluationSuffix),
           TreatmentProcedures.programsOfTheInjury.contains(String(key.dropLast(TreatmentProcedures.evaluationSuffix.count))) {
            return true
        }
        guard let key = item.treatmentKey, Self.injuryVisits.contains(key) else { return false }
        // A follow-up with a psychiatrist or an internist ("Psychiatric follow-up monthly") is for what they treat.
        return key != TreatmentProcedures.officeVisit
            || !TreatmentLexicon.shared.specialties(in: item.treatment).contains(where: ConsultSpecialties.ofOtherSystems.contains)
    }

    /// The region of a request that treats the injury: its decision's chapter where the summary names that
    /// part too (or names none), else the summary's one part. Where the two point apart, a drug or visit for the
    /// injury (`treatsTheInjury`) takes its chapter, as regional requests do (a topical judged by the wrist's chapter
    /// beside an elbow's summary, a follow-up by ODG's Neck chapter beside a low back: the chapter decides, as N18's to
    /// N22's writers read it); but not one cited for a topic every chapter holds (a low back chapter's preoperative
    /// testing cited for a knee operation's clearance: most writers give none; an operation's clearance whatever its
    /// citation) nor another kind (a blood thinner,
    /// a skilled nursing stay): none. None too where the summary names several parts and no chapter decides.
    static func injuryRegions(of item: Item, in letter: inout LetterRegions) -> [String]? {
        let (cited, _) = chapterRegions(of: item)
        let summary = letter.summaryParts(besideChapter: cited)
        let chapter = oneOfTwo(cited, summary: summary, letter: &letter)
        if chapter.isEmpty { return summary }
        if summary.isEmpty || chapter.allSatisfy({ namedBy(summary, $0) }) { return chapter }
        return treatsTheInjury(item) && item.treatmentKey != Self.preoperativeClearance && !citesOnlyTopicsOfEveryPart(item) ? chapter : nil
    }

    /// Whether the summary's parts name `region`: itself, or the whole limb it lies in ("bilateral upper extremity
    /// overuse syndrome" beside a wrist's chapter: the chapter says which part of the limb the request is for).
    static func namedBy(_ summary: [String], _ region: String) -> Bool {
        summary.contains(region) || BodyRegions.within[region].map { $0 != BodyRegions.spine && summary.contains($0) } ?? false
    }

    /// The one region a request of a kind that serves no body part (a drug, a visit, a test, help at home)
    /// takes: where the letter's two pointers agree, its decision's chapters naming one part and its summary
    /// naming that part too (an EEG cited to ODG Head after a concussion). Either alone is not enough: a back's
    /// chapter cited for a sleeping pill in a knee's letter, or a knee's summary for a drug screen, says
    /// nothing of the drug's part.
    static func bothPointers(of item: Item, in letter: inout LetterRegions) -> [String]? {
        let (cited, agreed) = chapterRegions(of: item)
        // The summary read only where the chapters agree on a part: most drugs' letters cite none.
        guard agreed, !cited.isEmpty else { return nil }
        let summary = letter.summaryParts(besideChapter: cited)
        let regions = oneOfTwo(cited, summary: summary, letter: &letter)
        guard regions.count == 1 else { return nil }
        return summary.contains(regions[0]) ? regions : nil
    }

    /// A chapter about two parts as the one of them the summary names: "Hip & Pelvis", "Knee & Leg" and "Low Back -
    /// Lumbar & Thoracic" their main part where it names neither or both (the pelvis only where a bone or joint of it is
    /// named), "Cervical and Thoracic Spine" none; any other chapter's regions as they are.
    static func oneOfTwo(_ chapter: [String], summary: [String], letter: inout LetterRegions) -> [String] {
        guard chapter.count > 1 else { return chapter }
        let named = chapter.filter(summary.contains)
        guard let main = ChapterRegions.mainRegion(of: chapter) else { return named.count == 1 ? named : chapter }
        guard named.count == 1 else { return [main] }
        if chapter == ChapterRegions.hipWithPelvis.regions, named != [main], !letter.namesThePelvisSurely() { return [main] }
        return named
    }

    /// Kinds of treatment that serve a body part even where regions do not tell them apart (a cold therapy
    /// unit, a spinal cord stimulator, the assistant at a knee's operation). Not a drug, a consultation (but a
    /// specialist's of one part: `ConsultSpecialties.regionsSeen`), a program (but one for the injured part:
    /// `TreatmentProcedures.programsOfTheInjury`), a therapy of the mind, help at home or a test of the blood,
    /// the urine or the heart (a psychological evaluation is not the back's, nor a drug screen the knee's).
    static let servesABodyPart: Set<TreatmentKind> = [.equipment, .imaging, .injection, .surgery]

    /// Devices of sleep, the blood or the lungs, not of a part the injury hurt: read as a drug of those is (the
    /// letter's part only where it names nothing else they could be for), not as a brace is.
    static let devicesOfOtherSystems: Set<String> = ["CPAP", "BiPAP", "sleep apnea oral appliance", "blood pressure monitor",
                                                     "diabetic supplies", "oxygen therapy", "nebulizer"]

    /// The regions of the chapters an item's decision cites (MAXIMUS's citations), each once: the ones
    /// every regional chapter is about where there are some ("Neck and Upper Back" and "Cervical and
    /// Thoracic Spine Disorders" are both about the cervical spine; `agreed`), else all they name.
    static func chapterRegions(of item: Item) -> (regions: [String], agreed: Bool) {
        var named: [String] = []
        var common: [String]?
        // By index: `for citation in` copied each citation (a retain and a release of each of its strings).
        for index in item.maximusGuideline.indices {
            let regions = ChapterRegions.regions(of: item.maximusGuideline[index])
            guard !regions.isEmpty else { continue }
            named += regions
            common = common.map { $0.filter(regions.contains) } ?? regions
        }
        guard let common, !common.isEmpty else { return (BodyRegions.distinct(named), false) }
        return (BodyRegions.distinct(common), true)
    }

    /// Diagnoses of the whole person's pain, of no one part: beside them, a part the injury or an operation names is
    /// not the diagnosis's (not of the mind, sleep or an organ, `conditionsOfOtherSystems`, which may be claims beside the
    /// injury's part). A myofascial pain, a regional pain syndrome or a patellofemoral one is of a part
    /// (`partsPainSyndromes`): the part its injury names, unless it is said to be diffuse.
    static let conditionsOfTheWholePerson = ["chronic pain", "pain syndrome", "pain disorder", "fibromyalgia", "somatic symptom",
                                             "opioid dependence", "opioid use disorder", "multiple trauma", "polytrauma",
                                             "multiple injuries", "diffuse myofascial", "generalized myofascial", "generalised myofascial",
                                             "widespread pain"]

    /// Words that, right before "pain syndrome", make it a part's: the trigger points of a myofascial pain are in the
    /// muscles of the part injured (a back's paraspinals), a complex regional pain syndrome is of a limb.
    static let partsPainSyndromes = ["myofascial ", "regional ", "patellofemoral "]

    /// Whether a marked sentence names one of `conditions` (diagnoses of no part), a part's pain syndrome
    /// ("myofascial pain syndrome") not counted.
    static func namesAConditionOfNoPart(in sentence: Range<Int>, of folded: FoldedText, among conditions: [String]) -> Bool {
        conditions.contains { condition in
            var from = sentence.lowerBound
            while let hit = folded.range(of: condition, from: from, upTo: sentence.upperBound) {
                let ofAPart = condition == "pain syndrome" && partsPainSyndromes.contains { word in
                    hit.lowerBound - word.utf8.count >= sentence.lowerBound
                        && folded.range(of: word, from: hit.lowerBound - word.utf8.count, upTo: hit.lowerBound) != nil
                }
                if !ofAPart { return true }
                from = hit.upperBound
            }
            return false
        }
    }

    /// Words that say a part's claim was turned down, or that a part is told apart from the claim ("a prior knee surgery
    /// unrelated to the claim", "the hip is not related to the work injury"): such a part is not the letter's.
    static let claimDenials = ["denied", "not industrial", "nonindustrial", "non-industrial", "non industrial", "not accepted",
                               "rejected", "disallowed", "unrelated", "not related"]

    /// Words that say a complaint is over ("The knee contusion has resolved").
    /// A pain or its symptoms "settled" is over too ("The knee pain has settled"); not a case settled.
    static let resolution = ["resolved", "pain has settled", "pain have settled", "symptoms have settled", "has settled down",
                             "has healed", "have healed", "since healed", "no longer", "now asymptomatic", "is asymptomatic",
                             "are asymptomatic", "become asymptomatic", "fully recovered", "recovered from", "has subsided",
                             "have subsided", "since subsided", "has abated", "have abated", "since abated", "had abated",
                             // Symptoms or a pain "cleared" are over; not a patient cleared for an operation or for work.
                             "symptoms cleared", "symptoms have cleared", "symptoms had cleared", "symptoms since cleared",
                             "pain cleared", "pain has cleared", "pain had cleared",
                             // A part "now pain free" or "cleared up" is over; not an examination's "pain-free range of motion".
                             "now pain free", "now pain-free", "is pain free", "is pain-free", "are pain free", "are pain-free",
                             "cleared up", "needs no further treatment", "needed no further treatment", "requires no further treatment",
                             "required no further treatment",
                             // A soft injury told healed in the past ("The ankle sprain healed with bracing") is over; not a
                             // fracture, which heals and may still hurt ("healed in malunion").
                             "sprain healed", "strain healed", "contusion healed", "laceration healed", "abrasion healed",
                             "bruise healed", "bruising healed", "sprains healed", "strains healed", "contusions healed",
                             "lacerations healed"]

    static let denialsAndResolutions = denialWords + resolution

    /// Words that deny what a sentence names ("There were no complaints of low back pain", "She denies neck
    /// pain"): such a sentence names no current part.
    static let denialWords = ["no ", "not ", "denies", "denied", "without", "negative"]
}

extension RegionInference {
    /// Whether `word` stands as a word of `folded` other than as the head moved by the blow ("The blow snapped his head
    /// backward", "snapping her head back", "forcing his head forward"): the mechanism of a neck's strain, no head hurt.
    static func namesTheHead(by word: String, in folded: FoldedText) -> Bool {
        var from = 0
        while let found = folded.wordRange(of: word, from: from) {
            from = found.upperBound
            let moved = headsMoved.contains { direction in
                guard let after = folded.range(of: direction, from: found.upperBound,
                                               upTo: min(folded.bytes.count, found.upperBound + direction.utf8.count)) else { return false }
                return after.upperBound == folded.bytes.count || !ByteText.isASCIILetter(folded.bytes[after.upperBound])
            }
            if !moved { return true }
        }
        return false
    }

    /// The directions a blow throws the head in, right after "head": the head moved, no head hurt (`namesTheHead`).
    static let headsMoved = [" backward", " backwards", " back", " forward", " forwards", " sideways", " to the side"]

    /// Whether every citation of the item that names a part cites it for a topic of every part
    /// (`ChapterRegions.topicsOfEveryPart`).
    static func citesOnlyTopicsOfEveryPart(_ item: Item) -> Bool {
        var any = false
        for index in item.maximusGuideline.indices where !ChapterRegions.regions(of: item.maximusGuideline[index]).isEmpty {
            guard ChapterRegions.citesATopicOfEveryPart(item.maximusGuideline[index]) else { return false }
            any = true
        }
        return any
    }
}
