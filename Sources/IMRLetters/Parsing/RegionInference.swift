import IMRModel
import IMRText
import IMRVocabulary

/// The region a request that names none takes from its letter (docs/treatment-identity.md, "Regions"):
/// the region of the guideline chapter its decision cites, else the one body region the summary's
/// diagnoses name; of several, the one the treatment can serve (`TreatmentProcedures.servedRegions`). Writers
/// who labelled regions gave one to devices, injections and operations that regions do not tell apart too
/// (a cold therapy unit after a knee operation is the knee's): shown and filtered on, never joined on
/// (`TreatmentIdentity`). Where the letter points to several regions, or none, the item keeps none. Such
/// a region is marked inferred.
package enum RegionInference {
    static func infer(_ imrCase: inout IMRCase, memo: ParseMemo? = nil) {
        var injured: [String]?
        var operated: [String]?
        for index in imrCase.items.indices {
            let item = imrCase.items[index]
            guard item.bodyRegions.isEmpty, let key = item.treatmentKey, let kind = item.treatmentKind,
                  TreatmentIdentity.isRegional(key: key, kind: kind) || Self.servesABodyPart.contains(kind)
            else { continue }
            func summaryRegions() -> [String] {
                // What follows an operation (post-operative therapy, removing its hardware) is for the part
                // operated on, whatever else the patient is treated for.
                if TreatmentProcedures.followsAnOperation(key: key) {
                    if operated == nil { operated = diagnosedRegions(in: imrCase.summary, tiers: operationFirst, memo: memo) }
                    return operated ?? []
                }
                if injured == nil { injured = diagnosedRegions(in: imrCase.summary, memo: memo) }
                return injured ?? []
            }
            // Of several regions, those the treatment can serve: of a neck and a knee, an arthroscopy is the
            // knee's. One region the letter points to stays, served or not: it is what the letter says.
            func serving(_ regions: [String]) -> [String] {
                // Read only where there is a choice: most letters point to one part.
                guard regions.count > 1, let served = TreatmentProcedures.servedRegions(ofRequest: item.treatment)
                        ?? TreatmentProcedures.servedRegions[key] else { return regions }
                return regions.filter(served.contains)
            }
            var (regions, agreed) = chapterRegions(of: item)
            regions = serving(regions)
            if regions.isEmpty {
                regions = serving(summaryRegions())
            } else if regions.count > 1, agreed {
                // One chapter about two parts (the cervical and thoracic spine): the summary's part of them.
                let narrowed = summaryRegions().filter(regions.contains)
                if narrowed.count == 1 { regions = narrowed }
            }
            // An electrodiagnostic study is of the limb its regions lie in: a neck and a wrist point to one.
            if TreatmentProcedures.isByLimb(key: key) {
                regions = BodyRegions.distinct(regions.compactMap(BodyRegions.limb(of:)))
            }
            guard regions.count == 1 else { continue }
            imrCase.items[index].bodyRegions = regions
            imrCase.items[index].regionInferred = true
        }
    }

    /// Kinds of treatment that serve a body part even where regions do not tell them apart (a cold therapy
    /// unit, a spinal cord stimulator, the assistant at a knee's operation). Not a drug, a consultation, a
    /// program, a therapy of the mind, help at home or a test of the blood, the urine or the heart (a
    /// psychological evaluation is not the back's, nor a drug screen the knee's).
    static let servesABodyPart: Set<TreatmentKind> = [.equipment, .imaging, .injection, .surgery]

    /// The regions of the chapters an item's decision cites (MAXIMUS's citations), each once: the ones
    /// every regional chapter is about where there are some ("Neck and Upper Back" and "Cervical and
    /// Thoracic Spine Disorders" are both about the cervical spine; `agreed`), else all they name.
    static func chapterRegions(of item: Item) -> (regions: [String], agreed: Bool) {
        var named: [String] = []
        var common: [String]?
        for citation in item.maximusGuideline {
            let regions = ChapterRegions.regions(of: citation)
            guard !regions.isEmpty else { continue }
            named += regions
            common = common.map { $0.filter(regions.contains) } ?? regions
        }
        guard let common, !common.isEmpty else { return (BodyRegions.distinct(named), false) }
        return (BodyRegions.distinct(common), true)
    }

    /// What the summary's sentences that name the injured part say, strongest first: a diagnosis or
    /// what the patient is treated for, else the injury, else the operation the patient had ("He
    /// underwent a right shoulder arthroscopy"). Diagnoses that name no part ("chronic pain syndrome")
    /// leave the region unknown; an injury told with no part ("sustained an industrial injury on
    /// 07-12-2016") says nothing, and the operation is read.
    static let markers: [[String]] = [["diagnos", "treated for", "treatment for"], ["injur"], ["underwent", "status post"]]
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
        let folded = FoldedText(summary)
        for words in tiers {
            var named: [String] = []
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
                    found = true
                    if seen.insert(sentence).inserted {
                        let bytes = folded.bytes[sentence]
                        func read() -> [String] { TreatmentLexicon.shared.regions(in: String(decoding: bytes, as: UTF8.self)) }
                        let regions = memo.map { memo in bytes.withUnsafeBufferPointer { memo.sentenceRegions.value(of: $0, read) } } ?? read()
                        if Self.reportsTheReview(sentence, in: folded) { reported += regions } else { named += regions }
                    }
                    from = sentence.upperBound
                }
            }
            if named.isEmpty { named = reported }
            // Diagnoses found decide, naming a part or not; an injury or operation told with none says nothing.
            if found && (!named.isEmpty || words == markers[0]) { return BodyRegions.distinct(named) }
        }
        return []
    }

    /// Words that say a sentence reports the utilization review's reading, not the letter's own.
    static let reviewReports = ["utilization review", "per the ur ", "per ur ", "the ur physician", "the ur reviewer",
                                "ur physician", "ur reviewer", "according to the ur ", "the ur report", "ur determination"]

    static func reportsTheReview(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        reviewReports.contains { folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound) != nil }
    }

    /// Words that, before a marker in its sentence, say it is not there ("no diagnosis", "not diagnosed",
    /// "without any examination or diagnosis").
    static let denials = ["without ", "no ", "not ", "never ", "undiagnos"]

    /// Whether a denial starts a word shortly before the marker, in its clause: up to three words between,
    /// no comma, semicolon, "and" or "but" ("no prior history and is diagnosed with ..." denies nothing).
    static func deniedBefore(_ hit: Range<Int>, in folded: FoldedText, from start: Int) -> Bool {
        denials.contains { denial in
            var from = start
            while let found = folded.range(of: denial, from: from, upTo: hit.lowerBound) {
                if found.lowerBound == start || folded.bytes[found.lowerBound - 1] == 0x20,
                   deniesInItsClause(folded.bytes[found.upperBound..<hit.lowerBound]) {
                    return true
                }
                from = found.lowerBound + 1
            }
            return false
        }
    }

    private static func deniesInItsClause(_ between: ArraySlice<UInt8>) -> Bool {
        let words = between.split(separator: 0x20)
        guard words.count <= 3, !between.contains(0x2C), !between.contains(0x3B) else { return false }
        return !words.contains { $0.elementsEqual("and".utf8) || $0.elementsEqual("but".utf8) }
    }

    /// The sentence around a match: back to the end of the sentence before (a full stop, question or
    /// exclamation mark before a blank) and on to the end of its own.
    static func sentenceBounds(around hit: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func endsSentence(_ index: Int) -> Bool {
            let byte = bytes[index]
            guard byte == 0x2E || byte == 0x3F || byte == 0x21 else { return false }
            return index + 1 >= bytes.count || bytes[index + 1] == 0x20 || bytes[index + 1] == 0x0A
        }
        var start = hit.lowerBound
        while start > 0, !endsSentence(start - 1) { start -= 1 }
        var end = hit.upperBound
        while end < bytes.count, !endsSentence(end) { end += 1 }
        return start..<min(end + 1, bytes.count)
    }
}
