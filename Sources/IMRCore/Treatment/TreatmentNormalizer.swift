/// Turns a request as written ("Norco 10/325mg #120", "MRI of the L-spine w/o contrast") into its
/// `NormalizedTreatment`. Pure and deterministic; the vocabularies it reads are data in `Vocabulary/`.
///
/// What a request asks for is what it names first ("Physical therapy following L4-5 fusion" is
/// physical therapy; "Orthopedic consultation for knee arthroscopy" a consultation); among several
/// things of one kind, the vocabulary's order decides (`TreatmentProcedures`). The key:
/// - a procedure: its name, then for a regional one the region(s): "MRI lumbar spine", "epidural steroid
///   injection cervical spine", "physical therapy knee", "TENS unit". Imaging and tests join their names
///   ("EMG/NCV lower extremities"). An injection named by its drug is "<drug> injection", or
///   "corticosteroid injection" for any steroid (a local anaesthetic with it does not count).
///   "preoperative" stays in a test's key, "postoperative" in a therapy's.
/// - a specialist (`ConsultSpecialties`): "<specialty> consultation" ("pain management consultation");
///   a visit no specialty names: "office visit", "preoperative medical clearance".
/// - drugs (`DrugNames`): the ingredients, sorted, joined by "/" ("acetaminophen/hydrocodone"); on the
///   skin (a cream, a patch, a percentage, grams, a topical brand or ingredient) "<drug> topical" or, for
///   several, "compound: <drug>/<drug>".
/// - nothing known: the text less quantities, side, dates and the like, kind `other`, unrecognised.
///
/// Spelling: a word of seven letters or more one slip from a table word (a letter left out, added,
/// changed, or two swapped: "cyclobenzapirne") is read as that word when it is the only one so close.
///
/// Regions: several named make the item's region "multiple" and the key lists each, sorted, joined by
/// " + " ("MRI cervical spine + thoracic spine"). A level names its region ("L5-S1": lumbar spine).
public enum TreatmentNormalizer {
    /// Nil only when the text holds nothing to key on.
    public static func normalize(_ treatment: String) -> NormalizedTreatment? {
        let lexicon = TreatmentLexicon.shared
        let found = TreatmentFindings(TreatmentText(treatment, form: lexicon.form), lexicon: lexicon)
        return normalize(found, lexicon)
    }

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
        var mentions: [(position: Int, subject: Subject)] = []
        var rows = found.procedures.map(\.row)
        var specialty: Int?
        // A visit ("follow-up visit with a spine surgeon") asks for the specialist as a consultation does.
        let asksForVisit = found.asksForVisit || found.procedures.contains { table[$0.row].kind == .consultation }
        // "Surgery evaluation" is a visit to a surgeon; "lumbar spine surgery" (a surgical specialty
        // and no word of consultation) an operation.
        let operation = found.procedures.contains {
            table[$0.row].kind == .surgery && $0.row != lexicon.surgeryRow && !table[$0.row].adjunct
        }
        for mention in found.procedures {
            let row = table[mention.row]
            if mention.row == lexicon.surgeryRow && asksForVisit && !operation {
                rows.removeAll { $0 == lexicon.surgeryRow }
                specialty = min(specialty ?? lexicon.surgerySpecialty, lexicon.surgerySpecialty)
                mentions.append((mention.position, .consultation))
            } else if row.name == TreatmentProcedures.officeVisit {
                // An office visit is the request only when nothing else is named ("Re-exam with
                // chiropractor" is chiropractic, "Follow-up visit with a spine surgeon" a consultation).
                continue
            } else if row.kind == .consultation {
                mentions.append((mention.position, .visit(mention.row)))
            } else {
                mentions.append((mention.position, row.adjunct ? .adjunct(mention.row) : .procedures(row.kind)))
            }
        }
        for mention in found.specialties {
            if ConsultSpecialties.all[mention.row].surgical && !asksForVisit {
                rows.append(lexicon.surgeryRow)
                mentions.append((mention.position, .procedures(.surgery)))
            } else {
                specialty = min(specialty ?? mention.row, mention.row)
                mentions.append((mention.position, .consultation))
            }
        }
        // Drugs given by injection ("Toradol injection", "Kenalog 40mg") name the injection.
        let ingredients = ingredients(found)
        let injected = rows.contains(lexicon.injectionRow) || !ingredients.isDisjoint(with: DrugNames.injectedIngredients)
            || found.drugs.contains { DrugNames.drugs[$0.row].route == .injection }
        if injected && !found.drugs.isEmpty { rows.append(lexicon.injectionRow) }
        for mention in found.drugs { mentions.append((mention.position, injected ? .procedures(.injection) : .drugs)) }

        let visit = rows.filter { table[$0].kind == .consultation }.min().map { Subject.visit($0) }
        switch mentions.min(by: { $0.position < $1.position })?.subject ?? visit {
        case .procedures(let kind):
            let same = rows.filter { table[$0].kind == kind && !table[$0].adjunct }
            return procedure(same.min() ?? lexicon.surgeryRow, of: same, found, ingredients, lexicon)
        case .adjunct(let row):
            return procedure(row, of: [row], found, ingredients, lexicon)
        case .visit(let row):
            return NormalizedTreatment(key: table[row].name, kind: .consultation, region: region(found.regions), recognized: true)
        case .consultation:
            let name = specialty.map { ConsultSpecialties.all[$0].name } ?? TreatmentProcedures.surgery
            return NormalizedTreatment(key: name + " consultation", kind: .consultation, region: region(found.regions),
                                       recognized: true)
        case .drugs:
            return drug(ingredients, found)
        case nil:
            let cleaned = found.cleanedText
            guard !cleaned.isEmpty else { return nil }
            return NormalizedTreatment(key: cleaned, kind: .other, region: region(found.regions), recognized: false)
        }
    }

    private static func procedure(_ head: Int, of procedures: [Int], _ found: TreatmentFindings,
                                  _ ingredients: Set<String>, _ lexicon: TreatmentLexicon) -> NormalizedTreatment {
        let row = TreatmentProcedures.all[head]
        var name = row.name
        switch row.kind {
        case .imaging, .test:
            var names = Set(procedures.map { TreatmentProcedures.all[$0].name })
            names = names.filter { TreatmentProcedures.containedIn[$0].map { !names.contains($0) } ?? true }
            name = names.sorted { $0.lowercased() < $1.lowercased() }.joined(separator: "/")
            if found.preoperative { name = "preoperative " + name }
        case .therapy:
            if found.postoperative { name = "postoperative " + name }
        case .injection where head == lexicon.injectionRow && !ingredients.isEmpty:
            name = injectionName(ingredients)
        default:
            break
        }
        let regions = found.regions.isEmpty ? (row.region.map { [$0] } ?? []) : found.regions
        let key = row.regional && !regions.isEmpty ? name + " " + regions.sorted().joined(separator: " + ") : name
        return NormalizedTreatment(key: key, kind: row.kind, region: region(regions), recognized: true)
    }

    /// The ingredients of the drugs named; an opioid with an acetaminophen strength ("Hydrocodone
    /// 10/325") is the combination.
    private static func ingredients(_ found: TreatmentFindings) -> Set<String> {
        var ingredients = Set(found.drugs.flatMap { DrugNames.drugs[$0.row].ingredients })
        if found.text.hasAcetaminophenStrength, ingredients.count == 1,
           let only = ingredients.first, DrugNames.acetaminophenPartners.contains(only) {
            ingredients.insert("acetaminophen")
        }
        return ingredients
    }

    private static func drug(_ ingredients: Set<String>, _ found: TreatmentFindings) -> NormalizedTreatment {
        let names = ingredients.sorted().joined(separator: "/")
        var topical = found.topical || found.text.hasPercent || found.text.hasWeight
            || found.drugs.contains { DrugNames.drugs[$0.row].route == .topical }
            || !ingredients.isDisjoint(with: DrugNames.topicalIngredients)
        if ingredients.isSubset(of: DrugNames.transdermalSystemic) { topical = false }
        let key = !topical ? names : ingredients.count == 1 ? names + " topical" : "compound: " + names
        return NormalizedTreatment(key: key, kind: .drug, region: region(found.regions), recognized: true)
    }

    /// "corticosteroid injection" for any steroid; else the drugs, less the local anaesthetics that go
    /// with them.
    private static func injectionName(_ ingredients: Set<String>) -> String {
        if !ingredients.isDisjoint(with: DrugNames.corticosteroids) { return "corticosteroid injection" }
        let named = ingredients.subtracting(DrugNames.localAnesthetics)
        return (named.isEmpty ? ingredients : named).sorted().joined(separator: "/") + " injection"
    }

    private static func region(_ regions: [String]) -> String? {
        regions.count > 1 ? BodyRegions.multiple : regions.first
    }
}
