import IMRModel
import IMRText
import IMRVocabulary

/// Where a summary marks the injured part: its diagnoses, else the injury, else the operation had, in tiers; the
/// parts a marked sentence claims, those it says are more than it names, and a limb beside its own part.
extension RegionInference {
    /// What the summary's sentences that name the injured part say, strongest first: a diagnosis or
    /// what the patient is treated for, else the injury, else the operation the patient had ("He
    /// underwent a right shoulder arthroscopy"). Diagnoses that name no part ("chronic pain syndrome")
    /// leave the region unknown; an injury told with no part ("sustained an industrial injury on
    /// 07-12-2016") says nothing, and the operation is read.
    /// What the worker sustained ("He sustained a pelvic ring fracture") is the injury too; not "sustained relief".
    static let markers: [[String]] = [["diagnos", "treated for", "treatment for"], ["injur"] + sustained, ["underwent", "status post"]]
    static let sustained = [" he sustained", "she sustained", "who sustained", "worker sustained", "patient sustained",
                            "applicant sustained", "employee sustained", "sustained a ", "sustained an "]
    /// The same, the operation first: for what follows an operation (`TreatmentProcedures.followsAnOperation`).
    static let operationFirst: [[String]] = [markers[2], markers[0], markers[1]]

    /// The regions the summary's diagnoses name: its sentences that speak of a diagnosis (or of what
    /// the patient is treated for), or failing those, of the injury, or of an operation (`markers`). Only
    /// the sentences holding a marker are cut out and read (splitting every summary into sentences cost a
    /// share of the first open).
    package static func diagnosedRegions(in summary: String) -> [String] {
        diagnosedRegions(in: summary, memo: nil)
    }

    /// With the regions of each sentence read kept in `memo`: summaries' sentences recur word for word.
    /// `tiers` in the order they are read; a diagnosis found decides even when it names no part.
    static func diagnosedRegions(in summary: String, tiers: [[String]] = markers, memo: ParseMemo?) -> [String] {
        markedRegions(in: summary, tiers: tiers, memo: memo) ?? []
    }

    /// The regions of the summary's marked sentences, less a part it says has resolved where another stays;
    /// nil where no tier's sentence decided (none marked, or an injury or operation told with no part).
    static func markedRegions(in summary: String, tiers: [[String]] = markers, memo: ParseMemo?) -> [String]? {
        markedRegions(in: FoldedText(folding: summaryForParts(summary)), tiers: tiers, memo: memo)
    }

    static func markedRegions(in folded: FoldedText, tiers: [[String]] = markers, memo: ParseMemo?) -> [String]? {
        // The parts of diagnoses said to be more than the others ("Her diagnoses also include cervical disc
        // disease"): read beside the next tiers' parts, not in their place, or, none of those told, as no marked
        // sentence's.
        var besides: [String] = []
        for words in tiers {
            var named: [String] = []
            var more = false
            // What the summary reports of the utilization review's ("Per the UR, she was diagnosed with a
            // shoulder strain"): read only where the letter's own sentences name no part.
            var reported: [String] = []
            var found = false
            var seen: Set<Range<Int>> = []
            for word in words {
                var from = 0
                while let hit = folded.range(of: word, from: from) {
                    let sentence = sentenceBounds(around: hit, in: folded.bytes)
                    // "Shoulder pain without any examination or diagnosis recorded" names no diagnosis.
                    if Self.deniedBefore(hit, in: folded, from: sentence.lowerBound) {
                        from = sentence.upperBound
                        continue
                    }
                    // "He was discharged from treatment for the low back in 2018" tells a part's care over, not
                    // what the patient is treated for (`releasesFromCare`): not a diagnosis.
                    if Self.releasedBefore(hit, in: folded) {
                        from = hit.upperBound
                        continue
                    }
                    // "The physician requested electrodiagnostic testing, a walking boot and duloxetine" names a test, no
                    // diagnosis: the parts its sentence names are requests', not the injury's.
                    if Self.namesAStudy(hit, in: folded) {
                        from = hit.upperBound
                        continue
                    }
                    // "His past history includes a left shoulder stabilization in 2015 after a hockey injury" tells an injury
                    // before the claim's, no injured part (`toldInThePastHistory`).
                    if Self.toldInThePastHistory(hit, sentence: sentence, in: folded) {
                        from = hit.upperBound
                        continue
                    }
                    found = true
                    if words == markers[0], Self.saysMoreThanItNames(hit, sentence: sentence, in: folded) { more = true }
                    if seen.insert(sentence).inserted {
                        var regions = Self.withoutRuledOut(Self.regionsClaimed(in: sentence, marker: hit, of: folded, memo: memo),
                                                           in: sentence, of: folded, memo: memo)
                        // What follows an operation is for the part operated on: of a sentence that goes on to
                        // another complaint, the operation's own phrase.
                        if tiers.first == markers[2], words == markers[2], regions.count > 1 {
                            // Its phrase, else the item of a list it is part of ("right knee meniscus tear, status
                            // post meniscectomy").
                            for commas in [true, false] {
                                let phrase = Self.operationPhrase(around: hit, in: sentence, of: folded, atCommas: commas)
                                let operated = Self.regions(of: phrase, in: folded, memo: memo)
                                if !operated.isEmpty {
                                    regions = operated
                                    break
                                }
                            }
                        }
                        if Self.reportsTheReview(sentence, in: folded) { reported += regions } else { named += regions }
                    }
                    from = sentence.upperBound
                }
            }
            if named.isEmpty { named = reported }
            // A diagnosis of no part ("chronic pain syndrome") leaves the part unknown; one that leaves its part
            // unsaid ("sprain and strain and myospasm") is of the part the injury, the operation or, failing
            // those, the rest of the summary names. An injury or operation told with no part says nothing.
            // A diagnosis of the mind, sleep or an organ told as a claim beside the injury ("He later claimed
            // psychiatric injury, and a psychologist diagnosed post-traumatic stress disorder") is not the injury's
            // diagnosis: the injury's or the operation's sentences tell its part, or failing those the rest of the
            // summary. One told as what the patient is treated for ("undergoing treatment for palpitations", a cardiac
            // work-up) is the letter's own matter: none.
            if found && named.isEmpty && words == markers[0] {
                let ofNoPart = seen.contains { Self.namesAConditionOfNoPart(in: $0, of: folded, among: Self.conditionsOfTheWholePerson) }
                if ofNoPart { return [] }
                let others = seen.filter { Self.namesAConditionOfNoPart(in: $0, of: folded, among: Self.conditionsOfOtherSystems) }
                if !others.isEmpty, !others.allSatisfy({ Self.toldAsAClaimBeside($0, in: folded) || Self.claimedElsewhere($0, in: folded) }) { return [] }
            }
            if found && !named.isEmpty {
                if more {
                    besides += named
                    continue
                }
                // Where the injury struck a whole limb and what it did names a part of it, the part.
                return current(besides + named, limbsYield: words == markers[1])
            }
        }
        // No injury or operation told beside them: the parts named anywhere (`mentionedRegions`) tell the rest.
        return nil

        /// The regions less a part the summary says has resolved where another stays.
        func current(_ named: [String], limbsYield: Bool) -> [String] {
            let distinct = BodyRegions.distinct(named)
            let regions = limbsYield ? Self.partsOfLimbs(distinct) : distinct
            if limbsYield, regions.count == 1, let limb = regions.first, limb == Self.upperExtremities || limb == Self.lowerExtremities {
                // The injury struck a whole limb ("jerked his right arm upward") and the summary names one part of
                // it elsewhere ("He developed right shoulder pain"): that part.
                let parts = mentionedRegions(in: folded, memo: memo).filter { BodyRegions.within[$0] == limb }
                if parts.count == 1 { return parts }
            }
            return lessResolved(regions, in: folded, memo: memo)
        }
    }

    /// Words that, right before "diagnos", make it a study's ("electrodiagnostic testing", "an electrodiagnostic study"): a test
    /// requested or done, no diagnosis told.
    static let studiesOfTheDiagnosis = ["electro"]

    /// Whether the marker at `hit` is the end of a study's name (`studiesOfTheDiagnosis`).
    static func namesAStudy(_ hit: Range<Int>, in folded: FoldedText) -> Bool {
        studiesOfTheDiagnosis.contains { prefix in
            let start = hit.lowerBound - prefix.utf8.count
            return start >= 0 && folded.range(of: prefix, from: start, upTo: hit.lowerBound) != nil
        }
    }

    /// The regions less a part the summary says has resolved, was found non-industrial or was denied, where another stays.
    static func lessResolved(_ regions: [String], in folded: FoldedText, memo: ParseMemo?) -> [String] {
        guard regions.count > 1 else { return regions }
        let resolved = Set(regionsOfSentences(in: folded, holding: Self.resolution + Self.foundNotIndustrial)
            + Self.regionsOfClaimsDenied(in: folded, memo: memo) + Self.regionsReleasedFromCare(in: folded))
        let current = regions.filter { !resolved.contains($0) }
        return current.isEmpty ? regions : current
    }

    /// Words that say a part's care is over, the part named after them ("She was released from care for the knee in June
    /// 2019", "discharged from treatment for the wrist"): the part is over as a resolved one is. Not a patient released
    /// from care with no part named after it ("released from care by the surgeon"), nor released to work.
    /// Said of the patient or, the physician its subject, with the patient its object ("discharged her from treatment for the
    /// left knee").
    static let releasesFromCare: [String] = ["released ", "discharged "].flatMap { verb in
        ["", "her ", "him ", "them ", "the patient "].flatMap { object in
            ["from care for ", "from treatment for "].map { verb + object + $0 }
        }
    }

    /// Whether the marker at `hit` ("treatment for") is the end of a release from care ("discharged from treatment for
    /// the low back", "released her from treatment for"): the part's care over, no diagnosis.
    static func releasedBefore(_ hit: Range<Int>, in folded: FoldedText) -> Bool {
        releasesBeforeTheMarker.contains { bytes in
            guard hit.lowerBound >= bytes.count else { return false }
            let start = hit.lowerBound - bytes.count
            guard folded.bytes[start..<hit.lowerBound].elementsEqual(bytes) else { return false }
            return start == 0 || folded.bytes[start - 1] == 0x20
        }
    }

    /// What comes before "treatment for" in a release from care (`releasesFromCare`), as bytes made once: it is looked for at
    /// every diagnosis marker of every letter.
    static let releasesBeforeTheMarker: [[UInt8]] = releasesFromCare.compactMap { release in
        release.hasSuffix("from treatment for ") ? Array(release.dropLast("treatment for ".count).utf8) : nil
    }

    /// The parts named right after a release from care (`releasesFromCare`), up to the first comma, " and " or the clause's
    /// end: "released from care for the knee and continues to treat for the low back" is the knee's release alone.
    static func regionsReleasedFromCare(in folded: FoldedText) -> [String] {
        var named: [String] = []
        for word in releasesFromCare {
            var from = 0
            while let hit = folded.range(of: word, from: from) {
                from = hit.upperBound
                guard hit.lowerBound == 0 || folded.bytes[hit.lowerBound - 1] == 0x20 else { continue }
                let sentence = sentenceBounds(around: hit, in: folded.bytes)
                let clause = clauseBounds(around: hit, in: sentence, of: folded)
                var upper = hit.upperBound
                while upper < clause.upperBound, folded.bytes[upper] != 0x2C,
                      folded.range(of: " and ", from: upper, upTo: min(clause.upperBound, upper + 5))?.lowerBound != upper { upper += 1 }
                named += regions(of: hit.upperBound..<upper, in: folded, memo: nil)
            }
        }
        return named
    }

    /// Words that say a part was found no part of the claim, in a sentence of its own ("The wrist was later found
    /// non-industrial"): read as a resolution is, of its phrase. Not "denied" alone: utilization review denies requests.
    static let foundNotIndustrial = ["not industrial", "nonindustrial", "non-industrial", "non industrial", "not accepted"]

    /// The parts of a claim said to be denied in a sentence of its own ("The claim for the neck was later denied", "Her
    /// claim of the left knee was rejected"): the clause that holds both a claim and its denial, never one that speaks of a
    /// request or of utilization review (which denies requests, not parts), nor one that tells the injury or a diagnosis.
    static func regionsOfClaimsDenied(in folded: FoldedText, memo: ParseMemo?) -> [String] {
        var named: [String] = []
        var from = 0
        while let hit = folded.range(of: "claim", from: from) {
            let sentence = sentenceBounds(around: hit, in: folded.bytes)
            from = sentence.upperBound
            let clause = clauseBounds(around: hit, in: sentence, of: folded)
            func holds(_ words: [String]) -> Bool {
                words.contains { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }
            }
            // A clause that tells the injury or a diagnosis itself is read as a marked sentence's own clause is
            // (`regionsClaimed`: "She also claimed a neck injury, which the carrier denied" loses the neck there,
            // `partsDeniedByARelative`, unless another clause still names it). But a claim named as the thing denied
            // ("Her claim for a low back injury was denied") tells the part's claim over, its injury only the claim's name.
            guard holds([" denied", " rejected", " disallowed"]), !holds(Self.requestWords),
                  !holds(Self.markers[0] + Self.markers[1]) || holds(Self.claimsNamed) else { continue }
            named += regions(of: clause, in: folded, memo: memo)
        }
        return named
    }

    /// A claim named as a thing of its own ("her claim for a low back injury", "the claim of a neck injury").
    static let claimsNamed = ["claim for ", "claims for ", "claim of ", "claims of "]

    /// Words that make a denial a request's: utilization review's, or a request's or treatment's.
    static let requestWords = ["request", "utilization review", "ur ", "authoriz", "certif", "treatment", "therapy", "surgery",
                               "mri", "injection", "medication"]

    /// Words that tell a diagnosis as a claim beside the injury: a later or added claim, a consequence of the injury.
    static let claimsBeside = ["claim", " later", " also ", "in addition", "additional", "secondary to", "consequence", "subsequent"]

    /// Whether every condition of the mind, sleep or an organ a diagnoses sentence names is told as a claim beside the
    /// injury in another sentence of the summary ("he has since also filed a claim for anxiety", then "Diagnoses include
    /// status post flexor tendon repair ... and an anxiety disorder"): the claim's condition listed with the injury's, not
    /// the letter's own matter; the injury's sentences tell its part. A condition no other sentence claims keeps the
    /// diagnoses the letter's own matter.
    static func claimedElsewhere(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        var any = false
        for word in conditionsOfOtherSystems where folded.range(of: word, from: sentence.lowerBound, upTo: sentence.upperBound) != nil {
            any = true
            var from = 0, claimed = false
            while !claimed, let hit = folded.range(of: word, from: from) {
                from = hit.upperBound
                let other = sentenceBounds(around: hit, in: folded.bytes)
                if other != sentence, toldAsAClaimBeside(other, in: folded) { claimed = true }
            }
            if !claimed { return false }
        }
        return any
    }

    /// Whether a sentence tells its diagnosis as a claim beside the injury (`claimsBeside`).
    static func toldAsAClaimBeside(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        claimsBeside.contains { folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound) != nil }
    }

    /// The regions less a whole limb beside a part of it, of the injury's sentences: "a pallet fell onto his left lower
    /// leg" and "he sustained a left bimalleolar ankle fracture" are the ankle's, the limb where the blow fell. Not of
    /// diagnoses: a peroneal nerve palsy of the leg beside an ankle sprain is two conditions.
    static func partsOfLimbs(_ regions: [String]) -> [String] {
        guard regions.count > 1 else { return regions }
        return regions.filter { region in
            !(region == Self.upperExtremities || region == Self.lowerExtremities)
                || !regions.contains { BodyRegions.within[$0] == region }
        }
    }

    /// Whether a diagnosis's marker is said to be one of more than the sentence names: "also" a few words
    /// before or right after it ("She is also diagnosed with", "Her diagnoses also include"), or "other" or
    /// "additional" right before it ("Other diagnoses include").
    static func saysMoreThanItNames(_ hit: Range<Int>, sentence: Range<Int>, in folded: FoldedText) -> Bool {
        let before = max(sentence.lowerBound, hit.lowerBound - 24), after = min(sentence.upperBound, hit.upperBound + 12)
        var from = before
        while let also = folded.range(of: "also ", from: from, upTo: after) {
            if also.lowerBound == sentence.lowerBound || folded.bytes[also.lowerBound - 1] == 0x20 { return true }
            from = also.upperBound
        }
        return Self.moreDiagnoses.contains { word in
            hit.lowerBound - word.utf8.count >= sentence.lowerBound
                && folded.range(of: word, from: hit.lowerBound - word.utf8.count, upTo: hit.lowerBound) != nil
        } || Self.namesItsPart(hit, sentence: sentence, in: folded)
    }

    /// Whether the word right before a diagnosis's marker names a part ("The lumbar diagnosis is facet arthropathy", "Her
    /// knee diagnoses are ..."): a diagnosis told as one part's, where the injury's sentences may tell others.
    static func namesItsPart(_ hit: Range<Int>, sentence: Range<Int>, in folded: FoldedText) -> Bool {
        var end = hit.lowerBound
        guard end > sentence.lowerBound, folded.bytes[end - 1] == 0x20 else { return false }
        end -= 1
        // The part the subject of a passive diagnosis ("The shoulder was diagnosed as a rotator cuff strain", "her knee has
        // been diagnosed with"): the verb's words passed over.
        for verb in Self.passiveVerbs {
            let start = end - verb.utf8.count
            if start > sentence.lowerBound, folded.bytes[start - 1] == 0x20,
               folded.range(of: verb, from: start, upTo: end)?.lowerBound == start {
                end = start - 1
                break
            }
        }
        var start = end
        while start > sentence.lowerBound, ByteText.isASCIILetter(folded.bytes[start - 1]) { start -= 1 }
        guard start < end else { return false }
        return !regionsNamed(in: start..<end, in: folded, memo: nil).isEmpty
    }

    static let moreDiagnoses = ["other ", "additional ", "further "]

    /// The verbs between a part and its passive diagnosis ("The shoulder was diagnosed"), the longest first.
    static let passiveVerbs = ["has been", "have been", "had been", "was", "were", "is", "are"]

    /// The phrase of a sentence that tells an operation ("status post right shoulder arthroscopy", "right knee
    /// derangement status post meniscectomy"): from the comma or semicolon before its marker to the comma,
    /// semicolon or other complaint after it ("He is status post rotator cuff repair and has low back pain");
    /// `atCommas` false, the item of a list between semicolons or a colon.
    static func operationPhrase(around hit: Range<Int>, in sentence: Range<Int>, of folded: FoldedText, atCommas: Bool = true) -> Range<Int> {
        let bytes = folded.bytes
        func breaks(_ byte: UInt8) -> Bool { byte == 0x3B || byte == 0x3A || atCommas && byte == 0x2C }
        var lower = hit.lowerBound
        while lower > sentence.lowerBound, !breaks(bytes[lower - 1]) { lower -= 1 }
        var upper = hit.upperBound
        while upper < sentence.upperBound, !breaks(bytes[upper]) { upper += 1 }
        let others = otherComplaints.compactMap { folded.range(of: $0, from: hit.upperBound, upTo: upper)?.lowerBound }
        return lower..<(others.min() ?? upper)
    }

    /// Words after an operation that go on to another matter of the patient's ("... and has low back pain").
    static let otherComplaints = [" and has ", " and reports ", " and complains ", " and continues ", " and is ", " and also ",
                                  " and now ", " with ongoing ", " and still ", " and developed "]

    /// The regions of a marked sentence, less those of another clause of it that says their claim was
    /// denied ("He has been diagnosed with right lateral epicondylitis; a claim for the right shoulder was
    /// denied"): the marker's own clause always counts.
    static func regionsClaimed(in sentence: Range<Int>, marker: Range<Int>, of folded: FoldedText, memo: ParseMemo?) -> [String] {
        // Most sentences deny no claim: read whole, as their memo keeps them.
        let deniesAClaim = claimDenials.contains(where: { folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound) != nil })
        guard deniesAClaim || folded.range(of: ";", from: sentence.lowerBound, upTo: sentence.upperBound) != nil
                || folded.range(of: " but ", from: sentence.lowerBound, upTo: sentence.upperBound) != nil
        else { return regions(of: sentence, in: folded, memo: memo) }
        let clauses = clauses(of: sentence, in: folded)
        let deniedAfter = Self.partsDeniedAfter(marker, clauses: clauses, in: folded, memo: memo)
        guard clauses.count > 1 else {
            return regions(of: sentence, in: folded, memo: memo).filter { !deniedAfter.contains($0) }
        }
        var named: [String] = []
        for clause in clauses {
            let holdsMarker = clause.lowerBound <= marker.lowerBound && marker.lowerBound < clause.upperBound
            // The marker's clause less a part that a later clause, opening with "but", says the claim's payer denied ("She
            // also claimed a neck injury, but the carrier denied the neck"): the claim told, then turned down.
            if holdsMarker, !deniedAfter.isEmpty {
                named += regions(of: clause, in: folded, memo: memo).filter { !deniedAfter.contains($0) }
                continue
            }
            // Beside the marker's clause, one that opens by denying what it names ("The injury is to the pelvis only;
            // she had no hip joint injury or low back complaints"): its parts are ruled out, not the letter's.
            let denied = !holdsMarker && (Self.claimDenials.contains {
                folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil
            } || Self.opensByDenying(clause, in: folded))
            if !denied { named += regions(of: clause, in: folded, memo: memo) }
        }
        return named
    }

    /// The parts named in a clause after the marker's that opens with "but" and says the claim's payer denied them (a claim
    /// denial, `claimDenials`, beside a word of the claim, `claimsPayers`: "but the carrier denied the neck", "but the claims
    /// administrator denied the shoulder claim"); not a review's denial of a request ("but utilization review denied the
    /// knee MRI").
    static func partsDeniedAfter(_ marker: Range<Int>, clauses: [Range<Int>], in folded: FoldedText, memo: ParseMemo?) -> [String] {
        var parts: [String] = []
        // In the marker's own clause, a part a relative clause after it denies ("He also alleged a right knee injury, which
        // the claims administrator denied as not work related"): `partsDeniedByARelative`.
        if let own = clauses.first(where: { $0.lowerBound <= marker.lowerBound && marker.lowerBound < $0.upperBound }) {
            parts += partsDeniedByARelative(in: own, of: folded, memo: memo)
        }
        for clause in clauses where clause.lowerBound > marker.upperBound {
            guard clause.lowerBound >= 5, folded.range(of: " but ", from: clause.lowerBound - 5, upTo: clause.lowerBound) != nil,
                  claimDenials.contains(where: { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }),
                  claimsPayers.contains(where: { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }),
                  !requestsReviewed.contains(where: { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil })
            else { continue }
            parts += regions(of: clause, in: folded, memo: memo)
        }
        return parts
    }

    /// The parts a clause names just before a relative clause that says the claim's payer denied them: ", which" or ", that"
    /// opening it, a claim denial (`claimDenials`) and a word of the claim or its payer (`claimsPayers`) in it, up to its
    /// next comma or the clause's end, and no word of a request reviewed (`requestsReviewed`) there nor of a request
    /// (`requestWords`) in what it speaks of ("She also claimed a neck injury from the fall, which the carrier denied",
    /// "He later alleged a right knee injury, which the claims administrator denied as not work related"). What it speaks of
    /// is read back from the comma to the clause's start, an earlier comma or an " and " ("injured his low back and also
    /// claimed a neck injury, which ..." denies the neck only). Not a request's denial ("requested an MRI of the knee, which
    /// the carrier denied"), nor a part the clause names again after the relative ("which the carrier denied, and still
    /// reports neck pain") or another clause still names (that clause names it: N6-044's neck).
    static func partsDeniedByARelative(in clause: Range<Int>, of folded: FoldedText, memo: ParseMemo?) -> [String] {
        var parts: [String] = []
        for opener in relativeOpeners {
            var from = clause.lowerBound
            while let found = folded.range(of: opener, from: from, upTo: clause.upperBound) {
                from = found.upperBound
                let end = folded.range(of: ",", from: found.upperBound, upTo: clause.upperBound)?.lowerBound ?? clause.upperBound
                func holds(_ words: [String], _ lower: Int, _ upper: Int) -> Bool {
                    words.contains { folded.range(of: $0, from: lower, upTo: upper) != nil }
                }
                guard holds(claimDenials, found.upperBound, end), holds(claimsPayers, found.upperBound, end),
                      !holds(requestsReviewed, found.upperBound, end) else { continue }
                var start = clause.lowerBound
                for stop in [",", " and "] {
                    var at = clause.lowerBound
                    while let hit = folded.range(of: stop, from: at, upTo: found.lowerBound) {
                        start = max(start, hit.upperBound)
                        at = hit.upperBound
                    }
                }
                guard start < found.lowerBound, !holds(requestWords, start, found.lowerBound) else { continue }
                // A part the clause names again after the relative ("which the carrier denied, and still reports neck pain")
                // still hurts: the letter's.
                let again = end < clause.upperBound ? regions(of: end..<clause.upperBound, in: folded, memo: memo) : []
                parts += regions(of: start..<found.lowerBound, in: folded, memo: memo).filter { !again.contains($0) }
            }
        }
        return parts
    }

    /// What opens a relative clause about the thing just named (`partsDeniedByARelative`).
    static let relativeOpeners = [", which ", ", that "]

    /// Words of the claim and who pays it, in a clause that denies a part (`partsDeniedAfter`).
    static let claimsPayers = ["carrier", "administrator", "insurer", "adjuster", "employer", "claim", "industrial", "accepted",
                               "liability", "body part"]

    /// Words of a request reviewed: a clause holding them denies a treatment, not a part's claim.
    static let requestsReviewed = ["utilization review", "request", "authoriz", "certif", " ur "]

    /// Whether a clause opens by denying what it names: a word of denial (`clauseOpeningDenials`) first ("no knee
    /// involvement", "without neck complaints"), or after the patient named as its subject and a verb at most ("she had
    /// no hip injury", "he denies", "there was no"). Not a diagnosis's own "without" ("Spondylosis without myelopathy,
    /// lumbar region"): that clause names its part.
    static func opensByDenying(_ clause: Range<Int>, in folded: FoldedText) -> Bool {
        let words = folded.bytes[clause].split(separator: 0x20).prefix(3)
        func isDenial(_ word: ArraySlice<UInt8>) -> Bool { clauseOpeningDenials.contains { word.elementsEqual($0.utf8) } }
        guard let first = words.first else { return false }
        if isDenial(first) { return true }
        guard clauseSubjects.contains(where: { first.elementsEqual($0.utf8) }) else { return false }
        return words.dropFirst().contains(where: isDenial)
    }

    /// Words that name a diagnosis to be ruled out, a suspicion, not a diagnosis made ("rule out bilateral carpal tunnel
    /// syndrome").
    static let rulingOut = ["rule out ", "rule-out ", "r/o ", "to rule out", "ruling out "]

    /// A marked sentence's regions less a part named only in a diagnosis to be ruled out, where the sentence names another
    /// part as a diagnosis made ("bilateral upper extremity repetitive strain and rule out bilateral carpal tunnel
    /// syndrome" is the arms'): the phrase from its word to the next comma, semicolon or "and". A part named only so stays
    /// (the letter's only suspicion is still its part).
    static func withoutRuledOut(_ regions: [String], in sentence: Range<Int>, of folded: FoldedText, memo: ParseMemo?) -> [String] {
        guard regions.count > 1 else { return regions }
        var phrases: [Range<Int>] = []
        for word in rulingOut {
            var from = sentence.lowerBound
            while let hit = folded.range(of: word, from: from, upTo: sentence.upperBound) {
                from = hit.upperBound
                guard hit.lowerBound == 0 || !ByteText.isASCIILetter(folded.bytes[hit.lowerBound - 1]) else { continue }
                var end = hit.upperBound
                while end < sentence.upperBound, folded.bytes[end] != 0x2C, folded.bytes[end] != 0x3B,
                      folded.range(of: " and ", from: end, upTo: min(sentence.upperBound, end + 5)) == nil { end += 1 }
                phrases.append(hit.lowerBound..<end)
            }
        }
        guard !phrases.isEmpty else { return regions }
        var outside: [String] = []
        var start = sentence.lowerBound
        for phrase in phrases.sorted(by: { $0.lowerBound < $1.lowerBound }) where phrase.lowerBound >= start {
            if phrase.lowerBound > start { outside += Self.regions(of: start..<phrase.lowerBound, in: folded, memo: memo) }
            start = phrase.upperBound
        }
        if start < sentence.upperBound { outside += Self.regions(of: start..<sentence.upperBound, in: folded, memo: memo) }
        let kept = regions.filter(outside.contains)
        return kept.isEmpty ? regions : kept
    }

    /// The parts the summary says were claimed besides the injury ("He now also claims low back pain as a
    /// compensable consequence", "filed to add the right knee to the claim"), in clauses that do not say the
    /// claim was denied.
    static func claimedRegions(in folded: FoldedText, words: [String] = claimWords, memo: ParseMemo?) -> [String] {
        var named: [String] = []
        for word in words {
            var from = 0
            while let hit = folded.range(of: word, from: from) {
                let sentence = sentenceBounds(around: hit, in: folded.bytes)
                let clause = clauseBounds(around: hit, in: sentence, of: folded)
                let denied = claimDenials.contains { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }
                // A part the injury also reached that the clause says is over ("He also sustained a hand laceration that
                // has since healed") is not the letter's, as a part resolved is not elsewhere (`lessResolved`).
                let over = !Self.acceptedParts.contains(word)
                    && resolution.contains { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }
                if !denied && !over {
                    // A list of the parts accepted is read from its words on, each part its own.
                    // A part claimed with its limb told as how it came ("The left shoulder was added as a compensable
                    // consequence of overusing that arm") is the part's claim (`partsOfLimbs`), as an injury's is.
                    // Less a part a later clause says the carrier denied ("She also claimed a neck injury, but the carrier
                    // denied the neck": `partsDeniedAfter`).
                    let deniedAfter = partsDeniedAfter(hit, clauses: clauses(of: sentence, in: folded), in: folded, memo: memo)
                    named += (Self.acceptedParts.contains(word) || Self.claimsOfParts.contains(word)
                        ? regionsListed(in: hit.lowerBound..<clause.upperBound, in: folded)
                        : partsOfLimbs(BodyRegions.distinct(regions(of: clause, in: folded, memo: memo)))).filter { !deniedAfter.contains($0) }
                }
                from = sentence.upperBound
            }
        }
        return words == claimWords ? named + regionsOfClaimsFiled(in: folded) : named
    }

    /// The parts of a claim told as filed or added for them, in a clause that does not deny it: "a claim for the right hip was
    /// filed in 11/2020 and is pending", "a claim of the left knee has been added", "she added a claim for right elbow pain".
    /// Read from the claim's "for" or "of" to the words that file it (or, added, to the next comma or the clause's end): the
    /// part the claim names, not the sentence's others. A claim for the mind, sleep or blood pressure names no part; the
    /// opening "has filed a claim for low back pain reportedly associated with" (the injury's own claim) is not read here.
    static func regionsOfClaimsFiled(in folded: FoldedText) -> [String] {
        var named: [String] = []
        for (hit, clause) in undeniedClaims(told: claimsFiled, in: folded) {
            // The claim's name nearest before the filing, with nothing but its part between ("claim for the right hip was").
            let names = claimsNamed.compactMap { folded.range(of: $0, from: max(clause.lowerBound, hit.lowerBound - 48), upTo: hit.lowerBound) }
            guard let name = names.max(by: { $0.lowerBound < $1.lowerBound }),
                  folded.range(of: ",", from: name.upperBound, upTo: hit.lowerBound) == nil else { continue }
            named += regions(of: name.upperBound..<hit.lowerBound, in: folded, memo: nil)
        }
        for (hit, clause) in undeniedClaims(told: claimsAdded, in: folded) {
            let end = folded.range(of: ",", from: hit.upperBound, upTo: clause.upperBound)?.lowerBound ?? clause.upperBound
            named += regions(of: hit.upperBound..<end, in: folded, memo: nil)
        }
        return named
    }

    /// Each place one of `phrases` stands, with its clause, where the clause does not deny the claim (`claimDenials`).
    static func undeniedClaims(told phrases: [String], in folded: FoldedText) -> [(hit: Range<Int>, clause: Range<Int>)] {
        var found: [(hit: Range<Int>, clause: Range<Int>)] = []
        for phrase in phrases {
            var from = 0
            while let hit = folded.range(of: phrase, from: from) {
                from = hit.upperBound
                let clause = clauseBounds(around: hit, in: sentenceBounds(around: hit, in: folded.bytes), of: folded)
                if !claimDenials.contains(where: { folded.range(of: $0, from: clause.lowerBound, upTo: clause.upperBound) != nil }) {
                    found.append((hit, clause))
                }
            }
        }
        return found
    }

    /// The words that file a claim told before them (`regionsOfClaimsFiled`).
    static let claimsFiled = [" was filed", " were filed", " has been filed", " have been filed", " had been filed", " was added",
                              " has been added", " had been added", " is pending", " remains pending", " was opened"]

    /// The words that add a claim named after them (`regionsOfClaimsFiled`).
    static let claimsAdded = ["added a claim for ", "added a claim of ", "added claims for "]

    /// Words that list the parts the claim accepts ("the accepted body parts are the neck and both upper extremities",
    /// "Body parts accepted: low back, left knee"): each is the letter's part, a limb beside a spine too.
    static let acceptedParts = ["accepted body part", "body parts accepted", "body part accepted", "accepted parts of body",
                                "accepted as industrial", "accepted injuries to", "accepted injury to"]

    /// A claim amended to add a part is told in a few set forms ("filed an amended claim adding the right knee", "the
    /// claim was amended to include the left shoulder", "added the neck to his claim"); never a request amended ("the
    /// request was amended to add a knee brace" claims no knee).
    static let claimWords = ["compensable consequence", "to the claim", "also claims", "newly claimed", "amended claim", "claim adding",
                             "claim to add", "claim was amended", "to his claim", "to her claim", "also injured", "also hurt",
                             "also sustained"] + acceptedParts + claimsOfParts

    /// A cumulative trauma claim told with the parts it is for ("filed a cumulative trauma claim through 02/28/2015 for the
    /// neck and both upper extremities"), or the claim's parts listed ("His claim covers the left heel, the teeth and the low
    /// back", "Her claim is for the neck and the bilateral upper extremities", "The claim includes the left knee"): a list of
    /// the parts claimed, each its own, a limb beside a spine too (the limb is claimed, no place the neck's pain is felt).
    /// Read from the words on (a part named before them is not the claim's), in a clause that denies none of it.
    static let claimsOfParts = ["trauma claim", "claim is for ", "claim covers ", "claim includes ", "claims are for ",
                                "claims cover ", "claims include "]
}
