import IMRText
import IMRModel

/// Turns a request as written ("Norco 10/325mg #120", "MRI of the L-spine w/o contrast") into its
/// `NormalizedTreatment`. Pure and deterministic; the vocabularies it reads are data in `Vocabulary/`.
///
/// The key names what one guideline recommendation decides (docs/treatment-identity.md), never the
/// regions: those are the treatment's `regions`, so that "MRI cervical and lumbar spine" is an MRI of
/// each region and joins the MRIs of either. Package words around a request ("Associated surgical
/// service:", "Pre-op", "Labs to include:", "DME:") are context, not the key.
///
/// What a request asks for is what it names first ("Physical therapy following L4-5 fusion" is
/// physical therapy; "Orthopedic consultation for knee arthroscopy" a consultation); among several
/// things of one kind, the vocabulary's order decides (`TreatmentProcedures`); a general name ("office
/// visit", "DME", "labs") yields to anything more specific named with it. The key:
/// - a procedure: its name ("MRI", "epidural steroid injection", "rotator cuff repair"). Imaging and
///   tests join their names ("EMG/NCV", "complete blood count/metabolic panel"), as do two therapy
///   disciplines ("physical therapy/occupational therapy"). An injection named by its drug is "<drug>
///   injection", or "corticosteroid injection" for any steroid (a local anaesthetic with it does not
///   count). "postoperative" stays in a therapy's key, where the post-surgical guidelines decide it.
/// - a therapy discipline asked for as an evaluation, with no sessions counted ("Re-exam with
///   chiropractor"): "<discipline> evaluation", a visit, not the therapy (docs/treatment-identity.md), decided
///   under the discipline's guideline and not the office visits'.
/// - a specialist (`ConsultSpecialties`): "<specialty> consultation" ("pain management consultation");
///   a visit no specialty names: "office visit", "preoperative medical clearance".
/// - drugs (`DrugNames`): the ingredients, in the order of the drug's own row when one row has exactly
///   them ("hydrocodone/acetaminophen"), else sorted, joined by "/"; on the skin (a cream, a percentage,
///   grams, a topical brand or ingredient) "<drug> topical", as a patch "<drug> patch", or, for several,
///   "compound: <drug>/<drug>".
/// - nothing known: the text less quantities, side, dates and the like, kind `other`, unrecognised.
///
/// Every word no table knows is the treatment's `doubt`: reported, never guessed at.
///
/// Spelling: a word of seven letters or more one slip from a table word (a letter left out, added,
/// changed, or two swapped: "cyclobenzapirne") is read as that word when it is the only one so close.
///
/// Regions: each named, in the order written; a level names its region ("L5-S1": lumbar spine); a
/// procedure that implies one (a carpal tunnel release) has it when none is named; an electrodiagnostic
/// study has the limbs it tests.
public enum TreatmentNormalizer {
    /// Nil only when the text holds nothing to key on.
    public static func normalize(_ treatment: String) -> NormalizedTreatment? {
        read(treatment).map(namingWhichOfAKind)
    }

    /// A key that names a kind of procedure but not which (`TreatmentIdentity.keysOfAKind`: "injection",
    /// "nerve block") keeps the words left unexplained beside it, which may say which ("Injection of ganglion
    /// cyst" is "injection (ganglion cyst)"): such a request joins the requests with the same words, never
    /// every other injection. The words are still its doubt.
    private static func namingWhichOfAKind(_ normalized: NormalizedTreatment) -> NormalizedTreatment {
        guard normalized.recognized, !normalized.doubt.isEmpty, TreatmentIdentity.keysOfAKind.contains(normalized.key) else {
            return normalized
        }
        var named = normalized
        named.key += " (" + normalized.doubt.map { $0.lowercased() }.joined(separator: " ") + ")"
        return named
    }

    private static func read(_ treatment: String) -> NormalizedTreatment? {
        let lexicon = TreatmentLexicon.shared
        let leading = ProcedureCodes.leadingWords(of: treatment)
        let found = TreatmentFindings(TreatmentText(leading.map { $0 + " " + treatment } ?? treatment, form: lexicon.form),
                                      lexicon: lexicon)
        var normalized = normalize(found, lexicon).map { withDoubt($0, found) }
        if leading != nil { normalized?.doubt += ProcedureCodes.codes(in: treatment).filter { ProcedureCodes.meaning(of: $0) == nil } }
        guard normalized?.recognized != true else { return normalized }
        if let reread = byShortNames(treatment, found, lexicon) { return reread }
        let coded = byCodes(treatment, lexicon, otherwise: normalized)
        guard coded?.recognized != true else { return coded }
        return visitAlone(found) ?? coded
    }

    /// A visit with nothing else named, no code and nothing not understood ("Monthly visits x 6", "Meds
    /// refill visit"): an office visit, no specialist's, as office visits and follow-ups are one. So is an
    /// evaluation after an operation ("Post-op evaluation"): the operating surgeon's follow-up.
    private static func visitAlone(_ found: TreatmentFindings) -> NormalizedTreatment? {
        let visit = found.text.words.contains(where: TreatmentWords.visits.contains) || (found.postoperative && found.asksForVisit)
        guard visit, doubt(found).isEmpty else { return nil }
        return NormalizedTreatment(key: TreatmentProcedures.officeVisit, kind: .consultation, regions: found.regions,
                                   recognized: true)
    }

    /// A request no table recognises, read again with the abbreviations that name a treatment only
    /// where nothing else is named ("XR R knee" is an X-ray of the knee).
    private static func byShortNames(_ treatment: String, _ found: TreatmentFindings,
                                     _ lexicon: TreatmentLexicon) -> NormalizedTreatment? {
        let named = found.text.words.compactMap { TreatmentAbbreviations.whenNothingElse[$0] }
        guard !named.isEmpty else { return nil }
        let reread = TreatmentFindings(TreatmentText(named.joined(separator: " ") + " " + treatment, form: lexicon.form),
                                       lexicon: lexicon)
        guard let normalized = normalize(reread, lexicon), normalized.recognized else { return nil }
        return withDoubt(normalized, reread)
    }

    /// A request no table recognises, read through its billing codes (`ProcedureCodes`): "97110 x 8
    /// units" is physical therapy. A code the table does not know is reported as not understood, beside
    /// the request as read when no code is known.
    private static func byCodes(_ treatment: String, _ lexicon: TreatmentLexicon,
                                otherwise: NormalizedTreatment?) -> NormalizedTreatment? {
        let codes = ProcedureCodes.codes(in: treatment)
        guard !codes.isEmpty else { return otherwise }
        let unknown = codes.filter { ProcedureCodes.meaning(of: $0) == nil }
        let known = codes.compactMap(ProcedureCodes.meaning(of:))
        if !known.isEmpty {
            let read = known.joined(separator: " ") + " " + treatment
            let found = TreatmentFindings(TreatmentText(read, form: lexicon.form), lexicon: lexicon)
            if let normalized = normalize(found, lexicon) {
                var coded = withDoubt(normalized, found)
                coded.doubt += unknown
                return coded
            }
        }
        // A code's letter read alone ("J7321" read as "j") is no key: the codes are.
        let codeLetters = Set(codes.compactMap { $0.first }.filter(\.isLetter).map { String($0).lowercased() })
        let readOnlyCodeLetters = otherwise.map { !$0.recognized && $0.key.split(separator: " ").allSatisfy { codeLetters.contains(String($0)) } }
        guard var read = otherwise, readOnlyCodeLetters != true else {
            return NormalizedTreatment(key: codes.joined(separator: " "), kind: .other, regions: [], recognized: false,
                                       doubt: unknown)
        }
        read.doubt += unknown
        return read
    }

    /// The words of the request no table accounts for; one-letter leftovers ("s", "c/o") say nothing a
    /// reader could add to a table.
    private static func withDoubt(_ normalized: NormalizedTreatment, _ found: TreatmentFindings) -> NormalizedTreatment {
        var normalized = normalized
        normalized.doubt = doubt(found)
        return normalized
    }

    private static func doubt(_ found: TreatmentFindings) -> [String] {
        found.unexplainedWords.filter {
            $0.count > 1 && !isContext(TreatmentAbbreviations.shortenedWords[$0] ?? TreatmentAbbreviations.britishSpellings[$0] ?? $0)
        }
    }

    /// A word that says what kind of thing or what for (`TreatmentWords.unremarkable`, `.indication`), or a
    /// long one's slip ("tenodynovitis").
    private static func isContext(_ word: String) -> Bool {
        if contextWords.contains(word) { return true }
        guard word.count >= TreatmentLexicon.slipLength else { return false }
        return contextWords.contains { abs($0.count - word.count) <= 1 && EditDistance.between($0, word) == 1 }
    }

    /// The words of context, made once.
    private static let contextWords = TreatmentWords.indication.union(TreatmentWords.unremarkable)

    /// What a mention makes the request about.
    private enum Subject: Equatable {
        /// The procedures of a kind (adjuncts aside).
        case procedures(TreatmentKind)
        case adjunct(Int)
        /// A visit no specialist names ("preoperative medical clearance").
        case visit(Int)
        /// A specialist's.
        case consultation
        case drugs
    }

    static func normalize(_ found: TreatmentFindings, _ lexicon: TreatmentLexicon) -> NormalizedTreatment? {
        let table = TreatmentProcedures.all
        // Billing's assistant modifier ("27447-80", "Assist at surgery, modifier -80") makes the line the
        // assistant's, whatever operation it names.
        if found.text.assistantModifier {
            return procedure(lexicon.surgicalAssistantRow, of: [lexicon.surgicalAssistantRow], found, [], lexicon)
        }
        // A manipulation with anaesthesia named anywhere in the request ("Shoulder manipulation with lysis of
        // adhesions under anesthesia") is the operation, not a chiropractor's session; named after words of
        // history beside something else ("Physical therapy after manipulation under anesthesia"), the
        // patient's history.
        let words = found.text.words
        if let manipulation = words.firstIndex(of: "manipulation"), words.contains(where: TreatmentWords.anesthesia.contains),
           found.procedures.isEmpty || !found.historyEnds.contains(where: { $0 <= manipulation }) {
            return procedure(lexicon.anesthesiaManipulationRow, of: [lexicon.anesthesiaManipulationRow], found, [], lexicon)
        }
        // A general name counts only when nothing more specific is named with it; a joint named alone for
        // its injection ("SI joint") counts beside the word injection ("Injection of the SI joint").
        let injectionNamed = found.procedures.contains { $0.row == lexicon.injectionRow }
        let specific = found.procedures.filter { !table[$0.row].generic || (injectionNamed && table[$0.row].kind == .injection) }
        let somethingElse = !specific.isEmpty || !found.drugs.isEmpty || !found.specialties.isEmpty
        let ingredients = ingredients(found)
        // A hormone replaced, or a drug only injected, is one treatment whatever its route: the drug.
        let routeDecides = ingredients.isEmpty || !ingredients.isSubset(of: DrugNames.routeNeverDecides)
        let procedures = (somethingElse ? specific : found.procedures).filter { routeDecides || $0.row != lexicon.injectionRow }
        var mentions: [(position: Int, subject: Subject)] = []
        var rows = procedures.map(\.row)
        // The specialists named, by where: the first named is the one asked for ("Psych eval for pain
        // management" is the psychologist's).
        var specialists: [(position: Int, row: Int)] = []
        // A visit ("follow-up visit with a spine surgeon") asks for the specialist as a consultation does.
        let asksForVisit = found.asksForVisit || found.procedures.contains { table[$0.row].kind == .consultation }
        if let evaluation = evaluation(found, procedures, asksForVisit: asksForVisit) { return evaluation }
        if let evaluation = programEvaluation(found, procedures) { return evaluation }
        if let course = examAsCourse(found, procedures, lexicon) { return course }
        // "Surgery evaluation" is a visit to a surgeon; "lumbar spine surgery" (a surgical specialty
        // and no word of consultation) an operation.
        let operation = procedures.contains {
            table[$0.row].kind == .surgery && $0.row != lexicon.surgeryRow && !table[$0.row].adjunct
        }
        // A consultation about an operation, no specialist named ("Carpal tunnel release consultation",
        // "Referral for knee arthroscopy", "Consultation for bariatric surgery"): a surgeon's opinion is asked, as
        // "Surgical consultation for lumbar fusion" asks it; the operation is for the surgeon to propose.
        if operation, found.specialties.isEmpty, found.drugs.isEmpty, !found.postoperative,
           words.contains(where: TreatmentWords.opinion.contains),
           !found.procedures.contains(where: { $0.row == TreatmentProcedures.followUpRow }),
           procedures.allSatisfy({ table[$0.row].kind == .surgery && !table[$0.row].adjunct }) {
            return NormalizedTreatment(key: ConsultSpecialties.all[lexicon.surgerySpecialty].name + ConsultSpecialties.consultationSuffix,
                                       kind: .consultation, regions: found.regions, recognized: true)
        }
        for mention in procedures {
            let row = table[mention.row]
            if mention.row == lexicon.surgeryRow && asksForVisit && !operation {
                rows.removeAll { $0 == lexicon.surgeryRow }
                specialists.append((mention.position, lexicon.surgerySpecialty))
                mentions.append((mention.position, .consultation))
            } else if row.kind == .consultation {
                mentions.append((mention.position, .visit(mention.row)))
            } else {
                mentions.append((mention.position, row.adjunct ? .adjunct(mention.row) : .procedures(row.kind)))
            }
        }
        // A surgeon named with no operation ("Spine surgeon", "Orthopedic hand surgeon") is the person
        // asked to see the patient, as a referral to one is.
        let namesASurgeonOnly = procedures.isEmpty && found.text.words.contains { $0 == "surgeon" || $0 == "surgeons" }
        for mention in found.specialties {
            if ConsultSpecialties.all[mention.row].surgical && !asksForVisit && !namesASurgeonOnly {
                rows.append(lexicon.surgeryRow)
                mentions.append((mention.position, .procedures(.surgery)))
            } else {
                specialists.append((mention.position, mention.row))
                mentions.append((mention.position, .consultation))
            }
        }
        // Drugs given by injection ("Toradol injection", "Kenalog 40mg") name the injection; an anaesthetic
        // or a steroid named before an injection of its own ("Lidocaine injection trigger points") is
        // that injection's drug, not a cream.
        let namedInjection = rows.contains { table[$0].kind == .injection && $0 != lexicon.injectionRow }
        let injectedWith = !ingredients.isDisjoint(with: DrugNames.injectedAtASite)
        // Not where the request names a topical form ("compound cream (amitriptyline/bupivacaine/hyaluronic acid)"): the
        // local anaesthetic and the hyaluronic acid are a cream's ingredients.
        let injected = routeDecides && !found.topical && (rows.contains(lexicon.injectionRow) || !ingredients.isDisjoint(with: DrugNames.injectedIngredients)
                || found.text.words.contains(where: TreatmentWords.intravenous.contains)
                || found.drugs.contains { DrugNames.drugs[$0.row].route == .injection } || (namedInjection && injectedWith))
        if injected && !found.drugs.isEmpty && !namedInjection { rows.append(lexicon.injectionRow) }
        for mention in found.drugs { mentions.append((mention.position, injected ? .procedures(.injection) : .drugs)) }

        let visit = rows.filter { table[$0].kind == .consultation }.min().map { Subject.visit($0) }
        let first = mentions.min(by: { $0.position < $1.position })
        // A therapy of no discipline named before the operation it follows ("Post op rehab left TKA") is
        // the therapy, as what a request names first is what it asks.
        if let therapy = found.bareTherapyPosition, let first, therapy < first.position, found.drugs.isEmpty,
           found.specialties.isEmpty, procedures.allSatisfy({ table[$0.row].kind == .surgery }) {
            return procedure(lexicon.physicalTherapyRow, of: [lexicon.physicalTherapyRow], found, ingredients, lexicon)
        }
        switch first?.subject ?? visit {
        case .procedures(let kind):
            // Imaging and tests named together are each asked for ("EKG and CXR"): one key joins their names.
            let kinds: Set<TreatmentKind> = Self.diagnostics.contains(kind) ? Self.diagnostics : [kind]
            let same = rows.filter { kinds.contains(table[$0].kind) && !table[$0].adjunct }
            return procedure(same.min() ?? lexicon.surgeryRow, of: same, found, ingredients, lexicon)
        case .adjunct(let row):
            return procedure(row, of: [row], found, ingredients, lexicon)
        case .visit(let row):
            return NormalizedTreatment(key: table[row].name, kind: .consultation, regions: found.regions, recognized: true)
        case .consultation:
            // A specialist seen for a service around an operation ("internal medicine consultation for
            // surgical clearance") is seen for that service: the clearance is asked for. A psychologist's or
            // psychiatrist's clearance ("Psychological consultation for SCS clearance") is their evaluation.
            let first = specialists.min { ($0.position, $0.row) < ($1.position, $1.row) }
            let name = first.map { ConsultSpecialties.all[$0.row].name } ?? TreatmentProcedures.surgery
            let ofTheMind = ConsultSpecialties.ofTheMind.contains(name)
            if !ofTheMind, let service = rows.first(where: { table[$0].kind == .consultation && table[$0].adjunct }) {
                return NormalizedTreatment(key: table[service].name, kind: .consultation, regions: found.regions, recognized: true)
            }
            // Office visits and follow-ups are one (docs/treatment-identity.md): a follow-up with a
            // specialist asks for no opinion of theirs ("Follow up visit with the orthopedist").
            if found.procedures.contains(where: { $0.row == TreatmentProcedures.followUpRow }),
               !found.text.words.contains(where: TreatmentWords.referral.contains) {
                return NormalizedTreatment(key: TreatmentProcedures.officeVisit, kind: .consultation, regions: found.regions,
                                           recognized: true)
            }
            // A psychologist's sessions counted, no evaluation asked ("Pain psychology 6 sessions"), are the
            // psychotherapy, not the psychologist's evaluation; so is the therapy of either specialty of the
            // mind named with no word asking for an opinion ("Psych counselling, 4 visits").
            let namesPsychotherapy = rows.contains { table[$0].name == TreatmentProcedures.psychotherapy }
                && ofTheMind
                && !found.text.words.contains(where: TreatmentWords.referral.contains)
            if name == ConsultSpecialties.psychology && found.countsTreatmentSessions || namesPsychotherapy {
                return NormalizedTreatment(key: TreatmentProcedures.psychotherapy, kind: .therapy, regions: found.regions,
                                           recognized: true)
            }
            return NormalizedTreatment(key: name + ConsultSpecialties.consultationSuffix, kind: .consultation, regions: found.regions,
                                       recognized: true)
        case .drugs:
            // A drug's level in the blood ("Serum lithium level", "Depakote level") is the test of it.
            if found.text.words.contains("level") {
                return NormalizedTreatment(key: TreatmentProcedures.serumDrugLevels, kind: .test, regions: [], recognized: true)
            }
            return drug(ingredients, found)
        case nil:
            // Therapy after an operation, no discipline named, is what the post-surgical physical medicine
            // guidelines decide: post-operative physical therapy. Otherwise a therapy of no discipline with
            // nothing else to it ("Rehab x 12 visits", "Therapy for the wrist status post carpal tunnel
            // release") is physical therapy; named by a word before it ("Vision therapy") or beside a word
            // no table knows, it is not read.
            if found.namesBareTherapy && (found.postoperative || (doubt(found).isEmpty && !found.therapyNamedByAWord)) {
                return procedure(lexicon.physicalTherapyRow, of: [lexicon.physicalTherapyRow], found, ingredients, lexicon)
            }
            let cleaned = found.cleanedText
            guard !cleaned.isEmpty else { return nil }
            return NormalizedTreatment(key: cleaned, kind: .other, regions: found.regions, recognized: false)
        }
    }

    /// A therapy discipline asked for as a visit ("Chiropractic evaluation", "Re-exam with chiropractor",
    /// "PT eval") with no number of sessions: the discipline's evaluation ("chiropractic evaluation"), a visit,
    /// not the therapy (docs/treatment-identity.md), and not an office visit either: reviewers decide it under
    /// the discipline's guideline (a chiropractic re-exam under manual therapy), never the office visits'.
    private static func evaluation(_ found: TreatmentFindings, _ procedures: [TreatmentFindings.Mention],
                                   asksForVisit: Bool) -> NormalizedTreatment? {
        let table = TreatmentProcedures.all
        guard asksForVisit, found.asksForEvaluationOnly, found.drugs.isEmpty,
              let first = procedures.filter({ table[$0.row].kind != .consultation }).min(by: { $0.position < $1.position }),
              table[first.row].discipline
        else { return nil }
        return NormalizedTreatment(key: table[first.row].name + TreatmentProcedures.evaluationSuffix, kind: .consultation,
                                   regions: found.regions, recognized: true)
    }

    /// A program asked for as an evaluation only ("Multidisciplinary evaluation for a functional restoration
    /// program", "Work conditioning assessment"): the evaluation of a candidate, decided apart from the
    /// program as a therapy's evaluation is from the therapy (docs/treatment-identity.md). A psychologist's or
    /// psychiatrist's evaluation named before the program ("Psychological evaluation for functional
    /// restoration program") is theirs, the program its purpose, as it is before a stimulator.
    private static func programEvaluation(_ found: TreatmentFindings, _ procedures: [TreatmentFindings.Mention]) -> NormalizedTreatment? {
        let table = TreatmentProcedures.all
        // A program's length ("160 hours following the evaluation") asks for the program.
        let pieces = found.text.pieces
        let length = pieces.indices.dropFirst().contains {
            pieces[$0 - 1].kind == .number && Self.programLengths.contains(pieces[$0].text)
        }
        guard found.asksForEvaluationOnly, found.drugs.isEmpty, !length,
              let program = procedures.first(where: { table[$0.row].kind == .program }),
              procedures.allSatisfy({ [.program, .consultation].contains(table[$0.row].kind) }),
              !found.specialties.contains(where: { $0.position < program.position
                  && ConsultSpecialties.ofTheMind.contains(ConsultSpecialties.all[$0.row].name) })
        else { return nil }
        return NormalizedTreatment(key: table[program.row].name + TreatmentProcedures.evaluationSuffix, kind: .consultation, regions: found.regions,
                                   recognized: true)
    }

    private static let diagnostics: Set<TreatmentKind> = [.imaging, .test]

    private static let programLengths: Set<String> = ["hour", "hours", "hr", "hrs", "day", "days", "week", "weeks", "wk", "wks"]

    /// A visit named by a discipline's word ("Physical exam") counted as a course of sessions ("2 times
    /// 8"): the discipline's therapy, as an evaluation counted in sessions is ("Chiropractic eval 2x4").
    private static func examAsCourse(_ found: TreatmentFindings, _ procedures: [TreatmentFindings.Mention],
                                     _ lexicon: TreatmentLexicon) -> NormalizedTreatment? {
        let table = TreatmentProcedures.all
        guard procedures.count == 1, table[procedures[0].row].name == TreatmentProcedures.officeVisit,
              found.drugs.isEmpty, found.specialties.isEmpty, found.countsACourse,
              let discipline = found.text.words.lazy.compactMap({ lexicon.disciplineWords[$0] }).first
        else { return nil }
        return procedure(discipline, of: [discipline], found, [], lexicon)
    }

    private static func procedure(_ head: Int, of procedures: [Int], _ found: TreatmentFindings,
                                  _ ingredients: Set<String>, _ lexicon: TreatmentLexicon) -> NormalizedTreatment {
        let table = TreatmentProcedures.all
        let row = table[head]
        var name = row.name
        var regions = found.regions.isEmpty ? (row.region.map { [$0] } ?? []) : found.regions
        // "Diagnostic ultrasound" is the study whatever the request's words of treatment.
        if found.countsSessions, !found.text.words.contains("diagnostic"), let therapy = TreatmentProcedures.asSessions[name] {
            return NormalizedTreatment(key: therapy, kind: .therapy, regions: regions, recognized: true)
        }
        if row.kind == .imaging || row.kind == .test { name = joined(procedures) }
        let words = found.text.words
        if let purpose = TreatmentProcedures.byPurpose[name]?.first(where: { $0.words.contains(where: words.contains) }) {
            name = purpose.name
        }
        switch row.kind {
        case .imaging, .test:
            if procedures.allSatisfy({ TreatmentProcedures.byLimb.contains(table[$0].name) }) {
                regions = BodyRegions.distinct(regions.map { BodyRegions.limb(of: $0) ?? $0 })
            }
        case .therapy:
            let disciplines = procedures.filter { table[$0].discipline }
            if Set(disciplines.map { table[$0].name }).count > 1 { name = joined(disciplines) }
            if found.postoperative && row.discipline { name = TreatmentIdentity.postoperative + name }
        case .injection where head == lexicon.injectionRow && !ingredients.isEmpty:
            name = injectionName(ingredients)
        case .injection where head == lexicon.injectionRow && !regions.isEmpty && regions.allSatisfy(BodyRegions.joints.contains):
            // A joint's or a bursa's injection with no drug named ("Right knee injection", "Intra-articular
            // hip injection") is the corticosteroid injection the joint's chapter decides.
            name = injectionName(DrugNames.corticosteroids)
        default:
            if let renamed = regions.first.flatMap({ TreatmentProcedures.inRegion[name]?[$0] }) { name = renamed }
            if found.postoperative, let renamed = TreatmentProcedures.afterSurgery[name]?[regions.first ?? ""]
                ?? TreatmentProcedures.afterSurgery[name]?[""] {
                name = renamed
            }
        }
        return NormalizedTreatment(key: name, kind: row.kind, regions: regions, recognized: true)
    }

    /// The names of several procedures of a kind as one key, in the vocabulary's order, less a name that
    /// another one named contains ("MRI" with "MR arthrogram").
    private static func joined(_ rows: [Int]) -> String {
        let table = TreatmentProcedures.all
        var names: [String] = []
        for row in rows.sorted() where !names.contains(table[row].name) { names.append(table[row].name) }
        let all = names
        names.removeAll { name in TreatmentProcedures.containedIn[name].map { $0.contains(where: all.contains) } ?? false }
        return names.joined(separator: "/")
    }

    /// The ingredients of the drugs named; an opioid with an acetaminophen strength ("Hydrocodone
    /// 10/325") is the combination.
    private static func ingredients(_ found: TreatmentFindings) -> Set<String> {
        var ingredients = Set(found.drugs.flatMap { mention in
            let drug = DrugNames.drugs[mention.row]
            return found.patch ? drug.patchIngredients ?? drug.ingredients : drug.ingredients
        })
        if found.text.hasAcetaminophenStrength, ingredients.count == 1,
           let only = ingredients.first, DrugNames.acetaminophenPartners.contains(only) {
            ingredients.insert("acetaminophen")
        }
        // "Theramine (medical food)": the kind named beside the product is the product.
        if ingredients.count > 1 { ingredients.remove(DrugNames.medicalFood) }
        return ingredients
    }

    private static func drug(_ ingredients: Set<String>, _ found: TreatmentFindings) -> NormalizedTreatment {
        let names = DrugNames.conventionalName(of: ingredients)
        let routes = found.drugs.map { DrugNames.drugs[$0.row].route }
        let weightIsTopical = found.text.hasWeight && !ingredients.isSubset(of: DrugNames.swallowedByWeight)
        var topical = found.topical || found.text.hasPercent || weightIsTopical
            || routes.contains(.topical) || routes.contains(.patch)
            || !ingredients.isDisjoint(with: DrugNames.topicalIngredients)
        if ingredients.isSubset(of: DrugNames.transdermalSystemic) { topical = false }
        let patch = found.patch || routes.contains(.patch)
        let key: String
        if !topical {
            key = names
        } else if ingredients.count == 1 {
            key = names + (patch ? " patch" : " topical")
        } else {
            key = "compound: " + ingredients.sorted().joined(separator: "/")
        }
        return NormalizedTreatment(key: key, kind: .drug, regions: found.regions, recognized: true)
    }

    /// "corticosteroid injection" for any steroid; else the drugs, less the local anaesthetics that go
    /// with them.
    private static func injectionName(_ ingredients: Set<String>) -> String {
        if !ingredients.isDisjoint(with: DrugNames.corticosteroids) { return "corticosteroid injection" }
        let named = ingredients.subtracting(DrugNames.localAnesthetics)
        return (named.isEmpty ? ingredients : named).sorted().joined(separator: "/") + " injection"
    }
}
