import IMRModel
import IMRText
import IMRVocabulary
import Synchronization

/// Reads the reasons a rationale states (docs/decision-reasons.md), one sentence at a time: the side
/// comes from the item's decision, never from the words; a reason for upholding needs a negation in its
/// sentence unless its words carry one; a sentence that only restates a guideline, a long quotation and
/// a bare conclusion state no reason. Each reason is kept once per item, with the first sentence that
/// states it. A reader keeps its buffers from one rationale to the next: a letter's items are read by one, and
/// when it ends its buffers go back to a pool the next reader takes them from (`Workspace`).
public struct ReasonReader: ~Copyable {
    /// Quotations this long or longer are the guideline's words, not the reviewer's finding.
    static let longQuotationWords = 8
    /// A verdict in this many words or fewer, with no cause given, is only the verdict.
    static let shortSentenceWords = 10
    /// How specific a second reason's words in one sentence must be to count beside the first.
    package static let secondReasonStrength = 16
    /// How specific a reason's words standing in a part of the sentence of their own must be to count
    /// beside the first ("red flag" does; "oral" does not).
    static let apartReasonStrength = 8
    /// How specifically two unchanged measurements state their reason: as a phrase that carries its
    /// own negation would ("no improvement").
    static let unchangedMeasureStrength = 20
    /// A preamble naming what a sentence is about ("Regarding the request for ..., ") ends within
    /// this many bytes, or is none.
    static let longestPreamble = 160
    /// Longer "sentences" are tables or text run together, not a reviewer's finding: not read.
    static let longestSentence = 3_000
    /// A rationale is read for reasons up to this many sentences (reviewers write tens): text run
    /// together over a million lines costs no more than this to read.
    static let mostSentences = 1_000
    /// Treatments whose result decides nothing further (`Reason.needsAResult`).
    static let givesNoResult: Set<TreatmentKind> = [.drug, .therapy, .program, .equipment]
    /// Treatments for which a normal examination or a negative study told is the history (`Reason.normalsNeedAResult`):
    /// not equipment, which a finding decides ("stable ligaments" for a knee brace).
    static let normalsTellHistory = givesNoResult.subtracting([.equipment])
    /// Treatments that are no supervised care (`Reason.supervisedCareOnly`).
    static let unsupervised: Set<TreatmentKind> = [.drug, .equipment]
    /// Treatments asked for that bring no gain before they are had (`Reason.gainOfItsOwn`): the sixty-second round, over every
    /// set a gain given for an operation, a study or a test was right once in six ("She has worn a night splint for four
    /// months ..., with relief lasting two weeks", for a carpal tunnel release, is care failed). Not injections, repeated
    /// on the relief the last one gave.
    static let notYetHad: Set<TreatmentKind> = [.surgery, .imaging, .test]

    /// Whether the item's treatment cannot have rule `rule` of `rules`, by its kind (`Reason.needsAResult`,
    /// `Reason.supervisedCareOnly`) or its key (`Reason.notForTreatments`): the rule's fields read in place (a copy of the
    /// rule retains each of its lists).
    static func treatmentExcludes(_ rule: Int, of rules: [DecisionReasons.Reason], _ treatment: Treatment?) -> Bool {
        guard let treatment else { return false }
        return rules[rule].needsAResult && givesNoResult.contains(treatment.kind)
            || rules[rule].supervisedCareOnly && unsupervised.contains(treatment.kind)
            || rules[rule].notForTreatments.contains(treatment.key)
            || rules[rule].gainOfItsOwn && notYetHad.contains(treatment.kind)
    }

    /// A rule a sentence states, with how specifically.
    struct Stated: Sendable {
        let rule: Int
        let strength: Int
        /// Where its phrase starts in the sentence (-1 where no one phrase states it).
        let at: Int
        /// It stands in another part of the sentence than the first reason's (`Reading.standApart`).
        var apart = false
        /// Its words do not follow the first reason's in one part of the sentence.
        var separate = true
        /// Its words need a negation and have one only after them: the sentence's negation is another
        /// reason's, not theirs.
        var trailing = false
        /// Its words are a pairing's (`DecisionReasons.pairings`), not one phrase.
        var paired = false
        /// Where its pairing's first object (the care it speaks of) starts; -1 where it is no pairing's.
        var object = -1
        /// Its pairing's object must name the item's own treatment (`Pairing.itemsOwn`).
        var itemsOwn = false
        /// Its words carry their own negation or fact ("exceeds", "not recommended").
        var alone = false
        /// Its words state it only generally (`DecisionReasons.Reason.catchAll`).
        var catchAll = false
        /// Its words say the criteria are not met, after the specific reason the sentence gives for it (`Reading.strengths`):
        /// a second reason beside that one.
        var criteriaNotMet = false

        /// Where its phrase ends (`at` where no one phrase states it).
        let end: Int

        init(rule: Int, strength: Int, at: Int = -1, end: Int = -1) {
            self.rule = rule
            self.strength = strength
            self.at = at
            self.end = max(end, at)
        }
    }

    /// What a reader reads with: the sentence's buffers and the tables kept by rule, the rules kept and the counts
    /// noted. Every buffer is reset where a rationale or a sentence is read, so one left by another letter's reader
    /// reads as a new one would. A reader is made for every letter: making these anew each time (a score of arrays,
    /// each allocated and its type's metadata looked up) was about a tenth of the reasons' cost, so they are kept
    /// in a pool between readers (issue 30's nineteenth round); a class, so that giving one back is one reference,
    /// not a copy of each buffer.
    final class Workspace: @unchecked Sendable {
        // One reader uses a workspace at a time (it is taken from the pool, and given back when its reader ends): its
        // fields need no exclusivity checked at run time.
        @exclusivity(unchecked) var reading = Reading(rules: .shared)
        /// The rules kept for the rationale being read, found or fallback.
        @exclusivity(unchecked) var kept: [Int] = []
        /// The counts the rationale being read has noted, compared once it is read.
        @exclusivity(unchecked) var counts = Counts()
    }

    /// The workspaces readers have ended with, for the next readers: no more than the parse's workers use at once.
    private static let pool = Mutex<[Workspace]>([])
    private static let pooled = 16

    private let workspace: Workspace
    private var reading: Reading {
        _read { yield workspace.reading }
        nonmutating _modify { yield &workspace.reading }
    }
    private var kept: [Int] {
        _read { yield workspace.kept }
        nonmutating _modify { yield &workspace.kept }
    }
    private var counts: Counts {
        _read { yield workspace.counts }
        nonmutating _modify { yield &workspace.counts }
    }
    /// Where sentences read before keep what they state: the parse's, shared by its workers.
    private let memo: ParseMemo?
    /// The learned reader beside the rules (`ReasonModel`): nil reads by the rules alone.
    private let model: ReasonModel?

    public init(memo: ParseMemo? = nil) {
        self.init(memo: memo, model: ReasonModel.shipped)
    }

    package init(memo: ParseMemo? = nil, model: ReasonModel?) {
        self.memo = memo
        self.model = model
        workspace = Self.pool.withLock { $0.popLast() } ?? Workspace()
    }

    deinit {
        Self.pool.withLock { pool in
            if pool.count < Self.pooled { pool.append(workspace) }
        }
    }

    /// The rationale's sentences as the reader loads them (lower case on one line, long quotations
    /// out), each beside its words as `Sentences.split` gives them: what the learned reader is trained on.
    package static func loadedSentences(of rationale: String) -> [(words: String, loaded: [UInt8])] {
        var reading = Reading(rules: .shared)
        var text = rationale
        var result: [(words: String, loaded: [UInt8])] = []
        text.withUTF8 { bytes in
            var closesLater: Bool?
            var quoted = false
            Sentences.forEachPlace(in: bytes) { place in
                guard reading.load(bytes[place], quoted: &quoted, closesLater: Quotations.closesLater(bytes, &closesLater)) > 0 else { return true }
                result.append((Sentences.oneLine(bytes[place]), Array(reading.bytes[..<reading.end])))
                return true
            }
        }
        return result
    }

    /// The reasons of one rationale, read by a reader made for it.
    public static func reasons(in rationale: String, decision: Decision, treatment: Treatment? = nil) -> [ItemReason] {
        var reader = ReasonReader()
        return reader.reasons(in: rationale, decision: decision, treatment: treatment)
    }

    /// The item's treatment as the treatment tables key it (`TreatmentNormalizer`).
    public struct Treatment: Sendable {
        public let key: String
        public let kind: TreatmentKind

        public init(key: String, kind: TreatmentKind) {
            self.key = key
            self.kind = kind
        }
    }

    /// A reason the sentence states only generally beside a more specific one it states too
    /// (`DecisionReasons.yieldsInSentence`) is dropped, unless the sentence names it, and may still come from another
    /// sentence.
    static func yieldToTheSpecific(_ found: inout [ItemReason], from start: Int, kept: inout [Int], rules: [DecisionReasons.Reason]) {
        for pair in DecisionReasons.yieldsInSentence {
            guard found[start...].contains(where: { $0.id == pair.specific }),
                  let general = found[start...].firstIndex(where: { $0.id == pair.general }),
                  !pair.namesTheGeneral(found[general].sentence) else { continue }
            found.remove(at: general)
            kept.removeAll { rules[$0].id == pair.general }
        }
    }

    /// Whether `rule`, the specific reason of a pair, would replace the general one the rules kept in a sentence that names the
    /// general kind of care.
    static func keepsTheGeneral(_ rule: Int, kept: [Int], sentence: String?) -> Bool {
        guard let sentence else { return false }
        return Reading.yieldingPairs.contains { $0.specific == rule && kept.contains($0.general) && $0.pair.namesTheGeneral(sentence) }
    }

    /// The rationale without the letter's label before it ("Decision rationale: The MTUS states ..."), where the text handed
    /// over keeps it: the label is no word of the reviewer's, and before a guideline's name it hides the guideline's voice.
    static func withoutLabel(_ rationale: String) -> String {
        let start = rationale.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        for label in rationaleLabels where start.utf8.starts(with: label, by: { ($0 | 0x20) == $1 }) {
            return String(start.dropFirst(label.count).drop { $0 == " " || $0 == "\t" })
        }
        return rationale
    }

    /// The parser's labels of a rationale (`ItemsParser.fieldLabels`), lower case, made once: `withoutLabel` runs for every item.
    private static let rationaleLabels: [[UInt8]] = ItemsParser.fieldLabels.compactMap { field, label in
        field == .rationale ? Array(label.description.utf8) : nil
    }

    /// The reasons of an item's rationale, which speaks of its treatment.
    public mutating func reasons(of item: Item) -> [ItemReason] {
        let treatment = item.treatmentKey.flatMap { key in item.treatmentKind.map { Treatment(key: key, kind: $0) } }
        return reasons(in: item.rationale, decision: item.decision, treatment: treatment)
    }

    /// `treatment`: the item's, where the tables know it (not `.other`); a sentence naming another
    /// (`Reason.namesItsTreatment`) then states none of the item's reasons.
    public mutating func reasons(in rationale: String, decision: Decision, treatment: Treatment? = nil) -> [ItemReason] {
        let treatment = treatment?.kind == .other ? nil : treatment
        let side: DecisionReasons.Side = decision == .overturned ? .overturning : .upholding
        let known = memo?.reasons(of: side)
        var found: [ItemReason] = []
        var fallback: [ItemReason] = []
        kept.removeAll(keepingCapacity: true)
        counts.reset()
        var sentences = 0
        var text = Self.withoutLabel(rationale)
        let rules = reading.rules.rules
        text.withUTF8 { bytes in
            // A quotation may run over several sentences (a guideline's paragraph quoted): where the
            // rationale's marks pair up, one a sentence leaves open is open in the next (counted only when a
            // sentence leaves one open).
            var closesLater: Bool?
            var quoted = false
            // The rationale's own bytes, sentence by sentence.
            Sentences.forEachPlace(in: bytes) { place in
                let length = reading.load(bytes[place], quoted: &quoted, closesLater: Quotations.closesLater(bytes, &closesLater))
                guard length > 0 else { return true }
                sentences += 1
                guard sentences <= Self.mostSentences else { return false }
                guard length <= Self.longestSentence else { return true }
                // The sentence's reason is the one its most specific words state; another it states as
                // specifically (a long phrase of its own) is kept too. Its String is made only here.
                var sentence: String?
                var modelRule: Int?
                let sentenceStart = found.count
                for (position, candidate) in reading.stated(side: side, known: known, model: model).enumerated() {
                    // The model's reason and the counts come after the rules, so that they take no rule's position.
                    if candidate.isModel {
                        modelRule = candidate.rule
                        continue
                    }
                    if candidate.isCount {
                        counts.note(candidate, place: place)
                        continue
                    }
                    // The rule's fields read in place: a copy of the rule retained each of its lists.
                    let rule = candidate.rule
                    // A catch-all is no second reason, but the criteria met in a part of their own beside a quantity ("The
                    // duration of this request is reasonable and this request would appear to be indicated per ... guidelines"),
                    // and the criteria said not met beside the specific reason the sentence gives for it ("The criteria are not met
                    // because she also has cervical radiculopathy": the spec's `indication-absent`, the eighty-second round).
                    guard position == 0 || candidate.criteriaNotMet && candidate.separate && !candidate.trailing
                            || ((candidate.strength >= Self.secondReasonStrength && candidate.separate || candidate.apart)
                                && (!rules[rule].general || side == .overturning && candidate.apart) && !candidate.trailing),
                          !kept.contains(rule) else { continue }
                    if let treatment, rules[rule].namesItsTreatment, reading.namesAnother(than: treatment, before: candidate.at, known: memo?.subjectTreatments) { continue }
                    if let treatment, rules[rule].untriedIsAnother {
                        // The sentence's own phrases, whether its reasons came from the memo or not.
                        reading.matchLoaded()
                        if candidate.paired ? reading.namesItself(treatment, from: candidate.object >= 0 ? candidate.object : candidate.at,
                                                                  known: memo?.subjectTreatments)
                                            : reading.phraseNamesItself(treatment, candidate.at..<candidate.end, known: memo?.subjectTreatments) { continue }
                    }
                    if let treatment, rules[rule].alternativeIsAnother, !candidate.paired,
                       reading.phraseIsTheItem(treatment, candidate.at..<candidate.end, known: memo?.subjectTreatments) { continue }
                    if let treatment, candidate.itemsOwn, reading.namesAnotherStudy(than: treatment, from: candidate.object,
                                                                            known: memo?.subjectTreatments) { continue }
                    // What a test's result would decide is no drug's or therapy's reason: "no surgery is planned" is
                    // an antiemetic's indication.
                    if Self.treatmentExcludes(rule, of: rules, treatment) { continue }
                    if let treatment, !reading.mayState(rule, forItsOwnOperation: treatment) { continue }
                    if let treatment, rules[rule].normalsNeedAResult, candidate.alone, Self.normalsTellHistory.contains(treatment.kind) { continue }
                    // The twenty-third round (AF): a condition the patient has, with the treatment negated in a relative clause
                    // after it ("chronic low back pain, for which the injectable Toradol is not indicated", "..., for which oral
                    // steroids are not recommended"), is the treatment not recommended for it: the clause's words ("for which
                    // the", the drug's name, "oral") state no indication absent, first line or care untried, or finding missing
                    // (`DecisionReasons.readInRelative`; the guideline's own not recommended is read there).
                    if reading.rules.readInRelative[rule], reading.inNegatedRelative(candidate.at) { continue }
                    kept.append(rule)
                    let words = sentence ?? Sentences.oneLine(bytes[place])
                    sentence = words
                    let reason = ItemReason(id: rules[rule].id, sentence: words)
                    if rules[rule].fallback { fallback.append(reason) } else { found.append(reason) }
                }
                // The learned reader's reason, where it is sure of one the rules have not kept (it came with the
                // rules', from the memo where the sentence was read before), and the treatment can have it.
                if let rule = modelRule, !kept.contains(rule),
                   !Self.treatmentExcludes(rule, of: rules, treatment),
                   treatment.map({ reading.mayState(rule, forItsOwnOperation: $0) }) ?? true,
                   // A catch-all yields to a specific reason the sentence gave.
                   !(rules[rule].general && sentence != nil), reading.modelMayGive(rule),
                   // Nor does it turn the rules' general reason into its specific one where the sentence names the general
                   // kind of care ("no documentation that behavioral interventions or sleep-promoting medication have been tried").
                   !Self.keepsTheGeneral(rule, kept: kept, sentence: sentence) {
                    kept.append(rule)
                    let reason = ItemReason(id: rules[rule].id, sentence: sentence ?? Sentences.oneLine(bytes[place]))
                    if rules[rule].fallback { fallback.append(reason) } else { found.append(reason) }
                }
                if found.count - sentenceStart > 1 { Self.yieldToTheSpecific(&found, from: sentenceStart, kept: &kept, rules: rules) }
                return true
            }
            // A count of this case set against the guideline's number stated in another sentence.
            // Not where the item's course is judged by its effect or a home program (`DecisionReasons.countYieldsTo`).
            if let (rule, place) = counts.stated(side: side, rules: reading.rules), !kept.contains(rule),
               !(counts.statedOfVisits() && found.contains { DecisionReasons.countYieldsTo.contains($0.id) }) {
                kept.append(rule)
                found.append(ItemReason(id: reading.rules.rules[rule].id, sentence: Sentences.oneLine(bytes[place])))
            }
        }
        return found.isEmpty ? fallback : found
    }
}
